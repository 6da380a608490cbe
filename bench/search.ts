/**
 * Search benchmark: LOTS lots (100,000 by default) in a fresh database, loaded set-based on the server; a mix
 * of realistic /web/search requests through the real app (Fastify inject: routing, validation, serialisation
 * included), and the same words through a naive ILIKE query on the same data. Prints p50/p95/p99 per engine,
 * searches per second of one client, and the verdict against p95 ≤ 50 ms. On PostgreSQL it then imports a
 * spreadsheet of IMPORT_ROWS (5,000) lots through bench/lot-import in its own process, alone and while the
 * mix runs: the cost of keeping the search index up to date.
 *
 *   npm run search -w @circula/bench                      # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run search -w @circula/bench -- --lots=1000000
 *                                                         # PostgreSQL: a throwaway database, dropped after
 *   LOTS=20000 REQUESTS=300 CACHE_SECONDS=30 npm run search -w @circula/bench
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { listingSegments, listingTypes, macroCategoryCodes } from '@circula/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.js';
import { migrateDatabase } from '../apps/api/src/db/prepare-database.js';
import { sellers } from '../apps/api/src/db/schema/index.js';
import { makeDemoItem } from '../apps/api/src/db/seed/demo-items.js';
import { createRandom } from '../apps/api/src/db/seed/prng.js';
import { naiveSearchLots } from './lib/naive-search.js';

/** `--lots=1000000` or LOTS. */
const lotsArgument = process.argv.find((arg) => arg.startsWith('--lots='))?.slice('--lots='.length);
const lotTotal = Number(lotsArgument ?? process.env.LOTS ?? 100_000);
/** Facet counts and resolved words are cached as in production (30 s); CACHE_SECONDS=0 measures every query. */
const cacheSeconds = process.env.CACHE_SECONDS ?? '30';
/** Lots of the spreadsheet imported beside the mix on PostgreSQL (0 skips it). */
const importRows = Number(process.env.IMPORT_ROWS ?? 5_000);
const p95GoalMs = 50;
const requestTotal = Number(process.env.REQUESTS ?? 600);
const skipRuns = process.env.LOAD_ONLY === '1';
/** The naive query takes seconds per call on PGlite; fewer samples keep the run short. */
const naiveTotal = Number(process.env.NAIVE_REQUESTS ?? 120);
const lotsPerListing = 25;
const cities: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Santos', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Niterói', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
  ['Brasília', 'DF'],
  ['Florianópolis', 'SC'],
  ['Manaus', 'AM'],
];

/** What people type and pick, weighted by repetition. */
const queries = [
  'q=geladeira',
  'q=geladeira&location=SP',
  'q=geladeiras%20brastemp',
  'q=geladiera',
  'q=notebook%20dell',
  'q=notebook&sort=menor-preco',
  'q=cadeira%20escritorio',
  'q=cadeira&location=Campinas%20-%20SP',
  'q=apartamento&category=imoveis',
  'q=caminhao%20volvo',
  'q=forno%20industrial&status=aberto',
  'q=iphone',
  'q=leilao&location=RJ',
  'q=ar%20condicionado%20split',
  'q=compresor',
  'q=mesa%20reuniao&currentPage=2',
  'category=eletros',
  'category=veiculos-leves&location=SP',
  'location=Curitiba',
  'status=aberto&sort=encerrando',
  'segment=queima-de-estoque&sort=menor-preco',
  'q=porcelanato',
  // Everyday words (decision 150): synonyms, category words, short whole words, a price range.
  'q=carro',
  'q=carro&location=SP',
  'q=moto',
  'q=caminh%C3%A3o',
  'q=ap%C3%AA',
  'q=celular',
  'q=laptop',
  'q=mesa',
  'q=im%C3%B3veis&sort=menor-preco',
  'q=geladeira&minPrice=1000&maxPrice=3000',
];
/** Words for the ILIKE baseline: the text part of the queries above. */
const naiveWords = [
  'geladeira',
  'notebook',
  'cadeira',
  'apartamento',
  'caminhao',
  'forno',
  'iphone',
  'leilao',
  'compresor',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50).toFixed(1),
    p95: percentile(sorted, 95).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
    max: sorted.at(-1)!.toFixed(1),
  };
}

async function openFresh(): Promise<{
  handle: DatabaseHandle;
  engine: string;
  drop: () => Promise<void>;
  databaseUrl?: string;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { handle: await openDatabase({}), engine: 'PGlite (in memory)', drop: async () => {} };
  }
  // DATABASE_NAME names a database to keep and reuse: loaded once, measured again after a change.
  const kept = process.env.DATABASE_NAME;
  const name = kept ?? `circula_bench_search_${randomUUID().slice(0, 8)}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`DATABASE_NAME inválido: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    handle: await openDatabase({ databaseUrl: url.toString() }),
    engine: `PostgreSQL (${(await admin.query('SHOW server_version')).rows[0].server_version})`,
    drop: async () => {
      // KEEP_DATABASE=1 leaves it for EXPLAIN sessions; drop it by hand afterwards.
      if (process.env.KEEP_DATABASE === '1' || kept) console.log(`Banco mantido: ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Distinct texts per category: lots reuse them, as a real catalogue repeats its goods. */
const itemsPerCategory = 2_000;
/** Lots inserted per statement: one progress line each. */
const lotsPerStatement = 100_000;

/**
 * Set-based load: a pool of demo texts, then Events and lots by generate_series on the server, so a million
 * lots take minutes, not an hour of round trips. Every lot goes through the lots' triggers like any other
 * write (search document, vector, word list, copies of the Event). On PostgreSQL the lots' secondary indexes
 * are dropped for the load and built again from their own definitions afterwards, as a bulk load does.
 */
async function load(handle: DatabaseHandle, onPostgres: boolean) {
  const db = handle.db;
  const random = createRandom(42);
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [seller] = await db.insert(sellers).values({ name: 'Comitente de carga' }).returning();
  await db.execute(sql`CREATE TABLE bench_items (category_index int, i int, category text, title text,
    description text, estimated_value_cents bigint, PRIMARY KEY (category_index, i))`);
  for (const [categoryIndex, category] of macroCategoryCodes.entries()) {
    for (let start = 0; start < itemsPerCategory; start += 500) {
      const batch = Array.from({ length: 500 }, (_, offset) => {
        const item = makeDemoItem(category, random);
        return sql`(${categoryIndex}, ${start + offset}, ${category}, ${item.title}, ${item.description}, ${item.estimatedValueCents})`;
      });
      await db.execute(sql`INSERT INTO bench_items VALUES ${sql.join(batch, sql`, `)}`);
    }
  }
  const listingCount = Math.ceil(lotTotal / lotsPerListing);
  const cityArray = `{${cities.map(([city]) => `"${city}"`).join(',')}}`;
  const stateArray = `{${cities.map(([, state]) => state).join(',')}}`;
  // Statuses as before: a tenth announced, a tenth closed, one in fifty unpublished, the rest open.
  await db.execute(sql`
    INSERT INTO listings (slug, type, segment, status, seller_id, title, city, state, starts_at, scheduled_end_at)
    SELECT 'carga-' || g,
      (${`{${listingTypes.join(',')}}`}::text[])[g % 3 + 1],
      (${`{${listingSegments.map((segment) => `"${segment}"`).join(',')}}`}::text[])[g % ${listingSegments.length} + 1],
      st.status, ${seller!.id},
      (ARRAY['Leilão', 'Desativação', 'Queima de estoque', 'Venda direta'])[(g * 7) % 4 + 1] || ' ' || g || ' — '
        || (${cityArray}::text[])[g % ${cities.length} + 1],
      (${cityArray}::text[])[g % ${cities.length} + 1], (${stateArray}::text[])[g % ${cities.length} + 1],
      now() + CASE WHEN st.status = 'TEASER' THEN interval '2 days' ELSE interval '-2 days' END,
      now() + CASE WHEN st.status = 'CLOSED' THEN interval '-1 day' ELSE (1 + g % 9) * interval '1 day' END
        + g * interval '1 second'
    FROM generate_series(0, ${listingCount - 1}) g,
      LATERAL (SELECT CASE WHEN g % 10 = 0 THEN 'TEASER' WHEN g % 10 = 1 THEN 'CLOSED'
        WHEN g % 50 = 2 THEN 'DRAFT' ELSE 'OPEN' END AS status) st`);
  await db.execute(sql`CREATE TABLE bench_listings AS
    SELECT (substring(slug FROM 7))::int AS g, id, city, state FROM listings WHERE slug LIKE 'carga-%'`);
  await db.execute(sql`CREATE INDEX ON bench_listings (g)`);

  const indexes = onPostgres
    ? rows<{ name: string; definition: string }>(
        await db.execute(sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
          WHERE i.tablename = 'lots' AND i.schemaname = current_schema() AND NOT EXISTS (
            SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`),
      )
    : [];
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  const categoryCount = macroCategoryCodes.length;
  const started = performance.now();
  for (let first = 0; first < lotTotal; first += lotsPerStatement) {
    const last = Math.min(lotTotal, first + lotsPerStatement) - 1;
    // Lot k is number k % 25 + 1 of Event k / 25; each Event holds two categories, alternating.
    await db.execute(sql`
      INSERT INTO lots (listing_id, number, title, description, macro_category, estimated_value_cents,
        starting_bid_cents, city, state, scheduled_end_at)
      SELECT l.id, k % ${lotsPerListing} + 1, i.title, i.description, i.category, i.estimated_value_cents,
        i.estimated_value_cents / 2, l.city, l.state,
        now() + interval '1 day' + (k % ${lotsPerListing}) * interval '1 minute'
      FROM generate_series(${first}::int, ${last}::int) k
      JOIN bench_listings l ON l.g = k / ${lotsPerListing}
      JOIN bench_items i ON i.category_index = (k / ${lotsPerListing} * 7 + (k % 2) * 3) % ${categoryCount}
        AND i.i = (k::bigint * 7919) % ${itemsPerCategory}`);
    process.stdout.write(`  ${last + 1} lotes (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  const indexStarted = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  if (indexes.length > 0) {
    console.log(
      `  ${indexes.length} índices dos lotes refeitos em ${((performance.now() - indexStarted) / 1000).toFixed(0)} s`,
    );
  }
  await db.execute(sql`DROP TABLE bench_items`);
  await db.execute(sql`DROP TABLE bench_listings`);
  await db.execute(sql.raw(onPostgres ? 'VACUUM ANALYZE' : 'ANALYZE'));
}

/** Requests of the mix, in order, until `until` says stop (or `total` are done); each must answer 200. */
async function runMix(app: App, options: { total?: number; until?: () => boolean }) {
  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let i = 0; options.total === undefined ? !options.until!() : i < options.total; i += 1) {
    const query = queries[i % queries.length]!;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `/web/search?${query}` });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    samples.push(elapsed);
    perQuery.set(query, [...(perQuery.get(query) ?? []), elapsed]);
  }
  return { samples, perQuery };
}

/**
 * The spreadsheet import benchmark (bench/lot-import: 5,000 rows uploaded over HTTP to its own API process,
 * imported by the job) on the same database; resolves with its upload-to-imported seconds.
 */
function importSpreadsheet(databaseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'lot-import/lot-import.ts'], {
      cwd: import.meta.dirname,
      env: { ...process.env, DATABASE_URL: databaseUrl, ROWS: String(importRows), BROKEN: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = /Upload → report: ([\d.]+) s.*imported (\d+)/.exec(output);
      if (code !== 0 || !seconds || Number(seconds[2]) !== importRows) {
        reject(new Error(`importação falhou (código ${code}):\n${output}`));
      } else resolve(Number(seconds[1]));
    });
  });
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function main() {
  const { handle, engine, drop, databaseUrl } = await openFresh();
  try {
    console.log(`\n${engine}: ${lotTotal} lotes…`);
    await migrateDatabase(handle);
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_MAX: '100000000',
        SEARCH_RATE_LIMIT_MAX: '100000000',
        SEARCH_CACHE_SECONDS: cacheSeconds,
      }),
      {
        database: handle,
      },
    );
    const [{ loaded }] = (
      (await handle.db.execute(sql`SELECT count(*)::int AS loaded FROM lots`)) as unknown as {
        rows: { loaded: number }[];
      }
    ).rows as [{ loaded: number }];
    if (loaded === 0) {
      const loadStarted = performance.now();
      await load(handle, databaseUrl !== undefined);
      console.log(`  carga em ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    } else console.log(`  ${loaded} lotes já carregados`);

    if (skipRuns) {
      await app.close();
      return;
    }
    // Warm-up: plans, caches, JIT of the handlers.
    for (const query of queries) await app.inject({ method: 'GET', url: `/web/search?${query}` });

    const quiet = await runMix(app, { total: requestTotal });
    const naive: number[] = [];
    for (let i = 0; i < naiveTotal; i += 1) {
      const word = naiveWords[i % naiveWords.length]!;
      const started = performance.now();
      await naiveSearchLots(handle.db, word, 24, 0);
      naive.push(performance.now() - started);
    }
    const cache = cacheSeconds === '0' ? 'sem cache' : `cache de ${cacheSeconds} s`;
    console.log(
      `\n${engine}, ${lotTotal} lotes, ${cache}, ${requestTotal} buscas e ${naiveTotal} consultas ILIKE (ms):`,
    );
    const table: Record<string, ReturnType<typeof summary>> = {
      'GET /web/search (app inteira)': summary(quiet.samples),
      'ILIKE ingênuo (só a consulta)': summary(naive),
    };
    console.log('Por consulta (p50 / p95 ms):');
    for (const [query, values] of quiet.perQuery) {
      const s = summary(values);
      console.log(`  ${s.p50.padStart(7)} / ${s.p95.padStart(7)}  ${decodeURIComponent(query)}`);
    }
    const quietSeconds = quiet.samples.reduce((sum, value) => sum + value, 0) / 1000;
    console.log(
      `Vazão de um cliente em sequência: ${(quiet.samples.length / quietSeconds).toFixed(1)} buscas/s`,
    );

    let importLine = '';
    if (databaseUrl && importRows > 0) {
      // The cost of keeping the index up to date: the same import alone, then while the mix runs.
      console.log(`\nImportação de planilha com ${importRows} lotes (processo próprio), sozinha…`);
      const alone = await importSpreadsheet(databaseUrl);
      console.log(`  ${alone.toFixed(1)} s; de novo, com as buscas rodando…`);
      let importing = true;
      const during = importSpreadsheet(databaseUrl).finally(() => {
        importing = false;
      });
      const busy = await runMix(app, { until: () => !importing });
      const withSearches = await during;
      table[`GET /web/search durante a importação (${busy.samples.length})`] = summary(busy.samples);
      importLine =
        `importação de ${importRows} lotes: ${alone.toFixed(1)} s sozinha (${(importRows / alone).toFixed(0)} lotes/s), ` +
        `${withSearches.toFixed(1)} s com as buscas; p95 das buscas ${summary(quiet.samples).p95} ms sem importação, ` +
        `${summary(busy.samples).p95} ms durante`;
    }
    console.table(table);
    if (importLine) console.log(importLine);
    const p95 = Number(summary(quiet.samples).p95);
    console.log(
      `Verdict: ${p95 <= p95GoalMs ? 'PASS' : 'FAIL'} — p95 ${p95.toFixed(1)} ms for the mix at ${lotTotal.toLocaleString('en')} lots, ${cache} (goal: at most ${p95GoalMs} ms)`,
    );
    await app.close();
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
