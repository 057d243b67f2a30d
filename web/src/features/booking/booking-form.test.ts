import { describe, expect, it } from 'vitest';
import { addGuest, digitsOnly, emptyBookingForm, validateBooking } from './booking-form';

const slot = { date: '2026-12-01', time: '09:00' };
const filled = {
  ...emptyBookingForm('America/New_York'),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '5550100',
  company: 'Analytical Engines',
  role: 'CTO',
  subject: 'A new engine',
};

describe('the booking form', () => {
  it('starts the calling code on the country of the visitor’s zone, else on +1', () => {
    expect(emptyBookingForm('Asia/Riyadh')).toMatchObject({ phoneCountryCode: '+966', phoneCountryIso: 'SA' });
    expect(emptyBookingForm('Europe/London')).toMatchObject({ phoneCountryCode: '+44', phoneCountryIso: 'GB' });
    expect(emptyBookingForm('Etc/UTC')).toMatchObject({ phoneCountryCode: '+1', phoneCountryIso: 'US' });
    expect(emptyBookingForm(undefined)).toMatchObject({ phoneCountryCode: '+1', phoneCountryIso: 'US' });
  });

  it('sends the country of the calling code picked, which the visitor does not type again', () => {
    const saudi = validateBooking({ ...filled, phoneCountryCode: '+966', phoneCountryIso: 'SA' }, [], slot, 'Asia/Riyadh', 'light');
    expect(saudi).toMatchObject({ ok: true, request: { phoneCountryCode: '+966', country: 'Saudi Arabia' } });
    // Canada shares +1 with the United States: the entry picked decides.
    const canada = validateBooking({ ...filled, phoneCountryCode: '+1', phoneCountryIso: 'CA' }, [], slot, 'America/Toronto', 'light');
    expect(canada).toMatchObject({ ok: true, request: { phoneCountryCode: '+1', country: 'Canada' } });
  });

  it('keeps digits only in the phone', () => {
    expect(digitsOnly('+1 (555) 010-0a')).toBe('15550100');
  });

  it('adds guests trimmed, without empties or duplicates', () => {
    let guests = addGuest([], '  guest@example.com ');
    guests = addGuest(guests, 'guest@example.com');
    guests = addGuest(guests, '   ');
    guests = addGuest(guests, 'other@example.com');
    expect(guests).toEqual(['guest@example.com', 'other@example.com']);
  });

  it('reports every missing required field by name', () => {
    const result = validateBooking(emptyBookingForm('Asia/Tokyo'), [], slot, 'Asia/Tokyo', 'light');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['company', 'email', 'name', 'phone', 'role', 'subject']);
    expect(result.errors.name).toBe('Name is required.');
  });

  it('builds the API request with the slot, the guests, the visitor zone and theme', () => {
    const result = validateBooking(filled, ['guest@example.com'], slot, 'Asia/Tokyo', 'dark');
    expect(result).toMatchObject({
      ok: true,
      request: { date: '2026-12-01', time: '09:00', phoneCountryCode: '+1', country: 'United States', guests: ['guest@example.com'], timezone: 'Asia/Tokyo', theme: 'dark', name: 'Ada Lovelace' },
    });
  });

  it('flags an invalid guest address', () => {
    const result = validateBooking(filled, ['not-an-address'], slot, 'Asia/Tokyo', 'light');
    expect(result.ok ? undefined : result.errors.guests).toBe('Each guest must be a valid e-mail address.');
  });
});
