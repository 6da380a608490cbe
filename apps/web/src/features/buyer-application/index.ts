export type {
  AccountUser,
  ApplicationDocument,
  ApplicationDocuments,
  Buyer,
  BuyerApplication,
} from './api/types';
export {
  AccountStatusBanners,
  AvatarBadge,
  blockReasonLabels,
  SignedInBanners,
  VerifiedSeal,
  VerifyAccountLink,
} from './components/account-status';
export { useAccount } from './hooks/use-account';
export { type AccountStatus, deriveAccountStatus } from './lib/account-status';
