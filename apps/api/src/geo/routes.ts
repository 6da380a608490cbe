import { geoCitiesResponseSchema, geoStatesResponseSchema } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../shared/schemas.js';
import { listCities } from './list-cities.js';
import { listStates } from './list-states.js';

// Geography changes rarely; browsers and CDNs may keep it for a day.
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

// The data never changes while the process runs, so each answer is serialised once and reused; the
// cached strings hold exactly the shapes the response schemas declare (a string skips re-serialising).
const serializedCache = new Map<string, string>();
function serialized(key: string, load: () => unknown): string {
  let body = serializedCache.get(key);
  if (body === undefined) {
    body = JSON.stringify(load());
    serializedCache.set(key, body);
  }
  return body;
}

export async function geoRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /web/geo/states
  app.get(
    '/web/geo/states',
    { schema: { tags: ['geo'], response: { 200: geoStatesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return reply.type('application/json; charset=utf-8').send(serialized('states', listStates) as never);
    },
  );

  // GET /web/geo/states/:code/cities
  app.get(
    '/web/geo/states/:code/cities',
    {
      schema: {
        tags: ['geo'],
        params: z.object({ code: z.string().min(1).max(8) }),
        response: { 200: geoCitiesResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      const body = serialized(`cities:${code}`, () => listCities(code));
      reply.header('cache-control', cacheControl);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
