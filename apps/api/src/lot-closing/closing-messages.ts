import { formatBRL, formatDateTimeLong } from '@circula/domain';

/** pt-BR texts of the notices after the hammer (in-app title and body; the e-mail wraps the body). */

export interface ClosingLot {
  title: string;
  listingTitle: string;
  amountCents: number;
}

/**
 * The winner's notice. `paymentInstructions` are the paragraphs of the intents created with the win; without
 * them (intents at the Event's end, or created by staff) the buyer is told the instructions come later.
 */
export function lotWonMessage(lot: ClosingLot, paymentInstructions: string[] = []) {
  const next =
    paymentInstructions.length > 0
      ? `\n\n${paymentInstructions.join('\n\n')}`
      : ' Em breve você recebe as instruções de pagamento.';
  return {
    title: `Você arrematou: ${lot.title}`,
    body: `Seu lance de ${formatBRL(lot.amountCents)} venceu o lote "${lot.title}" (${lot.listingTitle}).${next}`,
  };
}

export function conditionalWinMessage(lot: ClosingLot, sellerDeadlineAt: Date) {
  return {
    title: `Lance vencedor condicional: ${lot.title}`,
    body:
      `Seu lance de ${formatBRL(lot.amountCents)} foi o maior no lote "${lot.title}" (${lot.listingTitle}), mas ficou abaixo do ` +
      `valor de reserva. O vendedor tem até ${formatDateTimeLong(sellerDeadlineAt)} para aceitar; sem ` +
      'resposta até lá, o lote é liberado.',
  };
}

export function lotLostMessage(lot: ClosingLot) {
  return {
    title: `Lote encerrado: ${lot.title}`,
    body: `O lote "${lot.title}" (${lot.listingTitle}) foi encerrado com lance vencedor de ${formatBRL(lot.amountCents)}. Seu lance não foi o maior.`,
  };
}

export function conditionalSaleApprovedMessage(lot: ClosingLot) {
  return {
    title: `Venda aprovada: ${lot.title}`,
    body: `O vendedor aceitou seu lance de ${formatBRL(lot.amountCents)} no lote "${lot.title}" (${lot.listingTitle}). Você arrematou o lote e em breve recebe as instruções de pagamento.`,
  };
}

export function conditionalSaleRejectedMessage(lot: ClosingLot) {
  return {
    title: `Venda não aprovada: ${lot.title}`,
    body: `O vendedor não aceitou seu lance de ${formatBRL(lot.amountCents)} no lote "${lot.title}" (${lot.listingTitle}), que ficou abaixo do valor de reserva. Nada será cobrado de você.`,
  };
}

export function conditionalSaleReleasedMessage(lot: ClosingLot) {
  return {
    title: `Prazo encerrado sem resposta: ${lot.title}`,
    body: `O vendedor não respondeu no prazo ao seu lance de ${formatBRL(lot.amountCents)} no lote "${lot.title}" (${lot.listingTitle}), que ficou abaixo do valor de reserva. O lote foi liberado e nada será cobrado de você.`,
  };
}
