import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, fetchMFAPreference, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import { DEFAULT_ROLE, type StaffRole } from '../../../../shared/admin/roles';
import { meRoleResponseSchema } from '../../../../shared/admin/schemas';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { createTokenRefresher } from './token-refresher';

/** The auth events this app emits, named as the sign-in service's clients name them. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

/** Where a password sign-in stands: done, or waiting for the authenticator app's code (two-factor sign-in is on). */
export type SignInStep = 'signed-in' | 'code-required';

export interface SessionUser {
  id: string;
  email?: string;
}

export interface AuthState {
  /** True until the first session check ends. */
  loading: boolean;
  /** `recovery` while a password-reset link is open. */
  status: 'signed-out' | 'signed-in' | 'recovery';
  user?: SessionUser;
  /** Looked up 50–100 ms after sign-in or restore; undefined until then and after sign-out. */
  role?: StaffRole;
  /** Whether the account signs in with an authenticator app; looked up with the role, undefined if that failed. */
  twoFactor?: boolean;
  lastEvent?: AuthEvent;
}

/** The role is looked up this long after sign-in or a restored session (50 to 100 ms). */
export const ROLE_FETCH_DELAY_MS = { min: 50, max: 100 } as const;

let state: AuthState = { loading: true, status: 'signed-out' };
const listeners = new Set<() => void>();
let config: Promise<RuntimeConfig> | undefined;
let roleTimer: ReturnType<typeof setTimeout> | undefined;

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  void start();
  return () => listeners.delete(listener);
}

function update(patch: Partial<AuthState>, event?: AuthEvent): void {
  state = { ...state, ...patch, ...(event ? { lastEvent: event } : {}) };
  for (const listener of listeners) listener();
}

/** Configures Amplify once from the runtime config, then checks for a stored session (INITIAL_SESSION). */
function start(): Promise<RuntimeConfig> {
  config ??= (async () => {
    const runtime = await loadRuntimeConfig();
    const { userPoolId, userPoolClientId, endpoint } = runtime.cognito;
    const userPoolEndpoint = endpoint ? new URL(endpoint, location.origin).href : undefined;
    Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } } });
    const region = userPoolId.split('_')[0];
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createTokenRefresher(userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`, userPoolClientId),
    );
    Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'tokenRefresh') update({}, 'TOKEN_REFRESHED');
      if (payload.event === 'tokenRefresh_failure' || payload.event === 'signedOut') signedOut();
    });
    await restore();
    return runtime;
  })();
  config.catch((error: unknown) => {
    console.error('Staff sign-in is unavailable:', error);
    config = undefined;
    update({ loading: false, status: 'signed-out' });
  });
  return config;
}

async function restore(): Promise<void> {
  const user = await currentUser().catch(() => undefined);
  if (user) {
    update({ loading: false, status: state.status === 'recovery' ? 'recovery' : 'signed-in', user }, 'INITIAL_SESSION');
    scheduleRoleLookup();
  } else {
    update({ loading: false }, 'INITIAL_SESSION');
  }
}

async function currentUser(): Promise<SessionUser | undefined> {
  const session = await fetchAuthSession();
  const payload = session.tokens?.accessToken?.payload;
  if (!payload?.sub) return undefined;
  const email = session.tokens?.idToken?.payload?.email;
  return { id: payload.sub, ...(typeof email === 'string' ? { email } : {}) };
}

/** The access token for `/api` calls (Amplify refreshes it when it is about to expire). */
export async function accessToken(): Promise<string | undefined> {
  await start();
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}

export async function signIn(email: string, password: string): Promise<SignInStep> {
  const runtime = await start();
  if (state.status === 'signed-in') await amplifySignOut();
  const result = await amplifySignIn({ username: email, password, options: { authFlowType: runtime.cognito.authFlow } });
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'code-required';
  if (!result.isSignedIn) throw new Error(`Sign-in needs a step this app does not support (${result.nextStep.signInStep}).`);
  await signedIn('SIGNED_IN');
  return 'signed-in';
}

/** The second step of a sign-in with two-factor on: the six-digit code the authenticator app shows now. */
export async function confirmSignInCode(code: string): Promise<void> {
  const result = await confirmSignIn({ challengeResponse: code });
  if (!result.isSignedIn) throw new Error(`Sign-in needs a step this app does not support (${result.nextStep.signInStep}).`);
  await signedIn('MFA_CHALLENGE_VERIFIED');
}

async function signedIn(event: AuthEvent): Promise<void> {
  const user = await currentUser();
  update({ status: 'signed-in', user, role: undefined, twoFactor: undefined }, event);
  scheduleRoleLookup();
}

/** Two-factor sign-in was just turned on (or off) for this account. */
export function twoFactorChanged(twoFactor: boolean): void {
  update({ twoFactor }, 'USER_UPDATED');
}

/** Global sign-out (every device). Amplify ignores a failure of the global call and clears the tokens anyway. */
export async function signOut(): Promise<void> {
  await start();
  await amplifySignOut({ global: true });
  signedOut();
}

function signedOut(): void {
  clearTimeout(roleTimer);
  if (state.status === 'signed-out' && !state.user) return;
  update({ status: 'signed-out', user: undefined, role: undefined, twoFactor: undefined }, 'SIGNED_OUT');
}

/** A reset link is open: the page shows the new-password form (the password recovery state). */
export function enterPasswordRecovery(): void {
  update({ status: 'recovery' }, 'PASSWORD_RECOVERY');
}

/** The user's details changed (the invitation set their name): tell listeners. */
export function userUpdated(): void {
  update({}, 'USER_UPDATED');
}

function scheduleRoleLookup(): void {
  clearTimeout(roleTimer);
  const delay = ROLE_FETCH_DELAY_MS.min + Math.random() * (ROLE_FETCH_DELAY_MS.max - ROLE_FETCH_DELAY_MS.min);
  roleTimer = setTimeout(() => void lookUpRole(), delay);
}

/**
 * `GET /api/me/role` and the account's MFA settings (Cognito's GetUser), together so the dashboard decides once:
 * `viewer` when the role lookup fails, two-factor unknown when its lookup fails, both logged.
 */
async function lookUpRole(): Promise<void> {
  const userId = state.user?.id;
  const [roleLookup, twoFactor] = await Promise.all([
    fetchRole().catch((error: unknown) => {
      console.warn('Role lookup failed; using viewer.', error);
      return { role: DEFAULT_ROLE, email: undefined };
    }),
    fetchMFAPreference().then(
      (preference) => preference.enabled?.includes('TOTP') ?? false,
      (error: unknown) => {
        console.warn('Two-factor lookup failed.', error);
        return undefined;
      },
    ),
  ]);
  if (state.user?.id !== userId || !state.user) return;
  const { role, email } = roleLookup;
  update({ role, twoFactor, user: { ...state.user, ...(email && !state.user.email ? { email } : {}) } });
}

async function fetchRole(): Promise<{ role: StaffRole; email?: string }> {
  const token = await accessToken();
  const response = await fetch('/api/me/role', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`role lookup answered ${response.status}`);
  const body = meRoleResponseSchema.parse(await response.json());
  return { role: body.role, email: body.email };
}
