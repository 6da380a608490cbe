import {
  currentUserSchema,
  updateUserSchema,
  userDeclarationsResponseSchema,
  userDeclarationsSchema,
  userSessionRevokedResponseSchema,
  userSessionsResponseSchema,
  verifyPhoneTokenSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { authDeps } from '../auth/context.js';
import { listSessions } from '../auth/list-sessions.js';
import { revokeUserSession } from '../auth/revoke-user-session.js';
import { callerRules, releaseThrottleSlots, throttleBy } from '../auth/throttle.js';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import { recordDeclarations } from './declarations.js';
import { assertOwnUser, getOwnUser } from './get-user.js';
import { updateUser } from './update-user.js';
import { verifyPhone } from './verify-phone.js';

const idParams = z.object({ id: z.uuid({ error: 'Identificador de usuário inválido' }) });
const errors = errorResponses(400, 401, 403, 404);

export async function usersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Only a change of phone sends an SMS; a change of name alone is not counted.
  const phoneChangeRules = (request: FastifyRequest) =>
    (request.body as { phone?: unknown } | undefined)?.phone === undefined ? [] : callerRules(request);

  // GET /web/users/:id
  app.get(
    '/web/users/:id',
    {
      onRequest: authenticate,
      schema: { tags: ['users'], params: idParams, response: { 200: currentUserSchema, ...errors } },
    },
    async (request) => getOwnUser(app.deps.database.db, requireUser(request), request.params.id),
  );

  // PATCH /web/users/:id
  app.patch(
    '/web/users/:id',
    {
      onRequest: authenticate,
      preHandler: throttleBy('MESSAGE_SENT', phoneChangeRules),
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        description:
          'Altera nome e telefone; um telefone novo (ou ainda não confirmado) recebe um código por SMS. ' +
          'Os códigos por SMS têm limite por telefone (3 por hora, 10 por dia), por conta (10 por dia) e, para ' +
          'telefones de fora do Brasil, por país em toda a plataforma (SMS_FOREIGN_COUNTRY_DAY_MAX por dia); ' +
          'atingido o limite, a resposta é 429 com Retry-After e nada é alterado.',
        params: idParams,
        body: updateUserSchema,
        response: { 200: currentUserSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const result = await updateUser(
        authDeps(app, request.log),
        requireUser(request),
        request.params.id,
        request.body,
      );
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', result.message);
      }
      return result.user;
    },
  );

  // POST /web/users/verify-phone-token
  app.post(
    '/web/users/verify-phone-token',
    {
      onRequest: authenticate,
      preHandler: throttleBy('CODE_FAILURE', callerRules),
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        body: verifyPhoneTokenSchema,
        response: { 200: currentUserSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const user = await verifyPhone(authDeps(app, request.log), requireUser(request), request.body.token);
      await releaseThrottleSlots(request);
      return user;
    },
  );

  // POST /web/users/:id/consents
  app.post(
    '/web/users/:id/consents',
    {
      onRequest: authenticate,
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        description:
          'Registra as declarações (18 anos ou mais e plena capacidade civil, ou poderes para representar a ' +
          'empresa e registro regular) e o aceite dos termos de uso e da política de privacidade de quem ' +
          'criou a conta pelo Google.',
        params: idParams,
        body: userDeclarationsSchema,
        response: {
          201: userDeclarationsResponseSchema,
          ...errors,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const consent = await recordDeclarations(
        app.deps.database.db,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ consent });
    },
  );

  // GET /web/users/:id/sessions
  app.get(
    '/web/users/:id/sessions',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        description: 'Sessões abertas do usuário (aparelhos conectados).',
        params: idParams,
        response: { 200: userSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      const sessions = await listSessions({ db: app.deps.database.db }, caller.userId, caller.sessionId);
      return sessions.map((session) => ({
        ...session,
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: session.lastUsedAt.toISOString(),
      }));
    },
  );

  // DELETE /web/users/:id/sessions/:sessionId
  app.delete(
    '/web/users/:id/sessions/:sessionId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['users'],
        description: 'Encerra uma das sessões do usuário.',
        params: idParams.extend({ sessionId: z.uuid({ error: 'Identificador de sessão inválido' }) }),
        response: { 200: userSessionRevokedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      assertOwnUser(caller.userId, request.params.id);
      await revokeUserSession({ db: app.deps.database.db }, caller.userId, request.params.sessionId);
      return { revoked: true as const };
    },
  );
}
