import {
  adminBannerResponseSchema,
  adminBannersResponseSchema,
  type BannerImageVariant,
  type BannerInput,
  type BannerOrderInput,
  type BannerType,
  bannerImageUploadResponseSchema,
  specialOffersResponseSchema,
} from '@circula/domain';
import type { z } from 'zod';
import { uploadWithProgress } from '@/features/buyer-application';
import { authedJson, authedRequest } from '@/features/session';
import { isHttpError } from '@/lib/http/client';

export type BannersAnswer = z.infer<typeof adminBannersResponseSchema>;
export type SpecialOffersAnswer = z.infer<typeof specialOffersResponseSchema>;

export const bannersPath = (filters: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const text = search.toString();
  return `backoffice/banners${text ? `?${text}` : ''}`;
};
export const bannerPath = (id: string) => `backoffice/banners/${id}`;

/** Every banner, no filter: what the list opens with. */
export const fetchAllBanners = () => authedJson(bannersPath({}), adminBannersResponseSchema);
export const staffSpecialOffersPath = 'backoffice/special-offers';

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

async function withFieldErrors<T>(work: () => Promise<T>): Promise<T> {
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

export const uploadBannerImage = (
  type: BannerType,
  variant: BannerImageVariant,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  withFieldErrors(() =>
    uploadWithProgress({
      schema: bannerImageUploadResponseSchema,
      method: 'POST',
      path: `backoffice/banner-images/${type}/${variant}`,
      file,
      onProgress,
    }),
  );

export const createBanner = (input: BannerInput) =>
  withFieldErrors(() =>
    authedJson('backoffice/banners', adminBannerResponseSchema, { method: 'POST', json: input }),
  );

export const saveBanner = (id: string, input: BannerInput) =>
  withFieldErrors(() =>
    authedJson(bannerPath(id), adminBannerResponseSchema, { method: 'PUT', json: input }),
  );

export const deleteBanner = (id: string) =>
  withFieldErrors(() => authedRequest(bannerPath(id), { method: 'DELETE' }));

export const reorderBanners = (input: BannerOrderInput) =>
  withFieldErrors(() =>
    authedJson('backoffice/banners/order', adminBannersResponseSchema, { method: 'PUT', json: input }),
  );

export const addSpecialOffer = (input: { listingId: string } | { lotId: string }) =>
  withFieldErrors(() =>
    authedJson(staffSpecialOffersPath, specialOffersResponseSchema, { method: 'POST', json: input }),
  );

export const removeSpecialOffer = (id: string) =>
  withFieldErrors(() =>
    authedJson(`${staffSpecialOffersPath}/${id}`, specialOffersResponseSchema, { method: 'DELETE' }),
  );

export const reorderSpecialOffers = (offerIds: string[]) =>
  withFieldErrors(() =>
    authedJson(`${staffSpecialOffersPath}/order`, specialOffersResponseSchema, {
      method: 'PUT',
      json: { offerIds },
    }),
  );
