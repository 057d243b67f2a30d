import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/** Amplify's refresher type (not exported by name): what `tokenOrchestrator.setTokenRefresher` takes. */
export type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type CognitoAuthTokens = Awaited<ReturnType<TokenRefresher>>;

/** Delays between refresh attempts after a network failure: 200 ms doubled per attempt. */
export const REFRESH_BACKOFF_MS = [200, 400, 800] as const;

type Jwt = CognitoAuthTokens['accessToken'];

function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1] ?? '';
  const json = decodeURIComponent(
    Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
  return { payload: JSON.parse(json) as Jwt['payload'], toString: () => token };
}

/**
 * Refreshes the tokens with InitiateAuth REFRESH_TOKEN_AUTH, which Cognito and its emulator both answer (the
 * emulator lacks GetTokensFromRefreshToken, Amplify's default). A network failure is retried with backoff; a
 * refusal (revoked or expired refresh token, disabled user) is final: Amplify then signs the user out.
 */
export function createTokenRefresher(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
          body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: clientId, AuthParameters: { REFRESH_TOKEN: tokens.refreshToken } }),
        });
      } catch (error) {
        const delay = REFRESH_BACKOFF_MS[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      const body = (await response.json().catch(() => ({}))) as { AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string }; message?: string };
      const result = body.AuthenticationResult;
      if (!response.ok || !result?.AccessToken) throw new Error(body.message ?? `Token refresh refused (${response.status})`);
      const accessToken = decodeJwt(result.AccessToken);
      return {
        accessToken,
        idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
        refreshToken: result.RefreshToken ?? tokens.refreshToken,
        clockDrift: (accessToken.payload.iat ?? Math.floor(Date.now() / 1000)) * 1000 - Date.now(),
        username,
      };
    }
  };
}
