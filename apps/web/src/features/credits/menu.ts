/** The credit line of the account menu and the referral link behind the avatar (decisions 048, 243, 260). */
export { CreditsMenuLine } from './components/credits-menu-line';
export { useReferralLink } from './hooks/use-referral-link';
