import type { z } from 'zod';
import { publicConfig } from '@/config/public';

/**
 * Whether API answers are checked against their schema when they arrive: in development and test, so a
 * drift between the web and the API fails loudly on the first page that reads it (decision 230). In
 * production the answer is only typed by the schema: the API already validated it before sending.
 */
export const checkAnswers = publicConfig.appEnv !== 'production';

/** An answer that does not match the schema the web reads it with: the API and the web disagree. */
export class ApiContractError extends Error {
  constructor(
    readonly where: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(
      `A resposta de ${where} não segue o contrato da API` +
        (first ? ` (${first.path.join('.') || 'raiz'}: ${first.message})` : ''),
    );
    this.name = 'ApiContractError';
  }
}

/**
 * Reads a parsed JSON body as the schema's type; checked at runtime when `check` is on. The body is
 * returned as it came (response schemas carry no transforms), so both modes hand the page the same object.
 */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  where: string,
  check: boolean = checkAnswers,
): z.infer<S> {
  if (check) {
    const result = schema.safeParse(body);
    if (!result.success) throw new ApiContractError(where, result.error.issues);
  }
  return body as z.infer<S>;
}
