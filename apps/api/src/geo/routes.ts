import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../shared/schemas.js';
import { listCities } from './list-cities.js';
import { listStates } from './list-states.js';

const stateSchema = z.object({ code: z.string(), name: z.string() });
const citySchema = z.object({ name: z.string() });
// Geography changes rarely; browsers and CDNs may keep it for a day.
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

export async function geoRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // GET /web/geo/states
  app.get(
    '/web/geo/states',
    { schema: { tags: ['geo'], response: { 200: z.array(stateSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return listStates();
    },
  );

  // GET /web/geo/states/:code/cities
  app.get(
    '/web/geo/states/:code/cities',
    {
      schema: {
        tags: ['geo'],
        params: z.object({ code: z.string().min(1).max(8) }),
        response: { 200: z.array(citySchema), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cities = listCities(request.params.code);
      reply.header('cache-control', cacheControl);
      return cities;
    },
  );
}
