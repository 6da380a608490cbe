export {
  approveRefund,
  fetchRefundPhotoLink,
  markRefundPayoutPaid,
  refundQueuePageSize,
  refundQueuePath,
  refundRequestHref,
  rejectRefund,
  staffRefundHref,
  staffRefundPath,
} from './api/refunds';
export { RefundDetails } from './components/refund-details';
export { RefundRequestPage } from './components/refund-request-page';
export { RefundsSection } from './components/refunds-section';
