import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EndsAt } from './ends-at';

describe('<EndsAt>', () => {
  it('shows the end in horário de Brasília and says so, whatever the status', () => {
    const cases = [
      ['aberto', 'Encerra em 28 de abril de 2025 às 14:30 (horário de Brasília)'],
      ['em-breve', 'Termina em 28 de abril de 2025 às 14:30 (horário de Brasília)'],
      ['encerrado', 'Encerrou em 28 de abril de 2025 às 14:30 (horário de Brasília)'],
    ] as const;
    for (const [status, text] of cases) {
      const { container, unmount } = render(<EndsAt iso="2025-04-28T17:30:00.000Z" status={status} />);
      expect(container.textContent).toBe(text);
      expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2025-04-28T17:30:00.000Z');
      unmount();
    }
  });
});
