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

/**
 * Only the site's own pages may write the session: a cross-site form cannot plant a token. The site may be
 * opened at any of its host names (decision 100), so the origin is compared with the host the request was
 * sent to; a browser never sends another site's Origin to it.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  return (
    origin === `${protocol}://${host}` ||
    origin === url.origin ||
    origin === new URL(publicConfig.siteUrl).origin
  );
}
