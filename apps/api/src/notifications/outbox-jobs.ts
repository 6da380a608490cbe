import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { writePendingOutbidNotices } from '../bidding/notify-outbid.js';
import { afterForeground } from '../jobs/foreground.js';
import { notifierFor } from './notifier.js';

export const outboxDeliveryQueue = 'outbox-delivery' satisfies JobQueueName;

export function outbidNoticeDeps(app: FastifyInstance) {
  const { config, database } = app.deps;
  return {
    db: database.db,
    notifier: notifierFor(app),
    log: app.log,
    webOrigin: config.WEB_ORIGIN,
    throttleSeconds: config.OUTBID_EMAIL_THROTTLE_SECONDS,
  };
}

/**
 * One pass of the notification sweep: write the outbid notices of bids whose process died before writing
 * them, then send every queued e-mail that is due (never sent after its commit, or failed and due again).
 */
export async function sweepNotifications(app: FastifyInstance): Promise<{ lots: number; sent: number }> {
  const lots = await writePendingOutbidNotices(outbidNoticeDeps(app));
  // Rendering waits for pauses in this process's lot closing: a closing minute queues thousands of e-mails.
  const sent = await notifierFor(app).deliverQueued(undefined, { pause: () => afterForeground(app) });
  return { lots, sent };
}

/** The sweep runs every minute on whichever process polls first (pg-boss). */
export async function startOutboxDeliveryJob(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(outboxDeliveryQueue);
  await jobs.work(outboxDeliveryQueue, { pollingIntervalSeconds: 5 }, async () => {
    await sweepNotifications(app);
  });
  await jobs.schedule(outboxDeliveryQueue, '* * * * *');
}
