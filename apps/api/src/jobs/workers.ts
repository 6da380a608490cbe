import type { FastifyInstance } from 'fastify';
import { searchFacetCountsKeeper } from '../catalog/search-facet-counts.js';
import { startListingOpenJobs } from '../catalog-admin/listing-open-jobs.js';
import { startLotImportJobs } from '../catalog-admin/lot-import.js';
import { startPaymentJobs } from '../checkout/payment-jobs.js';
import { startCreditJobs } from '../credits/credit-jobs.js';
import { withDatabaseLock } from '../db/database-lock.js';
import { startFulfilmentJobs } from '../fulfilment/fulfilment-jobs.js';
import { dueLotCloser, startLotClosingJobs } from '../lot-closing/lot-closing-jobs.js';
import { startOfferJobs } from '../negotiations/offer-jobs.js';
import { startCampaignJobs, stopCampaignSending } from '../newsletter/campaigns/campaign-jobs.js';
import { startNewsletterJobs } from '../newsletter/newsletter-jobs.js';
import { startOutboxDeliveryJob } from '../notifications/outbox-jobs.js';
import { startPrivacyJobs } from '../privacy/privacy-jobs.js';
import { startReferralJobs } from '../referrals/referral-jobs.js';

/** Every context's durable workers (pg-boss queues, their handlers and schedules), in start order. */
const workerStarts: ReadonlyArray<(app: FastifyInstance) => Promise<void>> = [
  startCampaignJobs,
  startNewsletterJobs,
  startListingOpenJobs,
  startLotImportJobs,
  startLotClosingJobs,
  startOutboxDeliveryJob,
  startPaymentJobs,
  startOfferJobs,
  startFulfilmentJobs,
  startCreditJobs,
  startReferralJobs,
  startPrivacyJobs,
];

export interface JobWorkers {
  /**
   * On ready: the job queue and every worker, then the due-lot closer and the search facet counts' keeper
   * (when JOBS_ENABLED).
   */
  start(): Promise<void>;
  /** Before the server stops taking requests: a running campaign pass stops before its next message. */
  beforeClose(): void;
  /**
   * On close: the due-lot closer waits for the closes under way and the keeper for its computation, then the
   * job queue stops gracefully.
   */
  stop(): Promise<void>;
}

/**
 * The one place the API's background work starts and stops; route plugins only register routes. With
 * JOBS_ENABLED off (tests, benchmarks) nothing starts. The queues' start-up creates their tables the first
 * time, which PostgreSQL deadlocks on when processes do it side by side: they take turns on a lock.
 */
export function jobWorkers(app: FastifyInstance): JobWorkers {
  const { config, database, jobs } = app.deps;
  const closer = config.JOBS_ENABLED ? dueLotCloser(app) : null;
  const facetCounts = config.JOBS_ENABLED ? searchFacetCountsKeeper(app) : null;
  return {
    async start() {
      if (!config.JOBS_ENABLED) return;
      await withDatabaseLock(database, 'job-queues', async () => {
        await jobs.start();
        for (const start of workerStarts) await start(app);
      });
      closer?.start();
      facetCounts?.start();
    },
    beforeClose() {
      stopCampaignSending(app);
    },
    async stop() {
      if (!config.JOBS_ENABLED) return;
      await closer?.stop();
      await facetCounts?.stop();
      await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
