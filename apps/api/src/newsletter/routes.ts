import {
  newsletterConfirmationAnswerSchema,
  newsletterConfirmationQuerySchema,
  newsletterSubscriptionSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses } from '../shared/schemas.js';
import { confirmNewsletterSubscription, subscribeToNewsletter } from './subscribe-to-newsletter.js';

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
      const saved = await subscribeToNewsletter(
        {
          db: app.deps.database.db,
          notifier: notifierFor(app),
          webOrigin: app.deps.config.WEB_ORIGIN,
        },
        request.body,
      );
      return reply
        .status(201)
        .send({ email: saved.email, state: saved.state, city: saved.city, source: saved.source });
    },
  );

  // POST /web/newsletter/confirmation?t=: the link e-mailed to an address that had unsubscribed and was
  // named in the form again. Public, like the unsubscribe: the single-use token is the proof.
  app.post(
    '/web/newsletter/confirmation',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        description:
          'Confirma, pelo link enviado ao e-mail, a volta de um endereço que tinha cancelado a newsletter.',
        querystring: newsletterConfirmationQuerySchema,
        response: { 200: newsletterConfirmationAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await confirmNewsletterSubscription(app.deps.database.db, request.query.t);
      return { confirmed: true as const };
    },
  );
}
