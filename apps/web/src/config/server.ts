import { z } from 'zod';

const serverSchema = z.object({
  /**
   * Address the web server reaches the API at: for server components and for the browser's calls that it
   * forwards from /api/proxy (decision 100). Inside a private network it is not a public address.
   */
  apiInternalUrl: z.url(),
  /** Shared with the API (WEB_SERVER_TOKEN): the server's catalogue reads are not rate-limited as one visitor. */
  webServerToken: z.string().min(32).optional(),
});

export const serverConfig = serverSchema.parse({
  // NEXT_PUBLIC_API_URL was the browser's address of the API; deployments that still set it keep working.
  apiInternalUrl:
    process.env.API_INTERNAL_URL?.trim() ||
    process.env.NEXT_PUBLIC_API_URL?.trim() ||
    'http://localhost:4000',
  webServerToken: process.env.WEB_SERVER_TOKEN?.trim() || undefined,
});
