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
import { FieldErrors, withFieldErrors } from '@/features/catalogue-admin';
import { authedJson, authedRequest, uploadWithProgress } from '@/features/session';

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

export { FieldErrors };

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
