/** The six digits an authenticator app shows, as typed or pasted ("123 456" and "123-456" too); undefined otherwise. */
export function authenticatorCode(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

export const CODE_FORMAT_MESSAGE = 'Enter the 6 digits your authenticator app shows.';

/**
 * The words for a refused code. Cognito answers a wrong sign-in code with CodeMismatchException, a wrong set-up code
 * with EnableSoftwareTokenMFAException, and a sign-in step left open too long (three minutes) with
 * NotAuthorizedException about the session.
 */
export function codeRefusal(error: unknown, step: 'sign-in' | 'set-up'): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
    return step === 'sign-in'
      ? 'That code is not right. Enter the code your authenticator app shows now (it changes every 30 seconds).'
      : 'That code does not match this set-up. Check the app added this account, then enter the code it shows now.';
  }
  if (name === 'NotAuthorizedException' && /session/i.test(message ?? '')) return 'The sign-in took too long. Enter your password again to get a new chance.';
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return 'Too many attempts. Wait a few minutes, then try again.';
  return step === 'sign-in' ? 'Sign-in is unavailable right now. Please try again in a moment.' : 'Two-factor set-up is unavailable right now. Please try again in a moment.';
}
