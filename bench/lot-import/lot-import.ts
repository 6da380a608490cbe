/**
 * Spreadsheet import of lots: generates ROWS (5,000) lot rows of which BROKEN (50) are broken, uploads the
 * .xlsx to the real API over HTTP as a CATALOGGER, then follows the import job (GET every 250 ms) until it
 * is done: first the report (nothing imported), then "importar as linhas válidas". Prints the time from
 * upload to PROCESSED for each run, rows/s, and the verdict against the 60-second goal (issue #17).
 * PGlite in memory by default, or the PostgreSQL of DATABASE_URL (its tables are migrated in place).
 *
 *   npm run lot-import -w @circula/bench
 *   ROWS=20000 BROKEN=0 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run lot-import -w @circula/bench
 */
import { randomUUID } from 'node:crypto';
import { upsertUserRole } from '../../apps/api/src/auth/auth-repository.js';
import { startSession } from '../../apps/api/src/auth/start-session.js';
import { auctioneers, listings, sellers, users } from '../../apps/api/src/db/schema/index.js';
import { lotSheet } from '../../apps/api/test/lot-import-sheets.js';
import { startApi } from '../lib/server.js';

const rows = Number(process.env.ROWS ?? 5_000);
const broken = Number(process.env.BROKEN ?? 50);
const goalSeconds = 60;

const server = await startApi({
  databaseUrl: process.env.DATABASE_URL,
  env: { JOBS_ENABLED: 'true', UPLOAD_MAX_BYTES: String(50 * 1024 * 1024) },
});
try {
  const db = server.app.deps.database.db;
  const [seller] = await db.insert(sellers).values({ name: 'Comitente do benchmark' }).returning();
  const [auctioneer] = await db
    .insert(auctioneers)
    .values({ name: 'Leiloeira do benchmark', registration: 'JUCESP nº 1' })
    .returning();
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [listing] = await db
    .insert(listings)
    .values({
      slug: `bench-importacao-${randomUUID().slice(0, 8)}`,
      type: 'AUCTION',
      segment: 'Outras Desativações',
      status: 'DRAFT',
      sellerId: seller!.id,
      auctioneerId: auctioneer!.id,
      title: 'Evento do benchmark de importação',
      city: 'São Paulo',
      state: 'SP',
      startsAt,
      scheduledEndAt: new Date(startsAt.getTime() + 86_400_000),
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ name: 'Catalogador do benchmark', email: `catalogo-${randomUUID().slice(0, 8)}@example.com` })
    .returning();
  await upsertUserRole(db, { userId: user!.id, role: 'CIRCULA_CATALOGGER', level: 1 });
  const session = await startSession(
    { config: server.app.deps.config, db, log: server.app.log, notifier: null as never },
    { userId: user!.id, method: 'credentials', userAgent: 'bench' },
  );
  const authorization = `Bearer ${session.accessToken}`;

  const generatedAt = performance.now();
  const { buffer } = await lotSheet({ rows, broken, prefix: 'BENCH' });
  console.log(
    `Generated ${rows.toLocaleString('en')} rows (${broken} broken), ${(buffer.length / 1024).toFixed(0)} KiB, in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`,
  );

  const follow = async (jobId: string) => {
    for (;;) {
      const response = await fetch(`${server.url}/backoffice/lot-imports/${jobId}`, {
        headers: { authorization },
      });
      const job = (await response.json()) as Record<string, unknown>;
      if (job.status === 'PROCESSED' || job.status === 'FAILED') return job;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const report = (label: string, seconds: number, job: Record<string, unknown>) => {
    console.log(
      `${label}: ${seconds.toFixed(2)} s, ${(rows / seconds).toFixed(0)} rows/s — status ${job.status}, ` +
        `imported ${job.importedCount}, rows with errors ${job.errorCount}, duplicates ${job.duplicateCount}`,
    );
    return seconds;
  };

  const form = new FormData();
  form.append('file', new Blob([buffer]), 'lotes.xlsx');
  let started = performance.now();
  const upload = await fetch(`${server.url}/backoffice/listings/${listing!.id}/lot-imports`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const { jobId } = (await upload.json()) as { jobId: string };
  // The job is followed before the clock is read: arguments are evaluated left to right.
  const firstJob = await follow(jobId);
  const first = report('Upload → report', (performance.now() - started) / 1000, firstJob);

  let second = 0;
  if (broken > 0) {
    started = performance.now();
    const confirm = await fetch(`${server.url}/backoffice/lot-imports/${jobId}/import-valid-rows`, {
      method: 'POST',
      headers: { authorization },
    });
    if (confirm.status !== 202) throw new Error(`confirm answered ${confirm.status}`);
    const secondJob = await follow(jobId);
    second = report('Import of the valid rows', (performance.now() - started) / 1000, secondJob);
  }
  const worst = Math.max(first, second);
  console.log(
    `Verdict: ${worst < goalSeconds ? 'PASS' : 'FAIL'} — the slowest run took ${worst.toFixed(1)} s for ${rows.toLocaleString('en')} rows (goal: under ${goalSeconds} s)`,
  );
} finally {
  await server.close();
}
