import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { bearer, makeUser, readOutbox, signIn, uniqueEmail } from '../auth/auth-test-factories.js';
import { type SignedInUser, signedInUser } from '../buyers/buyer-test-factories.js';
import { sellerInvitations, sellerUsers } from '../db/schema/index.js';

// Seller invitations can be claimed for 7 days after they were sent or re-sent (decision 163).
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
  SELLER_INVITE_RATE_LIMIT_MAX: '100000',
});
const day = 86_400_000;

async function team() {
  const seller = await makeSeller(db, {
    name: `Escritório Central ${Math.random().toString(36).slice(2, 6)}`,
  });
  const admin = await signedInUser(app, db);
  const viewer = await signedInUser(app, db);
  await db.insert(sellerUsers).values([
    { sellerId: seller.id, userId: admin.user.id, role: 'ADMIN' },
    { sellerId: seller.id, userId: viewer.user.id, role: 'VIEWER' },
  ]);
  return { seller, admin, viewer };
}

const invite = (who: SignedInUser, sellerId: string, email: string) =>
  app.inject({
    method: 'POST',
    url: `/seller/sellers/${sellerId}/users`,
    headers: who.headers,
    payload: { email, role: 'VIEWER' },
  });
const resend = (who: SignedInUser, sellerId: string, invitationId: string) =>
  app.inject({
    method: 'POST',
    url: `/seller/sellers/${sellerId}/invitations/${invitationId}/resend`,
    headers: who.headers,
  });
const expire = (id: string) =>
  db
    .update(sellerInvitations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sellerInvitations.id, id));
const accept = (who: { headers: Record<string, string> }, invitationId: string) =>
  app.inject({
    method: 'POST',
    url: `/web/sellers/invitations/${invitationId}/accept`,
    headers: who.headers,
  });
const memberOf = async (sellerId: string, userId: string) =>
  (
    await db
      .select()
      .from(sellerUsers)
      .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)))
  ).length === 1;

describe('seller invitations expire after 7 days; an ADMIN resends them', () => {
  it('an invitation says when it expires, in the answer, the team list and the e-mail', async () => {
    const { seller, admin } = await team();
    const email = uniqueEmail('prazo');
    const response = await invite(admin, seller.id, email);
    expect(response.statusCode).toBe(200);
    const invitation = response.json().invitation;
    expect(invitation.expired).toBe(false);
    const validFor = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(Math.abs(validFor - 7 * day)).toBeLessThan(60_000);
    const [mail] = await readOutbox(app, email);
    expect(mail!.bodyText).toContain('O convite vale até');
    expect(mail!.bodyText).toContain('(horário de Brasília)');
  });

  it('an expired invitation is refused: no membership, and the person reads why with a code', async () => {
    const { seller, admin } = await team();
    const email = uniqueEmail('expirado');
    const id = (await invite(admin, seller.id, email)).json().invitation.id as string;
    await expire(id);
    const listed = await app.inject({
      method: 'GET',
      url: `/seller/sellers/${seller.id}/users`,
      headers: admin.headers,
    });
    expect(listed.json().invitations).toEqual([expect.objectContaining({ id, expired: true })]);

    const user = await makeUser(db, { name: 'Pessoa Atrasada', email });
    expect(await memberOf(seller.id, user.id)).toBe(false);
    const person = { headers: bearer((await signIn(app, email)).accessToken) };
    const mine = await app.inject({ method: 'GET', url: '/web/sellers', headers: person.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().sellers).toEqual([]);
    // Not offered for an answer, and accepting it anyway is refused with the same words.
    expect(mine.json().invitations).toEqual([]);
    const late = await accept(person, id);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'SELLER_INVITATION_EXPIRED',
      message: expect.stringContaining(`O convite para a equipe de ${seller.name} expirou em `),
    });
    expect(await memberOf(seller.id, user.id)).toBe(false);
    expect(mine.json().refusedInvitations).toEqual([
      {
        invitationId: id,
        sellerName: seller.name,
        code: 'SELLER_INVITATION_EXPIRED',
        message: expect.stringMatching(
          new RegExp(
            `^O convite para a equipe de ${seller.name} expirou em .+\\. Peça a um administrador do vendedor que reenvie o convite\\.$`,
          ),
        ),
        expiredAt: expect.any(String),
      },
    ]);
    const [row] = await db.select().from(sellerInvitations).where(eq(sellerInvitations.id, id));
    expect(row!.acceptedAt).toBeNull();

    // The ADMIN resends: a new e-mail, 7 more days; the person's next visit offers it, and accepting joins.
    const resent = await resend(admin, seller.id, id);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation).toMatchObject({ id, expired: false });
    expect(Date.parse(resent.json().invitation.expiresAt)).toBeGreaterThan(Date.now() + 6 * day);
    const mails = await readOutbox(app, email);
    expect(mails.filter((message) => message.notificationType === 'SELLER_INVITATION')).toHaveLength(2);
    const again = await app.inject({ method: 'GET', url: '/web/sellers', headers: person.headers });
    expect(again.json()).toMatchObject({
      sellers: [],
      invitations: [{ id, sellerName: seller.name, role: 'VIEWER' }],
      refusedInvitations: [],
    });
    expect((await accept(person, id)).statusCode).toBe(200);
    const joined = await app.inject({ method: 'GET', url: '/web/sellers', headers: person.headers });
    expect(joined.json()).toMatchObject({
      sellers: [{ id: seller.id, role: 'VIEWER' }],
      invitations: [],
      refusedInvitations: [],
    });
    const actions = (await listAuditTrail(db, 'seller', seller.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'SELLER_USER_INVITED',
      'SELLER_INVITATION_RESENT',
      'SELLER_INVITATION_ACCEPTED',
    ]);
  });

  it('inviting the same address again renews an expired invitation', async () => {
    const { seller, admin } = await team();
    const email = uniqueEmail('renovado');
    const id = (await invite(admin, seller.id, email)).json().invitation.id as string;
    await expire(id);
    const renewed = await invite(admin, seller.id, email);
    expect(renewed.json().invitation).toMatchObject({ id, expired: false });
    const user = await makeUser(db, { name: 'Pessoa Renovada', email });
    const person = { headers: bearer((await signIn(app, email)).accessToken) };
    expect((await accept(person, id)).statusCode).toBe(200);
    expect(await memberOf(seller.id, user.id)).toBe(true);
  });

  it('only an ADMIN of the seller resends; VIEWER 403, others 404, a claimed or unknown invitation 404', async () => {
    const { seller, admin, viewer } = await team();
    const other = await team();
    const email = uniqueEmail('reenvio');
    const id = (await invite(admin, seller.id, email)).json().invitation.id as string;
    const byViewer = await resend(viewer, seller.id, id);
    expect([byViewer.statusCode, byViewer.json().code]).toEqual([403, 'SELLER_ADMIN_REQUIRED']);
    expect((await resend(other.admin, seller.id, id)).statusCode).toBe(404);
    // Another seller's ADMIN naming their own seller with this invitation: not theirs.
    const crossed = await resend(other.admin, other.seller.id, id);
    expect([crossed.statusCode, crossed.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
    await makeUser(db, { name: 'Já Entrou', email });
    expect((await accept({ headers: bearer((await signIn(app, email)).accessToken) }, id)).statusCode).toBe(
      200,
    );
    const claimed = await resend(admin, seller.id, id);
    expect([claimed.statusCode, claimed.json().code]).toEqual([404, 'SELLER_INVITATION_NOT_FOUND']);
    expect((await readOutbox(app, email)).length).toBe(1);
  });
});
