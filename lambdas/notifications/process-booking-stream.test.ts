import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { BookingRecord, DayEntry } from '../bookings/booking-store';
import { NotificationWorld, readEmail } from '../../tests/support/notification-world';
import { createStreamHandler, dayBookingsChange } from './process-booking-stream';

/*
 * The outbox: every booking, cancellation and move changes its date's DAY item, and the consumer of the table's
 * stream decides from the item's old and new images what follow-up work a change needs.
 */

const DATE = '2026-03-03';
const idOf = (n: number) => `b-20260303-00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, overrides: Partial<DayEntry> = {}): DayEntry {
  const hour = 8 + n;
  return {
    id: idOf(n),
    date: DATE,
    time: `${String(hour + 2).padStart(2, '0')}:00`,
    start: `${DATE}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    end: `${DATE}T${String(hour).padStart(2, '0')}:30:00.000Z`,
    duration: 30,
    status: 'confirmed',
    createdAt: '2026-03-02T06:00:00.000Z',
    ...overrides,
  };
}

function stored(world: NotificationWorld, day: DayEntry, overrides: Partial<BookingRecord> = {}) {
  world.bookings.set(day.id, {
    ...day,
    name: `Visitor ${day.id.slice(-2)}`,
    email: `visitor.${day.id.slice(-2)}@example.com`,
    phone: '5550100',
    phoneCountryCode: '+1',
    country: 'Egypt',
    company: 'Acme',
    role: 'Founder',
    subject: 'A new website',
    guests: [],
    customerTimezone: 'Africa/Cairo',
    businessTimezone: 'Africa/Cairo',
    theme: 'light',
    ...overrides,
  });
}

let sequence = 100;
/** A stream record of the DAY item of DATE, from the entries before to the entries after. */
function dayChange(before: DayEntry[] | undefined, after: DayEntry[]): DynamoDBRecord {
  const image = (entries: DayEntry[], version: number) =>
    marshall({ pk: `DAY#${DATE}`, sk: 'DAY', date: DATE, version, bookings: Object.fromEntries(entries.map((item) => [item.id, item])) }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  sequence += 1;
  return {
    eventName: before ? 'MODIFY' : 'INSERT',
    eventSourceARN: 'arn:aws:dynamodb:eu-west-1:000000000000:table/bookings/stream/2026-03-01T00:00:00.000',
    dynamodb: {
      Keys: marshall({ pk: `DAY#${DATE}`, sk: 'DAY' }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      SequenceNumber: String(sequence),
      ...(before ? { OldImage: image(before, 1) } : {}),
      NewImage: image(after, before ? 2 : 1),
    },
  };
}

const run = (world: NotificationWorld, records: DynamoDBRecord[]) => createStreamHandler(() => world.deps, () => world.reminderDeps)({ Records: records } as DynamoDBStreamEvent);

describe('the bookings stream consumer', () => {
  it('follows up a booking its DAY item gained, once, and leaves the bookings already there alone', async () => {
    const world = new NotificationWorld();
    const [first, second] = [entry(1), entry(2)];
    stored(world, first);
    stored(world, second);

    expect(await run(world, [dayChange(undefined, [first]), dayChange([first], [first, second])])).toEqual({ batchItemFailures: [] });
    expect(world.sent.map((email) => email.to)).toEqual(['visitor.01@example.com', 'visitor.02@example.com']);
    expect(world.broadcasts).toEqual([
      { type: 'booking.created', date: DATE, time: first.time },
      { type: 'booking.created', date: DATE, time: second.time },
    ]);

    // The stream delivers at least once: the same records again change nothing.
    await run(world, [dayChange(undefined, [first]), dayChange([first], [first, second])]);
    expect(world.sent).toHaveLength(2);
  });

  it('sends the cancellation of a booking whose entry turned cancelled, and nothing for one already cancelled', async () => {
    const world = new NotificationWorld();
    const booked = entry(1);
    const cancelled = entry(1, { status: 'cancelled' });
    stored(world, booked, { status: 'cancelled', cancelledAt: '2026-03-02T07:00:00.000Z', cancelledBy: 'visitor' });

    await run(world, [dayChange([booked], [cancelled]), dayChange([cancelled], [cancelled])]);
    expect(world.sent.map((email) => email.to)).toEqual(['visitor.01@example.com']);
    const email = await readEmail(world.sent[0]);
    expect(email.calendar).toContain('METHOD:CANCEL');
    expect(email.text).toContain('You are welcome to book another time: https://www.northstar.example/calendar');
    expect(world.broadcasts).toEqual([{ type: 'booking.cancelled', date: DATE, time: booked.time }]);
  });

  it('takes a moved booking, which arrives with its sequence, for a move and not for a new booking', async () => {
    const world = new NotificationWorld();
    const moved = entry(3, { sequence: 1 });
    stored(world, moved, { rescheduledAt: '2026-03-02T07:00:00.000Z', previousDate: '2026-03-04', previousTime: '11:00', previousStart: '2026-03-04T09:00:00.000Z', meetLink: 'https://meet.example/kept', meetLinkStatus: 'created' });
    await run(world, [dayChange(undefined, [moved])]);
    // The move's follow-up: the old slot freed and the new one taken, and the invitation updated (same meeting,
    // SEQUENCE 1); a new booking's would have made a meeting link and sent a first invitation.
    expect(world.broadcasts).toEqual([
      { type: 'booking.cancelled', date: '2026-03-04', time: '11:00' },
      { type: 'booking.created', date: DATE, time: moved.time },
    ]);
    expect(world.meetingsCreated).toEqual([]);
    expect(world.sent.map((email) => email.to)).toEqual(['visitor.03@example.com']);
    expect((await readEmail(world.sent[0])).calendar).toMatch(/SEQUENCE:1\r?\n/);
  });

  it('ignores changes of items other than DAY items', async () => {
    const world = new NotificationWorld();
    stored(world, entry(1));
    const record = dayChange(undefined, [entry(1)]);
    record.dynamodb!.Keys = marshall({ pk: `BOOKING#${idOf(1)}`, sk: 'BOOKING' }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'];
    expect(await run(world, [record])).toEqual({ batchItemFailures: [] });
    expect([world.sent, world.broadcasts]).toEqual([[], []]);
  });

  it('reports a failed record and every one after it for retry, in order, with a function_error row', async () => {
    const world = new NotificationWorld();
    const [missing, later] = [entry(1), entry(2)];
    stored(world, later);
    const records = [dayChange(undefined, [missing]), dayChange([missing], [missing, later])];

    const response = await run(world, records);
    expect(response.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(records.map((record) => record.dynamodb!.SequenceNumber));
    expect(world.sent).toEqual([]);
    expect(world.errors).toEqual([expect.objectContaining({ booking_id: missing.id, recipient_email: 'system', error_type: 'function_error' })]);
    // The slot was announced from the record itself, before the read that failed, and is not announced again.
    expect(world.broadcasts).toEqual([{ type: 'booking.created', date: DATE, time: missing.time }]);
    stored(world, missing);
    expect(await run(world, records)).toEqual({ batchItemFailures: [] });
    expect(world.broadcasts).toEqual([
      { type: 'booking.created', date: DATE, time: missing.time },
      { type: 'booking.created', date: DATE, time: later.time },
    ]);
  });

  it('reports a record whose e-mails are pending without a function_error row: each failed e-mail has its own', async () => {
    const world = new NotificationWorld();
    const booked = entry(1);
    stored(world, booked);
    world.failingRecipients.add('visitor.01@example.com');
    const response = await run(world, [dayChange(undefined, [booked])]);
    expect(response.batchItemFailures).toHaveLength(1);
    expect(world.errors.map((error) => error.error_type)).toEqual(['email_failed']);
  });
});

describe('dayBookingsChange', () => {
  it('decodes the bookings a DAY item held before and after the change', () => {
    const change = dayBookingsChange(dayChange([entry(1)], [entry(1, { status: 'cancelled' }), entry(2)]));
    expect(change?.before).toEqual({ [idOf(1)]: entry(1) });
    expect(change?.after).toEqual({ [idOf(1)]: entry(1, { status: 'cancelled' }), [idOf(2)]: entry(2) });
  });

  it('gives an empty side for an item created or removed by the change', () => {
    expect(dayBookingsChange(dayChange(undefined, [entry(1)]))).toEqual({ before: {}, after: { [idOf(1)]: entry(1) } });
    const removed = dayChange([entry(1)], []);
    delete removed.dynamodb!.NewImage;
    expect(dayBookingsChange(removed)).toEqual({ before: { [idOf(1)]: entry(1) }, after: {} });
  });

  it('ignores records of any item other than a DAY', () => {
    const bookingItem = { eventName: 'INSERT', dynamodb: { Keys: marshall({ pk: 'BOOKING#a', sk: 'BOOKING' }), NewImage: marshall({ pk: 'BOOKING#a', sk: 'BOOKING' }) } };
    expect(dayBookingsChange(bookingItem as DynamoDBRecord)).toBeUndefined();
  });
});
