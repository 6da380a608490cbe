import {
  type BuyerCredit,
  type BuyerCreditBalance,
  type BuyerCreditsResponse,
  type CreditStatementResponse,
  statementDescriptionOf,
  statementTypeOf,
} from '@circula/domain';
import { findBuyerById } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { statementPage } from './credits-repository.js';
import { creditBalance } from './ledger.js';

/** Another user's buyer, or none, answers the same 404: credits never reveal whether a buyer exists. */
export async function assertOwnBuyer(db: Database, callerUserId: string, buyerId: string) {
  const buyer = await findBuyerById(db, buyerId);
  if (!buyer || buyer.userId !== callerUserId)
    throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  return buyer;
}

/** The balance the buyer's own payload carries (no ownership check: the caller has made it). */
export async function buyerCreditBalance(
  db: Database,
  buyerId: string,
  now: Date,
): Promise<BuyerCreditBalance> {
  const balance = await db.transaction((tx) => creditBalance(tx, buyerId, now));
  const next = balance.credits
    .filter(
      (credit) =>
        !credit.reversed &&
        !credit.expired &&
        credit.balanceCents > 0 &&
        credit.expiresAt !== null &&
        credit.expiresAt.getTime() > now.getTime(),
    )
    .map((credit) => credit.expiresAt!.toISOString())
    .sort()[0];
  return {
    availableCents: balance.availableCents,
    feesOnlyCents: balance.feesOnlyCents,
    nextExpiryAt: next ?? null,
  };
}

/** GET /web/buyers/{id}/credits: every credit with what is left, and the spendable balance now. */
export async function getBuyerCredits(
  db: Database,
  input: { callerUserId: string; buyerId: string; now: Date },
): Promise<BuyerCreditsResponse> {
  await assertOwnBuyer(db, input.callerUserId, input.buyerId);
  const balance = await db.transaction((tx) => creditBalance(tx, input.buyerId, input.now));
  const buyerCredits = balance.credits.map((credit): BuyerCredit => {
    const lapsed =
      credit.expired || (credit.expiresAt !== null && credit.expiresAt.getTime() <= input.now.getTime());
    const status = credit.reversed
      ? 'REVERSED'
      : lapsed
        ? 'EXPIRED'
        : credit.balanceCents > 0
          ? 'ACTIVE'
          : 'USED';
    return {
      id: credit.id,
      type: credit.type,
      reason: credit.reason,
      description: credit.description,
      amountCents: credit.amountCents,
      amountConsumedCents: credit.consumedCents,
      balanceCents: status === 'ACTIVE' ? credit.balanceCents : 0,
      expiresAt: credit.expiresAt?.toISOString() ?? null,
      status,
      createdAt: credit.createdAt.toISOString(),
    };
  });
  const next = buyerCredits
    .filter((credit) => credit.status === 'ACTIVE' && credit.expiresAt)
    .map((credit) => credit.expiresAt!)
    .sort()[0];
  return {
    buyerCredits,
    availableCents: balance.availableCents,
    feesOnlyCents: balance.feesOnlyCents,
    nextExpiryAt: next ?? null,
  };
}

/** GET /web/buyers/{id}/credits/statement: the ledger, newest first, paged by take and skip. */
export async function getBuyerCreditStatement(
  db: Database,
  input: { callerUserId: string; buyerId: string; take: number; skip: number },
): Promise<CreditStatementResponse> {
  await assertOwnBuyer(db, input.callerUserId, input.buyerId);
  const { rows, total } = await statementPage(db, input.buyerId, input);
  return {
    total,
    buyerCreditStatement: rows.map((row) => ({
      id: row.entry.id,
      type: statementTypeOf(row.entry.kind, row.credit.reason),
      description: statementDescriptionOf({
        kind: row.entry.kind,
        creditDescription: row.credit.description,
        paymentReference: row.paymentReference,
      }),
      amountCents: row.entry.amountCents,
      createdAt: row.entry.createdAt.toISOString(),
      creditType: row.credit.type,
      expiresAt: row.credit.expiresAt?.toISOString() ?? null,
      paymentIntentId: row.entry.paymentIntentId,
    })),
  };
}
