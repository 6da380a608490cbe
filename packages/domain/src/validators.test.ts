import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  isBuyerFeePercentage,
  isIsoDateTime,
  isUuid,
  isValidEmail,
  isValidUrl,
} from './validators.js';

describe('isValidEmail and emailSchema', () => {
  it.each(['maria@example.com', 'joao.silva+leilao@empresa.com.br', 'a_b@sub.dominio.org'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'maria',
    'maria@',
    '@example.com',
    'maria@example',
    'ma ria@example.com',
    'maria@@example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('trims and lower-cases, and answers in pt-BR', () => {
    expect(emailSchema.parse('  Maria@Example.COM ')).toBe('maria@example.com');
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Email é obrigatório');
    expect(emailSchema.safeParse('maria@').error?.issues[0]?.message).toBe('Informe um email válido');
  });
});

describe('isValidUrl', () => {
  it.each(['http://example.com', 'https://circula.com.br/oportunidades/veiculos?x=1'])(
    'accepts %s',
    (url) => {
      expect(isValidUrl(url)).toBe(true);
    },
  );

  it.each(['ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.com', 'example.com', '', 'https://'])(
    'refuses %j',
    (url) => {
      expect(isValidUrl(url)).toBe(false);
    },
  );
});

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hexadecimal in either case', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-12D3-A456-426614174000')).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
  });

  it.each([
    '123e4567e89b12d3a456426614174000',
    '123e4567-e89b-12d3-a456-42661417400g',
    '123e4567-e89b-12d3-a456',
  ])('refuses %s', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});

describe('isBuyerFeePercentage', () => {
  it.each(['-5', '0%', '5%', '10%', '150%'])('accepts %s', (value) => {
    expect(isBuyerFeePercentage(value)).toBe(true);
  });

  it.each(['5', '-10', '-5%', '10,5%', '%', ' 10%', '10 %'])('refuses %j', (value) => {
    expect(isBuyerFeePercentage(value)).toBe(false);
  });
});

describe('isIsoDateTime', () => {
  it.each(['2025-04-28T14:30:00', '2025-04-28T14:30:00Z', '2024-02-29T23:59:59Z'])('accepts %s', (value) => {
    expect(isIsoDateTime(value)).toBe(true);
  });

  it.each([
    '2025-04-28',
    '2025-04-28 14:30:00',
    '2025-04-28T14:30',
    '2025-04-28T14:30:00.000Z',
    '2025-04-28T14:30:00-03:00',
    '2025-02-29T10:00:00',
    '2025-13-01T10:00:00',
    '2025-04-28T24:00:00',
    '2025-04-28T12:60:00',
  ])('refuses %s', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
  });
});
