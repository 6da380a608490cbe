import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.js';
import { naturalPersonRegistrationSchema, reviewDecisionSchema, usernameSchema } from './buyers.js';
import { newsletterFormSchema } from './newsletter.js';
import { hasControlCharacters, textMessages, textSchema } from './text.js';
import { formatCount } from './words.js';

const address = {
  line1: 'Rua das Flores',
  number: '123',
  line2: 'Apto 4',
  neighborhood: 'Centro',
  city: 'Campinas',
  state: 'SP',
  postalCode: '13010-000',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('free text', () => {
  it('refuses NUL and the other control characters; multi-line text keeps tab and line breaks', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\u007Fb', 'a\tb', 'a\nb']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlCharacters('São João, nº 5 — ação')).toBe(false);
    expect(hasControlCharacters('linha 1\r\nlinha 2\tfim', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('linha\u0000', { multiLine: true })).toBe(true);
    const schema = textSchema({ max: 10 });
    expect(messagesOf(schema.safeParse('a\u0000'))).toEqual([textMessages.controlCharacters]);
    expect(schema.parse('  olá  ')).toBe('olá');
    expect(messagesOf(schema.safeParse('x'.repeat(11)))).toEqual([textMessages.tooLong(10)]);
  });

  it('is applied to address fields (each bounded), names, usernames, reasons and the newsletter form', () => {
    expect(addressSchema.parse(address).line1).toBe('Rua das Flores');
    for (const field of ['line1', 'number', 'line2', 'neighborhood', 'city'] as const) {
      expect(addressSchema.safeParse({ ...address, [field]: 'a\u0000b' }).success, field).toBe(false);
      expect(addressSchema.safeParse({ ...address, [field]: 'a'.repeat(5000) }).success, field).toBe(false);
    }
    expect(
      naturalPersonRegistrationSchema.safeParse({
        type: 'NATURAL_PERSON',
        username: 'comprador_1',
        fullName: 'Maria\u0000 Silva',
        cpf: '529.982.247-25',
        birthDate: '1990-01-01',
      }).success,
    ).toBe(false);
    expect(usernameSchema.safeParse('maria\u0000').success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ status: 'REJECTED', reason: 'Foto\nilegível' }).success).toBe(
      true,
    );
    expect(reviewDecisionSchema.safeParse({ status: 'REJECTED', reason: 'Foto\u0000' }).success).toBe(false);
    expect(
      newsletterFormSchema.safeParse({ email: 'a@b.com.br', state: 'SP', city: 'Campinas\u0000' }).success,
    ).toBe(false);
    expect(
      newsletterFormSchema.safeParse({ email: 'a@b.com.br', state: 'SP', city: 'C'.repeat(500) }).success,
    ).toBe(false);
  });
});

describe('formatCount', () => {
  it('says one in the singular and every other count in the plural, with thousands marked', () => {
    expect(formatCount(1, 'lote', 'lotes')).toBe('1 lote');
    expect(formatCount(0, 'lance', 'lances')).toBe('0 lances');
    expect(formatCount(2, 'lance', 'lances')).toBe('2 lances');
    expect(formatCount(1234567, 'lance', 'lances')).toBe('1.234.567 lances');
  });

  it('refuses a count that is not whole', () => {
    expect(() => formatCount(1.5, 'lote', 'lotes')).toThrow(RangeError);
  });
});
