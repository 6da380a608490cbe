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
import { publicConfig } from '@/config/public';
import { authedJson, currentAccessToken, SignedOutError } from '@/features/session';
import { readAnswer } from '@/lib/http/answer';

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

export class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type UploadResult = z.infer<typeof documentUploadResponseSchema>;

/**
 * Sends one file as multipart (field `file`) to an API path with XMLHttpRequest, whose upload events give
 * the progress that fetch cannot. `onProgress` receives 0–1. Errors carry the API's pt-BR message. The
 * answer is read with the route's response schema (decision 230).
 */
export async function uploadWithProgress<S extends z.ZodType>({
  schema,
  method,
  path,
  file,
  onProgress,
  fields = {},
  createRequest = () => new XMLHttpRequest(),
}: {
  /** The route's response schema, from @circula/domain. */
  schema: S;
  method: 'PUT' | 'POST';
  path: string;
  file: File;
  onProgress: (fraction: number) => void;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  createRequest?: () => XMLHttpRequest;
}): Promise<z.infer<S>> {
  const token = await currentAccessToken();
  if (!token) throw new SignedOutError();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise<z.infer<S>>((resolve, reject) => {
    const request = createRequest();
    request.open(method, `${publicConfig.apiUrl}/${path}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) {
        try {
          const answer = readAnswer(schema, body, `${method} ${path}`);
          onProgress(1);
          resolve(answer);
        } catch (error) {
          reject(error);
        }
        return;
      }
      const message =
        typeof body.message === 'string' && body.message
          ? body.message
          : 'Não foi possível enviar o arquivo. Tente novamente.';
      reject(new UploadError(message, request.status, typeof body.code === 'string' ? body.code : undefined));
    });
    request.addEventListener('error', () =>
      reject(new UploadError('Falha de conexão ao enviar o arquivo. Tente novamente.', 0, undefined)),
    );
    request.send(form);
  });
}

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
