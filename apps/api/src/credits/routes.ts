import {
  buyerCreditsResponseSchema,
  creditGrantDecisionSchema,
  creditGrantRequestBodySchema,
  creditGrantRequestListSchema,
  creditGrantRequestSchema,
  creditStatementQuerySchema,
  creditStatementResponseSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { getBuyerCreditStatement, getBuyerCredits } from './buyer-credits.js';
import { decideCreditGrant, listCreditGrantRequests, requestCreditGrant } from './staff-grants.js';

const idParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const requestParams = z.object({ requestId: z.uuid({ error: 'Identificador de pedido inválido' }) });
const errors = errorResponses(400, 401, 403, 404);

export async function creditsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  // GET /web/buyers/:id/credits (spec §7 buyerCredits)
  app.get(
    '/web/buyers/:id/credits',
    {
      onRequest: authenticate,
      schema: {
        tags: ['credits'],
        description: 'Créditos do comprador e o saldo que pode ser usado agora (só créditos não expirados).',
        params: idParams,
        response: { 200: buyerCreditsResponseSchema, ...errors },
      },
    },
    async (request) =>
      getBuyerCredits(db(), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        now: new Date(),
      }),
  );

  // GET /web/buyers/:id/credits/statement?take&skip (spec §7 buyerCreditStatement, total)
  app.get(
    '/web/buyers/:id/credits/statement',
    {
      onRequest: authenticate,
      schema: {
        tags: ['credits'],
        description: 'Extrato de créditos, do mais recente ao mais antigo, paginado por take e skip.',
        params: idParams,
        querystring: creditStatementQuerySchema,
        response: { 200: creditStatementResponseSchema, ...errors },
      },
    },
    async (request) =>
      getBuyerCreditStatement(db(), {
        callerUserId: requireUser(request).userId,
        buyerId: request.params.id,
        take: request.query.take,
        skip: request.query.skip,
      }),
  );

  // GET /backoffice/credit-grants?status=PENDING|ALL
  app.get(
    '/backoffice/credit-grants',
    {
      onRequest: authenticate,
      schema: {
        tags: ['credits'],
        querystring: z.object({
          status: z.enum(['PENDING', 'ALL'], { error: 'status deve ser PENDING ou ALL' }).default('PENDING'),
        }),
        response: { 200: creditGrantRequestListSchema, ...errors },
      },
    },
    async (request) =>
      listCreditGrantRequests(db(), {
        callerUserId: requireUser(request).userId,
        status: request.query.status,
      }),
  );

  // POST /backoffice/credit-grants
  app.post(
    '/backoffice/credit-grants',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['credits'],
        description: 'Atendimento ou marketing pede um crédito para um comprador, com o motivo.',
        body: creditGrantRequestBodySchema,
        response: { 201: creditGrantRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await requestCreditGrant(db(), {
        callerUserId: requireUser(request).userId,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  // POST /backoffice/credit-grants/:requestId/decision
  app.post(
    '/backoffice/credit-grants/:requestId/decision',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['credits'],
        description: 'Quem tem a permissão de aprovar crédito aprova ou recusa (nunca o próprio pedido).',
        params: requestParams,
        body: creditGrantDecisionSchema,
        response: { 200: creditGrantRequestSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      decideCreditGrant(db(), {
        callerUserId: requireUser(request).userId,
        requestId: request.params.requestId,
        approve: request.body.approve,
        note: request.body.note,
        now: new Date(),
      }),
  );
}
