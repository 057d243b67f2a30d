/** What the local cloud remembers between starts, kept beside the emulators' data. */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CognitoSetup } from './cognito';

export interface LocalState {
  bookingTokenSecret: string;
  cognito?: CognitoSetup;
  /** The seeded administrator's TOTP secret (base32), which `npm run local:code` and the tests compute codes from. */
  adminTotpSecret?: string;
  /** Names of the seeders that have run, so seed data loads once and later additions still load. */
  seeded: string[];
}

export function loadState(dataDir: string): LocalState {
  const file = join(dataDir, 'local-cloud.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalState;
  return { bookingTokenSecret: randomBytes(32).toString('hex'), seeded: [] };
}

export function saveState(dataDir: string, state: LocalState): void {
  writeFileSync(join(dataDir, 'local-cloud.json'), JSON.stringify(state, null, 2));
}
