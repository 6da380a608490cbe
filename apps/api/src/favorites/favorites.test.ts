import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { favoriteLists, favoriteLots, outbox } from '../db/schema/index.js';
import { maxFavoriteLots } from './add-favorite-lot.js';

const { app, db } = await createTestApp({
  WEB_ORIGIN: 'https://circula.test',
  FAVORITE_LIST_RATE_LIMIT_MAX: '8',
});
const listing = await makeListing(db);
const lot = await makeLot(db, { listingId: listing.id, title: 'Geladeira Frost Free' });
const other = await makeLot(db, { listingId: listing.id, title: 'Fogão 5 bocas' });

async function openList(email: string, remoteAddress = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/web/favorite-lists',
    payload: { email },
    remoteAddress,
  });
  const [row] = await db
    .select({ token: favoriteLists.token })
    .from(favoriteLists)
    .where(eq(favoriteLists.email, email.trim().toLowerCase()));
  // The token, as its owner reads it in the e-mailed link.
  return { response, body: { listToken: row?.token ?? null } };
}

async function mailsTo(email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email));
}

const lotUrl = (token: string, lotId: string) => `/web/favorite-lists/${token}/lots/${lotId}`;

describe('POST /web/favorite-lists', () => {
  it('creates a list for a new e-mail and e-mails its link, answering no token', async () => {
    const { response, body } = await openList(' Ana@Example.com ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ emailed: true });
    expect(body.listToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, 'ana@example.com'));
    expect(row).toMatchObject({ token: body.listToken, userId: null });
    const mails = await mailsTo('ana@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.notificationType).toBe('FAVORITE_LIST_LINK');
    expect(mails[0]!.bodyText).toContain(`https://circula.test/favoritos?lista=${body.listToken}`);
  });

  it("answers the same whether a list exists or not, and sends the existing list's link to its e-mail only", async () => {
    const first = await openList('bruno@example.com');
    const again = await openList('BRUNO@example.com');
    expect([first.response.statusCode, again.response.statusCode]).toEqual([202, 202]);
    expect(again.response.body).toBe(first.response.body);
    expect(again.response.body).not.toContain(first.body.listToken!);
    const mails = await mailsTo('bruno@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.bodyText).toContain(`lista=${first.body.listToken}`);
  });

  it('refuses a malformed e-mail in Portuguese', async () => {
    const { response } = await openList('nao-e-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Informe um email válido' });
  });

  it('sends at most 5 mails a minute to one address, whatever the caller address', async () => {
    const email = 'vitima@example.com';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await openList(email, `10.0.1.${index + 1}`)).response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = (await openList(email, '10.0.1.99')).response;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Já enviamos vários e-mails para este endereço/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('never lets racing requests past the limit of one address', async () => {
    const email = 'corrida@example.com';
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) => openList(email, `10.0.2.${index + 1}`)),
    );
    const sent = answers.filter(({ response }) => response.statusCode === 202).length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(5);
    expect(answers.every(({ response }) => [202, 429].includes(response.statusCode))).toBe(true);
    expect(await mailsTo(email)).toHaveLength(sent);
  });
});

describe('favourite lots by token', () => {
  it('adds, lists and removes lots; adding twice keeps one', async () => {
    const { body } = await openList('carla@example.com');
    const token = body.listToken!;
    expect((await app.inject({ method: 'PUT', url: lotUrl(token, lot.id) })).json()).toEqual({
      lotId: lot.id,
      favorite: true,
    });
    await app.inject({ method: 'PUT', url: lotUrl(token, lot.id) });
    await app.inject({ method: 'PUT', url: lotUrl(token, other.id) });
    const list = await app.inject({ method: 'GET', url: `/web/favorite-lists/${token}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const answer = list.json();
    expect(answer.email).toBe('carla@example.com');
    expect(answer.lotIds).toEqual([other.id, lot.id]);
    expect(answer.lots.map((card: { title: string }) => card.title).sort()).toEqual([
      'Fogão 5 bocas',
      'Geladeira Frost Free',
    ]);
    expect(answer.lots[0].listing.slug).toBe(listing.slug);

    const removed = await app.inject({ method: 'DELETE', url: lotUrl(token, lot.id) });
    expect(removed.json()).toEqual({ lotId: lot.id, favorite: false });
    const after = (await app.inject({ method: 'GET', url: `/web/favorite-lists/${token}` })).json();
    expect(after.lotIds).toEqual([other.id]);
    expect((await app.inject({ method: 'DELETE', url: lotUrl(token, lot.id) })).statusCode).toBe(200);
  });

  it('keeps a lot of an Event that went back to DRAFT out of the cards', async () => {
    const draft = await makeListing(db, { status: 'DRAFT' });
    const hidden = await makeLot(db, { listingId: draft.id });
    const { body } = await openList('diego@example.com');
    await app.inject({ method: 'PUT', url: lotUrl(body.listToken!, hidden.id) });
    const answer = (await app.inject({ method: 'GET', url: `/web/favorite-lists/${body.listToken}` })).json();
    expect(answer.lots).toEqual([]);
  });

  it('answers 404 for an unknown token and for an unknown lot, 400 for malformed ones', async () => {
    const unknown = 'A'.repeat(43);
    const missing = await app.inject({ method: 'GET', url: `/web/favorite-lists/${unknown}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('FAVORITE_LIST_NOT_FOUND');
    expect((await app.inject({ method: 'PUT', url: lotUrl(unknown, lot.id) })).statusCode).toBe(404);

    const { body } = await openList('elisa@example.com');
    const noLot = await app.inject({
      method: 'PUT',
      url: lotUrl(body.listToken!, '00000000-0000-4000-8000-000000000000'),
    });
    expect(noLot.statusCode).toBe(404);
    expect(noLot.json().code).toBe('LOT_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/web/favorite-lists/curto' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: lotUrl(body.listToken!, 'x') })).statusCode).toBe(400);
  });

  it(`stops at ${maxFavoriteLots} lots`, async () => {
    const { body } = await openList('fabio@example.com');
    const [row] = await db.select().from(favoriteLists).where(eq(favoriteLists.token, body.listToken!));
    const many = await Promise.all(
      Array.from({ length: maxFavoriteLots }, (_, index) =>
        makeLot(db, { listingId: listing.id, number: 100 + index }),
      ),
    );
    await db.insert(favoriteLots).values(many.map((item) => ({ listId: row!.id, lotId: item.id })));
    const full = await app.inject({ method: 'PUT', url: lotUrl(body.listToken!, lot.id) });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'FAVORITE_LIST_FULL' });
  });

  it(`never passes ${maxFavoriteLots} lots, even when adds race; a lot already there still answers as before`, async () => {
    const { body } = await openList('gabriela@example.com', '10.0.3.1');
    const token = body.listToken!;
    const [row] = await db.select().from(favoriteLists).where(eq(favoriteLists.token, token));
    const event = await makeListing(db);
    const held = await Promise.all(
      Array.from({ length: maxFavoriteLots - 1 }, (_, index) =>
        makeLot(db, { listingId: event.id, number: 1 + index }),
      ),
    );
    await db.insert(favoriteLots).values(held.map((item) => ({ listId: row!.id, lotId: item.id })));
    const racers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => makeLot(db, { listingId: event.id, number: 1000 + index })),
    );
    // Its own address, so the rate limits (shared with the rest of this file) play no part.
    const racing = await Promise.all(
      racers.map((item) =>
        app.inject({ method: 'PUT', url: lotUrl(token, item.id), remoteAddress: '10.0.3.1' }),
      ),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    for (const refused of racing.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'FAVORITE_LIST_FULL',
        message: `Sua lista já tem ${maxFavoriteLots} favoritos. Remova algum para adicionar outro.`,
      });
    }
    const rows = await db.select().from(favoriteLots).where(eq(favoriteLots.listId, row!.id));
    expect(rows).toHaveLength(maxFavoriteLots);

    // A full list refuses a lot it already holds, as it always has, and changes nothing.
    const again = await app.inject({
      method: 'PUT',
      url: lotUrl(token, held[0]!.id),
      remoteAddress: '10.0.3.1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'FAVORITE_LIST_FULL' });
    expect(await db.select().from(favoriteLots).where(eq(favoriteLots.listId, row!.id))).toHaveLength(
      maxFavoriteLots,
    );
  });
});

describe('abuse', () => {
  it('limits how many lists one address may open a minute (each sends an e-mail)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await openList(`limite${index}@example.com`)).response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
