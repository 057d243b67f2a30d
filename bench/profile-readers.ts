/**
 * Readers for `bench/profile.ts`: V8 CPU profiles taken through a Node process's inspector, JDK Flight Recorder files
 * (through the JDK's `jfr print`), and the CPU time Linux counts per process and per thread in /proc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import WebSocket from 'ws';

// ---------------------------------------------------------------------------------------------------------------
// Node: the V8 CPU profiler, through the inspector of the process

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * A DevTools protocol session with a Node process started with `--inspect` (Node 20 refuses `--cpu-prof` in
 * NODE_OPTIONS, the one way into the runtime's command line the test harness offers), so the profile covers the
 * load only, not the start-up and the tsx compiler.
 */
export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id === undefined) return;
      this.pending.get(message.id)?.(message.error ? new Error(message.error.message) : message.result);
      this.pending.delete(message.id);
    });
  }

  static async connect(url: string): Promise<Inspector> {
    const socket = new WebSocket(url, { maxPayload: 1 << 30 });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new Inspector(socket);
  }

  async send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    const result = await new Promise((resolve) => this.pending.set(id, resolve));
    if (result instanceof Error) throw result;
    return result as T;
  }

  close(): void {
    this.socket.close();
  }
}

export interface NodeProfile {
  /** Milliseconds sampled, idle included. */
  sampledMs: number;
  /** Milliseconds the process was on the CPU (everything but `(idle)`). */
  busyMs: number;
  /** Self time by part of the code, ms. */
  byArea: Map<string, number>;
  /** Self time by function, ms. */
  byFunction: Map<string, number>;
}

/** Self time per area and function; each sample weighs the time until the next one. */
export function nodeSelfTime(profile: CpuProfile): NodeProfile {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const result: NodeProfile = { sampledMs: 0, busyMs: 0, byArea: new Map(), byFunction: new Map() };
  for (let index = 0; index < profile.samples.length - 1; index += 1) {
    const ms = profile.timeDeltas[index + 1] / 1000;
    const frame = frames.get(profile.samples[index])!;
    result.sampledMs += ms;
    if (frame.functionName === '(idle)') continue;
    result.busyMs += ms;
    add(result.byArea, nodeArea(frame.url, frame.functionName), ms);
    // No line numbers: tsx compiles our files without keeping them.
    add(result.byFunction, `${frame.functionName || '(anonymous)'}${frame.url ? ` ${shortPath(frame.url)}` : ''}`, ms);
  }
  return result;
}

function nodeArea(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? `V8 ${functionName}` : 'Node.js native bindings (socket writes, microtasks)';
  if (url.startsWith('node:')) return 'Node.js built-ins (http, net, streams)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg.startsWith('@aws-sdk/') || pkg.startsWith('@smithy/') ? 'AWS SDK v3 (@aws-sdk, @smithy)' : pkg;
  for (const folder of ['shared/', 'lambdas/', 'infra/local/gateway/', 'infra/local/']) if (url.includes(`/${folder}`)) return `${folder} (ours)`;
  return shortPath(url);
}

function shortPath(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules\/|(?=(?:shared|lambdas|infra|bench|tests)\/))/, '');
}

// ---------------------------------------------------------------------------------------------------------------
// JVM: JDK Flight Recorder

export interface JfrEvent {
  type: string;
  thread: string;
  durationMs: number;
  /** The class of the lock or monitor waited for (`parkedClass`, `monitorClass`). */
  lockClass: string;
  /** Innermost first, as `package.Class.method`. */
  frames: string[];
}

/** Events of a recording, parsed from `jfr print` (its JSON form repeats every class loader per frame). */
export function readJfr(file: string, events: readonly string[]): JfrEvent[] {
  const text = execFileSync('jfr', ['print', '--stack-depth', '256', '--events', events.join(','), file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const parsed: JfrEvent[] = [];
  for (const block of text.split(/\n(?=jdk\.\w+ \{)/)) {
    const type = /^(jdk\.\w+) \{/.exec(block)?.[1];
    if (!type) continue;
    const field = (name: string) => new RegExp(`^\\s+${name} = (.*)$`, 'm').exec(block)?.[1] ?? '';
    const stack = /stackTrace = \[\n([\s\S]*?)\n\s+\]/.exec(block)?.[1] ?? '';
    parsed.push({
      type,
      thread: /"(.*)"/.exec(field('sampledThread') || field('eventThread'))?.[1] ?? '',
      durationMs: durationMs(field('duration')),
      lockClass: (field('parkedClass') || field('monitorClass')).replace(/ \(classLoader.*$/, ''),
      frames: stack
        .split('\n')
        .map((line) => line.trim().replace(/\(.*$/, ''))
        .filter((line) => line && line !== '...'),
    });
  }
  return parsed;
}

/** `23.7 ms`, `1.20 s`, `850 us`, `2 min`: JFR's printed durations, in ms. */
function durationMs(text: string): number {
  const match = /^([\d.]+) (ns|us|ms|s|min|h)$/.exec(text.trim());
  if (!match) return 0;
  const unit = { ns: 1e-6, us: 1e-3, ms: 1, s: 1e3, min: 6e4, h: 3.6e6 }[match[2] as 'ns'];
  return Number(match[1]) * unit;
}

export function jvmArea(frame: string): string {
  const areas: [RegExp, string][] = [
    [/^com\.almworks\.sqlite4java\./, 'SQLite (sqlite4java, native)'],
    [/^org\.eclipse\.jetty\./, 'Jetty (HTTP server)'],
    [/jackson\./, 'Jackson (JSON)'],
    [/^(software\.amazon\.dynamodb|com\.amazonaws\.services\.dynamodbv2)\./, 'DynamoDB Local (request handling, expressions)'],
    [/^(java|javax|jdk|sun)\./, 'JDK'],
  ];
  return areas.find(([pattern]) => pattern.test(frame))?.[1] ?? 'other libraries';
}

/** The frame that says why a thread waited: the innermost one outside the JDK. */
export function waitSite(frames: readonly string[]): string {
  return frames.find((frame) => !/^(java|jdk|sun)\./.test(frame)) ?? frames[0] ?? '(no stack)';
}

/** `software.amazon.dynamodb.services.local.shared.helpers.MultiTableLock$SingleTableLock.run` → `MultiTableLock$SingleTableLock.run`. */
export function shortFrame(frame: string): string {
  const parts = frame.split('.');
  return parts.slice(-2).join('.');
}

// ---------------------------------------------------------------------------------------------------------------
// Linux: CPU time per process and per thread

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** user + system CPU of a process or thread, in ms (fields 14 and 15 of /proc/…/stat). */
function cpuMsOf(statPath: string): { name: string; ms: number } {
  const stat = readFileSync(statPath, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
}

export function processCpuMs(pid: number): number {
  return cpuMsOf(`/proc/${pid}/stat`).ms;
}

/**
 * CPU ms per thread group of a process: Linux knows a Java thread by its name cut to 15 characters; numbers are
 * folded so a pool's threads (`qtp1234-56`, `qtp1234-57`) count as one.
 */
export function threadCpuMs(pid: number): Map<string, number> {
  const byGroup = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const { name, ms } = cpuMsOf(`/proc/${pid}/task/${tid}/stat`);
      add(byGroup, name.replace(/\d+/g, '#'), ms);
    } catch {
      // The thread ended between the listing and the read: its time is lost either way.
    }
  }
  return byGroup;
}

export function processes(): { pid: number; ppid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(name), ppid, command: readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ') }];
      } catch {
        return [];
      }
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

export function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

export function difference(after: Map<string, number>, before: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([key, value]) => [key, value - (before.get(key) ?? 0)]));
}

/** The largest entries, as rows of the name, the value and its share of `total`. */
export function top(map: Map<string, number>, count: number, total: number, unit = 'ms'): string[][] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => [name, unit ? `${round(value)} ${unit}` : String(Math.round(value)), `${Math.round((100 * value) / total)} %`]);
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function round(value: number): string {
  return value >= 100 ? String(Math.round(value)) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}
