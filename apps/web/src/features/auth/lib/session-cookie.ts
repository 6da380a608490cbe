import { z } from 'zod';
import { publicConfig } from '@/config/public';
import { authCookies } from './session';

/** Body of POST /api/auth/set: the spec's auth session. */
export const sessionRouteSchema = z.object({
  accessToken: z
    .string()
    .min(20)
    .max(4096)
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Token inválido'),
  refreshTokenExpiresAt: z.iso.datetime(),
});

/** The access-token cookie of the web origin, for server-rendered signed-in pages. */
export function sessionCookie(value: string, expires: Date) {
  return {
    name: authCookies.accessToken,
    value,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicConfig.appEnv === 'production',
    path: '/',
    expires,
  };
}

/** Only the site's own pages may write the session: a cross-site form cannot plant a token. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  return origin === new URL(request.url).origin || origin === new URL(publicConfig.siteUrl).origin;
}
