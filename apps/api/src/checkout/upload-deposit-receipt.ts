import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Database } from '../db/client.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import { extensionOf } from '../storage/detect-file-type.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import { changeIntentStatus } from './change-intent-status.js';
import { methodNotAllowed, notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { getOwnIntentOrThrow, getOwnPaymentIntent } from './get-own-payment-intent.js';
import { type IntentRow, insertReceipt } from './payments-repository.js';

function assertAcceptsReceipt(intent: IntentRow) {
  if (!intent.allowedMethods.includes('DEPOSIT_RECEIPT')) throw methodNotAllowed(intent.allowedMethods);
  if (intent.status !== 'PENDING_PAYMENT') throw notPayable();
}

/** Authorises a receipt upload before the request's file is read. */
export async function checkReceiptUpload(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string },
) {
  const { intent } = await getOwnIntentOrThrow(deps.db, input);
  assertAcceptsReceipt(intent);
}

/**
 * Checks the receipt (acceptPrivateUpload: structure, image re-encoding, virus scan, as identity documents
 * are), stores it as a private file and sends the intent to FINANCE
 * (PENDING_VERIFICATION), re-checking under the intent's lock; if anything fails nothing stays stored.
 */
export async function uploadDepositReceipt(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string },
  upload: ReceivedUpload,
) {
  const receiptId = randomUUID();
  const storageKey = `payment-receipts/${input.intentId}/${receiptId}`;
  let stored = false;
  let accepted: AcceptedUpload | undefined;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    await deps.storage.put(storageKey, createReadStream(file.tempPath), file.contentType);
    stored = true;
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const { intent } = await getOwnIntentOrThrow(tx, input, { lock: true });
      assertAcceptsReceipt(intent);
      await insertReceipt(tx, {
        id: receiptId,
        intentId: intent.id,
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.size,
        fileName: `comprovante-${intent.reference.toLowerCase()}.${extensionOf(file.contentType)}`,
      });
      await changeIntentStatus(tx, {
        intentId: intent.id,
        from: ['PENDING_PAYMENT'],
        to: 'PENDING_VERIFICATION',
        actor: 'BUYER',
        actorUserId: input.callerUserId,
        reason: 'Comprovante de depósito enviado',
        set: { method: 'DEPOSIT_RECEIPT' },
      });
    });
  } catch (error) {
    if (stored) await deps.storage.delete(storageKey);
    throw error;
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
  return getOwnPaymentIntent(deps, input);
}
