/** The signed-in user's account and buyer status as data, without the banners' UI (decisions 048, 243). */
export { useAccount } from './hooks/use-account';
export { type AccountStatus, deriveAccountStatus } from './lib/account-status';
