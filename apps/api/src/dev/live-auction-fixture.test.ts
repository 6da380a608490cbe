import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, signIn } from '../auth/auth-test-factories.js';

const { app, db } = await createTestApp({ BIDS_RATE_LIMIT_MAX: '1000' });
const production = await createTestApp({
  NODE_ENV: 'production',
  AUTH_JWT_SECRET: 'a-production-secret-of-more-than-32-characters',
});

describe('development fixtures of the live auction', () => {
  it('opens a lot ending soon whose short soft close extends the end, bid on by a verified buyer', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/dev/live-auctions',
      payload: { endsInSeconds: 10, softCloseWindowSeconds: 15, softCloseExtensionSeconds: 25 },
    });
    expect(created.statusCode).toBe(201);
    const fixture = created.json();
    const ends = Date.parse(fixture.scheduledEndAt);
    expect(ends - Date.now()).toBeGreaterThan(5_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(10_000);

    const page = await app.inject({ method: 'GET', url: `/web/lots/${fixture.lotId}` });
    expect(page.json().lot).toMatchObject({ displayStatus: 'aberto', minimumNextBidCents: 50_000 });

    const user = await makeUser(db);
    const made = await app.inject({
      method: 'POST',
      url: '/dev/verified-buyers',
      payload: { email: user.email },
    });
    expect(made.statusCode).toBe(200);
    const { accessToken } = await signIn(app, user.email);
    const headers = bearer(accessToken);
    const enrolled = await app.inject({
      method: 'POST',
      url: `/web/listings/${fixture.listingId}/enrolments`,
      headers,
      payload: { acceptEdital: true },
    });
    expect(enrolled.statusCode).toBe(201);
    const bid = await app.inject({
      method: 'POST',
      url: `/web/lots/${fixture.lotId}/bids`,
      headers,
      payload: { amountCents: 50_000, lastSeenBidId: null, idempotencyKey: randomUUID() },
    });
    expect(bid.statusCode).toBe(201);
    // Inside the 15-second window: the end moves to 25 seconds after the bid.
    const receipt = bid.json();
    expect(Date.parse(receipt.lot.scheduledEndAt) - Date.parse(receipt.bid.createdAt)).toBe(25_000);
  });

  it('refuses an unknown e-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dev/verified-buyers',
      payload: { email: 'ninguem@example.com' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('USER_NOT_FOUND');
  });
});

describe('in production', () => {
  it('the fixture routes do not exist', async () => {
    const auction = await production.app.inject({ method: 'POST', url: '/dev/live-auctions', payload: {} });
    expect(auction.statusCode).toBe(404);
    const buyer = await production.app.inject({
      method: 'POST',
      url: '/dev/verified-buyers',
      payload: { email: 'alguem@example.com' },
    });
    expect(buyer.statusCode).toBe(404);
  });
});
