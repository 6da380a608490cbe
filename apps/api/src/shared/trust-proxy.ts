import type { AppConfig } from '../config.js';

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A hop count trusts that many addresses from the
 * socket's end of X-Forwarded-For (Fastify itself ignores a bare number), so the client is the address the
 * outermost trusted proxy saw, and anything a client wrote before it is never read. A hop count believes the
 * peer without checking it: use it only where the API is reachable through the proxy alone; a list of the
 * proxies' addresses or CIDR blocks checks each hop.
 */
export function trustProxyOption(
  setting: AppConfig['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return setting;
}
