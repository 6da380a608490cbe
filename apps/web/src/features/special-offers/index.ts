export { SpecialOffersSection } from './components/special-offers-section';
export { useSpecialOffersAccess } from './hooks/use-special-offers';
