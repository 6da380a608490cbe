export { AboutPage } from './components/about-page';
export { HowItWorksPage } from './components/how-it-works-page';
export { SupportPage } from './components/support-page';
