/**
 * The browser's session and the sign-in hooks, without the account menu's UI (decision 243): what the
 * session feature and every feature that asks "who is signed in" build on. index.ts adds the UI.
 */
export { AuthProvider, useAuthUi } from './components/auth-provider';
export { useAuth, useCurrentUser } from './hooks/use-auth';
export { type AuthState, readCookie, signInPath } from './lib/auth-client';
export { authCookies, getAuthClient } from './lib/session';
