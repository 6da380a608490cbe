import { type LotClosingStatus, lotResultOf } from '@circula/domain';
import { closedEvent, type NewLotEvent } from '../live/live-events.js';

/**
 * A lot's `closed` event, the one shape its viewers see at the hammer (with or without bids) and again when
 * the seller answers a conditional sale: the result follows from the closing's status (none: UNSOLD).
 */
export function lotClosedEvent(
  lot: { id: string; listingId: string; bidCount: number },
  close: {
    closedAt: Date;
    /** The lot closing's status; null when the lot closed without a sale to decide. */
    status: LotClosingStatus | null;
    /** Set only on the `closed` that answers a conditional sale. */
    decision?: 'APPROVED' | 'REJECTED';
    winnerUsername?: string | null;
    amountCents?: number | null;
    sellerDeadlineAt?: Date | null;
  },
): NewLotEvent {
  return closedEvent({
    lotId: lot.id,
    listingId: lot.listingId,
    status: 'CLOSED',
    result: lotResultOf(close.status),
    ...(close.decision ? { closingStatus: close.decision } : {}),
    winnerUsername: close.winnerUsername ?? null,
    amountCents: close.amountCents ?? null,
    bidCount: lot.bidCount,
    closedAt: close.closedAt.toISOString(),
    sellerDeadlineAt: close.sellerDeadlineAt?.toISOString() ?? null,
  });
}
