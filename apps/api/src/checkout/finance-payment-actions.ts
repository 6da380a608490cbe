import { businessDaysDeadline, type PaymentIntentStatus } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { createFileLink } from '../storage/file-links.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { createAuctionEndIntents } from './create-payment-intents.js';
import { intentNotFound } from './get-own-payment-intent.js';
import { notifyBuyer } from './notify-buyer.js';
import { toBackofficeViews } from './payment-intent-views.js';
import { receiptRefusedMessage } from './payment-messages.js';
import {
  changeIntentStatus,
  databaseNow,
  findBuyerIdOfUser,
  findIntent,
  findListingPaymentSettings,
  findReceiptUnderReview,
  type IntentRow,
  insertPixNotice,
  latestReceipt,
  listIntentsByStatus,
  reviewReceipt,
  unblockBuyerIfNoUnpaidFines,
} from './payments-repository.js';
import { settlePaymentIntent } from './settle-payment-intent.js';

/** FINANCE's reads and actions on payment intents; every action is audit-logged with its change. */

const auditFields = (intent: IntentRow) => ({
  status: intent.status,
  method: intent.method,
  totalCents: Number(intent.totalCents),
  dueAt: intent.dueAt?.toISOString() ?? null,
});

export async function getIntentForFinance(deps: CheckoutDeps, intentId: string) {
  const [view] = await toBackofficeViews(deps.db, deps.pix, [intentId]);
  if (!view) throw intentNotFound();
  return view;
}

export async function listIntentsForFinance(
  deps: CheckoutDeps,
  input: { status: PaymentIntentStatus; take: number; skip: number },
) {
  const { ids, total } = await listIntentsByStatus(deps.db, input);
  return { items: await toBackofficeViews(deps.db, deps.pix, ids), total };
}

/** A short-lived signed link to the intent's latest receipt (the read is audit-logged). */
export async function getReceiptLink(deps: CheckoutDeps, input: { staffUserId: string; intentId: string }) {
  const intent = await findIntent(deps.db, input.intentId);
  if (!intent) throw intentNotFound();
  const receipt = await latestReceipt(deps.db, intent.id);
  if (!receipt) throw new AppError('DOCUMENT_NOT_FOUND', 'Este pagamento não tem comprovante.');
  await recordAudit(deps.db, {
    actorUserId: input.staffUserId,
    action: 'PAYMENT_RECEIPT_OPENED',
    entityType: 'payment_intent',
    entityId: intent.id,
    before: null,
    after: { receiptId: receipt.id },
  });
  const link = createFileLink(deps.config, {
    key: receipt.storageKey,
    contentType: receipt.contentType,
    fileName: receipt.fileName,
  });
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}

/** Locks the intent and refuses a staff member acting on their own buyer account's payment. */
async function lockForStaff(tx: Database, staffUserId: string, intentId: string) {
  const intent = await findIntent(tx, intentId, { lock: true });
  if (!intent) throw intentNotFound();
  if ((await findBuyerIdOfUser(tx, staffUserId)) === intent.buyerId) {
    throw new AppError(
      'PAYMENT_OWN_ACCOUNT',
      'Você não pode decidir sobre um pagamento da sua própria conta de comprador.',
    );
  }
  return intent;
}

async function act(deps: CheckoutDeps, intentId: string, work: (tx: Database) => Promise<string[]>) {
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    queued = await work(transaction as unknown as Database);
  });
  await deps.notifier.deliverQueued(queued);
  return getIntentForFinance(deps, intentId);
}

/** FINANCE approves the receipt under review: the intent is PAID. */
export function approveReceipt(deps: CheckoutDeps, input: { staffUserId: string; intentId: string }) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const receipt = await findReceiptUnderReview(tx, intent.id);
    if (intent.status !== 'PENDING_VERIFICATION' || !receipt) {
      throw new AppError('PAYMENT_RECEIPT_NOT_UNDER_REVIEW', 'Não há comprovante aguardando análise.');
    }
    await reviewReceipt(tx, {
      receiptId: receipt.id,
      status: 'APPROVED',
      reason: null,
      staffUserId: input.staffUserId,
    });
    const settled = await settlePaymentIntent(tx, {
      intent,
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: 'Comprovante de depósito aprovado',
      paidAt: await databaseNow(tx),
    });
    if (!settled) throw notPayable();
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_RECEIPT_APPROVED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(settled.intent), receiptId: receipt.id },
    });
    return settled.queuedEmails;
  });
}

/**
 * FINANCE refuses what is under verification (a receipt, or a PIX of another amount): back to
 * PENDING_PAYMENT with the reason the buyer reads. Refused on or after the deadline's day, the buyer gets
 * one more business day from now.
 */
export function refuseReceipt(
  deps: CheckoutDeps,
  input: { staffUserId: string; intentId: string; reason: string },
) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    if (intent.status !== 'PENDING_VERIFICATION') {
      throw new AppError('PAYMENT_RECEIPT_NOT_UNDER_REVIEW', 'Não há comprovante aguardando análise.');
    }
    const receipt = await findReceiptUnderReview(tx, intent.id);
    if (receipt) {
      await reviewReceipt(tx, {
        receiptId: receipt.id,
        status: 'REFUSED',
        reason: input.reason,
        staffUserId: input.staffUserId,
      });
    }
    const now = await databaseNow(tx);
    const extended = businessDaysDeadline(now, 1);
    const dueAt = intent.dueAt && intent.dueAt.getTime() >= extended.getTime() ? intent.dueAt : extended;
    const refused = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: ['PENDING_VERIFICATION'],
      to: 'PENDING_PAYMENT',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
      set: { dueAt: intent.type === 'FINE' ? intent.dueAt : dueAt },
    });
    if (!refused) throw notPayable();
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_RECEIPT_REFUSED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(refused), receiptId: receipt?.id ?? null, reason: input.reason },
    });
    const listing = await findListingPaymentSettings(tx, intent.listingId);
    return notifyBuyer(tx, {
      buyerId: intent.buyerId,
      type: 'PAYMENT_RECEIPT_REFUSED',
      message: receiptRefusedMessage(
        {
          id: refused.id,
          reference: refused.reference,
          totalCents: Number(refused.totalCents),
          dueAt: refused.dueAt,
          allowedMethods: refused.allowedMethods,
          part: refused.part,
          listingTitle: listing?.title ?? '',
        },
        input.reason,
        deps.config.WEB_ORIGIN,
      ),
      data: { paymentIntentId: intent.id },
    });
  });
}

/**
 * FINANCE confirms a PIX the provider did not notify. With the bank's end-to-end id, the notice is recorded
 * like the webhook's, so a late notice of the same payment is a duplicate and counts nothing twice.
 */
export function confirmPixManually(
  deps: CheckoutDeps,
  input: { staffUserId: string; intentId: string; reason: string; endToEndId?: string | undefined },
) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const now = await databaseNow(tx);
    if (input.endToEndId) {
      const recorded = await insertPixNotice(tx, {
        endToEndId: input.endToEndId,
        txid: intent.pixTxid,
        intentId: intent.id,
        amountCents: Number(intent.totalCents),
        paidAt: now,
        outcome: 'PROCESSED',
      });
      if (!recorded) {
        throw new AppError('CONFLICT', 'Este identificador fim a fim já foi registrado em outro pagamento.');
      }
    }
    const settled = await settlePaymentIntent(tx, {
      intent,
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
      paidAt: now,
      method: 'PIX',
    });
    if (!settled) throw notPayable();
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_PIX_CONFIRMED_MANUALLY',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(settled.intent), endToEndId: input.endToEndId ?? null, reason: input.reason },
    });
    return settled.queuedEmails;
  });
}

/** FINANCE cancels an open intent with a reason; a cancelled fine lifts its block like a paid one. */
export function cancelPaymentIntent(
  deps: CheckoutDeps,
  input: { staffUserId: string; intentId: string; reason: string },
) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const cancelled = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: ['PENDING_CONFIRMATION', 'PENDING_PAYMENT', 'PENDING_VERIFICATION'],
      to: 'CANCELLED',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
    });
    if (!cancelled) throw notPayable();
    if (intent.type === 'FINE') await unblockBuyerIfNoUnpaidFines(tx, intent.buyerId);
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_INTENT_CANCELLED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(cancelled), reason: input.reason },
    });
    return [];
  });
}

/** OFF mode: FINANCE creates one intent per approved lot of the Event that has none. */
export async function createListingIntents(
  deps: CheckoutDeps,
  input: { staffUserId: string; listingId: string },
) {
  let queued: string[] = [];
  const created = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await findListingPaymentSettings(tx, input.listingId);
    if (!listing) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
    if (listing.paymentIntentCreationMode !== 'OFF') {
      throw new AppError(
        'PAYMENT_CREATION_MODE_NOT_OFF',
        'Os pagamentos deste evento são criados automaticamente; não é preciso criá-los à mão.',
      );
    }
    const result = await createAuctionEndIntents(tx, {
      listingId: listing.id,
      trigger: 'STAFF',
      now: await databaseNow(tx),
      notify: true,
      webOrigin: deps.config.WEB_ORIGIN,
    });
    queued = result.queuedEmails;
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_INTENTS_CREATED',
      entityType: 'listing',
      entityId: listing.id,
      before: null,
      after: { paymentIntentIds: result.intents.map((intent) => intent.id) },
    });
    return result.intents.length;
  });
  await deps.notifier.deliverQueued(queued);
  return { created };
}
