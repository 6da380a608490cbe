export { updateUsername } from './api/buyer-application';
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
export {
  acceptedDocumentTypes,
  checkDocumentFile,
  documentStatusLabels,
  formatFileSize,
} from './components/document-upload';
export { useAccount } from './hooks/use-account';
export { type AccountStatus, deriveAccountStatus } from './lib/account-status';
export { documentOf } from './lib/steps';
