import {
  type MakeOfferInput,
  type OfferListResponse,
  type OfferTerms,
  type OfferView,
  offerResponseSchema,
} from '@circula/domain';
import { authedJson } from '@/features/session';

/** The offers' calls; request and answer types come from the shared contract in @circula/domain. */

export const buyerOffersPath = (buyerId: string) => `web/buyers/${buyerId}/offers`;
export const sellerOffersPath = 'seller/offers?status=ALL';

export type { OfferTerms, OfferView };

export function makeOffer(lotId: string, input: MakeOfferInput) {
  return authedJson(`web/lots/${lotId}/offers`, offerResponseSchema, {
    method: 'POST',
    json: input,
    retry: 0,
  });
}

export type BuyerOfferAction = 'accept' | 'reject' | 'cancel';

export function answerAsBuyer(buyerId: string, offerId: string, action: BuyerOfferAction) {
  return authedJson(`${buyerOffersPath(buyerId)}/${offerId}/${action}`, offerResponseSchema, {
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
  return authedJson(`seller/offers/${offerId}/${action}`, offerResponseSchema, {
    method: 'POST',
    json: body,
    retry: 0,
  });
}

export type { OfferListResponse };
