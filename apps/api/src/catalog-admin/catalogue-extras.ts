import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { recordAudit } from '../audit/record-audit.js';
import { invalidateCategoryDirectory } from '../catalog/category-directory.js';
import { findListingForUpdate } from '../catalog/listings.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import {
  findAssetCategory,
  findListing,
  listAssetCategoryRows,
  rememberFormerSlug,
  slugTakenByOther,
  updateAssetCategory,
  updateListingFields,
} from './catalogue-admin-repository.js';
import { type CatalogueDeps, getAdminListing, listingNotFound } from './listings-admin.js';

const editalLocked = () =>
  new AppError(
    'LISTING_NOT_EDITABLE',
    'O edital não pode ser trocado depois que o evento abre: os habilitados aceitaram o edital publicado.',
  );

/** Authorises an Edital before the request's file is read. */
export async function checkEditalUpload(deps: CatalogueDeps, listingId: string) {
  const listing = await findListing(deps.db, listingId);
  if (!listing) throw listingNotFound();
  if (!['DRAFT', 'TEASER'].includes(listing.status)) throw editalLocked();
}

/**
 * The Edital PDF of an Event, while DRAFT or TEASER: through the upload gate (no active content, virus scan),
 * then public in media storage under a key of its content (the Event page links it).
 */
export async function uploadEdital(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  upload: ReceivedUpload,
) {
  let accepted: AcceptedUpload | undefined;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    if (file.contentType !== 'application/pdf')
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'O edital deve ser um arquivo PDF.');
    const bytes = await readFile(file.tempPath);
    const key = `documents/edital-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.pdf`;
    await deps.media.put(key, bytes, 'application/pdf');
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const listing = await findListingForUpdate(tx, listingId);
      if (!listing) throw listingNotFound();
      if (!['DRAFT', 'TEASER'].includes(listing.status)) throw editalLocked();
      await updateListingFields(tx, listing.id, { editalKey: key });
      await recordAudit(tx, {
        actorUserId,
        action: 'LISTING_EDITAL_UPLOADED',
        entityType: 'listing',
        entityId: listing.id,
        before: { editalKey: listing.editalKey },
        after: { editalKey: key },
      });
    });
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
  return getAdminListing(deps, listingId);
}

export async function listAssetCategories(db: Database) {
  const rows = await listAssetCategoryRows(db);
  return { categories: rows.map(({ id, code, name, slug }) => ({ id, code, name, slug })) };
}

/** The 12 macro categories are fixed; staff rename them and change their slugs. */
export async function editAssetCategory(
  db: Database,
  actorUserId: string,
  code: string,
  fields: { name: string; slug: string },
) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const before = await findAssetCategory(tx, code);
    if (!before) throw new AppError('ASSET_CATEGORY_NOT_FOUND', 'Categoria não encontrada.');
    if (await slugTakenByOther(tx, code, fields.slug))
      throw new AppError('ASSET_CATEGORY_SLUG_TAKEN', 'Outra categoria já usa este slug.', {
        issues: [{ path: 'slug', message: 'Outra categoria já usa este slug.' }],
      });
    const saved = await updateAssetCategory(tx, code, fields);
    if (before.slug !== fields.slug) await rememberFormerSlug(tx, code, before.slug, fields.slug);
    await recordAudit(tx, {
      actorUserId,
      action: 'ASSET_CATEGORY_UPDATED',
      entityType: 'asset_category',
      entityId: saved.id,
      before: { name: before.name, slug: before.slug },
      after: fields,
    });
  });
  // The public site reads the new name and slug at once: this process's copy is dropped (decision 212).
  invalidateCategoryDirectory(db);
  return listAssetCategories(db);
}
