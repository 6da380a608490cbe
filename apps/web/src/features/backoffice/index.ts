export { campaignPath, reviewPath, staffBuyerPath } from './api/backoffice';
export { staffPaymentIntentPath } from './api/payments';
export { ApplicationReview } from './components/application-review';
export { AuctioneerLinksPage } from './components/auctioneer-links-page';
export { BackofficeHome } from './components/backoffice-home';
export { BackofficeShell } from './components/backoffice-shell';
export { BuyerAdmin } from './components/buyer-admin';
export { BuyerSearchPage } from './components/buyer-search-page';
export {
  CampaignComposePage,
  CampaignDetailPage,
  CampaignEditPage,
  CampaignListPage,
} from './components/campaign-pages';
export { CreditGrantsPage } from './components/credit-grants-page';
export { EmailPreviewPage } from './components/email-preview-page';
export { PaymentQueuePage } from './components/payment-queue-page';
export { PaymentReview } from './components/payment-review';
export { PendingChargesPanel } from './components/pending-charges-panel';
export { PixReturnsPanel } from './components/pix-returns-panel';
export { QueuePage } from './components/queue-page';
export { ReferralAdminPage } from './components/referral-admin-page';
export { RefundQueuePage, RefundStaffPage } from './components/refund-queue-page';
export { RevenueChart, RevenuesPage } from './components/revenues-page';
export { NoPermission, SectionGate, useStaffAccess } from './components/staff-access';
export { StaffManagementPage } from './components/staff-management-page';
export { AuditLogPageView, JobHealthPage, OutboxPageView } from './components/tech-tools-pages';
export { backofficeTitle, canAct, staffAccessPath, visibleSections } from './lib/access';
