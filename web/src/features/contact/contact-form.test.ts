import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { checkContact, contactFailureCode, digitsOnly, emptyContact, toRequest, type ContactValues } from './contact-form';
import { dialCodes } from './dial-codes';

const valid: ContactValues = {
  ...emptyContact,
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '501234567',
  company: 'Acme',
  role: 'CMO',
  industry: 'Retail',
  website: 'acme.com',
  subject: 'New store',
  message: 'Hello',
  privacyAccepted: true,
};

describe('contact form rules', () => {
  it('offers about 230 dial codes with +971 by default, without separators', () => {
    expect(dialCodes.length).toBeGreaterThanOrEqual(225);
    expect(new Set(dialCodes.map((entry) => entry.iso)).size).toBe(dialCodes.length);
    expect(dialCodes.every((entry) => /^\+\d{1,4}$/.test(entry.code))).toBe(true);
    expect(toRequest(valid).countryCode).toBe('+971');
    expect(toRequest({ ...valid, dialIso: 'AG' }).countryCode).toBe('+1268');
  });

  it('keeps only digits in the phone', () => {
    expect(digitsOnly('+971 (50) 123-45a')).toBe('9715012345');
  });

  it('requires every field', async () => {
    const { fields } = await checkContact({ ...emptyContact, privacyAccepted: true, website: 'x.com' });
    expect(Object.keys(fields).sort()).toEqual(['company', 'email', 'industry', 'message', 'name', 'phone', 'role', 'subject'].sort());
    expect(await checkContact(valid)).toEqual({ fields: {}, violations: [] });
    expect(await checkContact({ ...valid, website: 'northstar.agency' })).toEqual({ fields: {}, violations: [] });
  });

  it('shows every error at once: missing fields, the privacy policy and the website, with the catalogue texts', async () => {
    const { fields, violations } = await checkContact({ ...valid, name: ' ', privacyAccepted: false, website: 'acme.notatld' });
    expect(Object.keys(fields).sort()).toEqual(['name', 'privacyAccepted', 'website']);
    expect(fields.privacyAccepted).toBe('Please accept the Privacy Policy to continue.');
    expect(fields.website).toBe('Please enter a valid web address with a real domain ending (e.g., acme.com)');
    expect(violations.map((violation) => violation.title)).toEqual(['Privacy Policy', 'Invalid Website']);
  });

  it('keeps the required-field message for an empty website rather than the website rule', async () => {
    const { fields, violations } = await checkContact({ ...valid, website: '' });
    expect(fields.website).not.toContain('web address');
    expect(violations).toEqual([]);
  });

  it("shows the API's error code on a failed send, else CONTACT_FORM_ERROR", () => {
    expect(contactFailureCode(new ApiError(429, 'RATE_LIMITED', 'Too many', 'Slow down'))).toBe('RATE_LIMITED');
    expect(contactFailureCode(new ApiError(400, 'VALIDATION_ERROR', 'Invalid', 'Check the fields'))).toBe('VALIDATION_ERROR');
    // No answer, an answer without the contract's error body, or not an API error at all: the form's own code.
    expect(contactFailureCode(new ApiError(0, 'NETWORK_ERROR', 'Network Error', 'The server could not be reached.'))).toBe('CONTACT_FORM_ERROR');
    expect(contactFailureCode(new ApiError(502, 'HTTP_502', 'Request Failed', 'Bad Gateway'))).toBe('CONTACT_FORM_ERROR');
    expect(contactFailureCode(new TypeError('Failed to fetch'))).toBe('CONTACT_FORM_ERROR');
  });
});
