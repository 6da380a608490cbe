import {
  type Booking,
  type BookingSlot,
  formatPickUpCode,
  type LotFulfilment,
  type TitleTransferStepView,
} from '@circula/domain';
import QRCode from 'qrcode';
import type { BookingRow, LotFulfilmentListRow, SlotRow } from './fulfilment-repository.js';

const hour = 3_600_000;

export function toSlotView(slot: SlotRow): BookingSlot {
  return {
    id: slot.id,
    type: slot.type,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    address: slot.address,
    notes: slot.notes,
    capacity: slot.capacity,
    freePlaces: Math.max(0, slot.capacity - slot.taken),
  };
}

/** The last instant a booking of this slot can be moved or cancelled. */
export function changeableUntil(slotStartsAt: Date, limitHours: number): Date {
  return new Date(slotStartsAt.getTime() - limitHours * hour);
}

export async function toBookingView(
  booking: BookingRow,
  slot: SlotRow,
  limitHours: number,
): Promise<Booking> {
  const code = booking.pickUpCode ? formatPickUpCode(booking.pickUpCode) : null;
  const qr = code
    ? `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
      ).toString('base64')}`
    : null;
  return {
    id: booking.id,
    type: booking.type,
    status: booking.status,
    slot: toSlotView(slot),
    changeableUntil: changeableUntil(slot.startsAt, limitHours).toISOString(),
    pickUpCode: code,
    pickUpQrDataUrl: qr,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function toLotFulfilmentView(row: LotFulfilmentListRow): LotFulfilment {
  const { fulfilment, names } = row;
  const who = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const titleTransfer: TitleTransferStepView[] | null =
    fulfilment.kind === 'TITLE_TRANSFER_V0'
      ? [
          {
            step: 'BUYER_DOCUMENTS',
            done: fulfilment.buyerDocumentsAt !== null,
            at: iso(fulfilment.buyerDocumentsAt),
            by: who(fulfilment.buyerDocumentsByUserId),
            hasDocument: fulfilment.buyerDocumentsKey !== null,
          },
          {
            step: 'SELLER_DOCUMENTS',
            done: fulfilment.sellerDocumentsAt !== null,
            at: iso(fulfilment.sellerDocumentsAt),
            by: who(fulfilment.sellerDocumentsByUserId),
            hasDocument: fulfilment.sellerDocumentsKey !== null,
          },
          {
            step: 'TRANSFER_DONE',
            done: fulfilment.transferredAt !== null,
            at: iso(fulfilment.transferredAt),
            by: who(fulfilment.transferredByUserId),
            hasDocument: false,
          },
        ]
      : null;
  return {
    id: fulfilment.id,
    lotId: fulfilment.lotId,
    lotNumber: row.lotNumber,
    lotTitle: row.lotTitle,
    quantity: fulfilment.quantity,
    status: fulfilment.status,
    collectedAt: iso(fulfilment.collectedAt),
    collectedBy: who(fulfilment.collectedByUserId),
    receivedAt: iso(fulfilment.receivedAt),
    receivedSource: fulfilment.receivedSource ?? null,
    titleTransfer,
  };
}
