import type { addScheduleSchema, SellerSchedules, SellerTitleTransfers } from '@circula/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { bookingSlots, bookings, listingBookingSchedules } from '../db/schema/index.js';
import { findSellerMembership } from '../sellers/seller-access.js';
import { AppError } from '../shared/errors.js';
import type { FulfilmentDeps } from './context.js';
import { ensureSlots, findListing, listLotFulfilments, usernamesOf } from './fulfilment-repository.js';
import { listingNotFound } from './messages.js';
import { toLotFulfilmentView } from './views.js';

/**
 * The seller's side of an Event's booking windows (decision 164) and of its title transfers (decision 162).
 * Users of the Event's seller read; only its ADMIN changes windows. Anyone else gets 404, as if the Event
 * did not exist.
 */

const maxSlotsPerWindow = 500;
const adminRequired = () =>
  new AppError('SELLER_ADMIN_REQUIRED', 'Só um administrador do vendedor pode fazer isso.');
const scheduleNotFound = () =>
  new AppError('BOOKING_SCHEDULE_NOT_FOUND', 'Período de agendamento não encontrado.');

async function listingOfMember(db: Database, userId: string, listingId: string) {
  const listing = await findListing(db, listingId);
  if (!listing) throw listingNotFound();
  const membership = await findSellerMembership(db, listing.sellerId, userId);
  if (!membership) throw listingNotFound();
  return { listing, isAdmin: membership.role === 'ADMIN' };
}

/** GET /seller/listings/{id}/booking-schedules */
export async function listSellerSchedules(
  deps: FulfilmentDeps,
  input: { userId: string; listingId: string },
): Promise<SellerSchedules> {
  const { listing, isAdmin } = await listingOfMember(deps.db, input.userId, input.listingId);
  await ensureSlots(deps.db, listing.id);
  const rows = await deps.db
    .select({
      schedule: listingBookingSchedules,
      slots: sql<number>`count(${bookingSlots.id})::int`,
      booked: sql<number>`coalesce(sum(${bookingSlots.taken}), 0)::int`,
      mostBooked: sql<number>`coalesce(max(${bookingSlots.taken}), 0)::int`,
    })
    .from(listingBookingSchedules)
    .leftJoin(bookingSlots, eq(bookingSlots.scheduleId, listingBookingSchedules.id))
    .where(eq(listingBookingSchedules.listingId, listing.id))
    .groupBy(listingBookingSchedules.id)
    .orderBy(asc(listingBookingSchedules.type), asc(listingBookingSchedules.startsAt));
  return {
    listing: { id: listing.id, title: listing.title, status: listing.status },
    canEdit: isAdmin,
    schedules: rows.map(({ schedule, slots, booked, mostBooked }) => ({
      id: schedule.id,
      type: schedule.type,
      startsAt: schedule.startsAt.toISOString(),
      endsAt: schedule.endsAt.toISOString(),
      address: schedule.address,
      notes: schedule.notes,
      slotMinutes: schedule.slotMinutes,
      slotCapacity: schedule.slotCapacity,
      slots,
      booked,
      mostBookedInASlot: mostBooked,
    })),
  };
}

/** POST /seller/listings/{id}/booking-schedules: a new window, cut into slots at once. */
export async function addSellerSchedule(
  deps: FulfilmentDeps,
  input: { userId: string; listingId: string; window: z.output<typeof addScheduleSchema> },
): Promise<SellerSchedules> {
  const { listing, isAdmin } = await listingOfMember(deps.db, input.userId, input.listingId);
  if (!isAdmin) throw adminRequired();
  const startsAt = new Date(input.window.startsAt);
  const endsAt = new Date(input.window.endsAt);
  const length = endsAt.getTime() - startsAt.getTime();
  if (length < input.window.slotMinutes * 60_000) {
    throw new AppError(
      'BOOKING_SCHEDULE_INVALID',
      'O fim do período deve vir depois do início, com espaço para pelo menos um horário.',
    );
  }
  if (length / (input.window.slotMinutes * 60_000) > maxSlotsPerWindow) {
    throw new AppError(
      'BOOKING_SCHEDULE_INVALID',
      `Um período tem no máximo ${maxSlotsPerWindow} horários: encurte o período ou aumente a duração de cada horário.`,
    );
  }
  if (endsAt.getTime() <= Date.now()) {
    throw new AppError('BOOKING_SCHEDULE_INVALID', 'O período precisa terminar no futuro.');
  }
  await deps.db.insert(listingBookingSchedules).values({
    listingId: listing.id,
    type: input.window.type,
    startsAt,
    endsAt,
    address: input.window.address.trim(),
    notes: input.window.notes.trim(),
    slotMinutes: input.window.slotMinutes,
    slotCapacity: input.window.slotCapacity,
  });
  return listSellerSchedules(deps, input);
}

/** The window of one of the user's sellers' Events, for an ADMIN. */
async function scheduleForAdmin(db: Database, userId: string, scheduleId: string) {
  const [schedule] = await db
    .select()
    .from(listingBookingSchedules)
    .where(eq(listingBookingSchedules.id, scheduleId));
  if (!schedule) throw scheduleNotFound();
  const listing = await findListing(db, schedule.listingId);
  const membership = listing && (await findSellerMembership(db, listing.sellerId, userId));
  if (!membership) throw scheduleNotFound();
  if (membership.role !== 'ADMIN') throw adminRequired();
  return schedule;
}

/**
 * PATCH /seller/booking-schedules/{id}: a new capacity for every slot of the window. In one transaction that
 * locks the window's slots (bookings take a place with a conditional update on the same rows, so they wait):
 * a capacity below the places already booked in any slot is refused (409), otherwise all slots change.
 */
export async function changeScheduleCapacity(
  deps: FulfilmentDeps,
  input: { userId: string; scheduleId: string; slotCapacity: number },
): Promise<SellerSchedules> {
  const schedule = await scheduleForAdmin(deps.db, input.userId, input.scheduleId);
  await ensureSlots(deps.db, schedule.listingId);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const slots = await tx
      .select({ id: bookingSlots.id, taken: bookingSlots.taken })
      .from(bookingSlots)
      .where(eq(bookingSlots.scheduleId, schedule.id))
      .orderBy(asc(bookingSlots.startsAt))
      .for('update');
    const mostBooked = Math.max(0, ...slots.map((slot) => slot.taken));
    if (mostBooked > input.slotCapacity) {
      throw new AppError(
        'BOOKING_CAPACITY_BELOW_BOOKED',
        `Um dos horários deste período já tem ${mostBooked} ${mostBooked === 1 ? 'pessoa agendada' : 'pessoas agendadas'}: a capacidade não pode ser menor que isso.`,
        { mostBookedInASlot: mostBooked },
      );
    }
    await tx
      .update(bookingSlots)
      .set({ capacity: input.slotCapacity })
      .where(eq(bookingSlots.scheduleId, schedule.id));
    await tx
      .update(listingBookingSchedules)
      .set({ slotCapacity: input.slotCapacity })
      .where(eq(listingBookingSchedules.id, schedule.id));
  });
  return listSellerSchedules(deps, { userId: input.userId, listingId: schedule.listingId });
}

/**
 * DELETE /seller/booking-schedules/{id}: removes a window nobody is booked in (409 otherwise), under the same
 * lock of its slots; cancelled bookings of the window go with it.
 */
export async function removeSchedule(
  deps: FulfilmentDeps,
  input: { userId: string; scheduleId: string },
): Promise<SellerSchedules> {
  const schedule = await scheduleForAdmin(deps.db, input.userId, input.scheduleId);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const slots = await tx
      .select({ id: bookingSlots.id, taken: bookingSlots.taken })
      .from(bookingSlots)
      .where(eq(bookingSlots.scheduleId, schedule.id))
      .orderBy(asc(bookingSlots.startsAt))
      .for('update');
    const booked = slots.reduce((sum, slot) => sum + slot.taken, 0);
    if (booked > 0) {
      throw new AppError(
        'BOOKING_SCHEDULE_HAS_BOOKINGS',
        `Este período tem ${booked} ${booked === 1 ? 'agendamento ativo' : 'agendamentos ativos'} e não pode ser removido.`,
        { booked },
      );
    }
    await tx
      .delete(bookings)
      .where(
        and(
          eq(bookings.status, 'CANCELLED'),
          sql`${bookings.slotId} in (select id from ${bookingSlots} where schedule_id = ${schedule.id})`,
        ),
      );
    await tx.delete(listingBookingSchedules).where(eq(listingBookingSchedules.id, schedule.id));
  });
  return listSellerSchedules(deps, { userId: input.userId, listingId: schedule.listingId });
}

/** GET /seller/listings/{id}/title-transfers: each paid lot's transfer steps, with the buyer's username. */
export async function listSellerTitleTransfers(
  deps: FulfilmentDeps,
  input: { userId: string; listingId: string },
): Promise<SellerTitleTransfers> {
  const { listing, isAdmin } = await listingOfMember(deps.db, input.userId, input.listingId);
  const rows = (await listLotFulfilments(deps.db, { listingId: listing.id })).filter(
    (row) => row.fulfilment.kind === 'TITLE_TRANSFER_V0',
  );
  const names = await usernamesOf(deps.db, [...new Set(rows.map((row) => row.fulfilment.buyerId))]);
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      status: listing.status,
      checkOutType: listing.checkOutType,
    },
    canAct: isAdmin,
    lots: rows.map((row) => ({
      ...toLotFulfilmentView(row),
      buyerUsername: names.get(row.fulfilment.buyerId) ?? '',
    })),
  };
}
