import { isValidCnpj, isValidCpf } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskPostalCode } from './masks';

describe('CPF mask', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['12a3b', '123'],
  ])('formats %j as %j', (typed, shown) => {
    expect(maskCpf(typed)).toBe(shown);
  });

  it('gives a value the domain schema accepts', () => {
    expect(isValidCpf(maskCpf('52998224725'))).toBe(true);
  });
});

describe('CNPJ mask', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001', '11.222.333/0001'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['1122233300018199', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('formats %j as %j', (typed, shown) => {
    expect(maskCnpj(typed)).toBe(shown);
  });

  it('keeps letters in the base but only digits in the two check positions', () => {
    expect(maskCnpj('12ABC34501DEAB')).toBe('12.ABC.345/01DE');
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });

  it('gives values the domain schema accepts, numeric and alphanumeric', () => {
    expect(isValidCnpj(maskCnpj('11222333000181'))).toBe(true);
    expect(isValidCnpj(maskCnpj('12abc34501de35'))).toBe(true);
  });
});

describe('CEP mask', () => {
  it.each([
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
  ])('formats %j as %j', (typed, shown) => {
    expect(maskPostalCode(typed)).toBe(shown);
  });
});
