import {
  backofficeRoles,
  type PermissionLevelName,
  permissionLevels,
  pixNoticeAnswerSchema,
} from '@circula/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantRole } from '../backoffice/grant-role.js';
import { pixProviderFor } from '../checkout/pix-provider.js';
import { isLoopbackHost } from '../config.js';
import { sweepCreditExpiries } from '../credits/credit-jobs.js';
import { auctioneers, listings, sellers, users } from '../db/schema/index.js';
import { createWonLotEvent } from '../fulfilment/won-lot-fixture.js';
import { closeLotDeps, scheduleLotClose } from '../lot-closing/lot-closing-jobs.js';
import { findSubscriber } from '../newsletter/find-subscriber.js';
import { listOutboxRows } from '../notifications/queue-emails.js';
import { sweepReferrals } from '../referrals/referrals.js';
import { upsertSellerUser } from '../sellers/add-seller-user.js';
import { AppError } from '../shared/errors.js';
import { createLiveAuctionFixture, makeVerifiedBuyerFixture } from './live-auction-fixture.js';

const outboxRowSchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  notificationType: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});

/**
 * Development aids. Not registered in production, where these paths answer 404; elsewhere they answer only
 * a request made on this machine, straight to the API (not relayed by a proxy), and 404 to anyone else.
 */
export async function devRoutes(instance: FastifyInstance): Promise<void> {
  if (instance.deps.config.NODE_ENV === 'production') return;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw new AppError('NOT_FOUND', 'Não encontrado.');
  });

  // GET /dev/outbox
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        description: 'E-mails e SMS gravados na caixa de saída (só fora de produção).',
        querystring: z.object({
          to: z
            .string()
            .trim()
            .max(320)
            .transform((to) => to.toLowerCase())
            .optional(),
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: { 200: z.array(outboxRowSchema) },
      },
    },
    async (request) => {
      const rows = await listOutboxRows(app.deps.database.db, request.query);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  );

  // GET /dev/newsletter-subscribers/:email
  app.get(
    '/dev/newsletter-subscribers/:email',
    {
      schema: {
        tags: ['dev'],
        description: 'Um inscrito da newsletter (só fora de produção).',
        params: z.object({ email: z.string().min(3).max(320) }),
        response: {
          200: z.object({ email: z.string(), state: z.string(), city: z.string(), source: z.string() }),
        },
      },
    },
    async (request) => {
      const row = await findSubscriber(app.deps.database.db, request.params.email);
      if (!row) throw new AppError('NOT_FOUND', 'Inscrito não encontrado.');
      return { email: row.email, state: row.state, city: row.city, source: row.source };
    },
  );

  // POST /dev/roles
  app.post(
    '/dev/roles',
    {
      schema: {
        tags: ['dev'],
        description:
          'Dá um papel do back office a um usuário existente (só fora de produção; com o banco embutido ' +
          'aberto pela API, a linha de comando não consegue abri-lo).',
        body: z.object({
          email: z.string().trim().min(3).max(320),
          role: z.enum(backofficeRoles, { error: 'Papel desconhecido' }),
          level: z
            .enum(Object.keys(permissionLevels) as [PermissionLevelName, ...PermissionLevelName[]], {
              error: 'Nível deve ser READ, WRITE ou ADMIN',
            })
            .default('WRITE'),
        }),
        response: {
          200: z.object({ userId: z.string(), role: z.enum(backofficeRoles), level: z.number().int() }),
        },
      },
    },
    // Audited like the command line: an operator action, so the actor is null.
    async (request) =>
      grantRole(app.deps.database.db, {
        email: request.body.email,
        role: request.body.role,
        level: permissionLevels[request.body.level],
        actorUserId: null,
      }),
  );

  // POST /dev/jobs/referrals-and-credits
  app.post(
    '/dev/jobs/referrals-and-credits',
    {
      schema: {
        tags: ['dev'],
        description: 'Roda agora o job de indicações (qualificação e bônus) e o de expiração de créditos.',
        response: { 200: z.object({ referrals: z.array(z.string()), expiredCredits: z.number().int() }) },
      },
    },
    async () => ({
      referrals: await sweepReferrals(app.deps.database.db, app.deps.config.WEB_ORIGIN),
      expiredCredits: await sweepCreditExpiries(app.deps.database.db),
    }),
  );

  // POST /dev/pix-payments
  app.post(
    '/dev/pix-payments',
    {
      schema: {
        tags: ['dev'],
        description:
          'O banco simulado paga um código PIX (txid e valor) guardado pelo comprador, mesmo de uma compra que ' +
          'não aguarda mais pagamento, pelo mesmo webhook assinado (só fora de produção, com o provedor simulado).',
        body: z.object({
          txid: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{1,35}$/),
          amountCents: z.number().int().min(1).max(100_000_000_00),
        }),
        response: { 200: pixNoticeAnswerSchema },
      },
    },
    async (request) => {
      const pix = pixProviderFor(app);
      if (!pix.simulatePayment) {
        throw new AppError(
          'PIX_SIMULATION_UNAVAILABLE',
          'Simulação de pagamento indisponível neste ambiente.',
        );
      }
      const delivered = await pix.simulatePayment(request.body);
      if (delivered.statusCode !== 200) {
        throw new AppError('SERVICE_UNAVAILABLE', 'O webhook PIX recusou o pagamento simulado.');
      }
      return pixNoticeAnswerSchema.parse(JSON.parse(delivered.body));
    },
  );

  // POST /dev/live-auctions
  app.post(
    '/dev/live-auctions',
    {
      schema: {
        tags: ['dev'],
        description:
          'Cria um evento aberto com um lote que encerra em poucos segundos, com prorrogação curta (só fora ' +
          'de produção; para jornadas e demonstrações do pregão ao vivo).',
        body: z.object({
          endsInSeconds: z.number().int().min(5).max(3600).default(40),
          softCloseWindowSeconds: z.number().int().min(1).max(600).default(15),
          softCloseExtensionSeconds: z.number().int().min(1).max(600).default(20),
        }),
        response: {
          201: z.object({
            listingId: z.uuid(),
            listingSlug: z.string(),
            lotId: z.uuid(),
            scheduledEndAt: z.iso.datetime(),
          }),
        },
      },
    },
    async (request, reply) => {
      const fixture = await createLiveAuctionFixture(app.deps.database.db, request.body);
      if (app.deps.config.JOBS_ENABLED) await scheduleLotClose(app, fixture.lotId, fixture.scheduledEndAt);
      return reply.status(201).send({ ...fixture, scheduledEndAt: fixture.scheduledEndAt.toISOString() });
    },
  );

  // POST /dev/verified-buyers
  app.post(
    '/dev/verified-buyers',
    {
      schema: {
        tags: ['dev'],
        description:
          'Torna um usuário cadastrado um comprador verificado, sem a análise (só fora de produção).',
        body: z.object({ email: z.string().trim().min(3).max(320) }),
        response: { 200: z.object({ buyerId: z.uuid(), username: z.string() }) },
      },
    },
    async (request) => makeVerifiedBuyerFixture(app.deps.database.db, request.body.email),
  );
  // POST /dev/fulfilment-events
  app.post(
    '/dev/fulfilment-events',
    {
      schema: {
        tags: ['dev'],
        description:
          'Cria um evento encerrado com um lote arrematado pelo comprador (a pagar) e horários de retirada daqui ' +
          'a dois dias; o segundo e-mail entra como VIEWER do vendedor (ou com o papel pedido); checkOutType ' +
          'TITLE_TRANSFER_V0 faz a entrega por transferência de titularidade (só fora de produção; para jornadas).',
        body: z.object({
          buyerEmail: z.string().trim().min(3).max(320),
          staffEmail: z.string().trim().min(3).max(320),
          staffRole: z.enum(['ADMIN', 'VIEWER']).default('VIEWER'),
          checkOutType: z.enum(['PICK_UP_V0', 'TITLE_TRANSFER_V0']).default('PICK_UP_V0'),
        }),
        response: {
          201: z.object({
            listingId: z.uuid(),
            listingSlug: z.string(),
            lotId: z.uuid(),
            sellerId: z.uuid(),
            buyerId: z.uuid(),
            buyerUsername: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const db = app.deps.database.db;
      const buyer = await makeVerifiedBuyerFixture(db, request.body.buyerEmail);
      const [buyerUser] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.buyerId, buyer.buyerId));
      const [staff] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${request.body.staffEmail.toLowerCase()}`);
      if (!buyerUser || !staff) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
      const [seller] = await db.insert(sellers).values({ name: 'Escritórios Paulista S.A.' }).returning();
      const [auctioneer] = await db
        .insert(auctioneers)
        .values({ name: 'Marina Albuquerque Prado', registration: 'JUCESP nº 1.234' })
        .returning();
      await upsertSellerUser(db, { sellerId: seller!.id, userId: staff.id, role: request.body.staffRole });
      const vehicle = request.body.checkOutType === 'TITLE_TRANSFER_V0';
      const event = await createWonLotEvent(closeLotDeps(app), {
        sellerId: seller!.id,
        auctioneerId: auctioneer!.id,
        buyer: { userId: buyerUser.id, buyerId: buyer.buyerId },
        title: vehicle
          ? 'Renovação de frota — veículos da empresa'
          : 'Desativação de escritório — Av. Paulista',
        lotTitle: vehicle ? 'Fiat Strada 2019, placa final 7' : 'Mesa de reunião com 8 cadeiras',
      });
      if (vehicle) {
        // Before payment: the lot's fulfilment is created with the Event's check-out type when it is paid.
        await db
          .update(listings)
          .set({ checkOutType: 'TITLE_TRANSFER_V0' })
          .where(eq(listings.id, event.listingId));
      }
      return reply
        .status(201)
        .send({ ...event, sellerId: seller!.id, buyerId: buyer.buyerId, buyerUsername: buyer.username });
    },
  );
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A loopback socket, a loopback client address, and no sign of a proxy: a proxy on this machine forwards
 * from a loopback address too, and its forwarding headers are what tell its visitors apart.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const socketAddress = request.socket.remoteAddress;
  if (!socketAddress || !isLoopbackHost(socketAddress) || !isLoopbackHost(request.ip)) return false;
  return forwardingHeaders.every((name) => request.headers[name] === undefined);
}
