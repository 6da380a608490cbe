/**
 * Search benchmark: 100,000 lots in a fresh database, a mix of realistic /web/search requests through the
 * real app (Fastify inject: routing, validation, serialisation included), and the same words through a naive
 * ILIKE query on the same data. Prints p50/p95/p99 per engine.
 *
 *   npm run search -w @circula/bench                      # PGlite in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run search -w @circula/bench
 *                                                         # PostgreSQL: a throwaway database, dropped after
 *   LOTS=20000 REQUESTS=300 npm run search -w @circula/bench
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { listingSegments, listingTypes, type MacroCategoryCode, macroCategoryCodes } from '@circula/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { naiveSearchLots } from '../apps/api/src/catalog/catalog-repository.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.js';
import { migrateDatabase } from '../apps/api/src/db/prepare-database.js';
import { listings, lots, sellers } from '../apps/api/src/db/schema/index.js';
import { makeDemoItem } from '../apps/api/src/db/seed/demo-items.js';
import { createRandom } from '../apps/api/src/db/seed/prng.js';

const lotTotal = Number(process.env.LOTS ?? 100_000);
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

async function openFresh(): Promise<{ handle: DatabaseHandle; engine: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { handle: await openDatabase({}), engine: 'PGlite (in memory)', drop: async () => {} };
  }
  const name = `circula_bench_search_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    engine: `PostgreSQL (${(await admin.query('SHOW server_version')).rows[0].server_version})`,
    drop: async () => {
      // KEEP_DATABASE=1 leaves it for EXPLAIN sessions; drop it by hand afterwards.
      if (process.env.KEEP_DATABASE === '1') console.log(`Banco mantido: ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function load(handle: DatabaseHandle) {
  const db = handle.db;
  const random = createRandom(42);
  const [seller] = await db.insert(sellers).values({ name: 'Comitente de carga' }).returning();
  const listingCount = Math.ceil(lotTotal / lotsPerListing);
  const now = Date.now();
  const listingRows: { id: string; city: string; state: string; categories: MacroCategoryCode[] }[] = [];
  for (let start = 0; start < listingCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, listingCount - start) }, (_, offset) => {
      const index = start + offset;
      const [city, state] = cities[index % cities.length]!;
      const status =
        index % 10 === 0 ? 'TEASER' : index % 10 === 1 ? 'CLOSED' : index % 50 === 2 ? 'DRAFT' : 'OPEN';
      return {
        slug: `carga-${index}`,
        type: listingTypes[index % 3]!,
        segment: listingSegments[index % listingSegments.length]!,
        status: status as 'OPEN',
        sellerId: seller!.id,
        title: `${random.pick(['Leilão', 'Desativação', 'Queima de estoque', 'Venda direta'])} ${index} — ${city}`,
        city,
        state,
        startsAt: new Date(now + (status === 'TEASER' ? 2 : -2) * 86_400_000),
        scheduledEndAt: new Date(
          now + (status === 'CLOSED' ? -1 : 1 + (index % 9)) * 86_400_000 + index * 1000,
        ),
      };
    });
    const rows = await db
      .insert(listings)
      .values(batch)
      .returning({ id: listings.id, city: listings.city, state: listings.state });
    for (const row of rows) {
      listingRows.push({
        ...row,
        categories: [random.pick(macroCategoryCodes), random.pick(macroCategoryCodes)],
      });
    }
  }
  let inserted = 0;
  const started = performance.now();
  for (const listing of listingRows) {
    if (inserted >= lotTotal) break;
    const count = Math.min(lotsPerListing, lotTotal - inserted);
    await db.insert(lots).values(
      Array.from({ length: count }, (_, i) => {
        const category = listing.categories[i % 2]!;
        const item = makeDemoItem(category, random);
        return {
          listingId: listing.id,
          number: i + 1,
          title: item.title,
          description: item.description,
          macroCategory: category,
          estimatedValueCents: item.estimatedValueCents,
          startingBidCents: Math.round(item.estimatedValueCents / 2),
          city: listing.city,
          state: listing.state,
          scheduledEndAt: new Date(now + 86_400_000 + i * 60_000),
        };
      }),
    );
    inserted += count;
    if (inserted % 20_000 < lotsPerListing) {
      process.stdout.write(`  ${inserted} lotes (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  }
  await db.execute(sql`ANALYZE`);
}

async function main() {
  const { handle, engine, drop } = await openFresh();
  try {
    console.log(`\n${engine}: carregando ${lotTotal} lotes…`);
    await migrateDatabase(handle);
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'false',
        RATE_LIMIT_MAX: '100000000',
        SEARCH_RATE_LIMIT_MAX: '100000000',
      }),
      {
        database: handle,
      },
    );
    const loadStarted = performance.now();
    await load(handle);
    console.log(`  carga em ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

    if (skipRuns) {
      await app.close();
      return;
    }
    // Warm-up: plans, caches, JIT of the handlers.
    for (const query of queries) await app.inject({ method: 'GET', url: `/web/search?${query}` });

    const samples: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let i = 0; i < requestTotal; i += 1) {
      const query = queries[i % queries.length]!;
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/web/search?${query}` });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      samples.push(elapsed);
      perQuery.set(query, [...(perQuery.get(query) ?? []), elapsed]);
    }
    const naive: number[] = [];
    for (let i = 0; i < naiveTotal; i += 1) {
      const word = naiveWords[i % naiveWords.length]!;
      const started = performance.now();
      await naiveSearchLots(handle.db, word, 24, 0);
      naive.push(performance.now() - started);
    }
    console.log(
      `\n${engine}, ${lotTotal} lotes, ${requestTotal} buscas e ${naiveTotal} consultas ILIKE (ms):`,
    );
    console.table({
      'GET /web/search (app inteira)': summary(samples),
      'ILIKE ingênuo (só a consulta)': summary(naive),
    });
    console.log('Por consulta (p50 / p95 ms):');
    for (const [query, values] of perQuery) {
      const s = summary(values);
      console.log(`  ${s.p50.padStart(7)} / ${s.p95.padStart(7)}  ${decodeURIComponent(query)}`);
    }
    await app.close();
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
