import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, readOutbox, signIn } from '../auth/auth-test-factories.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { newsletterSubscribers, userConsents, userNotifications } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BIDS_RATE_LIMIT_MAX: '10000',
});

async function signedInUser() {
  const user = await makeUser(db);
  const session = await signIn(app, user.email);
  return { user, ...session };
}

const patchPreferences = (id: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/web/users/${id}/privacy-preferences`,
    headers,
    payload: payload as object,
  });

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > 5_000) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('consents and optional e-mails', () => {
  it('shows the accepted terms and privacy versions with their date, and the defaults', async () => {
    const { user, accessToken } = await signedInUser();
    await db.insert(userConsents).values({
      userId: user.id,
      personType: 'NATURAL_PERSON',
      declarations: { adult: true },
      termsVersion: '2025-01-28',
      privacyVersion: '2025-01-28',
    });
    const response = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}/privacy`,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.consent).toMatchObject({ termsVersion: '2025-01-28', privacyVersion: '2025-01-28' });
    expect(body.preferences).toMatchObject({
      outbidEmails: true,
      reminderEmails: true,
      newsletterEmails: false,
      analyticsCookies: null,
    });
  });

  it('the newsletter is opt-in and revocable; revoking takes the address off the list, with dates', async () => {
    const { user, accessToken } = await signedInUser();
    const on = await patchPreferences(user.id, bearer(accessToken), { newsletterEmails: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().preferences.newsletterEmails).toBe(true);
    expect(on.json().preferences.newsletterChangedAt).not.toBeNull();
    await db
      .insert(newsletterSubscribers)
      .values({ email: user.email, state: 'SP', city: 'São Paulo', source: 'home' });

    const off = await patchPreferences(user.id, bearer(accessToken), { newsletterEmails: false });
    expect(off.json().preferences.newsletterEmails).toBe(false);
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    ).toEqual([]);
    const empty = await patchPreferences(user.id, bearer(accessToken), {});
    expect(empty.statusCode).toBe(400);
    const other = await makeUser(db);
    expect((await patchPreferences(other.id, bearer(accessToken), { outbidEmails: false })).statusCode).toBe(
      403,
    );
  });

  it('records the cookie choice of a signed-in person', async () => {
    const { user, accessToken } = await signedInUser();
    const response = await app.inject({
      method: 'PUT',
      url: `/web/users/${user.id}/cookie-choice`,
      headers: bearer(accessToken),
      payload: { analytics: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().preferences.analyticsCookies).toBe(false);
    expect(response.json().preferences.cookiesChosenAt).not.toBeNull();
  });

  it('an outbid buyer who turned outbid e-mails off gets the bell notice and no e-mail', async () => {
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 });
    const quiet = await makeBidder(app, db, { enrolIn: [listing.id] });
    const loud = await makeBidder(app, db, { enrolIn: [listing.id] });
    const top = await makeBidder(app, db, { enrolIn: [listing.id] });
    expect((await patchPreferences(quiet.userId, quiet.headers, { outbidEmails: false })).statusCode).toBe(
      200,
    );

    const first = (await bid(app, quiet, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const second = (
      await bid(app, loud, lot.id, { amountCents: 11_000, lastSeenBidId: first.bid.id })
    ).json();
    expect(
      (await bid(app, top, lot.id, { amountCents: 12_000, lastSeenBidId: second.bid.id })).statusCode,
    ).toBe(201);

    const outbidMail = (to: string) => async () =>
      (await readOutbox(app, to)).filter((mail) => mail.notificationType === 'OUTBID');
    expect((await waitFor(outbidMail(loud.email), (mails) => mails.length > 0)).length).toBeGreaterThan(0);
    const bell = await waitFor(
      () => db.select().from(userNotifications).where(eq(userNotifications.userId, quiet.userId)),
      (rows) => rows.length > 0,
    );
    expect(bell.some((row) => row.type === 'OUTBID')).toBe(true);
    expect(await outbidMail(quiet.email)()).toEqual([]);
  });
});
