import { authCookieNames } from '@circula/domain';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';

export function cookieNames(config: AppConfig) {
  return {
    ...authCookieNames(config.NODE_ENV),
    oidcTransaction: `${authCookieNames(config.NODE_ENV).refreshToken}_oidc`,
    referral: `${authCookieNames(config.NODE_ENV).refreshToken}_ref`,
  };
}

function base(config: AppConfig) {
  return {
    secure: config.NODE_ENV === 'production',
    sameSite: 'lax' as const,
    ...(config.AUTH_COOKIE_DOMAIN ? { domain: config.AUTH_COOKIE_DOMAIN } : {}),
  };
}

/**
 * The refresh token goes only to /auth paths and never to scripts; the presence cookie (no secret in it)
 * lets the web app know a refresh is worth trying. Both expire together.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: AppConfig,
  session: { refreshToken: string; refreshTokenExpiresAt: Date },
) {
  const names = cookieNames(config);
  const expires = session.refreshTokenExpiresAt;
  reply.setCookie(names.refreshToken, session.refreshToken, {
    ...base(config),
    httpOnly: true,
    path: '/auth',
    expires,
  });
  reply.setCookie(names.refreshTokenPresent, '1', { ...base(config), httpOnly: false, path: '/', expires });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig) {
  const names = cookieNames(config);
  reply.clearCookie(names.refreshToken, { ...base(config), httpOnly: true, path: '/auth' });
  reply.clearCookie(names.refreshTokenPresent, { ...base(config), path: '/' });
}

export function setOidcTransactionCookie(reply: FastifyReply, config: AppConfig, value: string) {
  reply.setCookie(cookieNames(config).oidcTransaction, value, {
    ...base(config),
    httpOnly: true,
    path: '/auth/callback',
    maxAge: 600,
  });
}

export function clearOidcTransactionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(cookieNames(config).oidcTransaction, {
    ...base(config),
    httpOnly: true,
    path: '/auth/callback',
  });
}

/** How long a referral link's visit counts for a sign-up (decision 166). */
export const referralCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * The referral link the visitor landed through: only the auth routes receive it (sign-up, Google), never
 * a script. A later landing through another link replaces it.
 */
export function setReferralCookie(reply: FastifyReply, config: AppConfig, slug: string) {
  reply.setCookie(cookieNames(config).referral, slug, {
    ...base(config),
    httpOnly: true,
    path: '/auth',
    maxAge: referralCookieMaxAgeSeconds,
  });
}

export function clearReferralCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(cookieNames(config).referral, { ...base(config), httpOnly: true, path: '/auth' });
}
