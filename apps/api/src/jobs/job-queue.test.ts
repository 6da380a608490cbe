import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

const database = await createTestDatabase();

/**
 * What the queues report, as the app logs it (app.ts listens to 'error'). The listener stays after stop: on
 * PostgreSQL the file's teardown drops the database and ends any connection the queue's pool still holds,
 * which pg-boss reports as an error event; with no listener that would be an uncaught exception.
 */
const reported: Error[] = [];
const listened = (queue: JobQueue) => {
  queue.on('error', (error) => reported.push(error));
  return queue;
};

describe('job queue', () => {
  it('runs a delayed job once its time comes, and survives a restart of the queue', async () => {
    const first = listened(createJobQueue(database));
    await first.start();
    await first.createQueue('test-close');
    const id = await first.send('test-close', { lotId: 'lot-1' }, { startAfter: 1 });
    expect(id).toBeTruthy();
    // The process "crashes" before the job is due: nothing lost.
    await first.stop({ graceful: false, wait: true });

    const second = listened(createJobQueue(database));
    await second.start();
    const seen: unknown[] = [];
    await second.work('test-close', { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) seen.push(job.data);
    });
    const started = Date.now();
    while (seen.length === 0 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([{ lotId: 'lot-1' }]);
    expect(reported).toEqual([]);
    await second.stop({ graceful: true, wait: true, timeout: 2000 });
  });
});
