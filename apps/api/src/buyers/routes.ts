import { updateBuyerSchema } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { buyerCreditBalance } from '../credits/buyer-credits.js';
import { errorResponses } from '../shared/schemas.js';
import { getOwnBuyerOrThrow, toBuyerView } from './get-buyer.js';
import { listBuyerListingBids } from './list-buyer-listing-bids.js';
import { listingBidsResponseSchema, ownBuyerResponseSchema } from './schemas.js';
import { updateOwnBuyer } from './update-buyer.js';

const idParams = z.object({ id: z.uuid({ error: 'Identificador de comprador inválido' }) });
const errors = errorResponses(400, 401, 403, 404);

export async function buyersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  // GET /web/buyers/:id
  app.get(
    '/web/buyers/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['buyers'],
        params: idParams,
        response: { 200: ownBuyerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const buyer = await getOwnBuyerOrThrow(db(), requireUser(request).userId, request.params.id);
      const buyerCredits = await buyerCreditBalance(db(), buyer.id, new Date());
      return { buyer: { ...toBuyerView(buyer), buyerCredits } };
    },
  );

  // PATCH /web/buyers/:id
  app.patch(
    '/web/buyers/:id',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.BUYERS_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['buyers'],
        description: 'Altera o nome de usuário. Situação, bloqueio e tipo de pessoa não mudam por aqui.',
        params: idParams,
        body: updateBuyerSchema,
        response: { 200: ownBuyerResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const buyer = await updateOwnBuyer(db(), requireUser(request).userId, request.params.id, request.body);
      const buyerCredits = await buyerCreditBalance(db(), buyer.id, new Date());
      return { buyer: { ...buyer, buyerCredits } };
    },
  );

  // GET /web/buyers/:id/payment-intents: in the checkout context (checkout/routes.ts).

  // GET /web/buyers/:id/listing-bids
  app.get(
    '/web/buyers/:id/listing-bids',
    {
      onRequest: authenticate,
      schema: {
        tags: ['buyers'],
        params: idParams,
        querystring: z.object({
          sort: z.enum(['ASC', 'DESC'], { error: 'Ordenação deve ser ASC ou DESC' }).default('ASC'),
        }),
        response: { 200: listingBidsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      listingBids: await listBuyerListingBids(
        db(),
        requireUser(request).userId,
        request.params.id,
        request.query.sort,
      ),
    }),
  );
}
