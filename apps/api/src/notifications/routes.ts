import { notificationsPageSchema, unreadCountResponseSchema } from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { lastNoticeIdOf, streamUserNotifications } from './stream-user-notifications.js';
import { listOwnNotifications, readOwnNotifications } from './user-notifications.js';
import { userStreamHubFor } from './user-stream-hub.js';

const errors = errorResponses(400, 401, 429);
const streamErrors = errorResponses(400, 401, 429, 503);
/** The bell: the signed-in user's in-app notices. */
export async function notificationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Per signed-in user (the bell polls), counted after authentication.
  const perUserLimit = {
    rateLimit: {
      max: app.deps.config.NOTIFICATIONS_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  const hub = userStreamHubFor(app);
  app.addHook('preClose', async () => hub.close());

  // GET /web/notifications/stream
  app.get(
    '/web/notifications/stream',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['notifications'],
        description:
          'Avisos novos do próprio usuário ao vivo (Server-Sent Events, com o token no cabeçalho Authorization): `ready` quando a escuta começa, depois um `notification` por aviso (o id do aviso é o id do evento; Last-Event-ID retoma do último recebido).',
        response: streamErrors,
      },
    },
    async (request, reply) =>
      streamUserNotifications(
        {
          db: app.deps.database.db,
          hub,
          maxStreams: app.deps.config.LIVE_MAX_STREAMS,
          maxStreamsPerUser: app.deps.config.NOTIFICATIONS_MAX_STREAMS_PER_USER,
        },
        request,
        reply,
        { userId: requireUser(request).userId, lastNoticeId: lastNoticeIdOf(request) },
      ),
  );

  // GET /web/notifications
  app.get(
    '/web/notifications',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['notifications'],
        description:
          'Notificações do próprio usuário, da mais nova para a mais antiga; `nextCursor` vai em `before` para a página seguinte.',
        querystring: z.object({
          before: z.string().max(200, { error: 'Posição da lista de notificações inválida.' }).optional(),
          limit: z.coerce
            .number({ error: 'limit deve ser um número de 1 a 50' })
            .int({ error: 'limit deve ser um número de 1 a 50' })
            .min(1, { error: 'limit deve ser um número de 1 a 50' })
            .max(50, { error: 'limit deve ser um número de 1 a 50' })
            .default(20),
        }),
        response: {
          200: notificationsPageSchema,
          ...errors,
        },
      },
    },
    async (request) => listOwnNotifications(app.deps.database.db, requireUser(request).userId, request.query),
  );

  // POST /web/notifications/read
  app.post(
    '/web/notifications/read',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['notifications'],
        description: 'Marca como lidas as notificações indicadas (ids) ou, sem ids, todas as do usuário.',
        body: z
          .object(
            {
              ids: z
                .array(z.uuid({ error: 'Identificador de notificação inválido' }), {
                  error: 'ids deve ser uma lista de identificadores',
                })
                .max(200, { error: 'Marque no máximo 200 notificações por vez' })
                .optional(),
            },
            { error: 'Corpo da requisição inválido' },
          )
          .nullish()
          .transform((body) => body ?? {}),
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) =>
      readOwnNotifications(app.deps.database.db, requireUser(request).userId, request.body.ids),
  );
}
