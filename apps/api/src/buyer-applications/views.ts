import {
  type BuyerType,
  type DocumentStatus,
  type DocumentType,
  documentPayloadKeys,
  documentTypes,
  juridicalPersonDocumentStatus,
  naturalPersonDocumentStatus,
} from '@circula/domain';
import type { AppConfig } from '../config.js';
import { createFileLink } from '../storage/file-links.js';
import type { ApplicationRow, DocumentRow } from './buyer-applications-repository.js';

export function registrationDataOf(application: ApplicationRow) {
  return application.type === 'NATURAL_PERSON'
    ? {
        type: 'NATURAL_PERSON' as const,
        fullName: application.fullName ?? '',
        cpf: application.taxId,
        birthDate: application.birthDate ?? '',
      }
    : {
        type: 'JURIDICAL_PERSON' as const,
        companyName: application.companyName ?? '',
        cnpj: application.taxId,
        representativeName: application.representativeName ?? '',
        representativeCpf: application.representativeCpf ?? '',
      };
}

export function addressOf(application: ApplicationRow) {
  if (!application.addressPostalCode) return null;
  return {
    line1: application.addressLine1 ?? '',
    number: application.addressNumber ?? '',
    line2: application.addressLine2,
    neighborhood: application.addressNeighborhood ?? '',
    city: application.addressCity ?? '',
    state: application.addressState ?? '',
    postalCode: application.addressPostalCode,
  };
}

/** The application as its owner reads it (their own data in full). */
export function toApplicationView(application: ApplicationRow, username: string) {
  return {
    id: application.id,
    buyerId: application.buyerId,
    status: application.status,
    type: application.type,
    username,
    registrationData: registrationDataOf(application),
    address: addressOf(application),
    rejectionReason: application.status === 'REJECTED' ? application.rejectionReason : null,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** One document with a short-lived link to its file; call only for a caller allowed to see it. */
export function toDocumentView(config: AppConfig, document: DocumentRow) {
  const link = createFileLink(config, {
    key: document.storageKey,
    contentType: document.contentType,
    fileName: document.fileName,
  });
  return {
    id: document.id,
    type: document.type,
    status: document.status,
    rejectionReason: document.status === 'REJECTED' ? document.rejectionReason : null,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    fileName: document.fileName,
    uploadedAt: document.createdAt.toISOString(),
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    url: link.url,
    urlExpiresAt: link.expiresAt.toISOString(),
  };
}

export type DocumentView = ReturnType<typeof toDocumentView>;

/**
 * The spec's buyerApplicationDocuments: the three documents by name (null when not sent) and the
 * status derived for the person type.
 */
export function toDocumentsPayload(config: AppConfig, type: BuyerType, documents: readonly DocumentRow[]) {
  const byType = new Map(documents.map((document) => [document.type as DocumentType, document]));
  const view = (documentType: DocumentType) => {
    const document = byType.get(documentType);
    return document ? toDocumentView(config, document) : null;
  };
  const status = (documentType: DocumentType) =>
    byType.get(documentType)?.status as DocumentStatus | undefined;
  const payload = Object.fromEntries(
    documentTypes.map((documentType) => [documentPayloadKeys[documentType], view(documentType)]),
  ) as Record<(typeof documentPayloadKeys)[DocumentType], DocumentView | null>;
  return {
    ...payload,
    status:
      type === 'NATURAL_PERSON'
        ? naturalPersonDocumentStatus(
            status('NATURAL_PERSON_PHOTO_ID_FRONT'),
            status('NATURAL_PERSON_PHOTO_ID_BACK'),
          )
        : juridicalPersonDocumentStatus(status('INCORPORATION_DOCUMENT')),
  };
}
