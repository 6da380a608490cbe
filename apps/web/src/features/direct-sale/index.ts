export { BuyNowBox } from './components/buy-now-box';
export { ListingCheckoutPage } from './components/listing-checkout-page';
