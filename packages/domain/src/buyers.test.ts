import { describe, expect, it } from 'vitest';
import { requiredDocumentTypes } from './buyer-documents.js';
import {
  ageOn,
  buyerApplicationPatchSchema,
  buyerMessages,
  buyerRegistrationDataSchema,
  isCalendarDate,
  reviewDecisionSchema,
  updateBuyerSchema,
  usernameSchema,
} from './buyers.js';
import { todayInSaoPaulo } from './dates.js';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('usernameSchema', () => {
  it.each(['maria', 'Maria.Silva', 'joao_123', 'abc'])('accepts %s', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['ab', buyerMessages.usernameLength],
    ['a'.repeat(21), buyerMessages.usernameLength],
    ['maria@example.com', buyerMessages.usernameCharacters],
    ['joão', buyerMessages.usernameCharacters],
    ['maria silva', buyerMessages.usernameCharacters],
    ['52998224725', buyerMessages.usernameNeedsLetter],
    ['529.982.247', buyerMessages.usernameNeedsLetter],
    ['', buyerMessages.usernameRequired],
  ])('refuses %s', (value, message) => {
    expect(issueOf(usernameSchema.safeParse(value))).toBe(message);
  });
});

describe('ages and dates', () => {
  it('counts whole years, birthday included', () => {
    expect(ageOn('2008-05-10', '2026-05-09')).toBe(17);
    expect(ageOn('2008-05-10', '2026-05-10')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
    expect(isCalendarDate('01/02/2001')).toBe(false);
  });
});

describe('buyerRegistrationDataSchema', () => {
  const person = {
    type: 'NATURAL_PERSON',
    username: 'maria',
    fullName: 'Maria da Silva',
    cpf: '529.982.247-25',
    birthDate: '1990-04-01',
  };

  it('normalises the CPF of a person', () => {
    const parsed = buyerRegistrationDataSchema.parse(person);
    expect(parsed).toMatchObject({ type: 'NATURAL_PERSON', cpf: '52998224725' });
  });

  it('refuses a bad check digit, an invalid date and a minor', () => {
    expect(issueOf(buyerRegistrationDataSchema.safeParse({ ...person, cpf: '529.982.247-26' }))).toBe(
      'CPF inválido',
    );
    expect(issueOf(buyerRegistrationDataSchema.safeParse({ ...person, birthDate: '1990-02-30' }))).toBe(
      buyerMessages.birthDateInvalid,
    );
    const year = Number(todayInSaoPaulo().slice(0, 4));
    const minor = `${year - 17}-01-01`;
    expect(issueOf(buyerRegistrationDataSchema.safeParse({ ...person, birthDate: minor }))).toBe(
      buyerMessages.birthDateUnderAge,
    );
  });

  it('asks a company for its CNPJ and representative', () => {
    const company = {
      type: 'JURIDICAL_PERSON',
      username: 'empresa.x',
      companyName: 'Empresa X Ltda',
      cnpj: '11.222.333/0001-81',
      representativeName: 'João Souza',
      representativeCpf: '529.982.247-25',
    };
    expect(buyerRegistrationDataSchema.parse(company)).toMatchObject({ cnpj: '11222333000181' });
    expect(issueOf(buyerRegistrationDataSchema.safeParse({ ...company, cnpj: '11.222.333/0001-82' }))).toBe(
      'CNPJ inválido',
    );
    expect(buyerRegistrationDataSchema.safeParse({ ...company, representativeName: '' }).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('refuses an empty application patch and unknown fields', () => {
    expect(issueOf(buyerApplicationPatchSchema.safeParse({}))).toBe(buyerMessages.applicationEmpty);
    expect(issueOf(buyerApplicationPatchSchema.safeParse({ status: 'APPROVED' }))).toBe(
      buyerMessages.applicationFieldNotAllowed,
    );
  });

  it('lets a buyer change only the username', () => {
    expect(updateBuyerSchema.safeParse({ username: 'novo_nome' }).success).toBe(true);
    expect(issueOf(updateBuyerSchema.safeParse({ username: 'novo', status: 'VERIFIED' }))).toBe(
      buyerMessages.fieldNotAllowed,
    );
    expect(updateBuyerSchema.safeParse({ blockedAt: null }).success).toBe(false);
  });

  it('needs a reason to reject', () => {
    expect(reviewDecisionSchema.safeParse({ status: 'APPROVED' }).success).toBe(true);
    expect(issueOf(reviewDecisionSchema.safeParse({ status: 'REJECTED' }))).toBe(
      buyerMessages.reasonRequired,
    );
    expect(reviewDecisionSchema.safeParse({ status: 'REJECTED', reason: 'Foto ilegível' }).success).toBe(
      true,
    );
  });

  it('lists the documents of each kind of buyer', () => {
    expect(requiredDocumentTypes('NATURAL_PERSON')).toEqual([
      'NATURAL_PERSON_PHOTO_ID_FRONT',
      'NATURAL_PERSON_PHOTO_ID_BACK',
    ]);
    expect(requiredDocumentTypes('JURIDICAL_PERSON')).toEqual(['INCORPORATION_DOCUMENT']);
  });
});
