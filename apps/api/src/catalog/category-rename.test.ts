import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';

// Answer caches on (as in production): a rename must still show on the very next read.
const { app, db } = await createTestApp({ SEARCH_CACHE_SECONDS: '60', RATE_LIMIT_MAX: '10000' });
const cataloguer = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 1);
const listing = await makeListing(db, { title: 'Desativação de escritório na Paulista' });
const lot = await makeLot(db, {
  listingId: listing.id,
  title: 'Cadeira giratória de escritório',
  macroCategory: 'MOVEIS_ESCRITORIO',
});

const get = (url: string) => app.inject({ method: 'GET', url });
const rename = (name: string, slug: string) =>
  app.inject({
    method: 'PUT',
    url: '/backoffice/asset-categories/MOVEIS_ESCRITORIO',
    headers: cataloguer.headers,
    payload: { name, slug },
  });
const facetOf = async (url: string) =>
  (await get(url))
    .json()
    .facets.categories.find((facet: { slug: string; name: string }) => facet.name.includes('orporativ'));

describe('renaming an asset category shows on the public site at once', () => {
  it('menu, search facets and filter, lot page, suggestions; the old slug finds the new one', async () => {
    // Warm every cache with the old name first.
    expect((await get('/web/search?category=moveis-de-escritorio')).json().total).toBe(1);
    expect((await get(`/web/lots/${lot.id}`)).json().lot.category.slug).toBe('moveis-de-escritorio');
    await get('/web/search/suggestions?q=corporat');
    expect((await get('/web/asset-categories/by-slug/moveis-de-escritorio')).json()).toEqual({
      category: { code: 'MOVEIS_ESCRITORIO', name: 'Móveis de Escritório', slug: 'moveis-de-escritorio' },
      current: true,
    });

    expect((await rename('Mobiliário Corporativo', 'mobiliario-corporativo')).statusCode).toBe(200);

    const menu = (await get('/web/asset-categories/macros')).json().assetCategories;
    expect(menu.find((category: { code: string }) => category.code === 'MOVEIS_ESCRITORIO')).toMatchObject({
      name: 'Mobiliário Corporativo',
      slug: 'mobiliario-corporativo',
    });
    expect(await facetOf('/web/search')).toEqual({
      slug: 'mobiliario-corporativo',
      name: 'Mobiliário Corporativo',
      count: 1,
    });
    expect((await get('/web/search?category=mobiliario-corporativo')).json().total).toBe(1);
    // Links already out there with the old slug still filter the same lots.
    expect((await get('/web/search?category=moveis-de-escritorio')).json().total).toBe(1);
    expect((await get('/web/listings?category=mobiliario-corporativo')).json().total).toBe(1);
    expect((await get(`/web/lots/${lot.id}`)).json().lot.category).toEqual({
      code: 'MOVEIS_ESCRITORIO',
      name: 'Mobiliário Corporativo',
      slug: 'mobiliario-corporativo',
    });
    expect((await get('/web/search/suggestions?q=corporat')).json().suggestions[0]).toEqual({
      kind: 'categoria',
      label: 'Mobiliário Corporativo',
      slug: 'mobiliario-corporativo',
    });
    expect((await get('/web/asset-categories/by-slug/moveis-de-escritorio')).json()).toEqual({
      category: { code: 'MOVEIS_ESCRITORIO', name: 'Mobiliário Corporativo', slug: 'mobiliario-corporativo' },
      current: false,
    });
    expect((await get('/web/asset-categories/by-slug/mobiliario-corporativo')).json().current).toBe(true);
  });

  it('a second rename keeps every old slug pointing at the newest; taking a slug back makes it current', async () => {
    expect((await rename('Móveis Corporativos', 'moveis-corporativos')).statusCode).toBe(200);
    for (const old of ['moveis-de-escritorio', 'mobiliario-corporativo']) {
      expect((await get(`/web/asset-categories/by-slug/${old}`)).json()).toMatchObject({
        category: { slug: 'moveis-corporativos' },
        current: false,
      });
    }
    expect((await rename('Móveis de Escritório', 'moveis-de-escritorio')).statusCode).toBe(200);
    expect((await get('/web/asset-categories/by-slug/moveis-de-escritorio')).json().current).toBe(true);
    expect((await get('/web/asset-categories/by-slug/moveis-corporativos')).json()).toMatchObject({
      category: { slug: 'moveis-de-escritorio' },
      current: false,
    });
  });

  it('answers 404 for an unknown slug and a clear 400 for an unknown category filter', async () => {
    expect((await get('/web/asset-categories/by-slug/nada-disso')).json()).toMatchObject({
      statusCode: 404,
      code: 'ASSET_CATEGORY_NOT_FOUND',
      message: 'Categoria não encontrada.',
    });
    const bad = await get('/web/search?category=nada-disso');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Valor inválido para categoria \(category\)\. Use um destes: /);
    expect((await get('/web/search?category=Nada!')).json().code).toBe('VALIDATION_FAILED');
  });
});
