/**
 * `npm run bench [names…]`: runs the benchmarks one after another, each in a process of its own against a local
 * runtime of its own (production web build, free ports, fresh data folder), prints each figure on its own line and
 * writes them to docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchmarks } from './registry';
import type { Benchmark, Figure } from './types';

const selected = process.argv.slice(2);
const toRun = Object.entries(benchmarks).filter(([name]) => selected.length === 0 || selected.includes(name));

const benchmarkTitles = new Set(Object.values(benchmarks).map((benchmark) => benchmark.title));
const sections: { benchmark: Benchmark; figures: Figure[] }[] = [];
for (const [name, benchmark] of toRun) {
  console.log(`\n# ${benchmark.title}`);
  sections.push({ benchmark, figures: await runInOwnProcess(name) });
}

const reportPath = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
writeFileSync(reportPath, report(sections, previousSections(reportPath, new Set(sections.map(({ benchmark }) => benchmark.title)))));

const missed = sections.flatMap(({ figures }) => figures.filter((figure) => figure.met === false));
const failed = sections.filter(({ figures }) => figures.length === 0);
console.log(`\n${missed.length} figure(s) missed their targets${missed.length ? `: ${missed.map((figure) => figure.name).join('; ')}` : ''}`);
// A benchmark that could not run is an error of the run, not a measurement: scripts calling the bench see it.
if (failed.length > 0) {
  console.error(`${failed.length} benchmark(s) failed: ${failed.map(({ benchmark }) => benchmark.title).join('; ')}`);
  process.exitCode = 1;
}

/**
 * Sections of the last report kept in this one: those of benchmarks not run this time (`npm run bench api-load`
 * keeps the others), and the hand-written analyses (a section whose title is no benchmark's), which no run replaces.
 */
function previousSections(path: string, rerun: Set<string>): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split(/\n(?=## )/)
    .slice(1)
    .filter((section) => !rerun.has(section.slice(3, section.indexOf('\n'))))
    .map((section) => section.trimEnd());
}

/**
 * Runs one benchmark in a process of its own (`bench/run-one.ts`), which starts a runtime of its own: no benchmark
 * measures what another left behind, on either side (a widened calendar or e-mails still being sent in the
 * runtime; Lighthouse's heap in the client, whose collection pauses stretched the one-slot race by ~60 ms).
 */
async function runInOwnProcess(name: string): Promise<Figure[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./run-one.ts', import.meta.url)), name], {
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, BENCH_FIGURES_FD: '3' },
  });
  let output = '';
  child.stdio[3]!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0 || !output) {
    console.error(`${name} failed (exit code ${code}); see its output above`);
    return [];
  }
  return JSON.parse(output) as Figure[];
}

function report(results: { benchmark: Benchmark; figures: Figure[] }[], earlier: string[]): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)} on ${machine}, against the local runtime (\`npm run bench\`;`,
    'each benchmark runs in a process of its own against a runtime of its own, with the production build on free',
    'ports and a fresh data folder). Figures are from this machine and this emulated backend, not from AWS. On a',
    'shared virtual machine they move between runs: figures near their targets can land on either side (see',
    '`docs/testing.md`, "Benchmarks").',
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
  for (const section of earlier) {
    const measured = benchmarkTitles.has(section.slice(3, section.indexOf('\n')));
    lines.push(!measured || section.includes(note) ? section : section.replace(/^(## .*\n)/, `$1\n${note}\n`), '');
  }
  return lines.join('\n');
}
