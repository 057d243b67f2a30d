/** Starts the emulators as child processes of the runtime (see emulator-child.ts) and waits until they listen. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type EmulatorKind = 'dynamodb' | 'ses' | 'cognito' | 's3';

export interface RunningEmulator {
  kind: EmulatorKind;
  port: number;
  url: string;
  process: ChildProcess;
}

const CHILD = fileURLToPath(new URL('./emulator-child.ts', import.meta.url));
// DynamoDB Local is a JVM: on a busy two-core machine it can take most of a minute to answer its first request.
const READY_TIMEOUT_MS = 90_000;

export interface EmulatorOptions {
  /** Extra environment for the emulator's process. */
  env?: Record<string, string>;
  /** Receives each `event <json>` line the emulator prints after it is ready (S3 bucket notifications). */
  onEvent?: (event: unknown) => void;
}

export async function startEmulator(kind: EmulatorKind, port: number, dataDir: string, options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, kind, String(port), dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', NODE_NO_WARNINGS: '1' },
  });
  const actualPort = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${kind} emulator did not start: ${output}`)), READY_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} emulator exited with ${code}: ${output}`));
    });
  });
  if (options.onEvent) {
    const onEvent = options.onEvent;
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('event ')) onEvent(JSON.parse(line.slice('event '.length)));
    });
  }
  child.stdout!.resume();
  child.stderr!.resume();
  return { kind, port: actualPort, url: `http://127.0.0.1:${actualPort}`, process: child };
}

export async function stopEmulator(emulator: RunningEmulator): Promise<void> {
  if (emulator.process.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => emulator.process.once('exit', () => resolve()));
  emulator.process.stdin?.end();
  const timer = setTimeout(() => emulator.process.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A port free right now on loopback (for emulators that must know their port before they start). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
