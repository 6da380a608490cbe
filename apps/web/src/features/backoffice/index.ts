export { ApplicationReview } from './components/application-review';
export { BackofficeShell } from './components/backoffice-shell';
export { BuyerAdmin } from './components/buyer-admin';
export { PaymentQueuePage } from './components/payment-queue-page';
export { PaymentReview } from './components/payment-review';
export { PendingChargesPanel } from './components/pending-charges-panel';
export { QueuePage } from './components/queue-page';
export { BackofficeHome, SectionGate } from './components/staff-access';
export { staffAccessPath, visibleSections } from './lib/access';
