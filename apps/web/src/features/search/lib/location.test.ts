import { describe, expect, it } from 'vitest';
import { formatLocation, parseLocation, truncateLocationLabel } from './location';

describe('truncateLocationLabel', () => {
  it('keeps labels of up to 8 characters', () => {
    expect(truncateLocationLabel('SP')).toBe('SP');
    expect(truncateLocationLabel('Natal-RN')).toBe('Natal-RN');
  });

  it('cuts longer labels at 8 characters and adds ...', () => {
    expect(truncateLocationLabel('São Paulo - SP')).toBe('São Paul...');
    expect(truncateLocationLabel('Campinas - SP')).toBe('Campinas...');
  });

  it('counts accented characters as one', () => {
    expect(truncateLocationLabel('Maceió - AL')).toBe('Maceió -...');
  });
});

describe('location values', () => {
  it('is a UF code or "Cidade - UF"', () => {
    expect(formatLocation('SP')).toBe('SP');
    expect(formatLocation('SP', 'Campinas')).toBe('Campinas - SP');
    expect(parseLocation('Campinas - SP')).toEqual({ state: 'SP', city: 'Campinas' });
    expect(parseLocation('Embu-Guaçu - SP')).toEqual({ state: 'SP', city: 'Embu-Guaçu' });
    expect(parseLocation('rj')).toEqual({ state: 'RJ', city: null });
    expect(parseLocation('qualquer coisa')).toBeNull();
    expect(parseLocation('')).toBeNull();
  });
});
