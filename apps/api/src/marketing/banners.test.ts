import { randomUUID } from 'node:crypto';
import type { BannerType } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, signIn } from '../auth/auth-test-factories.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir, multipartFile, pdfBytes, signedInStaff } from '../buyers/buyer-test-factories.js';
import { auditLog, banners, paymentIntents } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});

const marketing = await signedInStaff(app, db, 'CIRCULA_MARKETING', 1);
const marketingReader = await signedInStaff(app, db, 'CIRCULA_MARKETING', 0);
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } } })
    [format]()
    .toBuffer();

async function uploadImage(type: BannerType, variant: 'desktop' | 'mobile', content?: Buffer) {
  const body = multipartFile('banner.png', content ?? (await picture(2000, 1200)), {
    contentType: 'image/png',
  });
  return app.inject({
    method: 'POST',
    url: `/backoffice/banner-images/${type}/${variant}`,
    headers: { ...marketing.headers, ...body.headers },
    payload: body.payload,
  });
}

const imageKeys = new Map<BannerType, { desktopImageKey: string; mobileImageKey: string }>();
async function keysFor(type: BannerType) {
  const known = imageKeys.get(type);
  if (known) return known;
  const desktop = await uploadImage(type, 'desktop');
  const mobile = await uploadImage(type, 'mobile');
  expect(desktop.statusCode, desktop.body).toBe(200);
  expect(mobile.statusCode, mobile.body).toBe(200);
  const keys = { desktopImageKey: desktop.json().image.key, mobileImageKey: mobile.json().image.key };
  imageKeys.set(type, keys);
  return keys;
}

const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function bannerInput(overrides: Record<string, unknown> = {}) {
  const type = (overrides.type as BannerType | undefined) ?? 'RECTANGLE';
  return {
    type,
    placement: 'HOME',
    categoryCode: null,
    linkUrl: '/busca?q=trator',
    altText: 'Tratores com lance inicial baixo',
    startsAt: at(-hour),
    endsAt: at(24 * hour),
    ...(await keysFor(type)),
    ...overrides,
  };
}

const create = async (payload: object, who = marketing) =>
  app.inject({ method: 'POST', url: '/backoffice/banners', headers: who.headers, payload });

describe('banner images', () => {
  it('are cut to the type’s fixed size in two WebP widths', async () => {
    const answer = await uploadImage('DYNAMIC_LARGE', 'desktop', await picture(2400, 1800));
    expect(answer.statusCode, answer.body).toBe(200);
    const image = answer.json().image;
    expect(image).toMatchObject({ width: 1600, height: 500 });
    expect(image.sources.map((source: { width: number }) => source.width)).toEqual([800, 1600]);
    for (const width of [800, 1600]) {
      const stored = await app.deps.media.get(`${image.key}/${width}.webp`);
      expect(stored?.contentType).toBe('image/webp');
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
        width,
        height: width === 1600 ? 500 : 250,
        format: 'webp',
      });
    }
  });

  it('refuses a picture too small for the banner and a file that is not an image', async () => {
    const small = await uploadImage('DYNAMIC_LARGE', 'desktop', await picture(600, 200));
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 'BANNER_IMAGE_TOO_SMALL' });
    expect(small.json().message).toContain('800×250');

    const body = multipartFile('banner.pdf', pdfBytes(), { contentType: 'application/pdf' });
    const pdf = await app.inject({
      method: 'POST',
      url: '/backoffice/banner-images/RECTANGLE/desktop',
      headers: { ...marketing.headers, ...body.headers },
      payload: body.payload,
    });
    expect(pdf.statusCode).toBeGreaterThanOrEqual(400);
    expect(pdf.statusCode).toBeLessThan(500);
    expect(['UNSUPPORTED_FILE_TYPE', 'FILE_UNREADABLE']).toContain(pdf.json().code);
  });
});

describe('banner validation', () => {
  it.each([
    ['javascript:alert(1)', 'linkUrl'],
    ['http://exemplo.com.br/promo', 'linkUrl'],
    ['//exemplo.com.br', 'linkUrl'],
    ['ftp://exemplo.com.br', 'linkUrl'],
  ])('refuses the link %s', async (linkUrl, field) => {
    const answer = await create(await bannerInput({ linkUrl }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(answer.json().details)).toContain(field);
  });

  it('accepts a path of the site and an https address', async () => {
    for (const linkUrl of ['/eventos/leilao-de-maquinas', 'https://parceiro.com.br/oferta?x=1']) {
      const answer = await create(await bannerInput({ linkUrl }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().banner.linkUrl).toBe(linkUrl);
    }
  });

  it('needs the alt text, the category of a category banner, an end after the start, and matching images', async () => {
    // One instant read once: two readings of the clock can fall a millisecond apart.
    const sameInstant = at(hour);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ altText: '' }, 'altText', 'texto alternativo'],
      [{ placement: 'CATEGORY', categoryCode: null }, 'categoryCode', 'Escolha a categoria'],
      [{ placement: 'HOME', categoryCode: 'VEICULOS_LEVES' }, 'categoryCode', 'Só banners de categoria'],
      [{ startsAt: sameInstant, endsAt: sameInstant }, 'endsAt', 'O fim deve ser depois do início'],
      [{ startsAt: 'amanhã' }, 'startsAt', 'Início'],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await create(await bannerInput(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(answer.json())).toContain(field);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
    const pair = await keysFor('DYNAMIC_PAIR');
    const mixed = await create(
      await bannerInput({ type: 'RECTANGLE', desktopImageKey: pair.desktopImageKey }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain('outro tipo de banner');

    const never = await create(
      await bannerInput({ desktopImageKey: `banners/${'a'.repeat(32)}/rectangle-desktop` }),
    );
    expect(never.statusCode).toBe(400);
    expect(never.json().code).toBe('BANNER_IMAGE_MISSING');
  });
});

describe('banner permissions', () => {
  it('MARKETING reads at level 0 and writes at level 1; other roles are refused', async () => {
    expect(
      (await app.inject({ url: '/backoffice/banners', headers: marketingReader.headers })).statusCode,
    ).toBe(200);
    const readerWrite = await create(await bannerInput(), marketingReader);
    expect(readerWrite.statusCode).toBe(403);
    expect((await app.inject({ url: '/backoffice/banners', headers: support.headers })).statusCode).toBe(403);
    expect((await create(await bannerInput(), support)).statusCode).toBe(403);
    expect((await app.inject({ url: '/backoffice/banners' })).statusCode).toBe(401);
  });
});

describe('banners on the site', () => {
  it('shows the banners of the placement inside their window, in order, with the next change', async () => {
    const category = 'INDUSTRIAL';
    const make = async (name: string, startsAt: string, endsAt: string) => {
      const answer = await create(
        await bannerInput({ altText: name, placement: 'CATEGORY', categoryCode: category, startsAt, endsAt }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().banner as { id: string; position: number; state: string };
    };
    const active = await make('ativo', at(-hour), at(2 * hour));
    const ended = await make('encerrado', at(-3 * hour), at(-hour));
    const soon = await make('em cinco minutos', at(5 * 60_000), at(3 * hour));
    const later = await make('daqui a duas horas', at(2 * hour), at(5 * hour));
    const second = await make('segundo ativo', at(-hour), at(4 * hour));
    expect([active, ended, soon, later, second].map((banner) => banner.position)).toEqual([0, 1, 2, 3, 4]);
    expect([active.state, ended.state, soon.state]).toEqual(['ACTIVE', 'ENDED', 'SCHEDULED']);

    const read = async () => {
      const answer = await app.inject({ url: `/web/banners?placement=CATEGORY&category=${category}` });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { banners: { id: string; altText: string }[]; nextChangeAt: string };
    };
    const first = await read();
    expect(first.banners.map((banner) => banner.altText)).toEqual([
      'ativo',
      'em cinco minutos',
      'segundo ativo',
    ]);
    const soonRow = (await db.select().from(banners).where(eq(banners.id, soon.id)))[0]!;
    expect(first.nextChangeAt).toBe(soonRow.startsAt.toISOString());
    // Other placements do not see them.
    const home = await app.inject({ url: '/web/banners?placement=SEARCH' });
    expect(home.json().banners.map((banner: { id: string }) => banner.id)).not.toContain(active.id);
    // A category page needs its category.
    expect((await app.inject({ url: '/web/banners?placement=CATEGORY&category=NADA' })).statusCode).toBe(400);

    // Filters of the back office by window state.
    const scheduled = await app.inject({
      url: `/backoffice/banners?placement=CATEGORY&categoryCode=${category}&state=SCHEDULED`,
      headers: marketingReader.headers,
    });
    expect(
      scheduled
        .json()
        .banners.map((banner: { id: string }) => banner.id)
        .sort(),
    ).toEqual([soon.id, later.id].sort());

    // Reorder: the whole placement, in the new order.
    const order = [second.id, later.id, soon.id, ended.id, active.id];
    const reordered = await app.inject({
      method: 'PUT',
      url: '/backoffice/banners/order',
      headers: marketing.headers,
      payload: { placement: 'CATEGORY', categoryCode: category, bannerIds: order },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().banners.map((banner: { id: string }) => banner.id)).toEqual(order);
    expect((await read()).banners.map((banner) => banner.altText)).toEqual([
      'segundo ativo',
      'em cinco minutos',
      'ativo',
    ]);

    // An order missing a banner (a stale page) is refused.
    const stale = await app.inject({
      method: 'PUT',
      url: '/backoffice/banners/order',
      headers: marketing.headers,
      payload: { placement: 'CATEGORY', categoryCode: category, bannerIds: order.slice(1) },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BANNER_ORDER_STALE');
  });

  it('gives banners created at the same time distinct positions, one after the other', async () => {
    const input = await bannerInput({ placement: 'CATEGORY', categoryCode: 'ELETROS' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(input)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const positions = answers.map((answer) => answer.json().banner.position as number).sort((a, b) => a - b);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('records every change in the audit log, and a deleted banner leaves the site', async () => {
    const created = (
      await create(await bannerInput({ placement: 'SEARCH', altText: 'Busca: máquinas' }))
    ).json().banner;
    const edited = await app.inject({
      method: 'PUT',
      url: `/backoffice/banners/${created.id}`,
      headers: marketing.headers,
      payload: await bannerInput({ placement: 'SEARCH', altText: 'Busca: máquinas pesadas' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().banner.altText).toBe('Busca: máquinas pesadas');
    const onSite = await app.inject({ url: '/web/banners?placement=SEARCH' });
    expect(onSite.json().banners.map((banner: { id: string }) => banner.id)).toContain(created.id);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/backoffice/banners/${created.id}`,
      headers: marketing.headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await app.inject({ url: '/web/banners?placement=SEARCH' });
    expect(after.json().banners.map((banner: { id: string }) => banner.id)).not.toContain(created.id);
    const again = await app.inject({
      method: 'DELETE',
      url: `/backoffice/banners/${created.id}`,
      headers: marketing.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('BANNER_NOT_FOUND');

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'banner'), eq(auditLog.entityId, created.id)));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'BANNER_CREATED',
      'BANNER_DELETED',
      'BANNER_UPDATED',
    ]);
    const update = rows.find((row) => row.action === 'BANNER_UPDATED')!;
    expect(update.actorUserId).toBe(marketing.user.id);
    expect(update.before).toMatchObject({ altText: 'Busca: máquinas' });
    expect(update.after).toMatchObject({ altText: 'Busca: máquinas pesadas' });
  });
});

describe('Ofertas Especiais', () => {
  async function paidPurchase(buyerId: string) {
    const listing = await makeListing(db);
    await db.insert(paymentIntents).values({
      buyerId,
      listingId: listing.id,
      type: 'AUCTION_END',
      status: 'PAID',
      reference: `PAG-${randomUUID().slice(0, 8).toUpperCase()}`,
      pixTxid: randomUUID().replaceAll('-', ''),
      allowedMethods: ['PIX'],
      totalCents: 10_000n,
      paidAt: new Date(),
    });
  }

  it('MARKETING picks Events and lots; only eligible buyers read them', async () => {
    const listing = await makeListing(db, { status: 'OPEN', title: 'Leilão de máquinas agrícolas' });
    const lot = await makeLot(db, { listingId: listing.id, title: 'Trator 4x4' });
    const draft = await makeListing(db, { status: 'DRAFT', title: 'Rascunho' });
    const add = (payload: object, who = marketing) =>
      app.inject({ method: 'POST', url: '/backoffice/special-offers', headers: who.headers, payload });

    expect((await add({ listingId: listing.id }, marketingReader)).statusCode).toBe(403);
    expect((await add({ listingId: listing.id }, support)).statusCode).toBe(403);
    expect((await add({ listingId: listing.id, lotId: lot.id })).statusCode).toBe(400);
    expect((await add({ listingId: randomUUID() })).json().code).toBe('LISTING_NOT_FOUND');
    expect((await add({ listingId: listing.id })).statusCode).toBe(200);
    expect((await add({ lotId: lot.id })).statusCode).toBe(200);
    const last = await add({ listingId: draft.id });
    expect(last.statusCode).toBe(200);
    const duplicate = await add({ lotId: lot.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('SPECIAL_OFFER_DUPLICATE');
    const staffList = last.json().specialOffers as { kind: string; title: string; href: string }[];
    expect(staffList.map((offer) => offer.kind)).toEqual(['LISTING', 'LOT', 'LISTING']);

    const eligible = await makeBidder(app, db);
    await paidPurchase(eligible.buyerId);
    const unverified = await makeBidder(app, db, { status: 'UNVERIFIED' });
    await paidPurchase(unverified.buyerId);
    const withoutPurchase = await makeBidder(app, db);
    const blocked = await makeBidder(app, db, { blocked: true });
    await paidPurchase(blocked.buyerId);
    const notABuyer = await makeUser(db);
    const notABuyerHeaders = bearer((await signIn(app, notABuyer.email)).accessToken);

    const access = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/web/special-offers/access', headers })).json().allowed;
    expect(await access(eligible.headers)).toBe(true);

    const list = await app.inject({ url: '/web/special-offers', headers: eligible.headers });
    expect(list.statusCode).toBe(200);
    const offers = list.json().specialOffers as { title: string; href: string; subtitle: string | null }[];
    // The draft Event is not shown to buyers.
    expect(offers.map((offer) => offer.href)).toEqual([`/eventos/${listing.slug}`, `/lotes/${lot.id}`]);
    expect(offers[1]).toMatchObject({ title: `Lote ${lot.number} · Trator 4x4`, subtitle: listing.title });

    for (const headers of [unverified.headers, withoutPurchase.headers, blocked.headers, notABuyerHeaders]) {
      expect(await access(headers)).toBe(false);
      const refused = await app.inject({ url: '/web/special-offers', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SPECIAL_OFFERS_NOT_ALLOWED');
      expect(refused.body).not.toContain(listing.slug);
    }
    expect((await app.inject({ url: '/web/special-offers' })).statusCode).toBe(401);

    // Reorder, then remove.
    const ids = (
      (await app.inject({ url: '/backoffice/special-offers', headers: marketingReader.headers })).json()
        .specialOffers as { id: string }[]
    ).map((offer) => offer.id);
    const reordered = await app.inject({
      method: 'PUT',
      url: '/backoffice/special-offers/order',
      headers: marketing.headers,
      payload: { offerIds: [...ids].reverse() },
    });
    expect(reordered.json().specialOffers.map((offer: { id: string }) => offer.id)).toEqual(
      [...ids].reverse(),
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/backoffice/special-offers/${ids[1]}`,
      headers: marketing.headers,
    });
    expect(removed.json().specialOffers).toHaveLength(2);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityType, 'special-offer'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['SPECIAL_OFFER_ADDED', 'SPECIAL_OFFERS_REORDERED', 'SPECIAL_OFFER_REMOVED']),
    );
  });
});
