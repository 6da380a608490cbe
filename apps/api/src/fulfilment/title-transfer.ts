import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import type { FulfilmentDeps } from './context.js';
import { isSellerAdmin } from './door-access.js';
import {
  findLotFulfilment,
  type LotFulfilmentRow,
  listLotFulfilments,
  updateLotFulfilment,
} from './fulfilment-repository.js';
import { completeFulfilmentIfDone } from './listing-status-path.js';
import { lotFulfilmentNotFound } from './messages.js';
import { toLotFulfilmentView } from './views.js';

/*
 * TITLE_TRANSFER_V0 (decision 143): after payment, (1) the buyer sends their documents, (2) the seller's
 * ADMIN sends the seller's documents, (3) the seller's ADMIN records the transfer done; each step keeps its
 * date, its upload (through the upload gate, stored privately) and who acted. Steps go in order.
 */

type Actor = { kind: 'BUYER'; callerUserId: string; buyerId: string } | { kind: 'SELLER'; userId: string };

const outOfOrder = (message: string) => new AppError('TITLE_TRANSFER_STEP_OUT_OF_ORDER', message);

/** The transfer the actor may act on (a buyer's own lot, or a lot of a seller they are ADMIN of), or 404. */
async function transferFor(db: Database, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  const found = await findLotFulfilment(db, id, options);
  if (found?.fulfilment.kind !== 'TITLE_TRANSFER_V0') throw lotFulfilmentNotFound();
  if (actor.kind === 'BUYER') {
    const buyer = await getOwnBuyerOrThrow(db, actor.callerUserId, actor.buyerId);
    if (found.fulfilment.buyerId !== buyer.id) throw lotFulfilmentNotFound();
  } else if (!(await isSellerAdmin(db, actor.userId, found.sellerId))) {
    throw lotFulfilmentNotFound();
  }
  return found.fulfilment;
}

function assertDocumentStep(fulfilment: LotFulfilmentRow, actor: Actor) {
  if (fulfilment.status !== 'PENDING') throw outOfOrder('A transferência deste lote já foi concluída.');
  if (actor.kind === 'SELLER' && !fulfilment.buyerDocumentsAt) {
    throw outOfOrder('Aguarde os documentos do comprador antes de enviar os do vendedor.');
  }
  if (actor.kind === 'BUYER' && fulfilment.sellerDocumentsAt) {
    throw outOfOrder('O vendedor já enviou os documentos; fale com o suporte para trocar os seus.');
  }
}

async function view(db: Database, fulfilment: LotFulfilmentRow) {
  const [row] = await listLotFulfilments(db, { listingId: fulfilment.listingId, ids: [fulfilment.id] });
  if (!row) throw lotFulfilmentNotFound();
  return toLotFulfilmentView(row);
}

/** Authorises a document upload before the request's file is read. */
export async function checkTransferUpload(deps: FulfilmentDeps, actor: Actor, id: string) {
  assertDocumentStep(await transferFor(deps.db, actor, id), actor);
}

/** Stores the buyer's or the seller's documents of a title transfer (one PDF or image per step). */
export async function uploadTransferDocuments(
  deps: FulfilmentDeps,
  actor: Actor,
  id: string,
  upload: ReceivedUpload,
) {
  const side = actor.kind === 'BUYER' ? 'buyer' : 'seller';
  const storageKey = `title-transfers/${id}/${side}-${randomUUID()}`;
  let stored = false;
  let accepted: AcceptedUpload | undefined;
  let previousKey: string | null = null;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    await deps.storage.put(storageKey, createReadStream(file.tempPath), file.contentType);
    stored = true;
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const fulfilment = await transferFor(tx, actor, id, { lock: true });
      assertDocumentStep(fulfilment, actor);
      const now = new Date();
      const userId = actor.kind === 'BUYER' ? actor.callerUserId : actor.userId;
      if (actor.kind === 'BUYER') {
        previousKey = fulfilment.buyerDocumentsKey;
        await updateLotFulfilment(tx, id, {
          buyerDocumentsKey: storageKey,
          buyerDocumentsAt: now,
          buyerDocumentsByUserId: userId,
          updatedAt: now,
        });
      } else {
        previousKey = fulfilment.sellerDocumentsKey;
        await updateLotFulfilment(tx, id, {
          sellerDocumentsKey: storageKey,
          sellerDocumentsAt: now,
          sellerDocumentsByUserId: userId,
          updatedAt: now,
        });
      }
    });
  } catch (error) {
    if (stored) await deps.storage.delete(storageKey);
    throw error;
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
  if (previousKey) await deps.storage.delete(previousKey);
  return view(deps.db, await transferFor(deps.db, actor, id));
}

/** The seller's ADMIN records the transfer done: the lot is TRANSFERRED, and the Event may be FULFILLED. */
export async function completeTransfer(deps: FulfilmentDeps, input: { userId: string; id: string }) {
  const actor: Actor = { kind: 'SELLER', userId: input.userId };
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const fulfilment = await transferFor(tx, actor, input.id, { lock: true });
    if (fulfilment.status !== 'PENDING') throw outOfOrder('A transferência deste lote já foi concluída.');
    if (!fulfilment.buyerDocumentsAt || !fulfilment.sellerDocumentsAt) {
      throw outOfOrder(
        'A transferência só pode ser concluída depois dos documentos do comprador e do vendedor.',
      );
    }
    const now = new Date();
    await updateLotFulfilment(tx, input.id, {
      status: 'TRANSFERRED',
      transferredAt: now,
      transferredByUserId: input.userId,
      updatedAt: now,
    });
    await completeFulfilmentIfDone(tx, fulfilment.listingId, now);
  });
  return view(deps.db, await transferFor(deps.db, actor, input.id));
}
