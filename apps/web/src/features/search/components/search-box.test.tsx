import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The App Router's hooks need Next's runtime; the test drives them with a real URL and records navigations.
const navigation = vi.hoisted(() => ({ pathname: '/', search: '', push: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: navigation.push }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

import { SearchBox, searchPlaceholders } from './search-box';

const at = (pathname: string, search = '') => {
  navigation.pathname = pathname;
  navigation.search = search;
};

beforeEach(() => {
  navigation.push.mockReset();
  at('/');
});

describe('SearchBox', () => {
  it('submits a field named q through a button titled Buscar', () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Buscar itens' });
    expect(input).toHaveProperty('name', 'q');
    expect(screen.getByRole('button', { name: 'Buscar' }).getAttribute('title')).toBe('Buscar');
  });

  it('goes to /busca with q from another page', () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'furadeira' } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(navigation.push).toHaveBeenCalledWith('/busca?q=furadeira');
  });

  it('on /busca shows the current q, replaces it and goes back to page 1', () => {
    at('/busca', 'q=sofa&location=SP&currentPage=3');
    render(<SearchBox />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('sofa');
    fireEvent.change(input, { target: { value: 'poltrona' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(navigation.push).toHaveBeenCalledWith('/busca?q=poltrona&location=SP&currentPage=1');
  });

  it("shows 'Buscar' on mobile and tablet and the long placeholder on desktop", () => {
    window.innerWidth = 800;
    const { unmount } = render(<SearchBox />);
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe(searchPlaceholders.compact);
    expect(searchPlaceholders.compact).toBe('Buscar');
    unmount();
    window.innerWidth = 1280;
    render(<SearchBox />);
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('O que você esta procurando?');
  });
});
