import type { RoutePermissions } from '../../backoffice/route-permission-types.js';

const base = '/backoffice/newsletter-campaigns';
const marketing = (level: 0 | 1) => ({ role: 'CIRCULA_MARKETING', level }) as const;
const approvers = [
  { special: 'APPROVE_MAIN_NEWSLETTER' },
  { special: 'APPROVE_PARTNER_NEWSLETTER' },
] as const;

/**
 * Newsletter campaigns (decisions 200–204): MARKETING writes them; the holders of the main or the partner
 * newsletter permission read and approve them (the service checks the campaign's kind and that the approver
 * is not its author).
 */
export const campaignRoutePermissions: RoutePermissions = {
  [`GET ${base}`]: { anyOf: [marketing(0), ...approvers] },
  [`GET ${base}/:id`]: { anyOf: [marketing(0), ...approvers] },
  [`POST ${base}`]: marketing(1),
  [`PUT ${base}/:id`]: marketing(1),
  [`POST ${base}/audience-preview`]: marketing(1),
  [`GET ${base}/catalogue`]: marketing(1),
  [`POST ${base}/:id/test`]: marketing(1),
  [`POST ${base}/:id/approve`]: { anyOf: approvers },
  [`POST ${base}/:id/pause`]: marketing(1),
  [`POST ${base}/:id/resume`]: marketing(1),
  [`POST ${base}/:id/cancel`]: marketing(1),
};
