import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';

// The words Brazilians type, over the demo catalogue that `npm start` shows (decision 150).
const dataDir = mkdtempSync(path.join(tmpdir(), 'circula-search-everyday-'));
const { app, db } = await createTestApp({ DATA_DIR: dataDir });
await seedDemoData(db, { now: new Date(), storage: app.deps.media });

interface Card {
  title: string;
  macroCategory: string;
  city: string;
  state: string;
  currentBidCents: number | null;
  startingBidCents: number | null;
  unitPriceCents: number | null;
}
interface Answer {
  lots: Card[];
  total: number;
  facets: { states: { code: string; count: number }[]; categories: { slug: string; count: number }[] };
}

async function search(query: string): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url: `/web/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}
const q = (words: string) => search(`q=${encodeURIComponent(words)}`);

async function visibleInCategory(category: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM lots
    WHERE macro_category = ${category} AND listing_status NOT IN ('DRAFT', 'CANCELLED') AND status <> 'CANCELLED'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('everyday queries find the obvious', () => {
  it('carro, automóvel, veículo and auto find every light vehicle and nothing that merely starts alike', async () => {
    const lightVehicles = await visibleInCategory('VEICULOS_LEVES');
    expect(lightVehicles).toBeGreaterThan(10);
    for (const word of ['carro', 'carros', 'automóvel', 'auto']) {
      const answer = await q(word);
      expect(answer.total, word).toBe(lightVehicles);
      expect(new Set(answer.lots.map((lot) => lot.macroCategory)), word).toEqual(new Set(['VEICULOS_LEVES']));
    }
    // Not the 'carretas' nor the notebooks 'com carregador'.
    const titles = (await q('carro')).lots.map((lot) => lot.title).join(' | ');
    expect(titles).not.toMatch(/carreta|notebook|celular/i);
    // 'Veículo' names heavy vehicles too (their category is 'Veículos Pesados'): light ones first.
    const vehicles = await q('veículo');
    expect(vehicles.total).toBeGreaterThan(lightVehicles);
    expect(new Set(vehicles.lots.map((lot) => lot.macroCategory))).toEqual(new Set(['VEICULOS_LEVES']));
  });

  it('moto never finds cars through "motor"', async () => {
    const answer = await q('moto');
    expect(answer.lots.every((lot) => lot.macroCategory !== 'VEICULOS_LEVES')).toBe(true);
    for (const lot of answer.lots) expect(lot.title).toMatch(/\bmoto/i);
  });

  it('caminhão and caminhao find the trucks first', async () => {
    for (const word of ['caminhão', 'caminhao', 'caminhões']) {
      const answer = await q(word);
      expect(answer.total, word).toBeGreaterThan(0);
      expect(answer.lots[0]!.title, word).toMatch(/^(Caminhão|Carreta)/);
      // Every lot named so comes before those whose Event merely mentions trucks.
      const named = answer.lots.map((lot) => /^(Caminhão|Carreta)/.test(lot.title));
      expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false), word).toBe(true);
    }
  });

  it('apê and apartamento find flats; imóvel finds every property', async () => {
    for (const word of ['apê', 'ape', 'apartamento', 'apto']) {
      const answer = await q(word);
      expect(answer.total, word).toBeGreaterThan(0);
      expect(answer.lots[0]!.title, word).toMatch(/^Apartamento/);
    }
    // Every property, then what mentions one (a consórcio de imóvel).
    const properties = await q('imóveis');
    const inCategory = await visibleInCategory('IMOVEIS');
    expect(properties.total).toBeGreaterThanOrEqual(inCategory);
    expect(properties.lots.slice(0, inCategory).every((lot) => lot.macroCategory === 'IMOVEIS')).toBe(true);
  });

  it('geladeira and refrigerador find fridges, titles first', async () => {
    for (const word of ['geladeira', 'geladeiras', 'refrigerador']) {
      const answer = await q(word);
      expect(answer.total, word).toBeGreaterThan(0);
      expect(answer.lots[0]!.title, word).toMatch(/^Geladeira/);
    }
  });

  it('notebook and laptop, celular and smartphone, find the same goods', async () => {
    const notebooks = await q('notebook');
    expect(notebooks.lots[0]!.title).toMatch(/^Notebook/);
    expect((await q('laptop')).total).toBe(notebooks.total);
    const phones = await q('celular');
    expect(phones.lots[0]!.title).toMatch(/^Celular/);
    expect((await q('smartphone')).total).toBe(phones.total);
  });

  it('cadeira and mesa rank the titles that name them first', async () => {
    const chairs = await q('cadeira');
    expect(chairs.lots.slice(0, 5).every((lot) => /cadeira/i.test(lot.title))).toBe(true);
    const tables = await q('mesa');
    expect(tables.lots.slice(0, 5).every((lot) => /mesa/i.test(lot.title))).toBe(true);
  });

  it('a category word ranks its category above lots that only mention it', async () => {
    const answer = await q('eletrodomésticos');
    expect(answer.total).toBeGreaterThanOrEqual(await visibleInCategory('ELETROS'));
    expect(answer.lots[0]!.macroCategory).toBe('ELETROS');
  });

  it('a fragment still being typed matches as a prefix, a whole short word does not', async () => {
    expect((await q('notebo')).lots[0]!.title).toMatch(/^Notebook/);
    expect((await q('geladiera')).lots[0]!.title).toMatch(/^Geladeira/);
  });
});

describe('filters and facets respect each other', () => {
  it('a city counts only the states of that city', async () => {
    const everywhere = await search('');
    const city = await db.execute(sql`
      SELECT city, state FROM lots WHERE listing_status = 'OPEN' GROUP BY city, state ORDER BY count(*) DESC LIMIT 1`);
    const { city: name, state } = (city as unknown as { rows: { city: string; state: string }[] }).rows[0]!;
    const answer = await search(`location=${encodeURIComponent(`${name} - ${state}`)}`);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(everywhere.total);
    expect(answer.facets.states).toEqual([{ code: state, count: answer.total }]);
    const categoryTotal = answer.facets.categories.reduce((sum, category) => sum + category.count, 0);
    expect(categoryTotal).toBe(answer.total);
  });

  it('filters by the price a card shows, both bounds inclusive, and counts facets within it', async () => {
    const answer = await search('minPrice=1000&maxPrice=5000');
    expect(answer.total).toBeGreaterThan(0);
    for (const lot of answer.lots) {
      const price = lot.currentBidCents ?? lot.startingBidCents ?? lot.unitPriceCents ?? -1;
      expect(price).toBeGreaterThanOrEqual(100_000);
      expect(price).toBeLessThanOrEqual(500_000);
    }
    const categoryTotal = answer.facets.categories.reduce((sum, category) => sum + category.count, 0);
    expect(categoryTotal).toBe(answer.total);
    expect((await search('q=carro&maxPrice=5000')).total).toBe(0);
    // An empty field of the form is no bound.
    expect((await search('minPrice=&maxPrice=')).total).toBe((await search('')).total);
  });

  it('refuses a price range upside down or out of bounds, in Portuguese', async () => {
    for (const query of ['minPrice=500&maxPrice=100', 'minPrice=-1', 'maxPrice=abc', 'maxPrice=1.5']) {
      const response = await app.inject({ method: 'GET', url: `/web/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
      expect(response.json().message, query).toMatch(/preço (mínimo|máximo)/);
    }
  });
});
