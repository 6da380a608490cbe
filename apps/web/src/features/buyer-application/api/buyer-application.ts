import {
  activeApplicationResponseSchema,
  applicationDocumentsResponseSchema,
  type BuyerApplicationPatch,
  buyerApplicationResponseSchema,
  type DocumentType,
  documentUploadResponseSchema,
  ownBuyerResponseSchema,
} from '@circula/domain';
import type { z } from 'zod';
import { authedJson, uploadWithProgress } from '@/features/session';

import { activeApplicationPath, applicationDocumentsPath, buyerPath } from './paths';

export { activeApplicationPath, applicationDocumentsPath, buyerPath, userPath } from './paths';

export function fetchActiveApplication() {
  return authedJson(activeApplicationPath, activeApplicationResponseSchema);
}

export function fetchApplicationDocuments(applicationId: string) {
  return authedJson(applicationDocumentsPath(applicationId), applicationDocumentsResponseSchema);
}

/** Saves one step (or both); the first registration data creates the buyer. */
export function saveApplicationStep(patch: BuyerApplicationPatch) {
  return authedJson('web/buyer-applications', buyerApplicationResponseSchema, {
    method: 'PATCH',
    json: patch,
  });
}

export function updateUsername(buyerId: string, username: string) {
  return authedJson(buyerPath(buyerId), ownBuyerResponseSchema, { method: 'PATCH', json: { username } });
}

export type UploadResult = z.infer<typeof documentUploadResponseSchema>;

/** Sends one document of an application (PUT, replacing the one of that type). */
export function uploadApplicationDocument(
  applicationId: string,
  documentType: DocumentType,
  file: File,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadResult> {
  return uploadWithProgress({
    schema: documentUploadResponseSchema,
    method: 'PUT',
    path: `web/buyer-applications/${applicationId}/documents/${documentType}`,
    file,
    onProgress,
    createRequest,
  });
}
