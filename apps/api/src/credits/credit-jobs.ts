import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { buyersWithDueExpiries } from './credits-repository.js';
import { expireBuyerCredits } from './ledger.js';

export const creditExpiryQueue = 'credit-expiry' satisfies JobQueueName;

/**
 * Records the EXPIRY entries that are due: one transaction per buyer, under the buyer's ledger lock. A run
 * repeated or interrupted and restarted writes each expiry once. Answers how many credits expired.
 */
export async function sweepCreditExpiries(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const buyerIds = await buyersWithDueExpiries(db, now, 100);
    if (buyerIds.length === 0) return expired;
    let round = 0;
    for (const buyerId of buyerIds)
      round += await db.transaction((tx) => expireBuyerCredits(tx, buyerId, now));
    if (round === 0) return expired;
    expired += round;
  }
}

/**
 * Durable credit jobs (pg-boss): every hour, on whichever process polls first, the expiry sweep. Balances
 * never count an expired credit anyway (decision 130); the job writes the statement's expiry lines.
 */
export async function startCreditJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(creditExpiryQueue);
  await jobs.work(creditExpiryQueue, { pollingIntervalSeconds: 30 }, async () => {
    await sweepCreditExpiries(app.deps.database.db);
  });
  await jobs.schedule(creditExpiryQueue, '7 * * * *');
}
