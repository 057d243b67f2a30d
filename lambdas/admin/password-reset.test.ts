import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { AuditStore } from '../audit/audit-store';
import { resetPassword, type StaffDeps } from './staff-service';
import type { StaffToken, StaffTokenStore } from './staff-token-store';

const LINK = 'link-token-of-the-e-mail';
const EMAIL = 'reset-unit@example.com';

/** A Cognito error as the SDK throws it: its exception's name and Cognito's message. */
function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });
}

/** A reset link that is valid until used; a released link can be used again. The Cognito calls are recorded. */
function resetDeps(refuse?: (command: string) => Error | undefined) {
  let used = false;
  const calls: string[] = [];
  const tokens = {
    consume: async (value: string): Promise<StaffToken | undefined> => {
      if (value !== LINK || used) return undefined;
      used = true;
      return { kind: 'reset', userId: 'user-1', email: EMAIL };
    },
    release: async (value: string) => {
      if (value === LINK) used = false;
    },
  } as unknown as StaffTokenStore;
  const cognito = {
    send: async (command: { constructor: { name: string } }) => {
      const name = command.constructor.name.replace(/Command$/, '');
      calls.push(name);
      const error = refuse?.(name);
      if (error) throw error;
      return {};
    },
  } as unknown as CognitoIdentityProviderClient;
  const audit = { record: async () => undefined } as unknown as AuditStore;
  const deps = { cognito, userPoolId: 'pool', tokens, audit } as unknown as StaffDeps;
  return { deps, calls, linkUsable: () => !used };
}

async function refusal(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a password reset Cognito refuses', () => {
  const cases: { exception: string; message: string; status: number; code: string; shown: RegExp }[] = [
    {
      exception: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have symbol characters',
      status: 400,
      code: 'VALIDATION_ERROR',
      shown: /^Password must have symbol characters\. Choose a stronger password\.$/,
    },
    {
      exception: 'PasswordHistoryPolicyViolationException',
      message: 'The password history policy was violated.',
      status: 400,
      code: 'VALIDATION_ERROR',
      shown: /used this password recently/,
    },
    { exception: 'InvalidParameterException', message: "1 validation error detected: Value at 'password' failed", status: 400, code: 'VALIDATION_ERROR', shown: /cannot be used/ },
    { exception: 'TooManyRequestsException', message: 'Too many requests', status: 429, code: 'RATE_LIMITED', shown: /Wait a few minutes, then use the same link again/ },
    { exception: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.', status: 429, code: 'RATE_LIMITED', shown: /Wait a few minutes, then use the same link again/ },
  ];

  for (const { exception, message, status, code, shown } of cases) {
    it(`answers ${status} ${code} for ${exception}, in words, and keeps the link usable`, async () => {
      const { deps, linkUsable } = resetDeps((command) => (command === 'AdminSetUserPassword' ? cognitoError(exception, message) : undefined));
      const error = await refusal(resetPassword(deps, { token: LINK, password: 'Refused-Pass-2026!' }));
      expect(error.status).toBe(status);
      expect(error.code).toBe(code);
      const body = error.toBody() as { error: { message: string; fields?: Record<string, string> } };
      expect(body.error.fields?.password ?? body.error.message).toMatch(shown);
      expect(linkUsable()).toBe(true);
    });
  }

  it('keeps the link usable when Cognito fails for a reason of its own, which stays a server error', async () => {
    const { deps, linkUsable } = resetDeps((command) => (command === 'AdminSetUserPassword' ? cognitoError('InternalErrorException', 'boom') : undefined));
    const error = await resetPassword(deps, { token: LINK, password: 'Fine-Pass-2026!' }).then(() => undefined, (thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(AppError);
    expect(linkUsable()).toBe(true);
  });

  it('lets the user try again with the same link after a refused password, and the link is used up once it works', async () => {
    let attempts = 0;
    const { deps, linkUsable } = resetDeps((command) =>
      command === 'AdminSetUserPassword' && attempts++ === 0 ? cognitoError('PasswordHistoryPolicyViolationException', 'history') : undefined,
    );
    await refusal(resetPassword(deps, { token: LINK, password: 'Old-Pass-2026!' }));
    await expect(resetPassword(deps, { token: LINK, password: 'Brand-New-Pass-2026!' })).resolves.toEqual({ email: EMAIL });
    expect(linkUsable()).toBe(false);
  });
});

describe('a completed password reset', () => {
  it('signs the user out everywhere before setting the new password', async () => {
    const { deps, calls } = resetDeps();
    await expect(resetPassword(deps, { token: LINK, password: 'Brand-New-Pass-2026!' })).resolves.toEqual({ email: EMAIL });
    expect(calls).toEqual(['AdminUserGlobalSignOut', 'AdminSetUserPassword']);
  });

  it('keeps the link usable when the sign-out fails, and sets no password', async () => {
    const { deps, calls, linkUsable } = resetDeps((command) => (command === 'AdminUserGlobalSignOut' ? cognitoError('TooManyRequestsException', 'slow down') : undefined));
    expect((await refusal(resetPassword(deps, { token: LINK, password: 'Brand-New-Pass-2026!' }))).status).toBe(429);
    expect(calls).toEqual(['AdminUserGlobalSignOut']);
    expect(linkUsable()).toBe(true);
  });
});
