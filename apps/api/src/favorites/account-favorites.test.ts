import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, signIn } from '../auth/auth-test-factories.js';
import { favoriteLists, favoriteLots } from '../db/schema/index.js';
import { maxFavoriteLots } from './add-favorite-lot.js';

// Favourites of an account (decision 151): on the server, the same on every device, no e-mail asked.
const { app, db } = await createTestApp({ FAVORITE_LIST_RATE_LIMIT_MAX: '20' });
const listing = await makeListing(db);
const fridge = await makeLot(db, { listingId: listing.id, title: 'Geladeira Frost Free' });
const stove = await makeLot(db, { listingId: listing.id, title: 'Fogão 5 bocas' });

async function account(email?: string) {
  const user = await makeUser(db, email ? { email } : {});
  const { accessToken } = await signIn(app, user.email);
  return { id: user.id, email: user.email, headers: bearer(accessToken) };
}
type Account = Awaited<ReturnType<typeof account>>;

const favorites = (who: Account, id = who.id) =>
  app.inject({ method: 'GET', url: `/web/users/${id}/favorites`, headers: who.headers });
const put = (who: Account, lotId: string, id = who.id) =>
  app.inject({ method: 'PUT', url: `/web/users/${id}/favorites/${lotId}`, headers: who.headers });
const remove = (who: Account, lotId: string) =>
  app.inject({ method: 'DELETE', url: `/web/users/${who.id}/favorites/${lotId}`, headers: who.headers });

describe('favourites of an account', () => {
  it('adds and removes lots with no e-mail asked, and any device signed in sees the same list', async () => {
    const ana = await account();
    expect((await favorites(ana)).json()).toEqual({ lotIds: [], lots: [] });
    expect((await put(ana, fridge.id)).json()).toEqual({ lotId: fridge.id, favorite: true });
    expect((await put(ana, stove.id)).statusCode).toBe(200);
    // Adding again changes nothing.
    expect((await put(ana, fridge.id)).statusCode).toBe(200);
    const otherDevice = { ...ana, headers: bearer((await signIn(app, ana.email)).accessToken) };
    const list = (await favorites(otherDevice)).json();
    expect(list.lotIds).toEqual([stove.id, fridge.id]);
    expect(list.lots.map((lot: { title: string }) => lot.title).sort()).toEqual([
      'Fogão 5 bocas',
      'Geladeira Frost Free',
    ]);
    expect((await remove(otherDevice, stove.id)).json()).toEqual({ lotId: stove.id, favorite: false });
    expect((await favorites(ana)).json().lotIds).toEqual([fridge.id]);
  });

  it("answers 404 for another user's favourites, to read or to change, and 401 without a session", async () => {
    const ana = await account();
    const bruno = await account();
    await put(bruno, fridge.id);
    for (const response of [await favorites(ana, bruno.id), await put(ana, stove.id, bruno.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FAVORITE_LIST_NOT_FOUND' });
    }
    expect((await favorites(bruno)).json().lotIds).toEqual([fridge.id]);
    const anonymous = await app.inject({ method: 'GET', url: `/web/users/${ana.id}/favorites` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown lot and a malformed id in Portuguese', async () => {
    const ana = await account();
    const unknown = await put(ana, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LOT_NOT_FOUND', message: 'Lote não encontrado.' });
    const malformed = await put(ana, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Identificador do lote inválido');
  });

  it("takes over the visitor list of the account's e-mail once, with no duplicates, and retires its token", async () => {
    const email = `carla-${Date.now()}@example.com`;
    await app.inject({ method: 'POST', url: '/web/favorite-lists', payload: { email } });
    const [visitor] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, email));
    const deviceToken = visitor!.token;
    await app.inject({ method: 'PUT', url: `/web/favorite-lists/${deviceToken}/lots/${fridge.id}` });
    const carla = await account(email);
    await put(carla, fridge.id);
    await put(carla, stove.id);
    const [first, again] = [await favorites(carla), await favorites(carla)];
    expect(first.json().lotIds).toEqual([stove.id, fridge.id]);
    expect(again.json().lotIds).toEqual([stove.id, fridge.id]);
    const rows = await db.select().from(favoriteLots).where(eq(favoriteLots.listId, visitor!.id));
    expect(rows).toHaveLength(2);
    // The device's token no longer opens a list that belongs to an account.
    const stolen = await app.inject({ method: 'GET', url: `/web/favorite-lists/${deviceToken}` });
    expect(stolen.statusCode).toBe(404);
  });

  it("never takes over a list of someone else's e-mail, even with its token", async () => {
    const victim = `vitima-${Date.now()}@example.com`;
    await app.inject({ method: 'POST', url: '/web/favorite-lists', payload: { email: victim } });
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, victim));
    await app.inject({ method: 'PUT', url: `/web/favorite-lists/${list!.token}/lots/${stove.id}` });
    const thief = await account();
    expect((await favorites(thief)).json().lotIds).toEqual([]);
    const [still] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, victim));
    expect(still).toMatchObject({ token: list!.token, userId: null });
  });

  it(`never passes ${maxFavoriteLots} favourites, even when adds race`, async () => {
    const dana = await account();
    await favorites(dana);
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.userId, dana.id));
    const others = [];
    for (let i = 0; i < maxFavoriteLots - 1; i += 1) {
      others.push(await makeLot(db, { listingId: listing.id, title: `Lote ${i}` }));
    }
    await db.insert(favoriteLots).values(others.map((lot) => ({ listId: list!.id, lotId: lot.id })));
    const racing = await Promise.all([fridge.id, stove.id].map((lotId) => put(dana, lotId)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = racing.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'FAVORITE_LIST_FULL' });
    const rows = await db.select().from(favoriteLots).where(eq(favoriteLots.listId, list!.id));
    expect(rows).toHaveLength(maxFavoriteLots);
  });
});
