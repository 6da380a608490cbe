import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';

const { app, db } = await createTestApp({ SEARCH_RATE_LIMIT_MAX: '10' });
const listing = await makeListing(db, { title: 'Desativação de Escritório', city: 'Campinas', state: 'SP' });
const draft = await makeListing(db, { status: 'DRAFT', title: 'Rascunho', city: 'Campinas', state: 'SP' });
await makeLot(db, {
  listingId: listing.id,
  title: 'Notebook Dell Latitude 5420',
  description: 'Com carregador original.',
  macroCategory: 'INFORMATICA',
});
await makeLot(db, {
  listingId: listing.id,
  title: 'Notebook Dell Latitude 5420',
  macroCategory: 'INFORMATICA',
});
const car = await makeLot(db, {
  listingId: listing.id,
  title: 'Fiat Uno Mille 2012',
  macroCategory: 'VEICULOS_LEVES',
});
await makeLot(db, { listingId: draft.id, title: 'Notebook Secreto', macroCategory: 'INFORMATICA' });

async function suggest(q: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/web/search/suggestions?q=${encodeURIComponent(q)}`,
    remoteAddress: '10.0.0.1',
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /web/search/suggestions', () => {
  it('offers lot titles for the words typed so far, the last one as a prefix, each title once', async () => {
    const { status, body, headers } = await suggest('noteb');
    expect(status).toBe(200);
    expect(headers['cache-control']).toContain('max-age=5');
    expect(body.suggestions).toEqual([
      { kind: 'lote', label: 'Notebook Dell Latitude 5420', lotId: expect.any(String) },
    ]);
    expect((await suggest('notebook lat')).body.suggestions).toHaveLength(1);
  });

  it('offers the category a word names before its lots, and never a draft Event', async () => {
    const { body } = await suggest('carro');
    expect(body.suggestions).toEqual([
      { kind: 'categoria', label: 'Veículos Leves', slug: 'veiculos-leves' },
      { kind: 'lote', label: 'Fiat Uno Mille 2012', lotId: car.id },
    ]);
    const informatics = await suggest('infor');
    expect(informatics.body.suggestions[0]).toEqual({
      kind: 'categoria',
      label: 'Informática',
      slug: 'informatica',
    });
    expect(JSON.stringify((await suggest('secreto')).body)).not.toContain('Secreto');
  });

  it('answers nothing for one letter, symbols or stop words, and 400 in Portuguese for a long text', async () => {
    expect((await suggest('n')).body).toEqual({ suggestions: [] });
    expect((await suggest('!!')).body).toEqual({ suggestions: [] });
    expect((await suggest('de')).body).toEqual({ suggestions: [] });
    const long = await suggest('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('VALIDATION_FAILED');
    expect(long.body.message).toContain('no máximo 100 caracteres');
  });

  it('answers 429 in Portuguese past twice the searches per-minute allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/web/search/suggestions?q=mesa${i}`,
        remoteAddress: '10.0.0.99',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(response.json().message).toMatch(/^Muitas (requisições|tentativas)/);
      }
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
