import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { bearer, makeUser, readOutbox, signIn, uniqueEmail } from '../auth/auth-test-factories.js';
import { authenticate } from '../auth/authenticate.js';
import { signedInStaff, signedInUser } from '../buyers/buyer-test-factories.js';
import { staffInvitations, userRoles } from '../db/schema/index.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });

// A back-office route nobody wrote into the permission table: the hook refuses it to everybody.
app.get('/backoffice/rota-sem-linha', { onRequest: authenticate }, async () => ({ ok: true }));

const techAdmin = () => signedInStaff(app, db, 'CIRCULA_TECH', 2);
const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/backoffice/me', headers });
const setRole = (headers: Record<string, string>, userId: string, role: string, level: number) =>
  app.inject({
    method: 'PUT',
    url: `/backoffice/staff/${userId}/roles/${role}`,
    headers,
    payload: { level },
  });
const revokeRole = (headers: Record<string, string>, userId: string, role: string) =>
  app.inject({ method: 'DELETE', url: `/backoffice/staff/${userId}/roles/${role}`, headers });

describe('the permission table is enforced on the server', () => {
  it('refuses a /backoffice route missing from the table even to a TECH admin (fail-closed)', async () => {
    const admin = await techAdmin();
    const response = await app.inject({
      method: 'GET',
      url: '/backoffice/rota-sem-linha',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para fazer isso.',
    });
  });
});

describe('staff management by TECH admins', () => {
  it('grants a role and a level, changes and revokes it, each change audited with before and after', async () => {
    const admin = await techAdmin();
    const person = await signedInUser(app, db);
    expect((await me(person.headers)).statusCode).toBe(403);

    const granted = await setRole(admin.headers, person.user.id, 'CIRCULA_FINANCE', 0);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ roles: [{ role: 'CIRCULA_FINANCE', level: 0 }] });
    expect((await me(person.headers)).json()).toEqual({
      roles: [{ role: 'CIRCULA_FINANCE', level: 0 }],
      specialPermissions: [],
    });

    expect((await setRole(admin.headers, person.user.id, 'CIRCULA_FINANCE', 1)).statusCode).toBe(200);
    const revoked = await revokeRole(admin.headers, person.user.id, 'CIRCULA_FINANCE');
    expect(revoked.json()).toMatchObject({ roles: [] });
    expect((await revokeRole(admin.headers, person.user.id, 'CIRCULA_FINANCE')).json()).toMatchObject({
      code: 'STAFF_GRANT_NOT_FOUND',
    });

    const trail = await listAuditTrail(db, 'user', person.user.id);
    expect(trail.map((row) => [row.actorUserId, row.action, row.before, row.after])).toEqual([
      [admin.user.id, 'ROLE_GRANTED', null, { role: 'CIRCULA_FINANCE', level: 0 }],
      [
        admin.user.id,
        'ROLE_LEVEL_CHANGED',
        { role: 'CIRCULA_FINANCE', level: 0 },
        { role: 'CIRCULA_FINANCE', level: 1 },
      ],
      [admin.user.id, 'ROLE_REVOKED', { role: 'CIRCULA_FINANCE', level: 1 }, null],
    ]);
  });

  it('grants and revokes the special permissions one by one', async () => {
    const admin = await techAdmin();
    const person = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
    const url = (permission: string) =>
      `/backoffice/staff/${person.user.id}/special-permissions/${permission}`;
    await app.inject({ method: 'PUT', url: url('VIEW_REVENUES'), headers: admin.headers });
    const twice = await app.inject({ method: 'PUT', url: url('VIEW_REVENUES'), headers: admin.headers });
    expect(twice.json()).toMatchObject({ specialPermissions: ['VIEW_REVENUES'] });
    await app.inject({ method: 'PUT', url: url('APPROVE_BUYER_CREDIT'), headers: admin.headers });
    expect((await me(person.headers)).json().specialPermissions).toEqual([
      'APPROVE_BUYER_CREDIT',
      'VIEW_REVENUES',
    ]);
    const removed = await app.inject({ method: 'DELETE', url: url('VIEW_REVENUES'), headers: admin.headers });
    expect(removed.json()).toMatchObject({ specialPermissions: ['APPROVE_BUYER_CREDIT'] });
    const bad = await app.inject({ method: 'PUT', url: url('SUPER_PODER'), headers: admin.headers });
    expect(bad.statusCode).toBe(400);

    const actions = (await listAuditTrail(db, 'user', person.user.id)).map((row) => [row.action, row.after]);
    expect(actions).toEqual([
      ['SPECIAL_PERMISSION_GRANTED', { permission: 'VIEW_REVENUES' }],
      ['SPECIAL_PERMISSION_GRANTED', { permission: 'APPROVE_BUYER_CREDIT' }],
      ['SPECIAL_PERMISSION_REVOKED', null],
    ]);

    const list = await app.inject({ method: 'GET', url: '/backoffice/staff', headers: admin.headers });
    const member = list.json().staff.find((row: { userId: string }) => row.userId === person.user.id);
    expect(member).toEqual({
      userId: person.user.id,
      name: person.user.name,
      email: person.user.email,
      roles: [{ role: 'CIRCULA_FINANCE', level: 1 }],
      specialPermissions: ['APPROVE_BUYER_CREDIT'],
    });
  });

  it('never lets anyone change their own grants, nor invite themselves', async () => {
    const admin = await techAdmin();
    const own = await setRole(admin.headers, admin.user.id, 'CIRCULA_FINANCE', 2);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'SELF_GRANT_FORBIDDEN' });
    expect((await revokeRole(admin.headers, admin.user.id, 'CIRCULA_TECH')).json()).toMatchObject({
      code: 'SELF_GRANT_FORBIDDEN',
    });
    const ownPermission = await app.inject({
      method: 'PUT',
      url: `/backoffice/staff/${admin.user.id}/special-permissions/VIEW_REVENUES`,
      headers: admin.headers,
    });
    expect(ownPermission.json()).toMatchObject({ code: 'SELF_GRANT_FORBIDDEN' });
    const invite = await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: { email: admin.user.email.toUpperCase(), roles: [{ role: 'CIRCULA_FINANCE', level: 2 }] },
    });
    expect(invite.json()).toMatchObject({ code: 'SELF_GRANT_FORBIDDEN' });
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, admin.user.id));
    expect(roles.map((row) => [row.role, row.level])).toEqual([['CIRCULA_TECH', 2]]);
  });

  it('a TECH admin below level 2 cannot manage staff', async () => {
    const techWriter = await signedInStaff(app, db, 'CIRCULA_TECH', 1);
    const person = await signedInUser(app, db);
    expect((await setRole(techWriter.headers, person.user.id, 'CIRCULA_FINANCE', 0)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/backoffice/staff', headers: techWriter.headers })).statusCode,
    ).toBe(403);
  });

  it('an existing user invited by e-mail gets the grants at once', async () => {
    const admin = await techAdmin();
    const person = await signedInUser(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: {
        email: ` ${person.user.email.toUpperCase()} `,
        roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 }],
        specialPermissions: ['CREATE_USER_LOGIN_LINKS'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'GRANTED',
      invitation: null,
      member: {
        userId: person.user.id,
        roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 }],
        specialPermissions: ['CREATE_USER_LOGIN_LINKS'],
      },
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: { email: uniqueEmail(), roles: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Escolha ao menos um papel ou uma permissão especial');
  });

  it('an unknown e-mail gets an invitation by e-mail, taken up when it signs in; an expired one is not', async () => {
    const admin = await techAdmin();
    const email = uniqueEmail('convidada');
    const response = await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: {
        email,
        roles: [{ role: 'CIRCULA_MARKETING', level: 1 }],
        specialPermissions: ['CREATE_REFERENCES'],
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ outcome: 'INVITED', member: null, invitation: { email } });
    const days =
      (Date.parse(answer.invitation.expiresAt) - Date.parse(answer.invitation.createdAt)) / 86_400_000;
    expect(days).toBe(7);

    const [mail] = await readOutbox(app, email);
    expect(mail).toMatchObject({ notificationType: 'STAFF_INVITATION' });
    expect(mail!.bodyText).toContain('Marketing (ação), Criar referências');
    expect(mail!.bodyText).toContain('/auth/entrar?nextUrl=%2Fbackoffice');

    const list = await app.inject({ method: 'GET', url: '/backoffice/staff', headers: admin.headers });
    expect(list.json().invitations).toContainEqual(
      expect.objectContaining({ email, invitedByName: admin.user.name }),
    );

    const user = await makeUser(db, { email });
    const { accessToken } = await signIn(app, email);
    expect((await me(bearer(accessToken))).json()).toEqual({
      roles: [{ role: 'CIRCULA_MARKETING', level: 1 }],
      specialPermissions: ['CREATE_REFERENCES'],
    });
    const trail = await listAuditTrail(db, 'user', user.id);
    expect(trail.map((row) => [row.actorUserId, row.action])).toEqual([
      [admin.user.id, 'STAFF_INVITATION_ACCEPTED'],
    ]);

    // Expired: never taken up.
    const late = uniqueEmail('atrasada');
    await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: { email: late, roles: [{ role: 'CIRCULA_FINANCE', level: 2 }] },
    });
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, late));
    await makeUser(db, { email: late });
    const lateSession = await signIn(app, late);
    expect((await me(bearer(lateSession.accessToken))).statusCode).toBe(403);
  });

  it('an open invitation can be withdrawn', async () => {
    const admin = await techAdmin();
    const email = uniqueEmail('desistencia');
    const invited = await app.inject({
      method: 'POST',
      url: '/backoffice/staff/invitations',
      headers: admin.headers,
      payload: { email, roles: [{ role: 'CIRCULA_FINANCE', level: 0 }] },
    });
    const id = invited.json().invitation.id;
    const url = `/backoffice/staff/invitations/${id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url, headers: admin.headers })).json()).toMatchObject({
      code: 'STAFF_INVITATION_NOT_FOUND',
    });
    await makeUser(db, { email });
    const session = await signIn(app, email);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(403);
  });

  it('two TECH admins removing each other at once: one TECH admin always remains', async () => {
    for (let round = 0; round < 5; round += 1) {
      // Only these two hold TECH admin in this round.
      await db.delete(userRoles).where(and(eq(userRoles.role, 'CIRCULA_TECH'), eq(userRoles.level, 2)));
      const first = await techAdmin();
      const second = await techAdmin();
      const answers = await Promise.all([
        revokeRole(first.headers, second.user.id, 'CIRCULA_TECH'),
        revokeRole(second.headers, first.user.id, 'CIRCULA_TECH'),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 403]);
      const admins = await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.role, 'CIRCULA_TECH'), eq(userRoles.level, 2)));
      expect(admins).toHaveLength(1);
    }
  });

  it('two TECH admins lowering each other to level 1 at once: one admin remains', async () => {
    await db.delete(userRoles).where(and(eq(userRoles.role, 'CIRCULA_TECH'), eq(userRoles.level, 2)));
    const first = await techAdmin();
    const second = await techAdmin();
    const answers = await Promise.all([
      setRole(first.headers, second.user.id, 'CIRCULA_TECH', 1),
      setRole(second.headers, first.user.id, 'CIRCULA_TECH', 1),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const admins = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.role, 'CIRCULA_TECH'), eq(userRoles.level, 2)));
    expect(admins).toHaveLength(1);
    await upsertUserRole(db, { userId: first.user.id, role: 'CIRCULA_TECH', level: 2 });
  });

  it('limits the changes one admin makes in a minute', async () => {
    const admin = await techAdmin();
    const person = await signedInUser(app, db);
    const url = `/backoffice/staff/${person.user.id}/special-permissions/CREATE_REFERENCES`;
    const codes: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) {
      codes.push((await app.inject({ method: 'PUT', url, headers: admin.headers })).statusCode);
    }
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another admin is counted apart.
    const other = await techAdmin();
    expect((await app.inject({ method: 'PUT', url, headers: other.headers })).statusCode).toBe(200);
  });
});
