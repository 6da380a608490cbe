import type {
  AcceptBuyersMode,
  BuyerApplicationStatus,
  BuyerStatus,
  BuyerType,
  DocumentStatus,
} from './enums.js';

type MaybeStatus = DocumentStatus | null | undefined;

/** From the photo-ID front and back: rejected if either is, else approved if either is, else under review. */
export function naturalPersonDocumentStatus(front?: MaybeStatus, back?: MaybeStatus): DocumentStatus {
  if (front === 'REJECTED' || back === 'REJECTED') return 'REJECTED';
  if (front === 'APPROVED' || back === 'APPROVED') return 'APPROVED';
  return 'UNDER_REVIEW';
}

/** The incorporation document's status; none sent yet reads as under review, as for a natural person. */
export function juridicalPersonDocumentStatus(incorporation?: MaybeStatus): DocumentStatus {
  return incorporation ?? 'UNDER_REVIEW';
}

/** A buyer is blocked while blockedAt is set. */
export function isBuyerBlocked(buyer: { blockedAt: Date | string | null | undefined }): boolean {
  return buyer.blockedAt != null;
}

export type VerifyAccountLink = '/auth/verificar-conta' | '/auth/verificar-telefone';

/**
 * The 'Verificar conta' link: shown while the buyer is not VERIFIED and the application is neither
 * APPROVED nor UNDER_REVIEW; it leads to the account step once the phone is verified, else to the phone.
 */
export function verifyAccountLink(input: {
  buyerStatus: BuyerStatus | null | undefined;
  applicationStatus: BuyerApplicationStatus | null | undefined;
  phoneVerified: boolean;
}): VerifyAccountLink | null {
  if (input.buyerStatus === 'VERIFIED') return null;
  if (input.applicationStatus === 'APPROVED' || input.applicationStatus === 'UNDER_REVIEW') return null;
  return input.phoneVerified ? '/auth/verificar-conta' : '/auth/verificar-telefone';
}

export const accountBannerTexts = {
  blocked: 'Conta bloqueada',
  phoneUnverified: 'Telefone não verificado',
  accountUnverified: 'Conta não verificada',
  underReview: 'Cadastro em análise',
} as const;
export type AccountBanner = (typeof accountBannerTexts)[keyof typeof accountBannerTexts];

/**
 * The banners of the avatar menu, most urgent first. 'Cadastro em análise' replaces 'Conta não
 * verificada' while the application is under review: the buyer has done their part.
 */
export function accountBanners(input: {
  blocked: boolean;
  phoneVerified: boolean;
  buyerStatus: BuyerStatus | null | undefined;
  applicationStatus: BuyerApplicationStatus | null | undefined;
}): AccountBanner[] {
  const banners: AccountBanner[] = [];
  if (input.blocked) banners.push(accountBannerTexts.blocked);
  if (!input.phoneVerified) banners.push(accountBannerTexts.phoneUnverified);
  if (input.applicationStatus === 'UNDER_REVIEW') banners.push(accountBannerTexts.underReview);
  else if (input.buyerStatus !== 'VERIFIED') banners.push(accountBannerTexts.accountUnverified);
  return banners;
}

/** Danger when the buyer is blocked; warning when unverified, phone unverified or without a referral link. */
export function avatarBadge(input: {
  verified: boolean;
  phoneVerified: boolean;
  hasReferralLink: boolean;
  blocked: boolean;
}): 'danger' | 'warning' | null {
  if (input.blocked) return 'danger';
  if (!input.verified || !input.phoneVerified || !input.hasReferralLink) return 'warning';
  return null;
}

/** Whether an Event's accept-buyers mode lets this kind of person enrol. */
export function acceptsBuyerType(mode: AcceptBuyersMode, buyerType: BuyerType): boolean {
  if (mode === 'ALL') return true;
  return mode === (buyerType === 'NATURAL_PERSON' ? 'ONLY_NATURAL_PERSONS' : 'ONLY_JURIDICAL_PERSONS');
}
