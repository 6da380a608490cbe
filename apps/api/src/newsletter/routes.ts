import { newsletterSubscriptionSchema } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../shared/schemas.js';
import { subscribeToNewsletter } from './subscribe-to-newsletter.js';

const subscriberSchema = z.object({
  email: z.string(),
  state: z.string(),
  city: z.string(),
  source: z.string(),
});

export async function newsletterRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // POST /web/email/newsletter-subscribers
  app.post(
    '/web/email/newsletter-subscribers',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        body: newsletterSubscriptionSchema,
        response: { 201: subscriberSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const saved = await subscribeToNewsletter(app.deps.database.db, request.body);
      return reply
        .status(201)
        .send({ email: saved.email, state: saved.state, city: saved.city, source: saved.source });
    },
  );
}
