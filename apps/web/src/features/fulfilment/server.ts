/**
 * The fulfilment pieces that other features' server components render (the Event page's visit booking), by
 * their own files: a page that imports the feature's index carries every client component of the feature
 * (the door check, the seller's pick-up and title-transfer screens among them), since the index is not
 * tree-shaken (decision 048). The booking itself loads after the page came alive (decision 260).
 */
export { VisitBooking } from './components/visit-booking-loader';
