import { describe, expect, it } from 'vitest';
import {
  isSafeNextUrl,
  signInMethodLabels,
  signInMethodName,
  signUpSchema,
  updateUserSchema,
} from './auth.js';
import { authCookieNames } from './auth-cookies.js';

describe('isSafeNextUrl', () => {
  it.each(['/', '/conta', '/busca?q=carro&currentPage=2', '/categorias/veiculos#topo'])(
    'accepts %s',
    (value) => {
      expect(isSafeNextUrl(value)).toBe(true);
    },
  );

  it.each([
    '',
    'conta',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/conta',
    'javascript:alert(1)',
    '/conta\nSet-Cookie: x=1',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(isSafeNextUrl(value)).toBe(false);
  });
});

describe('signUpSchema', () => {
  const base = { email: ' Ana@Example.com ', code: '123456', name: 'Ana' };

  it('lower-cases the e-mail and accepts each person type with its own declarations', () => {
    const person = signUpSchema.parse({
      ...base,
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    });
    expect(person.email).toBe('ana@example.com');
    const company = signUpSchema.safeParse({
      ...base,
      personType: 'JURIDICAL_PERSON',
      declarations: { hasPowerToRepresent: true, hasRegularRegistration: true, acceptsTermsAndPrivacy: true },
    });
    expect(company.success).toBe(true);
  });

  it('refuses a code that is not 6 digits', () => {
    const result = signUpSchema.safeParse({
      ...base,
      code: '12a456',
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    });
    expect(result.error?.issues[0]?.message).toBe('Informe o código de 6 dígitos enviado para o seu email');
  });
});

describe('updateUserSchema', () => {
  it('validates the phone for its country', () => {
    expect(updateUserSchema.safeParse({ phone: '11 91234-5678' }).success).toBe(true);
    expect(updateUserSchema.safeParse({ phone: '1234' }).error?.issues[0]?.message).toBe('Telefone inválido');
  });
});

describe('authCookieNames', () => {
  it('differs between production and other environments', () => {
    expect(authCookieNames('production')).toEqual({
      accessToken: 'circula_at',
      refreshToken: 'circula_rt',
      refreshTokenPresent: 'circula_rt_present',
    });
    expect(authCookieNames('development').refreshTokenPresent).toBe('circula_dev_rt_present');
    expect(authCookieNames('test').refreshToken).toBe('circula_dev_rt');
  });
});

describe('sign-in methods', () => {
  it('names each way a session starts, and leaves a method without words as written', () => {
    expect(signInMethodName('google')).toBe('Conta Google');
    expect(signInMethodName('login-link')).toBe('Link de acesso do suporte');
    expect(signInMethodName('seed')).toBe('seed');
    expect(signInMethodName('constructor')).toBe('constructor');
    const names = Object.values(signInMethodLabels);
    expect(new Set(names).size).toBe(names.length);
  });
});
