import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { reminderEventSchema, reminderList } from '../../shared/booking/reminders';
import type { BookingRecord, DayEntry } from '../bookings/booking-store';
import { NotificationWorld, readEmail } from '../../tests/support/notification-world';
import { createStreamHandler } from './process-booking-stream';
import { reminderScheduleName } from './reminders';
import { sendReminder } from './send-reminder';

/*
 * Reminders from the outbox to the inbox: the bookings stream's consumer plans a new booking's reminders and keeps
 * one schedule per reminder (moved with the booking, deleted with its cancellation); a schedule's target sends its
 * reminder once, and only while the booking still holds the start it was planned for.
 */

const DATE = '2026-03-10';
const ID = 'b-20260310-00000000-0000-4000-8000-000000000001';
const booked: DayEntry = {
  id: ID,
  date: DATE,
  time: '11:00',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T09:30:00.000Z',
  duration: 30,
  status: 'confirmed',
  createdAt: '2026-03-02T06:00:00.000Z',
};

function world(overrides: Partial<BookingRecord> = {}): NotificationWorld {
  const made = new NotificationWorld({ meetLinks: 'provider', staffEmail: 'team@northstar.agency' });
  made.bookings.set(ID, {
    ...booked,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '5550100',
    phoneCountryCode: '+1',
    country: 'United States',
    company: 'Engines',
    role: 'Founder',
    subject: 'A new website',
    guests: ['charles@example.com'],
    customerTimezone: 'America/New_York',
    businessTimezone: 'Africa/Cairo',
    theme: 'light',
    ...overrides,
  });
  return made;
}

let sequence = 500;
function dayChange(before: DayEntry[] | undefined, after: DayEntry[], date = DATE): DynamoDBRecord {
  const image = (entries: DayEntry[]) =>
    marshall({ pk: `DAY#${date}`, sk: 'DAY', date, version: 1, bookings: Object.fromEntries(entries.map((item) => [item.id, item])) }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  sequence += 1;
  return {
    eventName: before ? 'MODIFY' : 'INSERT',
    dynamodb: {
      Keys: marshall({ pk: `DAY#${date}`, sk: 'DAY' }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      SequenceNumber: String(sequence),
      ...(before ? { OldImage: image(before) } : {}),
      NewImage: image(after),
    },
  };
}

const consume = (w: NotificationWorld, records: DynamoDBRecord[]) => createStreamHandler(() => w.deps, () => w.reminderDeps)({ Records: records } as DynamoDBStreamEvent);

/** Runs a schedule as Scheduler would at its time: its target gets its input. */
const fire = (w: NotificationWorld, name: string) => sendReminder(w.reminderSendDeps, reminderEventSchema.parse(w.schedules.get(name)!.input));

describe('reminder schedules from the bookings stream', () => {
  it('gives a new booking one schedule per offset, named from the booking and offset, planned once', async () => {
    const w = world();
    await consume(w, [dayChange(undefined, [booked])]);
    await consume(w, [dayChange(undefined, [booked])]);
    expect(Object.fromEntries(w.schedules)).toEqual({
      [reminderScheduleName(ID, 1440)]: { at: '2026-03-09T09:00:00.000Z', input: { bookingId: ID, minutesBefore: 1440, start: booked.start } },
      [reminderScheduleName(ID, 60)]: { at: '2026-03-10T08:00:00.000Z', input: { bookingId: ID, minutesBefore: 60, start: booked.start } },
    });
    expect(w.bookings.get(ID)!.reminders).toEqual({
      1440: { minutesBefore: 1440, at: '2026-03-09T09:00:00.000Z', status: 'scheduled' },
      60: { minutesBefore: 60, at: '2026-03-10T08:00:00.000Z', status: 'scheduled' },
    });
  });

  it('plans only the offsets still ahead when the booking was made, with the offsets staff set', async () => {
    const w = world({ createdAt: '2026-03-09T20:00:00.000Z' });
    w.reminderOffsets = [2880, 120, 30];
    w.now = Date.parse('2026-03-09T20:00:02Z');
    await consume(w, [dayChange(undefined, [booked])]);
    expect([...w.schedules.keys()].sort()).toEqual([reminderScheduleName(ID, 120), reminderScheduleName(ID, 30)]);
  });

  it('moves the schedules with a reschedule and deletes the one with no place before the new start', async () => {
    const w = world();
    await consume(w, [dayChange(undefined, [booked])]);
    const moved: DayEntry = { ...booked, date: '2026-03-03', time: '12:00', start: '2026-03-03T10:00:00.000Z', end: '2026-03-03T10:30:00.000Z', sequence: 1 };
    Object.assign(w.bookings.get(ID)!, moved, { rescheduledAt: '2026-03-02T21:00:00.000Z', previousDate: DATE, previousTime: '11:00', previousStart: booked.start });
    w.now = Date.parse('2026-03-02T21:00:01Z');
    await consume(w, [dayChange(undefined, [moved], '2026-03-03')]);
    expect([...w.schedules.entries()]).toEqual([[reminderScheduleName(ID, 60), { at: '2026-03-03T09:00:00.000Z', input: { bookingId: ID, minutesBefore: 60, start: moved.start } }]]);
    expect(reminderList(w.bookings.get(ID)!.reminders).map((r) => [r.minutesBefore, r.status])).toEqual([
      [1440, 'skipped'],
      [60, 'scheduled'],
    ]);
  });

  it('deletes every schedule of a cancelled booking and marks its reminders cancelled', async () => {
    const w = world();
    await consume(w, [dayChange(undefined, [booked])]);
    Object.assign(w.bookings.get(ID)!, { status: 'cancelled', cancelledAt: '2026-03-03T00:00:00.000Z', cancelledBy: 'visitor' });
    await consume(w, [dayChange([booked], [{ ...booked, status: 'cancelled' }])]);
    expect(w.schedules.size).toBe(0);
    expect(Object.values(w.bookings.get(ID)!.reminders!).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('a due reminder', () => {
  it('reaches the customer and each guest once, in the customer’s zone, with the meeting and manage links and the invitation', async () => {
    const w = world();
    await consume(w, [dayChange(undefined, [booked])]);
    const confirmations = w.sent.length;
    w.now = Date.parse('2026-03-09T09:00:00Z');
    expect(await fire(w, reminderScheduleName(ID, 1440))).toBe('sent');
    // A retry, or Scheduler invoking twice, sends nothing more.
    expect(await fire(w, reminderScheduleName(ID, 1440))).toBe('sent');
    const reminders = w.sent.slice(confirmations);
    expect(reminders.map((email) => email.to)).toEqual(['ada@example.com', 'charles@example.com']);
    for (const email of reminders) {
      const { text, calendar } = await readEmail(email);
      expect(text).toContain('starts in 1 day');
      expect(text).toContain('Tuesday, March 10, 2026, 5:00 AM'); // 09:00 UTC in New York (EDT from March 8)
      expect(text).toContain(`https://meet.example/${ID}`);
      expect(text).toContain(`https://northstar.test/manage?booking=${ID}`);
      expect(calendar).toContain('METHOD:REQUEST');
    }
    expect(w.bookings.get(ID)!.reminders!['1440'].status).toBe('sent');
    expect(w.bookings.get(ID)!.reminders!['60'].status).toBe('scheduled');
  });

  it('never goes out for a booking cancelled or moved since (a schedule that outlived its deletion)', async () => {
    const cancelled = world();
    await consume(cancelled, [dayChange(undefined, [booked])]);
    const input = cancelled.schedules.get(reminderScheduleName(ID, 60))!.input;
    Object.assign(cancelled.bookings.get(ID)!, { status: 'cancelled' });
    const before = cancelled.sent.length;
    expect(await sendReminder(cancelled.reminderSendDeps, reminderEventSchema.parse(input))).toBe('skipped');
    expect(cancelled.sent.length).toBe(before);
    expect(cancelled.bookings.get(ID)!.reminders!['60'].status).toBe('skipped');

    const moved = world();
    await consume(moved, [dayChange(undefined, [booked])]);
    const stale = moved.schedules.get(reminderScheduleName(ID, 60))!.input;
    Object.assign(moved.bookings.get(ID)!, { start: '2026-03-11T09:00:00.000Z', sequence: 1 });
    expect(await sendReminder(moved.reminderSendDeps, reminderEventSchema.parse(stale))).toBe('skipped');
  });

  it('sends on retry only to the recipient whose e-mail failed', async () => {
    const w = world();
    await consume(w, [dayChange(undefined, [booked])]);
    const confirmations = w.sent.length;
    w.failingRecipients.add('charles@example.com');
    await expect(fire(w, reminderScheduleName(ID, 60))).rejects.toThrow(/not delivered/);
    expect(w.bookings.get(ID)!.reminders!['60'].status).toBe('scheduled');
    w.failingRecipients.clear();
    expect(await fire(w, reminderScheduleName(ID, 60))).toBe('sent');
    expect(w.sent.slice(confirmations).map((email) => email.to)).toEqual(['ada@example.com', 'charles@example.com']);
  });
});
