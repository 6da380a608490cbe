import type { BookingScheduleType } from '@circula/domain';
import { type BuyerRow, getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { FulfilmentDeps } from './context.js';
import {
  countFulfilmentsOfBuyer,
  ensureSlots,
  type FulfilmentListing,
  findActiveBooking,
  findSlot,
  insertBooking,
  type SlotRow,
  takePlace,
} from './fulfilment-repository.js';
import { bookableSlots, getBuyerFulfilment, getListingOrThrow, visitsOpen } from './get-buyer-fulfilment.js';
import { slotNotFound } from './messages.js';
import { newPickUpCode } from './pick-up-code.js';
import { toSlotView } from './views.js';

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505' || (error as { code?: string })?.code === '23505';
};

/** Refuses a buyer who may not book this type of slot at this Event now (decision 141). */
export async function assertMayBook(
  db: Database,
  buyer: BuyerRow,
  listing: FulfilmentListing,
  type: BookingScheduleType,
  now: Date,
) {
  if (type === 'VISIT') {
    if (buyer.status !== 'VERIFIED' || buyer.blockedAt !== null) {
      throw new AppError(
        'BOOKING_NOT_ALLOWED',
        'Só compradores com cadastro verificado podem agendar uma visita.',
      );
    }
    if (!visitsOpen(listing, now)) {
      throw new AppError('BOOKING_NOT_ALLOWED', 'As visitas deste evento se encerraram.');
    }
    return;
  }
  const pending =
    listing.checkOutType === 'PICK_UP_V0'
      ? await countFulfilmentsOfBuyer(db, {
          listingId: listing.id,
          buyerId: buyer.id,
          kind: 'PICK_UP_V0',
          status: 'PENDING',
        })
      : 0;
  if (pending === 0) {
    throw new AppError(
      'BOOKING_NOT_ALLOWED',
      'A retirada só pode ser agendada por quem tem um lote pago a retirar neste evento.',
    );
  }
}

/** Refuses a slot of another Event or type, one already started, or a visit after the Event's end. */
export function assertSlotBookable(
  slot: SlotRow | null,
  listing: FulfilmentListing,
  now: Date,
  type?: BookingScheduleType,
) {
  if (!slot || slot.listingId !== listing.id || (type && slot.type !== type)) throw slotNotFound();
  if (slot.startsAt <= now || (slot.type === 'VISIT' && slot.startsAt >= listing.scheduledEndAt)) {
    throw new AppError('BOOKING_SLOT_UNAVAILABLE', 'Este horário já passou. Escolha outro horário.');
  }
  return slot;
}

/** A full slot's refusal, with the next free slots of the same type so the buyer can choose again. */
export async function slotFull(
  db: Database,
  listing: FulfilmentListing,
  type: BookingScheduleType,
  now: Date,
) {
  const next = (await bookableSlots(db, listing, type, now, true)).slice(0, 5).map(toSlotView);
  return new AppError(
    'BOOKING_SLOT_FULL',
    next.length > 0
      ? 'Este horário lotou. Escolha um dos próximos horários livres.'
      : 'Este horário lotou e não há outros horários livres.',
    { nextFreeSlots: next },
  );
}

/**
 * Books a visit (VERIFIED buyer, before the Event's end) or a pick-up (buyer with a paid lot to collect):
 * one place of the slot is taken by a conditional update in the same transaction that writes the booking,
 * so a slot never holds more buyers than its capacity. A pick-up booking gets its code.
 */
export async function bookSlot(
  deps: FulfilmentDeps,
  input: { callerUserId: string; buyerId: string; listingId: string; slotId: string },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const listing = await getListingOrThrow(deps.db, input.listingId);
  await ensureSlots(deps.db, listing.id);
  const now = new Date();
  const slot = assertSlotBookable(await findSlot(deps.db, input.slotId), listing, now);
  await assertMayBook(deps.db, buyer, listing, slot.type, now);
  const alreadyBooked = () =>
    new AppError(
      'BOOKING_ALREADY_EXISTS',
      slot.type === 'VISIT'
        ? 'Você já tem uma visita agendada neste evento. Remarque-a se quiser outro horário.'
        : 'Você já tem uma retirada agendada neste evento. Remarque-a se quiser outro horário.',
    );
  if (await findActiveBooking(deps.db, { listingId: listing.id, buyerId: buyer.id, type: slot.type })) {
    throw alreadyBooked();
  }
  let full = false;
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (!(await takePlace(tx, slot.id))) {
        full = true;
        return;
      }
      await insertBooking(tx, {
        listingId: listing.id,
        buyerId: buyer.id,
        slotId: slot.id,
        type: slot.type,
        pickUpCode: slot.type === 'PICK_UP' ? newPickUpCode() : null,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyBooked();
    throw error;
  }
  if (full) throw await slotFull(deps.db, listing, slot.type, now);
  return getBuyerFulfilment(deps, input);
}
