import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ui } from '@/config/ui';
import { AppAsyncSelect, AppSelect, matchesOption, type SelectOption } from './select';

const states: SelectOption[] = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais' },
];

function open(input: HTMLElement) {
  fireEvent.focus(input);
  fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
}

const visibleOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('AppSelect', () => {
  it("shows 'Selecionar ...' when nothing is chosen", () => {
    render(<AppSelect inputId="s" options={states} />);
    expect(screen.getByText('Selecionar ...')).toBeTruthy();
  });

  it('searches case-insensitively on the label', () => {
    render(<AppSelect inputId="s" options={states} />);
    const input = screen.getByRole('combobox');
    open(input);
    fireEvent.change(input, { target: { value: 'RIO' } });
    expect(visibleOptions()).toEqual(['Rio de Janeiro']);
  });

  it('searches on the value too', () => {
    render(<AppSelect inputId="s" options={states} />);
    const input = screen.getByRole('combobox');
    open(input);
    fireEvent.change(input, { target: { value: 'mg' } });
    expect(visibleOptions()).toEqual(['Minas Gerais']);
  });

  it("says 'Nenhum resultado encontrado' when nothing matches", () => {
    render(<AppSelect inputId="s" options={states} />);
    const input = screen.getByRole('combobox');
    open(input);
    fireEvent.change(input, { target: { value: 'Paraná' } });
    expect(visibleOptions()).toEqual([]);
    expect(screen.getByText('Nenhum resultado encontrado')).toBeTruthy();
  });

  it('has the spec limits', () => {
    expect(ui.select).toMatchObject({ menuMaxHeight: 300, menuMinHeight: 140, pageSize: 5 });
    expect(matchesOption({ label: 'São Paulo', value: 'SP' }, 'sao')).toBe(true);
    expect(matchesOption({ label: 'São Paulo', value: 'SP' }, '')).toBe(true);
    expect(matchesOption({ label: 'São Paulo', value: 'SP' }, 'rio')).toBe(false);
  });

  it('moves 5 options with Page Down', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ value: `v${index}`, label: `Opção ${index}` }));
    render(<AppSelect inputId="s" options={many} />);
    const input = screen.getByRole('combobox');
    open(input);
    fireEvent.keyDown(input, { key: 'PageDown', code: 'PageDown' });
    const focused = document.querySelector('[role="option"][aria-selected="true"], [class*="bg-brand-50"]');
    expect(focused?.textContent).toBe('Opção 5');
  });
});

describe('AppAsyncSelect', () => {
  it("asks to type ('Digite para pesquisar'), then loads matching options", async () => {
    const loadOptions = async (input: string) =>
      states.filter((option) => option.label.toLowerCase().includes(input.toLowerCase()));
    render(<AppAsyncSelect inputId="a" loadOptions={loadOptions} />);
    const input = screen.getByRole('combobox');
    open(input);
    expect(screen.getByText('Digite para pesquisar')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'minas' } });
    expect(await screen.findByText('Minas Gerais')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeTruthy();
  });
});
