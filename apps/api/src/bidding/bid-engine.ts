import type { Database } from '../db/client.js';
import {
  type AutomaticBidAnswer,
  type BatchResult,
  type BidReceipt,
  type LotOperation,
  runBidBatch,
} from './run-bid-batch.js';

interface Pending {
  operation: LotOperation;
  resolve: (value: BidReceipt | AutomaticBidAnswer) => void;
  reject: (error: unknown) => void;
}

export interface BidEngineOptions {
  db: Database;
  /** Most operations one transaction answers; the rest wait for the next. */
  maxBatchSize: number;
  /** Called after each batch commits (notices to the outbid, metrics); never awaited by bidders. */
  afterCommit?: (result: BatchResult) => void;
}

export interface BidEngine {
  placeBid(lotId: string, operation: Extract<LotOperation, { kind: 'bid' }>): Promise<BidReceipt>;
  changeAutomaticBid(
    lotId: string,
    operation: Exclude<LotOperation, { kind: 'bid' }>,
  ): Promise<AutomaticBidAnswer>;
  /** Waits for the batches in flight (shutdown). */
  drain(): Promise<void>;
}

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Per-lot group commit. Operations on a lot that arrive while its transaction is in flight wait in a queue;
 * the next transaction answers the whole queue, in arrival order, under one lot lock. Across processes the
 * lot's row lock still puts every transaction in one line, so the queue changes how many round trips a bid
 * costs, never what it is answered. A retried bid (same buyer and key) that arrives while the first is still
 * waiting joins it and gets the same receipt.
 */
export function createBidEngine(options: BidEngineOptions): BidEngine {
  const queues = new Map<string, Pending[]>();
  const running = new Map<string, Promise<void>>();
  const inflight = new Map<string, { lotId: string; amountCents: number; promise: Promise<BidReceipt> }>();

  async function drainLot(lotId: string): Promise<void> {
    for (;;) {
      const queue = queues.get(lotId);
      if (!queue || queue.length === 0) {
        // In the same tick as the check, so a bid queued right after starts a new drain.
        queues.delete(lotId);
        running.delete(lotId);
        return;
      }
      const batch = queue.splice(0, options.maxBatchSize);
      let result: BatchResult;
      try {
        const operations = batch.map((pending) => pending.operation);
        try {
          result = await runBidBatch(options.db, lotId, operations);
        } catch (error) {
          // A key used at once on another lot from another process: the retry sees the stored bid.
          if (!uniqueViolation(error)) throw error;
          result = await runBidBatch(options.db, lotId, operations);
        }
      } catch (error) {
        for (const pending of batch) pending.reject(error);
        continue;
      }
      result.outcomes.forEach((outcome, index) => {
        const pending = batch[index]!;
        if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(outcome.error);
      });
      if (options.afterCommit && result.placed.length > 0) options.afterCommit(result);
    }
  }

  function submit<T>(lotId: string, operation: LotOperation): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let queue = queues.get(lotId);
      if (!queue) {
        queue = [];
        queues.set(lotId, queue);
      }
      queue.push({ operation, resolve: resolve as Pending['resolve'], reject });
      if (!running.has(lotId)) {
        running.set(lotId, drainLot(lotId));
      }
    });
  }

  const engine: BidEngine = {
    placeBid(lotId, operation) {
      const key = `${operation.userId}:${operation.idempotencyKey}`;
      const earlier = inflight.get(key);
      if (earlier) {
        if (earlier.lotId === lotId && earlier.amountCents === operation.amountCents) return earlier.promise;
        // The key sent with another bid: answered once the first is settled, against what it stored (the
        // first receipt in an IDEMPOTENCY_KEY_REUSED refusal; a new bid only if the first was refused).
        return earlier.promise.then(
          () => engine.placeBid(lotId, operation),
          () => engine.placeBid(lotId, operation),
        );
      }
      const promise = submit<BidReceipt>(lotId, operation).finally(() => inflight.delete(key));
      inflight.set(key, { lotId, amountCents: operation.amountCents, promise });
      return promise;
    },
    changeAutomaticBid(lotId, operation) {
      return submit<AutomaticBidAnswer>(lotId, operation);
    },
    async drain() {
      await Promise.allSettled([...running.values()]);
    },
  };
  return engine;
}
