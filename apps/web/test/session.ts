import { act } from '@testing-library/react';
import { getAuthClient } from '@/features/auth/lib/session';

/** The claims the web reads from an access token: the user (`sub`) and the sign-in it belongs to (`sid`). */
type AccessTokenClaims = Record<string, string>;

/**
 * An access token shaped like the ones the API hands out at sign-in: a header, the claims as unpadded
 * base64url JSON, and a signature the web never checks. The web reads the user and the sign-in back from
 * the claims, so a page under test sees whoever the claims name.
 */
export function fakeAccessToken(claims: AccessTokenClaims = { sub: 'u', sid: 's' }): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `e30.${payload}.sig`;
}

/**
 * The API's answer to a sign-in (or a sign-up) for the claims given: the access token, and the refresh
 * token's expiry thirty days from now, so no test depends on the day it runs.
 */
export function fakeSignInAnswer(claims?: AccessTokenClaims) {
  return {
    accessToken: fakeAccessToken(claims),
    refreshTokenExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  };
}

/**
 * Signs the visitor in as the API's sign-in answer would: the tab holds the access token for the claims
 * given. Returns the token, which the web then sends as `Authorization: Bearer <token>`.
 */
export function signInForTest(claims?: AccessTokenClaims): string {
  const answer = fakeSignInAnswer(claims);
  act(() => getAuthClient().completeSignIn(answer));
  return answer.accessToken;
}
