/**
 * The same check API Gateway's JWT authorizer makes: signature against the user pool's JWKS, issuer, expiry,
 * and the app client as audience (`aud` of an ID token or `client_id` of an access token).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export class JwtVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  }

  /** The token's claims, or undefined when the token is missing or does not verify. */
  async verify(authorization: string | undefined): Promise<JWTPayload | undefined> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.keys, { issuer: this.issuer });
      const audiences = [payload.aud, payload.client_id].flat().filter(Boolean);
      return audiences.includes(this.audience) ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}
