import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Header the web server's own reads carry (see WEB_SERVER_TOKEN). */
export const webServerTokenHeader = 'x-circula-web-server';

/**
 * Tells whether a request comes from the web server, by the shared token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or content of what was sent.
 */
export function webServerRequestCheck(token: string | undefined): (request: FastifyRequest) => boolean {
  if (!token) return () => false;
  const expected = createHash('sha256').update(token).digest();
  return (request) => {
    const sent = request.headers[webServerTokenHeader];
    if (typeof sent !== 'string' || sent === '') return false;
    return timingSafeEqual(createHash('sha256').update(sent).digest(), expected);
  };
}
