import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBookingSchedule, makeListing, makeLot, makeLotPhoto } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { storePhoto } from '../media/photo-renditions.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'circula-pages-'));
// Catalogue edits written straight to the database (photos, texts) must show on the next read here: the
// answer caches are off (their stock freshness is stock-freshness.test.ts).
const { app, db } = await createTestApp({
  DATA_DIR: dataDir,
  API_PUBLIC_URL: 'https://api.circula.test',
  SEARCH_CACHE_SECONDS: '0',
});
const hour = 3_600_000;

const feeRows = [
  { fromValueCents: 0, toValueCents: 99_999, feeCents: 5_000 },
  { fromValueCents: 100_000, toValueCents: 999_999, feeCents: 15_000 },
];
const auction = await makeListing(db, {
  title: 'Desativação de Escritório — Centro',
  editalKey: 'documents/edital-teste.pdf',
  inspectionConditions: 'Visitação às terças, das 9h às 16h.',
  pickUpConditions: 'Retirada em até 10 dias úteis.',
  segment: 'Desativação de Escritório',
  feeRows,
});
await makeBookingSchedule(db, { listingId: auction.id, type: 'VISIT' });
await makeBookingSchedule(db, {
  listingId: auction.id,
  type: 'PICK_UP',
  startsAt: new Date(Date.now() + 72 * hour),
  endsAt: new Date(Date.now() + 80 * hour),
});
const chair = await makeLot(db, {
  listingId: auction.id,
  title: 'Cadeira Presidente',
  macroCategory: 'MOVEIS_ESCRITORIO',
  estimatedValueCents: 200_000,
  startingBidCents: 80_000,
  reserveCents: 123_456,
});
const bidOn = await makeLot(db, {
  listingId: auction.id,
  title: 'Mesa de Reunião',
  macroCategory: 'MOVEIS_ESCRITORIO',
  startingBidCents: 50_000,
  currentBidCents: 120_000,
  bidCount: 3,
});
const teaser = await makeListing(db, {
  status: 'TEASER',
  startsAt: new Date(Date.now() + 24 * hour),
  scheduledEndAt: new Date(Date.now() + 48 * hour),
  segment: 'Veículos',
});
const teaserLot = await makeLot(db, { listingId: teaser.id, macroCategory: 'VEICULOS_LEVES' });
const draft = await makeListing(db, { status: 'DRAFT' });
const draftLot = await makeLot(db, { listingId: draft.id });
const sale = await makeListing(db, {
  type: 'DIRECT_SALE',
  buyerFeeBasisPoints: 1_000,
  segment: 'Queima de Estoque',
});
const saleLot = await makeLot(db, {
  listingId: sale.id,
  unitPriceCents: 100_000,
  quantity: 5,
  macroCategory: 'ELETROS',
});
const closed = await makeListing(db, {
  status: 'CLOSED',
  startsAt: new Date(Date.now() - 72 * hour),
  scheduledEndAt: new Date(Date.now() - 24 * hour),
  segment: 'Veículos',
});
const cancelled = await makeListing(db, { status: 'CANCELLED' });

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /web/asset-categories/macros', () => {
  it('answers the 12 macro categories with id, code, name and slug, cacheable', async () => {
    const response = await get('/web/asset-categories/macros');
    expect(response.statusCode).toBe(200);
    const { assetCategories } = response.json();
    expect(assetCategories).toHaveLength(12);
    expect(assetCategories[0]).toEqual({
      id: expect.any(String),
      code: 'CELULARES_TABLETS_TELEFONIA',
      name: 'Celulares, Tablets e Telefonia',
      slug: 'celulares-tablets-e-telefonia',
    });
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
  });
});

describe('GET /web/listings/:slug', () => {
  it('shows everything the Event page needs', async () => {
    const response = await get(`/web/listings/${auction.slug}`);
    expect(response.statusCode).toBe(200);
    const { listing, lots, total } = response.json();
    expect(listing).toMatchObject({
      slug: auction.slug,
      type: 'AUCTION',
      status: 'OPEN',
      displayStatus: 'aberto',
      biddable: true,
      inspectionConditions: 'Visitação às terças, das 9h às 16h.',
      pickUpConditions: 'Retirada em até 10 dias úteis.',
      editalUrl: 'https://api.circula.test/media/documents/edital-teste.pdf',
      auctioneer: { name: 'Marina Albuquerque Prado', registration: 'JUCESP nº 1.234' },
      fees: { commissionPercentage: 5, feeRows, buyerFeePercentage: null },
      closingIntervalSeconds: 60,
      softCloseWindowSeconds: 180,
      secondPhase: null,
      lotCount: 2,
    });
    expect(listing.bookingSchedules.map((slot: { type: string }) => slot.type)).toEqual(['VISIT', 'PICK_UP']);
    expect(total).toBe(2);
    expect(lots.map((lot: { number: number }) => lot.number)).toEqual([1, 2]);
    expect(lots[0]).toMatchObject({ estimatedValueCents: 200_000, hasReserve: true });
    expect(lots[1]).toMatchObject({ hasReserve: false, currentBidCents: 120_000, bidCount: 3 });
    expect(response.body).not.toContain('123456');
    expect(response.body).not.toContain('reserveCents');
  });

  it('answers 404 for a DRAFT Event and for an unknown slug, 400 for a malformed one', async () => {
    expect((await get(`/web/listings/${draft.slug}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'LISTING_NOT_FOUND',
    });
    expect((await get('/web/listings/nao-existe')).statusCode).toBe(404);
    expect((await get('/web/listings/N%C3%A3o_V%C3%A1lido')).statusCode).toBe(400);
  });

  it('shows a TEASER Event as em breve, not biddable, and a direct sale without commission', async () => {
    const teaserPage = (await get(`/web/listings/${teaser.slug}`)).json();
    expect(teaserPage.listing).toMatchObject({
      status: 'TEASER',
      displayStatus: 'em-breve',
      biddable: false,
    });
    expect(teaserPage.lots[0]).toMatchObject({ displayStatus: 'em-breve' });
    const salePage = (await get(`/web/listings/${sale.slug}`)).json();
    expect(salePage.listing).toMatchObject({
      auctioneer: null,
      editalUrl: null,
      fees: { commissionPercentage: 0, feeRows: [], buyerFeePercentage: 10 },
    });
  });

  it('pages its lots and answers an empty page beyond the last', async () => {
    const beyond = (await get(`/web/listings/${auction.slug}?currentPage=2`)).json();
    expect(beyond).toMatchObject({ lots: [], total: 2, currentPage: 2, pageSize: 24 });
    expect((await get(`/web/listings/${auction.slug}?currentPage=0`)).statusCode).toBe(400);
  });
});

describe('GET /web/lots/:id', () => {
  it('shows the lot with its Event, minimum next bid and total to pay, never the reserve', async () => {
    const before = Date.now();
    const response = await get(`/web/lots/${chair.id}`);
    expect(response.statusCode).toBe(200);
    const { lot, listing, serverTime } = response.json();
    expect(Date.parse(serverTime)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(serverTime)).toBeLessThanOrEqual(Date.now());
    expect(lot).toMatchObject({
      id: chair.id,
      number: 1,
      biddable: true,
      hasReserve: true,
      startingBidCents: 80_000,
      currentBidCents: null,
      minimumNextBidCents: 80_000,
      category: { code: 'MOVEIS_ESCRITORIO', name: 'Móveis de Escritório', slug: 'moveis-de-escritorio' },
      // R$ 800 + 5% commission + R$ 50 from the first fee row.
      totalToPay: {
        priceCents: 80_000,
        commissionCents: 4_000,
        administrativeFeeCents: 5_000,
        totalCents: 89_000,
      },
    });
    expect(listing).toMatchObject({
      id: auction.id,
      slug: auction.slug,
      auctioneer: { registration: 'JUCESP nº 1.234' },
    });
    expect(response.body).not.toContain('123456');
    expect(response.body).not.toContain('reserveCents');
  });

  it('adds the default increment to the current bid', async () => {
    const { lot } = (await get(`/web/lots/${bidOn.id}`)).json();
    // R$ 1.200 is in the R$ 1.000–10.000 band: + R$ 100.
    expect(lot).toMatchObject({ currentBidCents: 120_000, minimumNextBidCents: 130_000 });
    expect(lot.totalToPay).toEqual({
      priceCents: 120_000,
      commissionCents: 6_000,
      administrativeFeeCents: 15_000,
      totalCents: 141_000,
    });
  });

  it('prices a direct-sale lot from its unit price and the buyer fee percentage', async () => {
    const { lot } = (await get(`/web/lots/${saleLot.id}`)).json();
    expect(lot).toMatchObject({ unitPriceCents: 100_000, quantity: 5, minimumNextBidCents: null });
    expect(lot.totalToPay).toEqual({
      priceCents: 100_000,
      commissionCents: 0,
      administrativeFeeCents: 10_000,
      totalCents: 110_000,
    });
  });

  it('answers a TEASER lot as not biddable, hides DRAFT lots, refuses a malformed id', async () => {
    expect((await get(`/web/lots/${teaserLot.id}`)).json().lot).toMatchObject({
      biddable: false,
      displayStatus: 'em-breve',
    });
    expect((await get(`/web/lots/${draftLot.id}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'LOT_NOT_FOUND',
    });
    const bad = await get('/web/lots/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Identificador do lote inválido.');
  });

  it('lists photos in every rendition and serves them with long cache headers', async () => {
    const image = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2fae74' } })
      .jpeg()
      .toBuffer();
    const photo = await storePhoto(app.deps.media, image);
    await makeLotPhoto(db, { lotId: saleLot.id, position: 0, ...photo });
    const { lot } = (await get(`/web/lots/${saleLot.id}`)).json();
    expect(lot.photos).toHaveLength(1);
    expect(lot.photos[0]).toMatchObject({ width: 1080, height: 810 });
    expect(lot.photos[0].sources.map((source: { width: number }) => source.width)).toEqual([256, 640, 1080]);
    for (const url of [lot.photos[0].thumbnailUrl, lot.photos[0].jpegUrl]) {
      const served = await get(new URL(url).pathname);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    }
    const thumbnail = await get(new URL(lot.photos[0].thumbnailUrl).pathname);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(256);
    // The Event page's lot cards show the same first photo, as a thumbnail.
    const event = (await get(`/web/listings/${sale.slug}`)).json();
    const card = event.lots.find((item: { id: string }) => item.id === saleLot.id);
    expect(card.photo).toBe(lot.photos[0].thumbnailUrl);
    expect(event.lots.filter((item: { photo: string | null }) => item.photo !== null)).toHaveLength(1);
  });
});

describe('GET /web/listings', () => {
  it('lists open Events ending first, never DRAFT or CANCELLED', async () => {
    const { listings, total } = (await get('/web/listings?status=aberto')).json();
    const slugs = listings.map((listing: { slug: string }) => listing.slug);
    expect(total).toBe(2);
    expect([...slugs].sort()).toEqual([auction.slug, sale.slug].sort());
    const everything = (await get('/web/listings?pageSize=48')).json();
    const all = everything.listings.map((listing: { slug: string }) => listing.slug);
    expect(all).not.toContain(draft.slug);
    expect(all).not.toContain(cancelled.slug);
    expect(everything.listings.map((listing: { displayStatus: string }) => listing.displayStatus)).toEqual([
      'aberto',
      'aberto',
      'em-breve',
      'encerrado',
    ]);
  });

  it('filters by status, segment, opportunity area, type and category', async () => {
    const slugsOf = async (query: string) =>
      (await get(`/web/listings?${query}`)).json().listings.map((listing: { slug: string }) => listing.slug);
    expect(await slugsOf('status=em-breve')).toEqual([teaser.slug]);
    expect(await slugsOf('status=encerrado')).toEqual([closed.slug]);
    expect(await slugsOf('segment=veiculos')).toEqual([teaser.slug, closed.slug]);
    expect(await slugsOf('area=desativacoes-corporativas')).toEqual([auction.slug]);
    expect(await slugsOf('area=veiculos&segment=queima-de-estoque')).toEqual([]);
    expect(await slugsOf('type=DIRECT_SALE')).toEqual([sale.slug]);
    expect(await slugsOf('category=eletros')).toEqual([sale.slug]);
  });

  it('refuses bad parameters with 400 in Portuguese', async () => {
    for (const query of ['status=aberta', 'pageSize=100', 'area=praia', 'state=Sao', 'currentPage=x']) {
      const response = await get(`/web/listings?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /web/sitemap-entries', () => {
  it('lists public Events and their lots, never DRAFT ones', async () => {
    const draft = await makeListing(db, { status: 'DRAFT' });
    const draftLot = await makeLot(db, { listingId: draft.id });
    const response = await app.inject({ method: 'GET', url: '/web/sitemap-entries' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const slugs = body.listings.map((entry: { slug: string }) => entry.slug);
    expect(slugs).toContain(auction.slug);
    expect(slugs).not.toContain(draft.slug);
    const ids = body.lots.map((entry: { id: string }) => entry.id);
    expect(ids).toContain(chair.id);
    expect(ids).not.toContain(draftLot.id);
    expect(body.listings[0].updatedAt).toMatch(/Z$/);
  });
});
