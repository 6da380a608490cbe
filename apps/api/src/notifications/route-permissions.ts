import type { BackofficeRole, PermissionLevel } from '@circula/domain';

/**
 * Who may call the staff routes of e-mail (checked on each route with `requireRole`): the preview of the
 * templates is for TECH, from level 0 (read).
 */
export const emailRoutePermissions = {
  'GET /backoffice/email-templates': { role: 'CIRCULA_TECH', level: 0 },
  'GET /backoffice/email-templates/:type': { role: 'CIRCULA_TECH', level: 0 },
} as const satisfies Record<string, { role: BackofficeRole; level: PermissionLevel }>;
