import { describe, expect, it } from 'vitest';
import { buildFilterHref, hasRefinements, readSearchFilters, sortOptionsFor } from './filter-url';

describe('search filter URLs', () => {
  it('reads known keys only, first values, trimmed; drops page 1 and bad pages', () => {
    expect(
      readSearchFilters({ q: ' sofá ', category: ['eletros', 'imoveis'], foo: 'bar', currentPage: '3' }),
    ).toEqual({ q: 'sofá', category: 'eletros', currentPage: '3' });
    expect(readSearchFilters({ currentPage: '1' })).toEqual({});
    expect(readSearchFilters({ currentPage: '-2' })).toEqual({});
    expect(readSearchFilters({ currentPage: '2abc' })).toEqual({});
    expect(readSearchFilters({ q: '   ' })).toEqual({});
  });

  it('adds a filter and goes back to the first page', () => {
    expect(buildFilterHref({ q: 'geladeira', currentPage: '4' }, { location: 'SP' })).toBe(
      '/busca?q=geladeira&location=SP',
    );
  });

  it('replaces and removes filters, keeping a stable order', () => {
    const current = { q: 'mesa', category: 'eletros', status: 'aberto' };
    expect(buildFilterHref(current, { category: 'moveis-de-escritorio' })).toBe(
      '/busca?q=mesa&category=moveis-de-escritorio&status=aberto',
    );
    expect(buildFilterHref(current, { category: null, status: '' })).toBe('/busca?q=mesa');
    expect(buildFilterHref({}, {})).toBe('/busca');
  });

  it('changes only the page when paging, and page 1 has no parameter', () => {
    const current = { q: 'mesa', sort: 'menor-preco' };
    expect(buildFilterHref(current, { currentPage: '2' })).toBe(
      '/busca?q=mesa&sort=menor-preco&currentPage=2',
    );
    expect(buildFilterHref({ ...current, currentPage: '2' }, { currentPage: '1' })).toBe(
      '/busca?q=mesa&sort=menor-preco',
    );
  });

  it('encodes values', () => {
    expect(buildFilterHref({}, { location: 'São Paulo - SP', q: 'a&b' })).toBe(
      '/busca?q=a%26b&location=S%C3%A3o+Paulo+-+SP',
    );
  });

  it('knows when a page is refined and offers relevance only with words', () => {
    expect(hasRefinements({ q: 'x', location: 'SP' })).toBe(false);
    expect(hasRefinements({ type: 'AUCTION' })).toBe(true);
    expect(sortOptionsFor({}).map((option) => option.value)).not.toContain('relevancia');
    expect(sortOptionsFor({ q: 'x' }).map((option) => option.value)[0]).toBe('relevancia');
  });
});
