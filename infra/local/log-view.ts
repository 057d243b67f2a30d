/**
 * What Lambda's log pipeline and CloudWatch are to the handlers in AWS, for `npm start`: every JSON line the handlers
 * write (Powertools log entries, embedded-metric-format lines) is kept as is in a JSON Lines file of the data folder,
 * and shown in the terminal as one readable line: time, level, handler, message and the ids that tie lines together.
 * Other output (the runtime's own messages, the READY line) passes through unchanged.
 */
import { closeSync, existsSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** Ids shown after the message, under short names, in this order. */
const SHOWN_KEYS: [key: string, label: string][] = [
  ['correlation_id', 'req'],
  ['booking_id', 'booking'],
  ['content_id', 'content'],
  ['connection_id', 'connection'],
  ['step', 'step'],
  ['kind', 'kind'],
  ['recipient_type', 'to'],
  ['error_type', 'type'],
  ['reason', 'reason'],
  ['status', 'status'],
  ['error_code', 'code'],
];

/** A log file over this size is moved aside at start, so the folder does not grow without end. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

type Entry = Record<string, unknown>;

function parse(line: string): Entry | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const value = JSON.parse(line) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : undefined;
  } catch {
    return undefined;
  }
}

const isLogEntry = (entry: Entry) => typeof entry.level === 'string' && typeof entry.message === 'string';
const isMetricEntry = (entry: Entry) => typeof entry._aws === 'object' && entry._aws !== null;

function clock(value: unknown): string {
  const date = typeof value === 'number' || typeof value === 'string' ? new Date(value) : new Date();
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().slice(11, 23);
}

function ids(entry: Entry): string {
  return SHOWN_KEYS.filter(([key]) => entry[key] !== undefined && entry[key] !== '')
    .map(([key, label]) => `${label}=${String(entry[key])}`)
    .join(' ');
}

/** The readable form of a handler's log or metric line, or undefined for any other line. */
export function readableLogLine(line: string): string | undefined {
  const entry = parse(line);
  if (!entry) return undefined;
  if (isLogEntry(entry)) {
    const handler = String(entry.function_name ?? entry.service ?? '-');
    const error = entry.error as { name?: string; message?: string } | string | undefined;
    const errorText = typeof error === 'string' ? error : error?.message ? `${error.name ?? 'Error'}: ${error.message}` : '';
    return [clock(entry.timestamp), String(entry.level).padEnd(5), handler, entry.message, ids(entry), errorText && `(${errorText})`]
      .filter(Boolean)
      .join('  ');
  }
  if (isMetricEntry(entry)) {
    const definitions = (entry._aws as { Timestamp?: number; CloudWatchMetrics?: { Metrics?: { Name: string }[]; Dimensions?: string[][] }[] })
      .CloudWatchMetrics?.[0];
    const names = (definitions?.Metrics ?? []).map((metric) => `${metric.Name} +${String(entry[metric.Name])}`);
    const dimensions = [...new Set((definitions?.Dimensions ?? []).flat())].map((name) => `${name}=${String(entry[name])}`);
    return [clock((entry._aws as { Timestamp?: number }).Timestamp), 'METRIC', names.join(' '), [...dimensions, ids(entry)].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join('  ');
  }
  return undefined;
}

export interface LogViewOptions {
  /** JSON Lines file every handler line is appended to. */
  file: string;
  /** Show the raw JSON in the terminal instead of the readable form. */
  raw: boolean;
}

/** Routes this process's stdout and stderr through the log view (call once, before the handlers run). */
export function showHandlerLogs(options: LogViewOptions): void {
  mkdirSync(dirname(options.file), { recursive: true });
  if (existsSync(options.file) && statSync(options.file).size > MAX_FILE_BYTES) renameSync(options.file, `${options.file}.1`);
  const fd = openSync(options.file, 'a');
  process.once('exit', () => closeSync(fd));
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return write(chunk as Uint8Array, ...rest);
      const text = chunk.toString();
      if (!text.includes('{')) return write(chunk, ...rest);
      const lines = text.split('\n').map((line) => {
        const readable = readableLogLine(line);
        if (readable === undefined) return line;
        writeSync(fd, `${line}\n`);
        return options.raw ? line : readable;
      });
      return write(lines.join('\n'), ...rest);
    }) as typeof stream.write;
  }
}
