import path from 'node:path';
import {
  backofficeRefundListSchema,
  backofficeRefundSchema,
  buyerRefundStatuses,
  createRefundSchema,
  fileLinkSchema,
  refundListQuerySchema,
  refundListSchema,
  refundViewSchema,
  rejectRefundSchema,
  submitRefundSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { findUserRole } from '../auth/user-roles.js';
import { AppError } from '../shared/errors.js';
import { errorResponses, uploadErrorResponses } from '../shared/schemas.js';
import { receiveUpload } from '../storage/receive-upload.js';
import { cancelRefund, submitRefund } from './buyer-moves.js';
import { refundDeps } from './context.js';
import { openRefund } from './open-refund.js';
import { getOwnRefund, listOwnRefunds } from './own-refunds.js';
import { approveRefund, markRefundPayoutPaid, rejectRefund } from './staff-decisions.js';
import { getRefundForStaff, getRefundPhotoLink, listRefundsForStaff } from './staff-queries.js';
import { checkRefundPhotoUpload, uploadRefundPhoto } from './upload-refund-photo.js';

const buyerParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const refundParams = buyerParams.extend({
  refundId: z.uuid({ error: 'Identificador de reembolso inválido' }),
});
const staffParams = z.object({ refundId: z.uuid({ error: 'Identificador de reembolso inválido' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

/** Reading the back office's refunds: CUSTOMER_SUPPORT or FINANCE, any level. */
async function requireRefundReader(request: FastifyRequest) {
  const caller = requireUser(request);
  const db = request.server.deps.database.db;
  const support = await findUserRole(db, caller.userId, 'CIRCULA_CUSTOMER_SUPPORT');
  const finance = await findUserRole(db, caller.userId, 'CIRCULA_FINANCE');
  if (!support && !finance) throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
  return caller;
}

/**
 * A buyer's refunds (/conta → Reembolsos) and the back office's: CUSTOMER_SUPPORT (level 1) decides,
 * FINANCE (level 1) records PIX transfers (docs/decisions/135-refunds.md).
 */
export async function refundsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => refundDeps(app, request.log);
  const writeLimit = {
    rateLimit: {
      max: app.deps.config.PAYMENTS_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };
  const own = (request: FastifyRequest, params: z.infer<typeof refundParams>) => ({
    callerUserId: requireUser(request).userId,
    buyerId: params.id,
    refundId: params.refundId,
  });

  // GET /web/buyers/:id/refunds
  app.get(
    '/web/buyers/:id/refunds',
    {
      onRequest: authenticate,
      schema: {
        tags: ['refunds'],
        description:
          'Reembolsos do comprador, do mais recente ao mais antigo; com paymentIntentId, só os daquela compra.',
        params: buyerParams,
        querystring: refundListQuerySchema,
        response: { 200: refundListSchema, ...errors },
      },
    },
    async (request) => ({
      refunds: await listOwnRefunds(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        paymentIntentId: request.query.paymentIntentId,
      }),
    }),
  );

  // POST /web/buyers/:id/refunds
  app.post(
    '/web/buyers/:id/refunds',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['refunds'],
        description: 'Abre um reembolso (rascunho) de um lote pago.',
        params: buyerParams,
        body: createRefundSchema,
        response: { 201: refundViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await openRefund(deps(request), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(view);
    },
  );

  // GET /web/buyers/:id/refunds/:refundId
  app.get(
    '/web/buyers/:id/refunds/:refundId',
    {
      onRequest: authenticate,
      schema: { tags: ['refunds'], params: refundParams, response: { 200: refundViewSchema, ...errors } },
    },
    async (request) => getOwnRefund(deps(request), own(request, request.params)),
  );

  // POST /web/buyers/:id/refunds/:refundId/photos
  app.post(
    '/web/buyers/:id/refunds/:refundId/photos',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['refunds'],
        description: 'Anexa uma foto (JPEG ou PNG, campo "file") a um reembolso em rascunho.',
        params: refundParams,
        response: {
          200: refundViewSchema,
          ...errors,
          ...uploadErrorResponses,
        },
      },
    },
    async (request) => {
      const refunds = deps(request);
      const input = own(request, request.params);
      await checkRefundPhotoUpload(refunds, input);
      const upload = await receiveUpload(request, {
        maxBytes: refunds.config.UPLOAD_MAX_BYTES,
        tempDir: path.join(refunds.config.dataDir, 'tmp', 'uploads'),
        accept: 'images',
      });
      return uploadRefundPhoto(refunds, input, upload);
    },
  );

  // POST /web/buyers/:id/refunds/:refundId/submit
  app.post(
    '/web/buyers/:id/refunds/:refundId/submit',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['refunds'],
        description: 'Assina o termo de reembolso e envia para análise.',
        params: refundParams,
        body: submitRefundSchema,
        response: { 200: refundViewSchema, ...errors },
      },
    },
    async (request) =>
      submitRefund(deps(request), {
        ...own(request, request.params),
        agreementVersion: request.body.agreementVersion,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  // POST /web/buyers/:id/refunds/:refundId/cancel
  app.post(
    '/web/buyers/:id/refunds/:refundId/cancel',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: { tags: ['refunds'], params: refundParams, response: { 200: refundViewSchema, ...errors } },
    },
    async (request) => cancelRefund(deps(request), own(request, request.params)),
  );

  // GET /backoffice/refunds
  app.get(
    '/backoffice/refunds',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'refunds'],
        description: 'Fila de reembolsos por situação (padrão: em análise), os mais antigos primeiro.',
        querystring: z.object({
          status: z.enum(buyerRefundStatuses, { error: 'Situação inválida' }).default('IN_ANALYSIS'),
          take: z.coerce.number().int().min(1).max(100).default(20),
          skip: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: { 200: backofficeRefundListSchema, ...errors },
      },
    },
    async (request) => {
      await requireRefundReader(request);
      return listRefundsForStaff(deps(request), request.query);
    },
  );

  // GET /backoffice/refunds/:refundId
  app.get(
    '/backoffice/refunds/:refundId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'refunds'],
        params: staffParams,
        response: { 200: backofficeRefundSchema, ...errors },
      },
    },
    async (request) => {
      await requireRefundReader(request);
      return getRefundForStaff(deps(request), request.params.refundId);
    },
  );

  // GET /backoffice/refunds/:refundId/photos/:photoId/link
  app.get(
    '/backoffice/refunds/:refundId/photos/:photoId/link',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['backoffice', 'refunds'],
        description:
          'Link assinado e de curta duração para abrir uma foto do reembolso (abertura registrada).',
        params: staffParams.extend({ photoId: z.uuid({ error: 'Identificador de foto inválido' }) }),
        response: { 200: fileLinkSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireRefundReader(request);
      return getRefundPhotoLink(deps(request), {
        staffUserId: staff.userId,
        refundId: request.params.refundId,
        photoId: request.params.photoId,
      });
    },
  );

  // POST /backoffice/refunds/:refundId/approve
  app.post(
    '/backoffice/refunds/:refundId/approve',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'refunds'],
        description:
          'Aprova: créditos concedidos (reembolso pago) ou transferência PIX pendente para o financeiro.',
        params: staffParams,
        response: { 200: backofficeRefundSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireRole(request, 'CIRCULA_CUSTOMER_SUPPORT', 1);
      return approveRefund(deps(request), { staffUserId: staff.userId, refundId: request.params.refundId });
    },
  );

  // POST /backoffice/refunds/:refundId/reject
  app.post(
    '/backoffice/refunds/:refundId/reject',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'refunds'],
        params: staffParams,
        body: rejectRefundSchema,
        response: { 200: backofficeRefundSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireRole(request, 'CIRCULA_CUSTOMER_SUPPORT', 1);
      return rejectRefund(deps(request), {
        staffUserId: staff.userId,
        refundId: request.params.refundId,
        reason: request.body.reason,
      });
    },
  );

  // POST /backoffice/refunds/:refundId/payout-paid
  app.post(
    '/backoffice/refunds/:refundId/payout-paid',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice', 'refunds'],
        description: 'O financeiro registra a transferência PIX do reembolso aprovado: reembolso pago.',
        params: staffParams,
        response: { 200: backofficeRefundSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireRole(request, 'CIRCULA_FINANCE', 1);
      return markRefundPayoutPaid(deps(request), {
        staffUserId: staff.userId,
        refundId: request.params.refundId,
      });
    },
  );
}
