import { businessDaysDeadline } from '@circula/domain/business-days';
import { recordAudit } from '../audit/record-audit.js';
import { AppError } from '../shared/errors.js';
import { changeIntentStatus } from './change-intent-status.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { act, auditFields, lockForStaff } from './finance-access.js';
import { notifyBuyer } from './notify-buyer.js';
import { receiptRefusedMessage } from './payment-messages.js';
import {
  databaseNow,
  findListingPaymentSettings,
  findReceiptUnderReview,
  reviewReceipt,
} from './payments-repository.js';

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
    const moved = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: ['PENDING_VERIFICATION'],
      to: 'PENDING_PAYMENT',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
      set: { dueAt: intent.type === 'FINE' ? intent.dueAt : dueAt },
    });
    if (!moved) throw notPayable();
    const refused = moved.intent;
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
      webOrigin: deps.config.WEB_ORIGIN,
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
