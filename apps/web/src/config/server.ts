import { z } from 'zod';
import { publicConfig } from './public';

const serverSchema = z.object({
  /** Address server components use to reach the API (inside a private network it differs from the public one). */
  apiInternalUrl: z.url(),
  /** Shared with the API (WEB_SERVER_TOKEN): the server's catalogue reads are not rate-limited as one visitor. */
  webServerToken: z.string().min(32).optional(),
});

export const serverConfig = serverSchema.parse({
  apiInternalUrl:
    process.env.API_INTERNAL_URL && process.env.API_INTERNAL_URL.trim() !== ''
      ? process.env.API_INTERNAL_URL
      : publicConfig.apiUrl,
  webServerToken: process.env.WEB_SERVER_TOKEN?.trim() || undefined,
});
