import { lotClosingStatuses } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../shared/schemas.js';
import { getLotClosing } from './get-lot-closing.js';
import { startLotClosingJobs } from './lot-closing-jobs.js';

export async function lotClosingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  if (app.deps.config.JOBS_ENABLED) {
    app.addHook('onReady', async () => startLotClosingJobs(app));
  }

  // GET /web/lots/:id/closing
  app.get(
    '/web/lots/:id/closing',
    {
      schema: {
        tags: ['lot-closing'],
        params: z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) }),
        response: {
          200: z.object({
            closing: z
              .object({
                lotId: z.uuid(),
                status: z.enum(lotClosingStatuses),
                amountCents: z.number().int(),
                winnerUsername: z.string(),
                closedAt: z.iso.datetime(),
                sellerDeadlineAt: z.iso.datetime().nullable(),
              })
              .nullable(),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => ({ closing: await getLotClosing(app.deps.database.db, request.params.id) }),
  );
}
