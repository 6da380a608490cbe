import { z } from 'zod';

const optionalUrl = z.url().optional();

const publicSchema = z.object({
  /**
   * Which deployment this is. It picks the auth cookie names (shared with the API, which uses its NODE_ENV)
   * and the Secure flag; a production deploy sets NEXT_PUBLIC_APP_ENV=production.
   */
  appEnv: z.enum(['development', 'test', 'production']).default('development'),
  apiUrl: z.url().default('http://localhost:4000'),
  siteUrl: z.url().default('http://localhost:3000'),
  sellFormUrl: optionalUrl,
  contactEmail: z.email().default('contato@circula.com.br'),
  whatsappNumber: z
    .string()
    .regex(/^\d{12,13}$/, 'NEXT_PUBLIC_WHATSAPP_NUMBER: use DDI + DDD + número, só dígitos')
    .default('5511940028922'),
  instagramUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  facebookUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  /** Largest document the API accepts (its UPLOAD_MAX_BYTES); checked before sending to save the wait. */
  uploadMaxBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

const blankToUndefined = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

// Next inlines NEXT_PUBLIC_* only when each variable is written out in full, so no loops over process.env.
export const publicConfig = publicSchema.parse({
  appEnv: blankToUndefined(process.env.NEXT_PUBLIC_APP_ENV),
  apiUrl: blankToUndefined(process.env.NEXT_PUBLIC_API_URL),
  siteUrl: blankToUndefined(process.env.NEXT_PUBLIC_SITE_URL),
  sellFormUrl: blankToUndefined(process.env.NEXT_PUBLIC_SELL_FORM_URL),
  contactEmail: blankToUndefined(process.env.NEXT_PUBLIC_CONTACT_EMAIL),
  whatsappNumber: blankToUndefined(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER),
  instagramUrl:
    blankToUndefined(process.env.NEXT_PUBLIC_INSTAGRAM_URL) ?? 'https://www.instagram.com/circula',
  linkedinUrl:
    blankToUndefined(process.env.NEXT_PUBLIC_LINKEDIN_URL) ?? 'https://www.linkedin.com/company/circula',
  facebookUrl: blankToUndefined(process.env.NEXT_PUBLIC_FACEBOOK_URL),
  youtubeUrl: blankToUndefined(process.env.NEXT_PUBLIC_YOUTUBE_URL),
  uploadMaxBytes: blankToUndefined(process.env.NEXT_PUBLIC_UPLOAD_MAX_BYTES),
});

export type PublicConfig = typeof publicConfig;
