import {
  approvalPermissionOf,
  type CampaignAction,
  type CampaignBody,
  type CampaignDetail,
  type CampaignStats,
  type CampaignSummary,
  campaignMessages,
  campaignStatusesAllowing,
  editableCampaignStatuses,
  type NewsletterKind,
  newsletterKinds,
  nextCampaignStatus,
  type ScheduledEmailStatus,
} from '@circula/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit/record-audit.js';
import { listUserRoles } from '../../auth/user-roles.js';
import { loadGrants } from '../../backoffice/enforce-route-permissions.js';
import type { Database } from '../../db/client.js';
import { auditLog, listings, lots, newsletterCampaigns, users } from '../../db/schema/index.js';
import { AppError } from '../../shared/errors.js';
import { type AudienceRule, countAudience, rowsOf } from './audience.js';

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

const forbidden = () => new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
const notFound = () => new AppError('CAMPAIGN_NOT_FOUND', 'Campanha não encontrada.');

export const ruleOf = (row: CampaignRow): AudienceRule => ({
  states: row.audienceStates,
  cities: row.audienceCities,
  excludeCampaignId: row.excludeCampaignId,
  exclusion: row.exclusion,
});

/** The kinds the user may approve (their special permissions). */
export async function approvableKinds(db: Database, userId: string): Promise<NewsletterKind[]> {
  const grants = await loadGrants(db, userId);
  return newsletterKinds.filter((kind) => grants.specialPermissions.includes(approvalPermissionOf[kind]));
}

async function isMarketingWriter(db: Database, userId: string) {
  return (await listUserRoles(db, userId)).some((row) => row.role === 'CIRCULA_MARKETING' && row.level >= 1);
}

async function assertExclusionCampaign(db: Database, body: CampaignBody, selfId?: string) {
  const id = body.audience.excludeCampaignId;
  if (!id) return;
  if (id === selfId)
    throw new AppError('CAMPAIGN_EXCLUSION_INVALID', 'A exclusão deve ser de uma campanha anterior.');
  const [past] = await db
    .select({ startedAt: newsletterCampaigns.startedAt })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, id));
  if (!past) throw new AppError('CAMPAIGN_EXCLUSION_INVALID', 'A campanha da exclusão não existe.');
  if (!past.startedAt)
    throw new AppError('CAMPAIGN_EXCLUSION_INVALID', 'A campanha da exclusão ainda não foi enviada.');
}

function assertScheduledAt(body: CampaignBody, now: Date) {
  if (body.scheduledAt && new Date(body.scheduledAt).getTime() <= now.getTime())
    throw new AppError('CAMPAIGN_SCHEDULE_IN_PAST', campaignMessages.scheduledInPast);
}

async function assertCatalogueItems(db: Database, body: CampaignBody) {
  const lotIds = body.blocks.flatMap((block) => (block.type === 'LOTS' ? block.lotIds : []));
  const listingIds = body.blocks.flatMap((block) => (block.type === 'EVENTS' ? block.listingIds : []));
  if (lotIds.length > 0) {
    const found = await db.select({ id: lots.id }).from(lots).where(inArray(lots.id, lotIds));
    if (found.length !== new Set(lotIds).size)
      throw new AppError('CAMPAIGN_ITEM_NOT_FOUND', 'Um dos lotes escolhidos não existe mais no catálogo.');
  }
  if (listingIds.length > 0) {
    const found = await db.select({ id: listings.id }).from(listings).where(inArray(listings.id, listingIds));
    if (found.length !== new Set(listingIds).size)
      throw new AppError('CAMPAIGN_ITEM_NOT_FOUND', 'Um dos eventos escolhidos não existe mais no catálogo.');
  }
}

const valuesOf = (body: CampaignBody) => ({
  kind: body.kind,
  subject: body.subject,
  preheader: body.preheader,
  blocks: body.blocks,
  audienceStates: [...new Set(body.audience.states)],
  audienceCities: [...new Set(body.audience.cities)],
  excludeCampaignId: body.audience.excludeCampaignId,
  exclusion: body.audience.exclusion,
  scheduledAt: body.scheduledAt ? new Date(body.scheduledAt) : null,
});

export async function createCampaign(
  db: Database,
  input: { callerUserId: string; body: CampaignBody; now: Date },
) {
  if (!(await isMarketingWriter(db, input.callerUserId))) throw forbidden();
  assertScheduledAt(input.body, input.now);
  await assertExclusionCampaign(db, input.body);
  await assertCatalogueItems(db, input.body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterCampaigns)
      .values({ ...valuesOf(input.body), authorUserId: input.callerUserId })
      .returning();
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: 'NEWSLETTER_CAMPAIGN_CREATED',
      entityType: 'newsletter_campaign',
      entityId: row!.id,
      before: null,
      after: { kind: row!.kind, subject: row!.subject, status: row!.status },
    });
    return row!.id;
  });
  return getCampaign(db, { callerUserId: input.callerUserId, campaignId: id });
}

/** Edits a campaign nobody approved yet (any MARKETING writer: the team shares its drafts). */
export async function updateCampaign(
  db: Database,
  input: { callerUserId: string; campaignId: string; body: CampaignBody; now: Date },
) {
  if (!(await isMarketingWriter(db, input.callerUserId))) throw forbidden();
  assertScheduledAt(input.body, input.now);
  await assertExclusionCampaign(db, input.body, input.campaignId);
  await assertCatalogueItems(db, input.body);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(newsletterCampaigns)
      .set({ ...valuesOf(input.body), updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterCampaigns.id, input.campaignId),
          inArray(newsletterCampaigns.status, [...editableCampaignStatuses]),
        ),
      )
      .returning({ id: newsletterCampaigns.id });
    if (updated.length === 0) {
      const [exists] = await tx
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, input.campaignId));
      if (!exists) throw notFound();
      throw new AppError('CAMPAIGN_NOT_EDITABLE', 'Só é possível editar uma campanha que aguarda aprovação.');
    }
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: 'NEWSLETTER_CAMPAIGN_EDITED',
      entityType: 'newsletter_campaign',
      entityId: input.campaignId,
      before: null,
      after: { subject: input.body.subject, kind: input.body.kind },
    });
  });
  return getCampaign(db, { callerUserId: input.callerUserId, campaignId: input.campaignId });
}

const transitionMessages: Record<CampaignAction, string> = {
  APPROVE: 'Esta campanha não aguarda aprovação.',
  START: 'Esta campanha não está agendada.',
  FINISH: 'Esta campanha não está sendo enviada.',
  FAIL: 'Esta campanha não está sendo enviada.',
  PAUSE: 'Só é possível pausar uma campanha agendada ou em envio.',
  RESUME: 'Só é possível retomar uma campanha pausada ou com erro no envio.',
  CANCEL: 'Esta campanha já foi enviada ou cancelada.',
};

/**
 * Moves a campaign by one action of the domain's state machine with a conditional update (the row's
 * current status must allow it), so two concurrent requests cannot both move it. Returns the new status.
 */
export async function transitionCampaign(
  tx: Database,
  input: {
    campaignId: string;
    action: CampaignAction;
    set?: Partial<typeof newsletterCampaigns.$inferInsert>;
  },
): Promise<{ from: ScheduledEmailStatus; to: ScheduledEmailStatus }> {
  const [row] = await tx
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, input.campaignId))
    .for('update');
  if (!row) throw notFound();
  const to = nextCampaignStatus(row.status, input.action, { started: row.startedAt !== null });
  if (!to) throw new AppError('CAMPAIGN_TRANSITION_INVALID', transitionMessages[input.action]);
  const updated = await tx
    .update(newsletterCampaigns)
    .set({ ...input.set, status: to, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterCampaigns.id, row.id),
        inArray(newsletterCampaigns.status, campaignStatusesAllowing(input.action)),
        eq(newsletterCampaigns.status, row.status),
      ),
    )
    .returning({ id: newsletterCampaigns.id });
  if (updated.length === 0)
    throw new AppError('CAMPAIGN_TRANSITION_INVALID', transitionMessages[input.action]);
  return { from: row.status, to };
}

/**
 * Whether the user wrote any of the campaign: its author, or a MARKETING writer who edited it (the team shares
 * its drafts, and an edit can replace everything, subject, blocks and audience). The edits are the audit
 * log's rows, written in the edit's own transaction.
 */
async function wroteCampaign(
  db: Database,
  campaign: { id: string; authorUserId: string },
  userId: string,
): Promise<boolean> {
  if (campaign.authorUserId === userId) return true;
  const [edit] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'newsletter_campaign'),
        eq(auditLog.entityId, campaign.id),
        eq(auditLog.action, 'NEWSLETTER_CAMPAIGN_EDITED'),
        eq(auditLog.actorUserId, userId),
      ),
    )
    .limit(1);
  return edit !== undefined;
}

/**
 * Approval (spec §6): the kind's special permission, never by whoever wrote any of it (the author or an
 * editor); one approval wins. An edit waits on the approval's row lock and then finds it approved.
 */
export async function approveCampaign(
  db: Database,
  input: { callerUserId: string; campaignId: string; now: Date },
) {
  const kinds = await approvableKinds(db, input.callerUserId);
  if (kinds.length === 0) throw forbidden();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, input.campaignId))
      .for('update');
    if (!row) throw notFound();
    if (!kinds.includes(row.kind))
      throw new AppError(
        'CAMPAIGN_APPROVAL_PERMISSION_MISSING',
        row.kind === 'MAIN'
          ? 'Aprovar a newsletter principal exige a permissão de aprovar a newsletter principal.'
          : 'Aprovar uma newsletter de parceiro exige a permissão de aprovar newsletter de parceiro.',
      );
    if (await wroteCampaign(tx, row, input.callerUserId)) {
      throw new AppError(
        'SELF_APPROVAL_FORBIDDEN',
        'Você não pode aprovar uma campanha que você mesmo escreveu ou editou. Peça a outra pessoa da equipe.',
      );
    }
    const moved = await transitionCampaign(tx, {
      campaignId: row.id,
      action: 'APPROVE',
      set: { approvedByUserId: input.callerUserId, approvedAt: input.now },
    });
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: 'NEWSLETTER_CAMPAIGN_APPROVED',
      entityType: 'newsletter_campaign',
      entityId: row.id,
      before: { status: moved.from },
      after: { status: moved.to },
    });
  });
  return getCampaign(db, { callerUserId: input.callerUserId, campaignId: input.campaignId });
}

/** Pause, resume or cancel (MARKETING write). */
export async function controlCampaign(
  db: Database,
  input: { callerUserId: string; campaignId: string; action: 'PAUSE' | 'RESUME' | 'CANCEL'; now: Date },
) {
  if (!(await isMarketingWriter(db, input.callerUserId))) throw forbidden();
  await db.transaction(async (tx) => {
    const moved = await transitionCampaign(tx, {
      campaignId: input.campaignId,
      action: input.action,
      set:
        input.action === 'CANCEL'
          ? { finishedAt: input.now }
          : input.action === 'RESUME'
            ? { error: null }
            : {},
    });
    if (input.action === 'CANCEL') {
      // Nobody still waiting gets it.
      await tx.execute(sql`
        update newsletter_campaign_recipients set state = 'FAILED', error = 'campanha cancelada'
        where campaign_id = ${input.campaignId} and state = 'PENDING'`);
    }
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: `NEWSLETTER_CAMPAIGN_${input.action === 'PAUSE' ? 'PAUSED' : input.action === 'RESUME' ? 'RESUMED' : 'CANCELLED'}`,
      entityType: 'newsletter_campaign',
      entityId: input.campaignId,
      before: { status: moved.from },
      after: { status: moved.to },
    });
  });
  return getCampaign(db, { callerUserId: input.callerUserId, campaignId: input.campaignId });
}

const emptyStats: CampaignStats = {
  total: 0,
  sent: 0,
  failed: 0,
  pending: 0,
  opens: 0,
  clicks: 0,
  unsubscribes: 0,
};

/** Delivered, opens, clicks and unsubscribes per campaign, counted from its recipients. */
export async function statsOf(db: Database, campaignIds: string[]): Promise<Map<string, CampaignStats>> {
  const stats = new Map<string, CampaignStats>();
  if (campaignIds.length === 0) return stats;
  const result = await db.execute(sql`
    select campaign_id as id,
      count(*)::int as total,
      count(*) filter (where state = 'SENT')::int as sent,
      count(*) filter (where state = 'FAILED')::int as failed,
      count(*) filter (where state in ('PENDING', 'SENDING'))::int as pending,
      count(first_opened_at)::int as opens,
      count(first_clicked_at)::int as clicks,
      count(unsubscribed_at)::int as unsubscribes
    from newsletter_campaign_recipients
    where campaign_id in (select jsonb_array_elements_text(${JSON.stringify(campaignIds)}::jsonb)::uuid)
    group by campaign_id`);
  for (const row of rowsOf(result)) {
    stats.set(String(row.id), {
      total: Number(row.total),
      sent: Number(row.sent),
      failed: Number(row.failed),
      pending: Number(row.pending),
      opens: Number(row.opens),
      clicks: Number(row.clicks),
      unsubscribes: Number(row.unsubscribes),
    });
  }
  return stats;
}

const author = alias(users, 'author');
const approver = alias(users, 'approver');

async function assertReader(db: Database, userId: string) {
  const grants = await loadGrants(db, userId);
  const reader =
    grants.roles.some((row) => row.role === 'CIRCULA_MARKETING') ||
    newsletterKinds.some((kind) => grants.specialPermissions.includes(approvalPermissionOf[kind]));
  if (!reader) throw forbidden();
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryOf(row: CampaignRow, authorName: string, stats: CampaignStats | undefined): CampaignSummary {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    authorName,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: iso(row.scheduledAt),
    finishedAt: iso(row.finishedAt),
    stats: stats ?? emptyStats,
  };
}

export async function listCampaigns(db: Database, input: { callerUserId: string }) {
  await assertReader(db, input.callerUserId);
  const rows = await db
    .select({ campaign: newsletterCampaigns, authorName: author.name, authorEmail: author.email })
    .from(newsletterCampaigns)
    .innerJoin(author, eq(author.id, newsletterCampaigns.authorUserId))
    .orderBy(desc(newsletterCampaigns.createdAt))
    .limit(200);
  const stats = await statsOf(
    db,
    rows.map((row) => row.campaign.id),
  );
  return {
    campaigns: rows.map((row) =>
      summaryOf(row.campaign, row.authorName ?? row.authorEmail, stats.get(row.campaign.id)),
    ),
    canApprove: await approvableKinds(db, input.callerUserId),
  };
}

export async function getCampaign(
  db: Database,
  input: { callerUserId: string; campaignId: string },
): Promise<CampaignDetail> {
  await assertReader(db, input.callerUserId);
  const [row] = await db
    .select({
      campaign: newsletterCampaigns,
      authorName: author.name,
      authorEmail: author.email,
      approverName: approver.name,
      approverEmail: approver.email,
    })
    .from(newsletterCampaigns)
    .innerJoin(author, eq(author.id, newsletterCampaigns.authorUserId))
    .leftJoin(approver, eq(approver.id, newsletterCampaigns.approvedByUserId))
    .where(eq(newsletterCampaigns.id, input.campaignId));
  if (!row) throw notFound();
  const campaign = row.campaign;
  const stats = (await statsOf(db, [campaign.id])).get(campaign.id);
  const kinds = await approvableKinds(db, input.callerUserId);
  const authoredByMe = campaign.authorUserId === input.callerUserId;
  const wroteAny = await wroteCampaign(db, campaign, input.callerUserId);
  return {
    ...summaryOf(campaign, row.authorName ?? row.authorEmail, stats),
    preheader: campaign.preheader,
    blocks: campaign.blocks,
    audience: {
      states: campaign.audienceStates,
      cities: campaign.audienceCities,
      excludeCampaignId: campaign.excludeCampaignId,
      exclusion: campaign.exclusion,
    },
    approvedByName: campaign.approvedByUserId ? (row.approverName ?? row.approverEmail ?? null) : null,
    approvedAt: iso(campaign.approvedAt),
    startedAt: iso(campaign.startedAt),
    error: campaign.error,
    authoredByMe,
    canApprove: campaign.status === 'PENDING_APPROVAL' && !wroteAny && kinds.includes(campaign.kind),
  };
}

export async function findCampaignRow(db: Database, campaignId: string) {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaignId));
  if (!row) throw notFound();
  return row;
}

/** The audience size the compose page shows, for the audience as it is being written. */
export async function previewAudience(db: Database, input: { callerUserId: string; rule: AudienceRule }) {
  if (!(await isMarketingWriter(db, input.callerUserId))) throw forbidden();
  return { size: await countAudience(db, input.rule) };
}

/** Lots and Events a block may show: a title search over the catalogue (newest first). */
export async function searchCampaignCatalogue(db: Database, input: { callerUserId: string; q: string }) {
  if (!(await isMarketingWriter(db, input.callerUserId))) throw forbidden();
  const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [events, lotRows] = await Promise.all([
    db
      .select({
        id: listings.id,
        title: listings.title,
        city: listings.city,
        state: listings.state,
        status: listings.status,
      })
      .from(listings)
      .where(sql`${listings.title} ilike ${pattern} and ${listings.status} <> 'DRAFT'`)
      .orderBy(desc(listings.startsAt))
      .limit(10),
    db
      .select({ id: lots.id, title: lots.title, number: lots.number, city: lots.city, state: lots.state })
      .from(lots)
      .where(sql`${lots.title} ilike ${pattern} and ${lots.listingStatus} <> 'DRAFT'`)
      .orderBy(desc(lots.listingStartsAt))
      .limit(10),
  ]);
  return {
    items: [
      ...events.map((row) => ({
        id: row.id,
        kind: 'EVENT' as const,
        title: row.title,
        subtitle: `Evento · ${row.city}/${row.state}`,
      })),
      ...lotRows.map((row) => ({
        id: row.id,
        kind: 'LOT' as const,
        title: row.title,
        subtitle: `Lote ${row.number} · ${row.city}/${row.state}`,
      })),
    ],
  };
}

export { isMarketingWriter };
