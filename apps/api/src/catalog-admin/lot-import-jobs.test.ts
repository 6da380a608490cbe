import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { lotSheet } from '../../test/lot-import-sheets.js';
import { buildApp } from '../app.js';
import { makeUser } from '../auth/auth-test-factories.js';
import { lotImportJobs, lots } from '../db/schema/index.js';
import { createLotImportJob, lotImportQueue, processLotImport } from './lot-import.js';

const overrides = {
  JOBS_ENABLED: 'true',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'circula-lot-import-jobs-')),
};
const database = await createTestDatabase();
const db = database.db;
const first = await buildApp(testConfig(overrides), { database });
await first.ready();
let second: Awaited<ReturnType<typeof buildApp>> | null = null;
afterAll(async () => {
  await first.close();
  await second?.close();
});

const tomorrow = () => {
  const startsAt = new Date(Date.now() + 86_400_000);
  return { startsAt, scheduledEndAt: new Date(startsAt.getTime() + 86_400_000) };
};

/** A QUEUED job whose file waits in the data directory, as the upload route leaves it. */
async function queuedJob(rows: number) {
  const listing = await makeListing(db, { status: 'DRAFT', ...tomorrow() });
  const user = await makeUser(db);
  const { buffer } = await lotSheet({ rows, broken: 0 });
  const tempPath = path.join(first.deps.config.dataDir, `upload-${Date.now()}.xlsx`);
  await mkdir(path.dirname(tempPath), { recursive: true });
  await writeFile(tempPath, buffer);
  const job = await createLotImportJob(db, first.deps.config, {
    listingId: listing.id,
    actorUserId: user.id,
    upload: { tempPath, fileName: 'lotes.xlsx', importValidRows: false },
  });
  return { job, listing };
}

const jobRow = async (id: string) =>
  (await db.select().from(lotImportJobs).where(eq(lotImportJobs.id, id)))[0]!;
const lotCount = async (listingId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(lots).where(eq(lots.listingId, listingId)))[0]!.n;

describe('the lot import job', () => {
  it('runs after a restart when the process that queued it stopped first', async () => {
    const { job, listing } = await queuedJob(30);
    await first.deps.jobs.send(
      lotImportQueue,
      { jobId: job.id },
      { startAfter: new Date(Date.now() + 3_000) },
    );
    await first.close();
    expect((await jobRow(job.id)).status).toBe('QUEUED');

    second = await buildApp(testConfig(overrides), { database });
    await second.ready();
    const deadline = Date.now() + 30_000;
    while ((await jobRow(job.id)).status !== 'PROCESSED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await jobRow(job.id)).toMatchObject({ status: 'PROCESSED', importedCount: 30, totalRows: 30 });
    expect(await lotCount(listing.id)).toBe(30);
  }, 60_000);

  it('an import cut off while PROCESSING runs again whole, and a finished one is not run twice', async () => {
    const { job, listing } = await queuedJob(12);
    await db
      .update(lotImportJobs)
      .set({ status: 'PROCESSING', rowsRead: 5 })
      .where(eq(lotImportJobs.id, job.id));
    const done = await processLotImport(db, first.deps.config, job.id);
    expect(done).toMatchObject({ status: 'PROCESSED', rowsRead: 12, importedCount: 12 });
    const again = await processLotImport(db, first.deps.config, job.id);
    expect(again).toMatchObject({ status: 'PROCESSED', importedCount: 12 });
    expect(await lotCount(listing.id)).toBe(12);
  });

  it('a job whose Event was cancelled meanwhile fails and writes nothing', async () => {
    const { job, listing } = await queuedJob(5);
    await db.execute(sql`UPDATE listings SET status = 'CANCELLED' WHERE id = ${listing.id}`);
    const failed = await processLotImport(db, first.deps.config, job.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failureMessage: 'Só é possível importar lotes para eventos em rascunho ou "em breve".',
    });
    expect(await lotCount(listing.id)).toBe(0);
  });
});
