/**
 * Starts the real local runtime (`infra/local/main.ts`) as a child process on free ports with its own data
 * folder, as `npm start` would, for integration and end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const START_TIMEOUT_MS = 150_000;

export interface LocalCloudInfo {
  baseUrl: string;
  wsUrl: string;
  sesUrl: string;
  port: number;
  /** Fault injection: `POST /ses/stop`, `POST /ses/start`, `POST`/`DELETE /dynamodb/faults` (see infra/local/control.ts). */
  controlUrl: string;
  dataDir: string;
  /** The environment the handlers run with: SDK endpoints, table names, configuration. */
  env: Record<string, string>;
  /** The seeded administrator's TOTP secret: its sign-in codes are computed from it (infra/local/totp.ts). */
  adminTotpSecret: string;
}

export interface LocalCloudProcess extends LocalCloudInfo {
  /** SIGTERM: a clean stop. */
  stop(): Promise<void>;
  /** SIGINT, as Ctrl-C in a terminal: a clean stop. */
  interrupt(): Promise<void>;
  /** SIGKILL: the runtime dies at once, as on a crash. */
  kill(): Promise<void>;
  /** Starts the runtime again on the same ports and data folder. */
  restart(): Promise<void>;
  /** Removes the data folder (after stop). */
  cleanUp(): void;
  /** Everything the runtime printed so far (handlers' logs and EMF metric lines included). */
  output(): string;
}

export interface LocalCloudOptions {
  /** Extra environment for the runtime and its handlers. */
  env?: Record<string, string>;
  dataDir?: string;
  /** `npm` starts it with `npm run start:runtime`, as a person would, so signals go to npm's process first. */
  launcher?: 'node' | 'npm';
}

/**
 * A deployed site's servers never share a CPU with its visitors' browsers; here the cloud, the test processes and the
 * browsers share two cores, every test waits on the cloud's answers (realtime messages among them), and Chromium
 * raises its own browser and compositor processes when it may. So the cloud's processes (the emulators inherit it)
 * get the CPU first where the machine allows it: as root, as on CI. Elsewhere the call is refused and nothing changes.
 */
const CLOUD_NICENESS = -10;

function putAheadInTheQueue(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    setPriority(pid, CLOUD_NICENESS);
  } catch {
    // Not permitted (not root): the cloud runs at the default priority.
  }
}

/** Whether anything answers at `url` (a stopped cloud's ports refuse the connection). */
export async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloudProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'northstar-cloud-'));
  let child: ChildProcess | undefined;
  let printed = '';
  let info = await launch({ PORT: '0', SES_PORT: '0' });

  async function launch(ports: { PORT: string; SES_PORT: string }): Promise<LocalCloudInfo> {
    const [command, args] =
      options.launcher === 'npm'
        ? ['npm', ['run', '--silent', 'start:runtime']]
        : [process.execPath, ['--import', 'tsx', join(REPOSITORY_ROOT, 'infra/local/main.ts')]];
    child = spawn(command, args, {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...options.env, ...ports, DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    putAheadInTheQueue(child.pid);
    const started = child;
    return new Promise<LocalCloudInfo>((resolvePromise, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`The local cloud did not start:\n${output}`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        printed += chunk.toString();
        const ready = /^READY (.+)$/m.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolvePromise({ ...(JSON.parse(ready[1]) as Omit<LocalCloudInfo, 'dataDir'>), dataDir });
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        printed += chunk.toString();
        if (process.env.LOCAL_CLOUD_LOGS) process.stderr.write(chunk);
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The local cloud exited with ${code}:\n${output}`));
      });
    });
  }

  async function signal(name: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolvePromise) => running.once('exit', () => resolvePromise()));
    running.kill(name);
    await exited;
  }

  const handle: LocalCloudProcess = {
    ...info,
    stop: () => signal('SIGTERM'),
    interrupt: () => signal('SIGINT'),
    kill: () => signal('SIGKILL'),
    async restart() {
      await signal('SIGTERM');
      const sesPort = new URL(info.sesUrl).port;
      info = await launch({ PORT: String(info.port), SES_PORT: sesPort });
      Object.assign(handle, info);
    },
    cleanUp() {
      rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => printed,
  };
  return handle;
}
