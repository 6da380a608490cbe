import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Address,
  addressSchema,
  formatAddress,
  formatPostalCode,
  parseAddressString,
  postalCodeSchema,
} from './address.js';
import { brazilianStateCodes, isBrazilianStateCode } from './states.js';

describe('parseAddressString', () => {
  it('reads street, number, complement, neighbourhood, city, UF and CEP', () => {
    expect(parseAddressString('Rua Augusta, 1500, Apto 4 - Consolação, São Paulo - SP, 01304-001')).toEqual({
      line1: 'Rua Augusta',
      number: '1500',
      line2: 'Apto 4',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01304-001',
    });
  });

  it('takes the complement as optional, s/n as a number and a CEP without dash', () => {
    expect(parseAddressString('Avenida Brasil, s/n - Centro, Rio de Janeiro - rj, 20040002')).toEqual({
      line1: 'Avenida Brasil',
      number: 's/n',
      line2: null,
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      postalCode: '20040-002',
    });
  });

  it.each([
    ['no number', 'Rua Augusta - Consolação, São Paulo - SP, 01304-001'],
    ['no neighbourhood', 'Rua Augusta, 1500, São Paulo - SP, 01304-001'],
    ['no state', 'Rua Augusta, 1500 - Consolação, São Paulo, 01304-001'],
    ['no CEP', 'Rua Augusta, 1500 - Consolação, São Paulo - SP'],
    ['a short CEP', 'Rua Augusta, 1500 - Consolação, São Paulo - SP, 01304-00'],
    ['nothing', ''],
  ])('fails with %s', (_, text) => {
    expect(() => parseAddressString(text)).toThrow(new Error('Invalid address string'));
  });

  it('reads back what formatAddress writes', () => {
    const part = fc
      .stringMatching(/^[A-Za-zÀ-ú0-9][A-Za-zÀ-ú0-9 ./]{0,20}[A-Za-zÀ-ú0-9]$/)
      .filter((s) => !/ {2}|\s-\s/.test(s));
    const address: fc.Arbitrary<Address> = fc.record({
      line1: part,
      number: part,
      line2: fc.option(part),
      neighborhood: part,
      city: part,
      state: fc.constantFrom(...brazilianStateCodes),
      postalCode: fc.stringMatching(/^\d{5}-\d{3}$/),
    });
    fc.assert(
      fc.property(address, (value) => {
        expect(parseAddressString(formatAddress(value))).toEqual(value);
      }),
    );
  });
});

describe('formatPostalCode', () => {
  it('writes ddddd-ddd as far as the digits go', () => {
    expect(formatPostalCode('01304001')).toBe('01304-001');
    expect(formatPostalCode('01304-001')).toBe('01304-001');
    expect(formatPostalCode('01304')).toBe('01304');
    expect(formatPostalCode('013040')).toBe('01304-0');
    expect(formatPostalCode('0130400199')).toBe('01304-001');
  });
});

describe('postalCodeSchema', () => {
  it('accepts a CEP with or without dash', () => {
    expect(postalCodeSchema.parse('01304001')).toBe('01304-001');
    expect(postalCodeSchema.parse(' 01304-001 ')).toBe('01304-001');
  });

  it.each(['0130400', '01304-0011', 'abcde-fgh', '01.304-001'])('answers CEP inválido for %s', (value) => {
    expect(postalCodeSchema.safeParse(value).error?.issues[0]?.message).toBe('CEP inválido');
  });
});

describe('addressSchema', () => {
  const valid = {
    line1: 'Rua Augusta',
    number: '1500',
    line2: '',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'sp',
    postalCode: '01304001',
  };

  it('normalizes a valid address', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      line2: null,
      state: 'SP',
      postalCode: '01304-001',
    });
  });

  it('answers each missing part in pt-BR', () => {
    const result = addressSchema.safeParse({
      ...valid,
      line1: ' ',
      number: '',
      neighborhood: '',
      city: '',
      state: 'XX',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Endereço é obrigatório',
      'Número é obrigatório',
      'Bairro é obrigatório',
      'Cidade é obrigatória',
      'Estado inválido',
    ]);
  });
});

describe('brazilianStateCodes', () => {
  it('lists the 27 UFs', () => {
    expect(new Set(brazilianStateCodes).size).toBe(27);
    expect(isBrazilianStateCode('DF')).toBe(true);
    expect(isBrazilianStateCode('XX')).toBe(false);
  });
});
