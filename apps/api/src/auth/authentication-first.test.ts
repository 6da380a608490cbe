import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';

/**
 * Every route is asked by an anonymous caller with malformed params, query and body. A route that needs a
 * signed-in user answers 401 before any validation (so the caller learns nothing about its inputs); the
 * others are listed here. A new route is either protected or added to this list.
 */
const publicRoutes = new Set([
  'GET /docs',
  'GET /docs/',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/*',
  'GET /health',
  'GET /ready',
  'GET /files',
  'GET /auth/callback/google',
  'GET /auth/magic-link/callback',
  'GET /auth/login-link/callback',
  'GET /auth/providers',
  'GET /auth/refresh-token',
  'GET /auth/signin/google',
  'POST /auth/email-code',
  'POST /auth/referral',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /auth/signin/credentials',
  'POST /auth/signin/magic-link',
  'POST /auth/signout',
  'POST /auth/signup',
  'GET /dev/newsletter-subscribers/:email',
  'GET /dev/outbox',
  'POST /dev/fulfilment-events',
  'POST /dev/jobs/referrals-and-credits',
  'POST /dev/live-auctions',
  'POST /dev/pix-payments',
  'POST /dev/roles',
  'POST /dev/verified-buyers',
  'GET /web/asset-categories/macros',
  'GET /web/asset-categories/by-slug/:slug',
  'GET /web/banners',
  'GET /web/geo/states',
  'GET /web/geo/states/:code/cities',
  'GET /web/listings',
  'GET /web/listings/:slug|:id',
  'GET /web/listings/:slug|:id/stream',
  'GET /web/lots/:id',
  'GET /web/lots/:id/bids',
  'GET /web/lots/:id/closing',
  'GET /web/lots/:id/offer-terms',
  'GET /web/lots/:id/stream',
  'GET /web/search',
  'GET /web/search/suggestions',
  'GET /web/sitemap-entries',
  'GET /web/time',
  'POST /web/email/newsletter-subscribers',
  // Newsletter campaigns: the open pixel and the click redirect (opaque per-recipient token), and the
  // unsubscribe (a signed link; RFC 8058 one-click POSTs come without a session).
  'GET /web/newsletter/o/:file',
  'GET /web/newsletter/c/:token/:index',
  'POST /web/newsletter/unsubscribe',
  // The single-use link e-mailed to an address that had unsubscribed, bringing it back.
  'POST /web/newsletter/confirmation',
  'POST /web/favorite-lists',
  'GET /web/favorite-lists/:token',
  'PUT /web/favorite-lists/:token/lots/:lotId',
  'DELETE /web/favorite-lists/:token/lots/:lotId',
  // Authenticated by the provider's HMAC signature, checked before the body (pix-webhook.test.ts).
  'POST /webhooks/pix',
]);

const { app } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
await app.ready();

describe('authentication before validation', () => {
  it('answers an anonymous, malformed request to every protected route with 401, not 400', async () => {
    const routes = registeredRoutes(app);
    const protectedRoutes = routes.filter((route) => !publicRoutes.has(route));
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const answers: Record<string, string> = {};
    for (const route of protectedRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const url = `${path.replace(/:[A-Za-z]+/g, 'nao-e-id').replace('*', 'x')}?limit=abc&page=-1`;
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await app.inject({
        method: method as 'GET',
        url,
        ...(withBody ? { payload: { inesperado: 1, email: 'nope' } } : {}),
      });
      answers[route] = `${response.statusCode} ${response.json().code}`;
    }
    expect(answers).toEqual(Object.fromEntries(protectedRoutes.map((route) => [route, '401 UNAUTHORIZED'])));
  });

  it('lists only routes that exist', () => {
    const routes = new Set(registeredRoutes(app));
    expect([...publicRoutes].filter((route) => !routes.has(route))).toEqual([]);
  });
});
