import type {
  AddScheduleInput,
  BuyerFulfilment,
  LotFulfilment,
  PickUpCheck,
  SellerPickUpList,
  SellerSchedules,
  SellerTitleTransfers,
} from '@circula/domain';
import { uploadWithProgress } from '@/features/buyer-application';
import { authedJson } from '@/features/session';

export const buyerFulfilmentPath = (buyerId: string, listingId: string) =>
  `web/buyers/${buyerId}/listings/${listingId}/fulfilment`;
export const sellerPickUpsPath = (listingId: string) => `seller/listings/${listingId}/pick-ups`;

export function bookSlot(buyerId: string, listingId: string, slotId: string) {
  return authedJson<BuyerFulfilment>(`web/buyers/${buyerId}/listings/${listingId}/bookings`, {
    method: 'POST',
    json: { slotId },
  });
}

export function rescheduleBooking(buyerId: string, bookingId: string, slotId: string) {
  return authedJson<BuyerFulfilment>(`web/buyers/${buyerId}/bookings/${bookingId}`, {
    method: 'PUT',
    json: { slotId },
  });
}

export function cancelBooking(buyerId: string, bookingId: string) {
  return authedJson<BuyerFulfilment>(`web/buyers/${buyerId}/bookings/${bookingId}`, { method: 'DELETE' });
}

/** The buyer says the goods of a paid lot reached them (the first date stands). */
export function confirmGoodsReceived(buyerId: string, lotFulfilmentId: string) {
  return authedJson<LotFulfilment>(`web/buyers/${buyerId}/lot-fulfilments/${lotFulfilmentId}/received`, {
    method: 'POST',
  });
}

export function uploadBuyerTransferDocuments(
  buyerId: string,
  lotFulfilmentId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return uploadWithProgress<LotFulfilment>({
    method: 'POST',
    path: `web/buyers/${buyerId}/lot-fulfilments/${lotFulfilmentId}/documents`,
    file,
    onProgress,
  });
}

export function uploadSellerTransferDocuments(
  lotFulfilmentId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return uploadWithProgress<LotFulfilment>({
    method: 'POST',
    path: `seller/lot-fulfilments/${lotFulfilmentId}/documents`,
    file,
    onProgress,
  });
}

export function completeTransfer(lotFulfilmentId: string) {
  return authedJson<LotFulfilment>(`seller/lot-fulfilments/${lotFulfilmentId}/transfer-done`, {
    method: 'POST',
  });
}

export function checkPickUpCode(code: string) {
  return authedJson<PickUpCheck>('seller/pick-ups/check', { method: 'POST', json: { code } });
}

export function collectLots(code: string, lotFulfilmentIds: string[]) {
  return authedJson<PickUpCheck>('seller/pick-ups/collect', {
    method: 'POST',
    json: { code, lotFulfilmentIds },
  });
}

export type { SellerPickUpList };

/** The seller's title transfers of an Event (decision 162). */
export const sellerTitleTransfersPath = (listingId: string) => `seller/listings/${listingId}/title-transfers`;
/** The seller's booking windows of an Event (decision 164). */
export const sellerSchedulesPath = (listingId: string) => `seller/listings/${listingId}/booking-schedules`;

export function addBookingSchedule(listingId: string, window: AddScheduleInput) {
  return authedJson<SellerSchedules>(sellerSchedulesPath(listingId), {
    method: 'POST',
    json: window,
    retry: 0,
  });
}

export function changeBookingScheduleCapacity(scheduleId: string, slotCapacity: number) {
  return authedJson<SellerSchedules>(`seller/booking-schedules/${scheduleId}`, {
    method: 'PATCH',
    json: { slotCapacity },
    retry: 0,
  });
}

export function removeBookingSchedule(scheduleId: string) {
  return authedJson<SellerSchedules>(`seller/booking-schedules/${scheduleId}`, {
    method: 'DELETE',
    retry: 0,
  });
}

export type { SellerSchedules, SellerTitleTransfers };
