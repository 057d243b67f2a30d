import { describe, expect, it } from 'vitest';
import { authenticatorCode, codeRefusal } from './two-factor';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('authenticator codes', () => {
  it('take six digits as typed or pasted, and nothing else', () => {
    expect(authenticatorCode('123456')).toBe('123456');
    expect(authenticatorCode(' 123 456 ')).toBe('123456');
    expect(authenticatorCode('123-456')).toBe('123456');
    for (const typed of ['', '12345', '1234567', '12345a', '１２３４５６']) expect(authenticatorCode(typed)).toBeUndefined();
  });

  it("put Cognito's refusals in words, for signing in and for setting up", () => {
    expect(codeRefusal(named('CodeMismatchException'), 'sign-in')).toMatch(/^That code is not right/);
    expect(codeRefusal(named('EnableSoftwareTokenMFAException'), 'set-up')).toMatch(/^That code does not match this set-up/);
    expect(codeRefusal(named('NotAuthorizedException', 'Invalid session for the user, session is expired.'), 'sign-in')).toBe(
      'The sign-in took too long. Enter your password again to get a new chance.',
    );
    expect(codeRefusal(named('LimitExceededException'), 'sign-in')).toBe('Too many attempts. Wait a few minutes, then try again.');
    expect(codeRefusal(new TypeError('Failed to fetch'), 'set-up')).toBe('Two-factor set-up is unavailable right now. Please try again in a moment.');
  });
});
