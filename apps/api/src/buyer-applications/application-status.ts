import { type BuyerApplicationStatus, type BuyerType, requiredDocumentTypes } from '@circula/domain';
import type { ApplicationRow, DocumentRow } from './buyer-applications-repository.js';

/** Statuses in which the buyer may change data, address or documents. */
export const editableStatuses: readonly string[] = ['REGISTRATION_DATA_SENT', 'ADDRESS_SENT', 'REJECTED'];

/**
 * Where an editable application stands after a step: data only → REGISTRATION_DATA_SENT; data and address
 * → ADDRESS_SENT; and every document its person type needs, none of them rejected → UNDER_REVIEW
 * (sent to staff). After a rejection the same rule resends it once the buyer fixed what was refused.
 */
export function progressStatus(
  application: Pick<ApplicationRow, 'type' | 'addressPostalCode'>,
  documents: readonly Pick<DocumentRow, 'type' | 'status'>[],
): BuyerApplicationStatus {
  if (!application.addressPostalCode) return 'REGISTRATION_DATA_SENT';
  const complete = requiredDocumentTypes(application.type as BuyerType).every((type) =>
    documents.some((document) => document.type === type && document.status !== 'REJECTED'),
  );
  return complete ? 'UNDER_REVIEW' : 'ADDRESS_SENT';
}
