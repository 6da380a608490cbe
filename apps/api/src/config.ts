import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so relative paths in settings mean the same thing from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Public address of this API, used to build links (magic links, callbacks, document URLs). */
  API_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** Origin of the web app: the only origin CORS accepts, and the base of links in e-mails. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /** postgres://… selects a PostgreSQL server; unset selects the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// ou postgresql://')
    .optional(),
  /** Folder for the embedded database and local files. */
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front of the API are believed about the client's address (X-Forwarded-For): a hop
   * count (1 = one proxy, the usual load balancer) or comma-separated addresses/CIDRs of the proxies.
   * Unset trusts nobody: the address is the socket's, and a client's own header changes nothing.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context): number | string[] | false => {
      if (value === 'false' || value === '0') return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      for (const entry of entries) {
        const [address, bits, ...rest] = entry.split('/');
        const family = isIP(address ?? '');
        const maxBits = family === 6 ? 128 : 32;
        const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
        if (family === 0 || !bitsOk || rest.length > 0) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" não é um número de saltos, um endereço IP nem um bloco CIDR`,
          });
          return z.NEVER;
        }
      }
      return entries;
    })
    .default(false),
  /** Requests per minute per IP across the API (per-route limits are stricter). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Redis that holds the rate-limit counters (redis://host:port). Set it when several API processes serve
   * the same site, so they enforce one limit together; unset, each process counts on its own.
   */
  RATE_LIMIT_REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'RATE_LIMIT_REDIS_URL deve ser um endereço redis:// ou rediss://' })
    .optional(),
  /** Prefix of the rate-limit keys in that Redis (several sites, or test runs, may share one server). */
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(60).default('circula:rl:'),
  /**
   * Shared with the web server, at least 32 characters. Its server-side catalogue reads carry it and are not
   * counted against one address's rate limit: every visitor's page reaches the API from the web server's
   * address, so counting them would let one busy minute (or one abuser of the site) fail every page.
   */
  WEB_SERVER_TOKEN: z.string().min(32, 'WEB_SERVER_TOKEN deve ter pelo menos 32 caracteres').optional(),
  /** Loads the demo catalogue into an empty database at start; default true outside production, refused in it. */
  SEED_DEMO_DATA: booleanFlag.optional(),
  /** Runs the durable job workers (lot closing, reminders, e-mails) in this process. */
  JOBS_ENABLED: booleanFlag.default(true),
  /** With the job workers: how often this process looks for lots past their end and closes them (0: never). */
  LOT_CLOSER_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** Lots this process closes at once (each in its own transaction and database connection). */
  LOT_CLOSER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Key that signs access tokens (HS256), at least 32 characters. Required in production. */
  AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET deve ter pelo menos 32 caracteres').optional(),
  AUTH_JWT_ISSUER: z.string().min(1).default('circula-api'),
  AUTH_JWT_AUDIENCE: z.string().min(1).default('circula-web'),
  /** Life of an access token, in seconds. */
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** Life of a session's refresh token, in days; each refresh starts it again. */
  AUTH_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Domain attribute of the auth cookies when web and API are on sibling hosts (e.g. .circula.com.br). */
  AUTH_COOKIE_DOMAIN: z.string().min(1).optional(),
  /** Requests per minute per IP on each sign-in, code and link route. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /**
   * The code, magic-link and forgot-password routes answer no sooner than this many milliseconds after the
   * request arrived, so a known address (token, template, outbox row) and an unknown one take the same time.
   */
  AUTH_EMAIL_ANSWER_MS: z.coerce.number().int().min(0).max(5_000).default(400),
  /** OpenID Connect issuer for the Google sign-in; Google is offered only when client id and secret are set. */
  GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** smtp://user:pass@host:port delivers e-mail; unset keeps e-mail in the outbox only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Circula <nao-responda@circula.com.br>'),
  /** Newsletter campaign e-mails sent per minute at most (the campaign job's throttle, decision 200). */
  NEWSLETTER_SEND_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(600),
  /** "Enviar teste para mim" per IP per minute: each one e-mails the caller. */
  NEWSLETTER_TEST_SEND_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Requests per minute per IP on each route that writes a buyer, application or document. */
  BUYERS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Largest accepted upload (identity documents, receipts), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** Life of a link to a private file (documents), in seconds. */
  FILES_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Key that signs links to private files; unset derives one from AUTH_JWT_SECRET (or the dev key). */
  FILES_SIGNING_SECRET: z
    .string()
    .min(32, 'FILES_SIGNING_SECRET deve ter pelo menos 32 caracteres')
    .optional(),
  /** Virus scanner for uploads: 'none' (structural checks only) or 'clamav' (clamd over TCP; fails closed). */
  FILE_SCANNER: z.enum(['none', 'clamav']).default('none'),
  /** Host of clamd (FILE_SCANNER=clamav). */
  CLAMAV_HOST: z.string().min(1).default('127.0.0.1'),
  /** TCP port of clamd (FILE_SCANNER=clamav). */
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** Longest wait for clamd's verdict on one file, in milliseconds; beyond it the upload is refused. */
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * Where private files (identity documents, receipts) are kept: 'local' is <DATA_DIR>/private; 's3' is the
   * S3_BUCKET of an S3-compatible store, under private/ (never public: files leave only through /files links).
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Where public media (photos, Edital documents) are kept: 'local' is MEDIA_DIR; 's3' is S3_BUCKET under media/. Default STORAGE_DRIVER. */
  MEDIA_STORAGE: z.enum(['local', 's3']).optional(),
  /** Address of the S3-compatible service (MinIO, Ceph, R2…); unset is AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** Bucket of the S3 store; required when STORAGE_DRIVER or MEDIA_STORAGE is 's3'. It stays private. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET deve ser um nome de bucket S3 válido')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Credentials of the S3 store; unset uses the SDK's usual sources (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses the bucket as ENDPOINT/BUCKET/key rather than BUCKET.ENDPOINT/key (most self-hosted stores). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Folder of the local media store; relative paths are inside DATA_DIR. */
  MEDIA_DIR: z.string().min(1).default('media'),
  /** Base address of media files as browsers reach them (a CDN in front of /media); default API_PUBLIC_URL/media. */
  MEDIA_PUBLIC_URL: z.url().optional(),
  /** Searches per minute per IP: each one is heavier than a page read. */
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Favourites lists opened per minute per IP: each one sends an e-mail. */
  FAVORITE_LIST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  /** Seconds this process reuses a search's facet counts and typo look-ups; 0 recomputes on every request. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Searches without words take their facet counts and total from a table of counts computed at most this many
   * seconds before (display statuses as of then; lots added, removed or changed since are counted exactly),
   * shared by every process; 0 counts the matching lots on every search (decision 263).
   */
  SEARCH_FACET_COUNTS_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Bids (and automatic-bid changes) per signed-in user per minute on the bid routes. */
  BIDS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Most operations on one lot that one transaction answers (per-lot group commit). */
  BID_BATCH_MAX: z.coerce.number().int().min(1).max(5000).default(500),
  /** A buyer is e-mailed that they were outbid on a lot at most once per this many seconds. */
  OUTBID_EMAIL_THROTTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Business days a seller has to confirm a sale below the reserve before the lot is released. */
  SELLER_CONFIRMATION_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(2),
  /** Notification reads (list, mark as read) per signed-in user per minute: the bell polls. */
  NOTIFICATIONS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Live notice streams (GET /web/notifications/stream) one user holds at most: one per open tab. */
  NOTIFICATIONS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
  /** Seller-area requests per signed-in user per minute. */
  SELLER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  /** Team invitations a seller ADMIN may send per hour (each one e-mails an address). */
  SELLER_INVITE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Offers ("Fazer oferta") one signed-in user may make per minute. */
  OFFERS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * Live viewers (SSE streams) one process holds at most — every process together when RATE_LIMIT_REDIS_URL is
   * set; beyond it new viewers are asked to retry.
   */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /** Live streams one client address holds at most, so one client cannot take every slot. */
  LIVE_MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * With RATE_LIMIT_REDIS_URL, the stream caps (LIVE_MAX_STREAMS, LIVE_MAX_STREAMS_PER_IP and
   * NOTIFICATIONS_MAX_STREAMS_PER_USER) are counted in that Redis for every API process together. Each process
   * holds its slots under a lease of this many seconds, renewed every third of it: the slots of a process that
   * dies return to the pool when its lease runs out.
   */
  LIVE_SLOT_LEASE_SECONDS: z.coerce.number().int().min(2).max(300).default(15),
  /** Seconds between heartbeats on live streams (they also carry the server time). */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  /**
   * PIX provider: 'simulated' pays intents locally through the signed webhook (the default outside
   * production, refused in production). A real provider, once added, needs PIX_WEBHOOK_SECRET in production.
   */
  PIX_PROVIDER: z.enum(['simulated']).optional(),
  /** The receiver's PIX key carried by every BR Code. */
  PIX_KEY: z.string().trim().min(1).max(77).default('pix-desenvolvimento@circula.com.br'),
  PIX_MERCHANT_NAME: z.string().trim().min(1).max(25).default('Circula Leiloes'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).max(15).default('Sao Paulo'),
  /**
   * The bank account a buyer deposits into when paying by deposit receipt (bank, branch, account, holder),
   * as one line the purchase page shows. A court's sale is paid by judicial deposit as its Edital says, not
   * here. Outside production a fictitious development account; in production, unset shows no account and
   * sends the buyer to the Edital.
   */
  DEPOSIT_ACCOUNT: z
    .string()
    .trim()
    .min(10, 'DEPOSIT_ACCOUNT deve descrever banco, agência, conta e titular')
    .max(300, 'DEPOSIT_ACCOUNT pode ter no máximo 300 caracteres')
    .optional(),
  /** Key of the provider's HMAC-SHA256 webhook signatures, at least 32 characters. Required in production. */
  PIX_WEBHOOK_SECRET: z.string().min(32, 'PIX_WEBHOOK_SECRET deve ter pelo menos 32 caracteres').optional(),
  /** Requests per minute per IP on POST /webhooks/pix. */
  PIX_WEBHOOK_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Payment actions (method, receipt, simulated payment) per signed-in user per minute. */
  PAYMENTS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Direct-sale purchases ("Comprar agora") one buyer may hold unpaid at once, across every lot and Event: each
   * holds units for the whole payment period (decision 282).
   */
  DIRECT_SALE_UNPAID_MAX: z.coerce.number().int().positive().default(3),
  /** SMS codes to one foreign country's numbers, from the whole platform, per day (decision 286). */
  SMS_FOREIGN_COUNTRY_DAY_MAX: z.coerce.number().int().positive().default(50),
  /** Bookings (book, reschedule, cancel) and title-transfer actions per signed-in user per minute. */
  FULFILMENT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Pick-up code checks and collections per signed-in user per minute: codes must not be guessable. */
  PICK_UP_CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
});

export type AppConfig = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_DATA' | 'MEDIA_STORAGE'> & {
  /** MEDIA_STORAGE, or STORAGE_DRIVER when unset. */
  MEDIA_STORAGE: 'local' | 's3';
  /** Whether the demo catalogue is loaded at start (never in production). */
  SEED_DEMO_DATA: boolean;
  dataDir: string;
  /** AUTH_JWT_SECRET, or outside production a fixed development key. */
  authJwtSecret: string;
  /** Folder of private files (documents) when they are kept on local disk: <DATA_DIR>/private. */
  privateFilesDir: string;
  /** FILES_SIGNING_SECRET, or a key derived from the JWT key (a different key for a different use). */
  filesSigningSecret: string;
  /** MEDIA_DIR resolved inside DATA_DIR. */
  mediaDir: string;
  /** MEDIA_PUBLIC_URL, or API_PUBLIC_URL + /media. */
  mediaPublicUrl: string;
  /** PIX_PROVIDER, or 'simulated' outside production. */
  pixProvider: 'simulated' | null;
  /**
   * PIX_WEBHOOK_SECRET, or outside production a fixed development key; null in production without one (the
   * webhook then refuses every notice).
   */
  pixWebhookSecret: string | null;
  /** DEPOSIT_ACCOUNT, or outside production a fictitious development account; null in production without one. */
  depositAccount: string | null;
};

// Only for development and tests: production refuses to start without AUTH_JWT_SECRET.
const developmentJwtSecret = 'circula-development-only-jwt-secret-do-not-use-in-production';
// Only for development and tests: an account no bank holds, so nobody deposits into it by mistake.
const developmentDepositAccount =
  'Banco de testes (000) · agência 0001 · conta corrente 12345-6 · Circula (conta de desenvolvimento, não deposite)';
// Only for development and tests: production refuses to start without PIX_WEBHOOK_SECRET.
const developmentPixWebhookSecret = 'circula-development-only-pix-webhook-secret-do-not-use';

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Configuração inválida:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration once. Unknown keys are ignored; bad values stop the start. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const production = parsed.data.NODE_ENV === 'production';
  const authJwtSecret = parsed.data.AUTH_JWT_SECRET ?? developmentJwtSecret;
  const filesSigningSecret = parsed.data.FILES_SIGNING_SECRET ?? deriveFilesSigningSecret(authJwtSecret);
  const problems: string[] = [];
  if (production) {
    if (!parsed.data.AUTH_JWT_SECRET) {
      problems.push('AUTH_JWT_SECRET: obrigatório em produção (uma chave aleatória de 32+ caracteres)');
    } else if (authJwtSecret === developmentJwtSecret) {
      problems.push('AUTH_JWT_SECRET: a chave de desenvolvimento é pública e não vale em produção');
    }
    if (
      filesSigningSecret === developmentJwtSecret ||
      filesSigningSecret === deriveFilesSigningSecret(developmentJwtSecret)
    ) {
      problems.push('FILES_SIGNING_SECRET: a chave de desenvolvimento é pública e não vale em produção');
    }
    if (parsed.data.SEED_DEMO_DATA === true) {
      problems.push(
        'SEED_DEMO_DATA: os dados de demonstração (com contas de senha pública) não são carregados em produção',
      );
    }
  } else if (cleaned.NODE_ENV === undefined && !isLoopbackHost(parsed.data.API_HOST)) {
    // The development aids (/dev) are on when NODE_ENV is not set: exposing them beyond this machine must
    // be a choice, never a forgotten setting.
    problems.push(
      `API_HOST: ${parsed.data.API_HOST} recebe conexões de fora desta máquina; defina NODE_ENV=production ` +
        '(ou NODE_ENV=development para expor de propósito um ambiente de desenvolvimento)',
    );
  }
  // The simulated provider lets a buyer mark a payment as received: never where the money is real.
  if (parsed.data.NODE_ENV === 'production' && parsed.data.PIX_PROVIDER === 'simulated') {
    problems.push('PIX_PROVIDER: o provedor simulado não pode ser usado em produção');
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.PIX_PROVIDER && !parsed.data.PIX_WEBHOOK_SECRET) {
    problems.push(
      'PIX_WEBHOOK_SECRET: obrigatório em produção com PIX_PROVIDER (a chave de assinatura do provedor, 32+ caracteres)',
    );
  }
  const mediaStorage = parsed.data.MEDIA_STORAGE ?? parsed.data.STORAGE_DRIVER;
  if ((parsed.data.STORAGE_DRIVER === 's3' || mediaStorage === 's3') && !parsed.data.S3_BUCKET) {
    problems.push('S3_BUCKET: obrigatório quando STORAGE_DRIVER ou MEDIA_STORAGE é s3');
  }
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY: defina os dois, ou nenhum');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.isAbsolute(parsed.data.DATA_DIR)
    ? parsed.data.DATA_DIR
    : path.resolve(repoRoot, parsed.data.DATA_DIR);
  const mediaDir = path.resolve(dataDir, parsed.data.MEDIA_DIR);
  const mediaPublicUrl = (
    parsed.data.MEDIA_PUBLIC_URL ?? `${parsed.data.API_PUBLIC_URL.replace(/\/$/, '')}/media`
  ).replace(/\/$/, '');
  return {
    ...parsed.data,
    SEED_DEMO_DATA: parsed.data.SEED_DEMO_DATA ?? !production,
    MEDIA_STORAGE: mediaStorage,
    dataDir,
    authJwtSecret,
    privateFilesDir: path.join(dataDir, 'private'),
    filesSigningSecret,
    mediaDir,
    mediaPublicUrl,
    pixProvider: parsed.data.PIX_PROVIDER ?? (parsed.data.NODE_ENV === 'production' ? null : 'simulated'),
    pixWebhookSecret:
      parsed.data.PIX_WEBHOOK_SECRET ??
      (parsed.data.NODE_ENV === 'production' ? null : developmentPixWebhookSecret),
    depositAccount: parsed.data.DEPOSIT_ACCOUNT ?? (production ? null : developmentDepositAccount),
  };
}

function deriveFilesSigningSecret(authJwtSecret: string): string {
  return createHmac('sha256', authJwtSecret).update('circula-private-file-links').digest('base64url');
}

/** Whether an address (or host name) only ever receives connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  if (bare.startsWith('::ffff:')) return isLoopbackHost(bare.slice(7));
  return isIP(bare) === 4 && bare.startsWith('127.');
}
