import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { sellerUsers } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BUYERS_RATE_LIMIT_MAX: '100000',
});

const enrol = (
  who: { headers: Record<string, string> },
  listingId: string,
  payload: object = { acceptEdital: true },
) =>
  app.inject({ method: 'POST', url: `/web/listings/${listingId}/enrolments`, headers: who.headers, payload });

describe('POST /web/listings/:id/enrolments', () => {
  it('enrols a verified buyer who accepts the Edital, once', async () => {
    const listing = await makeListing(db);
    const buyer = await makeBidder(app, db);
    const first = await enrol(buyer, listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().enrolment).toMatchObject({ listingId: listing.id, buyerId: buyer.buyerId });
    const again = await enrol(buyer, listing.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().enrolment.id).toBe(first.json().enrolment.id);
    const mine = await app.inject({
      method: 'GET',
      url: `/web/listings/${listing.id}/enrolment`,
      headers: buyer.headers,
    });
    expect(mine.json().enrolment.id).toBe(first.json().enrolment.id);
    const other = await makeBidder(app, db);
    const theirs = await app.inject({
      method: 'GET',
      url: `/web/listings/${listing.id}/enrolment`,
      headers: other.headers,
    });
    expect(theirs.json()).toEqual({ enrolment: null });
  });

  it('refuses with a clear reason', async () => {
    const listing = await makeListing(db, { acceptBuyersMode: 'ONLY_JURIDICAL_PERSONS' });
    const cases = [
      [
        await makeBidder(app, db, { status: 'UNVERIFIED', type: 'JURIDICAL_PERSON' }),
        'BUYER_NOT_VERIFIED',
        403,
      ],
      [await makeBidder(app, db, { blocked: true, type: 'JURIDICAL_PERSON' }), 'BUYER_BLOCKED', 403],
      [await makeBidder(app, db), 'BUYER_TYPE_NOT_ACCEPTED', 403],
    ] as const;
    for (const [who, code, status] of cases) {
      const response = await enrol(who, listing.id);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect((await enrol(cases[2][0], listing.id)).json().message).toBe(
      'Este evento aceita apenas pessoas jurídicas.',
    );
    const company = await makeBidder(app, db, { type: 'JURIDICAL_PERSON' });
    expect((await enrol(company, listing.id)).statusCode).toBe(201);
    const late = await makeListing(db, { enrolmentDeadlineAt: new Date(Date.now() - 1000) });
    const lateAnswer = await enrol(company, late.id);
    expect([lateAnswer.statusCode, lateAnswer.json().code]).toEqual([409, 'ENROLMENT_CLOSED']);
    const sale = await makeListing(db, { type: 'DIRECT_SALE' });
    expect((await enrol(company, sale.id)).json().code).toBe('LISTING_NOT_ENROLLABLE');
    const closed = await makeListing(db, { status: 'CLOSED' });
    expect((await enrol(company, closed.id)).json().code).toBe('ENROLMENT_CLOSED');
    const draft = await makeListing(db, { status: 'DRAFT' });
    expect((await enrol(company, draft.id)).json().code).toBe('LISTING_NOT_FOUND');
    const noEdital = await enrol(company, listing.id, { acceptEdital: false });
    expect(noEdital.statusCode).toBe(400);
    expect(noEdital.json().message).toBe('É preciso aceitar o edital para se habilitar');
    const teaser = await makeListing(db, { status: 'TEASER' });
    expect((await enrol(company, teaser.id)).statusCode).toBe(201);
  });

  it("refuses a user of the Event's seller, whatever their role, and only in that seller's Events", async () => {
    const listing = await makeListing(db);
    const otherSellers = await makeListing(db);
    for (const role of ['ADMIN', 'VIEWER'] as const) {
      const insider = await makeBidder(app, db);
      await db.insert(sellerUsers).values({ sellerId: listing.sellerId, userId: insider.userId, role });
      const refused = await enrol(insider, listing.id);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'SELLER_OWN_LISTING']);
      expect(refused.json().message).toMatch(/equipe do vendedor/);
      expect((await enrol(insider, otherSellers.id)).statusCode).toBe(201);
    }
  });
});
