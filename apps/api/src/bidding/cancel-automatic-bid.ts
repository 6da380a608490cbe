import type { BidEngine } from './bid-engine.js';
import type { AutomaticBidAnswer } from './run-bid-batch.js';

/** Cancels the caller's automatic bid; bids already placed for them stand (bids are firm). */
export function cancelAutomaticBid(
  engine: BidEngine,
  input: { userId: string; sessionId: string; lotId: string },
): Promise<AutomaticBidAnswer> {
  return engine.changeAutomaticBid(input.lotId, {
    kind: 'cancel-automatic',
    userId: input.userId,
    sessionId: input.sessionId,
  });
}
