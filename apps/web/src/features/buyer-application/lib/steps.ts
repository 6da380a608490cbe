import { type DocumentType, documentPayloadKeys, requiredDocumentTypes } from '@circula/domain';
import type { ApplicationDocuments, BuyerApplication } from '../api/types';

export const verificationSteps = ['type', 'registration', 'address', 'documents', 'submitted'] as const;
export type VerificationStep = (typeof verificationSteps)[number];

export const stepLabels: Record<Exclude<VerificationStep, 'submitted'>, string> = {
  type: 'Tipo de cadastro',
  registration: 'Dados cadastrais',
  address: 'Endereço',
  documents: 'Documentos',
};

export function documentOf(
  documents: ApplicationDocuments | null | undefined,
  type: DocumentType,
): ApplicationDocuments[(typeof documentPayloadKeys)[DocumentType]] {
  return documents ? documents[documentPayloadKeys[type]] : null;
}

/** A document step is done when each required document is sent and none is rejected. */
export function documentsComplete(
  application: BuyerApplication,
  documents: ApplicationDocuments | null | undefined,
): boolean {
  return requiredDocumentTypes(application.type).every((type) => {
    const document = documentOf(documents, type);
    return document != null && document.status !== 'REJECTED';
  });
}

/**
 * Where the form opens: the first step not done yet. Before any data the buyer picks person or company;
 * after a rejection, the documents if one of them was refused, else the data (the reason is about it).
 */
export function firstIncompleteStep(
  application: BuyerApplication | null,
  documents: ApplicationDocuments | null | undefined,
): VerificationStep {
  if (!application) return 'type';
  switch (application.status) {
    case 'UNDER_REVIEW':
    case 'APPROVED':
      return 'submitted';
    case 'REGISTRATION_DATA_SENT':
      return 'address';
    case 'ADDRESS_SENT':
      return application.address ? 'documents' : 'address';
    case 'REJECTED': {
      const anyRejected = requiredDocumentTypes(application.type).some(
        (type) => documentOf(documents, type)?.status === 'REJECTED',
      );
      if (anyRejected || !documentsComplete(application, documents)) return 'documents';
      return 'registration';
    }
  }
}

/** Steps the buyer may go back to: the ones before the current one, while the application is editable. */
export function canOpenStep(target: VerificationStep, current: VerificationStep, editable: boolean): boolean {
  if (!editable) return false;
  return verificationSteps.indexOf(target) <= verificationSteps.indexOf(current);
}

export function isEditable(application: BuyerApplication | null): boolean {
  return !application || !['UNDER_REVIEW', 'APPROVED'].includes(application.status);
}
