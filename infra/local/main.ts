/**
 * `npm start`: runs the whole product on this machine. Prints the URLs when ready, stops cleanly on Ctrl-C.
 * Environment: PORT (8080), SES_PORT (8005), DATA_DIR (.data), LOCAL_ADMIN_PASSWORD, LOG_LEVEL (INFO),
 * LOG_FORMAT (`json` prints the handlers' log lines as CloudWatch has them).
 */
import { join, resolve } from 'node:path';
import { REPOSITORY_ROOT, startLocalCloud } from './cloud';
import { missingJava } from './java';
import { showHandlerLogs } from './log-view';

const javaProblem = missingJava();
if (javaProblem) {
  console.error(javaProblem);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const sesPort = Number(process.env.SES_PORT ?? 8005);
const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
const adminPassword = process.env.LOCAL_ADMIN_PASSWORD ?? 'Local-Admin-2026!';
const logFile = join(dataDir, 'logs', 'handlers.jsonl');
const logLevel = process.env.LOG_LEVEL?.toUpperCase() || 'INFO';
showHandlerLogs({ file: logFile, raw: process.env.LOG_FORMAT === 'json' });

const cloud = await startLocalCloud({ port, sesPort, dataDir, adminPassword });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, stopping…`);
  await cloud.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

console.log(
  [
    '',
    'Northstar Digital is running locally:',
    `  Main site            ${cloud.baseUrl}/`,
    `  Calendar site        http://calendar.localhost:${cloud.port}/`,
    `  HTTP API             ${cloud.baseUrl}/api/   (health: ${cloud.baseUrl}/api/health)`,
    `  WebSocket API        ${cloud.wsUrl}`,
    `  E-mails sent (SES)   ${cloud.sesUrl}/`,
    `  Staff sign-in        ${cloud.baseUrl}/admin/auth  (admin@example.com / ${process.env.LOCAL_ADMIN_PASSWORD ? '$LOCAL_ADMIN_PASSWORD' : adminPassword})`,
    `  Two-factor code      npm run local:code  (or add the secret ${cloud.adminTotpSecret ?? '(unknown: npm run reset seeds it again)'} to an authenticator app)`,
    `  Data folder          ${dataDir}  (npm run reset clears it)`,
    `  Handler logs         this terminal, level ${logLevel} (LOG_LEVEL), one line each; as JSON lines in ${logFile}`,
    '',
    // Read by the test harness to learn the ports when it starts the runtime on free ones.
    `READY ${JSON.stringify({ baseUrl: cloud.baseUrl, wsUrl: cloud.wsUrl, sesUrl: cloud.sesUrl, port: cloud.port, controlUrl: cloud.controlUrl, env: cloud.env, adminTotpSecret: cloud.adminTotpSecret })}`,
  ].join('\n'),
);
