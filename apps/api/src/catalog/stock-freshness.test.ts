import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { listings, paymentIntents } from '../db/schema/index.js';
import { confirm, directSaleLot } from '../direct-sales/direct-sale-test-factories.js';

// Search facet counts and Event pages are cached (30 s and 10 s), but a sale shows on the very next request:
// the cache keys carry the stock version (decision 161). The default cache settings are kept on purpose.
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
});

type Card = { id: string; displayStatus: string; availableQuantity?: number };
type Facet = { status: string; count: number };

async function eventPage(slug: string) {
  const response = await app.inject({ method: 'GET', url: `/web/listings/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { listing: { description: string }; lots: Card[] };
}

async function search(word: string) {
  const response = await app.inject({ method: 'GET', url: `/web/search?q=${word}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { lots: Card[]; total: number; facets: { statuses: Facet[] } };
}

const counts = (facets: Facet[]) => Object.fromEntries(facets.map((facet) => [facet.status, facet.count]));

describe('"Esgotado" everywhere at once, caches kept', () => {
  it('buying the last unit shows Esgotado on the next Event page, search and lot page answers', async () => {
    const { listing, lot } = await directSaleLot(db, { quantity: 1 });
    const word = `cadeiraergonomica${lot.id.slice(0, 6)}`;
    await db
      .update(listings)
      .set({ title: `Queima ${word}` })
      .where(eq(listings.id, listing.id));
    const other = await makeLot(db, { listingId: listing.id, quantity: 3, unitPriceCents: 5_000 });

    // Warm both caches.
    const before = await eventPage(listing.slug);
    expect(before.lots.find((card) => card.id === lot.id)).toMatchObject({
      displayStatus: 'aberto',
      availableQuantity: 1,
    });
    const searched = await search(word);
    expect(counts(searched.facets.statuses)).toEqual({ aberto: 2 });

    // The cache is really used: a change that is not stock (the description, written behind the API's back)
    // is not seen while the stock is unchanged.
    await db.update(listings).set({ description: 'Descrição nova' }).where(eq(listings.id, listing.id));
    expect((await eventPage(listing.slug)).listing.description).toBe(before.listing.description);

    // The last unit is bought.
    const buyer = await makeBidder(app, db);
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);

    const after = await eventPage(listing.slug);
    expect(after.lots.find((card) => card.id === lot.id)).toMatchObject({
      displayStatus: 'esgotado',
      availableQuantity: 0,
    });
    expect(after.lots.find((card) => card.id === other.id)).toMatchObject({ displayStatus: 'aberto' });
    expect(after.listing.description).toBe('Descrição nova');

    const found = await search(word);
    expect(found.lots.find((card) => card.id === lot.id)?.displayStatus).toBe('esgotado');
    expect(counts(found.facets.statuses)).toEqual({ aberto: 1, esgotado: 1 });
    const filtered = await app.inject({ method: 'GET', url: `/web/search?q=${word}&status=aberto` });
    expect(filtered.json().total).toBe(1);

    const lotPage = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}` });
    expect(lotPage.json().lot).toMatchObject({ displayStatus: 'esgotado', availableQuantity: 0 });
  });

  it('units given back (a lapsed purchase) show as open again at once', async () => {
    const { listing, lot } = await directSaleLot(db, { quantity: 2 });
    const buyer = await makeBidder(app, db);
    const bought = await confirm(app, buyer, lot.id, 2);
    expect(bought.statusCode).toBe(201);
    expect((await eventPage(listing.slug)).lots[0]!.displayStatus).toBe('esgotado');
    await db
      .update(paymentIntents)
      .set({ status: 'CANCELLED' })
      .where(eq(paymentIntents.id, bought.json().paymentIntentId));
    expect((await eventPage(listing.slug)).lots[0]).toMatchObject({
      displayStatus: 'aberto',
      availableQuantity: 2,
    });
  });
});
