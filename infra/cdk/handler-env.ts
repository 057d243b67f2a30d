import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot, repoRoot } from './paths';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const ENV_READ = /process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]|requiredEnv\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g;

const resolveModule = (fromFile: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
};

const cache = new Map<string, Set<string>>();

/**
 * Environment variables a handler module reads (`process.env.X`, `requiredEnv('X')`), following its relative
 * imports through the repository (an over-approximation: a module read anywhere counts). Used to hand the
 * booking-link secret to the functions whose code may read it even when the route does not declare 'secrets'.
 */
export function envVarsReadBy(handler: string): Set<string> {
  const entry = fromRoot(handler);
  const cached = cache.get(entry);
  if (cached) return cached;
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = existsSync(entry) ? [entry] : [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(repoRoot) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(ENV_READ)) found.add(match[1] ?? match[2] ?? match[3]);
    for (const match of source.matchAll(IMPORT)) {
      const resolved = resolveModule(file, match[1] ?? match[2]);
      if (resolved && !/\.test\.tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  cache.set(entry, found);
  return found;
}
