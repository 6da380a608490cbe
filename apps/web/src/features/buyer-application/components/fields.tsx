import { failureText, genericMessage } from '@/lib/http/failure-text';

/** The API's message, the connection's, or a generic one: never a runtime's or a library's own text. */
export function errorMessage(error: unknown): string {
  return failureText(error, genericMessage);
}
