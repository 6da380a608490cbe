import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { createSmtpTransport } from '../../notifications/mail-transport.js';
import { type CampaignSenderDeps, runCampaignPass } from './campaign-sender.js';
import { deriveUnsubscribeKey } from './unsubscribe-token.js';

export const campaignSendingQueue = 'newsletter-campaign-sending' satisfies JobQueueName;

const keys = new WeakMap<object, Buffer>();
const closing = new WeakSet<object>();

/** The key of the signed unsubscribe links, derived from the app's secret. */
export function unsubscribeKeyFor(app: FastifyInstance): Buffer {
  let key = keys.get(app.deps);
  if (!key) {
    key = deriveUnsubscribeKey(app.deps.config.authJwtSecret);
    keys.set(app.deps, key);
  }
  return key;
}

const senders = new WeakMap<object, CampaignSenderDeps>();

/** The sender of this app: its SMTP transport (one pool), its throttle, and whether the app is closing. */
export function campaignSenderFor(app: FastifyInstance): CampaignSenderDeps {
  let deps = senders.get(app.deps);
  if (!deps) {
    const { config } = app.deps;
    deps = {
      db: app.deps.database.db,
      log: app.log,
      mail: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
      site: config.WEB_ORIGIN,
      api: config.API_PUBLIC_URL,
      unsubscribeKey: unsubscribeKeyFor(app),
      ratePerMinute: config.NEWSLETTER_SEND_RATE_PER_MINUTE,
      shouldStop: () => closing.has(app.deps),
    };
    senders.set(app.deps, deps);
  }
  return deps;
}

/** Called when the app starts closing: the running pass stops before its next message. */
export function stopCampaignSending(app: FastifyInstance) {
  closing.add(app.deps);
}

/** Asks for a pass now (after an approval or a resume); the queue keeps at most one waiting. */
export async function queueCampaignSending(app: FastifyInstance, startAfterSeconds = 0) {
  if (!app.deps.config.JOBS_ENABLED) return;
  await app.deps.jobs.send(campaignSendingQueue, {}, { startAfter: startAfterSeconds });
}

/**
 * The durable sending job (pg-boss, decision 200): a 'stately' queue runs one pass at a time across every
 * process (one throttle for the site); a pass that leaves work queues the next one, and a schedule every
 * minute picks up what a restart interrupted. Closing the app stops the pass between two messages.
 */
export async function startCampaignJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(campaignSendingQueue, { name: campaignSendingQueue, policy: 'stately' });
  await jobs.work(campaignSendingQueue, { pollingIntervalSeconds: 1, batchSize: 1 }, async () => {
    const result = await runCampaignPass(campaignSenderFor(app), { deadlineMs: 50_000 });
    if (result.more && !closing.has(app.deps)) await queueCampaignSending(app, 1);
  });
  await jobs.schedule(campaignSendingQueue, '* * * * *');
}
