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
  /** Requests per minute per IP across the API (per-route limits are stricter). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Loads the demo catalogue into an empty database at start. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Where photos and documents are kept: 'local' is a folder (MEDIA_DIR); an S3-compatible store comes later. */
  MEDIA_STORAGE: z.enum(['local']).default('local'),
  /** Folder of the local media store; relative paths are inside DATA_DIR. */
  MEDIA_DIR: z.string().min(1).default('media'),
  /** Base address of media files as browsers reach them (a CDN in front of /media); default API_PUBLIC_URL/media. */
  MEDIA_PUBLIC_URL: z.url().optional(),
  /** Searches per minute per IP: each one is heavier than a page read. */
  SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  /** Seconds this process reuses a search's facet counts and typo look-ups; 0 recomputes on every request. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
});

export type AppConfig = z.infer<typeof configSchema> & {
  dataDir: string;
  mediaDir: string;
  mediaPublicUrl: string;
};

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
  const dataDir = path.isAbsolute(parsed.data.DATA_DIR)
    ? parsed.data.DATA_DIR
    : path.resolve(repoRoot, parsed.data.DATA_DIR);
  const mediaDir = path.resolve(dataDir, parsed.data.MEDIA_DIR);
  const mediaPublicUrl = (
    parsed.data.MEDIA_PUBLIC_URL ?? `${parsed.data.API_PUBLIC_URL.replace(/\/$/, '')}/media`
  ).replace(/\/$/, '');
  return { ...parsed.data, dataDir, mediaDir, mediaPublicUrl };
}
