import type { Cents } from './currency.js';
import { auctionListingTypes, type ListingType } from './enums.js';
import { mulDivFloor, mulDivRound } from './money-math.js';

/**
 * Rounding (see docs/decisions/010-pricing-rounding.md): every amount is integer cents. Forward, the
 * commission and the administrative fee are each rounded half up to the cent. Inverse, the price is the
 * largest whole-cent price whose exact (unrounded) total fits in the given total — the spec's floor.
 * So forward(priceFromTotal(t)) is t or one cent below wherever the rule is an exact inverse.
 */

export type FeeRow = { feeCents: Cents; fromValueCents: Cents; toValueCents: Cents };

/** A buyer fee percentage as a fraction (0.1 = 10%), applied with basis-point (0.01%) precision. */
export type FeePercentage = number;

export type PriceBreakdown = {
  priceCents: Cents;
  commissionCents: Cents;
  administrativeFeeCents: Cents;
  totalCents: Cents;
};

type FeeSettings = { feeTable?: readonly FeeRow[] | null; buyerFeePercentage?: FeePercentage | null };

const BASIS_POINTS = 10_000;
/** The auctioneer's commission on auctions: 5% of the selling price. */
export const AUCTION_COMMISSION_BP = 500;
/** Direct sales with a fee table: a total below R$ 41,00 pays a 15% fee instead of the table's. */
export const DIRECT_SALE_SMALL_TOTAL_CENTS = 4_100;
export const DIRECT_SALE_SMALL_FEE_BP = 1_500;
/**
 * The largest direct-sale price whose 15% total is below R$ 41,00 (3.564 + 535 = 4.099): prices up to it pay
 * 15%, prices above it the fee table (see docs/decisions/120-direct-sale-price-rules.md).
 */
export const DIRECT_SALE_SMALL_PRICE_MAX_CENTS = 3_564;

export const pricingMessages = {
  unsupportedListingType: 'Unsupported listing type',
  feeRowRange: 'O valor final da faixa deve ser maior ou igual ao inicial',
  feeTableOverlap: 'As faixas da tabela de taxas não podem se sobrepor',
  feeTableEmpty: 'Informe ao menos uma faixa',
  amountInvalid: 'Informe um valor em centavos, inteiro e não negativo',
} as const;

export function isAuctionListingType(listingType: string): boolean {
  return (auctionListingTypes as readonly string[]).includes(listingType);
}

function assertSupported(listingType: string): void {
  if (!isAuctionListingType(listingType) && listingType !== 'DIRECT_SALE') {
    throw new Error(pricingMessages.unsupportedListingType);
  }
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of cents`);
  }
}

function percentageToBasisPoints(percentage: FeePercentage): number {
  if (!Number.isFinite(percentage) || percentage < 0) {
    throw new RangeError('Buyer fee percentage must be a non-negative number');
  }
  return Math.round(percentage * BASIS_POINTS);
}

/** '10%' → 0.1. Anything else (including the reserved '-5', whose meaning the spec keeps) → null. */
export function parseBuyerFeePercentage(text: string): FeePercentage | null {
  const match = /^(\d+)%$/.exec(text.trim());
  return match ? Number(match[1]) / 100 : null;
}

export type FeeSegment = { fromCents: Cents; toCents: Cents; feeCents: Cents };

/**
 * The table as contiguous segments that cover every price: a row reaches up to the next row's start, the
 * first row reaches down to zero and the last row has no end. For a table whose rows meet, this is just
 * "the row whose range holds the price".
 */
export function feeSegments(feeTable: readonly FeeRow[]): FeeSegment[] {
  const rows = [...feeTable].sort((a, b) => a.fromValueCents - b.fromValueCents);
  return rows.map((row, i) => ({
    fromCents: i === 0 ? 0 : row.fromValueCents,
    toCents: i === rows.length - 1 ? Number.MAX_SAFE_INTEGER : rows[i + 1]!.fromValueCents - 1,
    feeCents: row.feeCents,
  }));
}

/** The fee of the row whose range holds the price (see feeSegments for prices between or beyond rows). */
export function feeFromTable(feeTable: readonly FeeRow[], priceCents: Cents): Cents {
  const segment = feeSegments(feeTable).find((s) => priceCents >= s.fromCents && priceCents <= s.toCents);
  return segment?.feeCents ?? 0;
}

function hasTable(feeTable: readonly FeeRow[] | null | undefined): feeTable is readonly FeeRow[] {
  return feeTable != null && feeTable.length > 0;
}

export function commissionCents(listingType: ListingType, priceCents: Cents): Cents {
  return isAuctionListingType(listingType) ? mulDivRound(priceCents, AUCTION_COMMISSION_BP, BASIS_POINTS) : 0;
}

/**
 * The administrative fee: the fee table when there is one (a direct sale whose 15% total is below R$ 41,00,
 * that is a price up to R$ 35,64, pays 15% instead), else the buyer fee percentage, else nothing.
 */
export function administrativeFeeCents(
  listingType: ListingType,
  priceCents: Cents,
  settings: FeeSettings,
): Cents {
  const { feeTable, buyerFeePercentage } = settings;
  if (hasTable(feeTable)) {
    if (listingType === 'DIRECT_SALE' && priceCents <= DIRECT_SALE_SMALL_PRICE_MAX_CENTS) {
      return mulDivRound(priceCents, DIRECT_SALE_SMALL_FEE_BP, BASIS_POINTS);
    }
    return feeFromTable(feeTable, priceCents);
  }
  if (buyerFeePercentage != null) {
    return mulDivRound(priceCents, percentageToBasisPoints(buyerFeePercentage), BASIS_POINTS);
  }
  return 0;
}

/** What the buyer pays for a price: price + commission (auctions) + administrative fee. */
export function totalFromPrice(
  input: { listingType: ListingType; priceCents: Cents } & FeeSettings,
): PriceBreakdown {
  assertSupported(input.listingType);
  assertCents(input.priceCents, 'priceCents');
  const commission = commissionCents(input.listingType, input.priceCents);
  const fee = administrativeFeeCents(input.listingType, input.priceCents, input);
  return {
    priceCents: input.priceCents,
    commissionCents: commission,
    administrativeFeeCents: fee,
    totalCents: input.priceCents + commission + fee,
  };
}

/**
 * The largest price whose price + rounded commission fits in `remainderCents`. The exact quotient's floor
 * can be one cent short, because the commission rounds down as often as up.
 */
function largestPriceWithCommission(remainderCents: Cents, commissionBp: number): Cents {
  const floor = mulDivFloor(remainderCents, BASIS_POINTS, BASIS_POINTS + commissionBp);
  const next = floor + 1;
  return next + mulDivRound(next, commissionBp, BASIS_POINTS) <= remainderCents ? next : floor;
}

/** Largest price in each segment whose exact total fits in `totalCents`, over every segment. */
function largestPriceInSegments(
  segments: readonly FeeSegment[],
  totalCents: Cents,
  priceForRemainder: (remainderCents: Cents) => Cents,
): Cents {
  let best = 0;
  for (const segment of segments) {
    if (totalCents < segment.feeCents) continue;
    const price = Math.min(segment.toCents, priceForRemainder(totalCents - segment.feeCents));
    if (price >= segment.fromCents && price > best) best = price;
  }
  return best;
}

/**
 * The spec's 15% price of a positive direct-sale total, floor(total / 1.15), capped at the band's largest
 * price; a total of one centavo is a price of one centavo (its 15% rounds to nothing), not the floor's 0.
 */
function smallDirectSalePrice(totalCents: Cents): Cents {
  return Math.min(
    DIRECT_SALE_SMALL_PRICE_MAX_CENTS,
    Math.max(1, mulDivFloor(totalCents, BASIS_POINTS, BASIS_POINTS + DIRECT_SALE_SMALL_FEE_BP)),
  );
}

/**
 * The selling price behind a total, by the spec's rules (§9): totals at or below zero give zero. Auctions:
 * a total at or below the table's lowest fee is split 50/50 (the fee is half, the price is the other half
 * divided by 1.05); with a table, the price whose 5% commission plus row fee makes the total; with a
 * percentage pct, floor(total / (1.05 + pct)). Direct sales: with a table, a total below R$ 41,00 pays
 * 15% (price = total / 1.15); from R$ 41,00 the largest price above the 15% band whose table total fits,
 * and when none fits (a total below the table's fees) the band's largest price, R$ 35,64 — so every
 * positive total gives a positive price (docs/decisions/120-direct-sale-price-rules.md); with a
 * percentage, total / (1 + pct). Any other listing type throws 'Unsupported listing type'.
 */
export function priceFromTotal(input: { listingType: ListingType; totalCents: Cents } & FeeSettings): Cents {
  const { listingType, totalCents, feeTable, buyerFeePercentage } = input;
  assertSupported(listingType);
  if (!Number.isSafeInteger(totalCents))
    throw new RangeError('totalCents must be an integer number of cents');
  if (totalCents <= 0) return 0;
  const commissionBp = isAuctionListingType(listingType) ? AUCTION_COMMISSION_BP : 0;
  const withCommission = BASIS_POINTS + commissionBp;

  if (hasTable(feeTable)) {
    if (isAuctionListingType(listingType)) {
      const lowestFee = Math.min(...feeTable.map((row) => row.feeCents));
      if (totalCents <= lowestFee) return mulDivFloor(totalCents, BASIS_POINTS, 2 * withCommission);
    } else {
      const small = smallDirectSalePrice(totalCents);
      if (totalCents < DIRECT_SALE_SMALL_TOTAL_CENTS) return small;
      const aboveBand = feeSegments(feeTable)
        .filter((segment) => segment.toCents > DIRECT_SALE_SMALL_PRICE_MAX_CENTS)
        .map((segment) => ({
          ...segment,
          fromCents: Math.max(segment.fromCents, DIRECT_SALE_SMALL_PRICE_MAX_CENTS + 1),
        }));
      return Math.max(
        small,
        largestPriceInSegments(aboveBand, totalCents, (remainder) => remainder),
      );
    }
    return largestPriceInSegments(feeSegments(feeTable), totalCents, (remainder) =>
      largestPriceWithCommission(remainder, commissionBp),
    );
  }

  const feeBp = buyerFeePercentage == null ? 0 : percentageToBasisPoints(buyerFeePercentage);
  const price = mulDivFloor(totalCents, BASIS_POINTS, withCommission + feeBp);
  // A one-centavo direct sale whose fee rounds to nothing: the floor would say 0 for the total it makes.
  if (price === 0 && listingType === 'DIRECT_SALE' && 1 + mulDivRound(1, feeBp, BASIS_POINTS) <= totalCents) {
    return 1;
  }
  return price;
}
