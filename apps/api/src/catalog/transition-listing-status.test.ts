import { canTransitionListing, type ListingStatus, listingStatuses } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { AppError } from '../shared/errors.js';
import { listStatusHistory } from './listing-status-rows.js';
import { transitionListingStatus } from './transition-listing-status.js';

const { app, db } = await createTestApp({ SEARCH_CACHE_SECONDS: '0' });

const pairs = listingStatuses.flatMap((from) => listingStatuses.map((to) => [from, to] as const));
const legal = pairs.filter(([from, to]) => canTransitionListing(from, to));
const illegal = pairs.filter(([from, to]) => !canTransitionListing(from, to));

describe('transitionListingStatus', () => {
  it('walks the whole happy path, one history row per move', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const path: ListingStatus[] = [
      'TEASER',
      'OPEN',
      'CLOSED',
      'PAYMENT_COLLECTION',
      'FULFILLMENT',
      'FULFILLED',
      'SETTLED',
    ];
    for (const to of path) {
      const updated = await transitionListingStatus(db, { listingId: listing.id, to, changedBy: 'system' });
      expect(updated.status).toBe(to);
    }
    const history = await listStatusHistory(db, listing.id);
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'DRAFT'],
      ['DRAFT', 'TEASER'],
      ['TEASER', 'OPEN'],
      ['OPEN', 'CLOSED'],
      ['CLOSED', 'PAYMENT_COLLECTION'],
      ['PAYMENT_COLLECTION', 'FULFILLMENT'],
      ['FULFILLMENT', 'FULFILLED'],
      ['FULFILLED', 'SETTLED'],
    ]);
  });

  it('stamps publication when an Event leaves DRAFT and keeps who moved it and why', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    const at = new Date(Date.now() + 60_000);
    await transitionListingStatus(db, {
      listingId: listing.id,
      to: 'TEASER',
      changedBy: 'user-1',
      reason: 'Aprovado',
      now: at,
    });
    const [row] = await db.query.listings.findMany({ where: (t, { eq }) => eq(t.id, listing.id) });
    expect(row?.publishedAt?.toISOString()).toBe(at.toISOString());
    const history = await listStatusHistory(db, listing.id);
    expect(history.at(-1)).toMatchObject({ changedBy: 'user-1', reason: 'Aprovado', toStatus: 'TEASER' });
  });

  it.each(legal.filter(([, to]) => to === 'CANCELLED'))('allows %s → %s', async (from, to) => {
    const listing = await makeListing(db, { status: from });
    await expect(
      transitionListingStatus(db, { listingId: listing.id, to, changedBy: 'system' }),
    ).resolves.toMatchObject({
      status: to,
    });
  });

  it(`refuses all ${illegal.length} illegal moves with ILLEGAL_STATUS_TRANSITION and writes nothing`, async () => {
    for (const [from, to] of illegal) {
      const listing = await makeListing(db, { status: from });
      const error = await transitionListingStatus(db, {
        listingId: listing.id,
        to,
        changedBy: 'system',
      }).catch((caught: unknown) => caught);
      expect(error, `${from} → ${to}`).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('ILLEGAL_STATUS_TRANSITION');
      expect((error as AppError).statusCode).toBe(409);
      const [row] = await db.query.listings.findMany({ where: (t, { eq }) => eq(t.id, listing.id) });
      expect(row?.status).toBe(from);
      expect(await listStatusHistory(db, listing.id)).toHaveLength(1);
    }
  });

  it('explains the refusal in Portuguese with the moves that are possible', async () => {
    const listing = await makeListing(db, { status: 'DRAFT' });
    await expect(
      transitionListingStatus(db, { listingId: listing.id, to: 'CLOSED', changedBy: 'system' }),
    ).rejects.toThrow(
      'Um evento rascunho não pode passar para encerrado. Próximas situações possíveis: em breve, cancelado.',
    );
    const settled = await makeListing(db, { status: 'SETTLED' });
    await expect(
      transitionListingStatus(db, { listingId: settled.id, to: 'OPEN', changedBy: 'system' }),
    ).rejects.toThrow('Esta situação é final.');
  });

  it('carries the new status to the lots, so search and pages see it at once', async () => {
    const listing = await makeListing(db, { status: 'TEASER', startsAt: new Date(Date.now() - 60_000) });
    const lot = await makeLot(db, { listingId: listing.id, title: 'Torno Mecânico Romi Transição' });
    const statusOf = async () =>
      (await app.inject({ method: 'GET', url: '/web/search?q=transicao' }))
        .json()
        .lots.map((hit: { id: string; displayStatus: string }) => [hit.id, hit.displayStatus]);
    expect(await statusOf()).toEqual([[lot.id, 'em-breve']]);
    await transitionListingStatus(db, { listingId: listing.id, to: 'OPEN', changedBy: 'system' });
    expect(await statusOf()).toEqual([[lot.id, 'aberto']]);
    await transitionListingStatus(db, { listingId: listing.id, to: 'CANCELLED', changedBy: 'system' });
    expect(await statusOf()).toEqual([]);
  });

  it('answers LISTING_NOT_FOUND for an unknown Event', async () => {
    await expect(
      transitionListingStatus(db, {
        listingId: '00000000-0000-4000-8000-000000000000',
        to: 'OPEN',
        changedBy: 'system',
      }),
    ).rejects.toMatchObject({ code: 'LISTING_NOT_FOUND' });
  });
});
