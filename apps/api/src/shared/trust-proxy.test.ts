import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { loadConfig } from '../config.js';

const production = {
  NODE_ENV: 'production',
  AUTH_JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
  RATE_LIMIT_MAX: '3',
};
const behindOneProxy = await createTestApp({ ...production, TRUST_PROXY: '1' });
const trustingNobody = await createTestApp(production);
const trustingListedProxies = await createTestApp({ ...production, TRUST_PROXY: '10.0.0.0/8, ::1' });

/** Five requests in a row from one socket address, each with the X-Forwarded-For its attempt gives. */
async function statuses(
  app: typeof behindOneProxy.app,
  remoteAddress: string,
  forwardedFor: (attempt: number) => string,
) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await app.inject({
      method: 'GET',
      url: '/web/asset-categories/macros',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
    });
    answers.push(response.statusCode);
  }
  return answers;
}

const count = (values: number[], status: number) => values.filter((value) => value === status).length;

describe('the client address behind a proxy', () => {
  it('with one trusted hop, a rotating leftmost X-Forwarded-For does not escape the per-IP limit', async () => {
    // The proxy appends the address it saw (203.0.113.7); whatever the client wrote before it is ignored.
    const answers = await statuses(
      behindOneProxy.app,
      '10.0.0.1',
      (attempt) => `198.51.100.${attempt + 1}, 203.0.113.7`,
    );
    expect([count(answers, 200), count(answers, 429)]).toEqual([3, 2]);
    // Another visitor behind the same proxy has its own allowance.
    const other = await statuses(behindOneProxy.app, '10.0.0.1', () => '203.0.113.8');
    expect(count(other, 200)).toBe(3);
  });

  it('trusting nobody (the default), X-Forwarded-For changes nothing: the socket address is counted', async () => {
    const answers = await statuses(trustingNobody.app, '10.0.0.2', (attempt) => `198.51.100.${attempt + 1}`);
    expect([count(answers, 200), count(answers, 429)]).toEqual([3, 2]);
  });

  it('with listed proxies, only what a listed proxy appended is believed', async () => {
    const viaProxy = await statuses(
      trustingListedProxies.app,
      '10.1.2.3',
      (attempt) => `198.51.100.${attempt + 1}, 203.0.113.9`,
    );
    expect([count(viaProxy, 200), count(viaProxy, 429)]).toEqual([3, 2]);
    // A client that is not a listed proxy cannot pick its address with the header.
    const direct = await statuses(
      trustingListedProxies.app,
      '192.0.2.1',
      (attempt) => `198.51.100.${attempt + 1}`,
    );
    expect([count(direct, 200), count(direct, 429)]).toEqual([3, 2]);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDR blocks, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/não é um número de saltos/);
  });
});
