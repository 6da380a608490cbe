import type { FastifyInstance } from 'fastify';
import { notifierFor } from '../notifications/notifier.js';
import { storageFor } from '../storage/storage.js';
import { sweepAccountDeletions } from './account-deletion.js';

export const accountDeletionSweepQueue = 'account-deletion-sweep';

/**
 * Durable privacy jobs (pg-boss): every hour, on whichever process polls first, the accounts whose
 * 15 days have passed are anonymised. Each request is done once however often the sweep runs.
 */
export async function startPrivacyJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(accountDeletionSweepQueue);
  await jobs.work(accountDeletionSweepQueue, { pollingIntervalSeconds: 30 }, async () => {
    const { emailIds } = await sweepAccountDeletions(app.deps.database.db, storageFor(app));
    if (emailIds.length > 0) await notifierFor(app).deliverQueued(emailIds);
  });
  await jobs.schedule(accountDeletionSweepQueue, '17 * * * *');
}
