import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../bookings/booking-store';
import { NotificationWorld, readEmail } from '../../tests/support/notification-world';
import { DELIVERY_LEASE_MS } from './delivery-store';
import { DeliveriesPending } from './delivery';
import { addressOf, notifyBookingCreated } from './notify-booking';
import { ADA } from '../../tests/support/visitor';

const BOOKING_ID = 'b-20260303-00000000-0000-4000-8000-00000000000a';

function bookingIn(world: NotificationWorld, overrides: Partial<BookingRecord> = {}): BookingRecord {
  const booking: BookingRecord = {
    id: BOOKING_ID,
    date: '2026-03-03',
    time: '10:00',
    start: '2026-03-03T08:00:00.000Z',
    end: '2026-03-03T08:30:00.000Z',
    duration: 30,
    status: 'confirmed',
    createdAt: '2026-03-02T06:00:00.000Z',
    ...ADA,
    guests: ['grace@example.com'],
    customerTimezone: 'Europe/London',
    businessTimezone: 'Africa/Cairo',
    theme: 'light',
    ...overrides,
  };
  world.bookings.set(booking.id, booking);
  return booking;
}

describe('notifyBookingCreated', () => {
  it('announces the booking without personal data, makes its meeting link and e-mails customer, guest and staff once each', async () => {
    const world = new NotificationWorld({ staffEmail: 'team@northstar.agency' });
    bookingIn(world);
    await notifyBookingCreated(world.deps, BOOKING_ID);

    expect(world.broadcasts).toEqual([{ type: 'booking.created', date: '2026-03-03', time: '10:00' }]);
    expect(world.meetingsCreated).toEqual([
      expect.objectContaining({ bookingId: BOOKING_ID, start: '2026-03-03T08:00:00.000Z', attendees: [{ email: 'ada@example.com', displayName: 'Ada Lovelace' }, { email: 'grace@example.com' }] }),
    ]);
    expect(world.bookings.get(BOOKING_ID)).toMatchObject({ meetLink: `https://meet.example/${BOOKING_ID}`, meetLinkStatus: 'created' });
    expect(world.sent.map((email) => email.to).sort()).toEqual(['ada@example.com', 'grace@example.com', 'team@northstar.agency']);
    for (const email of world.sent) {
      expect(email.from).toBe('Northstar Digital <hello@northstar.agency>');
      const { text, calendar } = await readEmail(email);
      expect(text).toContain(`Meeting link: https://meet.example/${BOOKING_ID}`);
      expect(calendar).toContain('METHOD:REQUEST');
    }
    // The staff copy answers to the customer.
    expect(world.sentTo('team@northstar.agency')[0].message).toMatch(/^Reply-To: .*ada@example\.com/m);
    expect(world.errors).toEqual([]);
  });

  it('does nothing more when the stream delivers the record again', async () => {
    const world = new NotificationWorld();
    bookingIn(world);
    await notifyBookingCreated(world.deps, BOOKING_ID);
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.broadcasts).toHaveLength(1);
    expect(world.meetingsCreated).toHaveLength(1);
    expect(world.sent).toHaveLength(2);
  });

  it('sends nothing for a booking no longer confirmed or pending', async () => {
    const world = new NotificationWorld();
    bookingIn(world, { status: 'cancelled' });
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect([world.broadcasts, world.sent, world.meetingsCreated]).toEqual([[], [], []]);
  });

  it('fails loudly for a booking id without its BOOKING item, so the record is retried', async () => {
    const world = new NotificationWorld();
    await expect(notifyBookingCreated(world.deps, BOOKING_ID)).rejects.toThrow(/has no BOOKING item/);
  });

  it('records meet_link_failed when Google fails, and sends every e-mail without a link, staff asked to send one', async () => {
    const world = Object.assign(new NotificationWorld({ staffEmail: 'staff@northstar.agency' }), { meetLinkFailure: Object.assign(new Error('calendar quota'), { name: 'QuotaExceeded' }) });
    bookingIn(world, { meetingProvider: 'google' });
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.bookings.get(BOOKING_ID)).toMatchObject({ meetLinkStatus: 'missing', meetLinkMissing: 'google-failed' });
    expect(world.bookings.get(BOOKING_ID)?.meetLink).toBeUndefined();
    expect(world.errors).toEqual([
      expect.objectContaining({ booking_id: BOOKING_ID, recipient_email: 'ada@example.com', recipient_type: 'customer', error_type: 'meet_link_failed', error_details: { provider: 'fake-calendar', name: 'QuotaExceeded' } }),
    ]);
    // The booking stands and every e-mail still goes out, none with a link that is not the meeting's.
    expect(world.sent).toHaveLength(3);
    for (const email of world.sent) {
      const { text, calendar } = await readEmail(email);
      expect(text).not.toMatch(/https:\/\/meet\./);
      expect(calendar).not.toMatch(/^LOCATION/m);
    }
    expect((await readEmail(world.sentTo('staff@northstar.agency')[0])).text).toContain('Please send the customer and every guest a meeting link before the call.');
  });

  it.each([
    ['none', 'provider', 'none-chosen'],
    ['google', 'none', 'google-not-configured'],
  ] as const)('with the provider %s and Google %s, records no error: a configuration, not a failure of the booking', async (meetingProvider, meetLinks, reason) => {
    const world = new NotificationWorld({ meetLinks, staffEmail: 'staff@northstar.agency' });
    bookingIn(world, { meetingProvider });
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.meetingsCreated).toEqual([]);
    expect(world.errors).toEqual([]);
    expect(world.bookings.get(BOOKING_ID)).toMatchObject({ meetLinkStatus: 'missing', meetLinkMissing: reason });
    expect((await readEmail(world.sentTo('ada@example.com')[0])).text).toContain('Meeting link: We will e-mail it to you before the call.');
    expect((await readEmail(world.sentTo('staff@northstar.agency')[0])).text).toContain('No meeting link was made');
  });

  it('sends the Jitsi room made with the booking, asking no provider', async () => {
    const world = new NotificationWorld();
    bookingIn(world, { meetingProvider: 'jitsi', meetLink: 'https://meet.jit.si/NorthstarConsultation-abc', meetLinkStatus: 'created' });
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.meetingsCreated).toEqual([]);
    for (const email of world.sent) {
      const { text, calendar } = await readEmail(email);
      expect(text).toContain('Meeting link: https://meet.jit.si/NorthstarConsultation-abc');
      expect(calendar).toMatch(/^LOCATION:https:\/\/meet\.jit\.si\/NorthstarConsultation-abc/m);
    }
  });

  it('keeps the link a booking already has', async () => {
    const world = new NotificationWorld();
    bookingIn(world, { meetLink: 'https://meet.example/kept', meetLinkStatus: 'created' });
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.meetingsCreated).toEqual([]);
    expect(world.sent).toHaveLength(2);
    for (const email of world.sent) expect((await readEmail(email)).text).toContain('Meeting link: https://meet.example/kept');
  });

  it('sends the others when one e-mail fails, records email_failed, and on the retry sends only the missing one', async () => {
    const world = new NotificationWorld();
    bookingIn(world);
    world.failingRecipients.add('grace@example.com');

    const error = await notifyBookingCreated(world.deps, BOOKING_ID).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DeliveriesPending);
    expect((error as DeliveriesPending).pending).toEqual(['grace@example.com']);
    expect(world.sent.map((email) => email.to)).toEqual(['ada@example.com']);
    expect(world.errors).toEqual([
      expect.objectContaining({ recipient_email: 'grace@example.com', recipient_type: 'guest', error_type: 'email_failed', error_message: 'Message rejected for grace@example.com', error_details: { name: 'MessageRejected' } }),
    ]);

    world.failingRecipients.clear();
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.sent.map((email) => email.to)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(world.broadcasts).toHaveLength(1);
  });

  it('leaves an e-mail another worker is sending to it, and takes it over once that worker’s lease has run out', async () => {
    const world = new NotificationWorld();
    bookingIn(world, { guests: [] });
    const deliveryId = `${BOOKING_ID}#email#ada@example.com`;
    world.deliveries.set(deliveryId, { state: 'sending', leaseUntil: world.now + DELIVERY_LEASE_MS, attempts: 1 });

    await expect(notifyBookingCreated(world.deps, BOOKING_ID)).rejects.toBeInstanceOf(DeliveriesPending);
    expect(world.sent).toEqual([]);

    world.now += DELIVERY_LEASE_MS + 1;
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.sentTo('ada@example.com')).toHaveLength(1);
    expect(world.deliveries.get(deliveryId)).toMatchObject({ state: 'sent', attempts: 2, messageId: 'ses-1' });
  });

  it('logs a failed realtime broadcast and carries on: realtime is a hint, and it is not sent twice', async () => {
    const world = new NotificationWorld();
    bookingIn(world);
    world.broadcastFailure = new Error('gateway gone');
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.sent).toHaveLength(2);
    world.broadcastFailure = undefined;
    await notifyBookingCreated(world.deps, BOOKING_ID);
    expect(world.broadcasts).toEqual([]);
  });
});

describe('addressOf', () => {
  it('reads the address of a named sender, or takes a bare one as it is', () => {
    expect(addressOf('Northstar Digital <hello@northstar.agency>')).toBe('hello@northstar.agency');
    expect(addressOf(' hello@northstar.agency ')).toBe('hello@northstar.agency');
  });
});
