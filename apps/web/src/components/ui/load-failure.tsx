import { isHttpError } from '@/lib/http/client';

/**
 * What a page about one record says when it could not read it: `missing` for the API's 404 (the record does
 * not exist, or no longer does), `failed` for anything else, so that a network failure is never taken for a
 * removal. Shown only while the page has nothing loaded: a refresh that fails keeps a loaded record, and what a
 * form holds, on screen (the next refresh that succeeds brings it up to date).
 */
export function LoadFailure({ error, missing, failed }: { error: unknown; missing: string; failed: string }) {
  return <p role="alert">{isHttpError(error) && error.statusCode === 404 ? missing : failed}</p>;
}
