import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';

// A catalogue where the fridge is named only in the singular and chairs only in the plural: a plural query
// must find its singular by stem, not the words that merely look like it.
const { app, db } = await createTestApp();
const listing = await makeListing(db, {
  title: 'Apartamento Decorado em Moema',
  city: 'São Paulo',
  state: 'SP',
});
await makeLot(db, {
  listingId: listing.id,
  title: 'Geladeira Brastemp Frost Free 375 L',
  macroCategory: 'ELETROS',
});
await makeLot(db, {
  listingId: listing.id,
  title: 'Mesa de Jantar com 6 Cadeiras',
  macroCategory: 'MOVEIS_UTILIDADES',
});
await makeLot(db, {
  listingId: listing.id,
  title: 'Estante de Madeira Maciça',
  macroCategory: 'MOVEIS_UTILIDADES',
});

async function titles(q: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/web/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { lots: { title: string }[] }).lots.map((lot) => lot.title);
}

describe('GET /web/search: stems before typos', () => {
  it('a plural finds its singular and not the words that look like it', async () => {
    expect(await titles('geladeiras')).toEqual(['Geladeira Brastemp Frost Free 375 L']);
    expect(await titles('Geladeiras')).toEqual(['Geladeira Brastemp Frost Free 375 L']);
  });

  it('a singular finds its plural and not the words that look like it', async () => {
    expect(await titles('cadeira')).toEqual(['Mesa de Jantar com 6 Cadeiras']);
  });

  it('a misspelt word still finds the word it resembles', async () => {
    expect(await titles('geladiera')).toEqual(['Geladeira Brastemp Frost Free 375 L']);
    expect(await titles('kadeiras')).toEqual(['Mesa de Jantar com 6 Cadeiras']);
  });
});
