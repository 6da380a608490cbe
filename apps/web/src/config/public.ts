// Read by every page's client code, so it is checked by hand rather than with zod: the schema library
// would otherwise ride in the script every visitor downloads before the page comes alive.

const appEnvs = ['development', 'test', 'production'] as const;
type AppEnv = (typeof appEnvs)[number];

const blankToUndefined = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

function fail(name: string, message: string): never {
  throw new Error(`Configuração pública inválida: ${name}: ${message}`);
}

function url(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return fail(name, 'use um endereço completo, como https://exemplo.com.br');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') fail(name, 'use http ou https');
  return value;
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) fail(name, `use ${allowed.join(', ')}`);
  return value as T;
}

function email(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) fail(name, 'use um e-mail válido');
  return value;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) fail(name, 'use um número inteiro positivo');
  return number;
}

/** Where the web server forwards the browser's API calls (same origin: no CORS, first-party cookies). */
export const apiProxyPath = '/api/proxy';

export interface PublicConfig {
  /**
   * Which deployment this is. It picks the auth cookie names (shared with the API, which uses its NODE_ENV)
   * and the Secure flag; a production deploy sets NEXT_PUBLIC_APP_ENV=production.
   */
  appEnv: AppEnv;
  /**
   * The API as the browser reaches it: a path on the site's own origin, forwarded to the API by the web
   * server (`app/api/proxy`), so the site works at whatever address it is opened (decision 100).
   */
  apiUrl: string;
  siteUrl: string;
  sellFormUrl?: string;
  contactEmail: string;
  whatsappNumber: string;
  instagramUrl?: string;
  linkedinUrl?: string;
  facebookUrl?: string;
  youtubeUrl?: string;
  /** The hosting provider's web analytics script (spec §7); loaded only after analytics consent. */
  webAnalyticsSrc?: string;
  /** Global object of the real-user-monitoring library (e.g. DD_RUM); used only after analytics consent. */
  rumGlobal?: string;
  /** Largest document the API accepts (its UPLOAD_MAX_BYTES); checked before sending to save the wait. */
  uploadMaxBytes: number;
}

/**
 * The public settings from their NEXT_PUBLIC_* values (blank counts as unset); throws on a bad value.
 * `pageOrigin` is the origin the page was opened at: the browser's API address is absolute (some callers
 * parse it with `new URL`), the server's is the path alone.
 */
export function parsePublicConfig(
  env: Record<string, string | undefined>,
  pageOrigin: string = typeof window === 'undefined' ? '' : window.location.origin,
): PublicConfig {
  const value = (key: string) => blankToUndefined(env[key]);
  const whatsappNumber = value('NEXT_PUBLIC_WHATSAPP_NUMBER') ?? '5511940028922';
  if (!/^\d{12,13}$/.test(whatsappNumber)) {
    fail('NEXT_PUBLIC_WHATSAPP_NUMBER', 'use DDI + DDD + número, só dígitos');
  }
  return {
    appEnv: oneOf('NEXT_PUBLIC_APP_ENV', value('NEXT_PUBLIC_APP_ENV'), appEnvs, 'development'),
    apiUrl: `${pageOrigin}${apiProxyPath}`,
    siteUrl: url('NEXT_PUBLIC_SITE_URL', value('NEXT_PUBLIC_SITE_URL')) ?? 'http://localhost:3000',
    sellFormUrl: url('NEXT_PUBLIC_SELL_FORM_URL', value('NEXT_PUBLIC_SELL_FORM_URL')),
    contactEmail: email(
      'NEXT_PUBLIC_CONTACT_EMAIL',
      value('NEXT_PUBLIC_CONTACT_EMAIL'),
      'contato@circula.com.br',
    ),
    whatsappNumber,
    instagramUrl:
      url('NEXT_PUBLIC_INSTAGRAM_URL', value('NEXT_PUBLIC_INSTAGRAM_URL')) ??
      'https://www.instagram.com/circula',
    linkedinUrl:
      url('NEXT_PUBLIC_LINKEDIN_URL', value('NEXT_PUBLIC_LINKEDIN_URL')) ??
      'https://www.linkedin.com/company/circula',
    facebookUrl: url('NEXT_PUBLIC_FACEBOOK_URL', value('NEXT_PUBLIC_FACEBOOK_URL')),
    youtubeUrl: url('NEXT_PUBLIC_YOUTUBE_URL', value('NEXT_PUBLIC_YOUTUBE_URL')),
    webAnalyticsSrc: value('NEXT_PUBLIC_WEB_ANALYTICS_SRC'),
    rumGlobal: value('NEXT_PUBLIC_RUM_GLOBAL'),
    uploadMaxBytes: positiveInteger(
      'NEXT_PUBLIC_UPLOAD_MAX_BYTES',
      value('NEXT_PUBLIC_UPLOAD_MAX_BYTES'),
      10 * 1024 * 1024,
    ),
  };
}

// Next inlines NEXT_PUBLIC_* only when each variable is written out in full, so no loops over process.env.
export const publicConfig = parsePublicConfig({
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SELL_FORM_URL: process.env.NEXT_PUBLIC_SELL_FORM_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_WHATSAPP_NUMBER: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  NEXT_PUBLIC_INSTAGRAM_URL: process.env.NEXT_PUBLIC_INSTAGRAM_URL,
  NEXT_PUBLIC_LINKEDIN_URL: process.env.NEXT_PUBLIC_LINKEDIN_URL,
  NEXT_PUBLIC_FACEBOOK_URL: process.env.NEXT_PUBLIC_FACEBOOK_URL,
  NEXT_PUBLIC_YOUTUBE_URL: process.env.NEXT_PUBLIC_YOUTUBE_URL,
  NEXT_PUBLIC_UPLOAD_MAX_BYTES: process.env.NEXT_PUBLIC_UPLOAD_MAX_BYTES,
  NEXT_PUBLIC_WEB_ANALYTICS_SRC: process.env.NEXT_PUBLIC_WEB_ANALYTICS_SRC,
  NEXT_PUBLIC_RUM_GLOBAL: process.env.NEXT_PUBLIC_RUM_GLOBAL,
});
