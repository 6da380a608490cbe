import {
  type AddScheduleInput,
  buyerFulfilmentSchema,
  lotFulfilmentSchema,
  pickUpCheckSchema,
  type SellerPickUpList,
  type SellerSchedules,
  type SellerTitleTransfers,
  sellerSchedulesSchema,
} from '@circula/domain';
import { authedJson, uploadWithProgress } from '@/features/session';

export const buyerFulfilmentPath = (buyerId: string, listingId: string) =>
  `web/buyers/${buyerId}/listings/${listingId}/fulfilment`;
export const sellerPickUpsPath = (listingId: string) => `seller/listings/${listingId}/pick-ups`;

export function bookSlot(buyerId: string, listingId: string, slotId: string) {
  return authedJson(`web/buyers/${buyerId}/listings/${listingId}/bookings`, buyerFulfilmentSchema, {
    method: 'POST',
    json: { slotId },
  });
}

export function rescheduleBooking(buyerId: string, bookingId: string, slotId: string) {
  return authedJson(`web/buyers/${buyerId}/bookings/${bookingId}`, buyerFulfilmentSchema, {
    method: 'PUT',
    json: { slotId },
  });
}

export function cancelBooking(buyerId: string, bookingId: string) {
  return authedJson(`web/buyers/${buyerId}/bookings/${bookingId}`, buyerFulfilmentSchema, {
    method: 'DELETE',
  });
}

/** The buyer says the goods of a paid lot reached them (the first date stands). */
export function confirmGoodsReceived(buyerId: string, lotFulfilmentId: string) {
  return authedJson(
    `web/buyers/${buyerId}/lot-fulfilments/${lotFulfilmentId}/received`,
    lotFulfilmentSchema,
    {
      method: 'POST',
    },
  );
}

export function uploadBuyerTransferDocuments(
  buyerId: string,
  lotFulfilmentId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return uploadWithProgress({
    schema: lotFulfilmentSchema,
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
  return uploadWithProgress({
    schema: lotFulfilmentSchema,
    method: 'POST',
    path: `seller/lot-fulfilments/${lotFulfilmentId}/documents`,
    file,
    onProgress,
  });
}

export function completeTransfer(lotFulfilmentId: string) {
  return authedJson(`seller/lot-fulfilments/${lotFulfilmentId}/transfer-done`, lotFulfilmentSchema, {
    method: 'POST',
  });
}

export function checkPickUpCode(code: string) {
  return authedJson('seller/pick-ups/check', pickUpCheckSchema, { method: 'POST', json: { code } });
}

export function collectLots(code: string, lotFulfilmentIds: string[]) {
  return authedJson('seller/pick-ups/collect', pickUpCheckSchema, {
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
  return authedJson(sellerSchedulesPath(listingId), sellerSchedulesSchema, {
    method: 'POST',
    json: window,
    retry: 0,
  });
}

export function changeBookingScheduleCapacity(scheduleId: string, slotCapacity: number) {
  return authedJson(`seller/booking-schedules/${scheduleId}`, sellerSchedulesSchema, {
    method: 'PATCH',
    json: { slotCapacity },
    retry: 0,
  });
}

export function removeBookingSchedule(scheduleId: string) {
  return authedJson(`seller/booking-schedules/${scheduleId}`, sellerSchedulesSchema, {
    method: 'DELETE',
    retry: 0,
  });
}

export type { SellerSchedules, SellerTitleTransfers };
