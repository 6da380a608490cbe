import { z } from 'zod';

/** The shape of every error answer, declared on routes so the OpenAPI document shows it. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
