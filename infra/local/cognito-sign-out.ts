/**
 * GlobalSignOut and AdminUserGlobalSignOut for the Cognito emulator, which has neither (it answered the browser's
 * sign-out with a 500, and disabling a staff member left their sessions renewable). As Cognito does, they revoke
 * every refresh token of the user, so no device can renew a session; issued access tokens run out on their own (API
 * Gateway's JWT authorizer does not check revocation either). `emulator-child.ts` adds every export of this module
 * to cognito-local's targets, under its export name.
 */
import { createRequire } from 'node:module';
import { accessTokenClaims } from './cognito-access-token';

const require = createRequire(import.meta.url);
const { NotAuthorizedError, UserNotFoundError } = require('cognito-local/lib/errors') as { NotAuthorizedError: new () => Error; UserNotFoundError: new () => Error };

interface EmulatorUser {
  Username: string;
  RefreshTokens?: string[];
}

interface EmulatorUserPool {
  getUserByUsername(context: unknown, username: string): Promise<EmulatorUser | null>;
  saveUser(context: unknown, user: EmulatorUser): Promise<void>;
}

interface EmulatorServices {
  cognito: {
    getUserPoolForClientId(context: unknown, clientId: string): Promise<EmulatorUserPool>;
    getUserPool(context: unknown, userPoolId: string): Promise<EmulatorUserPool>;
  };
}

/** Revokes every refresh token of the user (by user name or sub); `unknown` is thrown when there is no such user. */
async function signOutEverywhere(pool: EmulatorUserPool, context: unknown, username: string, unknown: new () => Error): Promise<Record<string, never>> {
  const user = await pool.getUserByUsername(context, username);
  if (!user) throw new unknown();
  await pool.saveUser(context, { ...user, RefreshTokens: [] });
  return {};
}

/** The browser's call: the user is the one the access token names. */
export const GlobalSignOut =
  ({ cognito }: EmulatorServices) =>
  async (context: unknown, request: { AccessToken?: unknown }): Promise<Record<string, never>> => {
    const claims = await accessTokenClaims(request.AccessToken);
    return signOutEverywhere(await cognito.getUserPoolForClientId(context, claims.client_id), context, claims.sub, NotAuthorizedError);
  };

/** An administrator's call (the staff service, disabling a member): the user is named. */
export const AdminUserGlobalSignOut =
  ({ cognito }: EmulatorServices) =>
  async (context: unknown, request: { UserPoolId: string; Username: string }): Promise<Record<string, never>> =>
    signOutEverywhere(await cognito.getUserPool(context, request.UserPoolId), context, request.Username, UserNotFoundError);
