import {
  checkCounterPrice,
  checkOfferPrice,
  formatBRL,
  minimumOfferCents,
  type NegotiationStatus,
  negotiationStatusLabels,
  type OfferView,
  parseCurrencyToCents,
} from '@circula/domain';

/** What the pages say of an offer's status, with the system's reason when it closed it. */
export function offerStatusText(offer: Pick<OfferView, 'status' | 'closedReason'>): string {
  if (offer.closedReason === 'EXPIRED') return 'Expirada (prazo de resposta encerrado)';
  if (offer.closedReason === 'LOT_SOLD') return 'Encerrada (lote vendido)';
  return negotiationStatusLabels[offer.status];
}

export const statusTone: Record<NegotiationStatus, string> = {
  PENDING_SELLER_RESPONSE: 'bg-amber-100 text-amber-900',
  PENDING_BUYER_RESPONSE: 'bg-sky-100 text-sky-900',
  ACCEPTED_BY_SELLER: 'bg-emerald-100 text-emerald-900',
  ACCEPTED_BY_BUYER: 'bg-emerald-100 text-emerald-900',
  REJECTED_BY_SELLER: 'bg-zinc-100 text-zinc-800',
  REJECTED_BY_BUYER: 'bg-zinc-100 text-zinc-800',
  CANCELLED_BY_BUYER: 'bg-zinc-100 text-zinc-800',
};

export const unitPriceText = (cents: number, quantity: number) =>
  quantity > 1 ? `${formatBRL(cents)} por unidade (${quantity} unidades)` : formatBRL(cents);

/** The typed value of an offer, in centavos, or the pt-BR message that says what is wrong with it. */
export function readOfferPrice(text: string, askingCents: number): { cents: number } | { error: string } {
  const cents = parseCurrencyToCents(text);
  if (cents === null || !text.trim()) return { error: 'Informe um valor em reais, por exemplo 450,00.' };
  switch (checkOfferPrice({ askingCents, offerCents: cents })) {
    case 'NOT_POSITIVE':
      return { error: 'O valor da oferta deve ser maior que zero.' };
    case 'NOT_BELOW_ASKING':
      return { error: `A oferta deve ser menor que o preço pedido (${formatBRL(askingCents)}).` };
    case 'BELOW_FLOOR':
      return { error: `A oferta mínima é ${formatBRL(minimumOfferCents(askingCents))}.` };
    default:
      return { cents };
  }
}

/** The typed counter-offer, in centavos, or the message that says what is wrong with it. */
export function readCounterPrice(text: string, offer: OfferView): { cents: number } | { error: string } {
  const cents = parseCurrencyToCents(text);
  if (cents === null || !text.trim()) return { error: 'Informe um valor em reais, por exemplo 650,00.' };
  const problem = checkCounterPrice({
    askingCents: offer.askingUnitPriceCents,
    offerCents: offer.offerUnitPriceCents,
    counterCents: cents,
  });
  if (problem) {
    return {
      error: `A contraproposta deve ser maior que a oferta (${formatBRL(offer.offerUnitPriceCents)}) e menor que o preço pedido (${formatBRL(offer.askingUnitPriceCents)}).`,
    };
  }
  return { cents };
}
