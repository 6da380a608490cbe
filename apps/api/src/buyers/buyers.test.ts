import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bids, buyers, lots } from '../db/schema/index.js';
import { applicantAt, makeDataDir, makeUsername } from './buyer-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});

const buyerRow = async (id: string) => (await db.select().from(buyers).where(eq(buyers.id, id)))[0]!;

describe('GET /web/buyers/:id', () => {
  it("returns the owner's buyer with the spec's fields only", async () => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const response = await app.inject({
      method: 'GET',
      url: `/web/buyers/${applicant.buyerId}`,
      headers: applicant.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      buyer: {
        id: applicant.buyerId,
        username: applicant.registrationData.username,
        status: 'UNVERIFIED',
        type: 'NATURAL_PERSON',
        blockedAt: null,
        blockReason: null,
        buyerCredits: { availableCents: 0, feesOnlyCents: 0, nextExpiryAt: null },
      },
    });
    expect(response.body).not.toContain(applicant.registrationData.cpf as string);
  });
});

describe('PATCH /web/buyers/:id', () => {
  it('changes the username', async () => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const username = makeUsername('novo');
    const response = await app.inject({
      method: 'PATCH',
      url: `/web/buyers/${applicant.buyerId}`,
      headers: applicant.headers,
      payload: { username },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().buyer.username).toBe(username);
    expect((await buyerRow(applicant.buyerId)).username).toBe(username);
  });

  it.each([
    ['status', { status: 'VERIFIED' }],
    ['blockedAt', { blockedAt: null }],
    ['blockReason', { blockReason: 'OTHER' }],
    ['type', { type: 'JURIDICAL_PERSON' }],
    ['status with a valid username', { username: 'valido_1', status: 'VERIFIED' }],
  ])('refuses %s and changes nothing', async (_name, payload) => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const before = await buyerRow(applicant.buyerId);
    const response = await app.inject({
      method: 'PATCH',
      url: `/web/buyers/${applicant.buyerId}`,
      headers: applicant.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await buyerRow(applicant.buyerId)).toEqual(before);
  });

  it('refuses a username another buyer has, whatever the case', async () => {
    const first = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const second = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const response = await app.inject({
      method: 'PATCH',
      url: `/web/buyers/${second.buyerId}`,
      headers: second.headers,
      payload: { username: (first.registrationData.username as string).toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('USERNAME_TAKEN');
    expect((await buyerRow(second.buyerId)).username).toBe(second.registrationData.username);
  });
});

describe('buyer payload reads', () => {
  it('payment intents start empty (the checkout tests cover the rest)', async () => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const url = `/web/buyers/${applicant.buyerId}/payment-intents`;
    const empty = await app.inject({ method: 'GET', url, headers: applicant.headers });
    expect(empty.json()).toEqual({ paymentIntents: [] });
  });

  it('listing bids come from the bids, one entry per Event with my lots, winning or outbid, in the order asked', async () => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const url = `/web/buyers/${applicant.buyerId}/listing-bids`;
    expect((await app.inject({ method: 'GET', url, headers: applicant.headers })).json()).toEqual({
      listingBids: [],
    });
    const other = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const later = await makeListing(db, { scheduledEndAt: new Date('2026-09-01T15:00:00Z') });
    const sooner = await makeListing(db, { scheduledEndAt: new Date('2026-08-01T15:00:00Z') });
    const [lotA, lotB] = [
      await makeLot(db, { listingId: later.id }),
      await makeLot(db, { listingId: later.id }),
    ];
    const lotC = await makeLot(db, { listingId: sooner.id });
    const place = async (
      lot: typeof lotA,
      buyerId: string,
      sequence: number,
      amountCents: number,
      at: string,
    ) => {
      const [row] = await db
        .insert(bids)
        .values({
          listingId: lot.listingId,
          lotId: lot.id,
          buyerId,
          sequence,
          amountCents,
          createdAt: new Date(at),
        })
        .returning();
      await db
        .update(lots)
        .set({
          currentBidCents: amountCents,
          bidCount: sequence,
          lastBidId: row!.id,
          lastBidBuyerId: buyerId,
        })
        .where(eq(lots.id, lot.id));
    };
    await place(lotA, applicant.buyerId, 1, 10_000, '2026-01-01T10:00:00Z');
    await place(lotA, other.buyerId, 2, 12_000, '2026-01-01T10:30:00Z');
    await place(lotB, applicant.buyerId, 1, 20_000, '2026-01-01T11:00:00Z');
    await place(lotC, applicant.buyerId, 1, 500, '2026-02-01T10:00:00Z');
    const ascending = (await app.inject({ method: 'GET', url, headers: applicant.headers })).json()
      .listingBids;
    expect(ascending.map((entry: { listingId: string }) => entry.listingId)).toEqual([sooner.id, later.id]);
    expect(ascending[1]).toEqual({
      listingId: later.id,
      listingTitle: later.title,
      listingSlug: later.slug,
      bidCount: 2,
      highestAmountCents: 20_000,
      lastBidAt: '2026-01-01T11:00:00.000Z',
      scheduledEndAt: '2026-09-01T15:00:00.000Z',
      lots: [
        {
          lotId: lotA.id,
          lotNumber: 1,
          lotTitle: lotA.title,
          lotStatus: 'OPEN',
          status: 'OUTBID',
          closingStatus: null,
          sellerDeadlineAt: null,
          myHighestBidCents: 10_000,
          myBidCount: 1,
          myAutomaticBidMaxCents: null,
          currentBidCents: 12_000,
          bidCount: 2,
          winning: false,
          scheduledEndAt: '2026-09-01T15:00:00.000Z',
        },
        {
          lotId: lotB.id,
          lotNumber: 2,
          lotTitle: lotB.title,
          lotStatus: 'OPEN',
          status: 'WINNING',
          closingStatus: null,
          sellerDeadlineAt: null,
          myHighestBidCents: 20_000,
          myBidCount: 1,
          myAutomaticBidMaxCents: null,
          currentBidCents: 20_000,
          bidCount: 1,
          winning: true,
          scheduledEndAt: lotB.scheduledEndAt!.toISOString(),
        },
      ],
    });
    const descending = await app.inject({
      method: 'GET',
      url: `${url}?sort=DESC`,
      headers: applicant.headers,
    });
    expect(descending.json().listingBids.map((entry: { listingId: string }) => entry.listingId)).toEqual([
      later.id,
      sooner.id,
    ]);
    const bad = await app.inject({ method: 'GET', url: `${url}?sort=UP`, headers: applicant.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ordenação deve ser ASC ou DESC');
  });
});
