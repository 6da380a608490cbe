export { DoorCheck } from './components/door-check';
export { PurchaseFulfilment } from './components/purchase-fulfilment';
export { SellerPickUps } from './components/seller-pick-ups';
export { SellerScheduleEditor } from './components/seller-schedule-editor';
export { SellerTitleTransfers } from './components/seller-title-transfers';
export { VisitBooking } from './components/visit-booking';
export { useBuyerFulfilment } from './hooks/use-buyer-fulfilment';
export { deliverySteps } from './lib/delivery';
