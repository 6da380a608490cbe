'use client';

// The avatar of the header and the account facts behind it, apart from the menu panel so the header can
// show the avatar without loading the menu.
import { accountBanners, avatarBadge, verifyAccountLink } from '@circula/domain';
import { UserIcon } from '@/components/icons';
import { useAccount } from '@/features/buyer-application/account';
import { useReferralLink } from '@/features/credits/menu';
import type { CurrentUser } from '../api/auth-api';
import { useCurrentUser } from '../hooks/use-auth';

/**
 * What the account menu knows about a person. Buyer and application fields come with the buyer
 * onboarding; until then they are absent and the rules read them as "not verified, nothing sent".
 */
export interface AccountFacts {
  user: CurrentUser;
  buyer?: { status: 'UNVERIFIED' | 'VERIFIED'; blockedAt: string | null; username?: string | null } | null;
  applicationStatus?:
    | 'REGISTRATION_DATA_SENT'
    | 'ADDRESS_SENT'
    | 'UNDER_REVIEW'
    | 'APPROVED'
    | 'REJECTED'
    | null;
  hasReferralLink?: boolean;
}

export function accountState({ user, buyer, applicationStatus, hasReferralLink = false }: AccountFacts) {
  const phoneVerified = Boolean(user.phoneVerifiedAt);
  const blocked = buyer?.blockedAt != null;
  const buyerStatus = buyer?.status ?? null;
  return {
    /** The menu's name line (spec §2): the buyer's username, when there is one. */
    username: buyer?.username || null,
    phoneVerified,
    verified: buyerStatus === 'VERIFIED',
    banners: accountBanners({
      blocked,
      phoneVerified,
      buyerStatus,
      applicationStatus: applicationStatus ?? null,
    }),
    badge: avatarBadge({ verified: buyerStatus === 'VERIFIED', phoneVerified, hasReferralLink, blocked }),
    verifyLink: verifyAccountLink({
      buyerStatus,
      applicationStatus: applicationStatus ?? null,
      phoneVerified,
    }),
  };
}

/** What the menu and the avatar show, from the user plus their buyer and active application. */
export function useAccountMenuState(user: CurrentUser | null | undefined) {
  const account = useAccount();
  const referral = useReferralLink(Boolean(user) && Boolean(account.buyer));
  if (!user) return null;
  return accountState({
    user,
    buyer: account.buyer ?? null,
    applicationStatus: account.application?.status ?? null,
    // Until the link query answers, its absence is no warning (no badge flashing on every page).
    hasReferralLink: referral.loaded ? referral.link !== null : true,
  });
}

/** What the avatar shows, read once for its trigger: the trigger's name, the initial and the badge. */
export interface AvatarView {
  /** "Menu da conta", followed by what the badge shows, so a screen reader hears the warning it draws. */
  name: string;
  /** The user's initial when signed in, else null (a person icon). */
  initial: string | null;
  badge: 'danger' | 'warning' | null;
}

export function useAvatar(): AvatarView {
  const { auth, user } = useCurrentUser();
  const badge = useAccountMenuState(user)?.badge ?? null;
  const name =
    badge === 'danger'
      ? 'Menu da conta — conta bloqueada'
      : badge === 'warning'
        ? 'Menu da conta — atenção: pendências na conta'
        : 'Menu da conta';
  const initial = auth.status === 'signed-in' ? user?.name.trim().charAt(0).toUpperCase() || null : null;
  return { name, initial, badge };
}

/** The avatar: the initial when signed in, with the warning or danger badge (its words are in the trigger's name). */
export function AvatarStatus({ avatar: { initial, badge } }: { avatar: AvatarView }) {
  return (
    <span className="relative flex size-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
      {initial ?? <UserIcon className="size-5" />}
      {badge ? (
        <span
          data-testid="avatar-badge"
          className={`absolute -top-0.5 -right-0.5 size-3 rounded-full ring-2 ring-white ${badge === 'danger' ? 'bg-red-600' : 'bg-amber-500'}`}
        />
      ) : null}
    </span>
  );
}
