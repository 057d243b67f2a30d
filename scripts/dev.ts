/**
 * `npm run dev`: the local cloud (API, WebSocket, emulators) on PORT 8080 and the Vite dev server with hot reload
 * on 5173, which proxies `/api`, `/realtime`, `/cognito` and `/runtime-config.json` to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT, startLocalCloud } from '../infra/local/cloud';

const cloud = await startLocalCloud({
  port: Number(process.env.PORT ?? 8080),
  sesPort: Number(process.env.SES_PORT ?? 8005),
  dataDir: resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data'),
  adminPassword: process.env.LOCAL_ADMIN_PASSWORD ?? 'Local-Admin-2026!',
});
const vite = spawn(process.execPath, [resolve(REPOSITORY_ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
  cwd: REPOSITORY_ROOT,
  stdio: 'inherit',
  env: { ...process.env, LOCAL_API_ORIGIN: cloud.baseUrl },
});
console.log(`API and WebSocket on ${cloud.baseUrl}; e-mails at ${cloud.sesUrl}/`);

async function shutdown(): Promise<void> {
  vite.kill('SIGTERM');
  await cloud.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
vite.on('exit', () => void shutdown());
