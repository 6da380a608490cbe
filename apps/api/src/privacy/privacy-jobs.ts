import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { notifierFor } from '../notifications/notifier.js';
import { storageFor } from '../storage/storage.js';
import { sweepAccountDeletions } from './account-deletion.js';
import { type DataExportDeps, sweepDataExports } from './data-export.js';

export const accountDeletionSweepQueue = 'account-deletion-sweep' satisfies JobQueueName;
export const dataExportQueue = 'data-export' satisfies JobQueueName;

export const dataExportDeps = (app: FastifyInstance): DataExportDeps => ({
  db: app.deps.database.db,
  storage: storageFor(app),
  config: app.deps.config,
});

/**
 * Durable privacy jobs (pg-boss): every hour, on whichever process polls first, the accounts whose
 * 15 days have passed are anonymised (each once however often the sweep runs); copies of data are built
 * and their expired ZIPs removed.
 */
export async function startPrivacyJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(accountDeletionSweepQueue);
  await jobs.work(accountDeletionSweepQueue, { pollingIntervalSeconds: 30 }, async () => {
    const { emailIds } = await sweepAccountDeletions(
      app.deps.database.db,
      storageFor(app),
      app.deps.config.WEB_ORIGIN,
    );
    if (emailIds.length > 0) await notifierFor(app).deliverQueued(emailIds);
  });
  await jobs.schedule(accountDeletionSweepQueue, '17 * * * *');
  // Copies of data: started at once by each request (and every 10 minutes for what a crash left behind).
  await jobs.createQueue(dataExportQueue);
  await jobs.work(dataExportQueue, { pollingIntervalSeconds: 2 }, async () => {
    const emailIds = await sweepDataExports(dataExportDeps(app));
    if (emailIds.length > 0) await notifierFor(app).deliverQueued(emailIds);
  });
  await jobs.schedule(dataExportQueue, '*/10 * * * *');
}
