export { CreditsMenuLine } from './components/credits-menu-line';
export { CreditsSection } from './components/credits-section';
export { ReferralProgramme } from './components/referral-programme';
export { useReferralLink } from './hooks/use-referral-link';
