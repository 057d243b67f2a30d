/** One measured figure, printed on its own line and written to docs/benchmarks.md. */
export interface Figure {
  /** What was measured, e.g. `GET /api/availability (31 days) p99`. */
  name: string;
  value: number;
  unit: string;
  /** The target as text, e.g. `< 25 ms`; omitted when there is none. */
  target?: string;
  /** Whether the value meets the target; omitted when there is none. */
  met?: boolean;
}

export interface BenchContext {
  baseUrl: string;
  wsUrl: string;
  sesUrl: string;
  /** The handlers' environment (SDK endpoints, table names) for benchmarks that call code directly. */
  env: Record<string, string>;
}

export interface Benchmark {
  /** Section title in docs/benchmarks.md. */
  title: string;
  /** The command that reproduces it alone, shown in the report. */
  command: string;
  run(context: BenchContext): Promise<Figure[]>;
}

export function below(name: string, value: number, unit: string, limit: number): Figure {
  return { name, value, unit, target: `< ${limit} ${unit}`, met: value < limit };
}

export function atLeast(name: string, value: number, unit: string, minimum: number): Figure {
  return { name, value, unit, target: `≥ ${minimum}${unit ? ` ${unit}` : ''}`, met: value >= minimum };
}

export function exactly(name: string, value: number, unit: string, expected: number): Figure {
  return { name, value, unit, target: `= ${expected}`, met: value === expected };
}

/** Percentile of already sorted samples (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** A figure as the benchmark scripts print it: `name: value unit (target …)  ok|MISSED`. */
export function formatLine(figure: Figure): string {
  const verdict = figure.met === undefined ? '' : figure.met ? '  ok' : '  MISSED';
  return `${figure.name}: ${figure.value}${figure.unit ? ` ${figure.unit}` : ''}${figure.target ? ` (target ${figure.target})` : ''}${verdict}`;
}
