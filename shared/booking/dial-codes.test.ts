import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import { countryOfTimeZone, dialEntryForTimeZone } from './dial-codes';

describe('dial codes from the time zone', () => {
  it.each([
    ['Asia/Riyadh', 'SA', '+966'],
    ['Asia/Dubai', 'AE', '+971'],
    ['Africa/Cairo', 'EG', '+20'],
    ['Europe/London', 'GB', '+44'],
    ['America/New_York', 'US', '+1'],
    ['Asia/Kolkata', 'IN', '+91'],
  ])('%s dials %s (%s)', (zone, iso, code) => {
    expect(countryOfTimeZone(zone)).toBe(iso);
    expect(dialEntryForTimeZone(countries, zone, 'US')).toMatchObject({ iso, code });
  });

  it.each([['Etc/UTC'], ['Not/AZone'], [undefined]])('falls back to the form default for %s', (zone) => {
    expect(dialEntryForTimeZone(countries, zone, 'US')).toMatchObject({ iso: 'US', code: '+1' });
    expect(dialEntryForTimeZone(countries, zone, 'AE')).toMatchObject({ iso: 'AE', code: '+971' });
  });

  it('falls back when the zone belongs to a country the list lacks', () => {
    expect(dialEntryForTimeZone([{ iso: 'AE' }, { iso: 'US' }], 'Asia/Riyadh', 'AE')).toEqual({ iso: 'AE' });
  });
});
