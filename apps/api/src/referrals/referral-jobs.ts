import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { sweepReferrals } from './referrals.js';

export const referralSweepQueue = 'referral-sweep' satisfies JobQueueName;

/**
 * Durable referral job (pg-boss): every ten minutes, on whichever process polls first, new referrals are
 * recorded and qualified ones credited — well within the one business day the terms promise. Each
 * referral is credited once however often the sweep runs (decision 133).
 */
export async function startReferralJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(referralSweepQueue);
  await jobs.work(referralSweepQueue, { pollingIntervalSeconds: 30 }, async () => {
    await sweepReferrals(app.deps.database.db, app.deps.config.WEB_ORIGIN);
  });
  await jobs.schedule(referralSweepQueue, '*/10 * * * *');
}
