import type { BackofficeReferral, BackofficeReferralQuery } from '@circula/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listUserRoles } from '../auth/user-roles.js';
import type { Database } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { confirmedPaymentOf, rowsOf, validBidOf } from './referrals-repository.js';

const readerRoles = ['CIRCULA_CUSTOMER_SUPPORT', 'CIRCULA_MARKETING'];

/** Who reads the referrals in the back office: CUSTOMER_SUPPORT or MARKETING, any level (decision 167). */
export async function assertReferralReader(db: Database, userId: string) {
  const roles = await listUserRoles(db, userId);
  if (!roles.some((grant) => readerRoles.includes(grant.role)))
    throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * GET /backoffice/referrals: newest first, by stage and a search on both sides' names and e-mails, with
 * the bonus, the qualifying facts and the staff actions of the audit log.
 */
export async function listReferralsForStaff(
  db: Database,
  input: { callerUserId: string; query: BackofficeReferralQuery },
): Promise<{ items: BackofficeReferral[]; total: number }> {
  await assertReferralReader(db, input.callerUserId);
  const { status, q, take, skip } = input.query;
  const conditions = [sql`true`];
  if (status !== 'ALL') conditions.push(sql`r.status = ${status}`);
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(sql`(ru.name ilike ${pattern} or ru.email ilike ${pattern}
      or du.name ilike ${pattern} or du.email ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [counted] = rowsOf<{ total: number | string }>(
    await db.execute(sql`
      select count(*) as total from referrals r
      join users ru on ru.id = r.referrer_user_id join users du on du.id = r.referred_user_id
      where ${where}
    `),
  );
  const rows = rowsOf<{
    id: string;
    status: BackofficeReferral['status'];
    status_reason: string | null;
    created_at: Date | string;
    credited_at: Date | string | null;
    referrer_id: string;
    referrer_name: string;
    referrer_email: string;
    referred_id: string;
    referred_name: string;
    referred_email: string;
    valid_bid: boolean;
    confirmed_payment: boolean;
    bonus_cents: number | string | null;
  }>(
    await db.execute(sql`
      select r.id, r.status, r.status_reason, r.created_at, r.credited_at,
        ru.id as referrer_id, ru.name as referrer_name, ru.email as referrer_email,
        du.id as referred_id, du.name as referred_name, du.email as referred_email,
        (du.buyer_id is not null and ${validBidOf(sql`du.buyer_id`)}) as valid_bid,
        (du.buyer_id is not null and ${confirmedPaymentOf(sql`du.buyer_id`)}) as confirmed_payment,
        (select c.amount_cents from buyer_credits c
          where c.source_type = 'REFERRAL' and c.source_id = r.id::text and c.buyer_id = ru.buyer_id) as bonus_cents
      from referrals r
      join users ru on ru.id = r.referrer_user_id join users du on du.id = r.referred_user_id
      where ${where}
      order by r.created_at desc, r.id
      limit ${take} offset ${skip}
    `),
  );
  const ids = rows.map((row) => row.id);
  const audit = ids.length
    ? await db
        .select({
          entityId: auditLog.entityId,
          action: auditLog.action,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
          actorName: users.name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            eq(auditLog.entityType, 'referral'),
            inArray(auditLog.entityId, ids),
            inArray(auditLog.action, ['REFERRAL_BONUS_WITHHELD', 'REFERRAL_BONUS_REVERSED']),
          ),
        )
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    : [];
  return {
    total: Number(counted?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      status: row.status,
      statusReason: row.status_reason,
      createdAt: iso(row.created_at)!,
      creditedAt: iso(row.credited_at),
      referrer: { userId: row.referrer_id, name: row.referrer_name, email: row.referrer_email },
      referred: { userId: row.referred_id, name: row.referred_name, email: row.referred_email },
      validBid: Boolean(row.valid_bid),
      confirmedPayment: Boolean(row.confirmed_payment),
      bonusCents: row.bonus_cents === null ? null : Number(row.bonus_cents),
      actions: audit
        .filter((entry) => entry.entityId === row.id)
        .map((entry) => {
          const after = (entry.after ?? {}) as { reason?: unknown; reversedCents?: unknown };
          return {
            action: entry.action as 'REFERRAL_BONUS_WITHHELD' | 'REFERRAL_BONUS_REVERSED',
            reason: typeof after.reason === 'string' ? after.reason : null,
            reversedCents: typeof after.reversedCents === 'number' ? after.reversedCents : 0,
            actorName: entry.actorName,
            at: entry.createdAt.toISOString(),
          };
        }),
    })),
  };
}
