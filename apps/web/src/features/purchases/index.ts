export { PurchasePage } from './components/purchase-page';
export { PurchaseReceiptPage } from './components/purchase-receipt';
export { PurchasesSection } from './components/purchases-section';
