import * as domain from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { documentedResponses } from './openapi.js';

/**
 * One contract between the API and the web (decision 230): every route declares the answers it sends
 * with a response schema, and those schemas are the ones @circula/domain exports, which the web reads the
 * answers with (`authedJson(path, schema)`, `authedFetcherOf(schema)`, `read(schema, …)`). A route added
 * without a response schema, or answering with a shape written only in the API, fails here.
 */

const { app } = await createTestApp();
await app.ready();
app.swagger();

/** Routes that send no JSON on success, and so have no success schema: pages, streams, files. */
const notJson: Record<string, string> = {
  'GET /docs': 'the OpenAPI viewer',
  'GET /docs/': 'the OpenAPI viewer',
  'GET /docs/json': 'the OpenAPI document itself',
  'GET /docs/yaml': 'the OpenAPI document itself',
  'GET /docs/static/index.html': 'the OpenAPI viewer',
  'GET /docs/static/swagger-initializer.js': 'the OpenAPI viewer',
  'GET /docs/*': 'the OpenAPI viewer',
  'GET /files': 'a stored file',
  'GET /web/listings/:id/stream': 'server-sent events',
  'GET /web/lots/:id/stream': 'server-sent events',
  'GET /web/notifications/stream': 'server-sent events',
  'GET /backoffice/listings/:listingId/lot-import/template': 'a spreadsheet',
  'GET /backoffice/lot-imports/:jobId/errors.xlsx': 'a spreadsheet',
  'GET /backoffice/lots/:id/bid-log': 'CSV, or JSON built as text by the bid-log export',
};

/**
 * Routes whose success answer is written in the API alone: none of them is read by the web (operations,
 * development, webhooks, files). The list may only shrink: a route that now answers with a shared schema
 * must leave it.
 */
const answeredInApi = new Set([
  'GET /health 200',
  'GET /ready 200',
  'GET /dev/outbox 200',
  'GET /dev/newsletter-subscribers/:email 200',
  'POST /dev/roles 200',
  'POST /dev/jobs/referrals-and-credits 200',
  'POST /dev/live-auctions 201',
  'POST /dev/verified-buyers 200',
  'POST /dev/fulfilment-events 201',
  'GET /backoffice/revenues.csv 200',
  'GET /seller/events/:id/statement.csv 200',
  'GET /auctioneer/lots/:id/court-record 200',
  'POST /web/email/newsletter-subscribers 201',
  'POST /auth/referral 200',
  'POST /auth/signout 200',
  'DELETE /backoffice/staff/invitations/:invitationId 204',
  'POST /backoffice/jobs/:queue/:jobId/retry 204',
  'PUT /backoffice/auctioneers/:auctioneerId/users/:userId 200',
  'POST /backoffice/sellers/:id/users 200',
  'POST /backoffice/listings/:listingId/settle 200',
  'GET /web/referrals/user-referrals/users/:userId/buyer 200',
]);

const isSuccess = (status: string) => /^2\d\d$/.test(status);
/** A redirect (sign-in callbacks) is a success that sends no JSON; its schema documents the Location. */
const isSuccessOrRedirect = (status: string) => /^[23]\d\d$/.test(status);
const sharedSchemas = new Set<unknown>(Object.values(domain).filter((value) => value instanceof z.ZodType));

/**
 * printRoutes merges routes that share a prefix but name its parameter differently
 * ('/web/listings/:slug|:id/enrolment'): each spelling is tried.
 */
function spellings(route: string): string[] {
  const [method, path] = route.split(' ') as [string, string];
  let variants = [''];
  for (const segment of path.split('/').slice(1)) {
    const options = segment.includes('|') ? segment.split('|') : [segment];
    variants = variants.flatMap((prefix) => options.map((option) => `${prefix}/${option}`));
  }
  return variants.map((variant) => `${method} ${variant}`);
}

describe('the response contract between the API and the web', () => {
  it('every route declares the answer of its success (or redirect) status with a response schema', () => {
    const missing: string[] = [];
    const routes = registeredRoutes(app);
    expect(routes.length).toBeGreaterThan(200);
    for (const route of routes) {
      const documented = spellings(route)
        .map((spelling) => [spelling, documentedResponses.get(spelling)] as const)
        .find(([, response]) => response !== undefined);
      const name = documented?.[0] ?? route;
      if (name in notJson || route in notJson) continue;
      const response = documented?.[1] ?? {};
      if (!Object.keys(response).some(isSuccessOrRedirect)) missing.push(name);
    }
    expect(missing, 'routes without a response schema for their success status').toEqual([]);
  });

  it('every success answer is a schema shared through @circula/domain, which the web reads it with', () => {
    const inApi: string[] = [];
    for (const [route, response] of documentedResponses) {
      for (const [status, schema] of Object.entries(response)) {
        if (!isSuccess(status) || sharedSchemas.has(schema)) continue;
        inApi.push(`${route} ${status}`);
      }
    }
    expect(
      inApi.filter((answer) => !answeredInApi.has(answer)),
      'answers written in the API alone: move the schema to packages/domain and use it on both sides',
    ).toEqual([]);
    expect(
      [...answeredInApi].filter((answer) => !inApi.includes(answer)),
      'answers that are shared now (or gone): take them off the list',
    ).toEqual([]);
  });

  it('the schemas the web reads with are the very ones the routes send', () => {
    const sends = (route: string, status: string) => documentedResponses.get(route)?.[status];
    expect(sends('GET /web/users/:id', '200')).toBe(domain.currentUserSchema);
    expect(sends('GET /web/users/:id/sessions', '200')).toBe(domain.userSessionsResponseSchema);
    expect(sends('GET /web/buyers/:id/listing-bids', '200')).toBe(domain.listingBidsResponseSchema);
    expect(sends('GET /web/buyer-applications/active', '200')).toBe(domain.activeApplicationResponseSchema);
    expect(sends('GET /web/notifications', '200')).toBe(domain.notificationsPageSchema);
    expect(sends('GET /web/geo/states', '200')).toBe(domain.geoStatesResponseSchema);
    expect(sends('GET /web/search', '200')).toBe(domain.searchAnswerSchema);
    expect(sends('GET /web/lots/:id', '200')).toBe(domain.lotPageAnswerSchema);
    expect(sends('GET /seller/lot-closings', '200')).toBe(domain.sellerClosingsResponseSchema);
    expect(sends('GET /backoffice/buyers/:id', '200')).toBe(domain.buyerForStaffSchema);
    expect(sends('POST /auth/signin/credentials', '200')).toBe(domain.authSessionSchema);
    // The live lot page and the favourites.
    expect(sends('POST /web/lots/:id/bids', '201')).toBe(domain.bidReceiptSchema);
    expect(sends('GET /web/lots/:id/bids', '200')).toBe(domain.lotBidsAnswerSchema);
    expect(sends('GET /web/lots/:id/automatic-bid', '200')).toBe(domain.ownAutomaticBidAnswerSchema);
    expect(sends('PUT /web/lots/:id/automatic-bid', '200')).toBe(domain.automaticBidChangeAnswerSchema);
    expect(sends('DELETE /web/lots/:id/automatic-bid', '200')).toBe(domain.automaticBidChangeAnswerSchema);
    expect(sends('GET /web/listings/:id/enrolment', '200')).toBe(domain.ownEnrolmentAnswerSchema);
    expect(sends('POST /web/listings/:id/enrolments', '201')).toBe(domain.enrolmentAnswerSchema);
    expect(sends('GET /web/high-bid-agreement', '200')).toBe(domain.ownHighBidAgreementAnswerSchema);
    expect(sends('GET /web/time', '200')).toBe(domain.serverTimeAnswerSchema);
    expect(sends('GET /web/lots/:id/closing', '200')).toBe(domain.publicLotClosingAnswerSchema);
    expect(sends('GET /web/users/:id/favorites', '200')).toBe(domain.accountFavoritesAnswerSchema);
    expect(sends('PUT /web/users/:id/favorites/:lotId', '200')).toBe(domain.favoriteChangeAnswerSchema);
    expect(sends('POST /web/users/:id/favorites/merge', '200')).toBe(domain.favoriteMergeAnswerSchema);
    expect(sends('POST /web/favorite-lists', '202')).toBe(domain.openFavoriteListAnswerSchema);
    expect(sends('GET /web/favorite-lists/:token', '200')).toBe(domain.favoriteListAnswerSchema);
    expect(sends('DELETE /web/favorite-lists/:token/lots/:lotId', '200')).toBe(
      domain.favoriteChangeAnswerSchema,
    );
  });
});
