/**
 * `node --import tsx bench/profile.ts` (after `npm run build:web`): where the time goes on the two paths whose
 * latency targets DynamoDB Local misses, GET /api/availability (31 days) at c=20 and 500 concurrent bookings of one
 * slot, on both sides of the wire:
 * - DynamoDB Local's JVM: JDK Flight Recorder (hot methods, waits on locks and monitors) and Linux's CPU count per
 *   thread;
 * - the local cloud's Node process (gateway and handlers): V8's CPU profiler, through its inspector, during the
 *   load only;
 * - per request: the same handlers invoked in this process, as the gateway invokes them, with every DynamoDB call
 *   timed, next to the end-to-end HTTP latency.
 * Prints markdown tables (docs/benchmarks.md, "The latency gap on DynamoDB Local"). It measures and has no targets,
 * so it is not in the bench registry, whose runs rewrite docs/benchmarks.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { edgeHttpEvent } from '../tests/support/events';
import type { HttpEvent } from '../lambdas/lib/http';
import { LambdaHost } from '../infra/local/gateway/lambda-host';
import type { AvailabilityResponse, SlotDto } from '../shared/booking/schemas';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../shared/booking/seed';
import { generateSlots, toSlotDto } from '../shared/booking/slots';
import { addDays } from '../shared/booking/time';
import { startLocalCloud } from '../tests/support/local-cloud';
import { bookingBody } from './api-load';
import {
  afterRace,
  AVAILABILITY_CONCURRENCY,
  AVAILABILITY_REQUESTS,
  AVAILABILITY_WARM_UP,
  raceOverHttp,
  racersFor,
  WARM_UP_RACES,
  type Answer,
} from './booking';
import {
  add,
  difference,
  Inspector,
  jvmArea,
  markdownTable,
  nodeSelfTime,
  processCpuMs,
  processes,
  readJfr,
  round,
  shortFrame,
  threadCpuMs,
  top,
  waitSite,
  type CpuProfile,
  type JfrEvent,
} from './profile-readers';
import { percentile } from './types';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** This process's own warm-up before the handler's timings in it (its code is compiled anew here). */
const IN_PROCESS_WARM_UP = 1000;
const ALONE_REQUESTS = 200;
const ALONE_BOOKINGS = 10;
/** The gateway gives a handler 10 s; here the point is where a slow request's time goes, so none is cut short. */
const IN_PROCESS_TIMEOUT_SECONDS = 300;
/** JFR's `profile` settings (Java stacks every 10 ms), with every wait of 1 ms or more recorded. */
const JFR_SETTINGS = ['settings=profile', 'jdk.ThreadPark#threshold=1ms', 'jdk.JavaMonitorEnter#threshold=1ms', 'jdk.JavaMonitorWait#threshold=1ms'];
const WAIT_EVENTS = ['jdk.ThreadPark', 'jdk.JavaMonitorEnter', 'jdk.JavaMonitorWait'];
/** Frames of threads with nothing to do: Jetty's idle pool, the SQLite thread waiting for a job, timers. */
const IDLE_FRAMES = /QueuedThreadPool\$Runner\.idleJobPoll|ReservedThread\.waitForTask|SQLiteQueue\.queueFunction|DelayedWorkQueue\.take|ReferenceQueue\.remove|EPoll\.wait|Net\.accept/;

const AVAILABILITY_HANDLER = 'lambdas/bookings/get-availability.ts';
const BOOKING_HANDLER = 'lambdas/bookings/create-booking.ts';

const work = mkdtempSync(join(tmpdir(), 'northstar-profile-'));
// Every Node process of the runtime opens an inspector on a free loopback port; the runtime's own prints its address.
const cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0', NODE_OPTIONS: '--inspect=127.0.0.1:0' } });
const from = new Date().toISOString().slice(0, 10);
const to = addDays(from, 30);
const availabilityUrl = `${cloud.baseUrl}/api/availability?from=${from}&to=${to}`;
const availabilityEvent = () => edgeHttpEvent({ method: 'GET', path: '/api/availability', query: { from, to } });
const bookingEvent = (body: Record<string, unknown>) => edgeHttpEvent({ method: 'POST', path: '/api/bookings', body });

// The handlers also run in this process, against the same emulators; their refusals would print 499 log lines and
// metric lines a race.
Object.assign(process.env, cloud.env, { BOOKING_LIMIT_PER_CLIENT: '0', POWERTOOLS_LOG_LEVEL: 'ERROR', POWERTOOLS_METRICS_DISABLED: 'true' });
const lambdas = new LambdaHost(REPOSITORY_ROOT);
const sdkCalls = new AsyncLocalStorage<SdkCall[]>();
const { dynamo } = await import('../lambdas/lib/aws');
// The handlers' document client is this module's singleton: every command it sends is timed for the request it serves.
dynamo().middlewareStack.add(
  (next, context) => async (args) => {
    const startMs = performance.now();
    try {
      return await next(args);
    } finally {
      sdkCalls.getStore()?.push({ command: String(context.commandName).replace(/Command$/, ''), startMs, endMs: performance.now() });
    }
  },
  { step: 'initialize', name: 'timeForProfile' },
);

console.log(`# Profile of the latency gap on DynamoDB Local, ${new Date().toISOString().slice(0, 10)}`);
console.log(`${cpus().length} × ${cpus()[0]?.model}; load average at the start ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
try {
  const probes = await attachProfilers();
  const { slots } = (await (await fetch(availabilityUrl)).json()) as AvailabilityResponse;
  const freeSlots = slots.slice(Math.floor(slots.length / 2));
  const nextSlot = () => freeSlots.shift()!;

  // Availability: the booking benchmark's load through the gateway (its warm-up, then the profiled requests), then
  // the same handler in this process.
  step(`availability: ${AVAILABILITY_WARM_UP} warm-up requests, ${ALONE_REQUESTS} alone, ${AVAILABILITY_REQUESTS} profiled`);
  await httpLoad(AVAILABILITY_CONCURRENCY, AVAILABILITY_WARM_UP);
  const availabilityAlone = await httpLoad(1, ALONE_REQUESTS);
  const availability = await measured(probes, () => httpLoad(AVAILABILITY_CONCURRENCY, AVAILABILITY_REQUESTS));
  step('availability: the handler in this process');
  const availabilityHandler = async () => invoke(AVAILABILITY_HANDLER, await availabilityEvent());
  await inProcess(AVAILABILITY_CONCURRENCY, IN_PROCESS_WARM_UP, availabilityHandler);
  const availabilityInProcessAlone = await inProcess(1, ALONE_REQUESTS, availabilityHandler);
  const availabilityInProcess = await inProcess(AVAILABILITY_CONCURRENCY, AVAILABILITY_REQUESTS, availabilityHandler);

  // The race: unmeasured races first, as the booking benchmark runs them, one profiled; then the same in this process.
  step(`race: ${WARM_UP_RACES} warm-up races, one profiled`);
  for (let round = 0; round < WARM_UP_RACES; round += 1) await raceOverHttp(cloud, nextSlot());
  const race = await measured(probes, () => raceOverHttp(cloud, nextSlot()));
  step('race: the handler in this process, one warm-up race and one measured; bookings alone');
  await raceInProcess(nextSlot());
  const raceInProcessResult = await raceInProcess(nextSlot());
  const bookingAlone = await sequentialBookings(freeSlots.splice(0, ALONE_BOOKINGS), (body) => httpPost('/api/bookings', body));
  const bookingInProcessAlone = await sequentialBookings(freeSlots.splice(0, ALONE_BOOKINGS), async (body) => invoke(BOOKING_HANDLER, await bookingEvent(body)));
  probes.inspector.close();

  printAvailability(availability, availabilityAlone, availabilityInProcessAlone, availabilityInProcess);
  printRace(race, raceInProcessResult, bookingAlone, bookingInProcessAlone);
} finally {
  await cloud.stop();
  cloud.cleanUp();
  rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------------------

interface Probes {
  javaPid: number;
  cloudPid: number;
  inspector: Inspector;
}

/** DynamoDB Local's JVM (JDK Flight Recorder, per-thread CPU) and the runtime's Node process (its inspector). */
async function attachProfilers(): Promise<Probes> {
  const inspectorUrl = /Debugger listening on (ws:\/\/\S+)/.exec(cloud.output())?.[1];
  const javaPid = processes().find(({ command }) => command.startsWith('java ') && command.includes(`-dbPath ${join(cloud.dataDir, 'dynamodb')} `))?.pid;
  if (!inspectorUrl || !javaPid) throw new Error('The runtime’s inspector or DynamoDB Local’s JVM was not found');
  // JFR keeps 64 frames by default, too few to reach DynamoDB Local's operation from a Jackson or SQLite frame. Its
  // files go to the work folder: the runtime kills the JVM, which then cannot remove them itself.
  jcmd(javaPid, 'JFR.configure', 'stackdepth=256', `repositorypath=${work}`);
  // Turning JFR's events on makes the JVM recompile much of its code (20 s of compiler CPU in the next 2,000
  // requests, against 0.5 s without JFR): a recording with the same settings runs from before the warm-up, so that
  // is over before a measured window, which gets a recording of its own.
  jcmd(javaPid, 'JFR.start', 'name=background', ...JFR_SETTINGS);
  // java ← emulator-child.ts ← infra/local/main.ts
  return { javaPid, cloudPid: parentOf(parentOf(javaPid)), inspector: await Inspector.connect(inspectorUrl) };
}

interface Measurement<T> {
  result: T;
  windowMs: number;
  jvmCpuMs: number;
  jvmThreads: Map<string, number>;
  cloudCpuMs: number;
  jfr: JfrEvent[];
  node: CpuProfile;
}

/** Runs `load` with a flight recording of the JVM, the runtime's CPU profile and both processes' CPU counts around it. */
async function measured<T>({ javaPid, cloudPid, inspector }: Probes, load: () => Promise<T>): Promise<Measurement<T>> {
  const recording = join(work, `${randomUUID()}.jfr`);
  jcmd(javaPid, 'JFR.start', 'name=window', ...JFR_SETTINGS);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.start');
  const jvmThreadsBefore = threadCpuMs(javaPid);
  const jvmBefore = processCpuMs(javaPid);
  const cloudBefore = processCpuMs(cloudPid);
  const started = performance.now();
  const result = await load();
  const windowMs = performance.now() - started;
  const jvmCpuMs = processCpuMs(javaPid) - jvmBefore;
  const cloudCpuMs = processCpuMs(cloudPid) - cloudBefore;
  const jvmThreads = difference(threadCpuMs(javaPid), jvmThreadsBefore);
  const { profile } = await inspector.send<{ profile: CpuProfile }>('Profiler.stop');
  jcmd(javaPid, 'JFR.stop', 'name=window', `filename=${recording}`);
  const jfr = readJfr(recording, ['jdk.ExecutionSample', 'jdk.NativeMethodSample', ...WAIT_EVENTS]);
  return { result, windowMs, jvmCpuMs, jvmThreads, cloudCpuMs, jfr, node: profile };
}

/** Progress, on stderr so the tables on stdout stay clean. */
function step(message: string): void {
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function jcmd(javaPid: number, ...command: string[]): void {
  execFileSync('jcmd', [String(javaPid), ...command], { stdio: 'ignore' });
}

function parentOf(pid: number): number {
  return processes().find((entry) => entry.pid === pid)!.ppid;
}

/** Latencies (ms, sorted) of `amount` GET /api/availability at `connections`, with autocannon as the benchmark. */
async function httpLoad(connections: number, amount: number): Promise<number[]> {
  const latencies: number[] = [];
  await new Promise<void>((done, fail) => {
    const instance = autocannon({ url: availabilityUrl, connections, amount }, (error: Error | null) => (error ? fail(error) : done()));
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status !== 200) fail(new Error(`GET /api/availability answered ${status}`));
      latencies.push(ms);
    });
  });
  return latencies.sort((a, b) => a - b);
}

async function httpPost(path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${cloud.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
  return performance.now() - started;
}

interface SdkCall {
  command: string;
  startMs: number;
  endMs: number;
}

interface InvocationSample {
  status: number;
  ms: number;
  /** The DynamoDB commands this invocation sent, with when each began and ended (SDK retries included). */
  calls: SdkCall[];
}

async function invoke(handler: string, event: HttpEvent): Promise<InvocationSample> {
  const calls: SdkCall[] = [];
  const started = performance.now();
  const result = (await sdkCalls.run(calls, () => lambdas.invoke(handler, event, IN_PROCESS_TIMEOUT_SECONDS))) as { statusCode: number };
  return { status: result.statusCode, ms: performance.now() - started, calls };
}

/** `total` invocations, `concurrency` at a time. */
async function inProcess(concurrency: number, total: number, task: () => Promise<InvocationSample>): Promise<InvocationSample[]> {
  const samples: InvocationSample[] = [];
  let started = 0;
  const worker = async () => {
    for (; started < total; ) {
      started += 1;
      samples.push(await task());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

async function raceInProcess(slot: SlotDto): Promise<{ samples: InvocationSample[]; ms: number }> {
  const bodies = racersFor(slot);
  const started = performance.now();
  const samples = await Promise.all(bodies.map(async (body) => invoke(BOOKING_HANDLER, await bookingEvent(body))));
  const ms = performance.now() - started;
  await afterRace(cloud, bodies, samples);
  return { samples, ms };
}

/** One booking at a time, each of a free slot of its own: the booking path without contention. */
async function sequentialBookings<T>(slots: SlotDto[], book: (body: Record<string, unknown>) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const slot of slots) results.push(await book(bookingBody(slot, `alone-${randomUUID().slice(0, 8)}`)));
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

function printAvailability(measurement: Measurement<number[]>, alone: number[], inProcessAlone: InvocationSample[], inProcessLoaded: InvocationSample[]): void {
  const requests = measurement.result.length;
  const seconds = measurement.windowMs / 1000;
  console.log(`\n## GET /api/availability (31 days): ${requests} requests at c=${AVAILABILITY_CONCURRENCY} in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)} req/s)\n`);
  const engine = engineAndJsonMs();
  console.log(
    markdownTable(
      ['per request, p50 / p99', 'alone (c=1)', `under load (c=${AVAILABILITY_CONCURRENCY})`],
      [
        ['HTTP end to end (autocannon)', spread(alone), spread(measurement.result)],
        ['the handler invoked in this process', spread(inProcessAlone.map((sample) => sample.ms)), spread(inProcessLoaded.map((sample) => sample.ms))],
        ...callRows(inProcessAlone, inProcessLoaded),
        ['the handler outside DynamoDB calls (zod, engine, JSON, logs)', spread(inProcessAlone.map(outsideCalls)), spread(inProcessLoaded.map(outsideCalls))],
        [`slot engine alone (generateSlots, ${engine.slots} slots of the seed calendar, in a loop), mean`, ms(engine.engineMs), '—'],
        ['their DTOs alone (toSlotDto), mean', ms(engine.dtoMs), '—'],
        ['JSON.stringify of the answer alone, mean', ms(engine.jsonMs), '—'],
      ],
    ),
  );
  printCpu(measurement, requests);
  printJvm(measurement, requests);
  printNode(measurement, requests);
}

function printRace(
  measurement: Measurement<Answer[]>,
  inProcessRace: { samples: InvocationSample[]; ms: number },
  alone: number[],
  inProcessAlone: InvocationSample[],
): void {
  const answers = measurement.result;
  const transactions = inProcessRace.samples.flatMap((sample) => sample.calls).filter((call) => call.command === 'TransactWriteItems').length;
  console.log(`\n## ${answers.length} concurrent bookings of one slot: answers ${statuses(answers)}, ${round(measurement.windowMs)} ms in all\n`);
  console.log(`In this process: answers ${statuses(inProcessRace.samples)}, ${round(inProcessRace.ms)} ms in all, ${transactions} TransactWriteItems: ${ms(inProcessRace.ms / Math.max(1, transactions))} of the race per transaction.\n`);
  console.log(
    markdownTable(
      ['per request, p50 / p99', `race of ${answers.length}`, `one booking alone (${ALONE_BOOKINGS}, free slots)`],
      [
        ['HTTP end to end (client)', spread(answers.map((answer) => answer.ms)), spread(alone)],
        ['the handler invoked in this process', spread(inProcessRace.samples.map((sample) => sample.ms)), spread(inProcessAlone.map((sample) => sample.ms))],
        ...callRows(inProcessRace.samples, inProcessAlone),
        ['the handler outside DynamoDB calls', spread(inProcessRace.samples.map(outsideCalls)), spread(inProcessAlone.map(outsideCalls))],
      ],
    ),
  );
  printCpu(measurement, answers.length);
  printJvm(measurement, answers.length);
  printNode(measurement, answers.length);
}

/** Wall time per DynamoDB command (summed per request, over the requests that sent it), then all of them. */
function callRows(...runs: InvocationSample[][]): string[][] {
  const commands = [...new Set(runs.flatMap((samples) => samples.flatMap((sample) => sample.calls.map((call) => call.command))))].sort();
  const rows = commands.map((command) => [
    `DynamoDB ${command} (SDK call, wall)`,
    ...runs.map((samples) => {
      const sending = samples.filter((sample) => sample.calls.some((call) => call.command === command));
      const perRequest = sending.map((sample) => sample.calls.filter((call) => call.command === command).reduce((sum, call) => sum + call.endMs - call.startMs, 0));
      return `${spread(perRequest)} (${round(sending.reduce((sum, sample) => sum + sample.calls.filter((call) => call.command === command).length, 0) / Math.max(1, sending.length))}×)`;
    }),
  ]);
  return [...rows, ['in any DynamoDB call (wall, overlaps merged)', ...runs.map((samples) => spread(samples.map(inCalls)))]];
}

function printCpu(measurement: Measurement<unknown>, requests: number): void {
  const share = (cpuMs: number) => `${Math.round((100 * cpuMs) / measurement.windowMs)} % of one core`;
  console.log('\nCPU in the window (/proc; the machine has 2 cores):\n');
  console.log(
    markdownTable(
      ['process', 'CPU', 'per request'],
      [
        ['DynamoDB Local’s JVM', `${round(measurement.jvmCpuMs)} ms (${share(measurement.jvmCpuMs)})`, ms(measurement.jvmCpuMs / requests)],
        ['the local cloud’s Node process', `${round(measurement.cloudCpuMs)} ms (${share(measurement.cloudCpuMs)})`, ms(measurement.cloudCpuMs / requests)],
      ],
    ),
  );
}

function printJvm(measurement: Measurement<unknown>, requests: number): void {
  console.log('\nDynamoDB Local’s JVM, CPU by thread (/proc; numbers in names folded):\n');
  console.log(markdownTable(['thread', 'CPU', 'share'], top(measurement.jvmThreads, 6, measurement.jvmCpuMs)));

  const samples = measurement.jfr.filter((event) => event.type === 'jdk.ExecutionSample' && event.frames.length > 0);
  const byArea = new Map<string, number>();
  const byOperation = new Map<string, number>();
  const byMethod = new Map<string, number>();
  for (const sample of samples) {
    // JDK code counts for the library that called it (a HashMap.put of Jackson's is JSON work).
    add(byArea, jvmArea(waitSite(sample.frames)), 1);
    add(byOperation, operationOf(sample), 1);
    add(byMethod, shortFrame(sample.frames[0]), 1);
  }
  console.log(`\nJFR Java samples (${samples.length}; every 10 ms, at most 5 threads each time) by area, by DynamoDB operation on the stack, by method:\n`);
  console.log(markdownTable(['area (JDK frames count for their caller)', 'samples', 'share'], top(byArea, 6, samples.length, '')));
  console.log('');
  console.log(markdownTable(['operation', 'samples', 'share'], top(byOperation, 6, samples.length, '')));
  console.log('');
  console.log(markdownTable(['method (self)', 'samples', 'share'], top(byMethod, 10, samples.length, '')));

  const native = measurement.jfr.filter((event) => event.type === 'jdk.NativeMethodSample' && event.frames.length > 0 && !IDLE_FRAMES.test(event.frames[0]));
  const nativeMethods = new Map<string, number>();
  for (const sample of native) add(nativeMethods, `${shortFrame(sample.frames[0])} (${sample.thread.replace(/\d+/g, '#')})`, 1);
  console.log(`\nJFR native samples of threads at work (${native.length}; threads idle in epoll or accept left out):\n`);
  console.log(markdownTable(['native method (thread)', 'samples', 'share'], top(nativeMethods, 6, native.length, '')));

  const waits = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const event of measurement.jfr.filter((candidate) => WAIT_EVENTS.includes(candidate.type))) {
    const idle = event.frames.some((frame) => IDLE_FRAMES.test(frame));
    const key = `${event.type.replace('jdk.', '')} on ${shortFrame(event.lockClass) || '?'} at ${shortFrame(waitSite(event.frames))}, ${idle ? 'idle' : operationOf(event)}`;
    add(waits, key, event.durationMs);
    add(counts, key, 1);
  }
  console.log('\nJFR waits of 1 ms or more (all threads), by lock class, innermost frame outside the JDK and operation:\n');
  console.log(
    markdownTable(
      ['wait', 'events', 'thread time', 'per request'],
      [...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([key, total]) => [key, String(counts.get(key)), `${round(total / 1000)} s`, ms(total / requests)]),
    ),
  );
}

/** The DynamoDB operation (its dispatcher on the stack) an event's thread worked or waited for, else the thread's role. */
function operationOf(event: JfrEvent): string {
  const operation = event.frames.map((frame) => /\.(\w+)Dispatcher\.enact$/.exec(frame)?.[1]).find(Boolean);
  if (operation) return operation;
  if (event.thread.startsWith('SQLiteQueue')) return 'the SQLite thread (runs the SQL of every operation)';
  if (event.thread.startsWith('qtp')) return 'Jetty, outside an operation (HTTP, request JSON)';
  return `thread ${event.thread.replace(/\d+/g, '#')}`;
}

function printNode(measurement: Measurement<unknown>, requests: number): void {
  const profile = nodeSelfTime(measurement.node);
  console.log(
    `\nThe local cloud’s Node process, V8 profiler: the event loop was busy ${round(profile.busyMs)} ms of ${round(profile.sampledMs)} ms (${ms(profile.busyMs / requests)} per request; wall time, so it includes waiting for a core). Self time:\n`,
  );
  console.log(markdownTable(['area', 'self time', 'share of busy'], top(profile.byArea, 10, profile.busyMs)));
  console.log('');
  console.log(markdownTable(['function', 'self time', 'share of busy'], top(profile.byFunction, 12, profile.busyMs)));
}

/** The engine's, the DTOs' and the serialiser's parts of one availability answer, timed in a loop on the seed calendar. */
function engineAndJsonMs(): { slots: number; engineMs: number; dtoMs: number; jsonMs: number } {
  const query = { settings: seedCalendarSettings, blocks: seedAvailabilityBlocks, bookings: [], from, to, now: Date.now() };
  const slots = generateSlots(query);
  const body = { timezone: seedCalendarSettings.timezone, slots: slots.map(toSlotDto) };
  const timed = (run: () => unknown) => {
    for (let index = 0; index < 200; index += 1) run();
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1) run();
    return (performance.now() - started) / 1000;
  };
  return {
    slots: slots.length,
    engineMs: timed(() => generateSlots(query)),
    dtoMs: timed(() => slots.map(toSlotDto)),
    jsonMs: timed(() => JSON.stringify(body)),
  };
}

/** Wall time inside at least one DynamoDB call (the handler sends some at once). */
function inCalls(sample: InvocationSample): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const call of [...sample.calls].sort((a, b) => a.startMs - b.startMs)) {
    total += Math.max(0, call.endMs - Math.max(call.startMs, coveredUntil));
    coveredUntil = Math.max(coveredUntil, call.endMs);
  }
  return total;
}

function outsideCalls(sample: InvocationSample): number {
  return sample.ms - inCalls(sample);
}

function statuses(answers: { status: number }[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) add(counts, String(answer.status), 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
}

function spread(values: number[]): string {
  const ordered = [...values].sort((a, b) => a - b);
  return `${ms(percentile(ordered, 50))} / ${ms(percentile(ordered, 99))}`;
}

function ms(value: number): string {
  return `${round(value)} ms`;
}
