/**
 * The check Cognito makes of an access token a user sends to their own account's operations (sign-out, MFA set-up):
 * its signature by the pool's key and its use. The emulator's own targets only decode the token, so a forged one
 * would act on any user.
 */
import { createRequire } from 'node:module';
import { importJWK, jwtVerify, type JWK } from 'jose';

const require = createRequire(import.meta.url);
const { NotAuthorizedError } = require('cognito-local/lib/errors') as { NotAuthorizedError: new () => Error };
const { jwk } = require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK };

const signingKey = importJWK(jwk, 'RS256');

/** The claims of an access token the emulator signed; NotAuthorizedException for anything else, as Cognito answers. */
export async function accessTokenClaims(token: unknown): Promise<{ sub: string; client_id: string }> {
  if (typeof token !== 'string') throw new NotAuthorizedError();
  const { payload } = await jwtVerify(token, await signingKey).catch(() => {
    throw new NotAuthorizedError();
  });
  if (payload.token_use !== 'access' || typeof payload.sub !== 'string' || typeof payload.client_id !== 'string') throw new NotAuthorizedError();
  return { sub: payload.sub, client_id: payload.client_id };
}
