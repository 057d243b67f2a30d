import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root (handler paths in the route table are relative to it). */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export const fromRoot = (...parts: string[]) => path.join(repoRoot, ...parts);
