import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { checkoutDeps } from './context.js';
import { sweepPayments } from './enforce-payment-deadline.js';

export const paymentSweepQueue = 'payment-sweep' satisfies JobQueueName;

/**
 * Durable payment jobs (pg-boss): every minute, on whichever process polls first, the sweep enforces the
 * deadlines that passed and sends the reminders that are due. Each step is idempotent, so a lost or
 * repeated run is harmless (see docs/decisions/092-payment-intents.md).
 */
export async function startPaymentJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(paymentSweepQueue);
  await jobs.work(paymentSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    await sweepPayments(checkoutDeps(app));
  });
  await jobs.schedule(paymentSweepQueue, '* * * * *');
}
