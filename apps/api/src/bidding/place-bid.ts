import type { PlaceBidRequest } from '@circula/domain';
import type { BidEngine } from './bid-engine.js';
import type { BidReceipt } from './run-bid-batch.js';

/**
 * A manual bid. The engine answers it in its lot's next transaction; a retry with the same key gets the
 * first receipt and never makes a second bid (the key with another lot or amount: IDEMPOTENCY_KEY_REUSED).
 */
export function placeBid(
  engine: BidEngine,
  input: PlaceBidRequest & { userId: string; sessionId: string; lotId: string },
): Promise<BidReceipt> {
  return engine.placeBid(input.lotId, {
    kind: 'bid',
    userId: input.userId,
    sessionId: input.sessionId,
    amountCents: input.amountCents,
    lastSeenBidId: input.lastSeenBidId,
    idempotencyKey: input.idempotencyKey,
    confirmHighAmount: input.confirmHighAmount,
  });
}
