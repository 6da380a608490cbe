import {
  backofficeReferralListSchema,
  backofficeReferralQuerySchema,
  referralStaffActionResultSchema,
  referralStaffActionSchema,
  referralStatementResponseSchema,
  referredBuyerSchema,
  userReferralCampaignResponseSchema,
  userReferralLinkLookupSchema,
  userReferralLinkResponseSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import {
  actOnReferral,
  createReferralLink,
  getActiveCampaign,
  getReferralLink,
  getReferredBuyer,
  listReferralStatement,
} from './referrals.js';
import { listReferralsForStaff } from './staff-referrals.js';

const errors = errorResponses(400, 401, 403, 404);

/** The referral programme's calls (spec §7) and staff's withhold/reverse. */
export async function referralsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const webOrigin = () => app.deps.config.WEB_ORIGIN;

  // GET /web/referrals/campaigns/active
  app.get(
    '/web/referrals/campaigns/active',
    {
      onRequest: authenticate,
      schema: {
        tags: ['referrals'],
        response: { 200: userReferralCampaignResponseSchema, ...errors },
      },
    },
    async () => ({ userReferralCampaign: await getActiveCampaign(db()) }),
  );

  // GET /web/referrals/link (401 signed out; the link is null before it is created)
  app.get(
    '/web/referrals/link',
    {
      onRequest: authenticate,
      schema: {
        tags: ['referrals'],
        description: 'O link pessoal de indicação; null enquanto o usuário não o criou.',
        response: { 200: userReferralLinkLookupSchema, ...errors },
      },
    },
    async (request) => ({
      userReferralLink: await getReferralLink(db(), requireUser(request).userId, webOrigin()),
    }),
  );

  // POST /web/referrals/link (empty JSON body)
  app.post(
    '/web/referrals/link',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['referrals'],
        description: 'Cria o link pessoal de indicação (um por usuário; se já existe, devolve o mesmo).',
        body: z.object({}).strict().optional(),
        response: {
          200: userReferralLinkResponseSchema,
          201: userReferralLinkResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { link, created } = await createReferralLink(db(), requireUser(request).userId, webOrigin());
      return reply.code(created ? 201 : 200).send({ userReferralLink: link });
    },
  );

  // GET /web/referrals/statements
  app.get(
    '/web/referrals/statements',
    {
      onRequest: authenticate,
      schema: { tags: ['referrals'], response: { 200: referralStatementResponseSchema, ...errors } },
    },
    async (request) => ({
      referralStatement: await listReferralStatement(db(), requireUser(request).userId),
    }),
  );

  // GET /web/referrals/user-referrals/users/:userId/buyer
  app.get(
    '/web/referrals/user-referrals/users/:userId/buyer',
    {
      onRequest: authenticate,
      schema: {
        tags: ['referrals'],
        params: z.object({ userId: z.uuid({ error: 'Identificador de usuário inválido' }) }),
        response: { 200: z.object({ buyer: referredBuyerSchema }), ...errors },
      },
    },
    async (request) => ({
      buyer: await getReferredBuyer(db(), requireUser(request).userId, request.params.userId),
    }),
  );

  // GET /backoffice/referrals?status&q&take&skip
  app.get(
    '/backoffice/referrals',
    {
      onRequest: authenticate,
      schema: {
        tags: ['referrals'],
        description:
          'Indicações, das mais recentes, por situação e busca por nome ou email, com as ações da equipe.',
        querystring: backofficeReferralQuerySchema,
        response: { 200: backofficeReferralListSchema, ...errors },
      },
    },
    async (request) =>
      listReferralsForStaff(db(), { callerUserId: requireUser(request).userId, query: request.query }),
  );

  // POST /backoffice/referrals/:referralId/actions
  app.post(
    '/backoffice/referrals/:referralId/actions',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['referrals'],
        description: 'Retém (antes do crédito) ou estorna (depois) o bônus de uma indicação, com o motivo.',
        params: z.object({ referralId: z.uuid({ error: 'Identificador de indicação inválido' }) }),
        body: referralStaffActionSchema,
        response: {
          200: referralStaffActionResultSchema,
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) =>
      actOnReferral(db(), {
        staffUserId: requireUser(request).userId,
        referralId: request.params.referralId,
        action: request.body.action,
        reason: request.body.reason,
        now: new Date(),
      }),
  );
}
