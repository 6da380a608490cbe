import type { Cents } from './currency.js';
import type { CreditEntryKind, CreditReason, CreditStatementType, CreditType } from './enums.js';

export type CreditItem = { administrativeFeeCents: Cents; totalCents: Cents };

export type AvailableCredit = {
  id: string;
  type: CreditType;
  amountCents: Cents;
  amountConsumedCents: Cents;
  /** Null: the credit does not expire. */
  expiresAt: Date | null;
};

export type CreditApplication = {
  feesCreditCents: Cents;
  totalCreditCents: Cents;
  /** How much of each credit this purchase consumes; credits left untouched are not listed. */
  appliedByCredit: { id: string; cents: Cents }[];
  payableCents: Cents;
};

const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

export function creditBalanceCents(
  credit: Pick<AvailableCredit, 'amountCents' | 'amountConsumedCents'>,
): Cents {
  return Math.max(0, credit.amountCents - credit.amountConsumedCents);
}

/** A credit counts while its expiry is still ahead. */
export function isCreditActive(credit: AvailableCredit, now: Date): boolean {
  return (
    creditBalanceCents(credit) > 0 &&
    (credit.expiresAt === null || credit.expiresAt.getTime() > now.getTime())
  );
}

function byExpiry(a: AvailableCredit, b: AvailableCredit): number {
  return (
    (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) -
    (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY)
  );
}

/** Consumes `credits` in order until `capCents` is reached. */
function consume(credits: readonly AvailableCredit[], capCents: Cents): { id: string; cents: Cents }[] {
  const applied: { id: string; cents: Cents }[] = [];
  let left = capCents;
  for (const credit of credits) {
    if (left <= 0) break;
    const cents = Math.min(creditBalanceCents(credit), left);
    applied.push({ id: credit.id, cents });
    left -= cents;
  }
  return applied;
}

/**
 * Applies a buyer's credits to a purchase (spec §9): FEES_ONLY credits up to the summed administrative
 * fees, then TOTAL credits up to what is left of the total. Only unexpired credits count, and the ones
 * expiring first are consumed first (credits without expiry last), so the buyer loses as little as can be.
 */
export function applyCredits(input: {
  items: readonly CreditItem[];
  credits: readonly AvailableCredit[];
  now: Date;
}): CreditApplication {
  const totalCents = Math.max(0, sum(input.items.map((item) => item.totalCents)));
  const feesCents = Math.max(0, sum(input.items.map((item) => item.administrativeFeeCents)));
  const active = input.credits.filter((credit) => isCreditActive(credit, input.now)).sort(byExpiry);

  const feesApplied = consume(
    active.filter((credit) => credit.type === 'FEES_ONLY'),
    Math.min(feesCents, totalCents),
  );
  const feesCreditCents = sum(feesApplied.map((entry) => entry.cents));
  const totalApplied = consume(
    active.filter((credit) => credit.type === 'TOTAL'),
    totalCents - feesCreditCents,
  );
  const totalCreditCents = sum(totalApplied.map((entry) => entry.cents));

  return {
    feesCreditCents,
    totalCreditCents,
    appliedByCredit: [...feesApplied, ...totalApplied],
    payableCents: totalCents - feesCreditCents - totalCreditCents,
  };
}

// ——— The ledger (see docs/decisions/130-credit-ledger.md) ———

/** One movement of a credit: a signed change of its balance. */
export type CreditLedgerEntry = { creditId: string; kind: CreditEntryKind; amountCents: Cents };

/** Largest single credit (R$ 100.000,00): a business bound on every grant, by staff or programme. */
export const maxCreditGrantCents = 10_000_000;
/** The referral programme's defaults (spec §9): R$ 50 for each side, valid 180 calendar days. */
export const defaultReferralBonusCents = 5_000;
export const defaultReferralCreditValidityDays = 180;

/** The sign each kind of entry must carry: GRANT and RELEASE add, the others take away. */
export function entrySignIsValid(entry: Pick<CreditLedgerEntry, 'kind' | 'amountCents'>): boolean {
  if (!Number.isSafeInteger(entry.amountCents)) return false;
  return entry.kind === 'GRANT' || entry.kind === 'RELEASE' ? entry.amountCents > 0 : entry.amountCents < 0;
}

/**
 * What is left of each credit: the sum of its entries (grant − consumptions + releases − expiry −
 * reversal). A ledger is sound when every credit's balance is between 0 and its amount.
 */
export function ledgerBalances(entries: readonly CreditLedgerEntry[]): Map<string, Cents> {
  const balances = new Map<string, Cents>();
  for (const entry of entries)
    balances.set(entry.creditId, (balances.get(entry.creditId) ?? 0) + entry.amountCents);
  return balances;
}

/** Credits as `applyCredits` reads them, from the grants and their ledger. */
export function availableCreditsFrom(
  credits: readonly { id: string; type: CreditType; amountCents: Cents; expiresAt: Date | null }[],
  entries: readonly CreditLedgerEntry[],
): AvailableCredit[] {
  const balances = ledgerBalances(entries);
  return credits.map((credit) => ({
    ...credit,
    amountConsumedCents: credit.amountCents - Math.max(0, balances.get(credit.id) ?? 0),
  }));
}

/** The buyer's spendable balance now: unexpired credits only (spec §9). */
export function spendableCents(credits: readonly AvailableCredit[], now: Date): Cents {
  return sum(credits.filter((credit) => isCreditActive(credit, now)).map(creditBalanceCents));
}

/**
 * The EXPIRY entries due at `now`: each credit whose expiry passed and still has a balance loses it all.
 * `expired` lists the credits that already have their EXPIRY entry.
 */
export function dueExpiries(
  credits: readonly AvailableCredit[],
  now: Date,
  expired: ReadonlySet<string> = new Set(),
): CreditLedgerEntry[] {
  return credits
    .filter(
      (credit) =>
        credit.expiresAt !== null &&
        credit.expiresAt.getTime() <= now.getTime() &&
        creditBalanceCents(credit) > 0 &&
        !expired.has(credit.id),
    )
    .map((credit) => ({ creditId: credit.id, kind: 'EXPIRY', amountCents: -creditBalanceCents(credit) }));
}

/** When a credit granted at `grantedAt` for `validityDays` calendar days stops counting. */
export function creditExpiryFrom(grantedAt: Date, validityDays: number): Date {
  return new Date(grantedAt.getTime() + validityDays * 86_400_000);
}

/**
 * The statement line type of a ledger entry (spec §3): a purchase's use or give-back is BUY, a bonus of
 * the referral programme RECOMMENDATION, every other grant, expiry or reversal CREDIT.
 */
export function statementTypeOf(kind: CreditEntryKind, reason: CreditReason): CreditStatementType {
  if (kind === 'CONSUMPTION' || kind === 'RELEASE') return 'BUY';
  return reason === 'MEMBER_GET_MEMBER' ? 'RECOMMENDATION' : 'CREDIT';
}

/** pt-BR description of a statement line. */
export function statementDescriptionOf(entry: {
  kind: CreditEntryKind;
  creditDescription: string;
  paymentReference: string | null;
}): string {
  switch (entry.kind) {
    case 'GRANT':
      return entry.creditDescription;
    case 'CONSUMPTION':
      return entry.paymentReference
        ? `Usado no pagamento ${entry.paymentReference}`
        : 'Usado em um pagamento';
    case 'RELEASE':
      return entry.paymentReference
        ? `Devolvido: o pagamento ${entry.paymentReference} foi cancelado ou expirou`
        : 'Devolvido de um pagamento cancelado';
    case 'EXPIRY':
      return `Expirou: ${entry.creditDescription}`;
    case 'REVERSAL':
      return `Estornado: ${entry.creditDescription}`;
  }
}
