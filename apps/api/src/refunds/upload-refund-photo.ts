import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import type { RefundDeps } from './context.js';
import { getOwnRefund, getOwnRefundOrThrow, type OwnRefundInput } from './own-refunds.js';
import { refundStatusConflict } from './refund-errors.js';
import { countPhotos, insertPhoto, type RefundRow } from './refunds-repository.js';

export const MAX_REFUND_PHOTOS = 6;

function assertAcceptsPhoto(refund: RefundRow, photos: number) {
  if (refund.status !== 'DRAFT') throw refundStatusConflict(refund.status);
  if (photos >= MAX_REFUND_PHOTOS)
    throw new AppError('REFUND_TOO_MANY_PHOTOS', `Envie no máximo ${MAX_REFUND_PHOTOS} fotos por reembolso.`);
}

/** Authorises a photo before the request's file is read. */
export async function checkRefundPhotoUpload(deps: RefundDeps, input: OwnRefundInput) {
  const { refund } = await getOwnRefundOrThrow(deps.db, input);
  assertAcceptsPhoto(refund, await countPhotos(deps.db, refund.id));
}

/**
 * A photo of the problem, while the refund is a DRAFT: through the upload gate (structure, image
 * re-encoding, virus scan), stored privately, re-checked under the refund's lock; nothing stays stored on
 * failure.
 */
export async function uploadRefundPhoto(deps: RefundDeps, input: OwnRefundInput, upload: ReceivedUpload) {
  const photoId = randomUUID();
  const storageKey = `refund-photos/${input.refundId}/${photoId}`;
  let stored = false;
  let accepted: AcceptedUpload | undefined;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    if (!file.contentType.startsWith('image/'))
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'Envie uma foto (JPEG ou PNG).');
    await deps.storage.put(storageKey, createReadStream(file.tempPath), file.contentType);
    stored = true;
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { refund } = await getOwnRefundOrThrow(tx, input, { lock: true });
      assertAcceptsPhoto(refund, await countPhotos(tx, refund.id));
      await insertPhoto(tx, {
        id: photoId,
        refundId: refund.id,
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.size,
      });
    });
  } catch (error) {
    if (stored) await deps.storage.delete(storageKey);
    throw error;
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
  return getOwnRefund(deps, input);
}
