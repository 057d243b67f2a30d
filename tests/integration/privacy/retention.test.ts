import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RETENTION_MONTHS, addMonths } from '../../../shared/privacy/rules';
import type { BookingRecord } from '../../../lambdas/bookings/booking-store';
import { addressHash } from '../../../lambdas/privacy/address-hash';
import { bookingStore, putBookingItem, uniqueEmail } from '../booking/helpers';
import { eventually, getItem, putItem } from './helpers';

/** A BOOKING item of a meeting that ended `monthsAgo` months ago (no DAY item: no notification follows). */
function pastBooking(monthsAgo: number, email: string): BookingRecord {
  const end = addMonths(new Date().toISOString(), -monthsAgo);
  const start = new Date(end.getTime() - 30 * 60 * 1000);
  return {
    id: `b-retention-${randomUUID()}`,
    date: start.toISOString().slice(0, 10),
    time: start.toISOString().slice(11, 16),
    start: start.toISOString(),
    end: end.toISOString(),
    duration: 30,
    status: 'confirmed',
    createdAt: start.toISOString(),
    name: 'Old Visitor',
    email,
    phone: '100 123 4567',
    phoneCountryCode: '+20',
    country: 'Egypt',
    company: 'Old Co',
    role: 'CEO',
    subject: 'An old project',
    guests: [uniqueEmail('old-guest')],
    customerTimezone: 'Africa/Cairo',
    businessTimezone: 'Africa/Cairo',
    theme: 'light',
  };
}

describe('retention (DynamoDB TTL and the retention consumer)', () => {
  it('anonymises a booking whose meeting ended longer ago than the retention period, keeping its time and status', async () => {
    const record = pastBooking(DEFAULT_BOOKING_RETENTION_MONTHS + 1, uniqueEmail('retention-old'));
    await putBookingItem(record);
    const anonymised = await eventually(async () => {
      const stored = await bookingStore().getBooking(record.id);
      return stored?.anonymisedAt ? stored : undefined;
    });
    expect(anonymised).toMatchObject({ id: record.id, start: record.start, status: 'confirmed', name: '', email: '', phone: '', company: '', subject: '', guests: [] });
    expect(anonymised.expiresAt).toBeUndefined();
  }, 120_000);

  it('gives a recent booking its anonymisation date, the retention period after its meeting', async () => {
    const record = pastBooking(1, uniqueEmail('retention-recent'));
    await putBookingItem(record);
    const scheduled = await eventually(async () => (await bookingStore().getBooking(record.id))?.expiresAt);
    expect(scheduled).toBe(Math.floor(addMonths(record.end, DEFAULT_BOOKING_RETENTION_MONTHS).getTime() / 1000));
    expect((await bookingStore().getBooking(record.id))?.email).toBe(record.email);
  }, 120_000);

  it('deletes an unsubscribed newsletter row once it expires and keeps only its hash', async () => {
    const email = uniqueEmail('retention-newsletter');
    await putItem('newsletter_subscribers', { email, status: 'unsubscribed', unsubscribed_at: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) - 60 });
    await eventually(async () => (await getItem('newsletter_subscribers', { email })) === undefined);
    const suppressed = await eventually(() => getItem('suppressed_hashes', { hash: addressHash(email) }));
    expect(suppressed).toMatchObject({ reason: 'newsletter_unsubscribed' });
    expect(JSON.stringify(suppressed)).not.toContain(email);
  }, 120_000);
});
