import {
  accountDeletionAnswerSchema,
  accountDeletionBodySchema,
  accountDeletionResponseSchema,
  accountDeletionSchema,
  cookieChoiceSchema,
  dataExportListSchema,
  dataExportResponseSchema,
  privacySettingsSchema,
  updatePrivacyPreferencesSchema,
} from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses } from '../shared/schemas.js';
import { assertOwnUser } from '../users/get-user.js';
import { cancelAccountDeletion, latestAccountDeletion, requestAccountDeletion } from './account-deletion.js';
import { listDataExports, requestDataExport } from './data-export.js';
import { readPrivacySettings, recordCookieChoice, updatePrivacyPreferences } from './preferences.js';
import { dataExportQueue } from './privacy-jobs.js';

const idParams = z.object({ id: z.uuid({ error: 'Identificador de usuário inválido' }) });
const errors = errorResponses(400, 401, 403, 404);
const _deletionSchema = accountDeletionSchema;

export async function privacyRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  // GET /web/users/:id/account-deletion
  app.get(
    '/web/users/:id/account-deletion',
    {
      onRequest: authenticate,
      schema: {
        tags: ['privacy'],
        description: 'O último pedido de exclusão da conta (em andamento, cancelado ou concluído).',
        params: idParams,
        response: { 200: accountDeletionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return { request: await latestAccountDeletion(db(), caller.userId) };
    },
  );

  // POST /web/users/:id/account-deletion
  app.post(
    '/web/users/:id/account-deletion',
    {
      onRequest: authenticate,
      // Each try may verify a password: limited like the sign-in.
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        description:
          'Pede a exclusão da conta: confirmada pelo e-mail ou pela senha; a conta é anonimizada após 15 ' +
          'dias, que o usuário pode usar para cancelar o pedido.',
        params: idParams,
        body: accountDeletionBodySchema,
        response: {
          201: accountDeletionResponseSchema,
          ...errors,
          ...errorResponses(409, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      const { request: created, emailIds } = await requestAccountDeletion(
        db(),
        caller.userId,
        request.body.confirmation,
        app.deps.config.WEB_ORIGIN,
      );
      notifierFor(app)
        .deliverQueued(emailIds)
        .catch((error: unknown) => request.log.error({ err: error }, 'account deletion e-mail not sent'));
      return reply.status(201).send({ request: created });
    },
  );

  // DELETE /web/users/:id/account-deletion
  app.delete(
    '/web/users/:id/account-deletion',
    {
      onRequest: authenticate,
      schema: {
        tags: ['privacy'],
        description: 'Cancela o pedido de exclusão da conta dentro dos 15 dias.',
        params: idParams,
        response: { 200: accountDeletionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return { request: await cancelAccountDeletion(db(), caller.userId) };
    },
  );

  // GET /web/users/:id/data-exports
  app.get(
    '/web/users/:id/data-exports',
    {
      onRequest: authenticate,
      schema: {
        tags: ['privacy'],
        description: 'Os últimos pedidos de cópia dos dados pessoais.',
        params: idParams,
        response: { 200: dataExportListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return { requests: await listDataExports(db(), caller.userId) };
    },
  );

  // POST /web/users/:id/data-exports
  app.post(
    '/web/users/:id/data-exports',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        description:
          'Pede uma cópia dos dados pessoais (um arquivo ZIP, enviado por e-mail com um link que expira); ' +
          'no máximo um pedido a cada 24 horas.',
        params: idParams,
        response: { 202: dataExportResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      const created = await requestDataExport(db(), caller.userId);
      if (app.deps.config.JOBS_ENABLED) await app.deps.jobs.send(dataExportQueue, {});
      return reply.status(202).send({ request: created });
    },
  );

  // GET /web/users/:id/privacy
  app.get(
    '/web/users/:id/privacy',
    {
      onRequest: authenticate,
      schema: {
        tags: ['privacy'],
        description:
          'Consentimentos (termos de uso e política de privacidade, com versões e datas), e-mails opcionais ' +
          'e a escolha de cookies do usuário.',
        params: idParams,
        response: { 200: privacySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return readPrivacySettings(db(), caller.userId);
    },
  );

  // PATCH /web/users/:id/privacy-preferences
  app.patch(
    '/web/users/:id/privacy-preferences',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        description:
          'Liga ou desliga os e-mails opcionais (lance superado, lembretes, newsletter); desligar a ' +
          'newsletter revoga o consentimento e tira o e-mail da lista.',
        params: idParams,
        body: updatePrivacyPreferencesSchema,
        response: { 200: privacySettingsSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return updatePrivacyPreferences(db(), caller.userId, request.body);
    },
  );

  // PUT /web/users/:id/cookie-choice
  app.put(
    '/web/users/:id/cookie-choice',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['privacy'],
        description: 'Registra a escolha do aviso de cookies (essenciais, ou essenciais e de análise).',
        params: idParams,
        body: cookieChoiceSchema,
        response: { 200: privacySettingsSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      return recordCookieChoice(db(), caller.userId, request.body.analytics);
    },
  );
}
