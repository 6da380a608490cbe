import { randomBytes } from 'node:crypto';
import {
  type AdminListing,
  type ListingValues,
  nextListingStatuses,
  openListingEditIssues,
  slugify,
} from '@circula/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/record-audit.js';
import { findListingForUpdate } from '../catalog/listings.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { listingBookingSchedules } from '../db/schema/index.js';
import type { MediaStorage } from '../media/media-storage.js';
import { photoUrls } from '../media/photo-renditions.js';
import type { Notifier } from '../notifications/notifier.js';
import { AppError } from '../shared/errors.js';
import {
  auctioneerExists,
  deleteSchedules,
  findListing,
  insertListing,
  insertSchedules,
  type ListingRow,
  type LotRow,
  listFeeRowsOf,
  listLotsOf,
  listPhotosOfLots,
  listSchedulesOf,
  replaceFeeRows,
  restaggerLotEnds,
  sellerExists,
  updateListingFields,
} from './catalogue-admin-repository.js';

export interface CatalogueDeps {
  db: Database;
  media: MediaStorage;
  notifier: Notifier;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Queues the TEASER → OPEN job of an Event at its start (after the change commits). */
  scheduleOpen(listingId: string, at: Date): Promise<void>;
}

type ScheduleRow = typeof listingBookingSchedules.$inferSelect;
type FeeRow = Awaited<ReturnType<typeof listFeeRowsOf>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const listingNotFound = () => new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');

/** The Event's fields as the form edits them. */
export function listingValuesOf(row: ListingRow, feeRows: FeeRow[], schedules: ScheduleRow[]): ListingValues {
  return {
    type: row.type,
    segment: row.segment,
    sellerId: row.sellerId,
    auctioneerId: row.auctioneerId,
    title: row.title,
    description: row.description,
    city: row.city,
    state: row.state as ListingValues['state'],
    inspectionConditions: row.inspectionConditions,
    pickUpConditions: row.pickUpConditions,
    bookingSchedules: schedules.map((schedule) => ({
      type: schedule.type,
      startsAt: schedule.startsAt.toISOString(),
      endsAt: schedule.endsAt.toISOString(),
      address: schedule.address,
      notes: schedule.notes,
      slotMinutes: schedule.slotMinutes,
      slotCapacity: schedule.slotCapacity,
    })),
    checkOutType: row.checkOutType,
    accessMode: row.accessMode,
    acceptBuyersMode: row.acceptBuyersMode,
    feeRows: feeRows.map(({ fromValueCents, toValueCents, feeCents }) => ({
      fromValueCents,
      toValueCents,
      feeCents,
    })),
    buyerFeeBasisPoints: row.buyerFeeBasisPoints,
    paymentIntentCreationMode: row.paymentIntentCreationMode,
    paymentDeadlineBusinessDays: row.paymentDeadlineBusinessDays,
    finePercentage: row.finePercentage,
    acceptsOffers: row.acceptsOffers,
    offerExpiryHours: row.offerExpiryHours,
    startsAt: row.startsAt.toISOString(),
    scheduledEndAt: row.scheduledEndAt.toISOString(),
    enrolmentDeadlineAt: iso(row.enrolmentDeadlineAt),
    closingIntervalSeconds: row.closingIntervalSeconds,
    softCloseWindowSeconds: row.softCloseWindowSeconds,
    softCloseExtensionSeconds: row.softCloseExtensionSeconds,
    secondPhaseStartsAt: iso(row.secondPhaseStartsAt),
    secondPhaseEndsAt: iso(row.secondPhaseEndsAt),
    secondPhasePercentage: row.secondPhasePercentage,
    highBidThresholdCents: row.highBidThresholdCents,
    bookingChangeLimitHours: row.bookingChangeLimitHours,
  };
}

/** The listing columns of the form's values (fee rows and schedules live in their own tables). */
function columnsOf(values: ListingValues) {
  const date = (value: string | null) => (value ? new Date(value) : null);
  return {
    type: values.type,
    segment: values.segment,
    sellerId: values.sellerId,
    auctioneerId: values.type === 'DIRECT_SALE' ? null : values.auctioneerId,
    title: values.title,
    description: values.description,
    city: values.city,
    state: values.state,
    inspectionConditions: values.inspectionConditions,
    pickUpConditions: values.pickUpConditions,
    checkOutType: values.checkOutType,
    accessMode: values.accessMode,
    acceptBuyersMode: values.acceptBuyersMode,
    buyerFeeBasisPoints: values.feeRows.length > 0 ? null : values.buyerFeeBasisPoints,
    paymentIntentCreationMode: values.paymentIntentCreationMode,
    paymentDeadlineBusinessDays: values.paymentDeadlineBusinessDays,
    finePercentage: values.finePercentage,
    acceptsOffers: values.acceptsOffers,
    offerExpiryHours: values.offerExpiryHours,
    startsAt: new Date(values.startsAt),
    scheduledEndAt: new Date(values.scheduledEndAt),
    enrolmentDeadlineAt: date(values.enrolmentDeadlineAt),
    closingIntervalSeconds: values.closingIntervalSeconds,
    softCloseWindowSeconds: values.softCloseWindowSeconds,
    softCloseExtensionSeconds: values.softCloseExtensionSeconds,
    secondPhaseStartsAt: date(values.secondPhaseStartsAt),
    secondPhaseEndsAt: date(values.secondPhaseEndsAt),
    secondPhasePercentage: values.secondPhasePercentage,
    highBidThresholdCents: values.highBidThresholdCents,
    bookingChangeLimitHours: values.bookingChangeLimitHours,
  };
}

async function checkParties(db: Database, values: ListingValues) {
  if (!(await sellerExists(db, values.sellerId)))
    throw new AppError('SELLER_NOT_FOUND_FOR_LISTING', 'Vendedor não encontrado.', {
      issues: [{ path: 'sellerId', message: 'Vendedor não encontrado.' }],
    });
  if (
    values.type !== 'DIRECT_SALE' &&
    values.auctioneerId &&
    !(await auctioneerExists(db, values.auctioneerId))
  )
    throw new AppError('AUCTIONEER_NOT_FOUND_FOR_LISTING', 'Leiloeiro não encontrado.', {
      issues: [{ path: 'auctioneerId', message: 'Leiloeiro não encontrado.' }],
    });
}

function scheduleKey(schedule: {
  type: string;
  startsAt: Date | string;
  endsAt: Date | string;
  address: string;
  notes: string;
  slotMinutes: number;
  slotCapacity: number;
}) {
  return [
    schedule.type,
    new Date(schedule.startsAt).getTime(),
    new Date(schedule.endsAt).getTime(),
    schedule.address,
    schedule.notes,
    schedule.slotMinutes,
    schedule.slotCapacity,
  ].join('|');
}

/** Keeps the schedules that did not change (and their bookings), removes the others, adds the new ones. */
async function saveSchedules(db: Database, listingId: string, wanted: ListingValues['bookingSchedules']) {
  const existing = await listSchedulesOf(db, listingId);
  const wantedKeys = new Map(wanted.map((schedule) => [scheduleKey(schedule), schedule]));
  const existingKeys = new Set(existing.map(scheduleKey));
  await deleteSchedules(
    db,
    existing.filter((row) => !wantedKeys.has(scheduleKey(row))).map((row) => row.id),
  );
  await insertSchedules(
    db,
    [...wantedKeys.entries()]
      .filter(([key]) => !existingKeys.has(key))
      .map(([, schedule]) => ({
        listingId,
        type: schedule.type,
        startsAt: new Date(schedule.startsAt),
        endsAt: new Date(schedule.endsAt),
        address: schedule.address,
        notes: schedule.notes,
        slotMinutes: schedule.slotMinutes,
        slotCapacity: schedule.slotCapacity,
      })),
  );
}

function newSlug(title: string) {
  const base = slugify(title).slice(0, 60).replace(/-+$/, '') || 'evento';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** A new Event, always a DRAFT: nobody outside the back office sees it until it is published. */
export async function createListing(deps: CatalogueDeps, actorUserId: string, values: ListingValues) {
  await checkParties(deps.db, values);
  const id = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await insertListing(
      tx,
      { ...columnsOf(values), slug: newSlug(values.title), status: 'DRAFT' },
      actorUserId,
    );
    await replaceFeeRows(tx, listing.id, values.feeRows);
    await saveSchedules(tx, listing.id, values.bookingSchedules);
    await recordAudit(tx, {
      actorUserId,
      action: 'LISTING_CREATED',
      entityType: 'listing',
      entityId: listing.id,
      before: null,
      after: { ...values, slug: listing.slug, status: listing.status },
    });
    return listing.id;
  });
  return getAdminListing(deps, id);
}

/**
 * Saves every field of an Event. DRAFT and TEASER Events take any valid change; an OPEN one only what cannot
 * hurt a bidder (decision 177); later statuses none. Lot ends follow the Event's end and interval.
 */
export async function updateListing(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  values: ListingValues,
) {
  await checkParties(deps.db, values);
  const saved = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await findListingForUpdate(tx, listingId);
    if (!row) throw listingNotFound();
    if (!['DRAFT', 'TEASER', 'OPEN'].includes(row.status))
      throw new AppError(
        'LISTING_NOT_EDITABLE',
        'Este evento já foi encerrado ou cancelado e não pode mais ser editado.',
      );
    const before = listingValuesOf(row, await listFeeRowsOf(tx, row.id), await listSchedulesOf(tx, row.id));
    if (row.status === 'OPEN') {
      const issues = openListingEditIssues(before, values);
      if (issues.length > 0) {
        throw new AppError('OPEN_LISTING_EDIT_REFUSED', issues[0]!.message, {
          issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        });
      }
    }
    const updated = await updateListingFields(tx, row.id, columnsOf(values));
    await replaceFeeRows(tx, row.id, values.feeRows);
    await saveSchedules(tx, row.id, values.bookingSchedules);
    await restaggerLotEnds(tx, updated, row.status === 'OPEN');
    await recordAudit(tx, {
      actorUserId,
      action: 'LISTING_UPDATED',
      entityType: 'listing',
      entityId: row.id,
      before: before as unknown as Record<string, unknown>,
      after: values as unknown as Record<string, unknown>,
    });
    return updated;
  });
  if (saved.status === 'TEASER') await deps.scheduleOpen(saved.id, saved.startsAt);
  return getAdminListing(deps, listingId);
}

export function adminLotOf(
  lot: LotRow,
  photos: Awaited<ReturnType<typeof listPhotosOfLots>>,
  media: MediaStorage,
) {
  return {
    id: lot.id,
    number: lot.number,
    title: lot.title,
    description: lot.description,
    macroCategory: lot.macroCategory,
    estimatedValueCents: lot.estimatedValueCents,
    startingBidCents: lot.startingBidCents,
    incrementCents: lot.incrementCents,
    reserveCents: lot.reserveCents,
    quantity: lot.quantity,
    unitPriceCents: lot.unitPriceCents,
    status: lot.status,
    bidCount: lot.bidCount,
    currentBidCents: lot.currentBidCents,
    scheduledEndAt: iso(lot.scheduledEndAt),
    photos: photos
      .filter((photo) => photo.lotId === lot.id)
      .map((photo) => ({
        id: photo.id,
        position: photo.position,
        thumbnailUrl: photoUrls(media, photo).thumbnailUrl,
        width: photo.width,
        height: photo.height,
      })),
  };
}

export async function getAdminListing(
  deps: Pick<CatalogueDeps, 'db' | 'media'>,
  listingId: string,
): Promise<{ listing: AdminListing }> {
  const row = await findListing(deps.db, listingId);
  if (!row) throw listingNotFound();
  const [feeRows, schedules, lotRows] = await Promise.all([
    listFeeRowsOf(deps.db, row.id),
    listSchedulesOf(deps.db, row.id),
    listLotsOf(deps.db, row.id),
  ]);
  const photos = await listPhotosOfLots(
    deps.db,
    lotRows.map((lot) => lot.id),
  );
  return {
    listing: {
      ...listingValuesOf(row, feeRows, schedules),
      id: row.id,
      slug: row.slug,
      status: row.status,
      editalUploaded: row.editalKey !== null,
      publishedAt: iso(row.publishedAt),
      nextStatuses: [...nextListingStatuses(row.status)],
      lots: lotRows.map((lot) => adminLotOf(lot, photos, deps.media)),
    },
  };
}
