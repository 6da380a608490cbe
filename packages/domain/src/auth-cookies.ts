// Apart from auth.ts (zod schemas, phone rules): the web app's every page reads these names.

/** Cookie names per environment (the spec: they differ by environment). */
export function authCookieNames(environment: string) {
  const prefix = environment === 'production' ? 'circula' : 'circula_dev';
  return {
    /** Set by the web app's own /api/auth/set. */
    accessToken: `${prefix}_at`,
    /** httpOnly, Path=/auth on the API. */
    refreshToken: `${prefix}_rt`,
    /** Readable by the web app: tells it a refresh is worth trying. */
    refreshTokenPresent: `${prefix}_rt_present`,
  } as const;
}
