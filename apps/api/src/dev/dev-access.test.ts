import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp({ NODE_ENV: 'development' });

function outbox(remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });
}

describe('the development aids (/dev)', () => {
  it('answer a request made on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(address)).statusCode, address).toBe(200);
    }
  });

  it('answer 404 to any other address, even outside production', async () => {
    for (const address of ['203.0.113.9', '10.0.0.1', '::ffff:192.168.0.2', '2001:db8::1']) {
      const response = await outbox(address);
      expect([response.statusCode, response.json().code], address).toEqual([404, 'NOT_FOUND']);
    }
    const roles = await app.inject({
      method: 'POST',
      url: '/dev/roles',
      remoteAddress: '203.0.113.9',
      payload: { email: 'alguem@example.com', role: 'CIRCULA_CUSTOMER_SUPPORT' },
    });
    expect(roles.statusCode).toBe(404);
  });

  it('answer 404 to a request relayed by a proxy on this machine', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      expect((await outbox('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(404);
    }
  });
});
