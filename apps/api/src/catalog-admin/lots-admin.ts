import { readFile } from 'node:fs/promises';
import { type LotValues, lotIssuesForType, lotScheduledEnd, openLotEditIssues } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { findListingForUpdate } from '../catalog/listings.js';
import type { Database } from '../db/client.js';
import { storePhoto } from '../media/photo-renditions.js';
import { AppError } from '../shared/errors.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import {
  deleteLotPhoto,
  findLotForUpdate,
  insertLot,
  insertLotPhoto,
  type ListingRow,
  type LotRow,
  listLotsOf,
  listPhotosOfLot,
  lockListingLots,
  nextLotNumber,
  renumberLots,
  restaggerLotEnds,
  setPhotoPosition,
  updateLotFields,
} from './catalogue-admin-repository.js';
import { type CatalogueDeps, getAdminListing, listingNotFound } from './listings-admin.js';

export const MAX_LOT_PHOTOS = 30;

const lotNotFound = () => new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
const notEditable = () =>
  new AppError('LISTING_NOT_EDITABLE', 'Os lotes de um evento encerrado ou cancelado não podem mais mudar.');

function assertEditable(listing: ListingRow) {
  if (!['DRAFT', 'TEASER', 'OPEN'].includes(listing.status)) throw notEditable();
}

function assertFitsType(values: LotValues, listing: ListingRow) {
  const issues = lotIssuesForType(values, listing.type);
  if (issues.length > 0) {
    throw new AppError('LOT_FIELDS_INVALID', issues[0]!.message, {
      issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
}

function lotValuesOf(lot: LotRow): LotValues {
  return {
    title: lot.title,
    description: lot.description,
    macroCategory: lot.macroCategory,
    estimatedValueCents: lot.estimatedValueCents,
    startingBidCents: lot.startingBidCents,
    incrementCents: lot.incrementCents,
    reserveCents: lot.reserveCents,
    quantity: lot.quantity,
    unitPriceCents: lot.unitPriceCents,
  };
}

function columnsOf(values: LotValues, listing: ListingRow) {
  const auction = listing.type !== 'DIRECT_SALE';
  return {
    ...values,
    startingBidCents: auction ? values.startingBidCents : null,
    incrementCents: auction ? values.incrementCents : null,
    reserveCents: auction ? values.reserveCents : null,
    unitPriceCents: auction ? null : values.unitPriceCents,
  };
}

/** A new lot numbered after the Event's last one, ending at the staggered time of its number. */
export async function createLot(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  values: LotValues,
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await findListingForUpdate(tx, listingId);
    if (!listing) throw listingNotFound();
    assertEditable(listing);
    assertFitsType(values, listing);
    const number = await nextLotNumber(tx, listing.id);
    const lot = await insertLot(tx, {
      ...columnsOf(values, listing),
      listingId: listing.id,
      number,
      city: listing.city,
      state: listing.state,
      scheduledEndAt: lotScheduledEnd(listing.scheduledEndAt, number, listing.closingIntervalSeconds),
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'LOT_CREATED',
      entityType: 'lot',
      entityId: lot.id,
      before: null,
      after: { ...values, listingId: listing.id, number },
    });
  });
  return getAdminListing(deps, listingId);
}

/** Saves a lot; on an OPEN Event only what cannot hurt a bidder (decision 177). */
export async function updateLot(deps: CatalogueDeps, actorUserId: string, lotId: string, values: LotValues) {
  const listingId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await tx.query.lots.findFirst({ where: (t, { eq }) => eq(t.id, lotId) });
    if (!current) throw lotNotFound();
    // Event first, then lot: the order every writer of both takes.
    const listing = await findListingForUpdate(tx, current.listingId);
    const lot = await findLotForUpdate(tx, lotId);
    if (!listing || !lot) throw lotNotFound();
    assertEditable(listing);
    if (lot.status !== 'OPEN') throw notEditable();
    assertFitsType(values, listing);
    const before = lotValuesOf(lot);
    if (listing.status === 'OPEN') {
      const issues = openLotEditIssues(before, values, lot.bidCount > 0);
      if (issues.length > 0) {
        throw new AppError('OPEN_LISTING_EDIT_REFUSED', issues[0]!.message, {
          issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        });
      }
    }
    await updateLotFields(tx, lot.id, columnsOf(values, listing));
    await recordAudit(tx, {
      actorUserId,
      action: 'LOT_UPDATED',
      entityType: 'lot',
      entityId: lot.id,
      before: before as unknown as Record<string, unknown>,
      after: values as unknown as Record<string, unknown>,
    });
    return listing.id;
  });
  return getAdminListing(deps, listingId);
}

/**
 * New order (and numbers 1…n) of every lot of a DRAFT or TEASER Event; the number sets the closing order,
 * so once bids may exist (OPEN) the order stays.
 */
export async function reorderLots(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  lotIds: string[],
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await findListingForUpdate(tx, listingId);
    if (!listing) throw listingNotFound();
    if (!['DRAFT', 'TEASER'].includes(listing.status))
      throw new AppError(
        'LOTS_NOT_REORDERABLE',
        'A ordem dos lotes define o encerramento e não muda depois que o evento abre.',
      );
    await lockListingLots(tx, listingId);
    const current = await listLotsOf(tx, listingId);
    const known = new Set(current.map((lot) => lot.id));
    if (
      new Set(lotIds).size !== lotIds.length ||
      lotIds.length !== known.size ||
      lotIds.some((id) => !known.has(id))
    )
      throw new AppError('LOT_ORDER_MISMATCH', 'Envie todos os lotes do evento, cada um uma vez.');
    await renumberLots(tx, listingId, lotIds);
    await restaggerLotEnds(tx, listing, false);
    await recordAudit(tx, {
      actorUserId,
      action: 'LOTS_REORDERED',
      entityType: 'listing',
      entityId: listingId,
      before: { lotIds: current.map((lot) => lot.id) },
      after: { lotIds },
    });
  });
  return getAdminListing(deps, listingId);
}

async function lockLotOfEditableListing(tx: Database, lotId: string) {
  const current = await tx.query.lots.findFirst({ where: (t, { eq }) => eq(t.id, lotId) });
  if (!current) throw lotNotFound();
  const listing = await findListingForUpdate(tx, current.listingId);
  const lot = await findLotForUpdate(tx, lotId);
  if (!listing || !lot) throw lotNotFound();
  assertEditable(listing);
  return { listing, lot };
}

/** Authorises a photo before the request's file is read. */
export async function checkLotPhotoUpload(deps: CatalogueDeps, lotId: string) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { lot } = await lockLotOfEditableListing(tx, lotId);
    if ((await listPhotosOfLot(tx, lot.id)).length >= MAX_LOT_PHOTOS)
      throw new AppError('LOT_TOO_MANY_PHOTOS', `Cada lote aceita no máximo ${MAX_LOT_PHOTOS} fotos.`);
  });
}

/**
 * A lot photo: through the upload gate (structure, re-encoding, virus scan), then resized into the media
 * renditions and added after the lot's last photo.
 */
export async function uploadLotPhoto(
  deps: CatalogueDeps,
  actorUserId: string,
  lotId: string,
  upload: ReceivedUpload,
) {
  let accepted: AcceptedUpload | undefined;
  let listingId: string;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    if (!file.contentType.startsWith('image/'))
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'Envie uma foto (JPEG ou PNG).');
    const stored = await storePhoto(deps.media, await readFile(file.tempPath));
    listingId = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { listing, lot } = await lockLotOfEditableListing(tx, lotId);
      const photos = await listPhotosOfLot(tx, lot.id);
      if (photos.length >= MAX_LOT_PHOTOS)
        throw new AppError('LOT_TOO_MANY_PHOTOS', `Cada lote aceita no máximo ${MAX_LOT_PHOTOS} fotos.`);
      const position = photos.reduce((last, photo) => Math.max(last, photo.position + 1), 0);
      const photo = await insertLotPhoto(tx, { lotId: lot.id, position, ...stored });
      await recordAudit(tx, {
        actorUserId,
        action: 'LOT_PHOTO_ADDED',
        entityType: 'lot',
        entityId: lot.id,
        before: null,
        after: { photoId: photo.id, storageKey: photo.storageKey, position },
      });
      return listing.id;
    });
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
  return getAdminListing(deps, listingId);
}

export async function reorderLotPhotos(
  deps: CatalogueDeps,
  actorUserId: string,
  lotId: string,
  photoIds: string[],
) {
  const listingId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { listing, lot } = await lockLotOfEditableListing(tx, lotId);
    const photos = await listPhotosOfLot(tx, lot.id);
    const known = new Set(photos.map((photo) => photo.id));
    if (
      new Set(photoIds).size !== photoIds.length ||
      photoIds.length !== known.size ||
      photoIds.some((id) => !known.has(id))
    )
      throw new AppError('LOT_ORDER_MISMATCH', 'Envie todas as fotos do lote, cada uma uma vez.');
    for (const [position, photoId] of photoIds.entries())
      await setPhotoPosition(tx, lot.id, photoId, position);
    await recordAudit(tx, {
      actorUserId,
      action: 'LOT_PHOTOS_REORDERED',
      entityType: 'lot',
      entityId: lot.id,
      before: { photoIds: photos.map((photo) => photo.id) },
      after: { photoIds },
    });
    return listing.id;
  });
  return getAdminListing(deps, listingId);
}

export async function removeLotPhoto(
  deps: CatalogueDeps,
  actorUserId: string,
  lotId: string,
  photoId: string,
) {
  const listingId = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { listing, lot } = await lockLotOfEditableListing(tx, lotId);
    const [removed] = await deleteLotPhoto(tx, lot.id, photoId);
    if (!removed) throw new AppError('LOT_PHOTO_NOT_FOUND', 'Foto não encontrada.');
    await recordAudit(tx, {
      actorUserId,
      action: 'LOT_PHOTO_REMOVED',
      entityType: 'lot',
      entityId: lot.id,
      before: { photoId: removed.id, storageKey: removed.storageKey, position: removed.position },
      after: null,
    });
    return listing.id;
  });
  return getAdminListing(deps, listingId);
}
