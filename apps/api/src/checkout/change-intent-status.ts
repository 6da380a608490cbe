import type {
  OpenPaymentIntentStatus,
  PaymentIntentStatus,
  SettledPaymentIntentStatus,
} from '@circula/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { releaseIntentCredits } from '../credits/ledger.js';
import type { Database } from '../db/client.js';
import { paymentIntentHistory, paymentIntents } from '../db/schema/index.js';
import { type HistoryActor, type IntentRow, markPixToGiveBack } from './payments-repository.js';
import { tellBuyerOfPixToGiveBack } from './pix-to-give-back-notice.js';

/**
 * Where the move goes. A settling move decides what the purchase's PIX of another amount give back (decision
 * 288) and tells the buyer, so its type requires the web origin the notice links to.
 */
type Destination =
  | {
      to: SettledPaymentIntentStatus;
      /** Where the buyer's notice of a PIX to give back links to. */
      webOrigin: string;
    }
  | { to: OpenPaymentIntentStatus; webOrigin?: never };

/**
 * Moves an intent from one of `from` to `to` with a conditional UPDATE (never read-then-write) and its
 * history row; answers the updated row with the outbox ids of the e-mails the move queued (to deliver after
 * the commit), or null when the intent was not in one of `from`.
 */
export async function changeIntentStatus(
  tx: Database,
  input: Destination & {
    intentId: string;
    from: readonly PaymentIntentStatus[];
    actor: HistoryActor;
    actorUserId?: string | null;
    reason?: string | null;
    set?: Partial<Pick<IntentRow, 'paidAt' | 'dueAt' | 'method'>>;
    /**
     * Paid by FINANCE confirming the PIX payments of another amount it received as the purchase's payment:
     * they pay up to the total and only what passed it is given back (decision 288). Otherwise, whatever
     * settles the intent, those payments are given back whole.
     */
    mismatchedPixPays?: boolean;
  },
) {
  const [row] = await tx
    .update(paymentIntents)
    .set({ status: input.to, updatedAt: sql`clock_timestamp()`, ...input.set })
    .where(and(eq(paymentIntents.id, input.intentId), inArray(paymentIntents.status, input.from)))
    .returning();
  if (!row) return null;
  const queuedEmails: string[] = [];
  const [before] = await tx
    .select({ status: paymentIntentHistory.toStatus })
    .from(paymentIntentHistory)
    .where(eq(paymentIntentHistory.intentId, input.intentId))
    .orderBy(desc(paymentIntentHistory.createdAt), desc(paymentIntentHistory.id))
    .limit(1);
  await tx.insert(paymentIntentHistory).values({
    intentId: input.intentId,
    fromStatus: before?.status ?? null,
    toStatus: input.to,
    actor: input.actor,
    actorUserId: input.actorUserId ?? null,
    reason: input.reason ?? null,
    createdAt: sql`clock_timestamp()`,
  });
  // A lapsed or cancelled intent gives its credits back to the buyer (decision 131).
  if (input.to === 'CANCELLED' || input.to === 'UNCOLLECTIBLE')
    await releaseIntentCredits(tx, { intentId: row.id, buyerId: row.buyerId, now: new Date() });
  if (input.webOrigin !== undefined) {
    const keptCents = input.to === 'PAID' && input.mismatchedPixPays ? Number(row.totalCents) : 0;
    const marked = await markPixToGiveBack(tx, row.id, keptCents);
    if (marked.length > 0)
      queuedEmails.push(
        ...(await tellBuyerOfPixToGiveBack(tx, {
          intent: row,
          marked,
          settledAs: input.to,
          webOrigin: input.webOrigin,
        })),
      );
  }
  return { intent: row, queuedEmails };
}
