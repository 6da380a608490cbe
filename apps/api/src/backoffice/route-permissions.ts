import { backofficeRoles, type PermissionLevel, permissionLevels } from '@circula/domain';
import { catalogueRoutePermissions } from '../catalog-admin/route-permissions.js';
import { marketingRoutePermissions } from '../marketing/route-permissions.js';
import { campaignRoutePermissions } from '../newsletter/campaigns/route-permissions.js';
import { emailRoutePermissions } from '../notifications/route-permissions.js';
import type { PermissionRequirement, RoutePermission, RoutePermissions } from './route-permission-types.js';

const { READ, WRITE, ADMIN } = permissionLevels;

/** Any back-office role at any level: the base of the back office (one's own roles, the home page). */
const anyStaff: RoutePermission = { anyOf: backofficeRoles.map((role) => ({ role, level: READ })) };
const support = (level: PermissionLevel) => ({ role: 'CIRCULA_CUSTOMER_SUPPORT', level }) as const;
const finance = (level: PermissionLevel) => ({ role: 'CIRCULA_FINANCE', level }) as const;
const marketing = (level: PermissionLevel) => ({ role: 'CIRCULA_MARKETING', level }) as const;
const tech = (level: PermissionLevel) => ({ role: 'CIRCULA_TECH', level }) as const;
const cataloguer = (level: PermissionLevel) => ({ role: 'CIRCULA_CATALOGGER', level }) as const;

/** The back office's own routes and those other contexts serve under /backoffice. */
const coreRoutePermissions: RoutePermissions = {
  'GET /backoffice/me': anyStaff,

  // Buyer onboarding and blocks (customer support).
  'GET /backoffice/buyer-applications': support(READ),
  'GET /backoffice/buyer-applications/:id': support(READ),
  'POST /backoffice/buyer-applications/:id/documents/:documentId/decision': support(WRITE),
  'POST /backoffice/buyer-applications/:id/decision': support(WRITE),
  'GET /backoffice/buyers': support(READ),
  'GET /backoffice/buyers/:id': support(READ),
  'GET /backoffice/buyers/:id/picture': support(READ),
  'POST /backoffice/buyers/:id/block': support(WRITE),
  'POST /backoffice/buyers/:id/unblock': support(WRITE),

  // One-time sign-in links for a user (decision 186): the special permission alone.
  'POST /backoffice/users/:userId/login-links': { special: 'CREATE_USER_LOGIN_LINKS' },

  // Bid logs: any reader of the base role, or customer support.
  'GET /backoffice/lots/:id/bid-log': { anyOf: [{ role: 'CIRCULA_BACKOFFICE', level: READ }, support(READ)] },

  // Conditional sales and sellers' users, answered by catalogue admins on the seller's behalf.
  'POST /backoffice/lot-closings/:id/approve': cataloguer(ADMIN),
  'POST /backoffice/lot-closings/:id/reject': cataloguer(ADMIN),
  'POST /backoffice/sellers/:id/users': cataloguer(ADMIN),

  // Payments (finance).
  'GET /backoffice/payment-intents': finance(READ),
  'GET /backoffice/payment-intents/pending-listings': finance(READ),
  'GET /backoffice/payment-intents/:intentId': finance(READ),
  'GET /backoffice/payment-intents/:intentId/receipt-link': finance(READ),
  'POST /backoffice/payment-intents/:intentId/approve-receipt': finance(WRITE),
  'POST /backoffice/payment-intents/:intentId/refuse-receipt': finance(WRITE),
  'POST /backoffice/payment-intents/:intentId/confirm-pix': finance(WRITE),
  'POST /backoffice/payment-intents/:intentId/cancel': finance(WRITE),
  'POST /backoffice/listings/:listingId/payment-intents': finance(WRITE),
  'POST /backoffice/listings/:listingId/settle': finance(WRITE),
  'GET /backoffice/pix-returns': finance(READ),
  'POST /backoffice/pix-returns/:endToEndId/return': finance(WRITE),

  // Revenues (decision 187): the special permission alone, whatever the role.
  'GET /backoffice/revenues': { special: 'VIEW_REVENUES' },
  'GET /backoffice/revenues.csv': { special: 'VIEW_REVENUES' },

  // Refunds: support and finance read; support decides; finance records the PIX transfer.
  'GET /backoffice/refunds': { anyOf: [support(READ), finance(READ)] },
  'GET /backoffice/refunds/:refundId': { anyOf: [support(READ), finance(READ)] },
  'GET /backoffice/refunds/:refundId/photos/:photoId/link': { anyOf: [support(READ), finance(READ)] },
  'POST /backoffice/refunds/:refundId/approve': support(WRITE),
  'POST /backoffice/refunds/:refundId/reject': support(WRITE),
  'POST /backoffice/refunds/:refundId/payout-paid': finance(WRITE),

  // Credit grants: support or marketing ask; the APPROVE_BUYER_CREDIT holder decides.
  'GET /backoffice/credit-grants': {
    anyOf: [support(WRITE), marketing(WRITE), { special: 'APPROVE_BUYER_CREDIT' }],
  },
  'POST /backoffice/credit-grants': { anyOf: [support(WRITE), marketing(WRITE)] },
  'POST /backoffice/credit-grants/:requestId/decision': { special: 'APPROVE_BUYER_CREDIT' },

  // Referrals: marketing runs the programme, support answers buyers; either withholds or reverses a bonus.
  'GET /backoffice/referrals': { anyOf: [support(READ), marketing(READ)] },
  'POST /backoffice/referrals/:referralId/actions': { anyOf: [support(WRITE), marketing(WRITE)] },

  // Staff management (TECH admins).
  'GET /backoffice/staff': tech(ADMIN),
  'POST /backoffice/staff/invitations': tech(ADMIN),
  'DELETE /backoffice/staff/invitations/:invitationId': tech(ADMIN),
  'PUT /backoffice/staff/:userId/roles/:role': tech(ADMIN),
  'DELETE /backoffice/staff/:userId/roles/:role': tech(ADMIN),
  'PUT /backoffice/staff/:userId/special-permissions/:permission': tech(ADMIN),
  'DELETE /backoffice/staff/:userId/special-permissions/:permission': tech(ADMIN),

  // Users acting for an official auctioneer (decision 188).
  'GET /backoffice/auctioneers': tech(ADMIN),
  'POST /backoffice/auctioneers/:auctioneerId/users': tech(ADMIN),
  'PUT /backoffice/auctioneers/:auctioneerId/users/:userId': tech(ADMIN),
  'DELETE /backoffice/auctioneers/:auctioneerId/users/:userId': tech(ADMIN),

  // TECH tools.
  'GET /backoffice/outbox': tech(READ),
  'GET /backoffice/jobs': tech(READ),
  'POST /backoffice/jobs/:queue/:jobId/retry': tech(WRITE),
  'GET /backoffice/audit-log': tech(READ),
};

/**
 * Every back-office route and what it needs. A context serving routes under /backoffice exports its own
 * fragment (`RoutePermissions`) and adds it here with one import and one spread.
 */
export const routePermissions: RoutePermissions = {
  ...coreRoutePermissions,
  ...catalogueRoutePermissions,
  ...emailRoutePermissions,
  ...marketingRoutePermissions,
  ...campaignRoutePermissions,
};

/** What a caller holds, as read from user_roles and user_special_permissions. */
export interface Grants {
  roles: ReadonlyArray<{ role: string; level: number }>;
  specialPermissions: readonly string[];
}

function meets(requirement: PermissionRequirement, grants: Grants): boolean {
  const special = requirement.special;
  if (special !== undefined && !grants.specialPermissions.includes(special)) return false;
  if (!('role' in requirement)) return true;
  return grants.roles.some((grant) => grant.role === requirement.role && grant.level >= requirement.level);
}

/** Whether the grants satisfy the route's permission (fail-closed for an unknown route: pass undefined). */
export function allows(permission: RoutePermission | undefined, grants: Grants): boolean {
  if (!permission) return false;
  if ('anyOf' in permission) return permission.anyOf.some((requirement) => meets(requirement, grants));
  return meets(permission, grants);
}

/** The route key of a request: `'METHOD /path'`, HEAD answered as its GET. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
