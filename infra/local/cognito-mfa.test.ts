import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AssociateSoftwareToken, InitiateAuth, RespondToAuthChallenge, SetUserMFAPreference, VerifySoftwareToken } from './cognito-mfa';
import { totpCode } from './totp';

const require = createRequire(import.meta.url);
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator') as {
  JwtTokenGenerator: new (clock: object, triggers: object, config: object) => object;
};
const { InitiateAuth: emulatedInitiateAuth } = require('cognito-local/lib/targets/initiateAuth') as {
  InitiateAuth: (services: object) => (context: object, request: object) => Promise<Record<string, unknown>>;
};

type User = { Username: string; Password: string; Attributes: { Name: string; Value: string }[]; UserStatus: string; RefreshTokens?: string[]; [key: string]: unknown };

/** The emulator's services around one pool with one user, and a clock the test moves; the tokens are really signed. */
function emulatedCognito() {
  let now = new Date('2026-11-27T09:00:00Z');
  const users = new Map<string, User>([
    ['ada-id', { Username: 'ada-id', Password: 'Ada-Password-1!', Attributes: [{ Name: 'sub', Value: 'ada-id' }, { Name: 'email', Value: 'ada@example.com' }], UserStatus: 'CONFIRMED' }],
  ]);
  const find = (name: string) => [...users.values()].find((user) => user.Username === name || user.Attributes.some((attribute) => attribute.Value === name)) ?? null;
  const pool = {
    options: { Id: 'pool', MfaConfiguration: 'OPTIONAL' },
    getUserByUsername: async (_context: unknown, name: string) => find(name),
    getUserByRefreshToken: async (_context: unknown, token: string) => [...users.values()].find((user) => user.RefreshTokens?.includes(token)) ?? null,
    saveUser: async (_context: unknown, user: User) => void users.set(user.Username, JSON.parse(JSON.stringify(user)) as User),
    storeRefreshToken: async (_context: unknown, token: string, user: User) => void users.set(user.Username, { ...find(user.Username)!, RefreshTokens: [...(find(user.Username)!.RefreshTokens ?? []), token] }),
    listUserGroupMembership: async () => [],
  };
  const clock = { get: () => now };
  const triggers = { enabled: () => false };
  const services = {
    clock,
    triggers,
    cognito: { getUserPoolForClientId: async () => pool, getAppClient: async () => ({ ClientId: 'web', UserPoolId: 'pool' }) },
    tokenGenerator: new JwtTokenGenerator(clock, triggers, { IssuerDomain: 'http://localhost' }),
  };
  const context = { logger: { debug: () => undefined, info: () => undefined, error: () => undefined } };
  const call = (target: (s: never) => (c: unknown, r: never) => Promise<Record<string, unknown>>, request: object) => target(services as never)(context, request as never);
  const attempt = (run: Promise<Record<string, unknown>>) =>
    run.then(
      (answer) => ({ answer }),
      (error: { code?: string; message: string }) => ({ refused: error.code, message: error.message }),
    );
  return {
    users,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
    signIn: () => call(InitiateAuth as never, { ClientId: 'web', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'Ada-Password-1!' } }),
    refresh: (token: string) => attempt(call(emulatedInitiateAuth as never, { ClientId: 'web', AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } })),
    answer: (session: unknown, code: string, username = 'ada-id') =>
      attempt(call(RespondToAuthChallenge as never, { ClientId: 'web', ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code } })),
    associate: (AccessToken: string) => attempt(call(AssociateSoftwareToken as never, { AccessToken })),
    verify: (AccessToken: string, UserCode: string) => attempt(call(VerifySoftwareToken as never, { AccessToken, UserCode })),
    prefer: (AccessToken: string) => attempt(call(SetUserMFAPreference as never, { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })),
  };
}

/** Another code than the one valid now and in the steps either side. */
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function enrolled() {
  const cognito = emulatedCognito();
  const { AuthenticationResult } = (await cognito.signIn()) as { AuthenticationResult: { AccessToken: string } };
  const token = AuthenticationResult.AccessToken;
  const { SecretCode } = (await cognito.associate(token) as { answer: { SecretCode: string } }).answer;
  await cognito.verify(token, totpCode(SecretCode));
  await cognito.prefer(token);
  return { cognito, secret: SecretCode, token };
}

describe("the Cognito emulator's TOTP MFA", () => {
  it('turns TOTP on only with SetUserMFAPreference after a verified code, as Cognito does; a wrong code is EnableSoftwareTokenMFAException', async () => {
    const cognito = emulatedCognito();
    const { AuthenticationResult } = (await cognito.signIn()) as { AuthenticationResult: { AccessToken: string } };
    const token = AuthenticationResult.AccessToken;
    const { SecretCode } = (await cognito.associate(token) as { answer: { SecretCode: string } }).answer;
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(await cognito.verify(token, wrongCode(SecretCode))).toEqual({ refused: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' });
    expect(await cognito.verify(token, totpCode(SecretCode))).toEqual({ answer: { Status: 'SUCCESS', Session: undefined } });
    expect(cognito.users.get('ada-id')!.UserMFASettingList).toBeUndefined();
    expect((await cognito.signIn()).AuthenticationResult).toBeDefined();
    expect(await cognito.prefer(token)).toEqual({ answer: {} });
    expect((await cognito.signIn()).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses the set-up operations a token it did not sign', async () => {
    const cognito = emulatedCognito();
    const forged = ['eyJhbGciOiJub25lIn0', Buffer.from(JSON.stringify({ sub: 'ada-id', client_id: 'web', token_use: 'access' })).toString('base64url'), ''].join('.');
    expect(await cognito.associate(forged)).toEqual({ refused: 'NotAuthorizedException', message: 'User not authorized' });
    expect(await cognito.prefer(forged)).toMatchObject({ refused: 'NotAuthorizedException' });
  });

  it('signs in with the current code on the session the password step handed out, once, with a refresh token that renews', async () => {
    const { cognito, secret } = await enrolled();
    const challenge = await cognito.signIn();
    expect(challenge).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', ChallengeParameters: { USER_ID_FOR_SRP: 'ada-id' } });
    expect(await cognito.answer(challenge.Session, wrongCode(secret))).toEqual({ refused: 'CodeMismatchException', message: 'Invalid code received for user' });
    const signedIn = await cognito.answer(challenge.Session, totpCode(secret));
    const tokens = (signedIn as { answer: { AuthenticationResult: { AccessToken: string; RefreshToken: string } } }).answer.AuthenticationResult;
    expect(tokens.AccessToken).toBeTruthy();
    expect(await cognito.answer(challenge.Session, totpCode(secret))).toMatchObject({ refused: 'NotAuthorizedException' });
    expect(await cognito.refresh(tokens.RefreshToken)).toMatchObject({ answer: { AuthenticationResult: { AccessToken: expect.any(String) } } });
  });

  it('keeps each sign-in its own session: two at once for one user both finish', async () => {
    const { cognito, secret } = await enrolled();
    const first = await cognito.signIn();
    const second = await cognito.signIn();
    expect(second.Session).not.toBe(first.Session);
    expect(await cognito.answer(first.Session, totpCode(secret))).toMatchObject({ answer: { AuthenticationResult: { AccessToken: expect.any(String) } } });
    expect(await cognito.answer(second.Session, totpCode(secret))).toMatchObject({ answer: { AuthenticationResult: { AccessToken: expect.any(String) } } });
  });

  it('refuses a code without the password step: a made-up session, or one older than three minutes', async () => {
    const { cognito, secret } = await enrolled();
    expect(await cognito.answer('a-made-up-session', totpCode(secret))).toEqual({ refused: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
    const challenge = await cognito.signIn();
    cognito.advance(3 * 60_000 + 1);
    expect(await cognito.answer(challenge.Session, totpCode(secret))).toEqual({ refused: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });
});
