/**
 * Software-token (TOTP) MFA in the Cognito emulator as Cognito answers it. cognito-local has the operations but
 * departs from Cognito where it matters to a sign-in:
 * - AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference only decoded the access token, so a forged
 *   one acted on any user: the token's signature is checked here.
 * - VerifySoftwareToken switched MFA on by itself. In Cognito it only confirms the authenticator; the user (or the
 *   app for them) then turns TOTP on with SetUserMFAPreference. A wrong code is EnableSoftwareTokenMFAException.
 * - RespondToAuthChallenge took any session string, so a user name and a code signed in without the password. Here
 *   the SOFTWARE_TOKEN_MFA challenge's session is one InitiateAuth handed out after the password, for that user, for
 *   three minutes, and it is spent once the code is accepted. As in Cognito, each sign-in has its own session: a
 *   user signing in from two browsers at once gets two, and neither ends the other.
 * - The tokens of a sign-in that passed the challenge came without a usable refresh token: it is stored now, as after
 *   a sign-in without MFA, so the session renews.
 * The code itself is checked by cognito-local (RFC 6238: SHA-1, six digits, 30-second steps, one step of drift).
 * `emulator-child.ts` adds every export of this module to cognito-local's targets, under its export name.
 */
import { createRequire } from 'node:module';
import { accessTokenClaims } from './cognito-access-token';

const require = createRequire(import.meta.url);
const { CognitoError, NotAuthorizedError } = require('cognito-local/lib/errors') as {
  CognitoError: new (code: string, message: string) => Error & { code: string };
  NotAuthorizedError: new (message?: string) => Error;
};

type Target<Request> = (services: EmulatorServices) => (context: unknown, request: Request) => Promise<Record<string, unknown>>;
const emulated = <Request>(module: string, name: string) => (require(`cognito-local/lib/targets/${module}`) as Record<string, Target<Request>>)[name];

/** How long the session of an MFA challenge lasts in Cognito. */
const MFA_SESSION_MS = 3 * 60_000;

/**
 * The sessions InitiateAuth handed out with a SOFTWARE_TOKEN_MFA challenge and not yet spent: whose they are and when
 * they run out. They live as long as the emulator does, like Cognito's own short-lived sign-in state; after a restart
 * a user enters the password again.
 */
const pendingMfaSessions = new Map<string, { username: string; expiresAt: number }>();

function forgetExpiredSessions(now: number) {
  for (const [session, pending] of pendingMfaSessions) if (pending.expiresAt <= now) pendingMfaSessions.delete(session);
}

interface EmulatorUser {
  Username: string;
  UserMFASettingList?: string[];
}

interface EmulatorUserPool {
  getUserByUsername(context: unknown, username: string): Promise<EmulatorUser | null>;
  saveUser(context: unknown, user: EmulatorUser): Promise<void>;
  storeRefreshToken(context: unknown, refreshToken: string, user: EmulatorUser): Promise<void>;
}

export interface EmulatorServices {
  cognito: { getUserPoolForClientId(context: unknown, clientId: string): Promise<EmulatorUserPool> };
  clock: { get(): Date };
}

interface AccessTokenRequest {
  AccessToken?: string;
  UserCode?: string;
}

interface InitiateAuthRequest {
  ClientId: string;
}

interface ChallengeRequest {
  ClientId: string;
  ChallengeName?: string;
  Session?: string;
  ChallengeResponses?: Record<string, string>;
}

/** One of the user's own account operations, run only for an access token the pool signed. */
const withSignedAccessToken =
  (target: Target<AccessTokenRequest>): Target<AccessTokenRequest> =>
  (services) => {
    const run = target(services);
    return async (context, request) => {
      await accessTokenClaims(request.AccessToken);
      return run(context, request);
    };
  };

export const AssociateSoftwareToken = withSignedAccessToken(emulated('associateSoftwareToken', 'AssociateSoftwareToken'));
export const SetUserMFAPreference = withSignedAccessToken(emulated('setUserMFAPreference', 'SetUserMFAPreference'));

export const VerifySoftwareToken: Target<AccessTokenRequest> = (services) => {
  const verify = emulated<AccessTokenRequest>('verifySoftwareToken', 'VerifySoftwareToken')(services);
  return async (context, request) => {
    const claims = await accessTokenClaims(request.AccessToken);
    const pool = await services.cognito.getUserPoolForClientId(context, claims.client_id);
    const before = await pool.getUserByUsername(context, claims.sub);
    const answer = await verify(context, request).catch((error: { code?: string }) => {
      if (error.code === 'CodeMismatchException') throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
      throw error;
    });
    const verified = await pool.getUserByUsername(context, claims.sub);
    if (before && verified) await pool.saveUser(context, { ...verified, UserMFASettingList: before.UserMFASettingList });
    return answer;
  };
};

export const InitiateAuth: Target<InitiateAuthRequest> = (services) => {
  const initiate = emulated<InitiateAuthRequest>('initiateAuth', 'InitiateAuth')(services);
  return async (context, request) => {
    const answer = await initiate(context, request);
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const pool = await services.cognito.getUserPoolForClientId(context, request.ClientId);
      const username = (answer.ChallengeParameters as { USER_ID_FOR_SRP: string }).USER_ID_FOR_SRP;
      const user = (await pool.getUserByUsername(context, username))!;
      const now = services.clock.get().getTime();
      forgetExpiredSessions(now);
      pendingMfaSessions.set(answer.Session as string, { username: user.Username, expiresAt: now + MFA_SESSION_MS });
    }
    return answer;
  };
};

export const RespondToAuthChallenge: Target<ChallengeRequest> = (services) => {
  const respond = emulated<ChallengeRequest>('respondToAuthChallenge', 'RespondToAuthChallenge')(services);
  return async (context, request) => {
    if (request.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return respond(context, request);
    const pool = await services.cognito.getUserPoolForClientId(context, request.ClientId);
    const username = request.ChallengeResponses?.USERNAME ?? '';
    const user = await pool.getUserByUsername(context, username);
    const pending = pendingMfaSessions.get(request.Session ?? '');
    const live = user && pending && pending.username === user.Username && pending.expiresAt > services.clock.get().getTime();
    if (!live) throw new NotAuthorizedError('Invalid session for the user, session is expired.');
    const answer = await respond(context, request).catch((error: { code?: string }) => {
      if (error.code === 'CodeMismatchException') throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
      throw error;
    });
    pendingMfaSessions.delete(request.Session!);
    const signedIn = (await pool.getUserByUsername(context, username))!;
    const refreshToken = (answer.AuthenticationResult as { RefreshToken?: string } | undefined)?.RefreshToken;
    if (refreshToken) await pool.storeRefreshToken(context, refreshToken, signedIn);
    return answer;
  };
};
