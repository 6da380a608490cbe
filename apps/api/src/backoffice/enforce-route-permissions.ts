import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/authenticate.js';
import { listUserRoles } from '../auth/user-roles.js';
import type { Database } from '../db/client.js';
import { userSpecialPermissions } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import type { RoutePermissions } from './route-permission-types.js';
import { allows, type Grants, routeKey, routePermissions } from './route-permissions.js';

export const backofficePrefix = '/backoffice';

/** The roles and special permissions a user holds now. */
export async function loadGrants(db: Database, userId: string): Promise<Grants> {
  const [roles, specials] = await Promise.all([
    listUserRoles(db, userId),
    db
      .select({ permission: userSpecialPermissions.permission })
      .from(userSpecialPermissions)
      .where(eq(userSpecialPermissions.userId, userId))
      .orderBy(userSpecialPermissions.permission),
  ]);
  return { roles, specialPermissions: specials.map((row) => row.permission) };
}

/**
 * Every /backoffice route is checked against the one permission table before its body is even read
 * (after the route's own `authenticate`): a route missing from the table answers 403 to everybody.
 * Services keep their own checks (separation of duties, the record's owner); this is the floor.
 */
export function enforceRoutePermissions(app: FastifyInstance, table: RoutePermissions = routePermissions) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || !(url === backofficePrefix || url.startsWith(`${backofficePrefix}/`))) return;
    const caller = requireUser(request);
    const permission = table[routeKey(request.method, url)];
    const grants = await loadGrants(request.server.deps.database.db, caller.userId);
    if (!allows(permission, grants)) {
      throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
    }
  });
}
