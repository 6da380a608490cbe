import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { bearer, makeUser, readOutbox, signIn, uniqueEmail } from '../auth/auth-test-factories.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { type SignedInUser, signedInUser } from '../buyers/buyer-test-factories.js';
import {
  auctionWon,
  endAndClose,
  intentsOfBuyer,
  signedNotice,
} from '../checkout/checkout-test-factories.js';
import { listings, lots, sellerUsers, users } from '../db/schema/index.js';
import { confirm, directSaleLot } from '../direct-sales/direct-sale-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PIX_WEBHOOK_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
  SELLER_INVITE_RATE_LIMIT_MAX: '100000',
});
const secret = app.deps.config.pixWebhookSecret!;

const seller = await makeSeller(db, { name: 'Hotel Atlântico Ltda' });
const otherSeller = await makeSeller(db, { name: 'Rede Varejo S.A.' });
const admin = await signedInUser(app, db);
const viewer = await signedInUser(app, db);
const otherAdmin = await signedInUser(app, db);
const stranger = await signedInUser(app, db);

async function join(sellerId: string, who: SignedInUser, role: 'ADMIN' | 'VIEWER') {
  await db.insert(sellerUsers).values({ sellerId, userId: who.user.id, role });
}
await join(seller.id, admin, 'ADMIN');
await join(seller.id, viewer, 'VIEWER');
await join(otherSeller.id, otherAdmin, 'ADMIN');

const get = (who: { headers: Record<string, string> }, url: string) =>
  app.inject({ method: 'GET', url, headers: who.headers });

async function payByPix(intent: { pixTxid: string; totalCents: bigint }) {
  const endToEndId = `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`;
  const paid = await app.inject(
    signedNotice(secret, { endToEndId, txid: intent.pixTxid, amountCents: Number(intent.totalCents) }),
  );
  if (paid.statusCode !== 200) throw new Error(`pix notice: ${paid.body}`);
}

/**
 * The scenario: an auction of the seller (10% administrative fee) with lots won at R$ 500,00 (paid by PIX),
 * R$ 300,00 (awaiting payment), and a lot closed with no bid; a buyer enrolled who never bid.
 */
async function scenario() {
  const won = await auctionWon(app, db, { prices: [50_000, 30_000], close: false });
  await db
    .update(listings)
    .set({ sellerId: seller.id, title: 'Desativação Hotel Atlântico' })
    .where(eq(listings.id, won.listing.id));
  const noBid = await makeLot(db, { listingId: won.listing.id, startingBidCents: 10_000, title: 'Frigobar' });
  await makeBidder(app, db, { enrolIn: [won.listing.id] });
  for (const { lot } of won.lots) await endAndClose(app, db, lot.id);
  await endAndClose(app, db, noBid.id);
  const winner = won.winners[0]!;
  const intents = await intentsOfBuyer(db, winner.buyerId);
  const first = intents.find((intent) => Number(intent.totalCents) === 57_500)!;
  await payByPix(first);
  return { listing: won.listing, lots: won.lots, noBid, winner };
}

describe('GET /web/sellers', () => {
  it('answers the caller’s own sellers with the role in each, and an empty list for a user of none', async () => {
    const mine = await get(admin, '/web/sellers');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      sellers: [{ id: seller.id, name: 'Hotel Atlântico Ltda', role: 'ADMIN' }],
      invitations: [],
      refusedInvitations: [],
    });
    expect((await get(viewer, '/web/sellers')).json().sellers[0].role).toBe('VIEWER');
    expect((await get(stranger, '/web/sellers')).json()).toEqual({
      sellers: [],
      invitations: [],
      refusedInvitations: [],
    });
    expect((await app.inject({ method: 'GET', url: '/web/sellers' })).statusCode).toBe(401);
  });
});

describe('an Event’s figures, lots, payments and statement', async () => {
  const { listing, lots: wonLots, noBid, winner } = await scenario();

  it('lists the seller’s Events with live figures', async () => {
    const response = await get(viewer, `/seller/sellers/${seller.id}/events`);
    expect(response.statusCode).toBe(200);
    const event = response.json().events.find((candidate: { id: string }) => candidate.id === listing.id);
    expect(event.figures).toEqual({
      lots: 3,
      bids: 2,
      enrolledBuyers: 2,
      currentTotalCents: 80_000,
      soldLots: 2,
      paidCents: 50_000,
    });
    expect(response.json().seller).toEqual({ id: seller.id, name: 'Hotel Atlântico Ltda', role: 'VIEWER' });
  });

  it('shows each lot’s result and payment; the buyer’s name and contact only once the lot is paid', async () => {
    const response = await get(admin, `/seller/events/${listing.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event.title).toBe('Desativação Hotel Atlântico');
    expect(body.event.seller.role).toBe('ADMIN');
    const byId = new Map(body.lots.map((lot: { id: string }) => [lot.id, lot]));
    const paid = byId.get(wonLots[0]!.lot.id) as Record<string, unknown>;
    expect(paid).toMatchObject({
      result: 'SOLD',
      closingStatus: 'APPROVED',
      bidCount: 1,
      unitPriceCents: null,
      unitsLeft: null,
    });
    const [user] = await db.select().from(users).where(eq(users.id, winner.userId));
    expect(paid.sales).toEqual([
      {
        id: expect.any(String),
        buyer: { username: winner.username, contact: { name: user!.name, phone: null, email: winner.email } },
        quantity: 1,
        priceCents: 50_000,
        paymentStatus: 'PAID',
        paidAt: expect.any(String),
      },
    ]);
    const unpaid = byId.get(wonLots[1]!.lot.id) as { sales: unknown[]; result: string };
    expect(unpaid.result).toBe('SOLD');
    expect(unpaid.sales).toEqual([
      {
        id: expect.any(String),
        buyer: { username: winner.username, contact: null },
        quantity: 1,
        priceCents: 30_000,
        paymentStatus: 'PENDING_PAYMENT',
        paidAt: null,
      },
    ]);
    expect(JSON.stringify(unpaid)).not.toContain(winner.email);
    expect(byId.get(noBid.id)).toMatchObject({ result: 'UNSOLD', closingStatus: null, sales: [] });
  });

  it('gives a direct-sale lot its unit price and the units nobody holds, and the Event what was bought', async () => {
    const { listing: sale, lot } = await directSaleLot(db, { quantity: 5, unitPriceCents: 12_000 });
    await db.update(listings).set({ sellerId: seller.id }).where(eq(listings.id, sale.id));
    const buyer = await makeBidder(app, db);
    expect((await confirm(app, buyer, lot.id, 2)).statusCode).toBe(201);
    const response = await get(viewer, `/seller/events/${sale.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.event.figures).toMatchObject({
      bids: 0,
      currentTotalCents: 24_000,
      soldLots: 1,
      paidCents: 0,
    });
    expect(body.lots).toEqual([
      expect.objectContaining({
        id: lot.id,
        quantity: 5,
        unitPriceCents: 12_000,
        unitsLeft: 3,
        result: 'SOLD',
        sales: [
          expect.objectContaining({ quantity: 2, priceCents: 24_000, paymentStatus: 'PENDING_PAYMENT' }),
        ],
      }),
    ]);
  });

  it('computes the statement from the paid intents’ lines', async () => {
    const response = await get(viewer, `/seller/events/${listing.id}/statement`);
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement.rows).toEqual([
      {
        lotNumber: wonLots[0]!.lot.number,
        lotTitle: wonLots[0]!.lot.title,
        buyerUsername: winner.username,
        quantity: 1,
        paidAt: expect.any(String),
        priceCents: 50_000,
        commissionCents: 2_500,
        administrativeFeeCents: 5_000,
        sellerReceivesCents: 50_000,
      },
    ]);
    expect(statement.totals).toEqual({
      priceCents: 50_000,
      commissionCents: 2_500,
      administrativeFeeCents: 5_000,
      sellerReceivesCents: 50_000,
      awaitingPaymentCents: 30_000,
    });
  });

  it('exports the statement as a pt-BR CSV (BOM, ; separator, decimal comma)', async () => {
    const response = await get(admin, `/seller/events/${listing.id}/statement.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="extrato-.+\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toContain('Lote;Descrição;Comprador;Quantidade;Pago em (horário de Brasília)');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${wonLots[0]!.lot.number};[^;]+;${winner.username};1;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};500,00;25,00;50,00;500,00$`,
      ),
    );
    expect(lines[2]).toBe('Total;;;;;500,00;25,00;50,00;500,00');
  });

  it('answers 404 for another seller’s Event, statement and seller, and for non-members', async () => {
    for (const who of [otherAdmin, stranger]) {
      for (const url of [
        `/seller/events/${listing.id}`,
        `/seller/events/${listing.id}/statement`,
        `/seller/events/${listing.id}/statement.csv`,
      ]) {
        const response = await get(who, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('SELLER_EVENT_NOT_FOUND');
      }
      for (const url of [`/seller/sellers/${seller.id}/events`, `/seller/sellers/${seller.id}/users`]) {
        const response = await get(who, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('SELLER_NOT_FOUND');
      }
    }
    // The other seller's admin reads their own seller, where this Event is not listed.
    const own = await get(otherAdmin, `/seller/sellers/${otherSeller.id}/events`);
    expect(own.statusCode).toBe(200);
    expect(own.json().events).toEqual([]);
    const missing = await get(admin, '/seller/events/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await get(admin, '/seller/events/nao-e-uuid')).statusCode).toBe(400);
  });
});

describe('the seller’s team', () => {
  async function team() {
    const s = await makeSeller(db);
    const [a, b, v] = [await signedInUser(app, db), await signedInUser(app, db), await signedInUser(app, db)];
    await join(s.id, a, 'ADMIN');
    await join(s.id, b, 'ADMIN');
    await join(s.id, v, 'VIEWER');
    return { s, a, b, v };
  }
  const invite = (who: SignedInUser, sellerId: string, payload: object) =>
    app.inject({ method: 'POST', url: `/seller/sellers/${sellerId}/users`, headers: who.headers, payload });
  const setRole = (who: SignedInUser, sellerId: string, userId: string, role: string) =>
    app.inject({
      method: 'PATCH',
      url: `/seller/sellers/${sellerId}/users/${userId}`,
      headers: who.headers,
      payload: { role },
    });
  const remove = (who: SignedInUser, sellerId: string, userId: string) =>
    app.inject({
      method: 'DELETE',
      url: `/seller/sellers/${sellerId}/users/${userId}`,
      headers: who.headers,
    });
  const roleOf = async (sellerId: string, userId: string) =>
    (
      await db
        .select()
        .from(sellerUsers)
        .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)))
    )[0]?.role ?? null;

  const answerInvitation = (who: { headers: Record<string, string> }, id: string, answer: string) =>
    app.inject({ method: 'POST', url: `/web/sellers/invitations/${id}/${answer}`, headers: who.headers });
  const mySellers = async (who: SignedInUser) => (await get(who, '/web/sellers')).json();

  it('invites an existing account without adding it: only the person’s acceptance joins the team', async () => {
    const { s, a } = await team();
    const person = await signedInUser(app, db);
    const response = await invite(a, s.id, { email: person.user.email.toUpperCase(), role: 'VIEWER' });
    expect(response.statusCode).toBe(200);
    // The same answer as for an unknown address: the ADMIN does not learn whether the address has an account.
    expect(response.json()).toMatchObject({
      outcome: 'INVITED',
      invitation: { email: person.user.email, role: 'VIEWER', expired: false },
    });
    const id = response.json().invitation.id as string;
    expect(await roleOf(s.id, person.user.id)).toBeNull();
    const [mail] = await readOutbox(app, person.user.email);
    expect(mail!.notificationType).toBe('SELLER_INVITATION');
    expect(mail!.bodyText).toContain('/auth/entrar?nextUrl=%2Fvendedor');
    expect(mail!.bodyText).toContain('Você só entra na equipe se aceitar');
    expect(await mySellers(person)).toMatchObject({
      sellers: [],
      invitations: [{ id, sellerName: s.name, role: 'VIEWER', invitedByName: a.user.name }],
    });

    // Nobody else answers it: not a stranger, not the team's own ADMIN.
    for (const other of [stranger, a]) {
      for (const answer of ['accept', 'decline']) {
        const refused = await answerInvitation(other, id, answer);
        expect([refused.statusCode, refused.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
      }
    }
    expect(await roleOf(s.id, person.user.id)).toBeNull();

    const accepted = await answerInvitation(person, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ seller: { id: s.id, name: s.name, role: 'VIEWER' } });
    expect(await roleOf(s.id, person.user.id)).toBe('VIEWER');
    expect(await mySellers(person)).toMatchObject({ sellers: [{ id: s.id }], invitations: [] });
    const twice = await answerInvitation(person, id, 'accept');
    expect([twice.statusCode, twice.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
    const again = await invite(a, s.id, { email: person.user.email, role: 'ADMIN' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SELLER_USER_ALREADY_MEMBER']);
    const trail = await listAuditTrail(db, 'seller', s.id);
    expect(trail.map((row) => [row.action, row.actorUserId])).toEqual([
      ['SELLER_USER_INVITED', a.user.id],
      ['SELLER_INVITATION_ACCEPTED', person.user.id],
    ]);
  });

  it('invites an unknown address by e-mail; signing up with it joins nothing until the invitation is accepted', async () => {
    const { s, a } = await team();
    const email = uniqueEmail('convidada');
    const response = await invite(a, s.id, { email, role: 'VIEWER' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'INVITED', invitation: { email, role: 'VIEWER' } });
    // A second invitation to the same address changes the open one's role.
    const changed = await invite(a, s.id, { email, role: 'ADMIN' });
    expect(changed.json().invitation.id).toBe(response.json().invitation.id);
    const mails = await readOutbox(app, email);
    expect(mails[0]!.notificationType).toBe('SELLER_INVITATION');
    const listed = await get(a, `/seller/sellers/${s.id}/users`);
    expect(listed.json().invitations).toEqual([expect.objectContaining({ email, role: 'ADMIN' })]);

    const user = await makeUser(db, { name: 'Convidada', email });
    expect(await roleOf(s.id, user.id)).toBeNull();
    const person = { user, headers: bearer((await signIn(app, email)).accessToken) } as SignedInUser;
    const [offered] = (await mySellers(person)).invitations;
    expect(offered).toMatchObject({ sellerName: s.name, role: 'ADMIN' });
    expect((await answerInvitation(person, offered.id, 'accept')).json().seller.role).toBe('ADMIN');
    const after = await get(a, `/seller/sellers/${s.id}/users`);
    expect(after.json().invitations).toEqual([]);
    expect(after.json().members.map((m: { email: string }) => m.email)).toContain(email);
    const actions = (await listAuditTrail(db, 'seller', s.id)).map((row) => row.action);
    expect(actions).toEqual(['SELLER_USER_INVITED', 'SELLER_USER_INVITED', 'SELLER_INVITATION_ACCEPTED']);
  });

  it('the invited person declines: the invitation is gone for both sides, and the ADMIN may invite again', async () => {
    const { s, a } = await team();
    const person = await signedInUser(app, db);
    const id = (await invite(a, s.id, { email: person.user.email, role: 'ADMIN' })).json().invitation.id;
    const declined = await answerInvitation(person, id, 'decline');
    expect([declined.statusCode, declined.json()]).toEqual([200, { removed: true }]);
    expect(await roleOf(s.id, person.user.id)).toBeNull();
    expect((await mySellers(person)).invitations).toEqual([]);
    expect((await get(a, `/seller/sellers/${s.id}/users`)).json().invitations).toEqual([]);
    const late = await answerInvitation(person, id, 'accept');
    expect([late.statusCode, late.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
    const trail = await listAuditTrail(db, 'seller', s.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'SELLER_INVITATION_DECLINED',
      actorUserId: person.user.id,
      before: { invitationId: id, role: 'ADMIN' },
    });
    expect((await invite(a, s.id, { email: person.user.email, role: 'VIEWER' })).statusCode).toBe(200);
    expect((await mySellers(person)).invitations).toHaveLength(1);
  });

  it('an account whose address is not proven neither sees nor answers an invitation to it', async () => {
    const { s, a } = await team();
    const person = await signedInUser(app, db);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, person.user.id));
    const id = (await invite(a, s.id, { email: person.user.email, role: 'VIEWER' })).json().invitation.id;
    expect((await mySellers(person)).invitations).toEqual([]);
    const refused = await answerInvitation(person, id, 'accept');
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
    expect(await roleOf(s.id, person.user.id)).toBeNull();
    const bad = await answerInvitation(person, 'nao-e-uuid', 'accept');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('accepting twice at once while the ADMIN withdraws it: one outcome, at most one membership', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { s, a } = await team();
      const person = await signedInUser(app, db);
      const id = (await invite(a, s.id, { email: person.user.email, role: 'VIEWER' })).json().invitation.id;
      const [first, second, withdrawn] = await Promise.all([
        answerInvitation(person, id, 'accept'),
        answerInvitation(person, id, 'accept'),
        app.inject({
          method: 'DELETE',
          url: `/seller/sellers/${s.id}/invitations/${id}`,
          headers: a.headers,
        }),
      ]);
      const accepted = [first, second].filter((answer) => answer.statusCode === 200).length;
      for (const answer of [first, second, withdrawn]) expect([200, 404]).toContain(answer.statusCode);
      // Either the person joined (once) and the withdrawal found nothing, or the withdrawal won and nobody joined.
      expect(accepted + (withdrawn.statusCode === 200 ? 1 : 0)).toBe(1);
      expect(await roleOf(s.id, person.user.id)).toBe(accepted === 1 ? 'VIEWER' : null);
      const actions = (await listAuditTrail(db, 'seller', s.id)).map((row) => row.action);
      expect(actions.filter((action) => action === 'SELLER_INVITATION_ACCEPTED')).toHaveLength(accepted);
    }
  });

  it('any member leaves the team on their own, never its last ADMIN; a VIEWER still removes nobody else', async () => {
    const { s, a, b, v } = await team();
    // A VIEWER put on the team leaves at once, without an admin.
    const left = await remove(v, s.id, v.user.id);
    expect(left.statusCode).toBe(200);
    expect(await roleOf(s.id, v.user.id)).toBeNull();
    expect((await get(v, `/seller/sellers/${s.id}/users`)).statusCode).toBe(404);
    const trail = await listAuditTrail(db, 'seller', s.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'SELLER_USER_REMOVED',
      actorUserId: v.user.id,
      before: { userId: v.user.id, role: 'VIEWER' },
    });
    // Two ADMINs: one leaves; the last one cannot.
    expect((await remove(b, s.id, b.user.id)).statusCode).toBe(200);
    const last = await remove(a, s.id, a.user.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('SELLER_LAST_ADMIN');
    expect(await roleOf(s.id, a.user.id)).toBe('ADMIN');
    // Leaving is for oneself: a VIEWER of another team removes nobody there.
    const other = await team();
    expect((await remove(other.v, other.s.id, other.b.user.id)).json().code).toBe('SELLER_ADMIN_REQUIRED');
    expect(await roleOf(other.s.id, other.b.user.id)).toBe('ADMIN');
  });

  it('an ADMIN withdraws an open invitation; nothing is claimed later', async () => {
    const { s, a, v } = await team();
    const email = uniqueEmail('retirado');
    const id = (await invite(a, s.id, { email, role: 'VIEWER' })).json().invitation.id;
    const byViewer = await app.inject({
      method: 'DELETE',
      url: `/seller/sellers/${s.id}/invitations/${id}`,
      headers: v.headers,
    });
    expect(byViewer.statusCode).toBe(403);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/seller/sellers/${s.id}/invitations/${id}`,
      headers: a.headers,
    });
    expect(revoked.statusCode).toBe(200);
    await makeUser(db, { name: 'Retirado', email });
    const person = { headers: bearer((await signIn(app, email)).accessToken) };
    expect((await get(person, '/web/sellers')).json().invitations).toEqual([]);
    const late = await answerInvitation(person, id, 'accept');
    expect([late.statusCode, late.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
  });

  it('a VIEWER reads the team but every write is 403; a non-member gets 404', async () => {
    const { s, a, v } = await team();
    const read = await get(v, `/seller/sellers/${s.id}/users`);
    expect(read.statusCode).toBe(200);
    expect(read.json().members).toHaveLength(3);
    for (const response of [
      await invite(v, s.id, { email: uniqueEmail(), role: 'VIEWER' }),
      await setRole(v, s.id, a.user.id, 'VIEWER'),
      await remove(v, s.id, a.user.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('SELLER_ADMIN_REQUIRED');
    }
    for (const response of [
      await invite(otherAdmin, s.id, { email: uniqueEmail(), role: 'VIEWER' }),
      await setRole(otherAdmin, s.id, a.user.id, 'VIEWER'),
      await remove(stranger, s.id, a.user.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SELLER_NOT_FOUND');
    }
    expect(await roleOf(s.id, a.user.id)).toBe('ADMIN');
    const bad = await invite(a, s.id, { email: 'não é email', role: 'DONO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('changes roles and removes members, audit-logged, never leaving the seller without an ADMIN', async () => {
    const { s, a, b, v } = await team();
    expect((await setRole(a, s.id, v.user.id, 'ADMIN')).json().member.role).toBe('ADMIN');
    expect((await remove(a, s.id, v.user.id)).statusCode).toBe(200);
    expect(await roleOf(s.id, v.user.id)).toBeNull();
    expect((await setRole(a, s.id, b.user.id, 'VIEWER')).statusCode).toBe(200);
    const demoteSelf = await setRole(a, s.id, a.user.id, 'VIEWER');
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().code).toBe('SELLER_LAST_ADMIN');
    const removeSelf = await remove(a, s.id, a.user.id);
    expect(removeSelf.json().code).toBe('SELLER_LAST_ADMIN');
    expect((await remove(a, s.id, stranger.user.id)).json().code).toBe('SELLER_MEMBER_NOT_FOUND');
    const actions = (await listAuditTrail(db, 'seller', s.id)).map((row) => row.action);
    expect(actions).toEqual(['SELLER_USER_ROLE_CHANGED', 'SELLER_USER_REMOVED', 'SELLER_USER_ROLE_CHANGED']);
  });

  it('two ADMINs leaving or demoting each other at once: exactly one succeeds, one ADMIN remains', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { s, a, b } = await team();
      const answers =
        round % 2 === 0
          ? await Promise.all([remove(a, s.id, a.user.id), remove(b, s.id, b.user.id)])
          : await Promise.all([setRole(a, s.id, b.user.id, 'VIEWER'), setRole(b, s.id, a.user.id, 'VIEWER')]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await db
        .select()
        .from(sellerUsers)
        .where(and(eq(sellerUsers.sellerId, s.id), eq(sellerUsers.role, 'ADMIN')));
      expect(admins).toHaveLength(1);
    }
  });
});

describe('a seller with no published Event', () => {
  it('lists no Events (drafts stay out)', async () => {
    const s = await makeSeller(db);
    const who = await signedInUser(app, db);
    await join(s.id, who, 'VIEWER');
    await makeListing(db, { sellerId: s.id, status: 'DRAFT' });
    const response = await get(who, `/seller/sellers/${s.id}/events`);
    expect(response.json().events).toEqual([]);
    expect((await db.select().from(lots)).length).toBeGreaterThan(0);
  });
});
