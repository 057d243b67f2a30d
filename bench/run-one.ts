/**
 * `node --import tsx bench/run-one.ts <name>`: runs one benchmark against a local runtime of its own (production
 * web build, free ports, fresh data folder, BOOKING_LIMIT_PER_CLIENT=0) and prints its figures. `bench/run.ts` runs each benchmark this way,
 * in a process of its own, and reads the figures as JSON from the file descriptor named by BENCH_FIGURES_FD.
 */
import { writeSync } from 'node:fs';
import { startLocalCloud } from '../tests/support/local-cloud';
import { benchmarks } from './registry';
import { formatLine, type Figure } from './types';

const name = process.argv[2] ?? '';
const benchmark = benchmarks[name];
if (!benchmark) {
  console.error(`Unknown benchmark "${name}"; one of: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}

// Every request comes from this machine's address: the per-client booking limit would refuse the load after ten.
const cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0' } });
let figures: Figure[];
try {
  figures = await benchmark.run(cloud);
} finally {
  await cloud.stop();
  cloud.cleanUp();
}
for (const figure of figures) console.log(formatLine(figure));
if (process.env.BENCH_FIGURES_FD) writeSync(Number(process.env.BENCH_FIGURES_FD), JSON.stringify(figures));
