import {
  automaticBidChangeAnswerSchema,
  automaticBidSchema,
  bidReceiptSchema,
  lotBidsAnswerSchema,
  ownAutomaticBidAnswerSchema,
  placeBidRequestSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { authenticateBidder } from './authenticate-bidder.js';
import { cancelAutomaticBid } from './cancel-automatic-bid.js';
import { bidEngineFor, settleBidding } from './context.js';
import { exportBidLog } from './export-bid-log.js';
import { getOwnAutomaticBid } from './get-automatic-bid.js';
import { listPublicLotBids } from './list-lot-bids.js';
import { placeBid } from './place-bid.js';
import { setAutomaticBid } from './set-automatic-bid.js';

const lotParams = z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) });
/**
 * The bid routes' answers are built by the engine from typed values (receipts, lot states, refusals), so
 * they are written with JSON.stringify as they are; the response schemas still document them (OpenAPI) and
 * type them. Checking every answer against a zod schema again cost a visible share of a bid's CPU.
 */
const trustedSerializer = () => (data: unknown) => JSON.stringify(data);
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export async function biddingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const engine = bidEngineFor(app);
  app.addHook('onClose', async () => settleBidding(app));
  // Per signed-in user (a whole office behind one address may be bidding); counted after authentication.
  const perUserLimit = {
    rateLimit: {
      max: app.deps.config.BIDS_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  // POST /web/lots/:id/bids
  app.post(
    '/web/lots/:id/bids',
    {
      onRequest: authenticateBidder,
      config: perUserLimit,
      serializerCompiler: trustedSerializer,
      schema: {
        tags: ['bidding'],
        params: lotParams,
        body: placeBidRequestSchema,
        response: { 201: bidReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await placeBid(engine, {
        ...request.body,
        ...requireUser(request),
        lotId: request.params.id,
      });
      return reply.status(201).send(receipt);
    },
  );

  // GET /web/lots/:id/bids
  app.get(
    '/web/lots/:id/bids',
    {
      schema: {
        tags: ['bidding'],
        params: lotParams,
        querystring: z.object({
          afterSequence: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: lotBidsAnswerSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      listPublicLotBids(db(), {
        lotId: request.params.id,
        afterSequence: request.query.afterSequence,
        limit: request.query.limit,
      }),
  );

  // GET /web/lots/:id/automatic-bid
  app.get(
    '/web/lots/:id/automatic-bid',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bidding'],
        params: lotParams,
        response: { 200: ownAutomaticBidAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      automaticBid: await getOwnAutomaticBid(db(), {
        userId: requireUser(request).userId,
        lotId: request.params.id,
      }),
    }),
  );

  // PUT /web/lots/:id/automatic-bid
  app.put(
    '/web/lots/:id/automatic-bid',
    {
      onRequest: authenticateBidder,
      config: perUserLimit,
      serializerCompiler: trustedSerializer,
      schema: {
        tags: ['bidding'],
        params: lotParams,
        body: automaticBidSchema,
        response: { 200: automaticBidChangeAnswerSchema, ...errors },
      },
    },
    async (request) =>
      setAutomaticBid(engine, {
        ...requireUser(request),
        lotId: request.params.id,
        maxCents: request.body.maxCents,
        confirmHighAmount: request.body.confirmHighAmount,
      }),
  );

  // DELETE /web/lots/:id/automatic-bid
  app.delete(
    '/web/lots/:id/automatic-bid',
    {
      onRequest: authenticateBidder,
      config: perUserLimit,
      serializerCompiler: trustedSerializer,
      schema: {
        tags: ['bidding'],
        params: lotParams,
        response: { 200: automaticBidChangeAnswerSchema, ...errors },
      },
    },
    async (request) => cancelAutomaticBid(engine, { ...requireUser(request), lotId: request.params.id }),
  );

  // GET /backoffice/lots/:id/bid-log
  app.get(
    '/backoffice/lots/:id/bid-log',
    {
      onRequest: authenticate,
      schema: {
        tags: ['bidding', 'backoffice'],
        params: lotParams,
        querystring: z.object({
          format: z.enum(['csv', 'json'], { error: 'Formato deve ser csv ou json' }).default('json'),
        }),
      },
    },
    async (request, reply) => {
      // Staff who read the back office, or customer support answering a dispute.
      const caller = await requireRole(request, 'CIRCULA_BACKOFFICE', 0).catch(() =>
        requireRole(request, 'CIRCULA_CUSTOMER_SUPPORT', 0),
      );
      const log = await exportBidLog(db(), {
        lotId: request.params.id,
        format: request.query.format,
        actorUserId: caller.userId,
      });
      return reply
        .header('content-type', log.contentType)
        .header('content-disposition', `attachment; filename="${log.fileName}"`)
        .header('cache-control', 'no-store')
        .send(log.body);
    },
  );
}
