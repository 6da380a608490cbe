import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff, signedInUser } from '../buyers/buyer-test-factories.js';
import { auctioneers, auditLog, lots } from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BIDS_RATE_LIMIT_MAX: '10000',
});

const [marina] = await db
  .insert(auctioneers)
  .values({ name: 'Marina Prado', registration: 'JUCESP nº 9.001' })
  .returning();
const [roberto] = await db
  .insert(auctioneers)
  .values({ name: 'Roberto Neto', registration: 'JUCESP nº 9.002' })
  .returning();
const techAdmin = await signedInStaff(app, db, 'CIRCULA_TECH', 2);
const office = await signedInUser(app, db);
const stranger = await signedInUser(app, db);

const marinaEvent = await makeListing(db, { auctioneerId: marina!.id, title: 'Leilão judicial <Vara 3>' });
const robertoEvent = await makeListing(db, { auctioneerId: roberto!.id, title: 'Leilão do Roberto' });
const lot = await makeLot(db, {
  listingId: marinaEvent.id,
  startingBidCents: 10_000,
  title: 'Trator & reboque',
});
const robertoLot = await makeLot(db, { listingId: robertoEvent.id });
const first = await makeBidder(app, db, { enrolIn: [marinaEvent.id] });
const second = await makeBidder(app, db, { enrolIn: [marinaEvent.id] });
const placed = await bid(app, first, lot.id, { amountCents: 10_000, lastSeenBidId: null });
await bid(app, second, lot.id, { amountCents: 12_000, lastSeenBidId: placed.json().bid.id });
await db
  .update(lots)
  .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
  .where(eq(lots.id, lot.id));
await closeLot(closeLotDeps(app), lot.id);

const get = (url: string, who = office) => app.inject({ method: 'GET', url, headers: who.headers });
const link = (auctioneerId: string, userId: string, who = techAdmin) =>
  app.inject({
    method: 'PUT',
    url: `/backoffice/auctioneers/${auctioneerId}/users/${userId}`,
    headers: who.headers,
  });

describe("the auctioneers' area", () => {
  it('is linked by a TECH admin, audited, and by nobody else', async () => {
    expect((await link(marina!.id, office.user.id, office)).statusCode).toBe(403);
    expect((await link(crypto.randomUUID(), office.user.id)).json().code).toBe('AUCTIONEER_NOT_FOUND');
    expect((await link(marina!.id, office.user.id)).statusCode).toBe(200);
    expect((await link(marina!.id, office.user.id)).statusCode).toBe(200);
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'AUCTIONEER_USER_LINKED'));
    expect(rows).toEqual([expect.objectContaining({ actorUserId: techAdmin.user.id, entityId: marina!.id })]);
  });

  it("lists only the linked auctioneer's Events, with lots, results and bid logs", async () => {
    const events = (await get('/auctioneer/events')).json().events;
    expect(events.map((event: { id: string }) => event.id)).toEqual([marinaEvent.id]);
    expect(events[0]).toMatchObject({ auctioneerName: 'Marina Prado', lotCount: 1, bidCount: 2 });

    const detail = (await get(`/auctioneer/events/${marinaEvent.id}`)).json();
    expect(detail.lots[0]).toMatchObject({ id: lot.id, status: 'CLOSED', bidCount: 2 });
    expect(detail.lots[0].result).toMatchObject({ amountCents: 12_000, winnerUsername: second.username });

    const log = (await get(`/auctioneer/lots/${lot.id}/bid-log`)).json();
    expect(
      log.bids.map((row: { username: string; amountCents: number }) => [row.username, row.amountCents]),
    ).toEqual([
      [first.username, 10_000],
      [second.username, 12_000],
    ]);

    expect((await get(`/auctioneer/events/${robertoEvent.id}`)).statusCode).toBe(404);
    expect((await get(`/auctioneer/lots/${robertoLot.id}/bid-log`)).statusCode).toBe(404);
    expect((await get('/auctioneer/events', stranger)).json().events).toEqual([]);
    expect((await get(`/auctioneer/events/${marinaEvent.id}`, stranger)).statusCode).toBe(404);
    expect((await get(`/auctioneer/lots/${lot.id}/court-record`, stranger)).statusCode).toBe(404);
  });

  it("downloads the lot's court record as a printable page, escaped and audited", async () => {
    const response = await get(`/auctioneer/lots/${lot.id}/court-record`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-disposition']).toContain(`auto-de-arrematacao-lote-${lot.number}-`);
    const html = response.body;
    expect(html).toContain('Auto de arrematação — Lote');
    expect(html).toContain('Leilão judicial &#60;Vara 3&#62;');
    expect(html).toContain('Trator &#38; reboque');
    expect(html).toContain('JUCESP nº 9.001');
    expect(html).toContain('Resolução CNJ nº 236/2016');
    expect(html).toContain(second.username);
    expect(html).toMatch(/R\$\s120,00/);
    expect(html).toContain('window.print()');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'COURT_RECORD_DOWNLOADED'));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: office.user.id, entityId: lot.id })]);
  });

  it('keeps the court record of a lot still open for bids until it closes, downloading nothing', async () => {
    const running = await makeLot(db, { listingId: marinaEvent.id, title: 'Grade aradora' });
    const response = await get(`/auctioneer/lots/${running.id}/court-record`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LOT_STILL_OPEN',
      message:
        'O auto de arrematação fica disponível quando o lote encerra. Até lá, acompanhe os lances em "Ver lances".',
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, running.id));
    expect(audit).toEqual([]);
    await db.delete(lots).where(eq(lots.id, running.id));
  });

  it('is listed, linked by e-mail and unlinked by a TECH admin, audited; then the area is empty', async () => {
    const clerk = await signedInUser(app, db);
    const list = (who = techAdmin) =>
      app.inject({ method: 'GET', url: '/backoffice/auctioneers', headers: who.headers });
    const byEmail = (email: string, who = techAdmin) =>
      app.inject({
        method: 'POST',
        url: `/backoffice/auctioneers/${roberto!.id}/users`,
        headers: who.headers,
        payload: { email },
      });
    const unlink = (userId: string, who = techAdmin) =>
      app.inject({
        method: 'DELETE',
        url: `/backoffice/auctioneers/${roberto!.id}/users/${userId}`,
        headers: who.headers,
      });
    expect((await list(office)).statusCode).toBe(403);
    expect((await byEmail(clerk.user.email, office)).statusCode).toBe(403);
    expect((await byEmail('ninguem@example.com')).json()).toMatchObject({
      statusCode: 404,
      code: 'USER_NOT_FOUND',
      message: 'Nenhum usuário com este e-mail. A pessoa precisa criar a conta antes.',
    });
    expect((await byEmail('não é e-mail')).json().code).toBe('VALIDATION_FAILED');
    expect((await byEmail(techAdmin.user.email)).json().code).toBe('SELF_GRANT_FORBIDDEN');

    const linked = await byEmail(clerk.user.email.toUpperCase());
    expect(linked.statusCode).toBe(200);
    const robertoRow = linked.json().auctioneers.find((row: { id: string }) => row.id === roberto!.id);
    expect(robertoRow.users).toEqual([
      expect.objectContaining({ userId: clerk.user.id, email: clerk.user.email }),
    ]);
    expect((await list()).json().auctioneers.map((row: { name: string }) => row.name)).toEqual([
      'Marina Prado',
      'Roberto Neto',
    ]);
    expect((await get('/auctioneer/events', clerk)).json().events.map((e: { id: string }) => e.id)).toEqual([
      robertoEvent.id,
    ]);

    expect((await unlink(clerk.user.id, office)).statusCode).toBe(403);
    const unlinked = await unlink(clerk.user.id);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().auctioneers.find((row: { id: string }) => row.id === roberto!.id).users).toEqual(
      [],
    );
    expect((await unlink(clerk.user.id)).json().code).toBe('AUCTIONEER_USER_NOT_LINKED');
    expect((await get('/auctioneer/events', clerk)).json().events).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, roberto!.id));
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['AUCTIONEER_USER_LINKED', techAdmin.user.id],
      ['AUCTIONEER_USER_UNLINKED', techAdmin.user.id],
    ]);
  });
});
