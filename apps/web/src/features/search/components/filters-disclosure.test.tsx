import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiltersDisclosure } from './filters-disclosure';

describe('the search filters on a phone', () => {
  it('start closed behind the Filtros button, which opens and closes them', () => {
    render(
      <FiltersDisclosure>
        <a href="/busca?category=eletros">Eletros</a>
      </FiltersDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'Filtros' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByRole('link', { name: 'Eletros' }))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Hidden on a phone, always shown from the lg breakpoint up.
    expect(panel.className).toBe('hidden lg:block');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toBe('');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toBe('hidden lg:block');
  });
});
