import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { deleteStaleUnconfirmedSubscribers } from './newsletter-repository.js';

export const unconfirmedSweepQueue = 'newsletter-unconfirmed-sweep' satisfies JobQueueName;

/**
 * Durable newsletter job (pg-boss): once a day, on whichever process polls first, the addresses typed into
 * the form that never confirmed within 30 days are deleted (decision 283). Running twice deletes nothing more.
 */
export async function startNewsletterJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(unconfirmedSweepQueue);
  await jobs.work(unconfirmedSweepQueue, { pollingIntervalSeconds: 60 }, async () => {
    await deleteStaleUnconfirmedSubscribers(app.deps.database.db);
  });
  await jobs.schedule(unconfirmedSweepQueue, '17 6 * * *');
}
