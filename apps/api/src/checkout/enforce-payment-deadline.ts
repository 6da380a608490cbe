import { startOfSaoPauloDay } from '@circula/domain/business-days';
import type { Database } from '../db/client.js';
import { changeIntentStatus } from './change-intent-status.js';
import type { CheckoutDeps } from './context.js';
import { createFineIntent } from './create-payment-intents.js';
import { notifyBuyer } from './notify-buyer.js';
import { fineCreatedMessage, paymentReminderMessage } from './payment-messages.js';
import {
  abandonClosings,
  blockBuyerForUnpaidFees,
  claimReminder,
  databaseNow,
  findIntent,
  findListingPaymentSettings,
  listIntentItems,
  listIntentsToRemind,
  listOverdueIntentIds,
  setRelatedIntent,
} from './payments-repository.js';

const hourMs = 3_600_000;

export type DeadlineOutcome = 'missing' | 'not-due' | 'not-pending' | 'uncollectible';

/**
 * The payment deadline of one intent (see docs/decisions/092-payment-intents.md). Under the intent's row
 * lock it re-checks that it is still PENDING_PAYMENT and overdue by the database clock — an intent under
 * verification waits for FINANCE — then, in one transaction: the intent becomes UNCOLLECTIBLE, its approved
 * lots ABANDONED, a FINE intent is created for them (once per lot: the items' unique index), and the buyer
 * is blocked with UNPAID_FEES. Run again, or after a crash at any point, it changes nothing twice.
 */
export async function enforcePaymentDeadline(deps: CheckoutDeps, intentId: string): Promise<DeadlineOutcome> {
  let queued: string[] = [];
  const outcome = await deps.db.transaction(async (transaction): Promise<DeadlineOutcome> => {
    const tx = transaction as unknown as Database;
    const intent = await findIntent(tx, intentId, { lock: true });
    if (!intent) return 'missing';
    if (intent.status !== 'PENDING_PAYMENT') return 'not-pending';
    const now = await databaseNow(tx);
    if (!intent.dueAt || intent.dueAt.getTime() >= now.getTime()) return 'not-due';
    const moved = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: ['PENDING_PAYMENT'],
      to: 'UNCOLLECTIBLE',
      actor: 'SYSTEM',
      reason: 'Prazo de pagamento encerrado sem pagamento',
      webOrigin: deps.config.WEB_ORIGIN,
    });
    // The notice of a PIX to give back (decision 288), if a short PIX had come.
    queued = moved?.queuedEmails ?? [];
    const items = await listIntentItems(tx, intent.id);
    const abandoned = await abandonClosings(
      tx,
      items.flatMap((item) => (item.lotClosingId ? [item.lotClosingId] : [])),
      'PAYMENT_DEADLINE_PASSED',
    );
    const abandonedIds = new Set(abandoned.map((closing) => closing.id));
    const fined = items.filter((item) => item.lotClosingId && abandonedIds.has(item.lotClosingId));
    const listing = await findListingPaymentSettings(tx, intent.listingId);
    if (fined.length > 0 && listing && listing.finePercentage > 0) {
      const fine = await createFineIntent(tx, {
        listingId: intent.listingId,
        buyerId: intent.buyerId,
        penalisedIntentId: intent.id,
        now,
        webOrigin: deps.config.WEB_ORIGIN,
        items: fined.map((item) => ({
          lotId: item.lotId,
          lotClosingId: item.lotClosingId,
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
        })),
      });
      await setRelatedIntent(tx, intent.id, fine.id);
      await blockBuyerForUnpaidFees(tx, intent.buyerId);
      queued.push(
        ...(await notifyBuyer(tx, {
          buyerId: intent.buyerId,
          webOrigin: deps.config.WEB_ORIGIN,
          type: 'PAYMENT_FINE_CREATED',
          message: fineCreatedMessage(fine, deps.config.WEB_ORIGIN),
          data: { paymentIntentId: fine.id, penalisedIntentId: intent.id, listingId: intent.listingId },
        })),
      );
    }
    return 'uncollectible';
  });
  await deps.notifier.deliverQueued(queued);
  return outcome;
}

/**
 * Reminders at 09:00 horário de Brasília of the day before the deadline's day and of the deadline's day.
 * Each is claimed by a conditional UPDATE, so a sweep run twice (or on two processes) sends it once; a
 * reminder whose time had passed when the intent was created is skipped. `at` replaces the database clock
 * (tests pin the hour of the day).
 */
export async function sendPaymentReminders(deps: CheckoutDeps, at?: Date): Promise<number> {
  let sent = 0;
  for (const candidate of await listIntentsToRemind(deps.db, 500, at)) {
    if (!candidate.dueAt) continue;
    const lastDay = startOfSaoPauloDay(candidate.dueAt).getTime() + 9 * hourMs;
    const dayBefore = lastDay - 24 * hourMs;
    const now = candidate.now.getTime();
    const created = candidate.createdAt.getTime();
    const stage: 1 | 2 | null =
      now >= lastDay && candidate.remindersSent < 2 && created < lastDay
        ? 2
        : now >= dayBefore && candidate.remindersSent < 1 && created < dayBefore
          ? 1
          : null;
    if (!stage) continue;
    let queued: string[] = [];
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (!(await claimReminder(tx, candidate.id, stage))) return;
      const intent = (await findIntent(tx, candidate.id))!;
      const listing = await findListingPaymentSettings(tx, intent.listingId);
      queued = await notifyBuyer(tx, {
        buyerId: intent.buyerId,
        webOrigin: deps.config.WEB_ORIGIN,
        type: 'PAYMENT_REMINDER',
        message: paymentReminderMessage(
          {
            id: intent.id,
            reference: intent.reference,
            totalCents: Number(intent.totalCents),
            dueAt: intent.dueAt,
            allowedMethods: intent.allowedMethods,
            part: intent.part,
            listingTitle: listing?.title ?? '',
          },
          deps.config.WEB_ORIGIN,
          stage === 2,
        ),
        data: { paymentIntentId: intent.id, stage },
      });
      sent += 1;
    });
    await deps.notifier.deliverQueued(queued);
  }
  return sent;
}

/**
 * The payment sweep: every overdue intent, then the reminders that are due. One intent that fails (its
 * transaction rolls back) is logged and left for the next sweep; it does not hold up the others.
 */
export async function sweepPayments(deps: CheckoutDeps) {
  let uncollectible = 0;
  for (const intentId of await listOverdueIntentIds(deps.db, 500)) {
    try {
      if ((await enforcePaymentDeadline(deps, intentId)) === 'uncollectible') uncollectible += 1;
    } catch (error) {
      deps.log.error({ err: error, paymentIntentId: intentId }, 'payment deadline not enforced');
    }
  }
  const reminded = await sendPaymentReminders(deps);
  return { uncollectible, reminded };
}
