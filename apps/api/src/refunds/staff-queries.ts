import type { BuyerRefundStatus } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { buyerRefundPhotos } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { createFileLink } from '../storage/file-links.js';
import type { RefundDeps } from './context.js';
import { refundNotFound } from './refund-errors.js';
import { refundView, refundViews } from './refund-views.js';
import { findRefund, listRefundsByStatus } from './refunds-repository.js';

/** The back office's queue of refunds in one status, oldest submitted first. */
export async function listRefundsForStaff(
  deps: RefundDeps,
  query: { status: BuyerRefundStatus; take: number; skip: number },
) {
  const { rows, total } = await listRefundsByStatus(deps.db, query);
  return { items: await refundViews(deps.db, rows), total };
}

export async function getRefundForStaff(deps: RefundDeps, refundId: string) {
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw refundNotFound();
  return refundView(deps.db, refund);
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/**
 * A short-lived signed link to one photo of a refund, for the staff who read refunds. The file is served
 * as an attachment under a sandbox (storage/routes.ts); each opening is audit-logged.
 */
export async function getRefundPhotoLink(
  deps: RefundDeps,
  input: { staffUserId: string; refundId: string; photoId: string; now?: Date },
) {
  const refund = await findRefund(deps.db, input.refundId);
  if (!refund) throw refundNotFound();
  const [photo] = await deps.db
    .select()
    .from(buyerRefundPhotos)
    .where(and(eq(buyerRefundPhotos.id, input.photoId), eq(buyerRefundPhotos.refundId, refund.id)));
  if (!photo) throw new AppError('DOCUMENT_NOT_FOUND', 'Foto não encontrada neste reembolso.');
  await recordAudit(deps.db, {
    actorUserId: input.staffUserId,
    action: 'REFUND_PHOTO_OPENED',
    entityType: 'buyer_refund',
    entityId: refund.id,
    before: null,
    after: { photoId: photo.id },
  });
  const link = createFileLink(
    deps.config,
    {
      key: photo.storageKey,
      contentType: photo.contentType,
      fileName: `${refund.reference}-${photo.id.slice(0, 8)}.${extensions[photo.contentType] ?? 'bin'}`,
    },
    input.now,
  );
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}
