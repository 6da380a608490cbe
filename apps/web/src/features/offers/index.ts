export { MakeOfferButton } from './components/make-offer-button';
export { MyOffersPage } from './components/my-offers-page';
export { MyOffersSection } from './components/my-offers-section';
export { SellerOffers } from './components/seller-offers';
