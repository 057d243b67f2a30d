import { apiLoadBenchmark } from './api-load';
import { bookingBenchmark } from './booking';
import { bundleBenchmark } from './bundle';
import { lighthouseBenchmark } from './lighthouse';
import { realtimeBenchmark } from './realtime';
import type { Benchmark } from './types';

/** Every benchmark by the name `npm run bench [names…]` takes, in the order a full run takes them. */
export const benchmarks: Record<string, Benchmark> = {
  bundle: bundleBenchmark,
  lighthouse: lighthouseBenchmark,
  booking: bookingBenchmark,
  realtime: realtimeBenchmark,
  'api-load': apiLoadBenchmark,
};
