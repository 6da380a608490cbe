/**
 * The offers' pieces that other features' server components render (the lot page's offer button), by their
 * own files: a page that imports the feature's index carries every client component of the feature (the
 * buyer's and seller's offer lists among them), since the index is not tree-shaken (decision 048).
 */
export { MakeOfferButton } from './components/make-offer-button';
