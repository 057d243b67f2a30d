/** `npm run reset`: deletes the local cloud's data folder (DATA_DIR, default .data). */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT } from './cloud';

const dataDir = resolve(REPOSITORY_ROOT, process.env.DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start seeds it afresh.`);
