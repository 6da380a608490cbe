import { formatBRL, formatDateTime, type SettledPaymentIntentStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { notifyBuyer } from './notify-buyer.js';
import type { IntentRow } from './payments-repository.js';

/** Why the purchase's PIX of another amount did not pay it, as the notice's first sentence says it. */
const settledAs: Record<SettledPaymentIntentStatus, (reference: string, amount: string) => string> = {
  PAID: (reference, amount) =>
    `A compra ${reference} está paga, e ${amount} dos PIX que você enviou para ela não entraram no pagamento`,
  CANCELLED: (reference) =>
    `A compra ${reference} foi cancelada, e os PIX que você enviou para ela não a pagaram`,
  UNCOLLECTIBLE: (reference) =>
    `A compra ${reference} não foi paga no prazo, e os PIX que você enviou para ela não pagavam o total`,
};

/**
 * Tells the buyer, by bell and e-mail in the settling transaction, that PIX payments of another amount will be
 * given back (decision 288): how much, and which payments, by amount and date.
 */
export async function tellBuyerOfPixToGiveBack(
  tx: Database,
  input: {
    intent: IntentRow;
    marked: { endToEndId: string; amountCents: number; paidAt: Date; toReturnCents: number }[];
    settledAs: SettledPaymentIntentStatus;
    webOrigin: string;
  },
) {
  const { intent, marked } = input;
  const sentence = settledAs[input.settledAs];
  const amount = formatBRL(marked.reduce((sum, notice) => sum + notice.toReturnCents, 0));
  const payments = marked
    .map((notice) => `${formatBRL(notice.amountCents)} recebido em ${formatDateTime(notice.paidAt)}`)
    .join('; ');
  return notifyBuyer(tx, {
    buyerId: intent.buyerId,
    type: 'PIX_AMOUNT_TO_RETURN',
    message: {
      title: `Vamos devolver ${amount} do seu PIX`,
      body: `${sentence(intent.reference, amount)} (${payments}). Nossa equipe financeira vai devolver ${input.settledAs === 'PAID' ? 'esse valor' : amount} à conta de onde o PIX saiu, e avisaremos você quando a devolução for feita.`,
    },
    data: { paymentIntentId: intent.id, endToEndIds: marked.map((notice) => notice.endToEndId) },
    webOrigin: input.webOrigin,
  });
}
