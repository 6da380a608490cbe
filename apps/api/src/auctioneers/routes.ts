import {
  auctioneerBidLogSchema,
  auctioneerEventSchema,
  auctioneerEventsSchema,
  auctioneerLinkInputSchema,
  auctioneerLinksSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/authenticate.js';
import { errorResponses } from '../shared/schemas.js';
import {
  courtRecordHtml,
  getAuctioneerBidLog,
  getAuctioneerEvent,
  linkAuctioneerUser,
  linkAuctioneerUserByEmail,
  listAuctioneerEvents,
  listAuctioneerLinks,
  unlinkAuctioneerUser,
} from './auctioneer-area.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const eventParams = z.object({ id: z.uuid({ error: 'Identificador de evento inválido' }) });
const lotParams = z.object({ id: z.uuid({ error: 'Identificador de lote inválido' }) });
/**
 * The auctioneers' area: a user linked to an official auctioneer reads the Events that auctioneer runs,
 * their lots' results and bid logs, and downloads each lot's court record. Everything else answers 404.
 */
export async function auctioneerRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const perUser = {
    rateLimit: {
      max: 120,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `auctioneer:${request.userId ?? request.ip}`,
      hook: 'preHandler' as const,
    },
  };

  // GET /auctioneer/events
  app.get(
    '/auctioneer/events',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['auctioneer'],
        description: 'Os Eventos conduzidos pelos leiloeiros a que o usuário está vinculado.',
        response: { 200: auctioneerEventsSchema, ...errors },
      },
    },
    async (request) => ({ events: await listAuctioneerEvents(db(), requireUser(request).userId) }),
  );

  // GET /auctioneer/events/:id
  app.get(
    '/auctioneer/events/:id',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['auctioneer'],
        description: 'Um Evento do leiloeiro com os lotes e seus resultados.',
        params: eventParams,
        response: { 200: auctioneerEventSchema, ...errors },
      },
    },
    async (request) => getAuctioneerEvent(db(), requireUser(request).userId, request.params.id),
  );

  // GET /auctioneer/lots/:id/bid-log
  app.get(
    '/auctioneer/lots/:id/bid-log',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['auctioneer'],
        description: 'Os lances do lote, em ordem, com a hora do servidor.',
        params: lotParams,
        response: { 200: auctioneerBidLogSchema, ...errors },
      },
    },
    async (request) => getAuctioneerBidLog(db(), requireUser(request).userId, request.params.id),
  );

  // GET /auctioneer/lots/:id/court-record
  app.get(
    '/auctioneer/lots/:id/court-record',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['auctioneer'],
        description:
          'O auto de arrematação do lote (registro dos lances, Res. CNJ 236/2016 art. 22) em página para imprimir ou salvar em PDF.',
        params: lotParams,
        response: { 200: z.string(), ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const record = await courtRecordHtml(db(), requireUser(request).userId, request.params.id);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${record.fileName}"`)
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
        )
        .send(record.html);
    },
  );

  // PUT /backoffice/auctioneers/:auctioneerId/users/:userId
  app.put(
    '/backoffice/auctioneers/:auctioneerId/users/:userId',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description:
          'Vincula um usuário a um leiloeiro oficial (TECH administração), com registro na auditoria.',
        params: z.object({
          auctioneerId: z.uuid({ error: 'Identificador de leiloeiro inválido' }),
          userId: z.uuid({ error: 'Identificador de usuário inválido' }),
        }),
        response: { 200: z.object({ auctioneerId: z.uuid(), userId: z.uuid() }), ...errors },
      },
    },
    async (request) =>
      linkAuctioneerUser(
        db(),
        requireUser(request).userId,
        request.params.auctioneerId,
        request.params.userId,
      ),
  );

  const linkParams = z.object({
    auctioneerId: z.uuid({ error: 'Identificador de leiloeiro inválido' }),
    userId: z.uuid({ error: 'Identificador de usuário inválido' }),
  });

  // GET /backoffice/auctioneers
  app.get(
    '/backoffice/auctioneers',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description: 'Os leiloeiros oficiais e os usuários vinculados a cada um (TECH administração).',
        response: { 200: auctioneerLinksSchema, ...errors },
      },
    },
    async () => listAuctioneerLinks(db()),
  );

  // POST /backoffice/auctioneers/:auctioneerId/users
  app.post(
    '/backoffice/auctioneers/:auctioneerId/users',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description: 'Vincula ao leiloeiro o usuário deste e-mail (TECH administração), com auditoria.',
        params: linkParams.pick({ auctioneerId: true }),
        body: auctioneerLinkInputSchema,
        response: { 200: auctioneerLinksSchema, ...errors },
      },
    },
    async (request) =>
      linkAuctioneerUserByEmail(
        db(),
        requireUser(request).userId,
        request.params.auctioneerId,
        request.body.email,
      ),
  );

  // DELETE /backoffice/auctioneers/:auctioneerId/users/:userId
  app.delete(
    '/backoffice/auctioneers/:auctioneerId/users/:userId',
    {
      onRequest: authenticate,
      config: perUser,
      schema: {
        tags: ['backoffice'],
        description: 'Desfaz o vínculo de um usuário com um leiloeiro (TECH administração), com auditoria.',
        params: linkParams,
        response: { 200: auctioneerLinksSchema, ...errors },
      },
    },
    async (request) =>
      unlinkAuctioneerUser(
        db(),
        requireUser(request).userId,
        request.params.auctioneerId,
        request.params.userId,
      ),
  );
}
