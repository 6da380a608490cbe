import {
  creditExpiryFrom,
  firstNameOf,
  formatBRL,
  type ReferralStatementEntry,
  type ReferralStatus,
  randomCode,
  referralSlugFor,
  selfReferralReason,
  type UserReferralCampaign,
  type UserReferralLink,
} from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { listUserRoles } from '../auth/user-roles.js';
import { findBuyerById } from '../buyers/get-buyer.js';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import { findCreditBySource, grantBuyerCredit, reverseBuyerCredit } from '../credits/ledger.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import {
  findActiveCampaign,
  findCampaign,
  findLinkOfUser,
  findReferralOfReferred,
  findUserFacts,
  insertLink,
  lockReferral,
  qualifyingReferralIds,
  referralsOfReferrer,
  registerNewReferrals,
  setReferralStatus,
  taxIdsOfBuyer,
} from './referrals-repository.js';

/** A referral link by its slug, if it exists: what other contexts read (decision 242). */
export { findLinkBySlug } from './referrals-repository.js';

/* The referral programme "Indique e ganhe" (decision 133). */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function getActiveCampaign(db: Database): Promise<UserReferralCampaign> {
  const campaign = await findActiveCampaign(db);
  if (!campaign) throw new AppError('REFERRAL_NOT_FOUND', 'Nenhuma campanha de indicação ativa no momento.');
  return {
    id: campaign.id,
    name: campaign.name,
    bonusCents: campaign.bonusCents,
    creditValidityDays: campaign.creditValidityDays,
  };
}

const linkView = (link: { slug: string; createdAt: Date }, webOrigin: string): UserReferralLink => {
  const url = new URL('/', webOrigin);
  url.searchParams.set('ref', link.slug);
  return { slug: link.slug, url: url.toString(), createdAt: link.createdAt.toISOString() };
};

/** The caller's personal link; null until they create it. */
export async function getReferralLink(
  db: Database,
  userId: string,
  webOrigin: string,
): Promise<UserReferralLink | null> {
  const link = await findLinkOfUser(db, userId);
  return link ? linkView(link, webOrigin) : null;
}

/** Creates the caller's personal link (or answers the one they have: one per user). */
export async function createReferralLink(db: Database, userId: string, webOrigin: string) {
  const existing = await findLinkOfUser(db, userId);
  if (existing) return { link: linkView(existing, webOrigin), created: false };
  const user = await findUserFacts(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = referralSlugFor(user.name, randomCode(6, 'alphanumeric').toLowerCase());
    const inserted = await insertLink(db, { userId, slug });
    if (inserted) return { link: linkView(inserted, webOrigin), created: true };
    const raced = await findLinkOfUser(db, userId);
    if (raced) return { link: linkView(raced, webOrigin), created: false };
  }
  throw new Error('could not find a free referral slug');
}

/** A user who signed up through a referral link: the referral is recorded at once, for them alone. */
export async function recordReferralOfNewUser(db: Database, userId: string): Promise<void> {
  await registerNewReferrals(db, userId);
}

/** The referrer's statement: the referrals recorded at each sign-up (and by the sweep, as a backstop). */
export async function listReferralStatement(db: Database, userId: string): Promise<ReferralStatementEntry[]> {
  const rows = await referralsOfReferrer(db, userId);
  return rows.map((row) => ({
    id: row.id,
    referredName: firstNameOf(row.name),
    registeredAt: iso(row.created_at)!,
    validBid: Boolean(row.valid_bid),
    confirmedPayment: Boolean(row.confirmed_payment),
    status: row.status as ReferralStatementEntry['status'],
    bonusCents: row.bonus_cents === null ? null : Number(row.bonus_cents),
    creditedAt: iso(row.credited_at),
  }));
}

/** GET /web/referrals/user-referrals/users/{userId}/buyer: only the caller's own (another user's: 404). */
export async function getReferredBuyer(db: Database, callerUserId: string, userId: string) {
  const notFound = new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  if (callerUserId !== userId) throw notFound;
  const user = await findUserFacts(db, userId);
  const buyer = user?.buyerId ? await findBuyerById(db, user.buyerId) : null;
  if (!buyer) throw notFound;
  const referral = await findReferralOfReferred(db, userId);
  return {
    id: buyer.id,
    username: buyer.username,
    status: buyer.status,
    referral: referral
      ? {
          id: referral.id,
          status: referral.status,
          createdAt: referral.createdAt.toISOString(),
          creditedAt: referral.creditedAt?.toISOString() ?? null,
        }
      : null,
  };
}

async function partyOf(db: Database, userId: string) {
  const user = await findUserFacts(db, userId);
  if (!user) return null;
  return {
    user,
    party: {
      userId: user.id,
      email: user.email,
      phone: user.phone,
      taxIds: await taxIdsOfBuyer(db, user.buyerId),
    },
  };
}

export type QualifyOutcome = 'credited' | 'rejected' | 'waiting' | 'skipped';

/**
 * Qualifies one referral, in one transaction under its row lock: the fraud rules, then both bonuses
 * (MEMBER_GET_MEMBER credits of the campaign, expiring after its validity) and the CREDITED status — once,
 * whatever runs concurrently (conditional UPDATE from REGISTERED, and one credit per source and buyer).
 */
export async function qualifyReferral(
  db: Database,
  referralId: string,
  now: Date,
  webOrigin: string,
): Promise<QualifyOutcome> {
  return db.transaction(async (tx) => {
    const referral = await lockReferral(tx, referralId);
    if (referral?.status !== 'REGISTERED') return 'skipped';
    const referrer = await partyOf(tx, referral.referrerUserId);
    const referred = await partyOf(tx, referral.referredUserId);
    if (!referrer || !referred) return 'skipped';
    const fraud = selfReferralReason(referrer.party, referred.party);
    const referredBuyer = referred.user.buyerId ? await findBuyerById(tx, referred.user.buyerId) : null;
    const reason =
      fraud ??
      (referredBuyer?.status !== 'VERIFIED' || referredBuyer.blockedAt
        ? 'Comprador indicado bloqueado ou não aprovado'
        : null);
    if (reason) {
      await setReferralStatus(tx, { id: referral.id, from: 'REGISTERED', to: 'REJECTED', reason });
      return 'rejected';
    }
    const referrerBuyer = referrer.user.buyerId ? await findBuyerById(tx, referrer.user.buyerId) : null;
    // The referrer needs a buyer account in good standing to hold credits; until then it waits.
    if (!referrerBuyer || referrerBuyer.blockedAt) return 'waiting';
    const campaign =
      (referral.campaignId ? await findCampaign(tx, referral.campaignId) : null) ??
      (await findActiveCampaign(tx));
    if (!campaign) return 'waiting';
    const expiresAt = creditExpiryFrom(now, campaign.creditValidityDays);
    for (const [buyer, description] of [
      [referrerBuyer, `Indique e ganhe: ${firstNameOf(referred.user.name)} fez a primeira compra`],
      [referredBuyer!, 'Indique e ganhe: bônus de boas-vindas'],
    ] as const) {
      await grantBuyerCredit(tx, {
        buyerId: buyer.id,
        amountCents: campaign.bonusCents,
        type: 'TOTAL',
        reason: 'MEMBER_GET_MEMBER',
        description,
        expiresAt,
        sourceType: 'REFERRAL',
        sourceId: referral.id,
        now,
      });
      await notifyBuyer(tx, {
        buyerId: buyer.id,
        webOrigin: webOrigin,
        type: 'REFERRAL_BONUS_CREDITED',
        message: {
          title: 'Você ganhou créditos no Indique e ganhe',
          body: `${formatBRL(campaign.bonusCents)} em créditos foram adicionados à sua conta, válidos por ${campaign.creditValidityDays} dias. Eles reduzem o valor a pagar nos seus próximos arremates.`,
        },
        data: { referralId: referral.id },
      });
    }
    await setReferralStatus(tx, {
      id: referral.id,
      from: 'REGISTERED',
      to: 'CREDITED',
      reason: null,
      creditedAt: now,
    });
    return 'credited';
  });
}

/**
 * The referral job: records new referrals, then qualifies those whose referred buyer bid and paid.
 * `webOrigin` starts the links of the bonus e-mails.
 */
export async function sweepReferrals(db: Database, webOrigin: string, now: Date = new Date()) {
  await registerNewReferrals(db);
  const outcomes: QualifyOutcome[] = [];
  for (const id of await qualifyingReferralIds(db, 200))
    outcomes.push(await qualifyReferral(db, id, now, webOrigin));
  return outcomes;
}

/**
 * Staff (CUSTOMER_SUPPORT or MARKETING, write level) withhold a bonus not yet paid, or reverse one paid
 * (what is left of both credits is taken back), with a reason in the audit log.
 */
export async function actOnReferral(
  db: Database,
  input: {
    staffUserId: string;
    referralId: string;
    action: 'WITHHOLD' | 'REVERSE';
    reason: string;
    now: Date;
  },
) {
  const roles = await listUserRoles(db, input.staffUserId);
  if (!roles.some((r) => ['CIRCULA_CUSTOMER_SUPPORT', 'CIRCULA_MARKETING'].includes(r.role) && r.level >= 1))
    throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
  return db.transaction(async (tx) => {
    const referral = await lockReferral(tx, input.referralId);
    if (!referral) throw new AppError('REFERRAL_NOT_FOUND', 'Indicação não encontrada.');
    const staff = await findUserFacts(tx, input.staffUserId);
    if (staff && [referral.referrerUserId, referral.referredUserId].includes(staff.id))
      throw new AppError('SELF_APPROVAL_FORBIDDEN', 'Você não pode decidir sobre uma indicação sua.');
    const from = input.action === 'WITHHOLD' ? 'REGISTERED' : 'CREDITED';
    const to = input.action === 'WITHHOLD' ? 'WITHHELD' : 'REVERSED';
    const changed = await setReferralStatus(tx, { id: referral.id, from, to, reason: input.reason });
    if (!changed)
      throw new AppError(
        'REFERRAL_STATUS_CONFLICT',
        input.action === 'WITHHOLD'
          ? 'Só é possível reter o bônus de uma indicação ainda não creditada.'
          : 'Só é possível estornar o bônus de uma indicação já creditada.',
      );
    let reversedCents = 0;
    if (input.action === 'REVERSE') {
      for (const userId of [referral.referrerUserId, referral.referredUserId]) {
        const user = await findUserFacts(tx, userId);
        if (!user?.buyerId) continue;
        const credit = await findCreditBySource(tx, {
          sourceType: 'REFERRAL',
          sourceId: referral.id,
          buyerId: user.buyerId,
        });
        if (credit)
          reversedCents += await reverseBuyerCredit(tx, {
            creditId: credit.id,
            note: input.reason,
            now: input.now,
          });
      }
    }
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: input.action === 'WITHHOLD' ? 'REFERRAL_BONUS_WITHHELD' : 'REFERRAL_BONUS_REVERSED',
      entityType: 'referral',
      entityId: referral.id,
      before: { status: referral.status },
      after: { status: to, reason: input.reason, reversedCents },
    });
    return { id: referral.id, status: to as ReferralStatus, reversedCents };
  });
}
