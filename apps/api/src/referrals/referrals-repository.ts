import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { referralCampaigns, referralLinks, referrals, users } from '../db/schema/index.js';

export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

export async function findActiveCampaign(db: Database) {
  const [row] = await db
    .select()
    .from(referralCampaigns)
    .where(eq(referralCampaigns.active, true))
    .orderBy(desc(referralCampaigns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCampaign(db: Database, id: string) {
  const [row] = await db.select().from(referralCampaigns).where(eq(referralCampaigns.id, id));
  return row ?? null;
}

export async function findLinkOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.userId, userId));
  return row ?? null;
}

export async function findLinkBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(referralLinks).where(eq(referralLinks.slug, slug));
  return row ?? null;
}

export async function insertLink(db: Database, row: { userId: string; slug: string }) {
  const [inserted] = await db.insert(referralLinks).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findReferralOfReferred(db: Database, referredUserId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
  return row ?? null;
}

export async function lockReferral(tx: Database, id: string) {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row ?? null;
}

/**
 * Records the referrals of users who signed up through a link that already existed when they did (a
 * user's `referral_slug` is only ever written when the account is created). Once per referred user. With a
 * user, only that user's (a sign-up: one row by primary key); without, every user's (the referral sweep).
 */
export async function registerNewReferrals(db: Database, referredUserId?: string) {
  await db.execute(sql`
    insert into referrals (referrer_user_id, referred_user_id, campaign_id, created_at, updated_at)
    select l.user_id, u.id,
      (select c.id from referral_campaigns c where c.active order by c.created_at desc limit 1),
      u.created_at, clock_timestamp()
    from users u
    join referral_links l on l.slug = u.referral_slug
    where u.referral_slug is not null and l.created_at <= u.created_at
      ${referredUserId ? sql`and u.id = ${referredUserId}` : sql``}
      and not exists (select 1 from referrals r where r.referred_user_id = u.id)
    on conflict (referred_user_id) do nothing
  `);
}

/** A qualified Event (terms): open to the public — not controlled enrolment, not private. */
export const validBidOf = (buyerIdColumn: ReturnType<typeof sql>) => sql`exists (
  select 1 from bids b join listings li on li.id = b.listing_id
  where b.buyer_id = ${buyerIdColumn} and li.access_mode = 'PUBLIC')`;
export const confirmedPaymentOf = (buyerIdColumn: ReturnType<typeof sql>) => sql`exists (
  select 1 from payment_intents p join listings li on li.id = p.listing_id
  where p.buyer_id = ${buyerIdColumn} and p.status = 'PAID' and p.type <> 'FINE' and li.access_mode = 'PUBLIC')`;

/** REGISTERED referrals whose referred buyer has a valid bid and a confirmed payment in a qualified Event. */
export async function qualifyingReferralIds(db: Database, limit: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select r.id from referrals r join users u on u.id = r.referred_user_id
      where r.status = 'REGISTERED' and u.buyer_id is not null
        and ${validBidOf(sql`u.buyer_id`)} and ${confirmedPaymentOf(sql`u.buyer_id`)}
      order by r.created_at limit ${limit}
    `),
  );
  return rows.map((row) => row.id);
}

/** The referrer's statement: each referred user's first name, stages and the referrer's bonus. */
export async function referralsOfReferrer(db: Database, referrerUserId: string) {
  return rowsOf<{
    id: string;
    name: string;
    created_at: Date | string;
    status: string;
    credited_at: Date | string | null;
    valid_bid: boolean;
    confirmed_payment: boolean;
    bonus_cents: number | string | null;
  }>(
    await db.execute(sql`
      select r.id, u.name, r.created_at, r.status, r.credited_at,
        (u.buyer_id is not null and ${validBidOf(sql`u.buyer_id`)}) as valid_bid,
        (u.buyer_id is not null and ${confirmedPaymentOf(sql`u.buyer_id`)}) as confirmed_payment,
        (select c.amount_cents from buyer_credits c
          where c.source_type = 'REFERRAL' and c.source_id = r.id::text
            and c.buyer_id = (select ru.buyer_id from users ru where ru.id = r.referrer_user_id)) as bonus_cents
      from referrals r join users u on u.id = r.referred_user_id
      where r.referrer_user_id = ${referrerUserId}::uuid
      order by r.created_at desc
      limit 500
    `),
  );
}

export async function setReferralStatus(
  tx: Database,
  input: {
    id: string;
    from: string;
    to: 'CREDITED' | 'REJECTED' | 'WITHHELD' | 'REVERSED';
    reason: string | null;
    creditedAt?: Date;
  },
) {
  const rows = await tx
    .update(referrals)
    .set({
      status: input.to,
      statusReason: input.reason,
      updatedAt: sql`clock_timestamp()`,
      ...(input.creditedAt ? { creditedAt: input.creditedAt } : {}),
    })
    .where(and(eq(referrals.id, input.id), eq(referrals.status, input.from as 'REGISTERED')))
    .returning();
  return rows[0] ?? null;
}

export async function findUserFacts(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      buyerId: users.buyerId,
      name: users.name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Every tax id a user's buyer has declared (verified or in an application). */
export async function taxIdsOfBuyer(db: Database, buyerId: string | null): Promise<string[]> {
  if (!buyerId) return [];
  const rows = rowsOf<{ tax_id: string | null }>(
    await db.execute(sql`
      select verified_tax_id as tax_id from buyers where id = ${buyerId}::uuid
      union select tax_id from buyer_applications where buyer_id = ${buyerId}::uuid
    `),
  );
  return rows.map((row) => row.tax_id).filter((taxId): taxId is string => Boolean(taxId));
}
