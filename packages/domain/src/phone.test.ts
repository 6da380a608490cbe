import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateUserSchema } from './auth.js';
import {
  brazilianAreaCodes,
  formatPhone,
  isValidPhone,
  normalizePhone,
  phoneCallingCode,
  phoneError,
  phoneMessages,
  phoneSchema,
} from './phone.js';

describe('isValidPhone (BR)', () => {
  it.each([
    '11912345678',
    '1131234567',
    '(11) 91234-5678',
    '(11) 3123-4567',
    '+55 11 91234-5678',
    '+5511912345678',
    '011912345678',
    '0 11 3123-4567',
    '21 99876.5432',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(isValidPhone(phone, 'BR')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no area code', '912345678'],
    ['7 digits after the area code', '113123456'],
    ['10 digits after the area code', '119123456789'],
    ['an area code with a zero', '10912345678'],
    ['another country code', '+1 11 91234-5678'],
    ['55 without the plus', '5511912345678'],
    ['letters', '11 9123A-5678'],
  ])('refuses %s', (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('isValidPhone (other countries)', () => {
  it('uses the country pattern', () => {
    expect(isValidPhone('+1 213 373 4253', 'US')).toBe(true);
    expect(isValidPhone('213 373 4253', 'US')).toBe(true);
    expect(isValidPhone('12', 'US')).toBe(false);
    expect(isValidPhone('912 345 678', 'PT')).toBe(true);
  });

  it('counts an unknown country as valid, but never an empty phone', () => {
    expect(isValidPhone('12', 'XX')).toBe(true);
    expect(isValidPhone('', 'XX')).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('gives E.164', () => {
    expect(normalizePhone('(11) 91234-5678', 'BR')).toBe('+5511912345678');
    expect(normalizePhone('011 3123-4567', 'BR')).toBe('+551131234567');
    expect(normalizePhone('+55 11 91234-5678', 'BR')).toBe('+5511912345678');
    expect(normalizePhone('213 373 4253', 'US')).toBe('+12133734253');
  });

  it('gives null when it cannot', () => {
    expect(normalizePhone('', 'BR')).toBeNull();
    expect(normalizePhone('123', 'BR')).toBeNull();
    expect(normalizePhone('12', 'US')).toBeNull();
    expect(normalizePhone('', 'XX')).toBeNull();
    expect(normalizePhone('12 abc', 'XX')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows +CC AA NNNNN-NNNN', () => {
    expect(formatPhone('11912345678')).toBe('+55 11 91234-5678');
    expect(formatPhone('+55 (11) 91234-5678')).toBe('+55 11 91234-5678');
  });

  it('shows 8-digit landlines as +CC AA NNNN-NNNN', () => {
    expect(formatPhone('1131234567')).toBe('+55 11 3123-4567');
  });

  it('uses the international format elsewhere and leaves invalid input as typed', () => {
    expect(formatPhone('2133734253', 'US')).toBe('+1 213 373 4253');
    expect(formatPhone(' 123 ')).toBe('123');
    expect(formatPhone('123', 'XX')).toBe('123');
  });
});

describe('phoneSchema', () => {
  it('gives E.164', () => {
    expect(phoneSchema.parse('(11) 91234-5678')).toBe('+5511912345678');
  });

  it('answers in pt-BR', () => {
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toBe('Telefone inválido');
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('Telefone é obrigatório');
  });
});

describe('Brazilian area codes', () => {
  const allPairs = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
  const unknown = allPairs.filter((code) => !brazilianAreaCodes.has(code));

  it('are the 67 DDDs in use', () => {
    expect(brazilianAreaCodes.size).toBe(67);
    for (const missing of [
      '01',
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '40',
      '50',
      '52',
      '56',
      '60',
    ]) {
      expect(brazilianAreaCodes.has(missing)).toBe(false);
    }
  });

  it('refuses (01) 91234-5678 instead of reading it as DDD 19', () => {
    expect(phoneError('(01) 91234-5678')).toBe(phoneMessages.areaCodeInvalid);
    expect(normalizePhone('(01) 91234-5678')).toBeNull();
    expect(phoneSchema.safeParse('(01) 91234-5678').error?.issues[0]?.message).toBe(
      phoneMessages.areaCodeInvalid,
    );
    expect(updateUserSchema.safeParse({ phone: '(01) 91234-5678' }).error?.issues[0]?.message).toBe(
      phoneMessages.areaCodeInvalid,
    );
  });

  const mobile = fc.stringMatching(/^9\d{8}$/);
  const landline = fc.stringMatching(/^[2-5]\d{7}$/);
  const layouts = [
    (area: string, number: string) => `${area}${number}`,
    (area: string, number: string) => `(${area}) ${number.slice(0, -4)}-${number.slice(-4)}`,
    (area: string, number: string) => `+55 ${area} ${number}`,
    (area: string, number: string) => `0${area}${number}`,
    (area: string, number: string) => `0 ${area} ${number.slice(0, -4)}.${number.slice(-4)}`,
  ];

  it('stores every DDD in use with the number as typed, whatever the layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...brazilianAreaCodes),
        fc.oneof(mobile, landline),
        fc.constantFrom(...layouts),
        (area, number, layout) => {
          expect(normalizePhone(layout(area, number))).toBe(`+55${area}${number}`);
        },
      ),
    );
  });

  it('refuses every area code not in use with the DDD message, never another area', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...unknown),
        fc.oneof(mobile, landline),
        fc.constantFrom(...layouts),
        (area, number, layout) => {
          // Bare digits starting with 0 are read as the 0 prefix first ('07 95000000' is 0 + DDD 79).
          fc.pre(!area.startsWith('0') || layout(area, number).includes('('));
          expect(normalizePhone(layout(area, number))).toBeNull();
          expect(phoneError(layout(area, number))).not.toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...unknown), mobile, (area, number) => {
        expect(phoneError(`(${area}) ${number}`)).toBe(phoneMessages.areaCodeInvalid);
        expect(phoneError(`+55 (${area}) ${number}`)).toBe(phoneMessages.areaCodeInvalid);
      }),
    );
  });
});

describe('a country libphonenumber does not know', () => {
  it('is accepted and stored as typed, without punctuation', () => {
    expect(phoneError('+999 12 3456-7890', 'XX')).toBeNull();
    expect(normalizePhone('+999 12 3456-7890', 'XX')).toBe('+9991234567890');
    expect(normalizePhone('(12) 345 678', 'XX')).toBe('12345678');
    expect(updateUserSchema.parse({ phone: '+999 12 3456-7890', phoneCountry: 'XX' }).phone).toBe(
      '+999 12 3456-7890',
    );
  });

  it('still refuses what is not a phone', () => {
    expect(isValidPhone('12 abc', 'XX')).toBe(false);
    expect(isValidPhone('1234567890123456', 'XX')).toBe(false);
    expect(phoneError('', 'XX')).toBe(phoneMessages.phoneRequired);
  });

  it('normalises whatever it accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ().-]{1,24}$/), (phone) => {
        if (isValidPhone(phone, 'XX')) expect(normalizePhone(phone, 'XX')).toMatch(/^\+?\d{1,15}$/);
        else expect(normalizePhone(phone, 'XX')).toBeNull();
      }),
    );
  });
});

describe('phoneCallingCode', () => {
  it('reads the country calling code of a stored phone, OTHER when it cannot be read', () => {
    expect(phoneCallingCode(normalizePhone('(11) 91234-5678')!)).toBe('55');
    expect(phoneCallingCode(normalizePhone('912 345 678', 'PT')!)).toBe('351');
    expect(phoneCallingCode(normalizePhone('201 555 0123', 'US')!)).toBe('1');
    expect(phoneCallingCode(normalizePhone('(12) 345 678', 'XX')!)).toBe('OTHER');
  });
});
