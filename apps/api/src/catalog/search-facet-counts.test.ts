import type { MacroCategoryCode } from '@circula/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import {
  listings,
  lots,
  searchFacetChanges,
  searchFacetCounts,
  searchFacetCountsState,
} from '../db/schema/index.js';
import type { DisplayStatus } from './catalog-values.js';
import {
  countFacetsFromTable,
  refreshSearchFacetCounts,
  searchFacetCountsComputedAt,
} from './search-facet-counts.js';
import { countLotFacets, type FacetCounts } from './search-facets.js';
import { type LotSearchCriteria, pageInOneQuery, searchPageIds } from './search-query.js';

// Searches without words take their counts from the table of counts plus the lots changed since it was
// computed (decision 263): every test compares them with the lots counted one by one at the same instant.
const { app, database, db } = await createTestApp({
  RATE_LIMIT_MAX: '100000',
  SEARCH_RATE_LIMIT_MAX: '100000',
});
const hour = 3_600_000;
const now = Date.now();

const campinas = await makeListing(db, {
  title: 'Leilão de Escritório',
  city: 'Campinas',
  state: 'SP',
  segment: 'Queima de Estoque',
});
const niteroi = await makeListing(db, {
  type: 'DIRECT_SALE',
  title: 'Venda de Cozinha',
  city: 'Niterói',
  state: 'RJ',
  segment: 'Desativação de Restaurante',
});
const teaser = await makeListing(db, {
  status: 'TEASER',
  title: 'Evento anunciado',
  city: 'Curitiba',
  state: 'PR',
  startsAt: new Date(now + 48 * hour),
  scheduledEndAt: new Date(now + 96 * hour),
});
// Opened before its start: its lots read "em breve".
const early = await makeListing(db, {
  title: 'Evento aberto antes do início',
  city: 'São Paulo',
  state: 'SP',
  startsAt: new Date(now + 5 * hour),
  scheduledEndAt: new Date(now + 50 * hour),
});
const closed = await makeListing(db, {
  status: 'CLOSED',
  title: 'Evento encerrado',
  city: 'São Paulo',
  state: 'SP',
  startsAt: new Date(now - 96 * hour),
  scheduledEndAt: new Date(now - 48 * hour),
});
const draft = await makeListing(db, { status: 'DRAFT', title: 'Rascunho', city: 'Campinas', state: 'SP' });
const cancelled = await makeListing(db, { status: 'CANCELLED', title: 'Cancelado', city: 'Campinas' });

const categories: MacroCategoryCode[] = ['ELETROS', 'INFORMATICA', 'MOVEIS_ESCRITORIO', 'RESTAURANTES'];
const sameEnd = new Date(now + 30 * hour);
const lotsOf = async (
  listingId: string,
  count: number,
  extra: (i: number) => Partial<typeof lots.$inferInsert>,
) => {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(
      await makeLot(db, { listingId, macroCategory: categories[i % categories.length]!, ...extra(i) }),
    );
  }
  return made;
};
// Open lots, several ending at the same instant (ties are ordered by id), one without an end.
await lotsOf(campinas.id, 9, (i) => ({
  scheduledEndAt: i % 3 === 0 ? sameEnd : new Date(now + (i + 2) * hour),
}));
await makeLot(db, { listingId: campinas.id, macroCategory: 'ELETROS', scheduledEndAt: null });
// Ended but not yet closed, and closed early while its Event runs.
await makeLot(db, { listingId: campinas.id, macroCategory: 'ELETROS', scheduledEndAt: new Date(now - hour) });
await makeLot(db, { listingId: campinas.id, macroCategory: 'INFORMATICA', status: 'CLOSED' });
// Direct sales: some sold out (with and without an end), the rest open; the city written without accents
// on one of them counts with the others ('niteroi' = 'Niterói').
const sales = await lotsOf(niteroi.id, 6, (i) => ({
  quantity: 2,
  reservedQuantity: i < 2 ? 2 : 0,
  unitPriceCents: 10_000 * (i + 1),
  scheduledEndAt: i === 1 || i === 5 ? null : new Date(now + (i + 3) * hour),
  city: i === 3 ? 'Niteroi' : 'Niterói',
}));
await lotsOf(teaser.id, 4, (i) =>
  i === 3 ? { scheduledEndAt: null } : i % 2 === 0 ? { scheduledEndAt: sameEnd } : {},
);
await lotsOf(early.id, 3, () => ({}));
await lotsOf(closed.id, 5, (i) => ({
  status: 'CLOSED',
  scheduledEndAt: i === 4 ? null : i < 2 ? sameEnd : new Date(now - (i + 50) * hour),
}));
await lotsOf(draft.id, 2, () => ({}));
await lotsOf(cancelled.id, 2, () => ({}));
await makeLot(db, { listingId: campinas.id, macroCategory: 'MOVEIS_ESCRITORIO', status: 'CANCELLED' });

const criteria = (at: Date, filters: Partial<LotSearchCriteria> = {}): LotSearchCriteria => ({
  terms: [],
  text: '',
  sort: 'encerrando',
  limit: 24,
  offset: 0,
  now: at,
  ...filters,
});

const filterSets: Partial<LotSearchCriteria>[] = [
  {},
  { category: 'ELETROS' },
  { state: 'SP' },
  { state: 'RJ', city: 'niteroi' },
  { city: 'São Paulo' },
  { city: 'Campinas', state: 'RJ' },
  { category: 'INFORMATICA', state: 'SP' },
  { type: 'DIRECT_SALE' },
  { segment: 'Queima de Estoque', category: 'MOVEIS_ESCRITORIO' },
  ...(['aberto', 'em-breve', 'esgotado', 'encerrado'] as DisplayStatus[]).map((status) => ({ status })),
  { status: 'aberto', type: 'AUCTION', state: 'SP' },
];

const plain = (facets: FacetCounts) => ({
  ...facets,
  categories: Object.fromEntries(facets.categories),
  states: Object.fromEntries(facets.states),
  types: Object.fromEntries(facets.types),
  segments: Object.fromEntries(facets.segments),
  statuses: Object.fromEntries(facets.statuses),
});

/** Every filter set counted from the table and lot by lot, both at the table's instant. */
async function expectTableToMatchLots(on: Database = db) {
  const computedAt = (await searchFacetCountsComputedAt(on))!;
  expect(computedAt).toBeInstanceOf(Date);
  for (const filters of filterSets) {
    const asked = criteria(computedAt, filters);
    const fromTable = await countFacetsFromTable(on, asked, computedAt);
    const exact = await countLotFacets(on, asked, []);
    expect({ filters, counts: plain(fromTable) }).toEqual({ filters, counts: plain(exact) });
  }
}

const journal = async () =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(searchFacetChanges))[0]!.n;

describe('the table of facet counts', () => {
  it('counts what counting the lots one by one counts, for every filter and their combinations', async () => {
    expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
    expect(await journal()).toBe(0);
    await expectTableToMatchLots();
    // The catalogue really spreads over the filters: the comparisons are not all of empty counts.
    const computedAt = (await searchFacetCountsComputedAt(db))!;
    const all = await countFacetsFromTable(db, criteria(computedAt), computedAt);
    expect(all.total).toBe(30);
    expect(Object.fromEntries(all.statuses)).toEqual({
      aberto: 14,
      'em-breve': 7,
      esgotado: 2,
      encerrado: 7,
    });
    expect(Object.fromEntries(all.states)).toEqual({ SP: 20, RJ: 6, PR: 4 });
  });

  it('holds every lot added, hidden, shown, moved or sold since it was computed, and folds them in', async () => {
    expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
    const added = await makeLot(db, { listingId: niteroi.id, macroCategory: 'ELETROS', quantity: 1 });
    // The draft Event is published: its two lots become visible.
    await db.update(listings).set({ status: 'OPEN' }).where(eq(listings.id, draft.id));
    // A lot is withdrawn, another changes category, the last unit of a sale is bought.
    const [withdrawn] = await db.select().from(lots).where(eq(lots.listingId, early.id)).limit(1);
    await db.update(lots).set({ status: 'CANCELLED' }).where(eq(lots.id, withdrawn!.id));
    await db.update(lots).set({ macroCategory: 'RESTAURANTES' }).where(eq(lots.id, sales[4]!.id));
    await db.update(lots).set({ reservedQuantity: 1 }).where(eq(lots.id, added.id));
    // A lot of a closed Event is deleted.
    const [gone] = await db.select().from(lots).where(eq(lots.listingId, closed.id)).limit(1);
    await db.delete(lots).where(eq(lots.id, gone!.id));
    // What a bid changes (the current bid, the count) writes nothing for the counts.
    const before = await journal();
    await db
      .update(lots)
      .set({ currentBidCents: 70_000, bidCount: 1 })
      .where(eq(lots.listingId, campinas.id));
    expect(await journal()).toBe(before);
    expect(before).toBeGreaterThan(0);

    await expectTableToMatchLots();
    const computedAt = (await searchFacetCountsComputedAt(db))!;
    const shown = await countFacetsFromTable(db, criteria(computedAt), computedAt);
    expect(shown.total).toBe(30 + 1 + 2 - 1 - 1);
    expect(shown.statuses.get('esgotado')).toBe(3);

    // Computed again: the changes are folded into the counts and leave the journal.
    expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
    expect(await journal()).toBe(0);
    await expectTableToMatchLots();
    await db.update(listings).set({ status: 'DRAFT' }).where(eq(listings.id, draft.id));
    await db.update(lots).set({ status: 'OPEN' }).where(eq(lots.id, withdrawn!.id));
    await expectTableToMatchLots();
  });

  it('counts display statuses as of its computation; the next computation reads the clock again', async () => {
    const ending = await makeLot(db, {
      listingId: campinas.id,
      macroCategory: 'ELETROS',
      scheduledEndAt: new Date(Date.now() + 1_500),
    });
    expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
    const first = (await searchFacetCountsComputedAt(db))!;
    const openThen = (await countFacetsFromTable(db, criteria(first), first)).statuses.get('aberto')!;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The lot has ended: counted lot by lot now it is closed, while the table still says what it was.
    const later = new Date();
    expect((await countLotFacets(db, criteria(later), [])).statuses.get('aberto')).toBe(openThen - 1);
    expect((await countFacetsFromTable(db, criteria(later), first)).statuses.get('aberto')).toBe(openThen);
    // Too young to compute again unless asked; then it reads the lot as closed.
    expect(await refreshSearchFacetCounts(db, { freshForMs: 60_000 })).toBe('fresh');
    expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
    const second = (await searchFacetCountsComputedAt(db))!;
    expect(second.getTime()).toBeGreaterThan(first.getTime());
    expect((await countFacetsFromTable(db, criteria(second), second)).statuses.get('aberto')).toBe(
      openThen - 1,
    );
    await expectTableToMatchLots();
    await db.delete(lots).where(eq(lots.id, ending.id));
  });

  it('is computed once for computations asked at the same time in one process', async () => {
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refreshSearchFacetCounts(db)));
    expect(new Set(outcomes)).toEqual(new Set(['refreshed']));
    await expectTableToMatchLots();
  });

  it('stays exact while two processes compute it again and again and lots are written', async () => {
    // A second API process on the same database: its own pool on PostgreSQL (on PGlite, the same embedded one).
    const other =
      database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: database.connectionString, poolSize: 4 })
        : database;
    try {
      let writing = true;
      const writes = (async () => {
        let round = 0;
        while (writing || round < 5) {
          round += 1;
          await db.transaction(async (transaction) => {
            const tx = transaction as unknown as Database;
            const lot = await makeLot(tx, {
              listingId: round % 2 === 0 ? campinas.id : teaser.id,
              macroCategory: categories[round % categories.length]!,
            });
            if (round % 3 === 0)
              await tx.update(lots).set({ status: 'CANCELLED' }).where(eq(lots.id, lot.id));
            if (round % 4 === 0) {
              await tx.update(lots).set({ state: 'MG', city: 'Belo Horizonte' }).where(eq(lots.id, lot.id));
            }
          });
        }
        return round;
      })();
      const outcomes: string[] = [];
      for (let round = 0; round < 8; round += 1) {
        outcomes.push(
          ...(await Promise.all([refreshSearchFacetCounts(db), refreshSearchFacetCounts(other.db)])),
        );
      }
      writing = false;
      expect(await writes).toBeGreaterThanOrEqual(5);
      expect(outcomes).toContain('refreshed');
      expect(outcomes.every((outcome) => outcome === 'refreshed' || outcome === 'busy')).toBe(true);
      // One row per set of values: no computation wrote its rows beside another's.
      const duplicates = await db.execute(sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM ${searchFacetCounts}
          GROUP BY macro_category, state, city_key, listing_type, listing_segment, display_status
          HAVING count(*) > 1) d`);
      expect((duplicates as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      await expectTableToMatchLots();
      await expectTableToMatchLots(other.db);
      expect(await refreshSearchFacetCounts(other.db)).toBe('refreshed');
      await expectTableToMatchLots();
    } finally {
      if (other !== database) await other.close();
    }
  });
});

if (database.kind === 'postgres') {
  describe('the table of facet counts across processes', () => {
    it('is left to the process computing it: another one answers busy and writes nothing', async () => {
      const holder = new pg.Client({ connectionString: database.connectionString });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT pg_advisory_xact_lock(hashtext('circula.search-facet-counts'))`);
        const computedBefore = await searchFacetCountsComputedAt(db);
        await makeLot(db, { listingId: campinas.id, macroCategory: 'ELETROS' });
        expect(await refreshSearchFacetCounts(db)).toBe('busy');
        expect(await searchFacetCountsComputedAt(db)).toEqual(computedBefore);
        // Searches meanwhile still count the new lot, from the changes kept beside the table.
        await expectTableToMatchLots();
        await holder.query('COMMIT');
        expect(await refreshSearchFacetCounts(db)).toBe('refreshed');
      } finally {
        await holder.end();
      }
    });
  });
}

describe('the page of a search without words', () => {
  it('is the ending-soon order of the one-query page, part after part, on every page', async () => {
    const at = new Date();
    for (const filters of [...filterSets, { category: 'ELETROS' as const, status: 'encerrado' as const }]) {
      const whole = await pageInOneQuery(db, criteria(at, { ...filters, limit: 100 }), []);
      // Pages of 4 cross from one part of the order to the next, and past the last.
      for (let offset = 0; offset <= whole.length + 4; offset += 4) {
        const asked = criteria(at, { ...filters, limit: 4, offset });
        const page = whole.slice(offset, offset + 4);
        // Each status read in order from its index, and each read whole and then ordered (few matches).
        const ids = await searchPageIds(db, asked, []);
        expect({ filters, offset, ids }).toEqual({ filters, offset, ids: page });
        const few = await searchPageIds(db, asked, [], { lotsByStatus: new Map() });
        expect({ filters, offset, few }).toEqual({ filters, offset, few: page });
      }
    }
  });

  it('reads open lots ending soonest first, then announced ones, then sold-out and closed ones', async () => {
    const statuses: string[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const answer = await app.inject({ method: 'GET', url: `/web/search?currentPage=${page}` });
      const lotsOfPage = answer.json().lots as { displayStatus: string }[];
      if (lotsOfPage.length === 0) break;
      statuses.push(...lotsOfPage.map((lot) => lot.displayStatus));
    }
    expect(new Set(statuses)).toEqual(new Set(['aberto', 'em-breve', 'esgotado', 'encerrado']));
    const rank = { aberto: 0, 'em-breve': 1, esgotado: 2, encerrado: 2 } as Record<string, number>;
    const ranks = statuses.map((status) => rank[status]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('GET /web/search with the table of counts', () => {
  it('answers exactly what counting every match answers, with and without words', async () => {
    const exact = await buildApp(
      testConfig({
        SEARCH_FACET_COUNTS_SECONDS: '0',
        SEARCH_CACHE_SECONDS: '0',
        RATE_LIMIT_MAX: '100000',
        SEARCH_RATE_LIMIT_MAX: '100000',
      }),
      { database },
    );
    try {
      // A change after the last computation is in both answers.
      await refreshSearchFacetCounts(db);
      await makeLot(db, { listingId: campinas.id, macroCategory: 'RESTAURANTES', title: 'Fogão industrial' });
      for (const query of [
        '',
        'category=eletros',
        'location=SP',
        `location=${encodeURIComponent('Niteroi - RJ')}`,
        'location=campinas&status=aberto',
        'type=DIRECT_SALE&sort=menor-preco',
        'segment=queima-de-estoque&category=informatica',
        'status=em-breve',
        'status=esgotado',
        'status=encerrado&currentPage=1',
        'minPrice=100&maxPrice=600',
        'q=fogao',
        'q=lote&location=SP',
        'q=lote&status=encerrado',
      ]) {
        const [fromTable, counted] = await Promise.all([
          app.inject({ method: 'GET', url: `/web/search?${query}` }),
          exact.inject({ method: 'GET', url: `/web/search?${query}` }),
        ]);
        expect(fromTable.statusCode).toBe(200);
        expect({ query, answer: fromTable.json() }).toEqual({ query, answer: counted.json() });
      }
      // Never computed (a new database): the first search computes the table; the answer is the same.
      await db.delete(searchFacetCountsState);
      const first = await app.inject({ method: 'GET', url: '/web/search?category=eletros' });
      expect(await searchFacetCountsComputedAt(db)).toBeInstanceOf(Date);
      const counted = await exact.inject({ method: 'GET', url: '/web/search?category=eletros' });
      expect(first.json()).toEqual(counted.json());
    } finally {
      await exact.close();
    }
  });
});
