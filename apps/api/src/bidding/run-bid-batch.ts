import { randomUUID } from 'node:crypto';
import {
  type AutomaticBid,
  applyManualBid,
  bidAmountMessages,
  bidRefusalMessages,
  checkAutomaticBidMaximum,
  formatBRL,
  type LotBidRules,
  type LotBidState,
  needsHighBidAgreement,
  nextMinimumBidCents,
  type PlacedBid,
  runAutomaticBids,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { assertBuyerMayParticipate } from '../enrolments/buyer-eligibility.js';
import { bidEvent, extensionEvent, type NewLotEvent } from '../live/live-events.js';
import { AppError, refusal } from '../shared/errors.js';
import { unauthorized } from './authenticate-bidder.js';
import {
  type AutomaticBidFacts,
  type BidderFacts,
  lockLotWithFacts,
  type NewBidRow,
  readBatchFacts,
  upsertAutomaticBids,
  writeBatch,
} from './bidding-repository.js';
import {
  type LockedLot,
  type LotStateView,
  lotBidRules,
  lotBidState,
  lotClosedReason,
  lotStateView,
} from './lot-rules.js';

/** What a bidder asks of a lot; each is answered on its own, in the order it arrived. */
export type LotOperation = { userId: string; sessionId: string } & (
  | {
      kind: 'bid';
      amountCents: number;
      lastSeenBidId: string | null;
      idempotencyKey: string;
      confirmHighAmount: boolean;
    }
  | { kind: 'set-automatic'; maxCents: number; confirmHighAmount: boolean }
  | { kind: 'cancel-automatic' }
);

export interface BidReceipt {
  bid: { id: string; sequence: number; amountCents: number; createdAt: string };
  lot: ReturnType<typeof lotStateView>;
  winning: boolean;
  serverTime: string;
}

export interface AutomaticBidAnswer {
  automaticBid: { maxCents: number; setAt: string } | null;
  lot: ReturnType<typeof lotStateView>;
  winning: boolean;
  serverTime: string;
}

export type OperationOutcome =
  | { ok: true; value: BidReceipt | AutomaticBidAnswer }
  | { ok: false; error: AppError };

export interface BatchResult {
  outcomes: OperationOutcome[];
  /** Accepted bids, for what happens after the commit (notices to the outbid). */
  placed: (PlacedBid & { username: string })[];
  /** Buyers who led the lot at some point of the batch and no longer do. */
  outbidBuyerIds: string[];
  lot: { id: string; listingId: string; title: string; listingTitle: string } | null;
}

/**
 * One transaction for a queue of operations on one lot: lock the lot and read the facts, answer each operation
 * against the state the previous one left (refusals write nothing), then write every accepted bid, the lot's
 * new state, automatic-bid changes and the live events at once. All or nothing.
 */
export async function runBidBatch(
  db: Database,
  lotId: string,
  operations: LotOperation[],
): Promise<BatchResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const userIds = [...new Set(operations.map((operation) => operation.userId))];
    const keys = operations.flatMap((operation) =>
      operation.kind === 'bid' ? [operation.idempotencyKey] : [],
    );
    const sessionIds = [...new Set(operations.map((operation) => operation.sessionId))];
    const input = { lotId, userIds, sessionIds, idempotencyKeys: keys };
    // One round trip locks the lot and reads the facts; a second only when another transaction changed the
    // lot while this one waited for the lock.
    const locked = await lockLotWithFacts(tx, input);
    if (!locked) {
      const error = new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
      return {
        outcomes: operations.map(() => ({ ok: false, error })),
        placed: [],
        outbidBuyerIds: [],
        lot: null,
      };
    }
    const { lot } = locked;
    const facts = locked.facts ?? (await readBatchFacts(tx, { ...input, listingId: lot.listingId }));
    const openSessions = new Set(facts.openSessions.map((session) => `${session.userId}:${session.id}`));
    const batch = new Batch(lot, facts.now, facts.bidders, facts.automaticBids);
    const outcomes = operations.map((operation): OperationOutcome => {
      try {
        if (!openSessions.has(`${operation.userId}:${operation.sessionId}`)) throw unauthorized();
        if (operation.kind === 'bid') {
          const replay = facts.replays.find(
            (entry) => entry.userId === operation.userId && entry.key === operation.idempotencyKey,
          );
          if (replay) {
            const receipt = storedReceipt(replay.receipt as BidReceipt);
            assertSameBid(operation, { lotId: replay.lotId, receipt }, lotId);
            return { ok: true, value: receipt };
          }
          return { ok: true, value: batch.bid(operation) };
        }
        if (operation.kind === 'set-automatic') return { ok: true, value: batch.setAutomatic(operation) };
        return { ok: true, value: batch.cancelAutomatic(operation) };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, error };
        throw error;
      }
    });
    await upsertAutomaticBids(tx, lotId, batch.automaticChanges());
    if (batch.placed.length > 0) {
      const last = batch.state.lastBid!;
      await writeBatch(tx, {
        lotId,
        listingId: lot.listingId,
        now: facts.now,
        bids: batch.bidRows(),
        lot: {
          currentBidCents: last.amountCents,
          bidCount: batch.state.bidCount,
          lastBidId: last.id,
          lastBidBuyerId: last.buyerId,
          scheduledEndAt: batch.state.scheduledEndAt,
        },
        events: batch.events,
      });
    }
    return {
      outcomes,
      placed: batch.placed.map((bid) => ({ ...bid, username: batch.usernameOf(bid.buyerId) })),
      outbidBuyerIds: batch.outbidBuyerIds(),
      lot: { id: lot.id, listingId: lot.listingId, title: lot.title, listingTitle: lot.listing.title },
    };
  });
}

/**
 * A key names one bid: a retry of it (same lot, same amount) gets its receipt; the key sent with another lot
 * or amount is refused, never taken as a new bid, and the refusal carries the first receipt so the client
 * can show what was placed.
 */
function assertSameBid(
  operation: Extract<LotOperation, { kind: 'bid' }>,
  first: { lotId: string; receipt: BidReceipt },
  lotId: string,
): void {
  if (first.lotId === lotId && first.receipt.bid.amountCents === operation.amountCents) return;
  throw new AppError('IDEMPOTENCY_KEY_REUSED', bidRefusalMessages.IDEMPOTENCY_KEY_REUSED, {
    lotId: first.lotId,
    receipt: first.receipt,
  });
}

/** The refusals of an amount above the lot's bounds, for a bid or an automatic bid's maximum. */
function boundsRefusal(
  refused:
    | { reason: 'AMOUNT_ABOVE_MAXIMUM'; maximumCents: number }
    | { reason: 'CONFIRMATION_REQUIRED'; amountCents: number },
  lot: LotStateView,
): AppError {
  if (refused.reason === 'AMOUNT_ABOVE_MAXIMUM') {
    return refusal('BID_AMOUNT_TOO_HIGH', bidAmountMessages.aboveMaximum(refused.maximumCents), {
      maximumCents: refused.maximumCents,
      lot,
    });
  }
  return refusal('BID_CONFIRMATION_REQUIRED', bidAmountMessages.confirmationRequired(refused.amountCents), {
    amountCents: refused.amountCents,
    lot,
  });
}

/**
 * A receipt read back from jsonb (which reorders keys), rebuilt in the order of a fresh one: the answers
 * are serialised as they are, and a retry gets byte for byte the answer of the first attempt.
 */
function storedReceipt(stored: BidReceipt): BidReceipt {
  const { bid, lot } = stored;
  return {
    bid: { id: bid.id, sequence: bid.sequence, amountCents: bid.amountCents, createdAt: bid.createdAt },
    lot: {
      currentBidCents: lot.currentBidCents,
      bidCount: lot.bidCount,
      lastBidId: lot.lastBidId,
      nextMinimumBidCents: lot.nextMinimumBidCents,
      scheduledEndAt: lot.scheduledEndAt,
    },
    winning: stored.winning,
    serverTime: stored.serverTime,
  };
}

class Batch {
  readonly rules: LotBidRules;
  state: LotBidState;
  readonly placed: PlacedBid[] = [];
  readonly events: NewLotEvent[] = [];
  private readonly receipts = new Map<string, { receipt: BidReceipt; key: string }>();
  private readonly automatic: Map<string, AutomaticBidFacts>;
  private readonly changed = new Map<string, { maxCents: number; setAt: Date; cancelledAt: Date | null }>();
  private readonly leaders = new Set<string>();
  private readonly usernames = new Map<string, string>();

  constructor(
    readonly lot: LockedLot,
    readonly now: Date,
    private readonly bidders: BidderFacts[],
    automaticBids: AutomaticBidFacts[],
  ) {
    this.rules = lotBidRules(lot);
    this.state = lotBidState(lot);
    this.automatic = new Map(automaticBids.map((auto) => [auto.buyerId, auto]));
    for (const bidder of bidders) this.usernames.set(bidder.buyerId, bidder.username);
    for (const auto of automaticBids) this.usernames.set(auto.buyerId, auto.username);
    if (this.state.lastBid) this.leaders.add(this.state.lastBid.buyerId);
  }

  usernameOf(buyerId: string) {
    return this.usernames.get(buyerId) ?? '';
  }

  private view() {
    return lotStateView(this.state, this.rules);
  }

  /** The refusals that do not depend on the amount: lot open by the database clock, who may bid. */
  private eligibleBidder(userId: string, amountCents: number): BidderFacts {
    const closed = lotClosedReason(this.lot, this.state, this.now);
    if (closed) throw new AppError('LOT_NOT_OPEN', closed, { lot: this.view() });
    const bidder = this.bidders.find((entry) => entry.userId === userId) ?? null;
    assertBuyerMayParticipate(bidder, this.lot.listing.acceptBuyersMode);
    if (!bidder!.enrolled) throw new AppError('NOT_ENROLLED', bidRefusalMessages.NOT_ENROLLED);
    const threshold = this.lot.listing.highBidThresholdCents;
    if (needsHighBidAgreement(amountCents, threshold) && !bidder!.agreement) {
      throw new AppError('HIGH_BID_AGREEMENT_REQUIRED', bidAmountMessages.highBidAgreement(threshold));
    }
    return bidder!;
  }

  private activeAutomaticBids(): AutomaticBid[] {
    return [...this.automatic.values()]
      .filter((auto) => auto.eligible)
      .map((auto) => ({ buyerId: auto.buyerId, maxCents: auto.maxCents, createdAt: auto.setAt }));
  }

  private accept(placed: PlacedBid[], before: LotBidState, after: LotBidState) {
    this.placed.push(...placed);
    this.state = after;
    for (const bid of placed) {
      this.leaders.add(bid.buyerId);
      this.events.push(
        bidEvent({
          lotId: this.lot.id,
          listingId: this.lot.listingId,
          bidId: bid.id,
          sequence: bid.sequence,
          amountCents: bid.amountCents,
          username: this.usernameOf(bid.buyerId),
          automatic: bid.automatic,
          createdAt: bid.createdAt.toISOString(),
          scheduledEndAt: after.scheduledEndAt.toISOString(),
          currentBidCents: bid.amountCents,
          bidCount: bid.sequence,
          nextMinimumBidCents: nextMinimumBidCents(
            { lastBid: { ...bid }, bidCount: bid.sequence, scheduledEndAt: after.scheduledEndAt },
            this.rules,
          ),
        }),
      );
    }
    if (after.scheduledEndAt.getTime() !== before.scheduledEndAt.getTime()) {
      this.events.push(
        extensionEvent({
          lotId: this.lot.id,
          listingId: this.lot.listingId,
          previousScheduledEndAt: before.scheduledEndAt.toISOString(),
          scheduledEndAt: after.scheduledEndAt.toISOString(),
        }),
      );
    }
  }

  bid(operation: Extract<LotOperation, { kind: 'bid' }>): BidReceipt {
    const earlier = this.receipts.get(`${operation.userId}:${operation.idempotencyKey}`);
    if (earlier) {
      assertSameBid(operation, { lotId: this.lot.id, receipt: earlier.receipt }, this.lot.id);
      return earlier.receipt;
    }
    const bidder = this.eligibleBidder(operation.userId, operation.amountCents);
    const before = this.state;
    const step = applyManualBid(
      before,
      this.rules,
      {
        buyerId: bidder.buyerId,
        amountCents: operation.amountCents,
        lastSeenBidId: operation.lastSeenBidId,
        confirmed: operation.confirmHighAmount,
      },
      this.activeAutomaticBids(),
      this.now,
      randomUUID,
    );
    if (!step.ok && (step.reason === 'AMOUNT_ABOVE_MAXIMUM' || step.reason === 'CONFIRMATION_REQUIRED')) {
      throw boundsRefusal(step, this.view());
    }
    if (!step.ok) {
      const message =
        step.reason === 'AMOUNT_BELOW_MINIMUM_INCREMENT'
          ? bidAmountMessages.belowMinimum(nextMinimumBidCents(before, this.rules))
          : bidRefusalMessages[step.reason];
      throw refusal(step.reason, message, { lot: this.view() });
    }
    this.accept(step.placed, before, step.state);
    const own = step.placed[0]!;
    const receipt: BidReceipt = {
      bid: {
        id: own.id,
        sequence: own.sequence,
        amountCents: own.amountCents,
        createdAt: own.createdAt.toISOString(),
      },
      lot: this.view(),
      winning: this.state.lastBid?.buyerId === bidder.buyerId,
      serverTime: this.now.toISOString(),
    };
    this.receipts.set(`${operation.userId}:${operation.idempotencyKey}`, {
      receipt,
      key: operation.idempotencyKey,
    });
    return receipt;
  }

  setAutomatic(operation: Extract<LotOperation, { kind: 'set-automatic' }>): AutomaticBidAnswer {
    const bidder = this.eligibleBidder(operation.userId, operation.maxCents);
    const existing = this.automatic.get(bidder.buyerId);
    if (existing && operation.maxCents <= existing.maxCents) {
      throw new AppError(
        'AUTOMATIC_BID_TOO_LOW',
        `O novo valor máximo precisa ser maior que o atual, de ${formatBRL(existing.maxCents)}.`,
      );
    }
    const check = checkAutomaticBidMaximum(this.state, this.rules, {
      buyerId: bidder.buyerId,
      maxCents: operation.maxCents,
      confirmed: operation.confirmHighAmount,
    });
    if (!check.ok && check.reason === 'BELOW_FLOOR') {
      throw new AppError(
        'AUTOMATIC_BID_TOO_LOW',
        check.leading
          ? `O valor máximo precisa ser maior que o seu lance atual, de ${formatBRL(this.state.lastBid!.amountCents)}.`
          : `O valor máximo precisa ser de pelo menos ${formatBRL(check.floorCents)}, o próximo lance mínimo.`,
        { lot: this.view() },
      );
    }
    if (!check.ok) throw boundsRefusal(check, this.view());
    const auto: AutomaticBidFacts = {
      buyerId: bidder.buyerId,
      userId: bidder.userId,
      username: bidder.username,
      maxCents: operation.maxCents,
      setAt: this.now,
      eligible: true,
    };
    this.automatic.set(bidder.buyerId, auto);
    this.changed.set(bidder.buyerId, { maxCents: auto.maxCents, setAt: this.now, cancelledAt: null });
    const before = this.state;
    const run = runAutomaticBids(before, this.rules, this.activeAutomaticBids(), this.now, randomUUID);
    if (run.placed.length > 0) this.accept(run.placed, before, run.state);
    return {
      automaticBid: { maxCents: auto.maxCents, setAt: this.now.toISOString() },
      lot: this.view(),
      winning: this.state.lastBid?.buyerId === bidder.buyerId,
      serverTime: this.now.toISOString(),
    };
  }

  cancelAutomatic(operation: Extract<LotOperation, { kind: 'cancel-automatic' }>): AutomaticBidAnswer {
    const bidder = this.bidders.find((entry) => entry.userId === operation.userId);
    const existing = bidder ? this.automatic.get(bidder.buyerId) : undefined;
    if (!bidder || !existing) {
      throw new AppError('AUTOMATIC_BID_NOT_FOUND', 'Você não tem lance automático neste lote.');
    }
    this.automatic.delete(bidder.buyerId);
    this.changed.set(bidder.buyerId, {
      maxCents: existing.maxCents,
      setAt: existing.setAt,
      cancelledAt: this.now,
    });
    return {
      automaticBid: null,
      lot: this.view(),
      winning: this.state.lastBid?.buyerId === bidder.buyerId,
      serverTime: this.now.toISOString(),
    };
  }

  automaticChanges() {
    return [...this.changed.entries()].map(([buyerId, change]) => ({ buyerId, ...change }));
  }

  bidRows(): NewBidRow[] {
    const receiptsByBidId = new Map(
      [...this.receipts.values()].map((entry) => [entry.receipt.bid.id, entry]),
    );
    return this.placed.map((bid) => {
      const manual = receiptsByBidId.get(bid.id);
      return {
        id: bid.id,
        buyer_id: bid.buyerId,
        sequence: bid.sequence,
        amount_cents: bid.amountCents,
        automatic: bid.automatic,
        idempotency_key: manual?.key ?? null,
        receipt: manual?.receipt ?? null,
        created_at: bid.createdAt.toISOString(),
      };
    });
  }

  outbidBuyerIds(): string[] {
    const leader = this.state.lastBid?.buyerId;
    return [...this.leaders].filter((buyerId) => buyerId !== leader && this.placed.length > 0);
  }
}
