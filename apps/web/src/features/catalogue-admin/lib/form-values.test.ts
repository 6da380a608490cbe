import { describe, expect, it } from 'vitest';
import { centsToInput, fromBrasiliaInput, inputToCents, moveItem, toBrasiliaInput } from './form-values';

describe('catalogue form values', () => {
  it('shows instants in horário de Brasília and sends them back in UTC', () => {
    expect(toBrasiliaInput('2026-12-01T12:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromBrasiliaInput('2026-12-01T09:00')).toBe('2026-12-01T12:00:00.000Z');
    expect(toBrasiliaInput(null)).toBe('');
    expect(fromBrasiliaInput('')).toBe('');
  });

  it('reads money as reais with a decimal comma and keeps centavos exact', () => {
    expect(inputToCents('R$ 1.234,56')).toBe(123_456);
    expect(inputToCents('500')).toBe(50_000);
    expect(inputToCents('')).toBeNull();
    expect(inputToCents('abc')).toBeNaN();
    expect(centsToInput(123_456)).toBe('1234,56');
    expect(centsToInput(null)).toBe('');
  });

  it('moves an item up or down a list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
