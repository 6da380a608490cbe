import { recordAudit } from '../audit/record-audit.js';
import { AppError } from '../shared/errors.js';
import { createFileLink } from '../storage/file-links.js';
import type { CheckoutDeps } from './context.js';
import { intentNotFound } from './get-own-payment-intent.js';
import { findIntent, latestReceipt } from './payments-repository.js';

/** A short-lived signed link to the intent's latest receipt (the read is audit-logged). */
export async function getReceiptLink(deps: CheckoutDeps, input: { staffUserId: string; intentId: string }) {
  const intent = await findIntent(deps.db, input.intentId);
  if (!intent) throw intentNotFound();
  const receipt = await latestReceipt(deps.db, intent.id);
  if (!receipt) throw new AppError('DOCUMENT_NOT_FOUND', 'Este pagamento não tem comprovante.');
  await recordAudit(deps.db, {
    actorUserId: input.staffUserId,
    action: 'PAYMENT_RECEIPT_OPENED',
    entityType: 'payment_intent',
    entityId: intent.id,
    before: null,
    after: { receiptId: receipt.id },
  });
  const link = createFileLink(deps.config, {
    key: receipt.storageKey,
    contentType: receipt.contentType,
    fileName: receipt.fileName,
  });
  return { url: link.url, expiresAt: link.expiresAt.toISOString() };
}
