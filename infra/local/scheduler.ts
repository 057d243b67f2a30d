/**
 * EventBridge Scheduler on this machine: the REST JSON API the SDK's `@aws-sdk/client-scheduler` speaks
 * (`CreateSchedule`, `UpdateSchedule`, `GetSchedule`, `DeleteSchedule`, `ListSchedules`), reached through
 * `AWS_ENDPOINT_URL_SCHEDULER`, with Scheduler's answers and error shapes (`ConflictException` 409,
 * `ResourceNotFoundException` 404, `ValidationException` 400, named in `x-amzn-ErrorType`).
 *
 * Only one-time schedules are kept: `at(yyyy-mm-ddThh:mm:ss)` in `ScheduleExpressionTimezone` (UTC when absent),
 * which is all the product uses; a rate or cron expression is refused with a ValidationException saying so, rather
 * than accepted and never run. A schedule whose time has come invokes its Lambda target asynchronously with the
 * target's `Input` as the event, as Scheduler does (and Lambda retries a failed asynchronous invocation twice);
 * with `ActionAfterCompletion: DELETE` it is deleted once invoked, otherwise it stays, done. Schedules are kept in a
 * file of the data folder (written to a temporary file and renamed, so a SIGKILL never leaves half a file): after a
 * restart, what fell due while the runtime was down is invoked at once. A schedule is invoked at least once (the
 * file is written after the invocation starts), as in AWS, so targets must be idempotent.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { instantOfWallTimeLenient, isValidTimeZone, parseWallTime } from '../../shared/booking/time';

export interface StoredSchedule {
  Name: string;
  GroupName: string;
  Arn: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  State: 'ENABLED' | 'DISABLED';
  ActionAfterCompletion: 'NONE' | 'DELETE';
  Description?: string;
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  Target: { Arn: string; RoleArn: string; Input?: string; [other: string]: unknown };
  /** Epoch ms. */
  CreationDate: number;
  LastModificationDate: number;
  /** Epoch ms of the one invocation (from the expression). */
  dueAt: number;
  /** Set once invoked (a schedule kept after completion is never invoked again). */
  firedAt?: number;
}

export interface LocalSchedulerOptions {
  /** The JSON file the schedules are kept in. */
  stateFile: string;
  region: string;
  accountId: string;
  /** Schedule groups besides `default` (CDK creates them in AWS). */
  groups: readonly string[];
  /** Invokes a Lambda function asynchronously by its ARN (alias included) with the target's input as the event. */
  invoke: (functionArn: string, event: unknown, scheduleName: string) => void;
  /** The emulator's clock, epoch ms (tests inject one). */
  now?: () => number;
  log: (message: string) => void;
}

const NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;
const AT = /^at\((\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):(\d{2})\)$/;
/** The longest delay Node's timers take; a later schedule is looked at again after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

class SchedulerError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) {
    super(message);
  }
}

export class LocalScheduler {
  private server: Server | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Schedules run only once the targets can be invoked (after `start`); the API answers before. */
  private firing = false;
  private readonly schedules = new Map<string, StoredSchedule>();
  private readonly now: () => number;

  constructor(private readonly options: LocalSchedulerOptions) {
    this.now = options.now ?? Date.now;
    if (existsSync(options.stateFile)) {
      for (const schedule of JSON.parse(readFileSync(options.stateFile, 'utf8')) as StoredSchedule[]) this.schedules.set(keyOf(schedule.GroupName, schedule.Name), schedule);
    }
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** Answers the API on a loopback port; nothing runs until `start`. */
  async listen(port = 0): Promise<void> {
    this.server = createServer((request, response) => void this.serve(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  /** Runs schedules from now on, first what fell due while the runtime was down. */
  start(): void {
    this.firing = true;
    this.runDue();
  }

  async stop(): Promise<void> {
    this.firing = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** A copy of the stored schedules (for tests and the control port). */
  list(): StoredSchedule[] {
    return [...this.schedules.values()].map((schedule) => ({ ...schedule }));
  }

  /**
   * Invokes every enabled schedule due by `asOf` (the clock's now by default) whose name starts with `namePrefix`, then
   * arms the timer for the next one. The control port calls it with a later `asOf` so a test sees a reminder fire
   * without waiting a day.
   */
  runDue(asOf = this.now(), namePrefix = ''): number {
    if (!this.firing) return 0;
    const due = [...this.schedules.values()]
      .filter((schedule) => schedule.State === 'ENABLED' && schedule.firedAt === undefined && schedule.dueAt <= asOf && schedule.Name.startsWith(namePrefix))
      .sort((a, b) => a.dueAt - b.dueAt);
    for (const schedule of due) {
      this.options.invoke(schedule.Target.Arn, parseInput(schedule.Target.Input), schedule.Name);
      if (schedule.ActionAfterCompletion === 'DELETE') this.schedules.delete(keyOf(schedule.GroupName, schedule.Name));
      else schedule.firedAt = this.now();
    }
    if (due.length > 0) this.save();
    this.arm();
    return due.length;
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.firing) return;
    const next = Math.min(...[...this.schedules.values()].filter((s) => s.State === 'ENABLED' && s.firedAt === undefined).map((s) => s.dueAt));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.runDue(), Math.min(MAX_TIMER_MS, Math.max(0, next - this.now())));
  }

  private save(): void {
    mkdirSync(dirname(this.options.stateFile), { recursive: true });
    const temporary = `${this.options.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.schedules.values()], null, 1));
    renameSync(temporary, this.options.stateFile);
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const name = /^\/schedules\/([^/]+)$/.exec(url.pathname)?.[1];
      const group = url.searchParams.get('groupName') ?? 'default';
      let body: unknown;
      if (name !== undefined) {
        const decoded = decodeURIComponent(name);
        if (request.method === 'POST') body = this.create(decoded, await readJson(request));
        else if (request.method === 'PUT') body = this.update(decoded, await readJson(request));
        else if (request.method === 'GET') body = this.describe(this.find(group, decoded));
        else if (request.method === 'DELETE') body = this.remove(group, decoded);
      } else if (url.pathname === '/schedules' && request.method === 'GET') {
        const prefix = url.searchParams.get('NamePrefix') ?? '';
        const inGroup = url.searchParams.get('ScheduleGroup');
        body = {
          Schedules: [...this.schedules.values()]
            .filter((s) => s.Name.startsWith(prefix) && (!inGroup || s.GroupName === inGroup))
            .map((s) => ({ Name: s.Name, GroupName: s.GroupName, Arn: s.Arn, State: s.State, CreationDate: s.CreationDate / 1000, LastModificationDate: s.LastModificationDate / 1000, Target: { Arn: s.Target.Arn } })),
        };
      }
      if (body === undefined) throw new SchedulerError(404, 'UnknownOperationException', `No operation at ${request.method} ${url.pathname}`);
      send(response, 200, body);
    } catch (error) {
      const failure = error instanceof SchedulerError ? error : new SchedulerError(500, 'InternalServerException', String(error));
      response.setHeader('x-amzn-ErrorType', failure.type);
      send(response, failure.status, { Message: failure.message });
    }
  }

  private create(name: string, input: Record<string, unknown>): { ScheduleArn: string } {
    const schedule = this.validated(name, input);
    if (this.schedules.has(keyOf(schedule.GroupName, name))) throw new SchedulerError(409, 'ConflictException', `Schedule ${name} already exists.`);
    this.schedules.set(keyOf(schedule.GroupName, name), schedule);
    this.changed();
    return { ScheduleArn: schedule.Arn };
  }

  private update(name: string, input: Record<string, unknown>): { ScheduleArn: string } {
    const schedule = this.validated(name, input);
    const existing = this.find(schedule.GroupName, name);
    // An update replaces every field, as Scheduler's does; a schedule moved to a new time runs again.
    this.schedules.set(keyOf(schedule.GroupName, name), { ...schedule, CreationDate: existing.CreationDate });
    this.changed();
    return { ScheduleArn: schedule.Arn };
  }

  private remove(group: string, name: string): Record<string, never> {
    this.find(group, name);
    this.schedules.delete(keyOf(group, name));
    this.changed();
    return {};
  }

  private changed(): void {
    this.save();
    this.arm();
  }

  private find(group: string, name: string): StoredSchedule {
    const schedule = this.schedules.get(keyOf(group, name));
    if (!schedule) throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    return schedule;
  }

  private describe(schedule: StoredSchedule): Record<string, unknown> {
    const { dueAt: _dueAt, firedAt: _firedAt, CreationDate, LastModificationDate, ...rest } = schedule;
    return { ...rest, CreationDate: CreationDate / 1000, LastModificationDate: LastModificationDate / 1000 };
  }

  private validated(name: string, input: Record<string, unknown>): StoredSchedule {
    const invalid = (message: string) => new SchedulerError(400, 'ValidationException', message);
    if (!NAME.test(name)) throw invalid(`Invalid schedule name ${name}: 1 to 64 letters, digits, '-', '_' or '.'.`);
    const group = typeof input.GroupName === 'string' ? input.GroupName : 'default';
    if (group !== 'default' && !this.options.groups.includes(group)) throw new SchedulerError(404, 'ResourceNotFoundException', `Schedule group ${group} does not exist.`);
    const expression = String(input.ScheduleExpression ?? '');
    const zone = typeof input.ScheduleExpressionTimezone === 'string' ? input.ScheduleExpressionTimezone : 'UTC';
    if (!isValidTimeZone(zone)) throw invalid(`Invalid ScheduleExpressionTimezone ${zone}.`);
    const at = AT.exec(expression);
    if (!at) throw invalid(`Invalid ScheduleExpression ${expression}: this emulator runs one-time at(yyyy-mm-ddThh:mm:ss) schedules only.`);
    const target = input.Target as StoredSchedule['Target'] | undefined;
    if (!target || typeof target.Arn !== 'string' || typeof target.RoleArn !== 'string') throw invalid('Target with Arn and RoleArn is required.');
    const window = input.FlexibleTimeWindow as StoredSchedule['FlexibleTimeWindow'] | undefined;
    if (!window || (window.Mode !== 'OFF' && window.Mode !== 'FLEXIBLE')) throw invalid('FlexibleTimeWindow with Mode OFF or FLEXIBLE is required.');
    const now = this.now();
    return {
      Name: name,
      GroupName: group,
      Arn: `arn:aws:scheduler:${this.options.region}:${this.options.accountId}:schedule/${group}/${name}`,
      ScheduleExpression: expression,
      ...(input.ScheduleExpressionTimezone ? { ScheduleExpressionTimezone: zone } : {}),
      State: input.State === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      ActionAfterCompletion: input.ActionAfterCompletion === 'DELETE' ? 'DELETE' : 'NONE',
      ...(typeof input.Description === 'string' ? { Description: input.Description } : {}),
      FlexibleTimeWindow: window,
      Target: target,
      CreationDate: now,
      LastModificationDate: now,
      dueAt: instantOfWallTimeLenient(at[1], parseWallTime(at[2]), zone) + Number(at[3]) * 1000,
    };
  }
}

/** The event a Lambda target receives: its input as JSON, or the text itself when it is not JSON. */
function parseInput(input: string | undefined): unknown {
  if (input === undefined) return {};
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

function keyOf(group: string, name: string): string {
  return `${group}/${name}`;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new SchedulerError(400, 'ValidationException', 'The request body is not JSON.');
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
