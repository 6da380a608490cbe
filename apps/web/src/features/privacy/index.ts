export { PrivacySection } from './components/privacy-section';
