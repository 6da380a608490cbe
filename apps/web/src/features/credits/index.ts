export { CreditsMenuLine, CreditsSection } from './components/credits-section';
export { ReferralProgramme } from './components/referral-programme';
export { useReferralLink } from './hooks/use-credits';
