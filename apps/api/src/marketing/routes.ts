import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  adminBannerResponseSchema,
  adminBannersQuerySchema,
  adminBannersResponseSchema,
  bannerDeletedSchema,
  bannerImageUploadResponseSchema,
  bannerImageVariants,
  bannerInputSchema,
  bannerOrderInputSchema,
  bannerTypes,
  publicBannersQuerySchema,
  publicBannersResponseSchema,
  specialOfferInputSchema,
  specialOfferOrderInputSchema,
  specialOffersAccessSchema,
  specialOffersResponseSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { AppError } from '../shared/errors.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { type AcceptedUpload, acceptPrivateUpload } from '../storage/accept-private-upload.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { storeBannerImage } from './banner-images.js';
import {
  type BannerDeps,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  publicBanners,
  reorderBanners,
  updateBanner,
} from './banners.js';
import { type MarketingRoute, marketingRoutePermissions } from './route-permissions.js';
import {
  addSpecialOffer,
  removeSpecialOffer,
  reorderSpecialOffers,
  specialOffersAllowed,
  specialOffersForUser,
  staffSpecialOffers,
} from './special-offers.js';
import { revalidateWebBanners } from './web-cache.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });
const imageParams = z.object({
  type: z.enum(bannerTypes, { error: 'Tipo de banner inválido.' }),
  variant: z.enum(bannerImageVariants, { error: 'Use desktop ou mobile.' }),
});

async function allowed(request: FastifyRequest, route: MarketingRoute) {
  const { role, level } = marketingRoutePermissions[route];
  return (await requireRole(request, role, level)).userId;
}

/** onRequest after `authenticate`: role and level checked before anything of the request is read. */
const permit = (route: MarketingRoute) => async (request: FastifyRequest) => {
  await allowed(request, route);
};

/** MARKETING: banners (back office and the site's read) and the Ofertas Especiais. */
export async function marketingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const media = app.deps.media;
  const deps = (request: FastifyRequest): BannerDeps => ({
    db,
    media,
    bannersChanged: () => revalidateWebBanners(app.deps.config, request.log),
  });
  const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  const uploadLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const tempDir = path.join(app.deps.config.dataDir, 'tmp', 'uploads');

  app.get(
    '/web/banners',
    {
      schema: {
        tags: ['web'],
        description:
          'Banners de um local (home, busca ou categoria) ativos agora ou prestes a começar, na ordem definida.',
        querystring: publicBannersQuerySchema,
        response: { 200: publicBannersResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => publicBanners({ db, media }, request.query.placement, request.query.category),
  );

  app.get(
    '/web/special-offers/access',
    {
      onRequest: authenticate,
      schema: {
        tags: ['web'],
        description: 'Se o usuário pode ver as Ofertas Especiais (decisão 205).',
        response: { 200: specialOffersAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ allowed: await specialOffersAllowed(db, requireUser(request).userId) }),
  );

  app.get(
    '/web/special-offers',
    {
      onRequest: authenticate,
      schema: {
        tags: ['web'],
        description: 'Ofertas Especiais; 403 SPECIAL_OFFERS_NOT_ALLOWED para quem a regra não permite.',
        response: { 200: specialOffersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      specialOffers: await specialOffersForUser(db, media, requireUser(request).userId),
    }),
  );

  app.get(
    '/backoffice/banners',
    {
      onRequest: [authenticate, permit('GET /backoffice/banners')],
      schema: {
        tags: ['backoffice'],
        description: 'Banners, filtrados por local, categoria, tipo e situação.',
        querystring: adminBannersQuerySchema,
        response: { 200: adminBannersResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/banners');
      return { banners: await listBanners(deps(request), request.query) };
    },
  );

  app.post(
    '/backoffice/banner-images/:type/:variant',
    {
      onRequest: [authenticate, permit('POST /backoffice/banner-images/:type/:variant')],
      config: uploadLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Envia a imagem (JPEG ou PNG, campo "file") de um banner; ela é recortada e reduzida ao tamanho do tipo.',
        params: imageParams,
        response: { 200: bannerImageUploadResponseSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request) => {
      await allowed(request, 'POST /backoffice/banner-images/:type/:variant');
      const upload = await receiveUpload(request, {
        maxBytes: app.deps.config.UPLOAD_MAX_BYTES,
        tempDir,
        accept: 'images',
      });
      let accepted: AcceptedUpload | undefined;
      try {
        accepted = await acceptPrivateUpload(upload, { config: app.deps.config, log: request.log });
        if (!accepted.contentType.startsWith('image/')) {
          throw new AppError('UNSUPPORTED_FILE_TYPE', 'Envie uma imagem (JPEG ou PNG).');
        }
        const image = await storeBannerImage(
          media,
          await readFile(accepted.tempPath),
          request.params.type,
          request.params.variant,
        );
        return { image };
      } finally {
        await upload.discard();
        await accepted?.discard();
      }
    },
  );

  app.post(
    '/backoffice/banners',
    {
      onRequest: [authenticate, permit('POST /backoffice/banners')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Cria um banner (as imagens já enviadas); ele entra depois do último do mesmo local.',
        body: bannerInputSchema,
        response: { 200: adminBannerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'POST /backoffice/banners');
      return { banner: await createBanner(deps(request), actor, request.body) };
    },
  );

  app.put(
    '/backoffice/banners/order',
    {
      onRequest: [authenticate, permit('PUT /backoffice/banners/order')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Nova ordem de todos os banners de um local (e categoria).',
        body: bannerOrderInputSchema,
        response: { 200: adminBannersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/banners/order');
      return { banners: await reorderBanners(deps(request), actor, request.body) };
    },
  );

  app.get(
    '/backoffice/banners/:id',
    {
      onRequest: [authenticate, permit('GET /backoffice/banners/:id')],
      schema: {
        tags: ['backoffice'],
        description: 'Um banner.',
        params: idParams,
        response: { 200: adminBannerResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/banners/:id');
      return { banner: await getBanner(deps(request), request.params.id) };
    },
  );

  app.put(
    '/backoffice/banners/:id',
    {
      onRequest: [authenticate, permit('PUT /backoffice/banners/:id')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Altera um banner.',
        params: idParams,
        body: bannerInputSchema,
        response: { 200: adminBannerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/banners/:id');
      return { banner: await updateBanner(deps(request), actor, request.params.id, request.body) };
    },
  );

  app.delete(
    '/backoffice/banners/:id',
    {
      onRequest: [authenticate, permit('DELETE /backoffice/banners/:id')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Exclui um banner.',
        params: idParams,
        response: { 204: bannerDeletedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allowed(request, 'DELETE /backoffice/banners/:id');
      await deleteBanner(deps(request), actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/backoffice/special-offers',
    {
      onRequest: [authenticate, permit('GET /backoffice/special-offers')],
      schema: {
        tags: ['backoffice'],
        description: 'As Ofertas Especiais, na ordem em que os compradores as veem.',
        response: { 200: specialOffersResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/special-offers');
      return { specialOffers: await staffSpecialOffers(db, media) };
    },
  );

  app.post(
    '/backoffice/special-offers',
    {
      onRequest: [authenticate, permit('POST /backoffice/special-offers')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Acrescenta um evento ou um lote às Ofertas Especiais.',
        body: specialOfferInputSchema,
        response: { 200: specialOffersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'POST /backoffice/special-offers');
      return { specialOffers: await addSpecialOffer(db, media, actor, request.body) };
    },
  );

  app.put(
    '/backoffice/special-offers/order',
    {
      onRequest: [authenticate, permit('PUT /backoffice/special-offers/order')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Nova ordem das Ofertas Especiais.',
        body: specialOfferOrderInputSchema,
        response: { 200: specialOffersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/special-offers/order');
      return { specialOffers: await reorderSpecialOffers(db, media, actor, request.body.offerIds) };
    },
  );

  app.delete(
    '/backoffice/special-offers/:id',
    {
      onRequest: [authenticate, permit('DELETE /backoffice/special-offers/:id')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Retira um item das Ofertas Especiais.',
        params: idParams,
        response: { 200: specialOffersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'DELETE /backoffice/special-offers/:id');
      return { specialOffers: await removeSpecialOffer(db, media, actor, request.params.id) };
    },
  );
}
