import {
  acceptSellerInvitationResponseSchema,
  changeSellerRoleBodySchema,
  inviteSellerUserBodySchema,
  inviteSellerUserResponseSchema,
  permissionLevels,
  sellerEventResponseSchema,
  sellerEventsResponseSchema,
  sellerInvitationResponseSchema,
  sellerMemberResponseSchema,
  sellerRemovedResponseSchema,
  sellerRoles,
  sellerStatementSchema,
  sellerTeamResponseSchema,
  statementCsv,
  userSellersResponseSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, requireUser } from '../auth/authenticate.js';
import { sellerOnBehalfRole } from '../lot-closing/routes.js';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses } from '../shared/schemas.js';
import { getUserOrThrow } from '../users/find-user.js';
import { acceptSellerInvitation, declineSellerInvitation } from './accept-seller-invitations.js';
import { addSellerUser } from './add-seller-user.js';
import { listUserSellers } from './list-user-sellers.js';
import { getSellerEvent, getSellerStatement, listSellerEvents } from './seller-dashboard.js';
import {
  changeSellerUserRole,
  inviteSellerUser,
  listSellerTeam,
  removeSellerUser,
  resendSellerInvitation,
  revokeSellerInvitation,
} from './seller-team.js';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The caller's own seller memberships, and the staff routes of sellers' users (the catalogue area at admin
 * level, every change audit-logged).
 */
export async function sellersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const userSellersSchema = {
    tags: ['seller'],
    description:
      'Os vendedores de que o usuário faz parte, com o papel em cada um (lista vazia para quem não é de nenhum): ' +
      'o site mostra a área do vendedor a quem tem algum.',
    response: { 200: userSellersResponseSchema, ...errorResponses(401) },
  };
  const userSellers = async (request: FastifyRequest) => {
    const db = app.deps.database.db;
    return listUserSellers(db, await getUserOrThrow(db, requireUser(request).userId));
  };

  // Per signed-in user, counted after authentication.
  const perUserLimit = {
    rateLimit: {
      max: app.deps.config.SELLER_RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };
  // Each invitation e-mails an address: a few per user and hour.
  const inviteLimit = {
    rateLimit: {
      max: app.deps.config.SELLER_INVITE_RATE_LIMIT_MAX,
      timeWindow: '1 hour',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `seller-invite:${request.userId ?? request.ip}`,
    },
  };
  const sellerParams = z.object({ id: z.uuid({ error: 'Identificador de vendedor inválido' }) });
  const memberParams = sellerParams.extend({
    userId: z.uuid({ error: 'Identificador de usuário inválido' }),
  });
  const eventParams = z.object({ id: z.uuid({ error: 'Identificador de evento inválido' }) });
  const db = () => app.deps.database.db;

  // GET /web/sellers
  app.get(
    '/web/sellers',
    { onRequest: authenticate, config: perUserLimit, schema: userSellersSchema },
    userSellers,
  );

  // GET /seller/memberships (the same answer, kept for the seller area's existing calls)
  app.get(
    '/seller/memberships',
    { onRequest: authenticate, config: perUserLimit, schema: userSellersSchema },
    userSellers,
  );

  const invitationParams = z.object({ id: z.uuid({ error: 'Identificador de convite inválido' }) });

  // POST /web/sellers/invitations/:id/accept
  app.post(
    '/web/sellers/invitations/:id/accept',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'A pessoa convidada aceita o convite enviado ao seu e-mail (comprovado) e entra na equipe com o papel ' +
          'do convite. 404 para convite de outra pessoa, cancelado ou já respondido; 410 se expirou.',
        params: invitationParams,
        response: { 200: acceptSellerInvitationResponseSchema, ...errors, ...errorResponses(410) },
      },
    },
    async (request) =>
      acceptSellerInvitation(
        db(),
        await getUserOrThrow(db(), requireUser(request).userId),
        request.params.id,
      ),
  );

  // POST /web/sellers/invitations/:id/decline
  app.post(
    '/web/sellers/invitations/:id/decline',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'A pessoa convidada recusa o convite enviado ao seu e-mail: ele é apagado e o vendedor pode convidar de novo.',
        params: invitationParams,
        response: { 200: sellerRemovedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await declineSellerInvitation(
        db(),
        await getUserOrThrow(db(), requireUser(request).userId),
        request.params.id,
      );
      return { removed: true as const };
    },
  );

  // GET /seller/sellers/:id/events
  app.get(
    '/seller/sellers/:id/events',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'Os Eventos publicados do vendedor (ADMIN ou VIEWER), mais recentes primeiro, com lotes, lances, ' +
          'compradores habilitados, total atual, lotes vendidos e valor pago. 404 para quem não é do vendedor.',
        params: sellerParams,
        response: { 200: sellerEventsResponseSchema, ...errors },
      },
    },
    async (request) => listSellerEvents(db(), requireUser(request).userId, request.params.id),
  );

  // GET /seller/events/:id
  app.get(
    '/seller/events/:id',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'Um Evento de um dos vendedores do usuário: números ao vivo, cada lote com resultado e vendas, e a ' +
          'situação do pagamento. Do comprador, só o apelido até pagar; pago, o nome e um contato para a retirada.',
        params: eventParams,
        response: { 200: sellerEventResponseSchema, ...errors },
      },
    },
    async (request) => getSellerEvent(db(), requireUser(request).userId, request.params.id),
  );

  // GET /seller/events/:id/statement
  app.get(
    '/seller/events/:id/statement',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'Extrato do Evento: por venda paga, o valor, a comissão e a taxa administrativa pagas pelo comprador ' +
          'e o valor ao vendedor; totais e o valor ainda a receber.',
        params: eventParams,
        response: { 200: sellerStatementSchema, ...errors },
      },
    },
    async (request) => getSellerStatement(db(), requireUser(request).userId, request.params.id),
  );

  // GET /seller/events/:id/statement.csv
  app.get(
    '/seller/events/:id/statement.csv',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'O extrato em CSV para planilhas em português: UTF-8 com BOM, campos separados por ponto e vírgula, ' +
          'vírgula decimal, datas no horário de Brasília.',
        params: eventParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await getSellerStatement(db(), requireUser(request).userId, request.params.id);
      const day = statement.generatedAt.slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="extrato-${statement.event.id}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
  );

  // GET /seller/sellers/:id/users
  app.get(
    '/seller/sellers/:id/users',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description: 'A equipe do vendedor (ADMIN ou VIEWER lêem): usuários com papel e convites em aberto.',
        params: sellerParams,
        response: { 200: sellerTeamResponseSchema, ...errors },
      },
    },
    async (request) => listSellerTeam(db(), requireUser(request).userId, request.params.id),
  );

  // POST /seller/sellers/:id/users
  app.post(
    '/seller/sellers/:id/users',
    {
      onRequest: authenticate,
      config: inviteLimit,
      schema: {
        tags: ['seller'],
        description:
          'ADMIN do vendedor convida alguém pelo e-mail: vai um convite por e-mail, tenha o endereço conta ou não, ' +
          'e a pessoa só entra na equipe quando aceita (INVITED). Quem já é da equipe: 409. VIEWER: 403.',
        params: sellerParams,
        body: inviteSellerUserBodySchema,
        response: {
          200: inviteSellerUserResponseSchema,
          ...errors,
          ...errorResponses(409, 429),
        },
      },
    },
    async (request) =>
      inviteSellerUser(
        { db: db(), notifier: notifierFor(app), webOrigin: app.deps.config.WEB_ORIGIN },
        {
          actorUserId: requireUser(request).userId,
          sellerId: request.params.id,
          email: request.body.email,
          role: request.body.role,
        },
      ),
  );

  // PATCH /seller/sellers/:id/users/:userId
  app.patch(
    '/seller/sellers/:id/users/:userId',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'ADMIN do vendedor muda o papel de alguém da equipe; o último ADMIN não pode deixar de sê-lo (409).',
        params: memberParams,
        body: changeSellerRoleBodySchema,
        response: { 200: sellerMemberResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => ({
      member: await changeSellerUserRole(db(), {
        actorUserId: requireUser(request).userId,
        sellerId: request.params.id,
        userId: request.params.userId,
        role: request.body.role,
      }),
    }),
  );

  // DELETE /seller/sellers/:id/users/:userId
  app.delete(
    '/seller/sellers/:id/users/:userId',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description:
          'ADMIN do vendedor tira alguém da equipe; qualquer membro sai da equipe (o próprio userId). ' +
          'Nunca o último ADMIN (409).',
        params: memberParams,
        response: { 200: sellerRemovedResponseSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      await removeSellerUser(db(), {
        actorUserId: requireUser(request).userId,
        sellerId: request.params.id,
        userId: request.params.userId,
      });
      return { removed: true as const };
    },
  );

  // DELETE /seller/sellers/:id/invitations/:invitationId
  app.delete(
    '/seller/sellers/:id/invitations/:invitationId',
    {
      onRequest: authenticate,
      config: perUserLimit,
      schema: {
        tags: ['seller'],
        description: 'ADMIN do vendedor cancela um convite em aberto.',
        params: sellerParams.extend({
          invitationId: z.uuid({ error: 'Identificador de convite inválido' }),
        }),
        response: { 200: sellerRemovedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await revokeSellerInvitation(db(), {
        actorUserId: requireUser(request).userId,
        sellerId: request.params.id,
        invitationId: request.params.invitationId,
      });
      return { removed: true as const };
    },
  );

  // POST /seller/sellers/:id/invitations/:invitationId/resend
  app.post(
    '/seller/sellers/:id/invitations/:invitationId/resend',
    {
      onRequest: authenticate,
      config: inviteLimit,
      schema: {
        tags: ['seller'],
        description:
          'ADMIN do vendedor reenvia um convite em aberto (expirado ou não): novo e-mail e mais 7 dias para aceitar.',
        params: sellerParams.extend({
          invitationId: z.uuid({ error: 'Identificador de convite inválido' }),
        }),
        response: { 200: sellerInvitationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invitation: await resendSellerInvitation(
        { db: db(), notifier: notifierFor(app), webOrigin: app.deps.config.WEB_ORIGIN },
        {
          actorUserId: requireUser(request).userId,
          sellerId: request.params.id,
          invitationId: request.params.invitationId,
        },
      ),
    }),
  );

  // POST /backoffice/sellers/:id/users
  app.post(
    '/backoffice/sellers/:id/users',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Adiciona um usuário (pela conta de email) ao vendedor com o papel ADMIN ou VIEWER, ou muda o papel que ele tem.',
        params: z.object({ id: z.uuid({ error: 'Identificador de vendedor inválido' }) }),
        body: z.object({
          email: z.email({ error: 'Email inválido' }).max(320, { error: 'Email inválido' }),
          role: z.enum(sellerRoles, { error: 'Papel deve ser ADMIN ou VIEWER' }),
        }),
        response: {
          200: z.object({
            sellerUser: z.object({
              sellerId: z.uuid(),
              userId: z.uuid(),
              email: z.string(),
              name: z.string(),
              role: z.enum(sellerRoles),
              createdAt: z.iso.datetime(),
            }),
          }),
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, sellerOnBehalfRole, permissionLevels.ADMIN);
      return {
        sellerUser: await addSellerUser(app.deps.database.db, {
          sellerId: request.params.id,
          email: request.body.email,
          role: request.body.role,
          actorUserId: userId,
        }),
      };
    },
  );
}
