import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInPath } from './lib/auth-client';
import { authCookies } from './lib/session';

/**
 * Server side of "signed-out users go to /auth/entrar with nextUrl": without the session cookie or the
 * refresh presence cookie there is no session to resume, so the redirect happens before any HTML.
 */
export async function redirectUnlessSignedIn(currentPath: string): Promise<void> {
  const jar = await cookies();
  if (jar.has(authCookies.accessToken) || jar.has(authCookies.refreshTokenPresent)) return;
  redirect(signInPath(currentPath));
}
