/**
 * `npm run local:code`: prints the code an authenticator app would show now for the seeded administrator
 * (admin@example.com), from the secret the local cloud enrolled (DATA_DIR, `.data` by default).
 */
import { resolve } from 'node:path';
import { REPOSITORY_ROOT } from './cloud';
import { loadState } from './state';
import { totpCode } from './totp';

const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
const secret = loadState(dataDir).adminTotpSecret;
if (!secret) {
  console.error(`No two-factor secret in ${dataDir}: start the local cloud once (npm start), or npm run reset to seed it again.`);
  process.exit(1);
}
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totpCode(secret)}  (admin@example.com, valid for ${secondsLeft} more seconds)`);
