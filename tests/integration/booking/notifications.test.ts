import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { seedCalendarSettings } from '../../../shared/booking/seed';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import type { BookingRecord, DayEntry } from '../../../lambdas/bookings/booking-store';
import { newBookingId } from '../../../lambdas/bookings/place-booking';
import { DeliveryStore } from '../../../lambdas/notifications/delivery-store';
import { sendRawEmail } from '../../../lambdas/notifications/email-sender';
import type { MeetLinkProvider } from '../../../lambdas/notifications/meet-link';
import type { NotifyDeps } from '../../../lambdas/notifications/notify-booking';
import { createStreamHandler, reminderDeps } from '../../../lambdas/notifications/process-booking-stream';
import { cloud } from '../../support/cloud';
import { fetchEmails, sentTo, waitForEmails } from '../../support/mailbox';
import { bookingStore, errorStore, icsStamp, parseIcs, putBookingItem, uniqueEmail } from './helpers';

/*
 * The outbox consumer in this process, against the emulators, with providers injected: a meeting-link provider
 * that fails or works, an SES that fails and comes back, a broadcast that records. The bookings are written as
 * BOOKING items only (no DAY item), so the runtime's own consumer never sees them; the stream records are built
 * here exactly as DynamoDB Streams delivers a DAY item's change.
 */

function booking(overrides: Partial<BookingRecord> = {}): BookingRecord {
  const date = '2031-03-04';
  return {
    id: newBookingId(date),
    date,
    time: '10:00',
    start: '2031-03-04T08:00:00.000Z',
    end: '2031-03-04T08:30:00.000Z',
    duration: 30,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    phone: '201001234567',
    phoneCountryCode: '+20',
    country: 'Egypt',
    company: 'Compilers Inc',
    role: 'Admiral',
    subject: 'Ship it',
    guests: [uniqueEmail('guest')],
    customerTimezone: 'Asia/Kolkata',
    businessTimezone: seedCalendarSettings.timezone,
    theme: 'dark',
    ...overrides,
  };
}

function dayRecord(sequence: number, before: DayEntry[], after: DayEntry[]): DynamoDBRecord {
  const image = (entries: DayEntry[]) =>
    marshall({ pk: `DAY#${after[0]?.date ?? before[0]?.date}`, sk: 'DAY', date: after[0]?.date, version: entries.length, bookings: Object.fromEntries(entries.map((e) => [e.id, e])) }) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];
  return {
    eventID: `test-${sequence}`,
    eventName: before.length === 0 ? 'INSERT' : 'MODIFY',
    dynamodb: {
      Keys: marshall({ pk: `DAY#${after[0]?.date}`, sk: 'DAY' }) as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
      ...(before.length > 0 ? { OldImage: image(before) } : {}),
      NewImage: image(after),
      SequenceNumber: String(sequence).padStart(21, '0'),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

function entryOf(record: BookingRecord): DayEntry {
  const { id, date, time, start, end, duration, status, createdAt } = record;
  return { id, date, time, start, end, duration, status, createdAt };
}

function deps(overrides: Partial<NotifyDeps> = {}): NotifyDeps & { broadcasts: object[] } {
  const broadcasts: object[] = [];
  return {
    bookings: bookingStore(),
    deliveries: new DeliveryStore(dynamo(), tableName('notification_deliveries')),
    errors: errorStore(),
    meetLinks: null,
    sendEmail: sendRawEmail,
    broadcast: async (message) => void broadcasts.push(message),
    sender: 'Northstar Digital <hello@northstar.agency>',
    staffEmail: undefined,
    now: () => Date.now(),
    broadcasts,
    ...overrides,
  };
}

const failingProvider: MeetLinkProvider = {
  name: 'failing-test-provider',
  create: async () => {
    throw new Error('Calendar API answered 503 Backend Error');
  },
};

describe('booking notifications (stream consumer)', () => {
  it('writes a meet_link_failed row when Google fails, and the e-mails go out without a link', async () => {
    const record = { ...booking(), meetingProvider: 'google' as const };
    await putBookingItem(record);
    const context = deps({ meetLinks: failingProvider });
    const result = await createStreamHandler(() => context, reminderDeps)({ Records: [dayRecord(1, [], [entryOf(record)])] });
    expect(result.batchItemFailures).toEqual([]);

    const rows = await errorStore().forBooking(record.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      booking_id: record.id,
      recipient_email: record.email,
      recipient_type: 'customer',
      error_type: 'meet_link_failed',
      error_message: 'Calendar API answered 503 Backend Error',
      error_details: { provider: 'failing-test-provider' },
    });
    expect(await bookingStore().getBooking(record.id)).toMatchObject({ meetLinkStatus: 'missing', meetLinkMissing: 'google-failed' });
    const [email] = await waitForEmails(cloud.sesUrl, sentTo(record.email));
    expect(email.body.text).toContain('Meeting link: We will e-mail it to you before the call.');
    expect(email.body.text).not.toContain('meet.google.com');
    expect(email.body.html).not.toContain('Join the meeting');
    expect(context.broadcasts).toEqual([{ type: 'booking.created', date: record.date, time: record.time }]);
  });

  it('puts a created meeting link in every e-mail and the .ics, in the dark theme, with both time zones', async () => {
    const record = booking();
    await putBookingItem(record);
    let calls = 0;
    const provider: MeetLinkProvider = {
      name: 'fake-google',
      create: async (request) => {
        calls += 1;
        expect(request).toMatchObject({ bookingId: record.id, start: record.start, end: record.end, businessTimezone: 'Africa/Cairo' });
        return { meetLink: 'https://meet.google.com/abc-defg-hij', calendarEventId: 'evt1' };
      },
    };
    const handler = createStreamHandler(() => deps({ meetLinks: provider }), reminderDeps);
    await handler({ Records: [dayRecord(2, [], [entryOf(record)])] });
    // At least once: the same record again changes nothing.
    await handler({ Records: [dayRecord(2, [], [entryOf(record)])] });
    expect(calls).toBe(1);

    for (const address of [record.email, record.guests[0]]) {
      const [email] = await waitForEmails(cloud.sesUrl, sentTo(address));
      expect(email.body.text).toContain('https://meet.google.com/abc-defg-hij');
      // 08:00 UTC is 13:30 in Kolkata and 10:00 in Cairo.
      expect(email.body.text).toContain('1:30 PM');
      expect(email.body.text).toContain('10:00 AM');
      expect(email.body.html).toContain('#0b0f19'); // dark theme
      const attachment = email.attachments.find((a) => a.filename === 'invite.ics')!;
      const ics = parseIcs(Buffer.from(attachment.content, 'base64').toString('utf8'));
      expect(ics.calendar.METHOD).toBe('REQUEST');
      expect(ics.event).toMatchObject({ UID: `${record.id}@northstar.agency`, DTSTART: icsStamp(record.start), DTEND: icsStamp(record.end), LOCATION: 'https://meet.google.com/abc-defg-hij' });
    }
    expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(record.email))).toHaveLength(1);
    expect(await errorStore().forBooking(record.id)).toEqual([]);
  });

  it('records email_failed and a failed record while SES fails, then sends each missing e-mail exactly once', async () => {
    const record = booking({ guests: [uniqueEmail('guest-a'), uniqueEmail('guest-b')] });
    await putBookingItem(record);
    let sesDown = true;
    const attempts: string[] = [];
    const flakySes: NotifyDeps['sendEmail'] = async (message, from, to) => {
      attempts.push(to);
      // The customer's goes through; the guests' fail while SES is "down".
      if (sesDown && to !== record.email) throw Object.assign(new Error('getaddrinfo ENOTFOUND email.eu-west-1.amazonaws.com'), { name: 'TimeoutError' });
      return sendRawEmail(message, from, to);
    };
    const staff = uniqueEmail('staff');
    const handler = createStreamHandler(() => deps({ sendEmail: flakySes, staffEmail: staff }), reminderDeps);
    const records = [dayRecord(3, [], [entryOf(record)])];

    const first = await handler({ Records: records });
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: records[0].dynamodb!.SequenceNumber }]);
    const rows = await errorStore().forBooking(record.id);
    expect(rows.filter((row) => row.error_type === 'email_failed').map((row) => row.recipient_email).sort()).toEqual([...record.guests, staff].sort());
    expect(rows.find((row) => row.recipient_email === record.guests[0])).toMatchObject({ recipient_type: 'guest', attempts: 1 });
    expect(rows.find((row) => row.recipient_email === staff)).toMatchObject({ recipient_type: 'staff' });

    // Still down: the retry fails again and counts the attempt on the same rows.
    expect((await handler({ Records: records })).batchItemFailures).toHaveLength(1);
    expect((await errorStore().forBooking(record.id)).find((row) => row.recipient_email === record.guests[0])).toMatchObject({ attempts: 2 });

    sesDown = false;
    expect((await handler({ Records: records })).batchItemFailures).toEqual([]);
    expect((await handler({ Records: records })).batchItemFailures).toEqual([]);
    for (const address of [record.email, ...record.guests, staff]) {
      await waitForEmails(cloud.sesUrl, sentTo(address));
      expect((await fetchEmails(cloud.sesUrl)).filter(sentTo(address)), address).toHaveLength(1);
    }
    // The customer's e-mail was sent once, on the first attempt, never again.
    expect(attempts.filter((to) => to === record.email)).toHaveLength(1);
    // The booking stays confirmed throughout.
    expect((await bookingStore().getBooking(record.id))?.status).toBe('confirmed');
  });

  it('ignores changes that add no occupying booking, and reports a record whose booking cannot be read', async () => {
    const record = booking();
    const cancelled = { ...entryOf(booking()), status: 'cancelled' as const };
    const context = deps();
    const handler = createStreamHandler(() => context, reminderDeps);
    expect((await handler({ Records: [dayRecord(4, [], [cancelled])] })).batchItemFailures).toEqual([]);
    expect((await handler({ Records: [dayRecord(5, [entryOf(record)], [entryOf(record)])] })).batchItemFailures).toEqual([]);
    expect(context.broadcasts).toEqual([]);

    // A BOOKING item that does not exist: the record fails (and is retried, then dead-lettered), with a row. The
    // record after it is held back and reported with it, so the stream resumes from the failed one in order.
    const failed = await handler({ Records: [dayRecord(6, [], [entryOf(record)]), dayRecord(7, [], [entryOf(booking())])] });
    expect(failed.batchItemFailures).toEqual([6, 7].map((sequence) => ({ itemIdentifier: String(sequence).padStart(21, '0') })));
    const rows = await errorStore().forBooking(record.id);
    expect(rows).toEqual([expect.objectContaining({ error_type: 'function_error', error_message: expect.stringContaining('has no BOOKING item') })]);
  });
});
