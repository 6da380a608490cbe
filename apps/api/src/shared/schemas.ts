import { z } from 'zod';

/** The shape of every error answer, declared on routes so the OpenAPI document shows it. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

/** The statuses of error answers the routes declare. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A route's error answers for its response schema, each with the one error body:
 * `response: { 200: answerSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** The error answers of a route that takes an upload: too large, wrong type, unreadable, scanner down. */
export const uploadErrorResponses = errorResponses(413, 415, 422, 503);
