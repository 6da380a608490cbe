import * as oidc from 'openid-client';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/errors.js';
import { publicApiUrl } from '../shared/public-url.js';

const configurations = new WeakMap<AppConfig, Promise<oidc.Configuration>>();

/** Whether this installation offers sign-in with Google (both credentials set). */
export function googleConfigured(config: AppConfig): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

const googleNotConfigured = () =>
  new AppError('GOOGLE_NOT_CONFIGURED', 'O acesso com Google não está disponível.');

/** Without Google the Google routes do not exist for the caller: 404, not a server error. */
export function assertGoogleConfigured(config: AppConfig): void {
  if (!googleConfigured(config)) throw googleNotConfigured();
}

export function googleCallbackUrl(config: AppConfig): URL {
  return publicApiUrl(config.API_PUBLIC_URL, '/auth/callback/google');
}

/**
 * The OpenID Connect client of the configured issuer, discovered once per app. Plain http issuers are
 * allowed only outside production (the local issuer the tests run against).
 */
export async function googleClient(config: AppConfig): Promise<oidc.Configuration> {
  assertGoogleConfigured(config);
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) throw googleNotConfigured();
  let pending = configurations.get(config);
  if (!pending) {
    const issuer = new URL(config.GOOGLE_OIDC_ISSUER);
    const insecure = issuer.protocol === 'http:' && config.NODE_ENV !== 'production';
    pending = oidc.discovery(
      issuer,
      clientId,
      clientSecret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configurations.set(config, pending);
    // A failed discovery is retried on the next sign-in instead of being cached.
    pending.catch(() => configurations.delete(config));
  }
  try {
    return await pending;
  } catch {
    throw new AppError(
      'GOOGLE_UNAVAILABLE',
      'Não foi possível falar com o Google agora. Tente novamente em instantes.',
    );
  }
}
