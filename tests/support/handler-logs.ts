import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type LogLine = Record<string, unknown>;

/** Every JSON line the runtime's handlers wrote (log entries and metric lines), as kept in its data folder. */
export function handlerLogLines(dataDir: string): LogLine[] {
  const file = join(dataDir, 'logs', 'handlers.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

/** The embedded-metric-format lines of one metric. */
export function metricLines(lines: LogLine[], metric: string): LogLine[] {
  return lines.filter((line) => line._aws !== undefined && line[metric] !== undefined);
}
