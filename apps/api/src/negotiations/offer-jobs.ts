import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { expireOffers } from './expire-offers.js';
import { offersDeps } from './offers-context.js';

export const offerExpiryQueue = 'offer-expiry' satisfies JobQueueName;

/**
 * Durable expiry (pg-boss): every minute, on whichever process polls first, the sweep closes the offers whose
 * answer time passed. The schedule lives in the database, so it survives restarts; each step is idempotent.
 */
export async function startOfferJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(offerExpiryQueue);
  await jobs.work(offerExpiryQueue, { pollingIntervalSeconds: 5 }, async () => {
    await expireOffers(offersDeps(app));
  });
  await jobs.schedule(offerExpiryQueue, '* * * * *');
}
