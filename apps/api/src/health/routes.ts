import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

// GET /health and GET /ready
export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { schema: { tags: ['infra'], response: { 200: statusSchema } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      schema: { tags: ['infra'], response: { 200: statusSchema, 503: statusSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}
