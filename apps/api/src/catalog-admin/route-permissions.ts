import type { BackofficeRole, PermissionLevel } from '@circula/domain';

/**
 * Role and level each catalogue back-office route needs (0 read, 1 write, 2 admin). The handlers check the
 * same with `requireRole`; the route table of the back office reads this one.
 */
export const catalogueRoutePermissions = {
  'GET /backoffice/catalogue/options': { role: 'CIRCULA_CATALOGGER', level: 0 },
  'GET /backoffice/listings': { role: 'CIRCULA_CATALOGGER', level: 0 },
  'POST /backoffice/listings': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'GET /backoffice/listings/:listingId': { role: 'CIRCULA_CATALOGGER', level: 0 },
  'GET /backoffice/listings/:listingId/preview': { role: 'CIRCULA_CATALOGGER', level: 0 },
  'PUT /backoffice/listings/:listingId': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/listings/:listingId/status': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/listings/:listingId/edital': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/listings/:listingId/lots': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'PUT /backoffice/listings/:listingId/lots/order': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'PUT /backoffice/lots/:id': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/lots/:id/photos': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'PUT /backoffice/lots/:id/photos/order': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'DELETE /backoffice/lots/:id/photos/:photoId': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'GET /backoffice/listings/:listingId/lot-import/template': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/listings/:listingId/lot-imports': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'GET /backoffice/lot-imports/:jobId': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'GET /backoffice/lot-imports/:jobId/errors.xlsx': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'POST /backoffice/lot-imports/:jobId/import-valid-rows': { role: 'CIRCULA_CATALOGGER', level: 1 },
  'GET /backoffice/asset-categories': { role: 'CIRCULA_CATALOGGER', level: 0 },
  'PUT /backoffice/asset-categories/:code': { role: 'CIRCULA_CATALOGGER', level: 1 },
} as const satisfies Record<string, { role: BackofficeRole; level: PermissionLevel }>;

export type CatalogueRoute = keyof typeof catalogueRoutePermissions;
