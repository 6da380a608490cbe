import path from 'node:path';
import {
  adminListingResponseSchema,
  adminListingsQuerySchema,
  adminListingsResponseSchema,
  assetCategoriesResponseSchema,
  assetCategoryInputSchema,
  catalogueOptionsResponseSchema,
  listingInputSchema,
  listingStatusInputSchema,
  lotImportAcceptedSchema,
  lotImportJobSchema,
  lotInputSchema,
  lotOrderInputSchema,
  macroCategoryCodes,
  photoOrderInputSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../auth/authenticate.js';
import { listingPageAnswerSchema, listingPageQuerySchema } from '../catalog/catalog-schemas.js';
import { getListingPreview } from '../catalog/get-listing-page.js';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { listListingsForStaff } from './catalogue-admin-queries.js';
import { listSellersAndAuctioneers } from './catalogue-admin-repository.js';
import {
  checkEditalUpload,
  editAssetCategory,
  listAssetCategories,
  uploadEdital,
} from './catalogue-extras.js';
import { changeListingStatus } from './change-listing-status.js';
import { scheduleListingOpen } from './listing-open-jobs.js';
import { type CatalogueDeps, createListing, getAdminListing, updateListing } from './listings-admin.js';
import {
  buildLotImportErrorReport,
  buildLotImportTemplate,
  checkLotImportAllowed,
  confirmValidRows,
  createLotImportJob,
  getJobOrThrow,
  jobView,
  queueLotImport,
  receiveSpreadsheet,
} from './lot-import.js';
import {
  checkLotPhotoUpload,
  createLot,
  removeLotPhoto,
  reorderLotPhotos,
  reorderLots,
  updateLot,
  uploadLotPhoto,
} from './lots-admin.js';
import { type CatalogueRoute, catalogueRoutePermissions } from './route-permissions.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const listingParams = z.object({ listingId: z.uuid({ error: 'Identificador de evento inválido.' }) });
const lotParams = z.object({ id: z.uuid({ error: 'Identificador de lote inválido.' }) });
const photoParams = lotParams.extend({ photoId: z.uuid({ error: 'Identificador de foto inválido.' }) });
const jobParams = z.object({ jobId: z.uuid({ error: 'Identificador de importação inválido.' }) });
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const categoryParams = z.object({ code: z.enum(macroCategoryCodes, { error: 'Categoria inválida.' }) });

/** The caller's id once the route's role and level (from the one permission table) are checked. */
async function allowed(request: FastifyRequest, route: CatalogueRoute) {
  const { role, level } = catalogueRoutePermissions[route];
  return (await requireRole(request, role, level)).userId;
}

/**
 * onRequest check after `authenticate`: the caller holds the route's role and level before anything of the
 * request is read or validated (a reader learns nothing about a write route's inputs).
 */
function permit(route: CatalogueRoute) {
  return async (request: FastifyRequest) => {
    await allowed(request, route);
  };
}

/** Catalogue back office (CATALOGGER): Events, lots, photos, Edital and asset categories. */
export async function catalogueAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): CatalogueDeps => ({
    db: app.deps.database.db,
    media: app.deps.media,
    notifier: notifierFor(app),
    config: app.deps.config,
    log: request.log,
    scheduleOpen: async (listingId, at) => {
      if (app.deps.config.JOBS_ENABLED) await scheduleListingOpen(app, listingId, at);
    },
  });
  const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
  const uploadLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const tempDir = path.join(app.deps.config.dataDir, 'tmp', 'uploads');
  const importLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const sendXlsx = (reply: FastifyReply, fileName: string, body: Buffer) =>
    reply
      .header('content-type', xlsxType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(body);

  app.get(
    '/backoffice/listings/:listingId/lot-import/template',
    {
      onRequest: [authenticate, permit('GET /backoffice/listings/:listingId/lot-import/template')],
      schema: {
        tags: ['backoffice'],
        description:
          'Modelo .xlsx para importar lotes: colunas em português, uma linha de exemplo e a lista de categorias.',
        params: listingParams,
        response: errors,
      },
    },
    async (request, reply) => {
      await allowed(request, 'GET /backoffice/listings/:listingId/lot-import/template');
      await checkLotImportAllowed(app.deps.database.db, request.params.listingId);
      return sendXlsx(
        reply,
        'modelo-importacao-lotes.xlsx',
        await buildLotImportTemplate(app.deps.database.db),
      );
    },
  );

  app.post(
    '/backoffice/listings/:listingId/lot-imports',
    {
      onRequest: [authenticate, permit('POST /backoffice/listings/:listingId/lot-imports')],
      config: importLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Envia uma planilha .xlsx de lotes (campo "file"; campo "importValidRows"=true para importar só as linhas válidas). A importação roda em segundo plano: a resposta traz o identificador para acompanhar.',
        params: listingParams,
        response: { 202: lotImportAcceptedSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request, reply) => {
      const actor = await allowed(request, 'POST /backoffice/listings/:listingId/lot-imports');
      const db = app.deps.database.db;
      await checkLotImportAllowed(db, request.params.listingId);
      const upload = await receiveSpreadsheet(request, {
        maxBytes: app.deps.config.UPLOAD_MAX_BYTES,
        tempDir,
        config: app.deps.config,
        log: request.log,
      });
      const job = await createLotImportJob(db, app.deps.config, {
        listingId: request.params.listingId,
        actorUserId: actor,
        upload,
      });
      await queueLotImport(app, job.id);
      return reply.status(202).send({ jobId: job.id, status: job.status });
    },
  );

  app.get(
    '/backoffice/lot-imports/:jobId',
    {
      onRequest: [authenticate, permit('GET /backoffice/lot-imports/:jobId')],
      schema: {
        tags: ['backoffice'],
        description: 'Andamento de uma importação de lotes: linhas lidas, erros e lotes importados.',
        params: jobParams,
        response: { 200: lotImportJobSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/lot-imports/:jobId');
      return jobView(await getJobOrThrow(app.deps.database.db, request.params.jobId));
    },
  );

  app.get(
    '/backoffice/lot-imports/:jobId/errors.xlsx',
    {
      onRequest: [authenticate, permit('GET /backoffice/lot-imports/:jobId/errors.xlsx')],
      schema: {
        tags: ['backoffice'],
        description: 'Relatório .xlsx dos erros de uma importação (linha, coluna e o que está errado).',
        params: jobParams,
        response: errors,
      },
    },
    async (request, reply) => {
      await allowed(request, 'GET /backoffice/lot-imports/:jobId/errors.xlsx');
      const job = await getJobOrThrow(app.deps.database.db, request.params.jobId);
      return sendXlsx(reply, 'erros-importacao-lotes.xlsx', await buildLotImportErrorReport(job.errors));
    },
  );

  app.post(
    '/backoffice/lot-imports/:jobId/import-valid-rows',
    {
      onRequest: [authenticate, permit('POST /backoffice/lot-imports/:jobId/import-valid-rows')],
      config: importLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Depois de um relatório com erros: importa as linhas válidas da mesma planilha, deixando de fora as linhas com erro.',
        params: jobParams,
        response: { 202: lotImportAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allowed(request, 'POST /backoffice/lot-imports/:jobId/import-valid-rows');
      const job = await confirmValidRows(app.deps.database.db, request.params.jobId, actor);
      await queueLotImport(app, job.id);
      return reply.status(202).send({ jobId: job.id, status: job.status });
    },
  );

  app.get(
    '/backoffice/catalogue/options',
    {
      onRequest: [authenticate, permit('GET /backoffice/catalogue/options')],
      schema: {
        tags: ['backoffice'],
        description: 'Vendedores e leiloeiros para escolher no cadastro de eventos.',
        response: { 200: catalogueOptionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/catalogue/options');
      return listSellersAndAuctioneers(app.deps.database.db);
    },
  );

  app.get(
    '/backoffice/listings',
    {
      onRequest: [authenticate, permit('GET /backoffice/listings')],
      schema: {
        tags: ['backoffice'],
        description: 'Eventos do catálogo, dos que começam mais tarde aos mais antigos, com filtros.',
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/listings');
      return listListingsForStaff(app.deps.database.db, request.query);
    },
  );

  app.post(
    '/backoffice/listings',
    {
      onRequest: [authenticate, permit('POST /backoffice/listings')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Cria um evento em rascunho com todos os seus campos.',
        body: listingInputSchema,
        response: { 201: adminListingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allowed(request, 'POST /backoffice/listings');
      const created = await createListing(deps(request), actor, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/backoffice/listings/:listingId',
    {
      onRequest: [authenticate, permit('GET /backoffice/listings/:listingId')],
      schema: {
        tags: ['backoffice'],
        description: 'Um evento com todos os campos, lotes e fotos, como o back office edita.',
        params: listingParams,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/listings/:listingId');
      return getAdminListing(deps(request), request.params.listingId);
    },
  );

  app.get(
    '/backoffice/listings/:listingId/preview',
    {
      onRequest: [authenticate, permit('GET /backoffice/listings/:listingId/preview')],
      schema: {
        tags: ['backoffice'],
        description:
          'Prévia de um evento em qualquer situação (rascunho, teaser): a mesma resposta da página pública.',
        params: listingParams,
        querystring: listingPageQuerySchema,
        response: { 200: listingPageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await allowed(request, 'GET /backoffice/listings/:listingId/preview');
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      return getListingPreview(
        { db: app.deps.database.db, media: app.deps.media },
        request.params.listingId,
        request.query.currentPage,
        new Date(),
      );
    },
  );

  app.put(
    '/backoffice/listings/:listingId',
    {
      onRequest: [authenticate, permit('PUT /backoffice/listings/:listingId')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Salva um evento. Com o evento aberto, só o que não prejudica quem dá lances (decisão 177).',
        params: listingParams,
        body: listingInputSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/listings/:listingId');
      return updateListing(deps(request), actor, request.params.listingId, request.body);
    },
  );

  app.post(
    '/backoffice/listings/:listingId/status',
    {
      onRequest: [authenticate, permit('POST /backoffice/listings/:listingId/status')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Publica o evento como "em breve" (TEASER; abre sozinho no início) ou cancela (lances anulados, participantes avisados).',
        params: listingParams,
        body: listingStatusInputSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'POST /backoffice/listings/:listingId/status');
      return changeListingStatus(deps(request), actor, request.params.listingId, request.body);
    },
  );

  app.post(
    '/backoffice/listings/:listingId/edital',
    {
      onRequest: [authenticate, permit('POST /backoffice/listings/:listingId/edital')],
      config: uploadLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Envia o edital do evento (PDF, campo "file"), antes da abertura.',
        params: listingParams,
        response: { 200: adminListingResponseSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'POST /backoffice/listings/:listingId/edital');
      const catalogue = deps(request);
      await checkEditalUpload(catalogue, request.params.listingId);
      const upload = await receiveUpload(request, { maxBytes: app.deps.config.UPLOAD_MAX_BYTES, tempDir });
      return uploadEdital(catalogue, actor, request.params.listingId, upload);
    },
  );

  app.post(
    '/backoffice/listings/:listingId/lots',
    {
      onRequest: [authenticate, permit('POST /backoffice/listings/:listingId/lots')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Cria um lote no fim do evento.',
        params: listingParams,
        body: lotInputSchema,
        response: { 201: adminListingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await allowed(request, 'POST /backoffice/listings/:listingId/lots');
      return reply
        .status(201)
        .send(await createLot(deps(request), actor, request.params.listingId, request.body));
    },
  );

  app.put(
    '/backoffice/listings/:listingId/lots/order',
    {
      onRequest: [authenticate, permit('PUT /backoffice/listings/:listingId/lots/order')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Nova ordem (e numeração) dos lotes de um evento ainda não aberto.',
        params: listingParams,
        body: lotOrderInputSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/listings/:listingId/lots/order');
      return reorderLots(deps(request), actor, request.params.listingId, request.body.lotIds);
    },
  );

  app.put(
    '/backoffice/lots/:id',
    {
      onRequest: [authenticate, permit('PUT /backoffice/lots/:id')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Salva um lote. Com o evento aberto, só o que não prejudica quem dá lances.',
        params: lotParams,
        body: lotInputSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/lots/:id');
      return updateLot(deps(request), actor, request.params.id, request.body);
    },
  );

  app.post(
    '/backoffice/lots/:id/photos',
    {
      onRequest: [authenticate, permit('POST /backoffice/lots/:id/photos')],
      config: uploadLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Acrescenta uma foto (JPEG ou PNG, campo "file") ao lote; as versões reduzidas são geradas.',
        params: lotParams,
        response: { 200: adminListingResponseSchema, ...errors, ...uploadErrorResponses },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'POST /backoffice/lots/:id/photos');
      const catalogue = deps(request);
      await checkLotPhotoUpload(catalogue, request.params.id);
      const upload = await receiveUpload(request, {
        maxBytes: app.deps.config.UPLOAD_MAX_BYTES,
        tempDir,
        accept: 'images',
      });
      return uploadLotPhoto(catalogue, actor, request.params.id, upload);
    },
  );

  app.put(
    '/backoffice/lots/:id/photos/order',
    {
      onRequest: [authenticate, permit('PUT /backoffice/lots/:id/photos/order')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Nova ordem das fotos do lote (a primeira é a capa).',
        params: lotParams,
        body: photoOrderInputSchema,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/lots/:id/photos/order');
      return reorderLotPhotos(deps(request), actor, request.params.id, request.body.photoIds);
    },
  );

  app.delete(
    '/backoffice/lots/:id/photos/:photoId',
    {
      onRequest: [authenticate, permit('DELETE /backoffice/lots/:id/photos/:photoId')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Remove uma foto do lote.',
        params: photoParams,
        response: { 200: adminListingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'DELETE /backoffice/lots/:id/photos/:photoId');
      return removeLotPhoto(deps(request), actor, request.params.id, request.params.photoId);
    },
  );

  app.get(
    '/backoffice/asset-categories',
    {
      onRequest: [authenticate, permit('GET /backoffice/asset-categories')],
      schema: {
        tags: ['backoffice'],
        description: 'As 12 macrocategorias, com nome e slug.',
        response: { 200: assetCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await allowed(request, 'GET /backoffice/asset-categories');
      return listAssetCategories(app.deps.database.db);
    },
  );

  app.put(
    '/backoffice/asset-categories/:code',
    {
      onRequest: [authenticate, permit('PUT /backoffice/asset-categories/:code')],
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Muda o nome e o slug de uma macrocategoria (a lista é fixa).',
        params: categoryParams,
        body: assetCategoryInputSchema,
        response: { 200: assetCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await allowed(request, 'PUT /backoffice/asset-categories/:code');
      return editAssetCategory(app.deps.database.db, actor, request.params.code, request.body);
    },
  );
}
