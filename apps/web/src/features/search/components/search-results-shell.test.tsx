import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSearchQuery, SearchResultsShell } from './search-results-shell';

describe('/busca', () => {
  it('reads q, location and currentPage, falling back to page 1', () => {
    expect(readSearchQuery({ q: ' trator ', location: 'GO', currentPage: '3' })).toEqual({
      q: 'trator',
      location: 'GO',
      currentPage: 3,
    });
    expect(readSearchQuery({ q: ['a', 'b'], currentPage: '-2' })).toEqual({
      q: 'a',
      location: '',
      currentPage: 1,
    });
    expect(readSearchQuery({ currentPage: 'abc' }).currentPage).toBe(1);
  });

  it('echoes the query and helps when nothing is found', () => {
    render(<SearchResultsShell query={{ q: 'trator', location: 'Rio Verde - GO', currentPage: 1 }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resultados para “trator”');
    expect(
      screen.getByRole('heading', { name: 'Nenhum resultado para “trator” em Rio Verde - GO' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Veja os resultados em todos os locais' }).getAttribute('href'),
    ).toBe('/busca?q=trator&currentPage=1');
    expect(screen.getByRole('link', { name: 'categorias' }).getAttribute('href')).toBe('/categorias');
    expect(screen.getByRole('link', { name: /Veículos/ }).getAttribute('href')).toBe(
      '/oportunidades/veiculos',
    );
  });
});
