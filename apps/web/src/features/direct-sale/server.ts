/**
 * The direct sale's pieces that other features' server components render (the lot page's buy box), by their
 * own files: a page that imports the feature's index carries every client component of the feature (the
 * checkout form and its phone rules among them), since the index is not tree-shaken (decision 048).
 */
export { BuyNowBox } from './components/buy-now-box';
