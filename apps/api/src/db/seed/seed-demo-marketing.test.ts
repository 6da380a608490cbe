import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../../test/factories.js';
import { createTestApp } from '../../../test/helpers.js';
import { makeDataDir } from '../../buyers/buyer-test-factories.js';
import { specialOffers } from '../schema/index.js';
import { seedDemoMarketing } from './seed-demo-marketing.js';

const { app, db } = await createTestApp({ DATA_DIR: makeDataDir() });

describe('demo banners and Ofertas Especiais', () => {
  it('shows a hero and a pair on the home and a strip on the search page, once', async () => {
    const listing = await makeListing(db, { status: 'OPEN' });
    await makeLot(db, { listingId: listing.id });
    await seedDemoMarketing(db, { now: new Date(), storage: app.deps.media });
    await seedDemoMarketing(db, { now: new Date(), storage: app.deps.media });

    const home = (await app.inject({ url: '/web/banners?placement=HOME' })).json();
    expect(home.banners.map((banner: { type: string }) => banner.type)).toEqual([
      'DYNAMIC_LARGE',
      'DYNAMIC_PAIR',
      'DYNAMIC_PAIR',
    ]);
    expect(home.banners[0].desktopImage).toMatchObject({ width: 1600, height: 500 });
    const image = await app.inject({ url: new URL(home.banners[0].mobileImage.url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const search = (await app.inject({ url: '/web/banners?placement=SEARCH' })).json();
    expect(search.banners.map((banner: { type: string }) => banner.type)).toEqual(['RECTANGLE']);

    const offers = await db.select().from(specialOffers);
    expect(offers.map((offer) => Boolean(offer.lotId)).sort()).toEqual([false, true]);
  });
});
