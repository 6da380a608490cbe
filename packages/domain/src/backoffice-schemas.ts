import { z } from 'zod';
import { backofficeRoles, specialPermissions } from './enums.js';
import { labelFrom } from './words.js';

/**
 * GET /backoffice/me: the back-office roles of the signed-in staff member and the level of each
 * (0 read, 1 write, 2 admin). The web draws its navigation from it; the API still checks every call.
 */
export const staffAccessSchema = z.object({
  roles: z.array(z.object({ role: z.enum(backofficeRoles), level: z.number().int().min(0) })),
});
export type StaffAccess = z.infer<typeof staffAccessSchema>;

/**
 * GET /backoffice/me also carries the special permissions of spec §6, each granted one by one (a
 * permission is not a role: "view revenues" does not come with FINANCE).
 */
export const staffAccessWithPermissionsSchema = staffAccessSchema.extend({
  specialPermissions: z.array(z.enum(specialPermissions)),
});
export type StaffAccessWithPermissions = z.infer<typeof staffAccessWithPermissionsSchema>;

export const roleGrantSchema = z.object({
  role: z.enum(backofficeRoles, { error: 'Papel inválido' }),
  level: z.literal([0, 1, 2], { error: 'Nível deve ser 0 (leitura), 1 (ação) ou 2 (administração)' }),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/** One member of staff as TECH admins see them on /backoffice/equipe. */
export const staffMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleGrantSchema),
  specialPermissions: z.array(z.enum(specialPermissions)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  roles: z.array(roleGrantSchema),
  specialPermissions: z.array(z.enum(specialPermissions)),
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** POST /backoffice/staff/invitations. */
export const staffInvitationBodySchema = z
  .object({
    email: z
      .string({ error: 'Informe o e-mail' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'E-mail inválido' }).max(320, { error: 'E-mail longo demais' })),
    roles: z.array(roleGrantSchema).max(backofficeRoles.length).default([]),
    specialPermissions: z
      .array(z.enum(specialPermissions, { error: 'Permissão especial inválida' }))
      .max(specialPermissions.length)
      .default([]),
  })
  .refine((body) => body.roles.length > 0 || body.specialPermissions.length > 0, {
    error: 'Escolha ao menos um papel ou uma permissão especial',
    path: ['roles'],
  })
  .refine((body) => new Set(body.roles.map((grant) => grant.role)).size === body.roles.length, {
    error: 'Cada papel só pode aparecer uma vez',
    path: ['roles'],
  });
export type StaffInvitationBody = z.input<typeof staffInvitationBodySchema>;

export const staffInvitationResultSchema = z.object({
  /** GRANTED: the e-mail belongs to a user, who has the grants now; INVITED: an invitation was e-mailed. */
  outcome: z.enum(['GRANTED', 'INVITED']),
  member: staffMemberSchema.nullable(),
  invitation: staffInvitationSchema.nullable(),
});
export type StaffInvitationResult = z.infer<typeof staffInvitationResultSchema>;

/** PUT /backoffice/staff/:userId/roles/:role. */
export const roleLevelBodySchema = roleGrantSchema.pick({ level: true });

export const outboxStatuses = ['SENT', 'PENDING', 'FAILED'] as const;

/** The messages sent by SMS, beside the e-mail templates: their type in the outbox and their name for staff. */
export const smsTypeLabels = { PHONE_CODE: 'Código de verificação do celular (SMS)' } as const;
export type SmsType = keyof typeof smsTypeLabels;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** A message of the outbox as TECH sees it: links and codes in subject and body are masked. */
export const outboxEntrySchema = z.object({
  id: z.uuid(),
  channel: z.string(),
  to: z.string(),
  notificationType: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = z.object({ entries: z.array(outboxEntrySchema), total: z.number().int() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/**
 * The API's job queues and what each does, for TECH reading the queues' health. Each queue's name in the API
 * is checked against this table; a queue missing here (the scheduler's own) is shown by name alone.
 */
export const jobQueueLabels = {
  'account-deletion-sweep': 'Anonimiza as contas cujos 15 dias para exclusão passaram',
  'credit-expiry': 'Vence os créditos de comprador no fim da validade',
  'data-export': 'Gera as cópias de dados pedidas e apaga as vencidas',
  'fulfilment-sweep':
    'Lembra as retiradas da véspera, marca as não feitas e avança os eventos após o pagamento',
  'listing-open': 'Abre um evento na hora marcada',
  'listing-open-sweep': 'Abre os eventos cuja hora de abertura passou',
  'lot-close': 'Encerra um lote no fim do seu prazo',
  'lot-closing-sweep':
    'Encerra os lotes vencidos, agenda os próximos e libera vendas condicionais sem resposta',
  'lot-import': 'Importa uma planilha de lotes',
  'newsletter-campaign-sending': 'Envia as campanhas de newsletter aprovadas',
  'newsletter-unconfirmed-sweep': 'Apaga os cadastros na newsletter não confirmados em 30 dias',
  'offer-expiry': 'Expira as ofertas sem resposta no prazo',
  'outbox-delivery': 'Envia os e-mails da caixa de saída',
  'payment-sweep': 'Aplica os prazos de pagamento vencidos e envia os lembretes',
  'referral-sweep': 'Registra as indicações e credita os bônus das qualificadas',
} as const;
export type JobQueueName = keyof typeof jobQueueLabels;

/** The prefix of the job scheduler's (pg-boss) own queues, which it creates and runs beside the API's. */
const schedulerQueuePrefix = '__pgboss__';

/** What a queue does: the API's from its table, the scheduler's own as such; undefined for an unknown one. */
export function jobQueueDescription(name: string): string | undefined {
  if (name.startsWith(schedulerQueuePrefix))
    return 'Fila interna do agendador: dispara as tarefas programadas';
  return labelFrom(jobQueueLabels, name);
}

export const jobQueueHealthSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  retrying: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  /** Sum of retries spent by the queue's jobs still kept. */
  retries: z.number().int(),
});
export type JobQueueHealth = z.infer<typeof jobQueueHealthSchema>;

export const failedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  retryCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const jobHealthSchema = z.object({
  queues: z.array(jobQueueHealthSchema),
  failedJobs: z.array(failedJobSchema),
});
export type JobHealth = z.infer<typeof jobHealthSchema>;

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** POST /backoffice/users/:userId/login-links: why support signs in as the user (kept in the audit log). */
export const createLoginLinkSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(5, { error: 'Descreva o motivo em ao menos 5 caracteres' })
    .max(500, { error: 'O motivo pode ter no máximo 500 caracteres' }),
});
export type CreateLoginLinkInput = z.infer<typeof createLoginLinkSchema>;

/** The one-time sign-in link, shown once to the staff member who made it. */
export const loginLinkSchema = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type LoginLink = z.infer<typeof loginLinkSchema>;
