import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinIcon, InfoCard } from './info-card';

describe('InfoCard', () => {
  it('starts closed: a heading with a button that says it is collapsed, the content in the page but hidden', () => {
    render(
      <InfoCard title="Quanto custa usar a Circula?">
        <p>Nada: cadastrar-se é grátis.</p>
      </InfoCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Quanto custa usar a Circula?' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(screen.getByRole('heading', { level: 3, name: 'Quanto custa usar a Circula?' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.textContent).toBe('Nada: cadastrar-se é grátis.');
    expect(content?.hidden).toBe(true);
    expect(toggle.querySelector('[data-toggle]')?.getAttribute('data-toggle')).toBe('plus');
  });

  it('opens and closes from its button, switching plus and minus', () => {
    render(
      <InfoCard title="Taxa administrativa" icon={<CoinIcon />} headingLevel={4}>
        <p>Um valor por lote.</p>
      </InfoCard>,
    );
    const toggle = screen.getByRole('button', { name: 'Taxa administrativa' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Um valor por lote.').closest('[hidden]')).toBeNull();
    expect(toggle.querySelector('[data-toggle]')?.getAttribute('data-toggle')).toBe('minus');
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Um valor por lote.').closest('[hidden]')).not.toBeNull();
  });

  it('can start open', () => {
    render(
      <InfoCard title="Aberto" defaultOpen>
        <p>Visível.</p>
      </InfoCard>,
    );
    expect(screen.getByRole('button', { name: 'Aberto' }).getAttribute('aria-expanded')).toBe('true');
  });
});
