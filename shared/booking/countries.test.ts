import { describe, expect, it } from 'vitest';
import { countries, countryForCode, flagOf } from './countries';

describe('the calling-code list', () => {
  it('has about 200 countries with unique ISO codes, names, codes and flags', () => {
    expect(countries.length).toBeGreaterThanOrEqual(195);
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
    for (const country of countries) expect(country.code).toMatch(/^\+\d{1,4}(?:-\d{1,4})?$/);
    expect(flagOf('EG')).toBe('🇪🇬');
  });

  it('displays +1 as the United States and falls back to +971 for an unknown code', () => {
    expect(countryForCode('+1').name).toBe('United States');
    expect(countryForCode('+20').name).toBe('Egypt');
    expect(countryForCode('+999')).toMatchObject({ code: '+971', name: 'United Arab Emirates' });
  });
});
