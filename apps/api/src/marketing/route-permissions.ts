import type { BackofficeRole, PermissionLevel } from '@circula/domain';

/**
 * Role and level each MARKETING back-office route needs (0 read, 1 write, 2 admin): banners and the
 * Ofertas Especiais. The back office's one route table spreads this fragment.
 */
export const marketingRoutePermissions = {
  'GET /backoffice/banners': { role: 'CIRCULA_MARKETING', level: 0 },
  'POST /backoffice/banners': { role: 'CIRCULA_MARKETING', level: 1 },
  'GET /backoffice/banners/:id': { role: 'CIRCULA_MARKETING', level: 0 },
  'PUT /backoffice/banners/:id': { role: 'CIRCULA_MARKETING', level: 1 },
  'DELETE /backoffice/banners/:id': { role: 'CIRCULA_MARKETING', level: 1 },
  'PUT /backoffice/banners/order': { role: 'CIRCULA_MARKETING', level: 1 },
  'POST /backoffice/banner-images/:type/:variant': { role: 'CIRCULA_MARKETING', level: 1 },
  'GET /backoffice/special-offers': { role: 'CIRCULA_MARKETING', level: 0 },
  'POST /backoffice/special-offers': { role: 'CIRCULA_MARKETING', level: 1 },
  'DELETE /backoffice/special-offers/:id': { role: 'CIRCULA_MARKETING', level: 1 },
  'PUT /backoffice/special-offers/order': { role: 'CIRCULA_MARKETING', level: 1 },
} as const satisfies Record<string, { role: BackofficeRole; level: PermissionLevel }>;

export type MarketingRoute = keyof typeof marketingRoutePermissions;
