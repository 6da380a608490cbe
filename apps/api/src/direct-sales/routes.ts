import {
  confirmListingCheckoutSchema,
  listingCheckoutConfirmationSchema,
  listingCheckoutRequestSchema,
  listingCheckoutReviewSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { checkoutDeps } from '../checkout/context.js';
import { errorResponses } from '../shared/schemas.js';
import { confirmListingCheckout } from './confirm-listing-checkout.js';
import { reviewListingCheckout } from './review-listing-checkout.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** "Comprar agora": the checkout review of a direct-sale lot and its confirmation into a DIRECT_SALE intent. */
export async function directSalesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Per signed-in user, counted after authentication: a confirmation takes stock, so it is the one limited.
  const confirmLimit = {
    rateLimit: {
      max: app.deps.config.PAYMENTS_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  // POST /web/listing-checkouts
  app.post(
    '/web/listing-checkouts',
    {
      onRequest: authenticate,
      schema: {
        tags: ['direct-sales'],
        description:
          'Revisão da compra de um lote de venda direta: item, quantidade, valores (preço, taxa, total) e condições do evento.',
        body: listingCheckoutRequestSchema,
        response: { 200: listingCheckoutReviewSchema, ...errors },
      },
    },
    async (request) =>
      reviewListingCheckout(app.deps.database.db, {
        userId: requireUser(request).userId,
        lotId: request.body.lotId,
        quantity: request.body.quantity,
        unpaidLimit: app.deps.config.DIRECT_SALE_UNPAID_MAX,
      }),
  );

  // POST /web/listing-checkouts/confirm
  app.post(
    '/web/listing-checkouts/confirm',
    {
      onRequest: authenticate,
      config: confirmLimit,
      schema: {
        tags: ['direct-sales'],
        description:
          'Confirma a compra: reserva as unidades e cria o pagamento (DIRECT_SALE). Idempotente pela chave clientKey.',
        body: confirmListingCheckoutSchema,
        response: {
          200: listingCheckoutConfirmationSchema,
          201: listingCheckoutConfirmationSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { confirmation, created } = await confirmListingCheckout(checkoutDeps(app, request.log), {
        userId: requireUser(request).userId,
        lotId: request.body.lotId,
        quantity: request.body.quantity,
        clientKey: request.body.clientKey,
      });
      return reply.code(created ? 201 : 200).send(confirmation);
    },
  );
}
