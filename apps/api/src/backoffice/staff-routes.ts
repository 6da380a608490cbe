import {
  auditLogPageSchema,
  backofficeRoles,
  jobHealthSchema,
  outboxPageSchema,
  outboxStatuses,
  roleLevelBodySchema,
  specialPermissions,
  staffInvitationBodySchema,
  staffInvitationResultSchema,
  staffListSchema,
  staffMemberSchema,
  textSchema,
} from '@circula/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole } from '../auth/authenticate.js';
import { notifierFor } from '../notifications/notifier.js';
import { errorResponses } from '../shared/schemas.js';
import {
  cancelStaffInvitation,
  grantStaffSpecialPermission,
  inviteStaff,
  listStaff,
  revokeStaffRole,
  revokeStaffSpecialPermission,
  setStaffRole,
} from './staff-management.js';
import { listAuditLog, listOutboxForStaff, readJobHealth, retryFailedJob } from './tech-tools.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tech = 'CIRCULA_TECH';

const userParams = z.object({ userId: z.uuid({ error: 'Identificador de usuário inválido' }) });
const roleParams = userParams.extend({ role: z.enum(backofficeRoles, { error: 'Papel inválido' }) });
const permissionParams = userParams.extend({
  permission: z.enum(specialPermissions, { error: 'Permissão especial inválida' }),
});
const take = z.coerce
  .number({ error: 'take deve ser um número de 1 a 100' })
  .int({ error: 'take deve ser um número de 1 a 100' })
  .min(1, { error: 'take deve ser um número de 1 a 100' })
  .max(100, { error: 'take deve ser um número de 1 a 100' })
  .default(25);
const skip = z.coerce
  .number({ error: 'skip deve ser um número inteiro a partir de 0' })
  .int({ error: 'skip deve ser um número inteiro a partir de 0' })
  .min(0, { error: 'skip deve ser um número inteiro a partir de 0' })
  .max(1_000_000, { error: 'skip deve ser um número inteiro a partir de 0' })
  .default(0);
const optionalText = (max: number, message: string) =>
  textSchema({ max, tooLong: message })
    .optional()
    .transform((value) => (value ? value : undefined));
const instant = (message: string) => z.iso.datetime({ error: message, offset: true }).optional();

/**
 * Staff management for TECH admins (/backoffice/equipe) and the TECH tools (outbox, job queues, audit log).
 * The permission table says who may call each route; the services check again what they must (nobody
 * changes their own grants; one TECH admin always remains).
 */
export async function staffRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const writeLimit = {
    rateLimit: {
      max: 60,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
    },
  };

  // GET /backoffice/staff
  app.get(
    '/backoffice/staff',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'A equipe do back office: papéis, níveis e permissões especiais, e os convites em aberto.',
        response: { 200: staffListSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, tech, 2);
      return listStaff(db());
    },
  );

  // POST /backoffice/staff/invitations
  app.post(
    '/backoffice/staff/invitations',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Convida alguém para a equipe por e-mail: quem já tem conta recebe os papéis na hora; um e-mail sem conta recebe um convite, que vale por 7 dias e é aceito ao criar a conta ou entrar.',
        body: staffInvitationBodySchema,
        response: { 200: staffInvitationResultSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, tech, 2);
      return inviteStaff(
        { db: db(), notifier: notifierFor(app), webOrigin: app.deps.config.WEB_ORIGIN },
        { actorUserId: userId, ...request.body },
      );
    },
  );

  // DELETE /backoffice/staff/invitations/:invitationId
  app.delete(
    '/backoffice/staff/invitations/:invitationId',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        params: z.object({ invitationId: z.uuid({ error: 'Identificador de convite inválido' }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireRole(request, tech, 2);
      await cancelStaffInvitation(db(), { actorUserId: userId, invitationId: request.params.invitationId });
      return reply.code(204).send(null);
    },
  );

  // PUT /backoffice/staff/:userId/roles/:role
  app.put(
    '/backoffice/staff/:userId/roles/:role',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Dá um papel a alguém da equipe com um nível, ou muda o nível (nunca a si mesmo).',
        params: roleParams,
        body: roleLevelBodySchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, tech, 2);
      return setStaffRole(db(), {
        actorUserId: userId,
        userId: request.params.userId,
        role: request.params.role,
        level: request.body.level,
      });
    },
  );

  // DELETE /backoffice/staff/:userId/roles/:role
  app.delete(
    '/backoffice/staff/:userId/roles/:role',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description:
          'Tira um papel de alguém da equipe; a última pessoa com administração de Tecnologia fica.',
        params: roleParams,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, tech, 2);
      return revokeStaffRole(db(), { actorUserId: userId, ...request.params });
    },
  );

  // PUT /backoffice/staff/:userId/special-permissions/:permission
  app.put(
    '/backoffice/staff/:userId/special-permissions/:permission',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Dá uma permissão especial a alguém da equipe (nunca a si mesmo).',
        params: permissionParams,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, tech, 2);
      return grantStaffSpecialPermission(db(), { actorUserId: userId, ...request.params });
    },
  );

  // DELETE /backoffice/staff/:userId/special-permissions/:permission
  app.delete(
    '/backoffice/staff/:userId/special-permissions/:permission',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        params: permissionParams,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, tech, 2);
      return revokeStaffSpecialPermission(db(), { actorUserId: userId, ...request.params });
    },
  );

  // GET /backoffice/outbox
  app.get(
    '/backoffice/outbox',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Caixa de saída de e-mails e SMS, mais recentes primeiro; links e códigos aparecem ocultos.',
        querystring: z.object({
          status: z.enum(outboxStatuses, { error: 'Situação inválida' }).optional(),
          to: optionalText(320, 'Destinatário longo demais'),
          type: optionalText(64, 'Tipo longo demais'),
          take,
          skip,
        }),
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, tech, 0);
      return listOutboxForStaff(db(), request.query);
    },
  );

  // GET /backoffice/jobs
  app.get(
    '/backoffice/jobs',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description: 'Saúde das filas de tarefas: na fila, em execução, com falha, novas tentativas.',
        response: { 200: jobHealthSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, tech, 0);
      return readJobHealth(db());
    },
  );

  // POST /backoffice/jobs/:queue/:jobId/retry
  app.post(
    '/backoffice/jobs/:queue/:jobId/retry',
    {
      onRequest: authenticate,
      config: writeLimit,
      schema: {
        tags: ['backoffice'],
        description: 'Devolve uma tarefa com falha à fila, com mais uma tentativa.',
        params: z.object({
          queue: z.string({ error: 'Fila inválida' }).regex(/^[\w.:/-]{1,100}$/, { error: 'Fila inválida' }),
          jobId: z.uuid({ error: 'Identificador de tarefa inválido' }),
        }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireRole(request, tech, 1);
      await retryFailedJob(db(), request.params.queue, request.params.jobId);
      request.log.info(
        { queue: request.params.queue, jobId: request.params.jobId, userId },
        'failed job retried',
      );
      return reply.code(204).send(null);
    },
  );

  // GET /backoffice/audit-log
  app.get(
    '/backoffice/audit-log',
    {
      onRequest: authenticate,
      schema: {
        tags: ['backoffice'],
        description:
          'Registro de auditoria das ações da equipe (quem, o quê, antes, depois, quando), mais recentes primeiro.',
        querystring: z
          .object({
            actor: optionalText(320, 'Autor longo demais'),
            entityType: optionalText(64, 'Tipo de entidade longo demais'),
            entityId: optionalText(100, 'Identificador longo demais'),
            action: optionalText(64, 'Ação longa demais'),
            from: instant('Data inicial inválida'),
            to: instant('Data final inválida'),
            take,
            skip,
          })
          .refine((query) => !query.from || !query.to || query.from < query.to, {
            error: 'A data inicial deve ser antes da final',
            path: ['from'],
          }),
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireRole(request, tech, 0);
      const { from, to, ...rest } = request.query;
      return listAuditLog(db(), {
        ...rest,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
      });
    },
  );
}
