import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import {
  addressData,
  applicantAt,
  jpegBytes,
  makeDataDir,
  naturalPersonData,
  patchApplication,
  signedInStaff,
  signedInUser,
  uploadDocument,
} from '../buyers/buyer-test-factories.js';
import { buyerApplicationHistory, buyers } from '../db/schema/index.js';
import { grantRole } from './grant-role.js';
import { grantSpecialPermission } from './special-permissions.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});
const staff = await signedInStaff(app, db);

type Who = { headers: Record<string, string> };
const getApplication = (who: Who, id: string) =>
  app.inject({ method: 'GET', url: `/backoffice/buyer-applications/${id}`, headers: who.headers });
const decideDocument = (who: Who, id: string, documentId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/backoffice/buyer-applications/${id}/documents/${documentId}/decision`,
    headers: who.headers,
    payload,
  });
const decideApplication = (who: Who, id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/backoffice/buyer-applications/${id}/decision`,
    headers: who.headers,
    payload,
  });
const buyerRow = async (id: string) => (await db.select().from(buyers).where(eq(buyers.id, id)))[0]!;

async function documentIdsOf(applicationId: string) {
  const detail = (await getApplication(staff, applicationId)).json();
  const documents = detail.buyerApplicationDocuments;
  return [
    documents.naturalPersonPhotoIdFrontDocument,
    documents.naturalPersonPhotoIdBackDocument,
    documents.incorporationDocument,
  ]
    .filter(Boolean)
    .map((document: { id: string }) => document.id);
}

async function approveAllDocuments(applicationId: string) {
  for (const documentId of await documentIdsOf(applicationId)) {
    const response = await decideDocument(staff, applicationId, documentId, { status: 'APPROVED' });
    expect(response.statusCode).toBe(200);
  }
}

describe('the review queue', () => {
  it('lists applications under review oldest first, paginated, with the tax id censored', async () => {
    const first = await applicantAt(app, db, 'UNDER_REVIEW');
    const second = await applicantAt(app, db, 'UNDER_REVIEW', 'JURIDICAL_PERSON');
    await applicantAt(app, db, 'ADDRESS_SENT');
    const response = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications?status=UNDER_REVIEW&take=100',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    const { buyerApplications, total } = response.json();
    const ids = buyerApplications.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first.application.id)).toBeLessThan(ids.indexOf(second.application.id));
    expect(buyerApplications.every((item: { status: string }) => item.status === 'UNDER_REVIEW')).toBe(true);
    expect(total).toBe(buyerApplications.length);
    const item = buyerApplications.find((entry: { id: string }) => entry.id === first.application.id);
    const cpf = first.registrationData.cpf as string;
    expect(item).toMatchObject({ username: first.registrationData.username, name: 'Maria da Silva' });
    expect(item.taxIdCensored).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
    expect(response.body).not.toContain(cpf);

    const page = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications?take=1&skip=1',
      headers: staff.headers,
    });
    expect(page.json().buyerApplications).toHaveLength(1);
    const badPage = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications?take=500&status=NOVO',
      headers: staff.headers,
    });
    expect(badPage.statusCode).toBe(400);
    expect(
      badPage
        .json()
        .details.issues.map((issue: { message: string }) => issue.message)
        .sort(),
    ).toEqual(['Situação inválida', 'take deve ser um número de 1 a 100']);
    expect(page.json().buyerApplications[0].id).toBe(ids[1]);
  });

  it('shows one application with data, document links staff can open, and history', async () => {
    const applicant = await applicantAt(app, db, 'UNDER_REVIEW');
    const response = await getApplication(staff, applicant.application.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.buyerApplication).toMatchObject({
      status: 'UNDER_REVIEW',
      registrationData: { cpf: applicant.registrationData.cpf },
      user: { email: applicant.user.email },
    });
    expect(body.history.map((row: { toStatus: string }) => row.toStatus)).toEqual([
      'REGISTRATION_DATA_SENT',
      'ADDRESS_SENT',
      'UNDER_REVIEW',
      'UNDER_REVIEW',
      'UNDER_REVIEW',
    ]);
    const link = new URL(body.buyerApplicationDocuments.naturalPersonPhotoIdFrontDocument.url);
    const file = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});

describe('decisions', () => {
  it('approval needs every document approved, then makes the buyer VERIFIED, e-mails and audits', async () => {
    const applicant = await applicantAt(app, db, 'UNDER_REVIEW');
    const id = applicant.application.id;
    const early = await decideApplication(staff, id, { status: 'APPROVED' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('DOCUMENTS_NOT_APPROVED');
    expect((await buyerRow(applicant.buyerId)).status).toBe('UNVERIFIED');

    await approveAllDocuments(id);
    const approved = await decideApplication(staff, id, { status: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ buyerApplication: { id, status: 'APPROVED' } });
    const buyer = await buyerRow(applicant.buyerId);
    expect(buyer).toMatchObject({ status: 'VERIFIED', verifiedTaxId: applicant.registrationData.cpf });

    const [mail] = await readOutbox(app, applicant.user.email);
    expect(mail).toMatchObject({
      notificationType: 'BUYER_APPLICATION_APPROVED',
      subject: 'Seu cadastro de comprador foi aprovado',
    });

    const trail = await listAuditTrail(db, 'buyer_application', id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorUserId: staff.user.id,
      action: 'BUYER_APPLICATION_APPROVED',
      before: { status: 'UNDER_REVIEW' },
      after: { status: 'APPROVED' },
    });
    expect(trail[0]!.createdAt).toBeInstanceOf(Date);
    const buyerTrail = await listAuditTrail(db, 'buyer', applicant.buyerId);
    expect(buyerTrail.map((row) => row.action)).toEqual(['BUYER_VERIFIED']);
    const documentTrail = await listAuditTrail(
      db,
      'buyer_application_document',
      (await documentIdsOf(id))[0]!,
    );
    expect(documentTrail[0]).toMatchObject({ action: 'BUYER_APPLICATION_DOCUMENT_APPROVED' });

    const again = await decideApplication(staff, id, { status: 'REJECTED', reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BUYER_APPLICATION_NOT_UNDER_REVIEW');
    const locked = await patchApplication(app, applicant, { address: addressData() });
    expect(locked.json().code).toBe('BUYER_APPLICATION_LOCKED');
  });

  it('rejection with reasons lets the buyer fix the document and resend the application', async () => {
    const applicant = await applicantAt(app, db, 'UNDER_REVIEW');
    const id = applicant.application.id;
    const [frontId, backId] = await documentIdsOf(id);
    const noReason = await decideDocument(staff, id, frontId!, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Informe o motivo');

    await decideDocument(staff, id, frontId!, { status: 'REJECTED', reason: 'Foto ilegível' });
    await decideDocument(staff, id, backId!, { status: 'APPROVED' });
    const rejected = await decideApplication(staff, id, { status: 'REJECTED', reason: 'Documento ilegível' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().buyerApplication.status).toBe('REJECTED');

    const [mail] = await readOutbox(app, applicant.user.email);
    expect(mail!.notificationType).toBe('BUYER_APPLICATION_REJECTED');
    expect(mail!.bodyText).toContain('Motivo: Documento ilegível');
    expect(mail!.bodyText).toContain('Documento de identidade com foto (frente): Foto ilegível');

    const own = await app.inject({
      method: 'GET',
      url: `/web/buyer-applications/${id}/documents`,
      headers: applicant.headers,
    });
    expect(own.json().buyerApplicationDocuments).toMatchObject({
      naturalPersonPhotoIdFrontDocument: { status: 'REJECTED', rejectionReason: 'Foto ilegível' },
      naturalPersonPhotoIdBackDocument: { status: 'APPROVED' },
      status: 'REJECTED',
    });
    const active = await app.inject({
      method: 'GET',
      url: '/web/buyer-applications/active',
      headers: applicant.headers,
    });
    expect(active.json().buyerApplication).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Documento ilegível',
    });

    // Fixing the data alone does not resend it: the rejected document is still there.
    const edited = await patchApplication(app, applicant, { address: addressData({ number: '22' }) });
    expect(edited.json().buyerApplication.status).toBe('ADDRESS_SENT');
    const resent = await uploadDocument(app, applicant, id, 'NATURAL_PERSON_PHOTO_ID_FRONT', {
      name: 'nova.jpg',
      content: jpegBytes(),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().buyerApplication).toMatchObject({ status: 'UNDER_REVIEW', rejectionReason: null });

    await approveAllDocuments(id);
    expect((await decideApplication(staff, id, { status: 'APPROVED' })).statusCode).toBe(200);
    const history = await db
      .select()
      .from(buyerApplicationHistory)
      .where(eq(buyerApplicationHistory.applicationId, id));
    const applicationMoves = history.filter((row) => row.documentId === null).map((row) => row.toStatus);
    expect(applicationMoves).toEqual([
      'REGISTRATION_DATA_SENT',
      'ADDRESS_SENT',
      'UNDER_REVIEW',
      'REJECTED',
      'ADDRESS_SENT',
      'UNDER_REVIEW',
      'APPROVED',
    ]);
  });

  it('a staff user with only READ may look but not decide', async () => {
    const reader = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 0);
    const applicant = await applicantAt(app, db, 'UNDER_REVIEW');
    expect((await getApplication(reader, applicant.application.id)).statusCode).toBe(200);
    const [documentId] = await documentIdsOf(applicant.application.id);
    const decision = await decideDocument(reader, applicant.application.id, documentId!, {
      status: 'APPROVED',
    });
    expect(decision.statusCode).toBe(403);
    expect(
      (await decideApplication(reader, applicant.application.id, { status: 'REJECTED', reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await listAuditTrail(db, 'buyer_application', applicant.application.id)).toHaveLength(0);
  });

  it('refuses unknown applications and documents of another application', async () => {
    const one = await applicantAt(app, db, 'UNDER_REVIEW');
    const two = await applicantAt(app, db, 'UNDER_REVIEW');
    const [foreignDocument] = await documentIdsOf(two.application.id);
    const wrong = await decideDocument(staff, one.application.id, foreignDocument!, { status: 'APPROVED' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('DOCUMENT_NOT_FOUND');
    const unknown = await getApplication(staff, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BUYER_APPLICATION_NOT_FOUND');
  });
});

describe('tax id already verified', () => {
  it('refuses a CPF that belongs to another verified buyer, at the data step and at approval', async () => {
    const verified = await applicantAt(app, db, 'UNDER_REVIEW');
    const cpf = verified.registrationData.cpf as string;
    // Someone else sends the same CPF before the first one is approved: allowed for now.
    const racing = await applicantAt(app, db, 'UNDER_REVIEW', 'NATURAL_PERSON', { cpf });
    await approveAllDocuments(verified.application.id);
    expect((await decideApplication(staff, verified.application.id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );

    const late = await signedInUser(app, db);
    const refused = await patchApplication(app, late, { registrationData: naturalPersonData({ cpf }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TAX_ID_ALREADY_IN_USE',
      message: 'Este CPF já pertence a outra conta verificada. Se ele é seu, fale com o nosso suporte.',
    });

    await approveAllDocuments(racing.application.id);
    const second = await decideApplication(staff, racing.application.id, { status: 'APPROVED' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('TAX_ID_ALREADY_IN_USE');
    expect((await buyerRow(racing.buyerId)).status).toBe('UNVERIFIED');
    expect(await listAuditTrail(db, 'buyer_application', racing.application.id)).toHaveLength(0);
  });
});

describe('blocking buyers', () => {
  it('blocks with a reason and unblocks, audited, and the buyer sees it', async () => {
    const applicant = await applicantAt(app, db, 'REGISTRATION_DATA_SENT');
    const url = `/backoffice/buyers/${applicant.buyerId}`;
    const badReason = await app.inject({
      method: 'POST',
      url: `${url}/block`,
      headers: staff.headers,
      payload: { reason: 'PREGUICA' },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe('Motivo de bloqueio inválido');

    const blocked = await app.inject({
      method: 'POST',
      url: `${url}/block`,
      headers: staff.headers,
      payload: { reason: 'UNPAID_FEES', note: 'Multa do evento 12 em aberto' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().buyer).toMatchObject({
      blockReason: 'UNPAID_FEES',
      blockNote: 'Multa do evento 12 em aberto',
    });
    expect(blocked.json().buyer.blockedAt).not.toBeNull();
    const twice = await app.inject({
      method: 'POST',
      url: `${url}/block`,
      headers: staff.headers,
      payload: { reason: 'OTHER' },
    });
    expect(twice.json().code).toBe('BUYER_ALREADY_BLOCKED');

    const own = await app.inject({
      method: 'GET',
      url: `/web/buyers/${applicant.buyerId}`,
      headers: applicant.headers,
    });
    expect(own.json().buyer).toMatchObject({ blockReason: 'UNPAID_FEES' });
    expect(own.json().buyer.blockNote).toBeUndefined();

    const staffView = await app.inject({ method: 'GET', url, headers: staff.headers });
    expect(staffView.json()).toMatchObject({
      buyer: { blockReason: 'UNPAID_FEES' },
      user: { email: applicant.user.email },
      buyerApplication: { status: 'REGISTRATION_DATA_SENT' },
    });

    const unblocked = await app.inject({
      method: 'POST',
      url: `${url}/unblock`,
      headers: staff.headers,
      payload: {},
    });
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().buyer).toMatchObject({ blockedAt: null, blockReason: null });
    const notBlocked = await app.inject({
      method: 'POST',
      url: `${url}/unblock`,
      headers: staff.headers,
      payload: {},
    });
    expect(notBlocked.json().code).toBe('BUYER_NOT_BLOCKED');

    const trail = await listAuditTrail(db, 'buyer', applicant.buyerId);
    expect(trail.map((row) => [row.action, row.actorUserId])).toEqual([
      ['BUYER_BLOCKED', staff.user.id],
      ['BUYER_UNBLOCKED', staff.user.id],
    ]);
    expect(trail[0]!.before).toMatchObject({ blockedAt: null });
    expect(trail[0]!.after).toMatchObject({ blockReason: 'UNPAID_FEES' });

    const withTrail = await app.inject({ method: 'GET', url, headers: staff.headers });
    expect(
      withTrail.json().auditTrail.map((row: { action: string; actorUserId: string }) => row.action),
    ).toEqual(['BUYER_BLOCKED', 'BUYER_UNBLOCKED']);
    expect(withTrail.json().auditTrail[0]).toMatchObject({
      actorUserId: staff.user.id,
      after: { blockReason: 'UNPAID_FEES' },
    });
  });
});

describe('grantRole', () => {
  it('gives a role at a level with an audit row, and refuses an unknown e-mail', async () => {
    const person = await signedInUser(app, db);
    await grantRole(db, {
      email: person.user.email,
      role: 'CIRCULA_CUSTOMER_SUPPORT',
      level: 0,
      actorUserId: null,
    });
    const queue = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications',
      headers: person.headers,
    });
    expect(queue.statusCode).toBe(200);
    const trail = await listAuditTrail(db, 'user', person.user.id);
    expect(trail[0]).toMatchObject({ action: 'ROLE_GRANTED', actorUserId: null, after: { level: 0 } });
    await expect(
      grantRole(db, { email: 'ninguem@example.com', role: 'CIRCULA_TECH', level: 1, actorUserId: null }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('is available outside production as POST /dev/roles, audited as an operator action', async () => {
    const person = await signedInUser(app, db);
    const before = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications',
      headers: person.headers,
    });
    expect(before.statusCode).toBe(403);
    const granted = await app.inject({
      method: 'POST',
      url: '/dev/roles',
      payload: { email: person.user.email, role: 'CIRCULA_CUSTOMER_SUPPORT' },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ userId: person.user.id, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 });
    const after = await app.inject({
      method: 'GET',
      url: '/backoffice/buyer-applications',
      headers: person.headers,
    });
    expect(after.statusCode).toBe(200);
    const trail = await listAuditTrail(db, 'user', person.user.id);
    expect(trail.at(-1)).toMatchObject({ action: 'ROLE_GRANTED', actorUserId: null, after: { level: 1 } });

    const badRole = await app.inject({
      method: 'POST',
      url: '/dev/roles',
      payload: { email: person.user.email, role: 'ROOT' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Papel desconhecido');
    const nobody = await app.inject({
      method: 'POST',
      url: '/dev/roles',
      payload: { email: 'ninguem@example.com', role: 'CIRCULA_TECH' },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('separation of duties', () => {
  it('refuses staff deciding their own application or documents, and blocking or unblocking themselves', async () => {
    const applicant = await applicantAt(app, db, 'UNDER_REVIEW');
    await upsertUserRole(db, { userId: applicant.user.id, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 2 });
    const id = applicant.application.id;
    const [documentId] = await documentIdsOf(id);
    const ownDocument = await decideDocument(applicant, id, documentId!, { status: 'APPROVED' });
    expect([ownDocument.statusCode, ownDocument.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    expect(ownDocument.json().message).toMatch(/seu próprio cadastro/);
    await approveAllDocuments(id);
    const own = await decideApplication(applicant, id, { status: 'APPROVED' });
    expect([own.statusCode, own.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    expect((await buyerRow(applicant.buyerId)).status).toBe('UNVERIFIED');
    expect(await listAuditTrail(db, 'buyer_application', id)).toHaveLength(0);

    const url = `/backoffice/buyers/${applicant.buyerId}`;
    const selfBlock = await app.inject({
      method: 'POST',
      url: `${url}/block`,
      headers: applicant.headers,
      payload: { reason: 'UNPAID_FEES' },
    });
    expect([selfBlock.statusCode, selfBlock.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    const blocked = await app.inject({
      method: 'POST',
      url: `${url}/block`,
      headers: staff.headers,
      payload: { reason: 'UNPAID_FEES' },
    });
    expect(blocked.statusCode).toBe(200);
    const selfUnblock = await app.inject({
      method: 'POST',
      url: `${url}/unblock`,
      headers: applicant.headers,
      payload: {},
    });
    expect([selfUnblock.statusCode, selfUnblock.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    expect((await buyerRow(applicant.buyerId)).blockedAt).not.toBeNull();

    // Another member of staff decides.
    const approved = await decideApplication(staff, id, { status: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
  });
});

describe('GET /backoffice/me', () => {
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/backoffice/me', headers });

  it("answers a staff member's roles and levels, and follows a new grant", async () => {
    const person = await signedInStaff(app, db, 'CIRCULA_FINANCE', 0);
    const first = await me(person.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ roles: [{ role: 'CIRCULA_FINANCE', level: 0 }], specialPermissions: [] });

    await grantRole(db, {
      email: person.user.email,
      role: 'CIRCULA_CUSTOMER_SUPPORT',
      level: 1,
      actorUserId: null,
    });
    await grantRole(db, { email: person.user.email, role: 'CIRCULA_FINANCE', level: 1, actorUserId: null });
    expect((await me(person.headers)).json()).toEqual({
      roles: [
        { role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 },
        { role: 'CIRCULA_FINANCE', level: 1 },
      ],
      specialPermissions: [],
    });
    await grantSpecialPermission(db, {
      userId: person.user.id,
      permission: 'VIEW_REVENUES',
      actorUserId: null,
    });
    expect((await me(person.headers)).json()).toMatchObject({ specialPermissions: ['VIEW_REVENUES'] });
  });

  it('refuses someone without a back-office role (403) and a visitor (401)', async () => {
    const buyer = await signedInUser(app, db);
    const refused = await me(buyer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await me({})).statusCode).toBe(401);
  });

  it("lets the site read the answer's Date header, so deadlines run on the API's clock", async () => {
    const person = await signedInStaff(app, db, 'CIRCULA_FINANCE', 0);
    const response = await me({ ...person.headers, origin: 'http://localhost:3000' });
    expect(response.headers['access-control-expose-headers']).toMatch(/\bdate\b/);
    expect(Date.parse(String(response.headers.date))).not.toBeNaN();
  });
});
