import {
  formatBRL,
  formatDateTimeLong,
  type NegotiationAction,
  type NegotiationActor,
} from '@circula/domain';

/** pt-BR texts of the offer notices (in-app title and body; the e-mail wraps the body). */

export interface OfferSubject {
  lotNumber: number;
  lotTitle: string;
  listingTitle: string;
  quantity: number;
  buyerUsername: string;
}

const lotName = (offer: OfferSubject) => `Lote ${offer.lotNumber} — ${offer.lotTitle}`;
const priceText = (unitCents: number, quantity: number) =>
  quantity > 1 ? `${formatBRL(unitCents)} por unidade (${quantity} unidades)` : formatBRL(unitCents);
const until = (at: Date) => `${formatDateTimeLong(at)} (horário de Brasília)`;

export const offersUrl = (webOrigin: string, side: 'BUYER' | 'SELLER') =>
  `${webOrigin.replace(/\/$/, '')}${side === 'BUYER' ? '/conta/ofertas' : '/vendedor/ofertas'}`;

export interface Notice {
  title: string;
  body: string;
}

/** What the buyer and the seller's users read about a move. */
export function offerNotices(
  move: { actor: NegotiationActor; action: NegotiationAction | 'MAKE' },
  offer: OfferSubject & {
    unitPriceCents: number | null;
    reason: string | null;
    expiresAt: Date;
  },
  webOrigin: string,
): { buyer: Notice; seller: Notice } {
  const lot = lotName(offer);
  const price = offer.unitPriceCents === null ? '' : priceText(offer.unitPriceCents, offer.quantity);
  const buyerLink = `\n\nAcompanhe em ${offersUrl(webOrigin, 'BUYER')}.`;
  const sellerLink = `\n\nResponda em ${offersUrl(webOrigin, 'SELLER')}.`;
  const sellerRead = `\n\nVeja em ${offersUrl(webOrigin, 'SELLER')}.`;
  switch (move.action) {
    case 'MAKE':
      return {
        buyer: {
          title: `Oferta enviada: ${lot}`,
          body: `Sua oferta de ${price} por "${lot}" (${offer.listingTitle}) foi enviada ao vendedor, que pode responder até ${until(offer.expiresAt)}.${buyerLink}`,
        },
        seller: {
          title: `Nova oferta: ${lot}`,
          body: `${offer.buyerUsername} ofereceu ${price} por "${lot}" (${offer.listingTitle}). Responda até ${until(offer.expiresAt)}.${sellerLink}`,
        },
      };
    case 'COUNTER':
      return {
        buyer: {
          title: `Contraproposta: ${lot}`,
          body: `O vendedor respondeu sua oferta por "${lot}" com uma contraproposta de ${price}. Aceite ou recuse até ${until(offer.expiresAt)}.${buyerLink}`,
        },
        seller: {
          title: `Contraproposta enviada: ${lot}`,
          body: `A contraproposta de ${price} foi enviada a ${offer.buyerUsername}.${sellerRead}`,
        },
      };
    case 'ACCEPT':
      return move.actor === 'SELLER'
        ? {
            buyer: {
              title: `Oferta aceita: ${lot}`,
              body: `O vendedor aceitou sua oferta de ${price} por "${lot}". O pagamento já está disponível em Minhas compras.${buyerLink}`,
            },
            seller: {
              title: `Oferta aceita: ${lot}`,
              body: `A oferta de ${offer.buyerUsername} (${price}) foi aceita e a cobrança foi criada.${sellerRead}`,
            },
          }
        : {
            buyer: {
              title: `Contraproposta aceita: ${lot}`,
              body: `Você aceitou a contraproposta de ${price} por "${lot}". O pagamento já está disponível em Minhas compras.${buyerLink}`,
            },
            seller: {
              title: `Contraproposta aceita: ${lot}`,
              body: `${offer.buyerUsername} aceitou sua contraproposta de ${price} e a cobrança foi criada.${sellerRead}`,
            },
          };
    case 'REJECT':
      return move.actor === 'SELLER'
        ? {
            buyer: {
              title: `Oferta recusada: ${lot}`,
              body: `O vendedor recusou sua oferta por "${lot}". Motivo: ${offer.reason ?? '—'}${buyerLink}`,
            },
            seller: {
              title: `Oferta recusada: ${lot}`,
              body: `A oferta de ${offer.buyerUsername} foi recusada.${sellerRead}`,
            },
          }
        : {
            buyer: {
              title: `Contraproposta recusada: ${lot}`,
              body: `Você recusou a contraproposta por "${lot}".${buyerLink}`,
            },
            seller: {
              title: `Contraproposta recusada: ${lot}`,
              body: `${offer.buyerUsername} recusou sua contraproposta.${sellerRead}`,
            },
          };
    case 'CANCEL':
      return {
        buyer: {
          title: `Oferta cancelada: ${lot}`,
          body: `Você cancelou sua oferta por "${lot}".${buyerLink}`,
        },
        seller: {
          title: `Oferta cancelada: ${lot}`,
          body: `${offer.buyerUsername} cancelou a oferta por "${lot}".${sellerRead}`,
        },
      };
    case 'EXPIRE':
      return {
        buyer: {
          title: `Oferta expirada: ${lot}`,
          body: `A negociação por "${lot}" terminou porque o prazo de resposta acabou.${buyerLink}`,
        },
        seller: {
          title: `Oferta expirada: ${lot}`,
          body: `A negociação com ${offer.buyerUsername} por "${lot}" terminou porque o prazo de resposta acabou.${sellerRead}`,
        },
      };
    case 'LOT_SOLD':
      return {
        buyer: {
          title: `Lote vendido: ${lot}`,
          body: `"${lot}" foi vendido e sua oferta foi encerrada. Veja outros lotes do evento "${offer.listingTitle}".${buyerLink}`,
        },
        seller: {
          title: `Oferta encerrada: ${lot}`,
          body: `O lote foi vendido; a oferta de ${offer.buyerUsername} foi encerrada.${sellerRead}`,
        },
      };
  }
}
