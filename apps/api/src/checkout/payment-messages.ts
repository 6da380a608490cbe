import { formatBRL, formatDateTimeLong, type PaymentMethod } from '@circula/domain';

/** pt-BR texts of the payment notices (in-app title and body; the e-mail wraps the body). */

export interface IntentSummary {
  id: string;
  reference: string;
  totalCents: number;
  dueAt: Date | null;
  allowedMethods: PaymentMethod[];
  part: 'ALL' | 'PRICE' | 'CHARGES' | 'FINE';
  listingTitle: string;
}

export const purchaseUrl = (webOrigin: string, intentId: string) =>
  `${webOrigin.replace(/\/$/, '')}/conta/compras/${intentId}`;

const dueText = (dueAt: Date | null) =>
  dueAt ? ` até ${formatDateTimeLong(dueAt)} (horário de Brasília)` : '';

function howToPay(intent: IntentSummary) {
  if (intent.allowedMethods.length === 1 && intent.allowedMethods[0] === 'DEPOSIT_RECEIPT') {
    return intent.part === 'PRICE'
      ? 'Faça o depósito judicial do valor do lance e envie o comprovante'
      : 'Faça o depósito judicial e envie o comprovante';
  }
  if (intent.allowedMethods.length === 1) {
    return intent.part === 'CHARGES'
      ? 'Pague a comissão do leiloeiro e a taxa administrativa por PIX (copia e cola ou QR code)'
      : 'Pague por PIX (copia e cola ou QR code)';
  }
  return 'Pague por PIX (copia e cola ou QR code) ou envie o comprovante de depósito';
}

/** The payment instructions of one intent, as a paragraph of a notice. */
export function paymentInstructions(intent: IntentSummary, webOrigin: string) {
  return `Pagamento ${intent.reference}: ${formatBRL(intent.totalCents)}${dueText(intent.dueAt)}. ${howToPay(intent)} em ${purchaseUrl(webOrigin, intent.id)}.`;
}

export function paymentAvailableMessage(intents: IntentSummary[], webOrigin: string) {
  const listingTitle = intents[0]!.listingTitle;
  return {
    title: `Pagamento disponível: ${listingTitle}`,
    body: `Suas compras em "${listingTitle}" já podem ser pagas.\n\n${intents
      .map((intent) => paymentInstructions(intent, webOrigin))
      .join('\n\n')}`,
  };
}

export function paymentReminderMessage(intent: IntentSummary, webOrigin: string, lastDay: boolean) {
  return {
    title: lastDay
      ? `Último dia para pagar: ${intent.reference}`
      : `Lembrete: o prazo de ${intent.reference} termina amanhã`,
    body: `${paymentInstructions(intent, webOrigin)} Sem o pagamento no prazo, a compra é cancelada, é cobrada uma multa e sua conta fica bloqueada para lances.`,
  };
}

export function paymentConfirmedMessage(intent: IntentSummary) {
  return {
    title: `Pagamento confirmado: ${intent.reference}`,
    body: `Recebemos o pagamento de ${formatBRL(intent.totalCents)} (${intent.reference}, "${intent.listingTitle}"). Obrigado!`,
  };
}

export function receiptRefusedMessage(intent: IntentSummary, reason: string, webOrigin: string) {
  return {
    title: `Comprovante recusado: ${intent.reference}`,
    body: `O comprovante enviado para ${intent.reference} foi recusado pela equipe financeira. Motivo: ${reason}\n\n${paymentInstructions(intent, webOrigin)}`,
  };
}

export function fineCreatedMessage(fine: IntentSummary, webOrigin: string) {
  return {
    title: `Multa por não pagamento: ${fine.listingTitle}`,
    body: `O prazo de pagamento da sua compra em "${fine.listingTitle}" terminou sem pagamento: a compra foi cancelada e sua conta foi bloqueada para lances. ${paymentInstructions(fine, webOrigin)} O bloqueio é retirado assim que a multa for paga.`,
  };
}

export function buyerUnblockedMessage() {
  return {
    title: 'Sua conta foi desbloqueada',
    body: 'Recebemos o pagamento da multa e sua conta voltou a poder dar lances e comprar.',
  };
}
