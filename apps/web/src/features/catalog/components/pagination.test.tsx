import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pagination', () => {
  it('shows the first, the last and two pages each side of the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('links each page and marks the current one; nothing for a single page', () => {
    render(
      <Pagination currentPage={2} total={60} pageSize={24} hrefFor={(page) => `/x?currentPage=${page}`} />,
    );
    expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Próxima' }).getAttribute('href')).toBe('/x?currentPage=3');
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/x?currentPage=1');
    const { container } = render(<Pagination currentPage={1} total={10} pageSize={24} hrefFor={String} />);
    expect(container.innerHTML).toBe('');
  });
});
