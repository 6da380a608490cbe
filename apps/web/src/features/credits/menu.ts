/** The credit line of the account menu and the referral link behind the avatar (decisions 048, 243). */
export { CreditsMenuLine } from './components/credits-section';
export { useReferralLink } from './hooks/use-credits';
