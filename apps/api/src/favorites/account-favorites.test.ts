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

// A visitor's device list, kept under any e-mail, joins the account at sign-in (decision 215).
describe('merging the device list into the account', () => {
  async function deviceList(lotIds: string[]) {
    const email = `aparelho-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await app.inject({ method: 'POST', url: '/web/favorite-lists', payload: { email } });
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, email));
    for (const lotId of lotIds) {
      await app.inject({ method: 'PUT', url: `/web/favorite-lists/${list!.token}/lots/${lotId}` });
    }
    return list!;
  }
  const merge = (who: Account, token: string, id = who.id) =>
    app.inject({
      method: 'POST',
      url: `/web/users/${id}/favorites/merge`,
      headers: who.headers,
      payload: { token },
    });

  it('copies the lots once, without duplicates, retires the token and leaves the list to its e-mail', async () => {
    const device = await deviceList([fridge.id, stove.id]);
    const eva = await account();
    await put(eva, fridge.id);
    const merged = await merge(eva, device.token);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ merged: 1, skipped: 0, lotIds: expect.any(Array) });
    expect([...merged.json().lotIds].sort()).toEqual([fridge.id, stove.id].sort());
    expect((await favorites(eva)).json().lotIds.sort()).toEqual([fridge.id, stove.id].sort());
    // Once: the token is retired; the device list still belongs to nobody but its e-mail.
    const again = await merge(eva, device.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'FAVORITE_LIST_NOT_FOUND',
      message: 'Lista de favoritos deste aparelho não encontrada.',
    });
    expect((await app.inject({ method: 'GET', url: `/web/favorite-lists/${device.token}` })).statusCode).toBe(
      404,
    );
    const [kept] = await db.select().from(favoriteLists).where(eq(favoriteLists.id, device.id));
    expect(kept).toMatchObject({ email: device.email, userId: null });
    expect(kept!.token).not.toBe(device.token);
    expect(await db.select().from(favoriteLots).where(eq(favoriteLots.listId, device.id))).toHaveLength(2);
  });

  it("refuses another user's account, a malformed token, an unknown one and no session", async () => {
    const device = await deviceList([fridge.id]);
    const fabio = await account();
    const gil = await account();
    const foreign = await merge(fabio, device.token, gil.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'FAVORITE_LIST_NOT_FOUND' });
    const malformed = await merge(fabio, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('Lista de favoritos deste aparelho não encontrada.'),
    });
    expect((await merge(fabio, 'A'.repeat(43))).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/web/users/${fabio.id}/favorites/merge`,
      payload: { token: device.token },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing moved, and the token still opens the list.
    expect((await favorites(gil)).json().lotIds).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/web/favorite-lists/${device.token}` })).statusCode).toBe(
      200,
    );
  });

  it('two sign-ins merging the same list at once copy it once', async () => {
    const device = await deviceList([fridge.id, stove.id]);
    const hana = await account();
    await favorites(hana);
    const otherDevice = { ...hana, headers: bearer((await signIn(app, hana.email)).accessToken) };
    const racing = await Promise.all([merge(hana, device.token), merge(otherDevice, device.token)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect(racing.find((response) => response.statusCode === 200)!.json()).toMatchObject({ merged: 2 });
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.userId, hana.id));
    expect(await db.select().from(favoriteLots).where(eq(favoriteLots.listId, list!.id))).toHaveLength(2);
  });

  it(`two lists merging at once never pass ${maxFavoriteLots} favourites`, async () => {
    const ivo = await account();
    await favorites(ivo);
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.userId, ivo.id));
    const filler = [];
    for (let i = 0; i < maxFavoriteLots - 3; i += 1) {
      filler.push(await makeLot(db, { listingId: listing.id, title: `Enchimento ${i}` }));
    }
    await db.insert(favoriteLots).values(filler.map((lot) => ({ listId: list!.id, lotId: lot.id })));
    const extra = [];
    for (let i = 0; i < 4; i += 1)
      extra.push(await makeLot(db, { listingId: listing.id, title: `Extra ${i}` }));
    const first = await deviceList([extra[0]!.id, extra[1]!.id, fridge.id]);
    const second = await deviceList([extra[2]!.id, extra[3]!.id, fridge.id]);
    const otherDevice = { ...ivo, headers: bearer((await signIn(app, ivo.email)).accessToken) };
    const racing = await Promise.all([merge(ivo, first.token), merge(otherDevice, second.token)]);
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200]);
    const answers = racing.map((response) => response.json());
    expect(answers[0].merged + answers[1].merged).toBe(3);
    expect(answers[0].skipped + answers[1].skipped).toBe(2);
    const rows = await db.select().from(favoriteLots).where(eq(favoriteLots.listId, list!.id));
    expect(rows).toHaveLength(maxFavoriteLots);
    expect(new Set(rows.map((row) => row.lotId)).size).toBe(maxFavoriteLots);
  });
});
