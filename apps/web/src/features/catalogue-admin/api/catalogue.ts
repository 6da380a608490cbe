import {
  adminListingResponseSchema,
  type adminListingsResponseSchema,
  assetCategoriesResponseSchema,
  type catalogueOptionsResponseSchema,
  type ListingInput,
  type ListingStatusInput,
  type LotImportJob,
  type LotInput,
  lotImportAcceptedSchema,
} from '@circula/domain';
import type { z } from 'zod';
import { authedJson, authedRequest, uploadWithProgress } from '@/features/session';
import { isHttpError } from '@/lib/http/client';

export type ListingsPage = z.infer<typeof adminListingsResponseSchema>;
export type CatalogueOptions = z.infer<typeof catalogueOptionsResponseSchema>;
export type AssetCategories = z.infer<typeof assetCategoriesResponseSchema>;

export const listingsPath = (status: string, q: string) =>
  `backoffice/listings?take=100${status ? `&status=${status}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
export const listingPath = (id: string) => `backoffice/listings/${id}`;
/** An Event in any status as its public page would show it (GET /backoffice/listings/:id/preview). */
export const listingPreviewPath = (id: string) => `${listingPath(id)}/preview`;
export const optionsPath = 'backoffice/catalogue/options';
export const categoriesPath = 'backoffice/asset-categories';

/** An API refusal with the fields to fix, as the form shows them. */
export class FieldErrors extends Error {
  constructor(
    message: string,
    readonly issues: Record<string, string>,
  ) {
    super(message);
    this.name = 'FieldErrors';
  }
}

/** Turns an API error carrying details.issues into FieldErrors; anything else is thrown as it came. */
export async function withFieldErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isHttpError(error)) {
      const body = (await error.response
        .clone()
        .json()
        .catch(() => ({}))) as {
        message?: string;
        details?: { issues?: { path: string; message: string }[] };
      };
      const issues = Object.fromEntries(
        (body.details?.issues ?? []).map((issue) => [issue.path, issue.message]),
      );
      throw new FieldErrors(body.message ?? 'Não foi possível salvar.', issues);
    }
    throw error;
  }
}

export const createListing = (input: ListingInput) =>
  withFieldErrors(() =>
    authedJson('backoffice/listings', adminListingResponseSchema, { method: 'POST', json: input }),
  );

export const saveListing = (id: string, input: ListingInput) =>
  withFieldErrors(() =>
    authedJson(listingPath(id), adminListingResponseSchema, { method: 'PUT', json: input }),
  );

export const changeStatus = (id: string, input: ListingStatusInput) =>
  withFieldErrors(() =>
    authedJson(`${listingPath(id)}/status`, adminListingResponseSchema, { method: 'POST', json: input }),
  );

export const createLot = (listingId: string, input: LotInput) =>
  withFieldErrors(() =>
    authedJson(`${listingPath(listingId)}/lots`, adminListingResponseSchema, { method: 'POST', json: input }),
  );

export const saveLot = (lotId: string, input: LotInput) =>
  withFieldErrors(() =>
    authedJson(`backoffice/lots/${lotId}`, adminListingResponseSchema, { method: 'PUT', json: input }),
  );

export const reorderLots = (listingId: string, lotIds: string[]) =>
  withFieldErrors(() =>
    authedJson(`${listingPath(listingId)}/lots/order`, adminListingResponseSchema, {
      method: 'PUT',
      json: { lotIds },
    }),
  );

export const reorderPhotos = (lotId: string, photoIds: string[]) =>
  withFieldErrors(() =>
    authedJson(`backoffice/lots/${lotId}/photos/order`, adminListingResponseSchema, {
      method: 'PUT',
      json: { photoIds },
    }),
  );

export const removePhoto = (lotId: string, photoId: string) =>
  withFieldErrors(() =>
    authedJson(`backoffice/lots/${lotId}/photos/${photoId}`, adminListingResponseSchema, {
      method: 'DELETE',
    }),
  );

export const uploadLotPhoto = (lotId: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress({
    schema: adminListingResponseSchema,
    method: 'POST',
    path: `backoffice/lots/${lotId}/photos`,
    file,
    onProgress,
  });

export const uploadEdital = (listingId: string, file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress({
    schema: adminListingResponseSchema,
    method: 'POST',
    path: `${listingPath(listingId)}/edital`,
    file,
    onProgress,
  });

export const saveCategory = (code: string, input: { name: string; slug: string }) =>
  withFieldErrors(() =>
    authedJson(`${categoriesPath}/${code}`, assetCategoriesResponseSchema, { method: 'PUT', json: input }),
  );

export const lotImportPath = (jobId: string) => `backoffice/lot-imports/${jobId}`;
export type { LotImportJob };

/** Sends a lot spreadsheet; the import then runs on the server (follow it at lotImportPath). */
export const uploadLotSpreadsheet = (
  listingId: string,
  file: File,
  importValidRows: boolean,
  onProgress: (fraction: number) => void,
) =>
  uploadWithProgress({
    schema: lotImportAcceptedSchema,
    method: 'POST',
    path: `${listingPath(listingId)}/lot-imports`,
    file,
    onProgress,
    fields: importValidRows ? { importValidRows: 'true' } : {},
  });

/** "importar as linhas válidas" after a report with errors: the same file again, without the bad rows. */
export const importValidRows = (jobId: string) =>
  authedJson(`${lotImportPath(jobId)}/import-valid-rows`, lotImportAcceptedSchema, {
    method: 'POST',
    retry: 0,
  });

/** Saves a file the API makes (the session's token cannot ride on a plain link). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await authedRequest(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
