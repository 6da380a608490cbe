import { isHttpError } from './client';

export const connectionMessage =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
export const genericMessage = 'Algo deu errado. Tente novamente.';

/**
 * Errors whose message is written for people: the web's own (by name, so no feature is imported) and a
 * plain `Error` thrown by the web's code. The runtime's (TypeError, RangeError, …) and libraries' own
 * classes never are.
 */
const userFacingErrors = new Set(['SignedOutError', 'UploadError', 'FieldErrors']);
export const writtenForPeople = (error: Error) =>
  userFacingErrors.has(error.name) ||
  (Object.getPrototypeOf(error) === Error.prototype && error.name === 'Error');

/**
 * The pt-BR text of any failure, a read's or a submission's: the API's message (an answer that carries the
 * API's code; a proxy's page or an empty body never does, and its text is not shown), the connection's when
 * the server could not be reached, a message the web wrote itself, else the fallback. No English text from
 * the runtime, a library or a proxy reaches a person.
 */
export function failureText(error: unknown, fallback = genericMessage): string {
  if (isHttpError(error)) return error.code && error.message ? error.message : fallback;
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return connectionMessage;
  }
  if (error instanceof Error && writtenForPeople(error) && error.message) return error.message;
  return fallback;
}
