import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type BuyerType, type DocumentType, requiredDocumentTypes } from '@circula/domain';
import { getBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import { extensionOf } from '../storage/detect-file-type.js';
import type { ReceivedUpload } from '../storage/receive-upload.js';
import { editableStatuses } from './application-status.js';
import {
  type ApplicationRow,
  findApplicationById,
  insertDocument,
  insertHistoryRow,
  listCurrentDocuments,
  markDocumentReplaced,
} from './buyer-applications-repository.js';
import { applyProgress } from './change-application-status.js';
import type { ApplicationDeps } from './context.js';
import { getOwnApplicationOrThrow } from './get-own-application.js';
import { toApplicationView, toDocumentsPayload } from './views.js';

const fileNames: Record<DocumentType, string> = {
  NATURAL_PERSON_PHOTO_ID_FRONT: 'documento-identidade-frente',
  NATURAL_PERSON_PHOTO_ID_BACK: 'documento-identidade-verso',
  INCORPORATION_DOCUMENT: 'documento-constituicao',
};

/** Refuses an upload the application cannot take now; checked before the file is read and again after. */
function assertAcceptsDocument(application: ApplicationRow, documentType: DocumentType) {
  if (!editableStatuses.includes(application.status)) {
    throw new AppError(
      'BUYER_APPLICATION_LOCKED',
      application.status === 'APPROVED'
        ? 'Seu cadastro já foi aprovado; não é preciso enviar documentos.'
        : 'Seu cadastro está em análise. Aguarde o resultado para enviar outros documentos.',
    );
  }
  if (!application.addressPostalCode) {
    throw new AppError('BUYER_APPLICATION_STEP_OUT_OF_ORDER', 'Envie o endereço antes dos documentos.');
  }
  if (!requiredDocumentTypes(application.type as BuyerType).includes(documentType)) {
    throw new AppError(
      'DOCUMENT_TYPE_NOT_ALLOWED',
      application.type === 'NATURAL_PERSON'
        ? 'Para pessoa física, envie a frente e o verso do documento de identidade com foto.'
        : 'Para pessoa jurídica, envie o documento de constituição da empresa.',
    );
  }
}

/** Authorises an upload before the request's file is read. */
export async function checkDocumentUpload(
  db: Database,
  callerUserId: string,
  applicationId: string,
  documentType: DocumentType,
) {
  const application = await getOwnApplicationOrThrow(db, callerUserId, applicationId);
  assertAcceptsDocument(application, documentType);
  return application;
}

/**
 * Checks the upload (acceptPrivateUpload: structure, image re-encoding, virus scan), stores it as the
 * application's document of that type, replacing the previous one, and sends the application for review
 * once it is complete. If anything fails, nothing stays stored.
 */
export async function uploadApplicationDocument(
  deps: ApplicationDeps,
  callerUserId: string,
  applicationId: string,
  documentType: DocumentType,
  upload: ReceivedUpload,
) {
  const documentId = randomUUID();
  const storageKey = `buyer-applications/${applicationId}/${documentId}`;
  let stored = false;
  let accepted: AcceptedUpload | undefined;
  try {
    const file = await acceptPrivateUpload(upload, deps);
    accepted = file;
    await deps.storage.put(storageKey, createReadStream(file.tempPath), file.contentType);
    stored = true;
    const { application, replaced, documents } = await deps.db.transaction(async (tx) => {
      let application = await findApplicationById(tx, applicationId, { lock: true });
      if (!application || application.userId !== callerUserId) {
        throw new AppError('FORBIDDEN', 'Você só pode acessar o seu próprio cadastro de comprador.');
      }
      assertAcceptsDocument(application, documentType);
      const previous = (await listCurrentDocuments(tx, applicationId)).find(
        (doc) => doc.type === documentType,
      );
      if (previous) await markDocumentReplaced(tx, previous.id);
      const document = await insertDocument(tx, {
        id: documentId,
        applicationId,
        type: documentType,
        status: 'UNDER_REVIEW',
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.size,
        fileName: `${fileNames[documentType]}.${extensionOf(file.contentType)}`,
      });
      await insertHistoryRow(tx, {
        applicationId,
        documentId: document.id,
        fromStatus: null,
        toStatus: 'UNDER_REVIEW',
        actorUserId: callerUserId,
      });
      application = await applyProgress(tx, application, callerUserId);
      return { application, replaced: previous, documents: await listCurrentDocuments(tx, applicationId) };
    });
    // The replaced file is not needed any more; its row stays as history.
    if (replaced) {
      await deps.storage.delete(replaced.storageKey).catch((error: unknown) => {
        deps.log.warn({ err: error, documentId: replaced.id }, 'could not delete a replaced document file');
      });
    }
    const buyer = await getBuyerOrThrow(deps.db, application.buyerId);
    return {
      buyerApplication: toApplicationView(application, buyer.username),
      buyerApplicationDocuments: toDocumentsPayload(deps.config, application.type as BuyerType, documents),
    };
  } catch (error) {
    if (stored) await deps.storage.delete(storageKey);
    throw error;
  } finally {
    await upload.discard();
    await accepted?.discard();
  }
}
