import {
  counterOfferSchema,
  makeOfferSchema,
  offerListResponseSchema,
  offerResponseSchema,
  offerTermsSchema,
  rejectOfferSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import { errorResponses } from '../shared/schemas.js';
import { answerOfferAsBuyer, answerOfferAsSeller } from './answer-offer.js';
import { getOwnOffer, getSellerOffer, listOwnOffers, listSellerOffers } from './list-offers.js';
import { getOfferTerms, makeOffer } from './make-offer.js';
import { offersDeps } from './offers-context.js';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const lotParams = z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) });
const buyerParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const buyerOfferParams = buyerParams.extend({
  offerId: z.uuid({ error: 'Identificador de oferta inválido' }),
});
const offerParams = z.object({ id: z.uuid({ error: 'Identificador de oferta inválido' }) });
const buyerActions = { accept: 'ACCEPT', reject: 'REJECT', cancel: 'CANCEL' } as const;

/** Offers ("Fazer oferta"): the buyer's side under /web, the seller's under /seller. */
export async function offersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = () => offersDeps(app);
  const db = () => app.deps.database.db;
  const perUser = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  });
  const offerLimit = perUser(app.deps.config.OFFERS_RATE_LIMIT_MAX);
  const sellerLimit = perUser(app.deps.config.SELLER_RATE_LIMIT_MAX);
  const answerLimit = perUser(app.deps.config.PAYMENTS_RATE_LIMIT_MAX);

  // GET /web/lots/:id/offer-terms
  app.get(
    '/web/lots/:id/offer-terms',
    {
      schema: {
        tags: ['offers'],
        description: 'Se o lote aceita ofertas, o preço pedido, a oferta mínima e o prazo de resposta.',
        params: lotParams,
        response: { 200: offerTermsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getOfferTerms(db(), request.params.id),
  );

  // POST /web/lots/:id/offers
  app.post(
    '/web/lots/:id/offers',
    {
      onRequest: authenticate,
      config: offerLimit,
      schema: {
        tags: ['offers'],
        description:
          'Faz uma oferta (preço por unidade, para toda a quantidade do lote) com mensagem opcional ao vendedor.',
        params: lotParams,
        body: makeOfferSchema,
        response: { 201: offerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const made = await makeOffer(deps(), {
        userId,
        lotId: request.params.id,
        unitPriceCents: request.body.unitPriceCents,
        message: request.body.message,
      });
      reply.code(201);
      return { offer: await getOwnOffer(db(), { buyerId: made.buyerId, offerId: made.id }) };
    },
  );

  // GET /web/buyers/:id/offers
  app.get(
    '/web/buyers/:id/offers',
    {
      onRequest: authenticate,
      schema: {
        tags: ['offers'],
        description: 'As ofertas do comprador (Minhas ofertas), com o histórico e o que fazer a seguir.',
        params: buyerParams,
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      offers: await listOwnOffers(db(), { userId: requireUser(request).userId, buyerId: request.params.id }),
    }),
  );

  for (const [path, action] of Object.entries(buyerActions)) {
    // POST /web/buyers/:id/offers/:offerId/accept | reject | cancel
    app.post(
      `/web/buyers/:id/offers/:offerId/${path}`,
      {
        onRequest: authenticate,
        config: answerLimit,
        schema: {
          tags: ['offers'],
          description:
            action === 'CANCEL'
              ? 'O comprador cancela uma oferta pendente (CANCELLED_BY_BUYER).'
              : action === 'ACCEPT'
                ? 'O comprador aceita a contraproposta (ACCEPTED_BY_BUYER): cria o pagamento LOT_NEGOTIATION.'
                : 'O comprador recusa a contraproposta (REJECTED_BY_BUYER).',
          params: buyerOfferParams,
          response: { 200: offerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        const buyer = await getOwnBuyerOrThrow(db(), userId, request.params.id);
        await answerOfferAsBuyer(deps(), {
          buyerId: buyer.id,
          userId,
          offerId: request.params.offerId,
          action,
        });
        return { offer: await getOwnOffer(db(), { buyerId: buyer.id, offerId: request.params.offerId }) };
      },
    );
  }

  // GET /seller/offers
  app.get(
    '/seller/offers',
    {
      onRequest: authenticate,
      config: sellerLimit,
      schema: {
        tags: ['seller'],
        description:
          'Ofertas nos lotes dos vendedores do usuário (ADMIN ou VIEWER): as que aguardam o vendedor primeiro. ' +
          'Só um ADMIN tem ações em nextActions.',
        querystring: z.object({
          sellerId: z.uuid({ error: 'Identificador de vendedor inválido' }).optional(),
          status: z.enum(['OPEN', 'ALL'], { error: 'Situação deve ser OPEN ou ALL' }).default('ALL'),
        }),
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      offers: await listSellerOffers(db(), {
        userId: requireUser(request).userId,
        sellerId: request.query.sellerId,
        openOnly: request.query.status === 'OPEN',
      }),
    }),
  );

  const sellerAnswer = async (
    request: FastifyRequest,
    offerId: string,
    answer: { action: 'ACCEPT' | 'REJECT' | 'COUNTER'; unitPriceCents?: number; reason?: string },
  ) => {
    const { userId } = requireUser(request);
    await answerOfferAsSeller(deps(), { userId, offerId, ...answer });
    return { offer: await getSellerOffer(db(), { userId, offerId }) };
  };

  // POST /seller/offers/:id/accept
  app.post(
    '/seller/offers/:id/accept',
    {
      onRequest: authenticate,
      config: sellerLimit,
      schema: {
        tags: ['seller'],
        description:
          'Um ADMIN do vendedor aceita a oferta (ACCEPTED_BY_SELLER): cria o pagamento LOT_NEGOTIATION.',
        params: offerParams,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request) => sellerAnswer(request, request.params.id, { action: 'ACCEPT' }),
  );

  // POST /seller/offers/:id/reject
  app.post(
    '/seller/offers/:id/reject',
    {
      onRequest: authenticate,
      config: sellerLimit,
      schema: {
        tags: ['seller'],
        description: 'Um ADMIN do vendedor recusa a oferta com um motivo (REJECTED_BY_SELLER).',
        params: offerParams,
        body: rejectOfferSchema,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request) =>
      sellerAnswer(request, request.params.id, { action: 'REJECT', reason: request.body.reason }),
  );

  // POST /seller/offers/:id/counter
  app.post(
    '/seller/offers/:id/counter',
    {
      onRequest: authenticate,
      config: sellerLimit,
      schema: {
        tags: ['seller'],
        description:
          'Um ADMIN do vendedor faz uma contraproposta (PENDING_BUYER_RESPONSE), entre a oferta e o preço pedido.',
        params: offerParams,
        body: counterOfferSchema,
        response: { 200: offerResponseSchema, ...errors },
      },
    },
    async (request) =>
      sellerAnswer(request, request.params.id, {
        action: 'COUNTER',
        unitPriceCents: request.body.unitPriceCents,
      }),
  );
}
