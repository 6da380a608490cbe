import {
  formatBRL,
  formatDateTime,
  type PaymentIntentStatus,
  type PixNoticeStatus,
  payablePaymentIntentStatuses,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { changeIntentStatus } from './change-intent-status.js';
import type { CheckoutDeps } from './context.js';
import { notifyBuyer } from './notify-buyer.js';
import { findIntentByTxid, insertPixNotice, setPixNoticeOutcome } from './payments-repository.js';
import { settlePaymentIntent } from './settle-payment-intent.js';

/** Why a purchase took no payment, as the buyer's notice says it ("…para PAG-…, que já estava paga"). */
const whyNothingPaid: Record<PaymentIntentStatus, string> = {
  PENDING_CONFIRMATION: 'ainda aguarda a resposta do vendedor',
  PENDING_PAYMENT: 'aguardava pagamento',
  PENDING_VERIFICATION: 'estava em verificação',
  PAID: 'já estava paga',
  CANCELLED: 'foi cancelada',
  UNCOLLECTIBLE: 'não foi paga no prazo',
};

export interface PixNotice {
  endToEndId: string;
  txid: string;
  amountCents: number;
  paidAt: Date;
}

export type { PixNoticeStatus };

/**
 * A PIX payment the provider notified (the signature was checked by the route). The notice is recorded
 * once by its end-to-end id — the primary key decides between concurrent deliveries of the same notice,
 * the later ones answering DUPLICATE — and in the same transaction, under the intent's row lock, the
 * intent is paid when the amount is its total, or sent to FINANCE (PENDING_VERIFICATION) when it is not.
 * A notice for no open intent is kept (UNMATCHED) for FINANCE to refund.
 */
export async function receivePixNotice(deps: CheckoutDeps, notice: PixNotice): Promise<PixNoticeStatus> {
  let queued: string[] = [];
  const status = await deps.db.transaction(async (transaction): Promise<PixNoticeStatus> => {
    const tx = transaction as unknown as Database;
    const recorded = await insertPixNotice(tx, {
      endToEndId: notice.endToEndId,
      txid: notice.txid,
      amountCents: notice.amountCents,
      paidAt: notice.paidAt,
      outcome: 'UNMATCHED',
    });
    if (!recorded) return 'DUPLICATE';
    const intent = await findIntentByTxid(tx, notice.txid);
    if (!intent || (intent.status !== 'PENDING_PAYMENT' && intent.status !== 'PENDING_VERIFICATION')) {
      await setPixNoticeOutcome(tx, notice.endToEndId, 'UNMATCHED', intent?.id ?? null);
      // The buyer of the purchase it named learns at once that the money will come back (decision 285).
      if (intent) {
        const amount = formatBRL(notice.amountCents);
        queued = await notifyBuyer(tx, {
          buyerId: intent.buyerId,
          type: 'PIX_PAYMENT_UNMATCHED',
          message: {
            title: 'Recebemos um PIX que será devolvido',
            body: `Recebemos ${amount} por PIX em ${formatDateTime(notice.paidAt)} para ${intent.reference}, que ${whyNothingPaid[intent.status]}. Nossa equipe financeira vai devolver o valor à conta de onde o PIX saiu, e avisaremos você quando a devolução for feita.`,
          },
          data: { paymentIntentId: intent.id, endToEndId: notice.endToEndId },
          webOrigin: deps.config.WEB_ORIGIN,
        });
      }
      return 'UNMATCHED';
    }
    const totalCents = Number(intent.totalCents);
    if (notice.amountCents !== totalCents) {
      await changeIntentStatus(tx, {
        intentId: intent.id,
        from: payablePaymentIntentStatuses,
        to: 'PENDING_VERIFICATION',
        actor: 'PROVIDER',
        reason: `PIX de ${formatBRL(notice.amountCents)} recebido para um total de ${formatBRL(totalCents)} (fim a fim ${notice.endToEndId}).`,
        set: { method: 'PIX' },
      });
      await setPixNoticeOutcome(tx, notice.endToEndId, 'AMOUNT_MISMATCH', intent.id);
      // The buyer learns at once that the payment is checked, and what happens to money beyond the total.
      queued = await notifyBuyer(tx, {
        buyerId: intent.buyerId,
        type: 'PIX_AMOUNT_MISMATCH',
        message: {
          title: 'Recebemos um PIX de valor diferente do total',
          body: `Recebemos ${formatBRL(notice.amountCents)} por PIX em ${formatDateTime(notice.paidAt)} para ${intent.reference}, cujo total é ${formatBRL(totalCents)}. Nossa equipe financeira vai conferir o pagamento e avisar você. O que passar do total, ou um PIX que não entrar no pagamento, é devolvido à conta de onde o PIX saiu.`,
        },
        data: { paymentIntentId: intent.id, endToEndId: notice.endToEndId },
        webOrigin: deps.config.WEB_ORIGIN,
      });
      return 'AMOUNT_MISMATCH';
    }
    const settled = await settlePaymentIntent(tx, {
      intent,
      actor: 'PROVIDER',
      reason: `PIX recebido (fim a fim ${notice.endToEndId}).`,
      paidAt: notice.paidAt,
      method: 'PIX',
      webOrigin: deps.config.WEB_ORIGIN,
    });
    await setPixNoticeOutcome(tx, notice.endToEndId, settled ? 'PROCESSED' : 'UNMATCHED', intent.id);
    queued = settled?.queuedEmails ?? [];
    return settled ? 'PROCESSED' : 'UNMATCHED';
  });
  await deps.notifier.deliverQueued(queued);
  return status;
}
