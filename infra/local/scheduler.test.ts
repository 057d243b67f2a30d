import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  ValidationException,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalScheduler } from './scheduler';

/*
 * The Scheduler emulator through the SDK the product uses, with an injected clock: what a schedule invokes, when, and
 * what survives a restart. No test waits on the wall clock: time moves by setting the clock and asking it to run.
 */

const TARGET = 'arn:aws:lambda:eu-west-1:000000000000:function:NotificationsSendReminder:live';
const folders: string[] = [];
const running: LocalScheduler[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((scheduler) => scheduler.stop()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function emulator(stateFile: string, clock: { now: number }) {
  const invoked: { arn: string; event: unknown; name: string }[] = [];
  const scheduler = new LocalScheduler({
    stateFile,
    region: 'eu-west-1',
    accountId: '000000000000',
    groups: ['northstar'],
    invoke: (arn, event, name) => void invoked.push({ arn, event, name }),
    now: () => clock.now,
    log: () => undefined,
  });
  await scheduler.listen();
  scheduler.start();
  running.push(scheduler);
  const sdk = new SchedulerClient({ endpoint: scheduler.url, region: 'eu-west-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  return { scheduler, sdk, invoked };
}

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'scheduler-'));
  folders.push(made);
  return join(made, 'scheduler', 'schedules.json');
}

const oneTime = (name: string, at: string, input: unknown, overrides: Partial<CreateScheduleCommandInput> = {}): CreateScheduleCommandInput => ({
  Name: name,
  GroupName: 'northstar',
  ScheduleExpression: `at(${at})`,
  FlexibleTimeWindow: { Mode: 'OFF' },
  ActionAfterCompletion: 'DELETE',
  Target: { Arn: TARGET, RoleArn: 'arn:aws:iam::000000000000:role/scheduler', Input: JSON.stringify(input) },
  ...overrides,
});

describe('the Scheduler emulator', () => {
  it('invokes a one-time schedule at its time with its input, then deletes it', async () => {
    const clock = { now: Date.parse('2026-12-01T08:00:00Z') };
    const { scheduler, sdk, invoked } = await emulator(folder(), clock);
    const { ScheduleArn } = await sdk.send(new CreateScheduleCommand(oneTime('reminder-a', '2026-12-01T09:00:00', { bookingId: 'a' })));
    expect(ScheduleArn).toBe('arn:aws:scheduler:eu-west-1:000000000000:schedule/northstar/reminder-a');
    const stored = await sdk.send(new GetScheduleCommand({ Name: 'reminder-a', GroupName: 'northstar' }));
    expect(stored).toMatchObject({ Name: 'reminder-a', State: 'ENABLED', ActionAfterCompletion: 'DELETE', Target: { Arn: TARGET } });
    expect(stored.CreationDate).toEqual(new Date('2026-12-01T08:00:00Z'));

    clock.now = Date.parse('2026-12-01T08:59:59Z');
    expect(scheduler.runDue()).toBe(0);
    clock.now = Date.parse('2026-12-01T09:00:00Z');
    expect(scheduler.runDue()).toBe(1);
    expect(invoked).toEqual([{ arn: TARGET, event: { bookingId: 'a' }, name: 'reminder-a' }]);
    await expect(sdk.send(new GetScheduleCommand({ Name: 'reminder-a', GroupName: 'northstar' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    expect(scheduler.runDue()).toBe(0);
  });

  it('reads the expression in its time zone, and keeps a schedule without DELETE after it ran, never running it again', async () => {
    const clock = { now: Date.parse('2026-12-01T00:00:00Z') };
    const { scheduler, sdk, invoked } = await emulator(folder(), clock);
    await sdk.send(new CreateScheduleCommand(oneTime('cairo', '2026-12-01T11:00:00', 1, { ScheduleExpressionTimezone: 'Africa/Cairo', ActionAfterCompletion: 'NONE' })));
    clock.now = Date.parse('2026-12-01T08:59:00Z');
    expect(scheduler.runDue()).toBe(0);
    clock.now = Date.parse('2026-12-01T09:00:00Z'); // 11:00 in Cairo (UTC+2 in December)
    expect(scheduler.runDue()).toBe(1);
    expect(scheduler.runDue()).toBe(0);
    expect(invoked.map((call) => call.event)).toEqual([1]);
    expect((await sdk.send(new GetScheduleCommand({ Name: 'cairo', GroupName: 'northstar' }))).Name).toBe('cairo');
  });

  it('answers as Scheduler does: an existing name conflicts, an update moves the time, a delete of nothing is not found', async () => {
    const clock = { now: Date.parse('2026-12-01T08:00:00Z') };
    const { scheduler, sdk, invoked } = await emulator(folder(), clock);
    await sdk.send(new CreateScheduleCommand(oneTime('moving', '2026-12-01T09:00:00', { v: 1 })));
    await expect(sdk.send(new CreateScheduleCommand(oneTime('moving', '2026-12-01T09:00:00', { v: 1 })))).rejects.toBeInstanceOf(ConflictException);
    await sdk.send(new UpdateScheduleCommand(oneTime('moving', '2026-12-02T09:00:00', { v: 2 })));
    clock.now = Date.parse('2026-12-01T10:00:00Z');
    expect(scheduler.runDue()).toBe(0);
    clock.now = Date.parse('2026-12-02T09:00:00Z');
    scheduler.runDue();
    expect(invoked.map((call) => call.event)).toEqual([{ v: 2 }]);

    await expect(sdk.send(new UpdateScheduleCommand(oneTime('absent', '2026-12-02T09:00:00', {})))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(sdk.send(new DeleteScheduleCommand({ Name: 'absent', GroupName: 'northstar' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(sdk.send(new CreateScheduleCommand(oneTime('elsewhere', '2026-12-02T09:00:00', {}, { GroupName: 'unknown' })))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(sdk.send(new CreateScheduleCommand(oneTime('recurring', '', {}, { ScheduleExpression: 'rate(5 minutes)' })))).rejects.toBeInstanceOf(ValidationException);
    await sdk.send(new CreateScheduleCommand(oneTime('dropped', '2026-12-03T09:00:00', {})));
    await sdk.send(new DeleteScheduleCommand({ Name: 'dropped', GroupName: 'northstar' }));
    clock.now = Date.parse('2026-12-04T00:00:00Z');
    expect(scheduler.runDue()).toBe(0);
  });

  it('keeps its schedules across a restart and runs at start what fell due while it was down', async () => {
    const stateFile = folder();
    const clock = { now: Date.parse('2026-12-01T08:00:00Z') };
    const first = await emulator(stateFile, clock);
    await first.sdk.send(new CreateScheduleCommand(oneTime('while-down', '2026-12-01T09:00:00', { n: 1 })));
    await first.sdk.send(new CreateScheduleCommand(oneTime('later', '2026-12-05T09:00:00', { n: 2 })));
    await first.scheduler.stop();

    clock.now = Date.parse('2026-12-01T12:00:00Z');
    const second = await emulator(stateFile, clock);
    expect(second.invoked.map((call) => call.name)).toEqual(['while-down']);
    expect((await second.sdk.send(new GetScheduleCommand({ Name: 'later', GroupName: 'northstar' }))).Target?.Input).toBe('{"n":2}');
  });

  it('runs a due schedule by itself, on its timer', async () => {
    const clock = { now: Date.now() };
    const { sdk, invoked } = await emulator(folder(), clock);
    // Due now (the expression has whole seconds): the timer fires at once, no waiting.
    await sdk.send(new CreateScheduleCommand(oneTime('now', new Date(clock.now).toISOString().slice(0, 19), 'due')));
    await expect.poll(() => invoked.map((call) => call.event), { timeout: 2000, interval: 20 }).toEqual(['due']);
  });
});
