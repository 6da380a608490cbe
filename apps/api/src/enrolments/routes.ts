import {
  enrolmentAnswerSchema,
  enrolmentSchema,
  highBidAgreementAnswerSchema,
  ownEnrolmentAnswerSchema,
  ownHighBidAgreementAnswerSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { enrolBuyer, getOwnEnrolment, toEnrolmentView } from './enrol-buyer.js';
import { getOwnHighBidAgreement, signHighBidAgreement, toAgreementView } from './sign-high-bid-agreement.js';

const listingParams = z.object({ id: z.uuid({ error: 'Identificador de evento inválido' }) });
const errors = errorResponses(400, 401, 403, 404, 409);

export async function enrolmentsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  // POST /web/listings/:id/enrolments
  app.post(
    '/web/listings/:id/enrolments',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.BUYERS_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['enrolments'],
        params: listingParams,
        body: enrolmentSchema,
        response: {
          200: enrolmentAnswerSchema,
          201: enrolmentAnswerSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { enrolment, created } = await enrolBuyer(db(), {
        userId: requireUser(request).userId,
        listingId: request.params.id,
      });
      return reply.status(created ? 201 : 200).send({ enrolment: toEnrolmentView(enrolment) });
    },
  );

  // GET /web/listings/:id/enrolment
  app.get(
    '/web/listings/:id/enrolment',
    {
      onRequest: authenticate,
      schema: {
        tags: ['enrolments'],
        params: listingParams,
        response: { 200: ownEnrolmentAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const enrolment = await getOwnEnrolment(db(), {
        userId: requireUser(request).userId,
        listingId: request.params.id,
      });
      return { enrolment: enrolment ? toEnrolmentView(enrolment) : null };
    },
  );

  // POST /web/high-bid-agreement
  app.post(
    '/web/high-bid-agreement',
    {
      onRequest: authenticate,
      schema: {
        tags: ['enrolments'],
        body: z.object({
          accept: z.literal(true, { error: 'É preciso aceitar o termo de lances altos' }),
        }),
        response: { 200: highBidAgreementAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      agreement: toAgreementView(await signHighBidAgreement(db(), requireUser(request).userId)),
    }),
  );

  // GET /web/high-bid-agreement
  app.get(
    '/web/high-bid-agreement',
    {
      onRequest: authenticate,
      schema: {
        tags: ['enrolments'],
        response: { 200: ownHighBidAgreementAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const agreement = await getOwnHighBidAgreement(db(), requireUser(request).userId);
      return { agreement: agreement ? toAgreementView(agreement) : null };
    },
  );
}
