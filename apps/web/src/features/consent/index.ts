export { Analytics } from './components/analytics';
export * from './lib/cookie-choice';
