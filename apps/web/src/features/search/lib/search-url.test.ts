import { describe, expect, it } from 'vitest';
import { buildSearchHref } from './search-url';

const params = (query: string) => new URLSearchParams(query);

describe('buildSearchHref', () => {
  it('goes from any other page to /busca with only q', () => {
    expect(buildSearchHref('/', params(''), 'q', 'geladeira')).toBe('/busca?q=geladeira');
    expect(buildSearchHref('/termos', params('foo=bar'), 'q', '  mesa de escritório ')).toBe(
      '/busca?q=mesa+de+escrit%C3%B3rio',
    );
  });

  it('on /busca replaces q, keeps the other filters and resets currentPage to 1', () => {
    const href = buildSearchHref('/busca', params('q=sofa&location=SP&currentPage=4'), 'q', 'cadeira');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/busca');
    expect(url.searchParams.get('q')).toBe('cadeira');
    expect(url.searchParams.get('location')).toBe('SP');
    expect(url.searchParams.get('currentPage')).toBe('1');
  });

  it('treats location the same way', () => {
    expect(buildSearchHref('/', params(''), 'location', 'Campinas - SP')).toBe(
      '/busca?location=Campinas+-+SP',
    );
    const url = new URL(
      buildSearchHref('/busca', params('q=moto&currentPage=2'), 'location', 'RJ'),
      'http://x',
    );
    expect(url.searchParams.get('q')).toBe('moto');
    expect(url.searchParams.get('location')).toBe('RJ');
    expect(url.searchParams.get('currentPage')).toBe('1');
  });

  it('an empty value removes the filter', () => {
    expect(buildSearchHref('/', params(''), 'q', '   ')).toBe('/busca');
    const url = new URL(
      buildSearchHref('/busca', params('q=moto&location=SP&currentPage=3'), 'location', ''),
      'http://x',
    );
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.get('q')).toBe('moto');
    expect(url.searchParams.get('currentPage')).toBe('1');
  });
});
