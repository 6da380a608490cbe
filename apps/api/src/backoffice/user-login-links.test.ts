import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAuctioneer } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import {
  auctioneerUsers,
  auditLog,
  sessions,
  userSpecialPermissions,
  verificationTokens,
} from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
});

/** Customer support at action level holding the special permission. */
async function linkMaker() {
  const staff = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
  await db
    .insert(userSpecialPermissions)
    .values({ userId: staff.user.id, permission: 'CREATE_USER_LOGIN_LINKS' });
  return staff;
}
const maker = await linkMaker();

const createLink = (
  who: { headers: Record<string, string> },
  userId: string,
  reason = 'Comprador não consegue entrar',
) =>
  app.inject({
    method: 'POST',
    url: `/backoffice/users/${userId}/login-links`,
    headers: who.headers,
    payload: { reason },
  });
const useLink = (url: string) => {
  const parsed = new URL(url);
  return app.inject({
    method: 'GET',
    url: `${parsed.pathname}${parsed.search}`,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36' },
  });
};
const loginLinkSessions = (userId: string) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.method, 'login-link')));

describe('login links', () => {
  it('signs in as the user once, and records who made it, for whom, why and the use', async () => {
    const buyer = await makeBidder(app, db);
    const created = await createLink(maker, buyer.userId);
    expect(created.statusCode).toBe(200);
    const { url, expiresAt } = created.json();
    expect(url).toContain('/auth/login-link/callback?token=');
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const used = await useLink(url);
    expect(used.statusCode).toBe(302);
    expect(new URL(used.headers.location as string).pathname).toBe('/');
    expect(String(used.headers['set-cookie'])).toContain('HttpOnly');
    const opened = await loginLinkSessions(buyer.userId);
    expect(opened).toHaveLength(1);

    const again = await useLink(url);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain('/auth/entrar?error=LOGIN_LINK_INVALID');
    expect(await loginLinkSessions(buyer.userId)).toHaveLength(1);

    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, buyer.userId));
    const made = rows.find((row) => row.action === 'USER_LOGIN_LINK_CREATED')!;
    expect(made).toMatchObject({ actorUserId: maker.user.id, entityType: 'user' });
    expect(made.after).toMatchObject({ reason: 'Comprador não consegue entrar', expiresAt });
    expect(JSON.stringify(rows)).not.toContain(new URL(url).searchParams.get('token'));
    const use = rows.find((row) => row.action === 'USER_LOGIN_LINK_USED')!;
    expect(use.after).toEqual({ sessionId: opened[0]!.id });
  });

  it('signs in once when the link is opened twice at the same moment', async () => {
    const buyer = await makeBidder(app, db);
    const { url } = (await createLink(maker, buyer.userId)).json();
    const answers = await Promise.all([useLink(url), useLink(url), useLink(url)]);
    const signedIn = answers.filter((answer) => !String(answer.headers.location).includes('error='));
    expect(signedIn).toHaveLength(1);
    expect(await loginLinkSessions(buyer.userId)).toHaveLength(1);
  });

  it('stops working after 15 minutes, and when a newer link is made', async () => {
    const buyer = await makeBidder(app, db);
    const first = (await createLink(maker, buyer.userId)).json().url as string;
    const second = (await createLink(maker, buyer.userId)).json().url as string;
    expect((await useLink(first)).headers.location).toContain('error=LOGIN_LINK_INVALID');

    await db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verificationTokens.subject, buyer.userId));
    expect((await useLink(second)).headers.location).toContain('error=LOGIN_LINK_EXPIRED');
    expect(await loginLinkSessions(buyer.userId)).toHaveLength(0);
  });

  it('is never made for oneself, for any staff or auctioneer’s office, without the permission or for nobody', async () => {
    const own = await createLink(maker, maker.user.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('SELF_APPROVAL_FORBIDDEN');

    // Staff with more rights, the same or fewer: signing in as a colleague would let the maker approve their
    // own refund or credit under the colleague's name.
    const techAdmin = await signedInStaff(app, db, 'CIRCULA_TECH', 2);
    const supportAdmin = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);
    const supportPeer = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
    const supportReader = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 0);
    const withPermissionOnly = await makeBidder(app, db);
    await db
      .insert(userSpecialPermissions)
      .values({ userId: withPermissionOnly.userId, permission: 'VIEW_REVENUES' });
    const auctioneerOffice = await makeBidder(app, db);
    const auctioneer = await makeAuctioneer(db);
    await db.insert(auctioneerUsers).values({ auctioneerId: auctioneer.id, userId: auctioneerOffice.userId });
    // A maker of their own: every attempt counts against the ten links an hour.
    const refusing = await linkMaker();
    for (const target of [
      techAdmin.user.id,
      supportAdmin.user.id,
      supportPeer.user.id,
      supportReader.user.id,
      withPermissionOnly.userId,
      auctioneerOffice.userId,
    ]) {
      const refused = await createLink(refusing, target);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'LOGIN_LINK_FOR_STAFF',
        message: expect.stringContaining('só para compradores e vendedores'),
      });
      expect(
        await db.select().from(verificationTokens).where(eq(verificationTokens.subject, target)),
      ).toEqual([]);
    }

    const buyer = await makeBidder(app, db);
    const withoutPermission = await createLink(supportAdmin, buyer.userId);
    expect(withoutPermission.statusCode).toBe(403);
    expect(
      await db.select().from(verificationTokens).where(eq(verificationTokens.subject, buyer.userId)),
    ).toEqual([]);

    const nobody = await createLink(maker, crypto.randomUUID());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('USER_NOT_FOUND');
    const noReason = await createLink(maker, buyer.userId, '');
    expect(noReason.statusCode).toBe(400);
  });

  it('lets one staff member make ten links an hour', async () => {
    const busy = await linkMaker();
    const buyer = await makeBidder(app, db);
    for (let index = 0; index < 10; index += 1) {
      expect((await createLink(busy, buyer.userId)).statusCode).toBe(200);
    }
    const limited = await createLink(busy, buyer.userId);
    expect(limited.statusCode).toBe(429);
    // Another staff member is not held back.
    expect((await createLink(maker, buyer.userId)).statusCode).toBe(200);
  });
});
