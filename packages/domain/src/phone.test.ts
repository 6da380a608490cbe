import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneSchema } from './phone.js';

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
    expect(normalizePhone('12345678', 'XX')).toBeNull();
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
