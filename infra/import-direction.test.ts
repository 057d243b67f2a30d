import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot, repoRoot } from './cdk/paths';

/*
 * The layers import downward only: `shared/` (pure rules and the contracts) imports nothing of the others; `lambdas/`
 * imports `shared/`; `infra/` (the CDK app and the local cloud) imports both. Within `lambdas/`, no two domain
 * folders depend on each other, by any path: a change to one domain then never has to be followed around a loop, and
 * a domain can be understood from what it imports. Test files are held to the same rules as the code beside them.
 */

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr']);

function sourceFiles(folder: string): string[] {
  return readdirSync(fromRoot(folder), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The repository paths (from its root) a file imports through relative specifiers. */
function relativeImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** Each import of a file under `from` that lands in one of the `forbidden` top-level folders. */
function importsInto(from: string, forbidden: string[]): string[] {
  return sourceFiles(from).flatMap((file) =>
    relativeImports(file, readFileSync(fromRoot(file), 'utf8'))
      .filter((target) => forbidden.includes(target.split('/')[0]))
      .map((target) => `${file} → ${target}`),
  );
}

/** The folder graph of `lambdas/`: which domain folder imports which other. */
function lambdaFolderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folderOf = (file: string) => (file.startsWith('lambdas/') ? file.split('/')[1] : undefined);
  for (const file of sourceFiles('lambdas')) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const target of relativeImports(file, readFileSync(fromRoot(file), 'utf8'))) {
      const to = folderOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of the graph, each once, as the path `a → b → … → a` starting from its smallest node. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.add([...trail, start].join(' → '));
      else if (next > start && !trail.includes(next)) visit(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return [...found].sort();
}

describe('import direction', () => {
  it('shared/ imports nothing of lambdas/, infra/ or web/', () => {
    expect(importsInto('shared', ['lambdas', 'infra', 'web'])).toEqual([]);
  });

  it('lambdas/ imports nothing of infra/, and of web/ only the build\'s page renderer', () => {
    expect(importsInto('lambdas', ['infra'])).toEqual([]);
    // The publisher renders with the web build's own renderer, so a published page is byte for byte a built one.
    expect(importsInto('lambdas', ['web'])).toEqual(['lambdas/content/publishing/site-renderer.ts → web/scripts/site-renderer']);
  });

  it('web/ imports nothing of lambdas/ or infra/', () => {
    expect(importsInto('web/src', ['lambdas', 'infra'])).toEqual([]);
  });

  it('no folder of lambdas/ depends on itself through another', () => {
    const graph = lambdaFolderGraph();
    // The graph is the real one: domains do import each other and lib.
    expect(graph.get('bookings')).toContain('calendar');
    expect(graph.get('bookings')).toContain('lib');
    expect(cycles(graph)).toEqual([]);
  });

  it('finds cycles of any length, and reads every kind of relative import', () => {
    const graph = new Map(Object.entries({ a: ['b'], b: ['c'], c: ['a'], d: ['a', 'e'], e: ['d'], f: ['a'] }).map(([node, edges]) => [node, new Set(edges)]));
    expect(cycles(graph)).toEqual(['a → b → c → a', 'd → e → d']);
    const source = [
      "import { x } from '../calendar/calendar-store';",
      "import type { Y } from './booking-store';",
      "export { z } from '../../infra/local/cloud';",
      "const late = await import('../lib/aws');",
      "import '../lib/side-effect';",
      "import { describe } from 'vitest';",
    ].join('\n');
    expect(relativeImports('lambdas/bookings/place-booking.ts', source)).toEqual([
      'lambdas/calendar/calendar-store',
      'lambdas/bookings/booking-store',
      'infra/local/cloud',
      'lambdas/lib/aws',
      'lambdas/lib/side-effect',
    ]);
  });

  it('looks at the repository it runs in', () => {
    expect(sourceFiles('lambdas').length).toBeGreaterThan(100);
    expect(path.resolve(repoRoot)).toBe(path.resolve(fromRoot('.')));
  });
});
