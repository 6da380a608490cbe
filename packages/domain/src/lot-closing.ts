import type { Cents } from './currency.js';
import type { LotClosingStatus } from './enums.js';

/** Closings that no longer hold the lot: it may be offered again (spec §4). */
export const availableLotClosingStatuses = [
  'REJECTED',
  'CANCELLED',
  'UNCOLLECTIBLE',
  'REFUNDED',
  'ABANDONED',
] as const satisfies readonly LotClosingStatus[];

export function isLotClosingAvailable(status: LotClosingStatus): boolean {
  return (availableLotClosingStatuses as readonly LotClosingStatus[]).includes(status);
}

/**
 * The closing written when a lot's time ends: none without a bid (unsold); PENDING_CONFIRMATION when the
 * winning bid is below the reserve (the seller decides); APPROVED otherwise.
 */
export function initialLotClosingStatus(input: {
  winningBidCents: Cents | null;
  reserveCents: Cents | null;
}): 'PENDING_CONFIRMATION' | 'APPROVED' | null {
  if (input.winningBidCents === null) return null;
  if (input.reserveCents !== null && input.winningBidCents < input.reserveCents)
    return 'PENDING_CONFIRMATION';
  return 'APPROVED';
}

/** How a closed lot ended, as its pages show it. */
export type LotResult = 'SOLD' | 'CONDITIONAL' | 'UNSOLD';

/**
 * A closed lot's result from its closing (null: nobody bid). The hammer's result: a sale once approved stays
 * SOLD whatever happens to its payment later; waiting on the seller is CONDITIONAL; a refused, released or
 * cancelled sale did not sell.
 */
export function lotResultOf(closingStatus: LotClosingStatus | null): LotResult {
  switch (closingStatus) {
    case 'PENDING_CONFIRMATION':
      return 'CONDITIONAL';
    case 'APPROVED':
    case 'UNCOLLECTIBLE':
    case 'ABANDONED':
    case 'REFUNDED':
      return 'SOLD';
    default:
      return 'UNSOLD';
  }
}
