export { ApplicationReview } from './components/application-review';
export { BackofficeShell } from './components/backoffice-shell';
export { BuyerAdmin } from './components/buyer-admin';
export { QueuePage } from './components/queue-page';
