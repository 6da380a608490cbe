import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { newsletterCampaigns, outbox } from '../../db/schema/index.js';
import type { MailTransport } from '../../notifications/mail-transport.js';
import { materialiseRecipients, rowsOf } from './audience.js';
import {
  type CampaignContent,
  listUnsubscribeHeaders,
  renderCampaignEmail,
  resolveCampaignContent,
} from './campaign-email.js';
import { ruleOf, transitionCampaign } from './campaigns.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/*
 * The campaign sending job (decision 200). One pass: start the approved campaigns that are due (their
 * recipients written once, in the transaction that moves them to SENDING), then send to their PENDING
 * recipients, throttled, each claimed (PENDING → SENDING) before the SMTP call and marked SENT after it.
 * A pass stops between two messages when asked (the app closing) and gives back what it claimed but did
 * not send, so the next pass — here or in another process — goes on from there and sends nobody twice.
 */

export interface CampaignSenderDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** null: no SMTP configured; each message is written to the outbox (development) instead. */
  mail: MailTransport | null;
  site: string;
  api: string;
  unsubscribeKey: Buffer;
  /** Messages per minute at most (this process). */
  ratePerMinute: number;
  /** Asked before each message: true stops the pass (the app is closing, or a test stops it). */
  shouldStop?: () => boolean;
}

/** Attempts of one recipient before it is recorded FAILED; the wait between them doubles from 30 s. */
export const recipientMaxAttempts = 5;
const retryBaseSeconds = 30;
/** Consecutive failed messages after which the campaign stops in ERRORED_SENDING (the server is down). */
export const consecutiveFailuresToStop = 20;
/** A recipient left SENDING this long was claimed by a process that died mid-message (decision 200). */
const staleClaimMinutes = 10;
const claimBatch = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves every approved campaign that is due to SENDING, writing its recipients once. */
export async function startDueCampaigns(deps: CampaignSenderDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(
      sql`${newsletterCampaigns.status} = 'SCHEDULED' and (${newsletterCampaigns.scheduledAt} is null or ${newsletterCampaigns.scheduledAt} <= ${now.toISOString()})`,
    );
  let started = 0;
  for (const { id } of due) {
    const moved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, id))
        .for('update');
      if (row?.status !== 'SCHEDULED') return false;
      const content = await resolveCampaignContent(tx, row.blocks, deps.site);
      await transitionCampaign(tx, {
        campaignId: id,
        action: 'START',
        set: { startedAt: row.startedAt ?? now, content },
      });
      await materialiseRecipients(tx, id, ruleOf(row));
      return true;
    });
    if (moved) started += 1;
  }
  return started;
}

interface Claimed {
  id: string;
  email: string;
  token: string;
  attempts: number;
}

async function claimRecipients(db: Database, campaignId: string, limit: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update newsletter_campaign_recipients set state = 'SENDING', claimed_at = clock_timestamp(),
      attempts = attempts + 1
    where id in (
      select r.id from newsletter_campaign_recipients r
      where r.campaign_id = ${campaignId} and r.state = 'PENDING' and r.next_attempt_at <= clock_timestamp()
        and exists (select 1 from newsletter_campaigns c where c.id = r.campaign_id and c.status = 'SENDING')
      order by r.next_attempt_at, r.id
      limit ${limit}
      for update skip locked
    )
    returning id, email, token, attempts`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    email: String(row.email),
    token: String(row.token),
    attempts: Number(row.attempts),
  }));
}

/** Gives back claimed recipients not sent (the pass stopped or the campaign was paused). */
async function release(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update newsletter_campaign_recipients set state = 'PENDING', claimed_at = null, attempts = attempts - 1
    where state = 'SENDING' and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}

async function campaignStatus(db: Database, campaignId: string) {
  const [row] = await db
    .select({ status: newsletterCampaigns.status })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId));
  return row?.status;
}

/**
 * Recipients claimed by a process that died in the middle of a message: it may have reached the server,
 * so they are not sent again (nobody twice) but recorded FAILED with the reason.
 */
async function giveUpStaleClaims(db: Database) {
  await db.execute(sql`
    update newsletter_campaign_recipients
    set state = 'FAILED', error = 'envio interrompido (o processo parou durante o envio); não reenviado'
    where state = 'SENDING' and claimed_at < clock_timestamp() - make_interval(mins => ${staleClaimMinutes})`);
}

/** SENT when nobody is left to send to (PENDING or in flight). */
async function finishIfDone(db: Database, campaignId: string) {
  await db.transaction(async (tx) => {
    const left = await tx.execute(sql`
      select 1 from newsletter_campaign_recipients
      where campaign_id = ${campaignId} and state in ('PENDING', 'SENDING') limit 1`);
    if (rowsOf(left).length > 0) return;
    const status = await campaignStatus(tx, campaignId);
    if (status !== 'SENDING') return;
    await transitionCampaign(tx, { campaignId, action: 'FINISH', set: { finishedAt: new Date() } });
  });
}

async function deliver(
  deps: CampaignSenderDeps,
  campaign: { subject: string; preheader: string },
  content: CampaignContent,
  recipient: Claimed,
) {
  const unsubscribeToken = signUnsubscribeToken(deps.unsubscribeKey, recipient.id);
  const email = await renderCampaignEmail(campaign, content, {
    api: deps.api,
    site: deps.site,
    trackingToken: recipient.token,
    unsubscribeToken,
  });
  if (deps.mail) {
    await deps.mail.send({
      to: recipient.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: listUnsubscribeHeaders(deps.api, unsubscribeToken),
    });
    return;
  }
  // No SMTP (development): the outbox row is the message, as for every other e-mail.
  await deps.db.insert(outbox).values({
    channel: 'EMAIL',
    to: recipient.email,
    notificationType: 'NEWSLETTER',
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html,
  });
}

async function markSent(db: Database, id: string) {
  await db.execute(sql`
    update newsletter_campaign_recipients set state = 'SENT', sent_at = clock_timestamp(), error = null
    where id = ${id}`);
}

async function markFailed(db: Database, recipient: Claimed, error: string) {
  const last = recipient.attempts >= recipientMaxAttempts;
  await db.execute(sql`
    update newsletter_campaign_recipients
    set state = ${last ? 'FAILED' : 'PENDING'}, error = ${error}, claimed_at = null,
      next_attempt_at = clock_timestamp() + make_interval(secs => ${retryBaseSeconds} * power(2, ${recipient.attempts - 1}))
    where id = ${recipient.id}`);
}

export interface PassResult {
  started: number;
  sent: number;
  failed: number;
  /** Whether recipients are still waiting (the job queues another pass). */
  more: boolean;
}

/**
 * One pass over the campaigns being sent. `maxSends` bounds it (tests stop a worker in the middle);
 * `deadlineMs` ends it after that long, so a job is never one endless handler.
 */
export async function runCampaignPass(
  deps: CampaignSenderDeps,
  options: { maxSends?: number; deadlineMs?: number } = {},
): Promise<PassResult> {
  const result: PassResult = { started: 0, sent: 0, failed: 0, more: false };
  const stop = () => deps.shouldStop?.() === true;
  const deadline = Date.now() + (options.deadlineMs ?? 50_000);
  const interval = 60_000 / deps.ratePerMinute;
  await giveUpStaleClaims(deps.db);
  result.started = await startDueCampaigns(deps);
  const sending = await deps.db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, 'SENDING'))
    .orderBy(newsletterCampaigns.startedAt);
  let lastSendAt = 0;
  for (const campaign of sending) {
    const content = campaign.content as CampaignContent | null;
    if (!content) continue;
    let consecutiveFailures = 0;
    for (;;) {
      const budget =
        options.maxSends === undefined ? claimBatch : options.maxSends - result.sent - result.failed;
      if (stop() || budget <= 0 || Date.now() > deadline) {
        result.more = true;
        return result;
      }
      const claimed = await claimRecipients(deps.db, campaign.id, Math.min(claimBatch, budget));
      if (claimed.length === 0) break;
      for (const [index, recipient] of claimed.entries()) {
        const status = index === 0 ? 'SENDING' : await campaignStatus(deps.db, campaign.id);
        if (stop() || status !== 'SENDING') {
          await release(
            deps.db,
            claimed.slice(index).map((row) => row.id),
          );
          result.more = status === 'SENDING';
          if (stop()) return result;
          break;
        }
        const wait = lastSendAt + interval - Date.now();
        if (wait > 0) await sleep(wait);
        lastSendAt = Date.now();
        try {
          await deliver(deps, campaign, content, recipient);
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 500) : 'erro desconhecido';
          // Logged without the address (no personal data in logs).
          deps.log.error(
            { campaignId: campaign.id, recipientId: recipient.id },
            'newsletter delivery failed',
          );
          await markFailed(deps.db, recipient, reason);
          result.failed += 1;
          consecutiveFailures += 1;
          if (consecutiveFailures >= consecutiveFailuresToStop) {
            await release(
              deps.db,
              claimed.slice(index + 1).map((row) => row.id),
            );
            await deps.db.transaction((tx) =>
              transitionCampaign(tx, {
                campaignId: campaign.id,
                action: 'FAIL',
                set: {
                  error: `O servidor de e-mail recusou ${consecutiveFailures} envios seguidos: ${reason}`,
                },
              }),
            );
            break;
          }
          continue;
        }
        await markSent(deps.db, recipient.id);
        consecutiveFailures = 0;
        result.sent += 1;
      }
      if ((await campaignStatus(deps.db, campaign.id)) !== 'SENDING') break;
    }
    await finishIfDone(deps.db, campaign.id);
    const waiting = await deps.db.execute(sql`
      select 1 from newsletter_campaign_recipients r join newsletter_campaigns c on c.id = r.campaign_id
      where r.campaign_id = ${campaign.id} and r.state = 'PENDING' and c.status = 'SENDING' limit 1`);
    if (rowsOf(waiting).length > 0) result.more = true;
  }
  return result;
}
