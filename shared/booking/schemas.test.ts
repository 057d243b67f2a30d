import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, bookingRequestSchema, calendarSettingsSchema, dateOverrideSchema, isMissingDateTime } from './schemas';
import { seedCalendarSettings } from './seed';
import { isValidTimeZone } from './time';

const valid = {
  date: '2026-12-01',
  time: '09:00',
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  phone: '+1 (555) 010-9999',
  phoneCountryCode: '+1',
  country: 'Egypt',
  company: 'Analytical Engines',
  role: 'CTO',
  subject: 'A new website',
  guests: [],
  timezone: 'Asia/Kolkata',
};

describe('bookingRequestSchema', () => {
  it('trims text and keeps only the digits of the phone', () => {
    const parsed = bookingRequestSchema.parse(valid);
    expect(parsed.name).toBe('Ada Lovelace');
    expect(parsed.phone).toBe('15550109999');
    expect(parsed.theme).toBe('light');
  });

  it('requires name, email, phone, country, company, role and subject', () => {
    for (const field of ['name', 'email', 'phone', 'country', 'company', 'role', 'subject'] as const) {
      const missing = bookingRequestSchema.safeParse({ ...valid, [field]: undefined });
      expect(missing.success, field).toBe(false);
      expect(missing.error?.issues[0].path).toEqual([field]);
      const blank = bookingRequestSchema.safeParse({ ...valid, [field]: '   ' });
      expect(blank.success, field).toBe(false);
    }
    expect(bookingRequestSchema.safeParse({ ...valid, phone: 'call me' }).success).toBe(false);
  });

  it('trims, de-duplicates and validates guests, at most 10', () => {
    const parsed = bookingRequestSchema.parse({
      ...valid,
      guests: [' bob@example.com ', 'BOB@example.com', '', '  ', 'carol@example.com', 'ADA@example.com'],
    });
    expect(parsed.guests).toEqual(['bob@example.com', 'carol@example.com']);
    expect(bookingRequestSchema.safeParse({ ...valid, guests: ['not-an-address'] }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `g${i}@example.com`);
    expect(bookingRequestSchema.safeParse({ ...valid, guests: eleven }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...valid, guests: [...eleven.slice(0, 10), 'G0@example.com'] }).success).toBe(true);
  });

  it('rejects unknown time zones and accepts IANA names and aliases', () => {
    expect(bookingRequestSchema.safeParse({ ...valid, timezone: 'Mars/Olympus' }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...valid, timezone: '+05:30' }).success).toBe(false);
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT-14', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires']) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it('rejects impossible dates and times', () => {
    expect(bookingRequestSchema.safeParse({ ...valid, date: '2026-02-30' }).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...valid, time: '24:00' }).success).toBe(false);
    expect(bookingRequestSchema.parse({ ...valid, time: '09:30:00' }).time).toBe('09:30');
  });

  it('tells a missing date or time apart', () => {
    expect(isMissingDateTime({ ...valid, date: '' })).toBe(true);
    expect(isMissingDateTime({ ...valid, time: null })).toBe(true);
    expect(isMissingDateTime({ name: 'x' })).toBe(true);
    expect(isMissingDateTime(valid)).toBe(false);
    expect(isMissingDateTime([])).toBe(false);
  });
});

describe('availabilityQuerySchema', () => {
  it('accepts up to 62 days and refuses longer, reversed or malformed ranges', () => {
    expect(availabilityQuerySchema.safeParse({ from: '2026-12-01', to: '2027-01-31' }).success).toBe(true);
    expect(availabilityQuerySchema.safeParse({ from: '2026-12-01', to: '2027-02-01' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ from: '2026-12-1', to: '2026-12-01' }).success).toBe(false);
    expect(availabilityQuerySchema.safeParse({ from: '2026-12-01' }).success).toBe(false);
  });
});

describe('calendarSettingsSchema', () => {
  it('accepts the seed, and settings stored with working days and hours read without them (the blocks decide)', () => {
    expect(calendarSettingsSchema.safeParse(seedCalendarSettings).success).toBe(true);
    const stored = calendarSettingsSchema.parse({ ...seedCalendarSettings, workingHoursStart: '09:00', workingHoursEnd: '17:00', workingDays: [1, 2, 3, 4, 5] });
    expect(stored).toEqual(seedCalendarSettings);
  });

  it('refuses a date override that is closed with hours, open without hours, or with an inverted period', () => {
    expect(dateOverrideSchema.safeParse({ closed: true }).success).toBe(true);
    expect(dateOverrideSchema.safeParse({ closed: false, hours: [{ startTime: '10:00', endTime: '12:00' }] }).success).toBe(true);
    expect(dateOverrideSchema.safeParse({ closed: true, hours: [{ startTime: '10:00', endTime: '12:00' }] }).error?.issues[0].message).toBe('A closed date has no hours.');
    expect(dateOverrideSchema.safeParse({ closed: false, hours: [] }).error?.issues[0].message).toBe('Give the date at least one period, or close it.');
    expect(dateOverrideSchema.safeParse({ closed: false, hours: [{ startTime: '12:00', endTime: '10:00' }] }).success).toBe(false);
  });

  it('names what to enter when a number is out of range, in the unit of the field', () => {
    const messages = (change: object) =>
      calendarSettingsSchema.safeParse({ ...seedCalendarSettings, ...change }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ meetingDuration: 2 })).toEqual([['meetingDuration', 'Enter at least 5 minutes.']]);
    expect(messages({ meetingDuration: 30.5 })).toEqual([['meetingDuration', 'Enter a whole number of minutes.']]);
    expect(messages({ maxBookingDays: 400 })).toEqual([['maxBookingDays', 'Enter at most 366 days.']]);
    expect(messages({ bufferAfter: 'ten' })).toEqual([['bufferAfter', 'Enter a number of minutes.']]);
    expect(messages({ minAdvanceHours: 1.5 })).toBeUndefined();
  });
});
