import {
  type AccountBanner,
  accountBanners,
  avatarBadge,
  isBuyerBlocked,
  type VerifyAccountLink,
  verifyAccountLink,
} from '@circula/domain';
import type { AccountUser, Buyer, BuyerApplication } from '../api/types';

export interface AccountStatus {
  banners: AccountBanner[];
  verifyLink: VerifyAccountLink | null;
  badge: 'danger' | 'warning' | null;
  verified: boolean;
  blocked: boolean;
  phoneVerified: boolean;
}

/**
 * Everything the header, the menu and /conta show about the account, derived by the domain rules (spec §4)
 * from the user, the buyer and the active application. The referral programme does not exist yet, so no
 * buyer can lack a link: that condition of the badge waits for it.
 */
export function deriveAccountStatus(input: {
  user: Pick<AccountUser, 'phoneVerifiedAt'>;
  buyer: Pick<Buyer, 'status' | 'blockedAt'> | null;
  application: Pick<BuyerApplication, 'status'> | null;
  hasReferralLink?: boolean;
}): AccountStatus {
  const phoneVerified = input.user.phoneVerifiedAt != null;
  const blocked = input.buyer ? isBuyerBlocked(input.buyer) : false;
  const buyerStatus = input.buyer?.status ?? null;
  const applicationStatus = input.application?.status ?? null;
  const verified = buyerStatus === 'VERIFIED';
  return {
    banners: accountBanners({ blocked, phoneVerified, buyerStatus, applicationStatus }),
    verifyLink: verifyAccountLink({ buyerStatus, applicationStatus, phoneVerified }),
    badge: avatarBadge({ verified, phoneVerified, blocked, hasReferralLink: input.hasReferralLink ?? true }),
    verified,
    blocked,
    phoneVerified,
  };
}
