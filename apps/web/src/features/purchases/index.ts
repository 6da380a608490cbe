export { buyerRefundsPath, paymentIntentPath } from './api/purchases';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { PaymentBreakdown, PaymentHistory } from './components/purchase-details';
export { PurchasePage } from './components/purchase-page';
export { PurchaseReceiptPage } from './components/purchase-receipt';
export { HeldRefunds, useRefundsOfPurchase } from './components/purchase-refunds';
export { PurchasesSection } from './components/purchases-section';
export { paymentMethodLabels, paymentStatusLabels, paymentTypeLabels } from './lib/status';
