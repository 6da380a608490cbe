import {
  type BuyerCreditsResponse,
  type CreditStatementResponse,
  type UserReferralCampaign,
  type UserReferralLink,
  userReferralLinkResponseSchema,
} from '@circula/domain';
import { authedJson } from '@/features/session';
import { referralLinkPath } from './referral-link';

export const buyerCreditsPath = (buyerId: string) => `web/buyers/${buyerId}/credits`;
export const creditStatementPath = (buyerId: string, take: number, skip: number) =>
  `${buyerCreditsPath(buyerId)}/statement?take=${take}&skip=${skip}`;
export const referralCampaignPath = 'web/referrals/campaigns/active';
export const referralStatementPath = 'web/referrals/statements';

export type { BuyerCreditsResponse, CreditStatementResponse, UserReferralCampaign, UserReferralLink };

export function createReferralLink() {
  return authedJson(referralLinkPath, userReferralLinkResponseSchema, { method: 'POST', json: {} });
}
