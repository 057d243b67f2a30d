import { useSyncExternalStore } from 'react';
import { getAuthState, signIn, signOut, subscribeAuth, type AuthState } from './session';

const serverState: AuthState = { loading: true, status: 'signed-out' };

/** The staff session (Amplify + Cognito): loading until the first session check ends, then the user and role. */
export function useAuth(): AuthState & { signIn: typeof signIn; signOut: typeof signOut } {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, () => serverState);
  return { ...state, signIn, signOut };
}
