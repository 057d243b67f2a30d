import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const amplify = vi.hoisted(() => ({
  tokens: undefined as undefined | { accessToken: { payload: { sub: string }; toString: () => string } },
  configure: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchMFAPreference: vi.fn(),
  setTokenRefresher: vi.fn(),
}));

vi.mock('aws-amplify', () => ({ Amplify: { configure: amplify.configure } }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: amplify.tokens }),
  signIn: amplify.signIn,
  signOut: amplify.signOut,
  confirmSignIn: amplify.confirmSignIn,
  fetchMFAPreference: amplify.fetchMFAPreference,
}));
vi.mock('aws-amplify/auth/cognito', () => ({ cognitoUserPoolsTokenProvider: { tokenOrchestrator: { setTokenRefresher: amplify.setTokenRefresher } } }));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: vi.fn() } }));

const config = { cognito: { userPoolId: 'local_pool', userPoolClientId: 'client', endpoint: '/cognito', authFlow: 'USER_PASSWORD_AUTH' } };
const token = (sub: string) => ({ accessToken: { payload: { sub }, toString: () => `token-${sub}` } });

let roleAnswer: () => Response;
const roleCalls: number[] = [];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  amplify.tokens = undefined;
  roleCalls.length = 0;
  roleAnswer = () => new Response(JSON.stringify({ userId: 'u1', role: 'editor', email: 'ed@example.com' }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/runtime-config.json') return new Response(JSON.stringify(config));
      roleCalls.push(Date.now());
      return roleAnswer();
    }),
  );
  amplify.signIn.mockImplementation(async () => {
    amplify.tokens = token('u1');
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
  amplify.signOut.mockImplementation(async () => {
    amplify.tokens = undefined;
  });
  amplify.fetchMFAPreference.mockResolvedValue({});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function load() {
  const session = await import('./session');
  session.subscribeAuth(() => {});
  await vi.advanceTimersByTimeAsync(0);
  return session;
}

describe('staff session', () => {
  it('is loading until the first session check ends, then signed out (INITIAL_SESSION)', async () => {
    const session = await import('./session');
    expect(session.getAuthState()).toMatchObject({ loading: true, status: 'signed-out' });
    session.subscribeAuth(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getAuthState()).toMatchObject({ loading: false, status: 'signed-out', lastEvent: 'INITIAL_SESSION' });
    expect(amplify.configure).toHaveBeenCalledWith({ Auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client', userPoolEndpoint: `${location.origin}/cognito` } } });
    expect(amplify.setTokenRefresher).toHaveBeenCalledOnce();
  });

  it('signs in with the configured flow and looks the role up 50 to 100 ms later', async () => {
    const session = await load();
    const started = Date.now();
    await session.signIn('ed@example.com', 'secret');
    expect(amplify.signIn).toHaveBeenCalledWith({ username: 'ed@example.com', password: 'secret', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(session.getAuthState()).toMatchObject({ status: 'signed-in', user: { id: 'u1' }, lastEvent: 'SIGNED_IN' });
    expect(session.getAuthState().role).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(roleCalls).toHaveLength(1);
    expect(roleCalls[0] - started).toBeGreaterThanOrEqual(50);
    expect(roleCalls[0] - started).toBeLessThanOrEqual(100);
    expect(session.getAuthState()).toMatchObject({ role: 'editor', user: { email: 'ed@example.com' } });
  });

  it('restores a stored session and falls back to viewer when the lookup fails', async () => {
    amplify.tokens = token('u1');
    roleAnswer = () => new Response('{}', { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await load();
    expect(session.getAuthState()).toMatchObject({ loading: false, status: 'signed-in', lastEvent: 'INITIAL_SESSION' });
    await vi.advanceTimersByTimeAsync(100);
    expect(session.getAuthState().role).toBe('viewer');
    expect(warn).toHaveBeenCalled();
  });

  it('signs out globally and clears the user and role', async () => {
    const session = await load();
    await session.signIn('ed@example.com', 'secret');
    await vi.advanceTimersByTimeAsync(100);
    await session.signOut();
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true });
    expect(session.getAuthState()).toMatchObject({ status: 'signed-out', user: undefined, role: undefined, lastEvent: 'SIGNED_OUT' });
  });

  it('asks for the authenticator code when two-factor is on, and is signed in only once the code is accepted', async () => {
    amplify.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
    amplify.confirmSignIn.mockImplementation(async () => {
      amplify.tokens = token('u1');
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    amplify.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    const session = await load();
    expect(await session.signIn('ada@example.com', 'secret')).toBe('code-required');
    expect(session.getAuthState().status).toBe('signed-out');
    await session.confirmSignInCode('123456');
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(session.getAuthState()).toMatchObject({ status: 'signed-in', user: { id: 'u1' }, lastEvent: 'MFA_CHALLENGE_VERIFIED' });
    await vi.advanceTimersByTimeAsync(100);
    expect(session.getAuthState()).toMatchObject({ role: 'editor', twoFactor: true });
  });

  it('knows an account without two-factor, and leaves it unknown when Cognito cannot be asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await load();
    await session.signIn('ed@example.com', 'secret');
    await vi.advanceTimersByTimeAsync(100);
    expect(session.getAuthState().twoFactor).toBe(false);
    amplify.fetchMFAPreference.mockRejectedValue(new Error('offline'));
    await session.signIn('ed@example.com', 'secret');
    await vi.advanceTimersByTimeAsync(100);
    expect(session.getAuthState()).toMatchObject({ role: 'editor', twoFactor: undefined });
    expect(warn).toHaveBeenCalledWith('Two-factor lookup failed.', expect.any(Error));
  });
});
