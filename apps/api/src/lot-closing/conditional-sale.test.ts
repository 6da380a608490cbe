import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff, signedInUser } from '../buyers/buyer-test-factories.js';
import {
  lotClosingHistory,
  lotClosings,
  lotEvents,
  lots,
  sellerInvitations,
  sellerUsers,
  userNotifications,
} from '../db/schema/index.js';
import { answerConditionalSale } from './answer-conditional-sale.js';
import { closeLot } from './close-lot.js';
import { closeLotDeps } from './lot-closing-jobs.js';
import { releaseExpiredClosings } from './release-expired-closings.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
});
const deps = closeLotDeps(app);

const seller = await makeSeller(db, { name: 'Hotel Atlântico Ltda' });
const otherSeller = await makeSeller(db, { name: 'Rede Varejo S.A.' });
const cataloguer = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 2);
const cataloguerWriter = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 1);
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);
const sellerAdmin = await signedInUser(app, db);
const sellerViewer = await signedInUser(app, db);
const otherAdmin = await signedInUser(app, db);
const stranger = await signedInUser(app, db);

async function addToSeller(sellerId: string, email: string, role: 'ADMIN' | 'VIEWER') {
  return app.inject({
    method: 'POST',
    url: `/backoffice/sellers/${sellerId}/users`,
    headers: cataloguer.headers,
    payload: { email, role },
  });
}
for (const [sellerId, who, role] of [
  [seller.id, sellerAdmin, 'ADMIN'],
  [seller.id, sellerViewer, 'VIEWER'],
  [otherSeller.id, otherAdmin, 'ADMIN'],
] as const) {
  const added = await addToSeller(sellerId, who.user.email, role);
  if (added.statusCode !== 200) throw new Error(`seller user: ${added.body}`);
}

/** A lot of the seller whose winning bid stayed below the reserve: closed PENDING_CONFIRMATION. */
async function conditionalSale(sellerId = seller.id) {
  const listing = await makeListing(db, { sellerId });
  const lot = await makeLot(db, {
    listingId: listing.id,
    startingBidCents: 10_000,
    incrementCents: 1_000,
    reserveCents: 50_000,
  });
  const [loser, winner] = [
    await makeBidder(app, db, { enrolIn: [listing.id] }),
    await makeBidder(app, db, { enrolIn: [listing.id] }),
  ];
  const first = (await bid(app, loser, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
  await bid(app, winner, lot.id, { amountCents: 12_000, lastSeenBidId: first.bid.id });
  await db
    .update(lots)
    .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
    .where(eq(lots.id, lot.id));
  const closed = await closeLot(deps, lot.id);
  if (closed.outcome !== 'closed' || closed.closingStatus !== 'PENDING_CONFIRMATION') {
    throw new Error(`not conditional: ${JSON.stringify(closed)}`);
  }
  const [closing] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, lot.id));
  return { listing, lot, winner, loser, closing: closing! };
}

const answer = (
  closingId: string,
  action: 'approve' | 'reject',
  headers: Record<string, string>,
  payload = {},
) => app.inject({ method: 'POST', url: `/seller/lot-closings/${closingId}/${action}`, headers, payload });
const staffAnswer = (closingId: string, action: 'approve' | 'reject', headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/backoffice/lot-closings/${closingId}/${action}`,
    headers,
    payload: {},
  });
const historyOf = async (closingId: string) =>
  (
    await db
      .select()
      .from(lotClosingHistory)
      .where(eq(lotClosingHistory.lotClosingId, closingId))
      .orderBy(lotClosingHistory.createdAt, lotClosingHistory.id)
  ).map((row) => [row.fromStatus, row.toStatus, row.changedBy]);
/** The `closed` events of a lot's stream, oldest first (the closing, then any answer). */
const closedEventsOf = async (lotId: string) =>
  (await db.select().from(lotEvents).where(eq(lotEvents.lotId, lotId)).orderBy(lotEvents.id))
    .filter((event) => event.type === 'closed')
    .map((event) => event.payload as Record<string, unknown>);
const eventPageResult = async (slug: string, lotId: string) =>
  (
    (await app.inject({ method: 'GET', url: `/web/listings/${slug}` })).json().lots as {
      id: string;
      result: string | null;
    }[]
  ).find((lot) => lot.id === lotId)?.result;
const noticesOf = (userId: string) =>
  db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

describe('seller answers a conditional sale', () => {
  it('lists the pending sale to the seller’s ADMIN and VIEWER, never to others', async () => {
    const { lot, listing, winner, closing } = await conditionalSale();
    const mine = await conditionalSale(otherSeller.id);
    for (const [who, canAnswer] of [
      [sellerAdmin, true],
      [sellerViewer, false],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/seller/lot-closings?status=PENDING_CONFIRMATION',
        headers: who.headers,
      });
      expect(response.statusCode).toBe(200);
      const listed = response.json().lotClosings;
      expect(listed.map((row: { id: string }) => row.id)).toContain(closing.id);
      expect(listed.map((row: { id: string }) => row.id)).not.toContain(mine.closing.id);
      expect(listed.find((row: { id: string }) => row.id === closing.id)).toEqual({
        id: closing.id,
        status: 'PENDING_CONFIRMATION',
        amountCents: 12_000,
        reserveCents: 50_000,
        sellerDeadlineAt: closing.sellerDeadlineAt!.toISOString(),
        closedAt: closing.closedAt.toISOString(),
        buyerUsername: winner.username,
        seller: { id: seller.id, name: 'Hotel Atlântico Ltda' },
        lot: { id: lot.id, number: lot.number, title: lot.title },
        listing: { id: listing.id, slug: listing.slug, title: listing.title },
        canAnswer,
      });
      expect(response.body).not.toContain(winner.email);
    }
    const approvedList = await app.inject({
      method: 'GET',
      url: '/seller/lot-closings?status=APPROVED',
      headers: sellerAdmin.headers,
    });
    expect(approvedList.json().lotClosings.map((row: { id: string }) => row.id)).not.toContain(closing.id);
    const other = await app.inject({
      method: 'GET',
      url: '/seller/lot-closings',
      headers: otherAdmin.headers,
    });
    expect(other.json().lotClosings.map((row: { id: string }) => row.id)).toEqual([mine.closing.id]);
    const none = await app.inject({ method: 'GET', url: '/seller/lot-closings', headers: stranger.headers });
    expect(none.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const badStatus = await app.inject({
      method: 'GET',
      url: '/seller/lot-closings?status=PAGO',
      headers: sellerAdmin.headers,
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('ADMIN approves: the sale is won, history written, the buyer told in the app and by e-mail', async () => {
    const { closing, winner, listing } = await conditionalSale();
    expect(await eventPageResult(listing.slug, closing.lotId)).toBe('CONDITIONAL');
    for (const who of [sellerViewer, otherAdmin, stranger, support]) {
      const refused = await answer(closing.id, 'approve', who.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const approved = await answer(closing.id, 'approve', sellerAdmin.headers);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().lotClosing).toMatchObject({
      id: closing.id,
      status: 'APPROVED',
      amountCents: 12_000,
    });
    expect(await historyOf(closing.id)).toEqual([
      [null, 'PENDING_CONFIRMATION', 'system'],
      ['PENDING_CONFIRMATION', 'APPROVED', sellerAdmin.user.id],
    ]);
    const again = await answer(closing.id, 'reject', sellerAdmin.headers);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'LOT_CLOSING_NOT_PENDING' });
    const notices = await noticesOf(winner.userId);
    expect(notices.find((notice) => notice.type === 'CONDITIONAL_SALE_APPROVED')).toMatchObject({
      title: expect.stringContaining('Venda aprovada'),
      data: expect.objectContaining({ lotClosingId: closing.id, closingStatus: 'APPROVED' }),
    });
    const mail = (await readOutbox(app, winner.email)).find(
      (row) => row.notificationType === 'CONDITIONAL_SALE_APPROVED',
    );
    expect(mail?.subject).toContain('Venda aprovada');
    expect(mail?.bodyText).toContain('O vendedor aceitou seu lance de R$');
    const closingView = await app.inject({ method: 'GET', url: `/web/lots/${closing.lotId}/closing` });
    expect(closingView.json().closing.status).toBe('APPROVED');
    // Pages open on the lot or its Event hear the answer.
    const closedEvents = await closedEventsOf(closing.lotId);
    expect(closedEvents.map((event) => event.result)).toEqual(['CONDITIONAL', 'SOLD']);
    expect(closedEvents[1]).toMatchObject({
      closingStatus: 'APPROVED',
      winnerUsername: winner.username,
      amountCents: 12_000,
      bidCount: 2,
      sellerDeadlineAt: null,
      closedAt: closing.closedAt.toISOString(),
    });
    expect(await eventPageResult(listing.slug, closing.lotId)).toBe('SOLD');
  });

  it('ADMIN rejects with a reason; the buyer is told', async () => {
    const { closing, winner, listing } = await conditionalSale();
    // A control character in the reason is refused before anything changes.
    const refused = await answer(closing.id, 'reject', sellerAdmin.headers, { reason: 'Valor\u0000 baixo' });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const rejected = await answer(closing.id, 'reject', sellerAdmin.headers, { reason: 'Valor muito baixo' });
    expect(rejected.json().lotClosing.status).toBe('REJECTED');
    expect((await closedEventsOf(closing.lotId)).at(-1)).toMatchObject({
      result: 'UNSOLD',
      closingStatus: 'REJECTED',
      amountCents: 12_000,
    });
    expect(await eventPageResult(listing.slug, closing.lotId)).toBe('UNSOLD');
    const [last] = (
      await db.select().from(lotClosingHistory).where(eq(lotClosingHistory.lotClosingId, closing.id))
    ).filter((row) => row.toStatus === 'REJECTED');
    expect(last).toMatchObject({ changedBy: sellerAdmin.user.id, reason: 'Valor muito baixo' });
    const mail = (await readOutbox(app, winner.email)).find(
      (row) => row.notificationType === 'CONDITIONAL_SALE_REJECTED',
    );
    expect(mail?.bodyText).toContain('O vendedor não aceitou seu lance');
    expect((await noticesOf(winner.userId)).map((notice) => notice.type)).toContain(
      'CONDITIONAL_SALE_REJECTED',
    );
  });

  it('refuses answers after the deadline, and the release tells the buyer', async () => {
    const { closing, winner } = await conditionalSale();
    await db
      .update(lotClosings)
      .set({ sellerDeadlineAt: new Date(Date.now() - 1_000) })
      .where(eq(lotClosings.id, closing.id));
    const late = await answer(closing.id, 'approve', sellerAdmin.headers);
    expect(late.json()).toMatchObject({ statusCode: 409, code: 'SELLER_DEADLINE_PASSED' });
    const released = await releaseExpiredClosings(deps);
    expect(released.map((row) => row.id)).toContain(closing.id);
    expect((await historyOf(closing.id)).at(-1)).toEqual(['PENDING_CONFIRMATION', 'REJECTED', 'system']);
    const mail = (await readOutbox(app, winner.email)).find(
      (row) => row.notificationType === 'CONDITIONAL_SALE_RELEASED',
    );
    expect(mail?.subject).toContain('Prazo encerrado sem resposta');
    expect((await noticesOf(winner.userId)).map((notice) => notice.type)).toContain(
      'CONDITIONAL_SALE_RELEASED',
    );
    const after = await answer(closing.id, 'approve', sellerAdmin.headers);
    expect(after.json().code).toBe('LOT_CLOSING_NOT_PENDING');
  });

  it('answers on a missing closing with 404 and bad ids with 400', async () => {
    const missing = await answer('00000000-0000-4000-8000-000000000000', 'approve', sellerAdmin.headers);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'LOT_CLOSING_NOT_FOUND' });
    const bad = await answer('nao-e-um-id', 'approve', sellerAdmin.headers);
    expect(bad.statusCode).toBe(400);
    const anonymous = await answer('00000000-0000-4000-8000-000000000000', 'approve', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('catalogue staff at admin level answer for the seller, audit-logged; others may not', async () => {
    const { closing } = await conditionalSale();
    for (const who of [cataloguerWriter, support, sellerAdmin]) {
      expect((await staffAnswer(closing.id, 'reject', who.headers)).statusCode).toBe(403);
    }
    const answered = await staffAnswer(closing.id, 'reject', cataloguer.headers);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().lotClosing.status).toBe('REJECTED');
    const trail = await listAuditTrail(db, 'lot_closing', closing.id);
    expect(trail).toEqual([
      expect.objectContaining({
        actorUserId: cataloguer.user.id,
        action: 'CONDITIONAL_SALE_REJECTED',
        before: { status: 'PENDING_CONFIRMATION' },
        after: expect.objectContaining({ status: 'REJECTED', onBehalfOfSellerId: seller.id }),
      }),
    ]);
  });

  it('nobody approves a sale below the reserve that they won: not staff, not a seller admin who joined later', async () => {
    const { closing, winner } = await conditionalSale();
    // The winner is also a cataloguing admin, and later joins the seller's team as its admin.
    await upsertUserRole(db, { userId: winner.userId, role: 'CIRCULA_CATALOGGER', level: 2 });
    const asStaff = await staffAnswer(closing.id, 'approve', winner.headers);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    expect((await addToSeller(seller.id, winner.email, 'ADMIN')).statusCode).toBe(200);
    const asSeller = await answer(closing.id, 'approve', winner.headers);
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    const [row] = await db.select().from(lotClosings).where(eq(lotClosings.id, closing.id));
    expect(row!.status).toBe('PENDING_CONFIRMATION');
    expect(await historyOf(closing.id)).toHaveLength(1);
    // Another admin of the seller still answers.
    expect((await answer(closing.id, 'approve', sellerAdmin.headers)).statusCode).toBe(200);
  });

  it('a release that waits on an answer’s row lock re-reads the row and leaves the answered sale alone', async () => {
    const { closing } = await conditionalSale();
    let release: ReturnType<typeof releaseExpiredClosings> | null = null;
    await db.transaction(async (tx) => {
      await tx.select().from(lotClosings).where(eq(lotClosings.id, closing.id)).for('update');
      // The deadline passes while the answer holds the row; the answer commits APPROVED.
      await tx
        .update(lotClosings)
        .set({ status: 'APPROVED', sellerDeadlineAt: new Date(Date.now() - 1_000) })
        .where(eq(lotClosings.id, closing.id));
      release = releaseExpiredClosings(deps);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await release!).map((row) => row.id)).not.toContain(closing.id);
    const [row] = await db.select().from(lotClosings).where(eq(lotClosings.id, closing.id));
    expect(row!.status).toBe('APPROVED');
  });

  it('exactly one of an answer and the automatic release applies, however they interleave', async () => {
    const sales = [];
    for (let index = 0; index < 6; index += 1) sales.push(await conditionalSale());
    // Deadlines a few milliseconds either side of now: some answers are in time, some are not.
    const base = Date.now() + 40;
    for (const [index, sale] of sales.entries()) {
      await db
        .update(lotClosings)
        .set({ sellerDeadlineAt: new Date(base + (index - 3) * 15) })
        .where(eq(lotClosings.id, sale.closing.id));
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
    const [answers, released] = await Promise.all([
      Promise.allSettled(
        sales.map((sale) =>
          answerConditionalSale(
            { db, notifier: deps.notifier, webOrigin: deps.webOrigin },
            {
              closingId: sale.closing.id,
              decision: 'APPROVED',
              answerer: { kind: 'seller', userId: sellerAdmin.user.id },
            },
          ),
        ),
      ),
      releaseExpiredClosings(deps),
      releaseExpiredClosings(deps),
    ]).then(([answered, ...releases]) => [answered, releases.flat()] as const);
    for (const [index, sale] of sales.entries()) {
      const [row] = await db.select().from(lotClosings).where(eq(lotClosings.id, sale.closing.id));
      // One history row for the closing and one per change after it: a sale neither answered in time
      // nor released yet (its deadline passed between the answer and the release) has only the first.
      const history = await historyOf(sale.closing.id);
      expect(history).toHaveLength(row!.status === 'PENDING_CONFIRMATION' ? 1 : 2);
      const outcome = answers[index]!;
      const releasedHere = released.filter((closing) => closing.id === sale.closing.id).length;
      if (outcome.status === 'fulfilled') {
        expect(row!.status).toBe('APPROVED');
        expect(releasedHere).toBe(0);
      } else {
        expect(['LOT_CLOSING_NOT_PENDING', 'SELLER_DEADLINE_PASSED']).toContain(
          (outcome.reason as { code: string }).code,
        );
        expect(row!.status).toBe(releasedHere === 1 ? 'REJECTED' : 'PENDING_CONFIRMATION');
      }
    }
    // Whatever was still pending past its deadline goes now; nothing is released twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await releaseExpiredClosings(deps);
    for (const sale of sales) {
      const [row] = await db.select().from(lotClosings).where(eq(lotClosings.id, sale.closing.id));
      expect(['APPROVED', 'REJECTED']).toContain(row!.status);
      expect(await historyOf(sale.closing.id)).toHaveLength(2);
      const notices = (await noticesOf(sale.winner.userId)).filter((notice) =>
        notice.type.startsWith('CONDITIONAL_SALE_'),
      );
      expect(notices).toHaveLength(1);
    }
  });
});

describe('staff add users to a seller', () => {
  it('adds or changes a role, audit-logged, and refuses unknown users and sellers', async () => {
    const person = await signedInUser(app, db);
    const added = await addToSeller(otherSeller.id, person.user.email.toUpperCase(), 'VIEWER');
    expect(added.statusCode).toBe(200);
    expect(added.json().sellerUser).toMatchObject({
      sellerId: otherSeller.id,
      userId: person.user.id,
      role: 'VIEWER',
    });
    const promoted = await addToSeller(otherSeller.id, person.user.email, 'ADMIN');
    expect(promoted.json().sellerUser.role).toBe('ADMIN');
    const trail = await listAuditTrail(db, 'seller', otherSeller.id);
    expect(trail.filter((row) => (row.after as { userId?: string }).userId === person.user.id)).toEqual([
      expect.objectContaining({ action: 'SELLER_USER_ADDED', before: null, actorUserId: cataloguer.user.id }),
      expect.objectContaining({
        action: 'SELLER_USER_ROLE_CHANGED',
        before: { userId: person.user.id, role: 'VIEWER' },
        after: { userId: person.user.id, role: 'ADMIN' },
      }),
    ]);
    const unknown = await addToSeller(otherSeller.id, 'ninguem-aqui@example.com', 'ADMIN');
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
    const noSeller = await addToSeller('00000000-0000-4000-8000-000000000000', person.user.email, 'ADMIN');
    expect(noSeller.json()).toMatchObject({ statusCode: 404, code: 'SELLER_NOT_FOUND' });
    const badRole = await addToSeller(otherSeller.id, person.user.email, 'OWNER' as 'ADMIN');
    expect(badRole.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('Papel') });
    // Not even a cataloguing admin puts themselves on a seller's team, at any role.
    for (const role of ['ADMIN', 'VIEWER'] as const) {
      const self = await addToSeller(otherSeller.id, cataloguer.user.email, role);
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('SELF_GRANT_FORBIDDEN');
    }
    const memberships = await app.inject({
      method: 'GET',
      url: '/seller/memberships',
      headers: cataloguer.headers,
    });
    expect(memberships.json().sellers).toEqual([]);
    for (const who of [cataloguerWriter, support, sellerAdmin]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/backoffice/sellers/${seller.id}/users`,
        headers: who.headers,
        payload: { email: person.user.email, role: 'ADMIN' },
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  const roleOf = async (sellerId: string, userId: string) =>
    (
      await db
        .select({ role: sellerUsers.role })
        .from(sellerUsers)
        .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)))
    )[0]?.role ?? null;
  const adminsOf = (sellerId: string) =>
    db
      .select()
      .from(sellerUsers)
      .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.role, 'ADMIN')));

  it('never demotes the seller’s only ADMIN', async () => {
    const lone = await makeSeller(db);
    const only = await signedInUser(app, db);
    expect((await addToSeller(lone.id, only.user.email, 'ADMIN')).statusCode).toBe(200);
    const refused = await addToSeller(lone.id, only.user.email, 'VIEWER');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SELLER_LAST_ADMIN',
      message: 'O vendedor precisa de pelo menos um administrador. Torne outra pessoa administradora antes.',
    });
    expect(await roleOf(lone.id, only.user.id)).toBe('ADMIN');
    const trail = await listAuditTrail(db, 'seller', lone.id);
    expect(trail.map((row) => row.action)).toEqual(['SELLER_USER_ADDED']);
    // With a second ADMIN the demotion goes through.
    const second = await signedInUser(app, db);
    expect((await addToSeller(lone.id, second.user.email, 'ADMIN')).statusCode).toBe(200);
    expect((await addToSeller(lone.id, only.user.email, 'VIEWER')).json().sellerUser.role).toBe('VIEWER');
    expect(await adminsOf(lone.id)).toHaveLength(1);
  });

  it('a staff demotion racing a seller-side one leaves an ADMIN', async () => {
    // The staff call starts a little later round by round, so both orders of arrival are covered.
    const staffDelays = [0, 0, 2, 2, 5, 5, 10, 10, 20, 20];
    for (const [round, delay] of staffDelays.entries()) {
      const s = await makeSeller(db);
      const [a, b] = [await signedInUser(app, db), await signedInUser(app, db)];
      for (const who of [a, b]) {
        expect((await addToSeller(s.id, who.user.email, 'ADMIN')).statusCode).toBe(200);
      }
      // Staff demote A while, on the seller's side, A demotes B (or B steps down), in either order.
      const sellerSide = round % 4 < 2 ? a : b;
      const staffDemotion = async () => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        return addToSeller(s.id, a.user.email, 'VIEWER');
      };
      const ownDemotion = () =>
        app.inject({
          method: 'PATCH',
          url: `/seller/sellers/${s.id}/users/${b.user.id}`,
          headers: sellerSide.headers,
          payload: { role: 'VIEWER' },
        });
      const answers =
        round % 2 === 0
          ? await Promise.all([staffDemotion(), ownDemotion()])
          : await Promise.all([ownDemotion(), staffDemotion()]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      expect(await adminsOf(s.id)).toHaveLength(1);
    }
  });
});

describe('seller memberships', () => {
  it('tells a user the sellers they belong to and their role there, and nobody else’s', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/seller/memberships',
      headers: sellerAdmin.headers,
    });
    expect(mine.json()).toEqual({
      sellers: [{ id: seller.id, name: 'Hotel Atlântico Ltda', role: 'ADMIN' }],
      invitations: [],
      refusedInvitations: [],
    });
    const viewer = await app.inject({
      method: 'GET',
      url: '/seller/memberships',
      headers: sellerViewer.headers,
    });
    expect(viewer.json().sellers).toEqual([{ id: seller.id, name: 'Hotel Atlântico Ltda', role: 'VIEWER' }]);
    const other = await app.inject({
      method: 'GET',
      url: '/seller/memberships',
      headers: otherAdmin.headers,
    });
    expect(other.json().sellers).toEqual([{ id: otherSeller.id, name: 'Rede Varejo S.A.', role: 'ADMIN' }]);
    const none = await app.inject({ method: 'GET', url: '/seller/memberships', headers: stranger.headers });
    expect(none.json()).toEqual({ sellers: [], invitations: [], refusedInvitations: [] });
  });

  it('answers the same list at GET /web/sellers, and only to a signed-in user', async () => {
    const mine = await app.inject({ method: 'GET', url: '/web/sellers', headers: sellerViewer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      sellers: [{ id: seller.id, name: 'Hotel Atlântico Ltda', role: 'VIEWER' }],
      invitations: [],
      refusedInvitations: [],
    });
    const none = await app.inject({ method: 'GET', url: '/web/sellers', headers: stranger.headers });
    expect(none.json()).toEqual({ sellers: [], invitations: [], refusedInvitations: [] });
    const anonymous = await app.inject({ method: 'GET', url: '/web/sellers' });
    expect(anonymous.statusCode).toBe(401);
  });
});

// What the seller-area routes act on: an Event of the seller, a member to remove and an open invitation.
const sellerEvent = await makeListing(db, { sellerId: seller.id });
const leaving = await signedInUser(app, db);
await addToSeller(seller.id, leaving.user.email, 'VIEWER');
const [openInvitation] = await db
  .insert(sellerInvitations)
  .values({ sellerId: seller.id, email: 'convite.matriz@example.com', role: 'VIEWER' })
  .returning();
const [expiredInvitation] = await db
  .insert(sellerInvitations)
  .values({
    sellerId: seller.id,
    email: 'convite.expirado.matriz@example.com',
    role: 'VIEWER',
    expiresAt: new Date(Date.now() - 60_000),
  })
  .returning();

describe('seller routes authorisation', () => {
  const sellerPersonas = {
    anonymous: {} as Record<string, string>,
    stranger: stranger.headers,
    otherSellerAdmin: otherAdmin.headers,
    sellerViewer: sellerViewer.headers,
    cataloguer: cataloguer.headers,
    sellerAdmin: sellerAdmin.headers,
  };
  type SellerPersona = keyof typeof sellerPersonas;
  const answerOnly: Record<SellerPersona, number> = {
    anonymous: 401,
    stranger: 403,
    otherSellerAdmin: 403,
    sellerViewer: 403,
    cataloguer: 403,
    sellerAdmin: 200,
  };
  // The seller area: another seller's users, strangers and staff get 404; a VIEWER reads, writes are 403.
  const sellerArea = (viewer: number): Record<SellerPersona, number> => ({
    anonymous: 401,
    stranger: 404,
    otherSellerAdmin: 404,
    sellerViewer: viewer,
    cataloguer: 404,
    sellerAdmin: 200,
  });
  const matrix: Record<
    string,
    {
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      path: (closingId: string) => string;
      expected: Record<SellerPersona, number>;
      payload?: object;
    }
  > = {
    'GET /seller/sellers/:id/events': {
      method: 'GET',
      path: () => `/seller/sellers/${seller.id}/events`,
      expected: sellerArea(200),
    },
    'GET /seller/events/:id': {
      method: 'GET',
      path: () => `/seller/events/${sellerEvent.id}`,
      expected: sellerArea(200),
    },
    'GET /seller/events/:id/statement': {
      method: 'GET',
      path: () => `/seller/events/${sellerEvent.id}/statement`,
      expected: sellerArea(200),
    },
    'GET /seller/events/:id/statement.csv': {
      method: 'GET',
      path: () => `/seller/events/${sellerEvent.id}/statement.csv`,
      expected: sellerArea(200),
    },
    'GET /seller/sellers/:id/users': {
      method: 'GET',
      path: () => `/seller/sellers/${seller.id}/users`,
      expected: sellerArea(200),
    },
    'POST /seller/sellers/:id/users': {
      method: 'POST',
      path: () => `/seller/sellers/${seller.id}/users`,
      payload: { email: 'nova.pessoa.matriz@example.com', role: 'VIEWER' },
      expected: sellerArea(403),
    },
    'PATCH /seller/sellers/:id/users/:userId': {
      method: 'PATCH',
      path: () => `/seller/sellers/${seller.id}/users/${sellerViewer.user.id}`,
      payload: { role: 'VIEWER' },
      expected: sellerArea(403),
    },
    'DELETE /seller/sellers/:id/users/:userId': {
      method: 'DELETE',
      path: () => `/seller/sellers/${seller.id}/users/${leaving.user.id}`,
      expected: sellerArea(403),
    },
    'DELETE /seller/sellers/:id/invitations/:invitationId': {
      method: 'DELETE',
      path: () => `/seller/sellers/${seller.id}/invitations/${openInvitation!.id}`,
      expected: sellerArea(403),
    },
    'POST /seller/sellers/:id/invitations/:invitationId/resend': {
      method: 'POST',
      path: () => `/seller/sellers/${seller.id}/invitations/${expiredInvitation!.id}/resend`,
      expected: sellerArea(403),
    },
    'GET /seller/lot-closings': {
      method: 'GET',
      path: () => '/seller/lot-closings?status=PENDING_CONFIRMATION',
      // Any user of some seller reads their own sellers' closings; staff are not seller users.
      expected: { ...answerOnly, otherSellerAdmin: 200, sellerViewer: 200 },
    },
    'GET /seller/memberships': {
      method: 'GET',
      path: () => '/seller/memberships',
      // Everyone signed in learns their own memberships (none for most); never another user's.
      expected: {
        anonymous: 401,
        stranger: 200,
        otherSellerAdmin: 200,
        sellerViewer: 200,
        cataloguer: 200,
        sellerAdmin: 200,
      },
    },
    'GET /web/sellers': {
      method: 'GET',
      path: () => '/web/sellers',
      expected: {
        anonymous: 401,
        stranger: 200,
        otherSellerAdmin: 200,
        sellerViewer: 200,
        cataloguer: 200,
        sellerAdmin: 200,
      },
    },
    // An invitation is answered only by the account of the address it went to (none of these personas).
    'POST /web/sellers/invitations/:id/accept': {
      method: 'POST',
      path: () => `/web/sellers/invitations/${openInvitation!.id}/accept`,
      expected: { ...sellerArea(404), sellerAdmin: 404 },
    },
    'POST /web/sellers/invitations/:id/decline': {
      method: 'POST',
      path: () => `/web/sellers/invitations/${openInvitation!.id}/decline`,
      expected: { ...sellerArea(404), sellerAdmin: 404 },
    },
    'POST /seller/lot-closings/:id/approve': {
      method: 'POST',
      path: (id) => `/seller/lot-closings/${id}/approve`,
      expected: answerOnly,
    },
    'POST /seller/lot-closings/:id/reject': {
      method: 'POST',
      path: (id) => `/seller/lot-closings/${id}/reject`,
      expected: answerOnly,
    },
  };

  it('covers every route under /seller and /web/sellers', () => {
    // The offers' seller routes have their own matrix (negotiations/offers.test.ts), and so do pick-ups and
    // title transfers (fulfilment/fulfilment.test.ts: another seller's code or lot answers 404), and the
    // booking windows and transfer lists of an Event (fulfilment/seller-schedules.test.ts).
    const ownMatrix = [
      '/seller/offers',
      '/seller/pick-ups',
      '/seller/listings/',
      '/seller/lot-fulfilments/',
      '/seller/booking-schedules/',
    ];
    const guarded = registeredRoutes(app).filter(
      (route) =>
        /^\/(web\/)?seller/.test(route.split(' ')[1]!) && !ownMatrix.some((prefix) => route.includes(prefix)),
    );
    expect(guarded.sort()).toEqual(Object.keys(matrix).sort());
  });

  it.each(Object.entries(matrix))('%s', async (_route, row) => {
    const { closing } = await conditionalSale();
    const answers: Record<string, number> = {};
    // The one expected to succeed last, so the refusals meet a closing still pending.
    const order = (Object.keys(sellerPersonas) as SellerPersona[]).sort(
      (a, b) => Number(row.expected[a] === 200) - Number(row.expected[b] === 200),
    );
    for (const persona of order) {
      const response = await app.inject({
        method: row.method,
        url: row.path(closing.id),
        headers: sellerPersonas[persona],
        ...(row.method === 'POST' || row.method === 'PATCH' ? { payload: row.payload ?? {} } : {}),
      });
      answers[persona] = response.statusCode;
      if (response.statusCode !== 200) {
        expect(response.body).not.toContain(closing.id);
      }
    }
    expect(answers).toEqual(row.expected);
  });
});
