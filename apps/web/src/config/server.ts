import { z } from 'zod';
import { publicConfig } from './public';

const serverSchema = z.object({
  /** Address server components use to reach the API (inside a private network it differs from the public one). */
  apiInternalUrl: z.url(),
});

export const serverConfig = serverSchema.parse({
  apiInternalUrl:
    process.env.API_INTERNAL_URL && process.env.API_INTERNAL_URL.trim() !== ''
      ? process.env.API_INTERNAL_URL
      : publicConfig.apiUrl,
});
