import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { streamClientKey } from './stream-events.js';

const { app, db } = await createTestApp({ LIVE_MAX_STREAMS_PER_IP: '3', RATE_LIMIT_MAX: '100000' });
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as { port: number }).port;

interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Promise<string>;
  close(): void;
}

/** A stream request from one loopback address (each 127.x address is a different client). */
function openFrom(localAddress: string, path: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, localAddress, headers: { accept: 'text/event-stream' } },
      (response) => {
        let text = '';
        const body = new Promise<string>((done) => {
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => done(text));
          response.on('close', () => done(text));
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

const listing = await makeListing(db);
const lot = await makeLot(db, { listingId: listing.id });

describe('live stream slots per client address', () => {
  it('refuses the same address past its cap with 429 and Retry-After, serves other addresses, and frees a slot on disconnect', async () => {
    const paths = [
      `/web/lots/${lot.id}/stream`,
      `/web/listings/${listing.id}/stream`,
      `/web/lots/${lot.id}/stream`,
      `/web/listings/${listing.id}/stream`,
      `/web/lots/${lot.id}/stream`,
    ];
    const streams = await Promise.all(paths.map((path) => openFrom('127.0.0.2', path)));
    const accepted = streams.filter((stream) => stream.status === 200);
    const refused = streams.filter((stream) => stream.status === 429);
    expect([accepted.length, refused.length]).toEqual([3, 2]);
    for (const stream of refused) {
      expect(Number(stream.headers['retry-after'])).toBeGreaterThan(0);
      const body = JSON.parse(await stream.body);
      expect(body.code).toBe('TOO_MANY_STREAMS');
      expect(body.message).toMatch(/transmissões ao vivo/);
    }

    // Another client is unaffected.
    const other = await openFrom('127.0.0.3', `/web/lots/${lot.id}/stream`);
    expect(other.status).toBe(200);

    // Closing one stream gives its slot back to the same address.
    accepted[0]!.close();
    let again: OpenStream | null = null;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const candidate = await openFrom('127.0.0.2', `/web/lots/${lot.id}/stream`);
      if (candidate.status === 200) {
        again = candidate;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again?.status).toBe(200);
    const refusedAgain = await openFrom('127.0.0.2', `/web/lots/${lot.id}/stream`);
    expect(refusedAgain.status).toBe(429);

    for (const stream of [...accepted, other, again!]) stream.close();
  });
});

describe('the client a stream is counted against', () => {
  it('is the IPv4 address, or the /64 of an IPv6 address', () => {
    expect(streamClientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(streamClientKey('::ffff:203.0.113.7')).toBe('::ffff:203.0.113.7');
    expect(streamClientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(streamClientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(streamClientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(streamClientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(streamClientKey('::1')).toBe('0:0:0:0::/64');
  });
});
