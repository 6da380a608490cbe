import {
  type AvailableCredit,
  applyCredits,
  type CreditApplication,
  type CreditItem,
  type CreditReason,
  type CreditType,
  isCreditActive,
  maxCreditGrantCents,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import {
  type CreditRow,
  type CreditWithBalance,
  creditsWithBalances,
  findCredit,
  findCreditBySource,
  hasAnyCredit,
  insertCredit,
  insertEntries,
  lockBuyerLedger,
  netConsumedByIntent,
} from './credits-repository.js';

/** The credit a source (a referral, a refund…) granted a buyer, if any: what other contexts read (decision 242). */
export { findCreditBySource } from './credits-repository.js';

/*
 * The credit ledger's service (docs/decisions/130-credit-ledger.md). Every function takes the caller's
 * transaction and locks the buyer's row first, so what it reads and what it writes agree with every other
 * transaction touching the same buyer's credits. The balance is never stored: it is the sum of the entries.
 */

/** Where a credit comes from: one credit per source and buyer (granting twice returns the first). */
export interface CreditSource {
  /** e.g. STAFF_GRANT, REFERRAL, REFUND. */
  sourceType: string;
  sourceId: string;
}

export interface GrantInput extends CreditSource {
  buyerId: string;
  amountCents: number;
  type: CreditType;
  reason: CreditReason;
  /** What the buyer reads on the statement. */
  description: string;
  /** Null: never expires. */
  expiresAt: Date | null;
  now: Date;
}

function toAvailable(credit: CreditWithBalance): AvailableCredit {
  return {
    id: credit.id,
    type: credit.type,
    amountCents: credit.amountCents,
    amountConsumedCents: credit.amountCents - Math.max(0, credit.balanceCents),
    expiresAt: credit.expiresAt,
  };
}

/** The credit can still be spent: a balance, unexpired and not reversed. */
const spendable = (credit: CreditWithBalance, now: Date) =>
  !credit.reversed && !credit.expired && isCreditActive(toAvailable(credit), now);

/**
 * Grants a credit: the grant row and its GRANT entry. Idempotent per source and buyer: a second call for
 * the same source answers the existing credit with `created: false`.
 */
export async function grantBuyerCredit(
  tx: Database,
  input: GrantInput,
): Promise<{ credit: CreditRow; created: boolean }> {
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 1 ||
    input.amountCents > maxCreditGrantCents
  )
    throw new AppError(
      'CREDIT_AMOUNT_OUT_OF_RANGE',
      'O valor do crédito deve ser entre R$ 0,01 e R$ 100.000,00.',
    );
  if (input.expiresAt && input.expiresAt.getTime() <= input.now.getTime())
    throw new AppError('CREDIT_EXPIRY_IN_THE_PAST', 'A validade do crédito deve ser uma data futura.');
  if (!(await lockBuyerLedger(tx, input.buyerId)))
    throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  const credit = await insertCredit(tx, {
    buyerId: input.buyerId,
    type: input.type,
    reason: input.reason,
    amountCents: input.amountCents,
    expiresAt: input.expiresAt,
    description: input.description,
    sourceType: input.sourceType,
    sourceId: input.sourceId,
    createdAt: input.now,
  });
  if (!credit) {
    const existing = await findCreditBySource(tx, input);
    if (!existing) throw new Error('credit vanished after a source conflict');
    return { credit: existing, created: false };
  }
  await insertEntries(tx, [
    {
      creditId: credit.id,
      buyerId: input.buyerId,
      kind: 'GRANT',
      amountCents: input.amountCents,
      createdAt: input.now,
    },
  ]);
  return { credit, created: true };
}

/**
 * Takes back what is left of a credit (staff reversing a bonus, a refund undone): one REVERSAL entry of the
 * remaining balance; what an open intent holds is not given back to a reversed credit when released.
 * Answers the centavos reversed (0 when nothing was left or it was already reversed).
 */
export async function reverseBuyerCredit(
  tx: Database,
  input: { creditId: string; note: string; now: Date },
): Promise<number> {
  const found = await findCredit(tx, input.creditId);
  if (!found) throw new AppError('CREDIT_NOT_FOUND', 'Crédito não encontrado.');
  await lockBuyerLedger(tx, found.buyerId);
  const credit = (await creditsWithBalances(tx, found.buyerId)).find((c) => c.id === found.id)!;
  if (credit.reversed || credit.balanceCents <= 0) return 0;
  await insertEntries(tx, [
    {
      creditId: credit.id,
      buyerId: credit.buyerId,
      kind: 'REVERSAL',
      amountCents: -credit.balanceCents,
      note: input.note,
      createdAt: input.now,
    },
  ]);
  return credit.balanceCents;
}

export interface CreditBalance {
  /** Everything spendable now (unexpired, not reversed). */
  availableCents: number;
  feesOnlyCents: number;
  totalCents: number;
  /** Every credit the buyer ever had, with what is left (oldest expiry first). */
  credits: CreditWithBalance[];
}

/** The buyer's balance at `now`: only unexpired credits count, whether or not the expiry job ran yet. */
export async function creditBalance(tx: Database, buyerId: string, now: Date): Promise<CreditBalance> {
  const credits = await creditsWithBalances(tx, buyerId);
  const live = credits.filter((credit) => spendable(credit, now));
  const of = (type: CreditType) =>
    live.filter((c) => c.type === type).reduce((sum, c) => sum + c.balanceCents, 0);
  return {
    availableCents: of('FEES_ONLY') + of('TOTAL'),
    feesOnlyCents: of('FEES_ONLY'),
    totalCents: of('TOTAL'),
    credits,
  };
}

/**
 * Step 1 of applying credits to a payment intent, before the intent is written: locks the buyer's ledger
 * (held until the caller's transaction ends) and computes what the buyer's credits cover of the items
 * (domain `applyCredits`: FEES_ONLY up to the fees, then TOTAL up to the rest, oldest expiry first).
 */
export async function planIntentCredits(
  tx: Database,
  input: { buyerId: string; items: readonly CreditItem[]; now: Date },
): Promise<CreditApplication> {
  // Most buyers never had a credit: nothing to spend, so no lock to take (a lot's close would otherwise
  // wait for every other close of the same buyer's lots). A credit granted while this runs is simply not
  // used by this intent, as if it came a moment later; a buyer with credits is read under the lock.
  if (!(await hasAnyCredit(tx, input.buyerId))) {
    return applyCredits({ items: input.items, credits: [], now: input.now });
  }
  await lockBuyerLedger(tx, input.buyerId);
  const credits = (await creditsWithBalances(tx, input.buyerId)).filter((c) => spendable(c, input.now));
  return applyCredits({ items: input.items, credits: credits.map(toAvailable), now: input.now });
}

/** Step 2, in the same transaction once the intent exists: one CONSUMPTION entry per credit used. */
export async function consumeIntentCredits(
  tx: Database,
  input: { buyerId: string; intentId: string; application: CreditApplication; now: Date },
): Promise<void> {
  await insertEntries(
    tx,
    input.application.appliedByCredit
      .filter((applied) => applied.cents > 0)
      .map((applied) => ({
        creditId: applied.id,
        buyerId: input.buyerId,
        kind: 'CONSUMPTION' as const,
        amountCents: -applied.cents,
        paymentIntentId: input.intentId,
        createdAt: input.now,
      })),
  );
}

/**
 * Gives back what an intent consumed when it lapses (UNCOLLECTIBLE) or is cancelled: one RELEASE entry per
 * credit, to credits still spendable (an expired or reversed credit stays spent, as it would have lapsed
 * anyway). Idempotent: what was already released is not released again. With `upToCents` (a refunded lot's
 * share of a paid intent, decision 287), no more than that, the credits that expire last first. Answers the
 * centavos given back.
 */
export async function releaseIntentCredits(
  tx: Database,
  input: { intentId: string; buyerId: string; now: Date; upToCents?: number },
): Promise<number> {
  await lockBuyerLedger(tx, input.buyerId);
  const held = (await netConsumedByIntent(tx, input.intentId)).filter((row) => row.consumedCents > 0);
  if (held.length === 0) return 0;
  const credits = new Map((await creditsWithBalances(tx, input.buyerId)).map((c) => [c.id, c]));
  const spendable = held.filter((row) => {
    const credit = credits.get(row.creditId);
    if (!credit || credit.reversed || credit.expired) return false;
    return !(credit.expiresAt && credit.expiresAt.getTime() <= input.now.getTime());
  });
  // Longest-lived first: what comes back stays spendable the longest (no expiry counts as the longest).
  const expiry = (creditId: string) =>
    credits.get(creditId)?.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  spendable.sort((a, b) => expiry(b.creditId) - expiry(a.creditId));
  let left = input.upToCents ?? Number.POSITIVE_INFINITY;
  const entries = spendable.flatMap((row) => {
    const amountCents = Math.min(row.consumedCents, left);
    if (amountCents < 1) return [];
    left -= amountCents;
    return [
      {
        creditId: row.creditId,
        buyerId: input.buyerId,
        kind: 'RELEASE' as const,
        amountCents,
        paymentIntentId: input.intentId,
        createdAt: input.now,
      },
    ];
  });
  await insertEntries(tx, entries);
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/**
 * Records the EXPIRY entry of every credit of the buyer whose expiry passed with a balance left. The
 * partial unique index on (credit, EXPIRY) makes a repeated or concurrent run write each once.
 */
export async function expireBuyerCredits(tx: Database, buyerId: string, now: Date): Promise<number> {
  await lockBuyerLedger(tx, buyerId);
  const due = (await creditsWithBalances(tx, buyerId)).filter(
    (c) => !c.expired && c.balanceCents > 0 && c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime(),
  );
  await insertEntries(
    tx,
    due.map((credit) => ({
      creditId: credit.id,
      buyerId,
      kind: 'EXPIRY' as const,
      amountCents: -credit.balanceCents,
      createdAt: now,
    })),
  );
  return due.length;
}
