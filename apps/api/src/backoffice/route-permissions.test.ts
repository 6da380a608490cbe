import {
  type BackofficeRole,
  backofficeRoles,
  type PermissionLevel,
  type SpecialPermission,
  specialPermissions,
} from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { signedInUser } from '../buyers/buyer-test-factories.js';
import { userSpecialPermissions } from '../db/schema/index.js';
import { allows, type Grants, routePermissions } from './route-permissions.js';

/**
 * The one permission table against the running app: every /backoffice route is in it, and every route is
 * asked by every role at every level (and by each special permission alone); whoever the table allows is
 * let through (any answer but 401/403: a 400 or 404 for the made-up ids is fine), everybody else gets 403.
 */

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '10000',
  RATE_LIMIT_MAX: '100000',
  BUYERS_RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  NEWSLETTER_TEST_SEND_RATE_LIMIT_MAX: '100000',
});

const backofficeRoutes = () =>
  registeredRoutes(app)
    .filter((route) => route.split(' ')[1]!.startsWith('/backoffice'))
    .sort();

interface Persona {
  label: string;
  headers: Record<string, string>;
  grants: Grants;
}

const levels: PermissionLevel[] = [0, 1, 2];

async function persona(
  label: string,
  role: { role: BackofficeRole; level: PermissionLevel } | null,
  special: SpecialPermission | null,
): Promise<Persona> {
  const user = await signedInUser(app, db);
  if (role) await upsertUserRole(db, { userId: user.user.id, ...role });
  if (special) await db.insert(userSpecialPermissions).values({ userId: user.user.id, permission: special });
  return {
    label,
    headers: user.headers,
    grants: { roles: role ? [role] : [], specialPermissions: special ? [special] : [] },
  };
}

const personas: Persona[] = [await persona('sem papel', null, null)];
for (const role of backofficeRoles) {
  for (const level of levels) personas.push(await persona(`${role}:${level}`, { role, level }, null));
}
for (const special of specialPermissions) personas.push(await persona(special, null, special));

/** A concrete path for a route key: ids are fresh UUIDs, enum params take a valid value. */
function concretePath(path: string): string {
  const values: Record<string, string> = {
    role: 'CIRCULA_MARKETING',
    permission: 'VIEW_REVENUES',
    queue: 'fila-inexistente',
  };
  return path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? crypto.randomUUID());
}

describe('back-office permission table', () => {
  it('lists every registered /backoffice route, and nothing else', () => {
    const registered = backofficeRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(40);
    const missing = registered.filter((route) => !(route in routePermissions));
    expect(missing, 'rotas do back office sem linha na tabela de permissões').toEqual([]);
    const stale = Object.keys(routePermissions).filter((route) => !registered.includes(route));
    expect(stale, 'linhas da tabela sem rota').toEqual([]);
  });

  it('refuses everybody on an unknown route (fail-closed) and reads any one of several grants', () => {
    const techAdmin: Grants = { roles: [{ role: 'CIRCULA_TECH', level: 2 }], specialPermissions: [] };
    expect(allows(undefined, techAdmin)).toBe(false);
    const refunds = routePermissions['GET /backoffice/refunds'];
    expect(allows(refunds, { roles: [{ role: 'CIRCULA_FINANCE', level: 0 }], specialPermissions: [] })).toBe(
      true,
    );
    expect(allows(refunds, techAdmin)).toBe(false);
    const decision = routePermissions['POST /backoffice/credit-grants/:requestId/decision'];
    expect(allows(decision, { roles: [], specialPermissions: ['APPROVE_BUYER_CREDIT'] })).toBe(true);
    expect(allows(decision, { roles: [{ role: 'CIRCULA_FINANCE', level: 2 }], specialPermissions: [] })).toBe(
      false,
    );
  });

  it.each(Object.keys(routePermissions))('%s: every role × level and special permission', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const url = concretePath(path);
    const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const ask = (headers: Record<string, string>) =>
      app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(withBody ? { payload: {} } : {}),
      });

    const anonymous = await ask({});
    expect(anonymous.statusCode).toBe(401);

    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of personas) {
      const response = await ask(caller.headers);
      const allowed = allows(routePermissions[route], caller.grants);
      expected[caller.label] = allowed ? 'passa' : '403';
      answers[caller.label] =
        response.statusCode === 403 || response.statusCode === 401
          ? String(response.statusCode)
          : response.statusCode >= 500
            ? `erro ${response.statusCode}: ${response.body}`
            : 'passa';
      if (response.statusCode === 403) expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
    expect(answers).toEqual(expected);
  });
});
