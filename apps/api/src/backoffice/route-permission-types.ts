import type { BackofficeRole, PermissionLevel, SpecialPermission } from '@circula/domain';

/**
 * One requirement: a back-office role at a level or above (0 read, 1 write, 2 admin) and, when `special`
 * is given, that special permission too; or a special permission on its own.
 */
export type PermissionRequirement =
  | { role: BackofficeRole; level: PermissionLevel; special?: SpecialPermission }
  | { special: SpecialPermission };

/** What a back-office route needs: one requirement, or any one of several (a route serving two areas). */
export type RoutePermission = PermissionRequirement | { anyOf: readonly PermissionRequirement[] };

/** Route key `'METHOD /path'` (Fastify's path syntax) → what the caller needs. */
export type RoutePermissions = Record<string, RoutePermission>;
