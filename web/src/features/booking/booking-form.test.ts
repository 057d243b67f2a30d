import { describe, expect, it } from 'vitest';
import { addGuest, digitsOnly, emptyBookingForm, validateBooking } from './booking-form';

const slot = { date: '2026-12-01', time: '09:00' };
const filled = {
  ...emptyBookingForm,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '5550100',
  country: 'United Kingdom',
  company: 'Analytical Engines',
  role: 'CTO',
  subject: 'A new engine',
};

describe('the booking form', () => {
  it('defaults the calling code to +1', () => {
    expect(emptyBookingForm.phoneCountryCode).toBe('+1');
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
    const result = validateBooking(emptyBookingForm, [], slot, 'Asia/Tokyo', 'light');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['company', 'country', 'email', 'name', 'phone', 'role', 'subject']);
    expect(result.errors.name).toBe('Name is required.');
  });

  it('builds the API request with the slot, the guests, the visitor zone and theme', () => {
    const result = validateBooking(filled, ['guest@example.com'], slot, 'Asia/Tokyo', 'dark');
    expect(result).toMatchObject({
      ok: true,
      request: { date: '2026-12-01', time: '09:00', phoneCountryCode: '+1', guests: ['guest@example.com'], timezone: 'Asia/Tokyo', theme: 'dark', name: 'Ada Lovelace' },
    });
  });

  it('flags an invalid guest address', () => {
    const result = validateBooking(filled, ['not-an-address'], slot, 'Asia/Tokyo', 'light');
    expect(result.ok ? undefined : result.errors.guests).toBe('Each guest must be a valid e-mail address.');
  });
});
