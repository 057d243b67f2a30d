/**
 * Counts what a reader follows along one path through the code: the repository modules reached through relative
 * imports from the path's entry modules, and the imports between them (each one a file boundary crossed). The web
 * build's renderer is a black box to the server code: from outside web/, imports into web/ are counted, not followed.
 * `npx tsx scripts/import-crossings.ts [--root <checkout>] <entry module>…` (docs/architecture.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt >= 0 ? args.splice(rootAt, 2)[1] : '.');
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const inWeb = (file: string) => path.relative(root, file).startsWith('web/');

const files = new Set<string>();
let crossings = 0;
const queue = args.map((entry) => path.join(root, entry));
while (queue.length > 0) {
  const file = queue.pop()!;
  if (files.has(file)) continue;
  files.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const base = path.resolve(path.dirname(file), match[1] ?? match[2]);
    const next = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    if (!next) continue;
    crossings += 1;
    if (inWeb(next) && !inWeb(file)) continue;
    queue.push(next);
  }
}
console.log(`${files.size} files, ${crossings} crossings`);
