import { z } from 'zod';
import {
  type EmailAudienceExclusion,
  emailAudienceExclusions,
  type ScheduledEmailStatus,
  type SpecialPermission,
  scheduledEmailStatuses,
} from './enums.js';
import { brazilianStateCodes } from './states.js';

/*
 * Newsletter campaigns (issue 18, decisions 200–204): MARKETING composes, a holder of the newsletter's
 * approval permission (never the author) approves, a durable job sends. The HTTP contract of the back office
 * and of the public tracking/unsubscribe routes lives here; the API declares its routes with these schemas.
 */

/** The main newsletter of Circula, or a partner's newsletter (each has its own approval permission). */
export const newsletterKinds = ['MAIN', 'PARTNER'] as const;
export type NewsletterKind = (typeof newsletterKinds)[number];

export const newsletterKindLabels: Record<NewsletterKind, string> = {
  MAIN: 'Newsletter principal',
  PARTNER: 'Newsletter de parceiro',
};

/** The special permission that approves a campaign of each kind (spec §6). */
export const approvalPermissionOf: Record<NewsletterKind, SpecialPermission> = {
  MAIN: 'APPROVE_MAIN_NEWSLETTER',
  PARTNER: 'APPROVE_PARTNER_NEWSLETTER',
};

export const campaignStatusLabels: Record<ScheduledEmailStatus, string> = {
  PENDING_APPROVAL: 'Aguardando aprovação',
  SCHEDULED: 'Agendada',
  SENDING: 'Enviando',
  CANCELLED: 'Cancelada',
  SENT: 'Enviada',
  ERRORED_SENDING: 'Erro no envio',
  PAUSED: 'Pausada',
};

export const exclusionLabels: Record<EmailAudienceExclusion, string> = {
  ALL: 'Todos que receberam',
  CLICKS: 'Quem clicou',
  OPENS: 'Quem abriu',
  CLICKS_AND_OPENS: 'Quem abriu ou clicou',
};

/** The actions that move a campaign, each the one legal way between two states. */
export const campaignActions = ['APPROVE', 'START', 'FINISH', 'FAIL', 'PAUSE', 'RESUME', 'CANCEL'] as const;
export type CampaignAction = (typeof campaignActions)[number];

/**
 * The campaign state machine. Approval schedules; the job starts (SENDING) and finishes (SENT) or gives up
 * (ERRORED_SENDING); staff pause, resume or cancel. RESUME goes back to where the campaign was: SCHEDULED
 * before its recipients were chosen, SENDING after (the caller says which through `started`).
 */
const transitions: Record<CampaignAction, Partial<Record<ScheduledEmailStatus, ScheduledEmailStatus>>> = {
  APPROVE: { PENDING_APPROVAL: 'SCHEDULED' },
  START: { SCHEDULED: 'SENDING' },
  FINISH: { SENDING: 'SENT' },
  FAIL: { SENDING: 'ERRORED_SENDING' },
  PAUSE: { SCHEDULED: 'PAUSED', SENDING: 'PAUSED' },
  RESUME: { PAUSED: 'SENDING', ERRORED_SENDING: 'SENDING' },
  CANCEL: {
    PENDING_APPROVAL: 'CANCELLED',
    SCHEDULED: 'CANCELLED',
    SENDING: 'CANCELLED',
    PAUSED: 'CANCELLED',
    ERRORED_SENDING: 'CANCELLED',
  },
};

/** The state after `action`, or null when the action is not allowed from `from`. */
export function nextCampaignStatus(
  from: ScheduledEmailStatus,
  action: CampaignAction,
  options: { started?: boolean } = {},
): ScheduledEmailStatus | null {
  const to = transitions[action][from] ?? null;
  if (to === 'SENDING' && action === 'RESUME' && !options.started) return 'SCHEDULED';
  return to;
}

/** The states an action may start from (for a conditional update: `where status in (…)`). */
export function campaignStatusesAllowing(action: CampaignAction): ScheduledEmailStatus[] {
  return scheduledEmailStatuses.filter((status) => transitions[action][status] !== undefined);
}

/** A campaign can be edited only while nobody has approved it. */
export const editableCampaignStatuses: readonly ScheduledEmailStatus[] = ['PENDING_APPROVAL'];

export const campaignMessages = {
  subjectRequired: 'Informe o assunto.',
  subjectTooLong: 'O assunto pode ter até 150 caracteres.',
  preheaderTooLong: 'O texto de pré-visualização pode ter até 200 caracteres.',
  blocksRequired: 'Adicione pelo menos um bloco de conteúdo.',
  tooManyBlocks: 'Uma campanha pode ter até 30 blocos.',
  textRequired: 'Escreva o texto do bloco.',
  labelRequired: 'Informe o texto do botão.',
  urlInvalid: 'Informe um endereço que comece com https:// ou http://.',
  itemsRequired: 'Escolha pelo menos um item do catálogo.',
  tooManyItems: 'Um bloco pode ter até 12 itens.',
  stateInvalid: 'Estado inválido. Use a sigla de uma UF, como SP.',
  exclusionCampaignRequired: 'Escolha a campanha anterior da exclusão.',
  exclusionRequired: 'Escolha quem excluir da campanha anterior.',
  scheduledInPast: 'A data de envio deve ser futura.',
} as const;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const httpUrl = z
  .string({ error: campaignMessages.urlInvalid })
  .trim()
  .max(2000, { error: campaignMessages.urlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: campaignMessages.urlInvalid },
  );

const itemIds = z
  .array(z.uuid({ error: 'Item do catálogo inválido.' }), { error: campaignMessages.itemsRequired })
  .min(1, { error: campaignMessages.itemsRequired })
  .max(12, { error: campaignMessages.tooManyItems });

/** One block of a campaign's body; lots and Events are picked from the catalogue by id. */
export const campaignBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('HEADING'),
      text: trimmed(campaignMessages.textRequired, 200, 'O título pode ter até 200 caracteres.'),
    }),
    z.object({
      type: z.literal('TEXT'),
      text: trimmed(campaignMessages.textRequired, 5000, 'O texto pode ter até 5.000 caracteres.'),
    }),
    z.object({
      type: z.literal('BUTTON'),
      label: trimmed(campaignMessages.labelRequired, 60, 'O texto do botão pode ter até 60 caracteres.'),
      url: httpUrl,
    }),
    z.object({ type: z.literal('LOTS'), lotIds: itemIds }),
    z.object({ type: z.literal('EVENTS'), listingIds: itemIds }),
  ],
  { error: 'Tipo de bloco inválido.' },
);
export type CampaignBlock = z.infer<typeof campaignBlockSchema>;

/** Who receives it: subscribers (and users who opted in) of these states and cities, minus an exclusion. */
export const campaignAudienceSchema = z
  .object({
    /** UF codes; empty = every state. */
    states: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => (brazilianStateCodes as readonly string[]).includes(code), {
            error: campaignMessages.stateInvalid,
          }),
      )
      .max(27)
      .default([]),
    /** City names (any case); empty = every city of the chosen states. */
    cities: z.array(z.string().trim().min(1).max(100).toUpperCase()).max(200).default([]),
    excludeCampaignId: z.uuid({ error: 'Campanha inválida.' }).nullable().default(null),
    exclusion: z
      .enum(emailAudienceExclusions, { error: campaignMessages.exclusionRequired })
      .nullable()
      .default(null),
  })
  .superRefine((audience, context) => {
    if (audience.exclusion && !audience.excludeCampaignId)
      context.addIssue({
        code: 'custom',
        path: ['excludeCampaignId'],
        message: campaignMessages.exclusionCampaignRequired,
      });
    if (!audience.exclusion && audience.excludeCampaignId)
      context.addIssue({ code: 'custom', path: ['exclusion'], message: campaignMessages.exclusionRequired });
  });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

export const campaignBodySchema = z.object({
  kind: z.enum(newsletterKinds, { error: 'Escolha a newsletter: principal ou de parceiro.' }),
  subject: trimmed(campaignMessages.subjectRequired, 150, campaignMessages.subjectTooLong),
  preheader: z.string().trim().max(200, { error: campaignMessages.preheaderTooLong }).default(''),
  blocks: z
    .array(campaignBlockSchema, { error: campaignMessages.blocksRequired })
    .min(1, { error: campaignMessages.blocksRequired })
    .max(30, { error: campaignMessages.tooManyBlocks }),
  audience: campaignAudienceSchema,
  /** When to start sending after approval (UTC); null = as soon as it is approved. */
  scheduledAt: z.iso.datetime({ error: 'Data de envio inválida.' }).nullable().default(null),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;
export type CampaignBodyInput = z.input<typeof campaignBodySchema>;

export const campaignStatsSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  unsubscribes: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(newsletterKinds),
  subject: z.string(),
  status: z.enum(scheduledEmailStatuses),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  scheduledAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  stats: campaignStatsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListSchema = z.object({
  campaigns: z.array(campaignSummarySchema),
  /** The caller's special permissions that approve campaigns (the list shows who may approve). */
  canApprove: z.array(z.enum(newsletterKinds)),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignDetailSchema = campaignSummarySchema.extend({
  preheader: z.string(),
  blocks: z.array(campaignBlockSchema),
  audience: z.object({
    states: z.array(z.string()),
    cities: z.array(z.string()),
    excludeCampaignId: z.string().nullable(),
    exclusion: z.enum(emailAudienceExclusions).nullable(),
  }),
  approvedByName: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  /** Whether the caller wrote it (authors never approve their own campaign). */
  authoredByMe: z.boolean(),
  /** Whether the caller may approve it now: the kind's permission, not the author, still pending. */
  canApprove: z.boolean(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const audiencePreviewSchema = z.object({ size: z.number().int() });
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** A lot or an Event a campaign block can show, as the picker lists them. */
export const campaignCatalogueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['LOT', 'EVENT']),
  title: z.string(),
  subtitle: z.string(),
});
export const campaignCatalogueSchema = z.object({ items: z.array(campaignCatalogueItemSchema) });
export type CampaignCatalogueItem = z.infer<typeof campaignCatalogueItemSchema>;

/** "Enviar teste para mim": the address the test was sent to (the caller's own). */
export const campaignTestSendSchema = z.object({ sentTo: z.string() });
export type CampaignTestSend = z.infer<typeof campaignTestSendSchema>;

/**
 * The open pixel's answer: the bytes of a transparent 1×1 GIF (image/gif), fetched by mail clients, not
 * JSON. Fastify writes bytes as they are, without the JSON serializer.
 */
export const campaignOpenPixelSchema = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'GIF 1×1 transparente (image/gif).' });

/** The public unsubscribe: the token of the e-mail's link (query `t`). */
export const unsubscribeQuerySchema = z.object({
  t: z.string({ error: 'Link de cancelamento inválido.' }).min(1).max(500),
});
export const unsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true) });

export const unsubscribeMessages = {
  confirmed: 'Pronto! Você não receberá mais a newsletter da Circula neste e-mail.',
  invalid:
    'Este link de cancelamento não é válido. Use o link do final do e-mail que você recebeu, sem alterá-lo.',
} as const;
