import type { MakeOfferInput, OfferListResponse, OfferTerms, OfferView } from '@circula/domain';
import { authedJson } from '@/features/session';

/** The offers' calls; request and answer types come from the shared contract in @circula/domain. */

export const offerTermsPath = (lotId: string) => `web/lots/${lotId}/offer-terms`;
export const buyerOffersPath = (buyerId: string) => `web/buyers/${buyerId}/offers`;
export const sellerOffersPath = 'seller/offers?status=ALL';

export type { OfferTerms, OfferView };

export function makeOffer(lotId: string, input: MakeOfferInput) {
  return authedJson<{ offer: OfferView }>(`web/lots/${lotId}/offers`, {
    method: 'POST',
    json: input,
    retry: 0,
  });
}

export type BuyerOfferAction = 'accept' | 'reject' | 'cancel';

export function answerAsBuyer(buyerId: string, offerId: string, action: BuyerOfferAction) {
  return authedJson<{ offer: OfferView }>(`${buyerOffersPath(buyerId)}/${offerId}/${action}`, {
    method: 'POST',
    retry: 0,
  });
}

export type SellerOfferAnswer =
  | { action: 'accept' }
  | { action: 'reject'; reason: string }
  | { action: 'counter'; unitPriceCents: number };

export function answerAsSeller(offerId: string, answer: SellerOfferAnswer) {
  const { action, ...body } = answer;
  return authedJson<{ offer: OfferView }>(`seller/offers/${offerId}/${action}`, {
    method: 'POST',
    json: body,
    retry: 0,
  });
}

export type { OfferListResponse };
