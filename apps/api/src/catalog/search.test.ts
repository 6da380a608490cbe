import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { listings } from '../db/schema/index.js';

const { app, db } = await createTestApp();
const hour = 3_600_000;

// One catalogue for the file: each test reads it, none writes.
const campinas = await makeListing(db, {
  title: 'Leilão de Eletrodomésticos e Escritório',
  city: 'Campinas',
  state: 'SP',
  segment: 'Queima de Estoque',
});
const niteroi = await makeListing(db, {
  type: 'DIRECT_SALE',
  title: 'Venda de Equipamentos de Cozinha',
  city: 'Niterói',
  state: 'RJ',
  segment: 'Desativação de Restaurante',
});
const teaser = await makeListing(db, {
  status: 'TEASER',
  title: 'Evento em preparação',
  city: 'Curitiba',
  state: 'PR',
  startsAt: new Date(Date.now() + 48 * hour),
  scheduledEndAt: new Date(Date.now() + 96 * hour),
});
const closed = await makeListing(db, {
  status: 'CLOSED',
  title: 'Evento encerrado',
  city: 'São Paulo',
  state: 'SP',
  startsAt: new Date(Date.now() - 96 * hour),
  scheduledEndAt: new Date(Date.now() - 48 * hour),
});
const draft = await makeListing(db, { status: 'DRAFT', title: 'Rascunho', city: 'Campinas', state: 'SP' });
const cancelled = await makeListing(db, {
  status: 'CANCELLED',
  title: 'Cancelado',
  city: 'Campinas',
  state: 'SP',
});

const lots = {
  fridges: await makeLot(db, {
    listingId: campinas.id,
    title: 'Geladeiras Brastemp Frost Free 375 L',
    macroCategory: 'ELETROS',
    startingBidCents: 90_000,
    reserveCents: 150_000,
  }),
  notebook: await makeLot(db, {
    listingId: campinas.id,
    title: 'Notebook Dell Latitude 5420',
    description: 'Core i5, 16 GB de memória.',
    macroCategory: 'INFORMATICA',
    startingBidCents: 150_000,
  }),
  chair: await makeLot(db, {
    listingId: campinas.id,
    title: 'Cadeira de Escritório Ergonômica',
    macroCategory: 'MOVEIS_ESCRITORIO',
    startingBidCents: 20_000,
  }),
  stove: await makeLot(db, {
    listingId: niteroi.id,
    title: 'Fogão Industrial 6 Bocas',
    macroCategory: 'RESTAURANTES',
    unitPriceCents: 120_000,
  }),
  teaserFridge: await makeLot(db, {
    listingId: teaser.id,
    title: 'Geladeira Consul 340 L',
    macroCategory: 'ELETROS',
  }),
  closedFridge: await makeLot(db, {
    listingId: closed.id,
    title: 'Geladeira Electrolux Duplex',
    macroCategory: 'ELETROS',
    status: 'CLOSED',
  }),
  draftFridge: await makeLot(db, {
    listingId: draft.id,
    title: 'Geladeira Secreta',
    macroCategory: 'ELETROS',
  }),
  cancelledFridge: await makeLot(db, {
    listingId: cancelled.id,
    title: 'Geladeira Cancelada',
    macroCategory: 'ELETROS',
  }),
};

async function search(query: string) {
  const response = await app.inject({ method: 'GET', url: `/web/search?${query}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const titles = (body: { lots: { title: string }[] }) => body.lots.map((lot) => lot.title);

describe('GET /web/search relevance', () => {
  it('finds plurals and singulars alike (Portuguese stemming)', async () => {
    const { body } = await search('q=geladeira');
    expect(titles(body)).toContain('Geladeiras Brastemp Frost Free 375 L');
    const plural = await search('q=geladeiras');
    expect(titles(plural.body)).toContain('Geladeira Consul 340 L');
  });

  it('ignores accents and case in the query and in the text', async () => {
    const { body } = await search('q=LEILAO');
    expect(body.total).toBe(3);
    expect(titles(body)).toEqual(expect.arrayContaining(['Cadeira de Escritório Ergonômica']));
    const accented = await search(`q=${encodeURIComponent('fogao')}`);
    expect(titles(accented.body)).toEqual(['Fogão Industrial 6 Bocas']);
    const withAccent = await search(`q=${encodeURIComponent('escritório ergonômica')}`);
    expect(titles(withAccent.body)[0]).toBe('Cadeira de Escritório Ergonômica');
  });

  it('forgives a typo in a longer word', async () => {
    const { body } = await search('q=geladiera');
    expect(titles(body)).toContain('Geladeiras Brastemp Frost Free 375 L');
    const notebook = await search('q=notbook');
    expect(titles(notebook.body)).toEqual(['Notebook Dell Latitude 5420']);
  });

  it('requires every word and ranks the title match first', async () => {
    const { body } = await search('q=notebook%20dell');
    expect(titles(body)).toEqual(['Notebook Dell Latitude 5420']);
    const none = await search('q=notebook%20fogao');
    expect(none.body.total).toBe(0);
    expect(none.body.lots).toEqual([]);
  });

  it('matches a word of the description and a prefix while typing', async () => {
    expect(titles((await search('q=memoria')).body)).toEqual(['Notebook Dell Latitude 5420']);
    expect(titles((await search('q=latit')).body)).toEqual(['Notebook Dell Latitude 5420']);
  });

  it('finds nothing for an unrelated word', async () => {
    const { status, body } = await search('q=helicoptero');
    expect(status).toBe(200);
    expect(body).toMatchObject({ lots: [], total: 0 });
  });

  it('never shows lots of DRAFT or CANCELLED Events', async () => {
    const { body } = await search('q=geladeira');
    expect(titles(body)).not.toContain('Geladeira Secreta');
    expect(titles(body)).not.toContain('Geladeira Cancelada');
    const all = await search('');
    const ids = all.body.lots.map((lot: { id: string }) => lot.id);
    expect(ids).not.toContain(lots.draftFridge.id);
    expect(ids).not.toContain(lots.cancelledFridge.id);
    expect(all.body.total).toBe(6);
  });

  it('shows TEASER lots as em breve and closed ones as encerrado', async () => {
    const { body } = await search('q=geladeira');
    const byTitle = Object.fromEntries(
      body.lots.map((lot: { title: string; displayStatus: string }) => [lot.title, lot.displayStatus]),
    );
    expect(byTitle).toEqual({
      'Geladeiras Brastemp Frost Free 375 L': 'aberto',
      'Geladeira Consul 340 L': 'em-breve',
      'Geladeira Electrolux Duplex': 'encerrado',
    });
    expect((await search('q=geladeira&status=em-breve')).body.total).toBe(1);
    expect((await search('q=geladeira&status=encerrado')).body.total).toBe(1);
    expect((await search('status=aberto')).body.total).toBe(4);
  });

  it('never returns the reserve amount', async () => {
    const { body } = await search('q=brastemp');
    expect(body.lots).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('150000');
    expect(body.lots[0]).not.toHaveProperty('reserveCents');
  });
});

describe('GET /web/search filters', () => {
  it('filters by UF, by city with or without UF, ignoring accents', async () => {
    expect((await search('location=RJ')).body.total).toBe(1);
    expect((await search('location=rj')).body.total).toBe(1);
    expect(titles((await search(`location=${encodeURIComponent('Niteroi - RJ')}`)).body)).toEqual([
      'Fogão Industrial 6 Bocas',
    ]);
    expect((await search('location=campinas')).body.total).toBe(3);
    expect((await search(`location=${encodeURIComponent('Campinas/SP')}&q=geladeira`)).body.total).toBe(1);
    expect((await search(`location=${encodeURIComponent('Campinas - RJ')}`)).body.total).toBe(0);
  });

  it('filters by category, segment and type', async () => {
    const eletros = await search('category=eletros');
    expect(eletros.body.total).toBe(3);
    expect((await search('category=restaurantes&q=fogao')).body.total).toBe(1);
    expect((await search('category=restaurantes&q=geladeira')).body.total).toBe(0);
    expect(titles((await search('segment=desativacao-de-restaurante')).body)).toEqual([
      'Fogão Industrial 6 Bocas',
    ]);
    expect((await search('type=DIRECT_SALE')).body.total).toBe(1);
    expect((await search('type=AUCTION')).body.total).toBe(5);
  });

  it('counts facets for every other filter, so a chosen value keeps its siblings', async () => {
    const { body } = await search('q=geladeira&category=eletros&location=SP');
    expect(body.total).toBe(2);
    expect(body.facets.categories).toEqual([{ slug: 'eletros', name: 'Eletros', count: 2 }]);
    // The states facet ignores the location filter itself.
    expect(body.facets.states).toEqual(
      expect.arrayContaining([
        { code: 'SP', count: 2 },
        { code: 'PR', count: 1 },
      ]),
    );
    expect(body.facets.statuses).toEqual([
      { status: 'aberto', label: 'Aberto', count: 1 },
      { status: 'encerrado', label: 'Encerrado', count: 1 },
    ]);
    expect(body.facets.types).toEqual([{ type: 'AUCTION', label: 'Leilão', count: 2 }]);
  });

  it('sorts by price both ways and by ending soonest', async () => {
    const cheap = await search('status=aberto&sort=menor-preco');
    expect(titles(cheap.body)).toEqual([
      'Cadeira de Escritório Ergonômica',
      'Geladeiras Brastemp Frost Free 375 L',
      'Fogão Industrial 6 Bocas',
      'Notebook Dell Latitude 5420',
    ]);
    const dear = await search('status=aberto&sort=maior-preco');
    expect(titles(dear.body)).toEqual([...titles(cheap.body)].reverse());
    const ending = await search('sort=encerrando');
    expect(ending.body.lots.map((lot: { displayStatus: string }) => lot.displayStatus)).toEqual([
      'aberto',
      'aberto',
      'aberto',
      'aberto',
      'em-breve',
      'encerrado',
    ]);
  });

  it('answers with the listing of each lot, a thumbnail field and cache headers', async () => {
    const { body, headers } = await search('q=fogao');
    expect(body.lots[0]).toMatchObject({
      id: lots.stove.id,
      number: 1,
      unitPriceCents: 120_000,
      city: 'Niterói',
      state: 'RJ',
      macroCategory: 'RESTAURANTES',
      photo: null,
      listing: {
        id: niteroi.id,
        slug: niteroi.slug,
        type: 'DIRECT_SALE',
        segment: 'Desativação de Restaurante',
      },
    });
    expect(headers['cache-control']).toContain('max-age');
  });
});

describe('GET /web/search paging and bad input', () => {
  it('pages by 24 and answers an empty page beyond the last with the right total', async () => {
    const first = await search('currentPage=1');
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 24, total: 6 });
    const beyond = await search('currentPage=2');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ lots: [], total: 6, currentPage: 2 });
  });

  it.each([
    ['currentPage=0', 'currentPage'],
    ['currentPage=-1', 'currentPage'],
    ['currentPage=1.5', 'currentPage'],
    ['currentPage=abc', 'currentPage'],
    ['currentPage=100000', 'currentPage'],
    ['category=carros', 'categoria'],
    ['segment=nada', 'segmento'],
    ['type=LEILAO', 'tipo de evento'],
    ['status=aberta', 'situação'],
    ['sort=barato', 'ordenação'],
    [`q=${'a'.repeat(101)}`, 'busca'],
    ['location=XX', 'Local inválido'],
    [`location=${encodeURIComponent('Campinas - XX')}`, 'Local inválido'],
  ])('refuses %s with 400 and a message naming the problem', async (query, fragment) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(fragment);
  });

  it('copes with queries made only of symbols or stop words', async () => {
    for (const q of ['%25%27%22', 'de%20da%20do', '%3A*%20%7C%20%26', '!!!']) {
      const { status, body } = await search(`q=${q}`);
      expect(status).toBe(200);
      expect(body.total).toBe(6);
    }
  });

  it('answers repeated parameters with 400, not 500', async () => {
    const { status } = await search('q=a&q=b');
    expect(status).toBe(400);
  });
});

describe('GET /web/search rate limit', () => {
  it('answers 429 in Portuguese past the per-minute limit of searches', async () => {
    const { app: limited } = await createTestApp({ SEARCH_RATE_LIMIT_MAX: '2' });
    for (let i = 0; i < 2; i += 1) {
      expect((await limited.inject({ method: 'GET', url: '/web/search?q=geladeira' })).statusCode).toBe(200);
    }
    const refused = await limited.inject({ method: 'GET', url: '/web/search?q=geladeira' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Muitas (requisições|tentativas)/);
  });
});

describe('search text follows the Event', () => {
  it('finds lots by their Event title after the Event is renamed', async () => {
    const { app: fresh, db: freshDb } = await createTestApp({ SEARCH_CACHE_SECONDS: '0' });
    const listing = await makeListing(freshDb, { title: 'Leilão de Inverno' });
    await makeLot(freshDb, { listingId: listing.id, title: 'Aquecedor a Óleo' });
    const find = async (q: string) =>
      (await fresh.inject({ method: 'GET', url: `/web/search?q=${q}` })).json().total as number;
    expect(await find('inverno')).toBe(1);
    await freshDb.update(listings).set({ title: 'Leilão de Primavera' }).where(eq(listings.id, listing.id));
    expect(await find('inverno')).toBe(0);
    expect(await find('primavera')).toBe(1);
  });
});
