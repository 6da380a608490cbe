import type { Cents } from './currency.js';
import type { CreditType } from './enums.js';

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
