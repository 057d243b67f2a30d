import { describe, expect, it } from 'vitest';
import {
  PRIVACY_RESPONSE_DAYS,
  addMonths,
  anonymisedRecord,
  bookingAnonymiseAt,
  contactExpiresAt,
  notificationErrorExpiresAt,
  kindOfLinkToken,
  linkToken,
  requestStatus,
  responseDeadline,
  sameAddress,
  unsubscribedExpiresAt,
  withoutAddress,
} from './rules';

describe('personal data rules', () => {
  it('match addresses as the booking limit does: ignoring case and a +tag', () => {
    expect(sameAddress('Ada+News@Example.com', 'ada@example.com')).toBe(true);
    expect(sameAddress('ada@example.com', 'ada@example.org')).toBe(false);
    expect(withoutAddress(['ADA+x@example.com', 'bob@example.com'], 'ada@example.com')).toEqual(['bob@example.com']);
  });

  it('add calendar months, keeping the time and clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31T10:15:00.000Z', 1).toISOString()).toBe('2026-02-28T10:15:00.000Z');
    expect(addMonths('2028-01-31T10:15:00.000Z', 1).toISOString()).toBe('2028-02-29T10:15:00.000Z');
    expect(addMonths('2026-12-01T09:30:00.000Z', 24).toISOString()).toBe('2028-12-01T09:30:00.000Z');
    expect(addMonths('2026-03-31T00:00:00.000Z', -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('anonymise a booking the retention months after its meeting ended, and delete contact messages after 24 months', () => {
    expect(bookingAnonymiseAt('2026-12-01T10:00:00.000Z', 24)).toBe(Date.parse('2028-12-01T10:00:00.000Z') / 1000);
    expect(bookingAnonymiseAt('2026-12-01T10:00:00.000Z', 6)).toBe(Date.parse('2027-06-01T10:00:00.000Z') / 1000);
    expect(contactExpiresAt('2026-05-10T08:00:00.000Z')).toBe(Date.parse('2028-05-10T08:00:00.000Z') / 1000);
    expect(notificationErrorExpiresAt('2026-05-10T08:00:00.000Z')).toBe(Date.parse('2026-08-08T08:00:00.000Z') / 1000);
  });

  it('delete an unsubscribed newsletter row 30 days after it left', () => {
    expect(unsubscribedExpiresAt('2026-05-01T00:00:00.000Z')).toBe(Date.parse('2026-05-31T00:00:00.000Z') / 1000);
  });

  it('give a request 30 days for its answer', () => {
    const deadline = responseDeadline('2026-11-27T02:10:00.000Z');
    expect(deadline).toBe('2026-12-27T02:10:00.000Z');
    expect(Date.parse(deadline) - Date.parse('2026-11-27T02:10:00.000Z')).toBe(PRIVACY_RESPONSE_DAYS * 86_400_000);
  });

  it('name the kind of a link in its token, and know no other kind', () => {
    expect(kindOfLinkToken(linkToken('erase', 'abc_DEF-123'))).toBe('erase');
    expect(kindOfLinkToken(linkToken('export', 'abc'))).toBe('export');
    expect(kindOfLinkToken('delete.abc')).toBeUndefined();
    expect(kindOfLinkToken('')).toBeUndefined();
  });

  it('tell staff where a request stands', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(requestStatus({ linkExpiresAt: '2026-11-28T00:00:00.000Z' }, now)).toBe('awaiting_confirmation');
    expect(requestStatus({ linkExpiresAt: '2026-11-27T11:00:00.000Z' }, now)).toBe('link_expired');
    expect(requestStatus({ linkExpiresAt: '2026-11-27T11:00:00.000Z', completedAt: '2026-11-27T10:00:00.000Z' }, now)).toBe('completed');
  });

  it('keep only the times and status of an anonymised booking', () => {
    const record = {
      id: 'b-1',
      start: '2026-12-01T07:00:00.000Z',
      status: 'cancelled',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '1',
      phoneCountryCode: '+20',
      country: 'Egypt',
      company: 'AE',
      role: 'CTO',
      subject: 'Engines',
      guests: ['bob@example.com'],
      cancelReason: 'Moving abroad, call me on 555',
      erasePending: true,
      expiresAt: 123,
    };
    const anonymised = anonymisedRecord(record, '2026-12-02T00:00:00.000Z');
    expect(anonymised).toEqual({
      id: 'b-1',
      start: '2026-12-01T07:00:00.000Z',
      status: 'cancelled',
      name: '',
      email: '',
      phone: '',
      phoneCountryCode: '',
      country: '',
      company: '',
      role: '',
      subject: '',
      guests: [],
      anonymisedAt: '2026-12-02T00:00:00.000Z',
    });
  });
});
