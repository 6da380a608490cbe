import { buyerMessages, todayInSaoPaulo } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import {
  addressData,
  applicantAt,
  breakCheckDigit,
  juridicalPersonData,
  makeCnpj,
  makeCpf,
  makeDataDir,
  naturalPersonData,
  patchApplication,
  signedInUser,
} from '../buyers/buyer-test-factories.js';
import { buyerApplicationHistory, buyerApplications, buyers, users } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});

const applicationsOf = (userId: string) =>
  db.select().from(buyerApplications).where(eq(buyerApplications.userId, userId));
const buyersOf = (userId: string) => db.select().from(buyers).where(eq(buyers.userId, userId));

describe('GET /web/buyer-applications/active', () => {
  it('answers null before the first step and 401 without a token', async () => {
    const who = await signedInUser(app, db);
    const none = await app.inject({
      method: 'GET',
      url: '/web/buyer-applications/active',
      headers: who.headers,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ buyerApplication: null });
    const anonymous = await app.inject({ method: 'GET', url: '/web/buyer-applications/active' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /web/buyer-applications, step by step', () => {
  it('registration data creates the buyer, links the user and sets REGISTRATION_DATA_SENT', async () => {
    const who = await signedInUser(app, db);
    const data = naturalPersonData({ cpf: formatCpf(makeCpf()) });
    const response = await patchApplication(app, who, { registrationData: data });
    expect(response.statusCode).toBe(200);
    const application = response.json().buyerApplication;
    expect(application).toMatchObject({
      status: 'REGISTRATION_DATA_SENT',
      type: 'NATURAL_PERSON',
      username: data.username,
      address: null,
      registrationData: { type: 'NATURAL_PERSON', fullName: 'Maria da Silva', birthDate: '1990-04-01' },
    });
    expect(application.registrationData.cpf).toMatch(/^\d{11}$/);
    const [buyer] = await buyersOf(who.user.id);
    expect(buyer).toMatchObject({ id: application.buyerId, status: 'UNVERIFIED', type: 'NATURAL_PERSON' });
    const [user] = await db.select().from(users).where(eq(users.id, who.user.id));
    expect(user!.buyerId).toBe(buyer!.id);

    const active = await app.inject({
      method: 'GET',
      url: '/web/buyer-applications/active',
      headers: who.headers,
    });
    expect(active.json().buyerApplication).toEqual(application);
  });

  it('the address moves it to ADDRESS_SENT and is stored with the CEP formatted', async () => {
    const { application, ...who } = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const response = await patchApplication(app, who, { address: addressData({ postalCode: '01310100' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().buyerApplication).toMatchObject({
      id: application.id,
      status: 'ADDRESS_SENT',
      address: { city: 'São Paulo', state: 'SP', postalCode: '01310-100', line2: 'Conjunto 12' },
    });
    const history = await db
      .select()
      .from(buyerApplicationHistory)
      .where(eq(buyerApplicationHistory.applicationId, application.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'REGISTRATION_DATA_SENT'],
      ['REGISTRATION_DATA_SENT', 'ADDRESS_SENT'],
    ]);
  });

  it('takes a company with CNPJ and representative, and both steps at once', async () => {
    const who = await signedInUser(app, db);
    const data = juridicalPersonData();
    const response = await patchApplication(app, who, { registrationData: data, address: addressData() });
    expect(response.statusCode).toBe(200);
    expect(response.json().buyerApplication).toMatchObject({
      status: 'ADDRESS_SENT',
      type: 'JURIDICAL_PERSON',
      registrationData: {
        type: 'JURIDICAL_PERSON',
        companyName: 'Circular Comércio Ltda',
        cnpj: data.cnpj,
        representativeName: 'João Souza',
      },
    });
  });

  it('keeps one application per user: a second save updates it', async () => {
    const { application, ...who } = await applicantAt(app, db, 'ADDRESS_SENT');
    const again = await patchApplication(app, who, {
      registrationData: naturalPersonData({ fullName: 'Maria Souza' }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().buyerApplication).toMatchObject({
      id: application.id,
      status: 'ADDRESS_SENT',
      registrationData: { fullName: 'Maria Souza' },
    });
    expect(await applicationsOf(who.user.id)).toHaveLength(1);
    expect(await buyersOf(who.user.id)).toHaveLength(1);
  });

  it('refuses the address before the registration data', async () => {
    const who = await signedInUser(app, db);
    const response = await patchApplication(app, who, { address: addressData() });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BUYER_APPLICATION_STEP_OUT_OF_ORDER');
    expect(await applicationsOf(who.user.id)).toHaveLength(0);
  });
});

describe('PATCH /web/buyer-applications refuses bad input and stores nothing', () => {
  const year = Number(todayInSaoPaulo().slice(0, 4));
  const cases: Array<[string, () => object, string]> = [
    [
      'a CPF with a bad check digit',
      () => ({ registrationData: naturalPersonData({ cpf: breakCheckDigit(makeCpf()) }) }),
      'CPF inválido',
    ],
    [
      'a CNPJ with a bad check digit',
      () => ({ registrationData: juridicalPersonData({ cnpj: breakCheckDigit(makeCnpj()) }) }),
      'CNPJ inválido',
    ],
    [
      'a representative CPF with a bad check digit',
      () => ({ registrationData: juridicalPersonData({ representativeCpf: breakCheckDigit(makeCpf()) }) }),
      'CPF inválido',
    ],
    [
      'a person under 18',
      () => ({ registrationData: naturalPersonData({ birthDate: `${year - 17}-01-01` }) }),
      buyerMessages.birthDateUnderAge,
    ],
    [
      'an impossible birth date',
      () => ({ registrationData: naturalPersonData({ birthDate: '1990-02-30' }) }),
      buyerMessages.birthDateInvalid,
    ],
    [
      'a username that is a CPF',
      () => ({ registrationData: naturalPersonData({ username: makeCpf() }) }),
      buyerMessages.usernameNeedsLetter,
    ],
    [
      'a username that is an e-mail',
      () => ({ registrationData: naturalPersonData({ username: 'maria@x.com' }) }),
      buyerMessages.usernameCharacters,
    ],
    [
      'a company without representative',
      () => ({ registrationData: juridicalPersonData({ representativeName: ' ' }) }),
      buyerMessages.representativeNameRequired,
    ],
    [
      'a wrong CEP',
      () => ({ registrationData: naturalPersonData(), address: addressData({ postalCode: '1310-100' }) }),
      'CEP inválido',
    ],
    [
      'an unknown UF',
      () => ({ registrationData: naturalPersonData(), address: addressData({ state: 'XX' }) }),
      'Estado inválido',
    ],
    [
      'a status in the body',
      () => ({ registrationData: naturalPersonData(), status: 'APPROVED' }),
      buyerMessages.applicationFieldNotAllowed,
    ],
  ];

  it.each(cases)('%s', async (_name, payload, message) => {
    const who = await signedInUser(app, db);
    const response = await patchApplication(app, who, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toBe(message);
    expect(await applicationsOf(who.user.id)).toHaveLength(0);
    expect(await buyersOf(who.user.id)).toHaveLength(0);
  });

  it('a city that is not in the UF', async () => {
    const { application, ...who } = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const response = await patchApplication(app, who, {
      address: addressData({ city: 'Campinas', state: 'RJ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CITY_NOT_IN_STATE',
      message: "A cidade 'Campinas' não pertence ao estado RJ.",
    });
    const [row] = await applicationsOf(who.user.id);
    expect(row).toMatchObject({ id: application.id, status: 'REGISTRATION_DATA_SENT', addressCity: null });
  });

  it('a username another buyer holds, in any case', async () => {
    const first = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const who = await signedInUser(app, db);
    const response = await patchApplication(app, who, {
      registrationData: naturalPersonData({ username: first.registrationData.username!.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Este nome de usuário já está em uso. Escolha outro.',
    });
    expect(await buyersOf(who.user.id)).toHaveLength(0);
  });

  it('changes while the application is under review', async () => {
    const { application, ...who } = await applicantAt(app, db, 'UNDER_REVIEW');
    expect(application.status).toBe('UNDER_REVIEW');
    const response = await patchApplication(app, who, { address: addressData({ number: '1' }) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BUYER_APPLICATION_LOCKED',
      message: 'Seu cadastro está em análise. Aguarde o resultado para alterar os dados.',
    });
    const [row] = await applicationsOf(who.user.id);
    expect(row!.addressNumber).toBe('1000');
  });
});

function formatCpf(cpf: string) {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
