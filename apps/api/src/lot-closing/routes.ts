import {
  conditionalSaleAnsweredSchema,
  lotClosingStatuses,
  permissionLevels,
  publicLotClosingAnswerSchema,
  sellerClosingsResponseSchema,
  textSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses } from '../shared/schemas.js';
import {
  type AnswerDeps,
  answerConditionalSale,
  type ConditionalSaleDecision,
} from './answer-conditional-sale.js';
import { getLotClosing } from './get-lot-closing.js';
import { listSellerLotClosings } from './list-seller-lot-closings.js';

/** Staff who answer a conditional sale for the seller: the catalogue area at admin level. */
export const sellerOnBehalfRole = 'CIRCULA_CATALOGGER';

const errors = errorResponses(400, 401, 403, 404, 409);
const closingParams = z.object({ id: z.uuid({ error: 'Identificador de resultado de lote inválido' }) });
const answerBody = z
  .object(
    {
      reason: textSchema({
        required: 'Motivo inválido',
        max: 500,
        tooLong: 'O motivo pode ter até 500 caracteres',
        multiLine: true,
      }).optional(),
    },
    { error: 'Corpo da requisição inválido' },
  )
  .nullish()
  .transform((body) => body ?? {});
export async function lotClosingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answerDeps = (): AnswerDeps => ({
    db: app.deps.database.db,
    notifier: notifierFor(app),
    webOrigin: app.deps.config.WEB_ORIGIN,
  });
  // Per signed-in user, counted after authentication.
  const perUserLimit = {
    rateLimit: {
      max: app.deps.config.SELLER_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  // GET /web/lots/:id/closing
  app.get(
    '/web/lots/:id/closing',
    {
      schema: {
        tags: ['lot-closing'],
        params: z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) }),
        response: {
          200: publicLotClosingAnswerSchema,
          ...errorResponses(400),
        },
      },
    },
    async (request) => ({ closing: await getLotClosing(app.deps.database.db, request.params.id) }),
  );

  // GET /seller/lot-closings
  app.get(
    '/seller/lot-closings',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'Resultados de lotes dos Eventos dos vendedores do usuário (ADMIN ou VIEWER), por situação: ' +
          'PENDING_CONFIRMATION lista as vendas condicionais à espera de resposta, prazo mais próximo primeiro.',
        querystring: z.object({
          status: z.enum(lotClosingStatuses, { error: 'Situação inválida' }).default('PENDING_CONFIRMATION'),
          sellerId: z.uuid({ error: 'Identificador de vendedor inválido' }).optional(),
          limit: z.coerce
            .number({ error: 'limit deve ser um número de 1 a 200' })
            .int({ error: 'limit deve ser um número de 1 a 200' })
            .min(1, { error: 'limit deve ser um número de 1 a 200' })
            .max(200, { error: 'limit deve ser um número de 1 a 200' })
            .default(100),
        }),
        response: { 200: sellerClosingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      lotClosings: await listSellerLotClosings(
        app.deps.database.db,
        requireUser(request).userId,
        request.query,
      ),
    }),
  );

  const answerRoutes: [string, ConditionalSaleDecision][] = [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ];
  for (const [action, decision] of answerRoutes) {
    // POST /seller/lot-closings/:id/approve | /reject
    app.post(
      `/seller/lot-closings/:id/${action}`,
      {
        onRequest: authenticate,
        config: perUserLimit,
        schema: {
          tags: ['seller'],
          description:
            decision === 'APPROVED'
              ? 'O vendedor (ADMIN) aceita a venda condicional, antes do prazo.'
              : 'O vendedor (ADMIN) recusa a venda condicional, antes do prazo.',
          params: closingParams,
          body: answerBody,
          response: { 200: conditionalSaleAnsweredSchema, ...errors },
        },
      },
      async (request) => ({
        lotClosing: await answerConditionalSale(answerDeps(), {
          closingId: request.params.id,
          decision,
          answerer: { kind: 'seller', userId: requireUser(request).userId },
          reason: request.body.reason,
        }),
      }),
    );

    // POST /backoffice/lot-closings/:id/approve | /reject
    app.post(
      `/backoffice/lot-closings/:id/${action}`,
      {
        onRequest: authenticate,
        schema: {
          tags: ['backoffice'],
          description: `A equipe (${sellerOnBehalfRole}, nível admin) responde à venda condicional em nome do vendedor; fica no registro de auditoria.`,
          params: closingParams,
          body: answerBody,
          response: { 200: conditionalSaleAnsweredSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = await requireRole(request, sellerOnBehalfRole, permissionLevels.ADMIN);
        return {
          lotClosing: await answerConditionalSale(answerDeps(), {
            closingId: request.params.id,
            decision,
            answerer: { kind: 'staff', userId },
            reason: request.body.reason,
          }),
        };
      },
    );
  }
}
