import {
  type AcceptBuyersMode,
  acceptsBuyerType,
  type BuyerStatus,
  type BuyerType,
  bidRefusalMessages,
} from '@circula/domain';
import { AppError } from '../shared/errors.js';

export const sellerOwnListing = () =>
  new AppError('SELLER_OWN_LISTING', bidRefusalMessages.SELLER_OWN_LISTING);

/**
 * The reason a buyer may not enrol or bid, checked in this order; the same words everywhere. A user of the
 * Event's seller (seller_users, any role) never takes part in it: bidding on one's own goods is shill
 * bidding.
 */
export function assertBuyerMayParticipate(
  buyer: { status: BuyerStatus; type: BuyerType; blocked: boolean; sellerMember: boolean } | null,
  acceptBuyersMode: AcceptBuyersMode,
): void {
  if (!buyer) {
    throw new AppError('NOT_A_BUYER', 'Complete seu cadastro de comprador para participar dos leilões.');
  }
  if (buyer.sellerMember) throw sellerOwnListing();
  if (buyer.blocked) {
    throw new AppError(
      'BUYER_BLOCKED',
      'Sua conta de comprador está bloqueada. Fale com o atendimento para regularizá-la.',
    );
  }
  if (buyer.status !== 'VERIFIED') {
    throw new AppError(
      'BUYER_NOT_VERIFIED',
      'Seu cadastro ainda não foi aprovado. Envie seus documentos e aguarde a verificação para participar.',
    );
  }
  if (!acceptsBuyerType(acceptBuyersMode, buyer.type)) {
    throw new AppError(
      'BUYER_TYPE_NOT_ACCEPTED',
      acceptBuyersMode === 'ONLY_NATURAL_PERSONS'
        ? 'Este evento aceita apenas pessoas físicas.'
        : 'Este evento aceita apenas pessoas jurídicas.',
    );
  }
}
