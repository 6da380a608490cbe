import { serverTimeAnswerSchema } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../shared/schemas.js';
import { liveHubFor } from './context.js';
import { lastEventIdOf, streamListingEvents, streamLotEvents } from './stream-events.js';

const streamQuery = z.object({
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
const errors = errorResponses(400, 404, 429, 503);

export async function liveRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hub = liveHubFor(app);
  const deps = () => ({
    db: app.deps.database.db,
    hub,
    maxStreams: app.deps.config.LIVE_MAX_STREAMS,
    maxStreamsPerIp: app.deps.config.LIVE_MAX_STREAMS_PER_IP,
  });
  app.addHook('preClose', async () => hub.close());

  // GET /web/time
  app.get(
    '/web/time',
    {
      schema: {
        tags: ['live'],
        response: { 200: serverTimeAnswerSchema },
      },
    },
    async () => {
      await hub.start();
      return { serverTime: hub.clock.now().toISOString() };
    },
  );

  // GET /web/lots/:id/stream
  app.get(
    '/web/lots/:id/stream',
    {
      schema: {
        tags: ['live'],
        params: z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) }),
        querystring: streamQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      streamLotEvents(deps(), request, reply, {
        lotId: request.params.id,
        lastEventId: lastEventIdOf(request, request.query.lastEventId),
      }),
  );

  // GET /web/listings/:id/stream
  app.get(
    '/web/listings/:id/stream',
    {
      schema: {
        tags: ['live'],
        params: z.object({ id: z.uuid({ error: 'Identificador de evento inválido' }) }),
        querystring: streamQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      streamListingEvents(deps(), request, reply, {
        listingId: request.params.id,
        lastEventId: lastEventIdOf(request, request.query.lastEventId),
      }),
  );
}
