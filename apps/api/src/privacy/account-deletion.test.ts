import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { bearer, makeUser, readOutbox, signIn, testPassword } from '../auth/auth-test-factories.js';
import {
  accountDeletionRequests,
  bids,
  buyerApplications,
  buyers,
  lots,
  paymentIntents,
  sessions,
  users,
} from '../db/schema/index.js';
import { makeVerifiedBuyerFixture } from '../dev/live-auction-fixture.js';
import { storageFor } from '../storage/storage.js';
import { sweepAccountDeletions } from './account-deletion.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const storage = storageFor(app);
const day = 24 * 60 * 60 * 1000;

async function signedInUser() {
  const user = await makeUser(db);
  const session = await signIn(app, user.email);
  return { user, ...session };
}

const requestDeletion = (id: string, accessToken: string, confirmation: string) =>
  app.inject({
    method: 'POST',
    url: `/web/users/${id}/account-deletion`,
    headers: bearer(accessToken),
    payload: { confirmation },
  });
const cancelDeletion = (id: string, accessToken: string) =>
  app.inject({ method: 'DELETE', url: `/web/users/${id}/account-deletion`, headers: bearer(accessToken) });

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('account deletion', () => {
  it('asks for the e-mail or the password, tells the user by e-mail and opens one request', async () => {
    const { user, accessToken } = await signedInUser();
    const wrong = await requestDeletion(user.id, accessToken, 'outra@example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('DELETION_CONFIRMATION_MISMATCH');

    const byPassword = await requestDeletion(user.id, accessToken, testPassword);
    expect(byPassword.statusCode).toBe(201);
    const { request } = byPassword.json();
    expect(request.status).toBe('REQUESTED');
    expect(new Date(request.scheduledFor).getTime() - new Date(request.requestedAt).getTime()).toBe(15 * day);
    const mail = await readOutbox(app, user.email);
    expect(mail.some((message) => message.subject === 'Recebemos o seu pedido de exclusão de conta')).toBe(
      true,
    );

    const again = await requestDeletion(user.id, accessToken, user.email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DELETION_ALREADY_REQUESTED');

    const shown = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}/account-deletion`,
      headers: bearer(accessToken),
    });
    expect(shown.json().request.id).toBe(request.id);
  });

  it("refuses another person's account", async () => {
    const { accessToken } = await signedInUser();
    const other = await makeUser(db);
    const response = await requestDeletion(other.id, accessToken, other.email);
    expect(response.statusCode).toBe(403);
    const cancel = await cancelDeletion(other.id, accessToken);
    expect(cancel.statusCode).toBe(403);
  });

  it('a request cancelled within the 15 days leaves the account as it was', async () => {
    const { user, accessToken } = await signedInUser();
    expect((await requestDeletion(user.id, accessToken, user.email)).statusCode).toBe(201);
    const cancelled = await cancelDeletion(user.id, accessToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().request.status).toBe('CANCELLED');
    expect((await cancelDeletion(user.id, accessToken)).json().code).toBe('DELETION_NOT_REQUESTED');

    await sweepAccountDeletions(db, storage, app.deps.config.WEB_ORIGIN, new Date(Date.now() + 16 * day));
    const row = await userRow(user.id);
    expect(row.email).toBe(user.email);
    expect(row.name).toBe(user.name);
    // It can be asked again later.
    expect((await requestDeletion(user.id, accessToken, user.email)).statusCode).toBe(201);
    await cancelDeletion(user.id, accessToken);
  });

  it('anonymises the account after 15 days, keeps the bids and payments, revokes the sessions, once', async () => {
    const { user, accessToken } = await signedInUser();
    const { buyerId } = await makeVerifiedBuyerFixture(db, user.email);
    await db.update(buyers).set({ verifiedTaxId: '52998224725' }).where(eq(buyers.id, buyerId));
    await db.update(users).set({ phone: '+5511987654321' }).where(eq(users.id, user.id));
    const [application] = await db
      .insert(buyerApplications)
      .values({
        userId: user.id,
        buyerId,
        status: 'APPROVED',
        type: 'NATURAL_PERSON',
        taxId: '52998224725',
        fullName: 'Maria da Silva',
        birthDate: '1990-01-01',
        addressLine1: 'Rua das Flores',
        addressCity: 'São Paulo',
        addressState: 'SP',
        addressPostalCode: '01001000',
      })
      .returning();
    const lot = await makeLot(db, { status: 'CLOSED' });
    await db
      .insert(bids)
      .values({ listingId: lot.listingId, lotId: lot.id, buyerId, sequence: 1, amountCents: 60_000 });
    await db.insert(paymentIntents).values({
      buyerId,
      listingId: lot.listingId,
      type: 'AUCTION_END',
      status: 'PAID',
      reference: `PAG-${randomUUID().slice(0, 8).toUpperCase()}`,
      pixTxid: randomUUID().replaceAll('-', ''),
      allowedMethods: ['PIX'],
      totalCents: 60_000n,
    });
    expect((await requestDeletion(user.id, accessToken, user.email)).statusCode).toBe(201);

    // Not yet due after 14 days.
    expect(
      (await sweepAccountDeletions(db, storage, app.deps.config.WEB_ORIGIN, new Date(Date.now() + 14 * day)))
        .completed,
    ).toBe(0);
    expect((await userRow(user.id)).email).toBe(user.email);

    // Two sweeps at once (two workers) and one after: the account is anonymised exactly once.
    const later = new Date(Date.now() + 15 * day + 60_000);
    const runs = await Promise.all([
      sweepAccountDeletions(db, storage, app.deps.config.WEB_ORIGIN, later),
      sweepAccountDeletions(db, storage, app.deps.config.WEB_ORIGIN, later),
    ]);
    const again = await sweepAccountDeletions(db, storage, app.deps.config.WEB_ORIGIN, later);
    const mine = async () =>
      (await readOutbox(app, user.email)).filter((m) => m.subject === 'Sua conta na Circula foi excluída');
    expect(runs[0].completed + runs[1].completed + again.completed).toBe(1);
    expect(await mine()).toHaveLength(1);

    const row = await userRow(user.id);
    expect(row.email).not.toContain(user.email.split('@')[0]);
    expect(row.email).toMatch(/^excluido-[0-9a-f]+@anonimo\.invalid$/);
    expect(row.name).toBe('Conta excluída');
    expect(row.phone).toBeNull();
    expect(row.passwordHash).toBeNull();
    const [buyer] = await db.select().from(buyers).where(eq(buyers.id, buyerId));
    expect(buyer!.verifiedTaxId).not.toBe('52998224725');
    expect(buyer!.username).toMatch(/^excluido-/);
    const [kept] = await db.select().from(buyerApplications).where(eq(buyerApplications.id, application!.id));
    expect(kept!.fullName).toBeNull();
    expect(kept!.addressLine1).toBeNull();
    expect(kept!.birthDate).toBeNull();
    expect(kept!.taxId).not.toContain('52998224725');
    // Records the law requires stay, under the pseudonym's buyer.
    expect(await db.select().from(bids).where(eq(bids.buyerId, buyerId))).toHaveLength(1);
    expect(await db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyerId))).toHaveLength(1);
    // Signed out everywhere.
    const open = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}`,
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(401);
    const [request] = await db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.userId, user.id));
    expect(request!.status).toBe('COMPLETED');
    const trail = (await listAuditTrail(db, 'user', user.id)).map((row) => row.action);
    expect(trail).toEqual(expect.arrayContaining(['ACCOUNT_DELETION_REQUESTED', 'ACCOUNT_ANONYMISED']));
  });

  it('is refused while the user has an unpaid payment or is winning a live lot', async () => {
    const { user, accessToken } = await signedInUser();
    const { buyerId } = await makeVerifiedBuyerFixture(db, user.email);
    const live = await makeLot(db);
    await db.update(lots).set({ lastBidBuyerId: buyerId }).where(eq(lots.id, live.id));
    const winning = await requestDeletion(user.id, accessToken, user.email);
    expect(winning.statusCode).toBe(409);
    expect(winning.json().code).toBe('DELETION_BLOCKED_WINNING');

    await db.update(lots).set({ status: 'CLOSED' }).where(eq(lots.id, live.id));
    const [intent] = await db
      .insert(paymentIntents)
      .values({
        buyerId,
        listingId: live.listingId,
        type: 'AUCTION_END',
        status: 'PENDING_PAYMENT',
        reference: `PAG-${randomUUID().slice(0, 8).toUpperCase()}`,
        pixTxid: randomUUID().replaceAll('-', ''),
        allowedMethods: ['PIX'],
        totalCents: 60_000n,
      })
      .returning();
    const unpaid = await requestDeletion(user.id, accessToken, user.email);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('DELETION_BLOCKED_UNPAID');
    expect(unpaid.json().message).toContain('pagamentos em aberto');

    await db.update(paymentIntents).set({ status: 'PAID' }).where(eq(paymentIntents.id, intent!.id));
    expect((await requestDeletion(user.id, accessToken, user.email)).statusCode).toBe(201);
  });
});
