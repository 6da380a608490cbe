import type { Cents } from './currency.js';
import type { ListingType } from './enums.js';
import { mulDivRound } from './money-math.js';
import { type PaymentLine, paymentLineLabels } from './payments-schemas.js';
import { type FeeRow, totalFromPrice } from './pricing.js';

/**
 * An intent's amount as stored lines (see docs/decisions/092-payment-intents.md). Every amount comes from
 * `totalFromPrice` per unit — the same rule the lot page's "Total a pagar" uses — so the page, the intent
 * and the receipt agree to the centavo.
 */

/** One thing an intent pays for: a lot won, bought or negotiated, at a unit price and a quantity. */
export interface PaymentItem {
  lotId: string;
  /** Price of one unit (the winning bid of an auction lot, the asking price of a direct sale). */
  unitPriceCents: Cents;
  quantity: number;
}

/**
 * Which part of the items an intent collects: everything, only the price (judicial deposit) or only the
 * charges — commission and administrative fee — (PIX, in JUDICIAL_PIX_COMMISSION Events).
 */
export const paymentParts = ['ALL', 'PRICE', 'CHARGES'] as const;
export type PaymentPart = (typeof paymentParts)[number];

export interface PaymentBreakdownInput {
  listingType: ListingType;
  items: readonly PaymentItem[];
  feeTable?: readonly FeeRow[] | null;
  /** The Event's buyer fee in basis points (1000 = 10%), used when it has no fee table. */
  buyerFeeBasisPoints?: number | null;
  part?: PaymentPart;
  /** Credits the buyer has to spend: at most the charged amount is applied, never making it negative. */
  availableCreditsCents?: Cents;
}

export interface PaymentBreakdown {
  lines: PaymentLine[];
  totalCents: Cents;
  creditsAppliedCents: Cents;
}

const priceLabel = (listingType: ListingType) =>
  listingType === 'DIRECT_SALE' ? 'Valor da compra' : paymentLineLabels.PRICE;

function assertWhole(value: number, name: string, min: number) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be an integer ≥ ${min}`);
}

/** The lines of an intent (zero commission and fee lines are left out) and their total. */
export function paymentBreakdown(input: PaymentBreakdownInput): PaymentBreakdown {
  const part = input.part ?? 'ALL';
  if (input.items.length === 0) throw new RangeError('A payment needs at least one item');
  const lines: PaymentLine[] = [];
  for (const item of input.items) {
    assertWhole(item.quantity, 'quantity', 1);
    const unit = totalFromPrice({
      listingType: input.listingType,
      priceCents: item.unitPriceCents,
      feeTable: input.feeTable ?? null,
      buyerFeePercentage: input.buyerFeeBasisPoints == null ? null : input.buyerFeeBasisPoints / 10_000,
    });
    const amounts: [PaymentLine['kind'], number][] = [];
    if (part !== 'CHARGES') amounts.push(['PRICE', unit.priceCents]);
    if (part !== 'PRICE') {
      amounts.push(['COMMISSION', unit.commissionCents], ['ADMINISTRATIVE_FEE', unit.administrativeFeeCents]);
    }
    for (const [kind, cents] of amounts) {
      const amountCents = cents * item.quantity;
      assertWhole(amountCents, 'amount', 0);
      if (kind !== 'PRICE' && amountCents === 0) continue;
      lines.push({
        kind,
        lotId: item.lotId,
        label: kind === 'PRICE' ? priceLabel(input.listingType) : paymentLineLabels[kind],
        amountCents,
      });
    }
  }
  const charged = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const available = input.availableCreditsCents ?? 0;
  assertWhole(available, 'availableCreditsCents', 0);
  const creditsAppliedCents = Math.min(available, charged);
  if (creditsAppliedCents > 0) {
    lines.push({
      kind: 'CREDITS',
      lotId: null,
      label: paymentLineLabels.CREDITS,
      amountCents: -creditsAppliedCents,
    });
  }
  return { lines, totalCents: charged - creditsAppliedCents, creditsAppliedCents };
}

/** The fine on an abandoned purchase: `percentage`% of each lot's price, rounded half up, one line per lot. */
export function fineBreakdown(input: {
  items: readonly PaymentItem[];
  percentage: number;
}): PaymentBreakdown {
  assertWhole(input.percentage, 'percentage', 0);
  if (input.percentage > 100) throw new RangeError('percentage must be at most 100');
  const lines = input.items.map(
    (item): PaymentLine => ({
      kind: 'FINE',
      lotId: item.lotId,
      label: paymentLineLabels.FINE,
      amountCents: mulDivRound(item.unitPriceCents * item.quantity, input.percentage, 100),
    }),
  );
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    creditsAppliedCents: 0,
  };
}

/** Short human reference of an intent for support and the receipt: "PAG-" and its id's first 8 hex digits. */
export function paymentReference(intentId: string): string {
  return `PAG-${intentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * What goes back of each PIX a purchase received of another amount, once the purchase is settled
 * (decision 288). `amountsNewestFirst` are those payments, the newest first; `keptCents` is what of them pays
 * the purchase: its total when FINANCE confirmed them as its payment, 0 when something else paid it (a PIX of
 * the total, a deposit) or when it was cancelled or lapsed. The oldest payments are kept first, so what
 * passed the total is given back from the newest; a payment is never given back beyond its own amount.
 */
export function pixToGiveBack(amountsNewestFirst: readonly number[], keptCents: number): number[] {
  const received = amountsNewestFirst.reduce((sum, amount) => sum + amount, 0);
  let surplus = Math.max(0, received - Math.max(0, keptCents));
  return amountsNewestFirst.map((amount) => {
    const back = Math.min(amount, surplus);
    surplus -= back;
    return back;
  });
}
