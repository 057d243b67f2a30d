import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher } from './token-refresher';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const tokens = { accessToken: { payload: {}, toString: () => 'old' }, refreshToken: 'refresh-1', clockDrift: 0, username: 'u' };

afterEach(() => vi.unstubAllGlobals());

describe('token refresher', () => {
  it('refreshes with InitiateAuth REFRESH_TOKEN_AUTH and keeps the refresh token', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ AuthenticationResult: { AccessToken: jwt({ sub: 'u1', iat: 1 }), IdToken: jwt({ email: 'a@b.c' }) } })));
    vi.stubGlobal('fetch', fetch);
    const result = await createTokenRefresher('http://x/cognito', 'client')({ tokens, username: 'u' } as never);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-amz-target']).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(init.body as string)).toEqual({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: 'client', AuthParameters: { REFRESH_TOKEN: 'refresh-1' } });
    expect(result.accessToken.payload.sub).toBe('u1');
    expect(result.idToken?.payload.email).toBe('a@b.c');
    expect(result.refreshToken).toBe('refresh-1');
  });

  it('retries network failures after 200, 400 and 800 ms, and gives up on a refusal', async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      if (calls < 3) throw new TypeError('network');
      return new Response(JSON.stringify({ message: 'Refresh Token has been revoked' }), { status: 400 });
    });
    const refreshing = createTokenRefresher('http://x', 'client')({ tokens, username: 'u' } as never);
    const outcome = expect(refreshing).rejects.toThrow('Refresh Token has been revoked');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toBe(3);
    await outcome;
    vi.useRealTimers();
  });
});
