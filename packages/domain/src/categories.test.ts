import { describe, expect, it } from 'vitest';
import {
  featuredMacroCategoryCodes,
  findMacroCategoryBySlug,
  findOpportunityAreaBySlug,
  getMacroCategory,
  macroCategories,
  macroCategoryCodes,
  opportunityAreas,
} from './categories.js';
import { listingSegments } from './enums.js';
import { slugify } from './slug.js';

describe('macroCategories', () => {
  it('hold the 12 codes of the spec, in order', () => {
    expect(macroCategories.map((category) => category.code)).toEqual([...macroCategoryCodes]);
    expect(macroCategories).toHaveLength(12);
  });

  it('have slugs made from their names', () => {
    for (const category of macroCategories) expect(category.slug).toBe(slugify(category.name));
    expect(getMacroCategory('CELULARES_TABLETS_TELEFONIA')).toEqual({
      code: 'CELULARES_TABLETS_TELEFONIA',
      name: 'Celulares, Tablets e Telefonia',
      slug: 'celulares-tablets-e-telefonia',
    });
  });

  it('are found by slug', () => {
    expect(findMacroCategoryBySlug('veiculos-pesados')?.code).toBe('VEICULOS_PESADOS');
    expect(findMacroCategoryBySlug('nada')).toBeUndefined();
  });

  it('feature 4 distinct categories on mobile', () => {
    expect(new Set(featuredMacroCategoryCodes).size).toBe(4);
  });
});

describe('opportunityAreas', () => {
  it('have the spec route slugs', () => {
    expect(opportunityAreas.map((area) => `/oportunidades/${area.slug}`)).toEqual([
      '/oportunidades/bens-de-apartamentos-decorados',
      '/oportunidades/cotas-de-consorcio-e-cartas-de-credito',
      '/oportunidades/desativacoes-corporativas',
      '/oportunidades/logistica-reversa',
      '/oportunidades/queima-de-estoque',
      '/oportunidades/veiculos',
    ]);
  });

  it('list only known segments, each in at most one area', () => {
    const segments = opportunityAreas.flatMap((area) => area.segments);
    for (const segment of segments) expect(listingSegments).toContain(segment);
    expect(new Set(segments).size).toBe(segments.length);
    expect(findOpportunityAreaBySlug('veiculos')?.title).toBe('Veículos');
  });
});

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('Móveis de Escritório')).toBe('moveis-de-escritorio');
    expect(slugify('  Celulares, Tablets e Telefonia!  ')).toBe('celulares-tablets-e-telefonia');
    expect(slugify('Construção')).toBe('construcao');
  });
});
