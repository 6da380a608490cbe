import * as oidc from 'openid-client';
import type { AppConfig } from '../config.js';
import { AppError } from '../shared/errors.js';
import { publicApiUrl } from '../shared/public-url.js';

const configurations = new WeakMap<AppConfig, Promise<oidc.Configuration>>();

export function googleCallbackUrl(config: AppConfig): URL {
  return publicApiUrl(config.API_PUBLIC_URL, '/auth/callback/google');
}

/**
 * The OpenID Connect client of the configured issuer, discovered once per app. Plain http issuers are
 * allowed only outside production (the local issuer the tests run against).
 */
export async function googleClient(config: AppConfig): Promise<oidc.Configuration> {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) {
    throw new AppError('GOOGLE_NOT_CONFIGURED', 'O acesso com Google não está disponível no momento.');
  }
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
