import { describe, expect, it } from 'vitest';
import { makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { uniqueEmail } from '../auth/auth-test-factories.js';
import { signedInUser } from '../buyers/buyer-test-factories.js';
import { sellerUsers } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SELLER_INVITE_RATE_LIMIT_MAX: '2',
});

describe('invitation limit', () => {
  it('refuses a seller ADMIN’s invitations past the hourly limit with 429, sending nothing more', async () => {
    const seller = await makeSeller(db);
    const admin = await signedInUser(app, db);
    await db.insert(sellerUsers).values({ sellerId: seller.id, userId: admin.user.id, role: 'ADMIN' });
    const invite = () =>
      app.inject({
        method: 'POST',
        url: `/seller/sellers/${seller.id}/users`,
        headers: admin.headers,
        payload: { email: uniqueEmail('limite'), role: 'VIEWER' },
      });
    expect((await invite()).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(200);
    const third = await invite();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    const team = await app.inject({
      method: 'GET',
      url: `/seller/sellers/${seller.id}/users`,
      headers: admin.headers,
    });
    expect(team.json().invitations).toHaveLength(2);
  });
});
