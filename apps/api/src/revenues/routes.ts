import { revenueCsv, revenueCsvQuerySchema, revenueQuerySchema, revenueReportSchema } from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import { getRevenueReport } from './revenues.js';

const errors = errorResponses(400, 401, 403, 429);

/** "Ver receitas" (special permission VIEW_REVENUES, in the back-office permission table). */
export async function revenueRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const perUser = {
    rateLimit: {
      max: 60,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `revenues:${request.userId ?? request.ip}`,
    },
  };

  // GET /backoffice/revenues
  app.get(
    '/backoffice/revenues',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description:
          'Receitas da Circula (comissão e taxa administrativa das cobranças pagas) entre duas datas do horário de Brasília, por período, por Evento e por vendedor.',
        querystring: revenueQuerySchema,
        response: { 200: revenueReportSchema, ...errors },
      },
    },
    async (request) => getRevenueReport(db(), request.query),
  );

  // GET /backoffice/revenues.csv
  app.get(
    '/backoffice/revenues.csv',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description:
          'As receitas em CSV para planilhas em português (UTF-8 com BOM, ponto e vírgula, vírgula decimal): por período, Evento ou vendedor.',
        querystring: revenueCsvQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { by, ...query } = request.query;
      const report = await getRevenueReport(db(), query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="receitas-${by}-${query.from}-a-${query.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(revenueCsv(report, by));
    },
  );
}
