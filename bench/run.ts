/**
 * `npm run bench [names…]`: runs the benchmarks, each against the local runtime with the production web build on
 * free ports and a fresh data folder, prints each figure on its own line and writes them to docs/benchmarks.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startLocalCloud } from '../tests/support/local-cloud';
import { apiLoadBenchmark } from './api-load';
import { bookingBenchmark } from './booking';
import { bundleBenchmark } from './bundle';
import { lighthouseBenchmark } from './lighthouse';
import { realtimeBenchmark } from './realtime';
import type { Benchmark, Figure } from './types';

// Each benchmark gets a fresh runtime of its own, so none measures what another left behind: a widened calendar,
// a backlog of e-mails still being sent, a heap grown by Lighthouse's page loads.
const benchmarks: Record<string, Benchmark> = {
  bundle: bundleBenchmark,
  lighthouse: lighthouseBenchmark,
  booking: bookingBenchmark,
  realtime: realtimeBenchmark,
  'api-load': apiLoadBenchmark,
};

const selected = process.argv.slice(2);
const toRun = Object.entries(benchmarks).filter(([name]) => selected.length === 0 || selected.includes(name));

const sections: { benchmark: Benchmark; figures: Figure[] }[] = [];
for (const [name, benchmark] of toRun) {
  console.log(`\n# ${benchmark.title}`);
  const cloud = await startLocalCloud();
  try {
    const figures = await benchmark.run(cloud).catch((error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      return [] as Figure[];
    });
    for (const figure of figures) console.log(formatLine(figure));
    sections.push({ benchmark, figures });
  } finally {
    await cloud.stop();
    cloud.cleanUp();
  }
}

const reportPath = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
writeFileSync(reportPath, report(sections, previousSections(reportPath, new Set(sections.map(({ benchmark }) => benchmark.title)))));

/** Sections of the last report for benchmarks not run this time (`npm run bench api-load` keeps the others). */
function previousSections(path: string, rerun: Set<string>): string[] {
  if (!existsSync(path)) return [];
  const known = new Set(Object.values(benchmarks).map((benchmark) => benchmark.title));
  return readFileSync(path, 'utf8')
    .split(/\n(?=## )/)
    .slice(1)
    .filter((section) => {
      const title = section.slice(3, section.indexOf('\n'));
      return known.has(title) && !rerun.has(title);
    })
    .map((section) => section.trimEnd());
}

function formatLine(figure: Figure): string {
  const verdict = figure.met === undefined ? '' : figure.met ? '  ok' : '  MISSED';
  return `${figure.name}: ${figure.value}${figure.unit ? ` ${figure.unit}` : ''}${figure.target ? ` (target ${figure.target})` : ''}${verdict}`;
}

function report(results: { benchmark: Benchmark; figures: Figure[] }[], earlier: string[]): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)} on ${machine}, against the local runtime (\`npm run bench\`;`,
    'it starts the runtime with the production build on free ports and a fresh data folder). Figures are from this',
    'machine and this emulated backend, not from AWS.',
    '',
  ];
  for (const { benchmark, figures } of results) {
    lines.push(`## ${benchmark.title}`, '', `Command: \`${benchmark.command}\``, '', '| figure | value | target | met |', '|---|---|---|---|');
    for (const figure of figures) {
      lines.push(`| ${figure.name} | ${figure.value}${figure.unit ? ` ${figure.unit}` : ''} | ${figure.target ?? '—'} | ${figure.met === undefined ? '—' : figure.met ? 'yes' : 'no'} |`);
    }
    if (figures.length === 0) lines.push('| (no figures: the benchmark failed; see its output) | | | |');
    lines.push('');
  }
  const note = '(From an earlier run.)';
  for (const section of earlier) lines.push(section.includes(note) ? section : section.replace(/^(## .*\n)/, `$1\n${note}\n`), '');
  return lines.join('\n');
}
