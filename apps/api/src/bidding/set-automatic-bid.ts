import type { BidEngine } from './bid-engine.js';
import type { AutomaticBidAnswer } from './run-bid-batch.js';

/** Sets or raises the caller's automatic bid; the engine may bid for them at once. */
export function setAutomaticBid(
  engine: BidEngine,
  input: {
    userId: string;
    sessionId: string;
    lotId: string;
    maxCents: number;
    confirmHighAmount: boolean;
  },
): Promise<AutomaticBidAnswer> {
  return engine.changeAutomaticBid(input.lotId, {
    kind: 'set-automatic',
    userId: input.userId,
    sessionId: input.sessionId,
    maxCents: input.maxCents,
    confirmHighAmount: input.confirmHighAmount,
  });
}
