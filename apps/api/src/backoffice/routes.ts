import {
  applicationDecisionResponseSchema,
  applicationDocumentsResponseSchema,
  applicationForReviewSchema,
  applicationQueueResponseSchema,
  blockBuyerSchema,
  buyerApplicationStatuses,
  buyerForStaffSchema,
  buyerPictureSchema,
  buyerSearchQuerySchema,
  buyerSearchResultSchema,
  permissionLevels,
  reviewDecisionSchema,
  staffAccessWithPermissionsSchema,
  staffBuyerResponseSchema,
  unblockBuyerSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { applicationDeps } from '../buyer-applications/context.js';
import { decideApplication } from '../buyer-applications/decide-application.js';
import { getApplicationForReview } from '../buyer-applications/get-application-for-review.js';
import { listApplicationsForReview } from '../buyer-applications/list-applications-for-review.js';
import { reviewApplicationDocument } from '../buyer-applications/review-application-document.js';
import { blockBuyer, unblockBuyer } from '../buyers/block-buyer.js';
import { getBuyerPicture, searchBuyers } from '../buyers/buyer-picture.js';
import { getBuyerForStaff, toStaffBuyerView } from '../buyers/get-buyer-for-staff.js';
import { errorResponses } from '../shared/schemas.js';
import { getStaffAccess } from './get-staff-access.js';

const role = 'CIRCULA_CUSTOMER_SUPPORT';
const errors = errorResponses(400, 401, 403, 404, 409);
const applicationParams = z.object({ id: z.uuid({ error: 'Identificador de cadastro inválido' }) });
const buyerParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });

/**
 * Staff routes of buyer onboarding, each checking the CUSTOMER_SUPPORT role on the server, and the
 * caller's own roles (which the web's navigation follows).
 */
export async function backofficeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /backoffice/me
  app.get(
    '/backoffice/me',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Papéis do back office de quem está conectado, com o nível de cada um (0 leitura, 1 ação, 2 administração), e as permissões especiais.',
        response: { 200: staffAccessWithPermissionsSchema, ...errors },
      },
    },
    async (request) => getStaffAccess(app.deps.database.db, requireUser(request).userId),
  );

  // GET /backoffice/buyer-applications
  app.get(
    '/backoffice/buyer-applications',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Fila de cadastros de comprador (em análise por padrão), do mais antigo ao mais novo.',
        querystring: z.object({
          status: z.enum(buyerApplicationStatuses, { error: 'Situação inválida' }).default('UNDER_REVIEW'),
          take: z.coerce
            .number({ error: 'take deve ser um número de 1 a 100' })
            .int({ error: 'take deve ser um número de 1 a 100' })
            .min(1, { error: 'take deve ser um número de 1 a 100' })
            .max(100, { error: 'take deve ser um número de 1 a 100' })
            .default(20),
          skip: z.coerce
            .number({ error: 'skip deve ser um número inteiro a partir de 0' })
            .int({ error: 'skip deve ser um número inteiro a partir de 0' })
            .min(0, { error: 'skip deve ser um número inteiro a partir de 0' })
            .default(0),
        }),
        response: {
          200: applicationQueueResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await requireRole(request, role, permissionLevels.READ);
      return listApplicationsForReview(app.deps.database.db, request.query);
    },
  );

  // GET /backoffice/buyer-applications/:id
  app.get(
    '/backoffice/buyer-applications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: applicationParams,
        response: {
          200: applicationForReviewSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await requireRole(request, role, permissionLevels.READ);
      return getApplicationForReview(applicationDeps(app, request.log), request.params.id);
    },
  );

  // POST /backoffice/buyer-applications/:id/documents/:documentId/decision
  app.post(
    '/backoffice/buyer-applications/:id/documents/:documentId/decision',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: applicationParams.extend({
          documentId: z.uuid({ error: 'Identificador de documento inválido' }),
        }),
        body: reviewDecisionSchema,
        response: {
          200: applicationDocumentsResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, permissionLevels.WRITE);
      return {
        buyerApplicationDocuments: await reviewApplicationDocument(
          applicationDeps(app, request.log),
          userId,
          request.params.id,
          request.params.documentId,
          request.body,
        ),
      };
    },
  );

  // POST /backoffice/buyer-applications/:id/decision
  app.post(
    '/backoffice/buyer-applications/:id/decision',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: applicationParams,
        body: reviewDecisionSchema,
        response: {
          200: applicationDecisionResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, permissionLevels.WRITE);
      const saved = await decideApplication(
        applicationDeps(app, request.log),
        userId,
        request.params.id,
        request.body,
      );
      return { buyerApplication: { id: saved.id, status: saved.status } };
    },
  );

  // GET /backoffice/buyers
  app.get(
    '/backoffice/buyers',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.BUYERS_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['backoffice'],
        description:
          'Busca de compradores por nome, e-mail, nome de usuário ou CPF/CNPJ (com ou sem pontuação), paginada.',
        querystring: buyerSearchQuerySchema,
        response: { 200: buyerSearchResultSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, permissionLevels.READ);
      return searchBuyers(app.deps.database.db, request.query);
    },
  );

  // GET /backoffice/buyers/:id/picture
  app.get(
    '/backoffice/buyers/:id/picture',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Visão completa do comprador: cadastros, habilitações, lances, cobranças, bloqueios (motivo e autor) e sessões abertas.',
        params: buyerParams,
        response: { 200: buyerPictureSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, role, permissionLevels.READ);
      return getBuyerPicture(app.deps.database.db, request.params.id);
    },
  );

  // GET /backoffice/buyers/:id
  app.get(
    '/backoffice/buyers/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: buyerParams,
        response: {
          200: buyerForStaffSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      await requireRole(request, role, permissionLevels.READ);
      return getBuyerForStaff(app.deps.database.db, request.params.id);
    },
  );

  // POST /backoffice/buyers/:id/block
  app.post(
    '/backoffice/buyers/:id/block',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: buyerParams,
        body: blockBuyerSchema,
        response: { 200: staffBuyerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, permissionLevels.WRITE);
      const buyer = await blockBuyer(app.deps.database.db, userId, request.params.id, request.body);
      return { buyer: toStaffBuyerView(buyer) };
    },
  );

  // POST /backoffice/buyers/:id/unblock
  app.post(
    '/backoffice/buyers/:id/unblock',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        params: buyerParams,
        body: unblockBuyerSchema,
        response: { 200: staffBuyerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, role, permissionLevels.WRITE);
      const buyer = await unblockBuyer(app.deps.database.db, userId, request.params.id, request.body);
      return { buyer: toStaffBuyerView(buyer) };
    },
  );
}
