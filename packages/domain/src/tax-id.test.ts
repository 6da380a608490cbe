import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  censorTaxId,
  cnpjSchema,
  completeCnpj,
  completeCpf,
  cpfSchema,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  maskTaxId,
  normalizeTaxId,
  onlyDigits,
  taxIdKind,
  taxIdSchema,
} from './tax-id.js';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
const cnpjBaseChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const twoDigitSuffixes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

describe('onlyDigits and normalizeTaxId', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('abc')).toBe('');
  });

  it('keeps upper-cased letters for the alphanumeric CNPJ', () => {
    expect(normalizeTaxId('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeTaxId(' 529.982.247-25 ')).toBe('52998224725');
  });
});

describe('taxIdKind', () => {
  it.each([
    ['529.982.247-25', 'CPF'],
    ['52998224725', 'CPF'],
    ['11.222.333/0001-81', 'CNPJ'],
    ['12.ABC.345/01DE-35', 'CNPJ'],
    ['1234567890', null],
    ['123456789012', null],
    ['123456789012345', null],
    ['12ABC34501DEAB', null],
    ['', null],
  ])('%s is %s', (value, kind) => {
    expect(taxIdKind(value)).toBe(kind);
  });
});

describe('formatTaxId', () => {
  it('formats 11 digits as a CPF and 14 as a CNPJ, with or without punctuation', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('529.982.247-25')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatTaxId('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('formats partial input as far as it goes', () => {
    expect(formatTaxId('')).toBe('');
    expect(formatTaxId('529')).toBe('529');
    expect(formatTaxId('5299')).toBe('529.9');
    expect(formatTaxId('529982247')).toBe('529.982.247');
    expect(formatTaxId('5299822472')).toBe('529.982.247-2');
    expect(formatTaxId('112223330001')).toBe('11.222.333/0001');
  });

  it('truncates to 14 characters', () => {
    expect(formatTaxId('1122233300018199')).toBe('11.222.333/0001-81');
  });

  it('round-trips with onlyDigits and is idempotent', () => {
    fc.assert(
      fc.property(digitString(0, 20), (digits) => {
        const formatted = formatTaxId(digits);
        expect(onlyDigits(formatted)).toBe(digits.slice(0, 14));
        expect(formatTaxId(formatted)).toBe(formatted);
      }),
    );
  });
});

describe('maskTaxId and censorTaxId', () => {
  it('hides the first three and last two digits of a CPF', () => {
    expect(maskTaxId('123.456.789-09')).toBe('***.456.789-**');
    expect(maskTaxId('12345678909')).toBe('***.456.789-**');
  });

  it('shows a CNPJ formatted, as it is public record', () => {
    expect(maskTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('censors to the middle digits only', () => {
    expect(censorTaxId('123.456.789-09')).toBe('***.456.789-**');
    expect(censorTaxId('11.222.333/0001-81')).toBe('**.222.333/****-**');
  });

  it('gives an empty string for something that is not a tax id', () => {
    expect(maskTaxId('123')).toBe('');
    expect(censorTaxId('abc')).toBe('');
  });

  it('never shows the hidden digits of any CPF', () => {
    fc.assert(
      fc.property(digitString(11, 11), (cpf) => {
        const masked = maskTaxId(cpf);
        expect(masked).toMatch(/^\*{3}\.\d{3}\.\d{3}-\*{2}$/);
        expect(onlyDigits(masked)).toBe(cpf.slice(3, 9));
      }),
    );
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-15'],
    ['a wrong second check digit', '529.982.247-26'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['letters', '529.982.24A-25'],
    ['nothing', ''],
  ])('refuses %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    'refuses the repeated sequence %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('has exactly one pair of check digits for every base', () => {
    fc.assert(
      fc.property(
        digitString(9, 9).filter((base) => !/^(.)\1*$/.test(base)),
        (base) => {
          expect(twoDigitSuffixes.filter((suffix) => isValidCpf(base + suffix))).toHaveLength(1);
        },
      ),
    );
  });
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61', '33.000.167/0001-01'])(
    'accepts the numeric %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it('accepts the Receita Federal alphanumeric example, in any case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '11.222.333/0001-71'],
    ['a wrong second check digit', '11.222.333/0001-82'],
    ['a wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['too few characters', '11.222.333/0001-8'],
    ['other symbols', '11.222.333/0001*81'],
    ['nothing', ''],
  ])('refuses %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(['00000000000000', '11111111111111', '99999999999999', 'AAAAAAAAAAAAAA'])(
    'refuses the repeated sequence %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('has exactly one pair of check digits for every alphanumeric base', () => {
    fc.assert(
      fc.property(fc.string({ unit: cnpjBaseChar, minLength: 12, maxLength: 12 }), (base) => {
        fc.pre(!/^(.)\1*$/.test(base));
        expect(twoDigitSuffixes.filter((suffix) => isValidCnpj(base + suffix))).toHaveLength(1);
      }),
    );
  });
});

describe('isValidTaxId', () => {
  it('accepts a CPF or a CNPJ and nothing else', () => {
    expect(isValidTaxId('529.982.247-25')).toBe(true);
    expect(isValidTaxId('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidTaxId('529.982.247-26')).toBe(false);
    expect(isValidTaxId('ABC.982.247-25')).toBe(false);
  });
});

describe('tax id schemas', () => {
  it('normalizes valid input', () => {
    expect(cpfSchema.parse(' 529.982.247-25 ')).toBe('52998224725');
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(taxIdSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('answers in pt-BR', () => {
    expect(cpfSchema.safeParse('529.982.247-26').error?.issues[0]?.message).toBe('CPF inválido');
    expect(cnpjSchema.safeParse('11.222.333/0001-82').error?.issues[0]?.message).toBe('CNPJ inválido');
    expect(taxIdSchema.safeParse('123').error?.issues[0]?.message).toBe('CPF ou CNPJ inválido');
    expect(cpfSchema.safeParse('').error?.issues[0]?.message).toBe('CPF é obrigatório');
    expect(cnpjSchema.safeParse(undefined).error?.issues[0]?.message).toBe('CNPJ é obrigatório');
  });

  it('does not take a CNPJ for a CPF', () => {
    expect(cpfSchema.safeParse('11.222.333/0001-81').success).toBe(false);
  });
});

describe('completeCpf / completeCnpj', () => {
  it('appends the check digits the validators accept', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
  });

  it('always yields a valid tax id for any base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        fc.pre(!/^(.)\1*$/.test(base));
        expect(isValidCpf(completeCpf(base))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), (base) => {
        fc.pre(!/^(.)\1*$/.test(base));
        expect(isValidCnpj(completeCnpj(base))).toBe(true);
      }),
    );
  });

  it('refuses malformed bases', () => {
    expect(() => completeCpf('123')).toThrow(RangeError);
    expect(() => completeCnpj('12abc34501de')).toThrow(RangeError);
  });
});
