import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers for these options, worked out once at start-up. With no CSP nonce they depend on
 * nothing in the request, so every answer gets the same object in one call instead of running Helmet's
 * middlewares (a dozen `setHeader` calls) per request — a visible share of the bid path's CPU.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
