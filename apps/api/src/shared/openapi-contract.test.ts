import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';

const { app, db } = await createTestApp({ SEARCH_CACHE_SECONDS: '0' });
await app.ready();

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
}
const document = app.swagger() as unknown as OpenApiDocument;
// OpenAPI 3.0 schemas: `nullable` is understood; the generator's own keywords are not errors.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Validates a real answer against what the published document says the route sends. */
function expectDocumented(path: string, method: string, status: number, body: unknown) {
  const schema =
    document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method.toUpperCase()} ${path} ${status} is documented`).toBeDefined();
  const validate = ajv.compile(schema!);
  const valid = validate(body);
  expect(valid ? [] : validate.errors, `${method.toUpperCase()} ${path} ${status}`).toEqual([]);
}

describe('the OpenAPI document describes what is really sent', () => {
  it('GET /web/buyers/{id}: a buyer not blocked (blockReason null) and a blocked one', async () => {
    for (const blocked of [false, true]) {
      const bidder = await makeBidder(app, db, { blocked });
      const response = await app.inject({
        method: 'GET',
        url: `/web/buyers/${bidder.buyerId}`,
        headers: bidder.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().buyer.blockReason).toBe(blocked ? 'UNPAID_FEES' : null);
      expectDocumented('/web/buyers/{id}', 'get', 200, response.json());
    }
  });

  it('GET /web/search: results and every facet', async () => {
    const listing = await makeListing(db);
    await makeLot(db, { listingId: listing.id });
    for (const url of ['/web/search', '/web/search?q=lote', '/web/search?q=nada-assim-existe']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      if (url === '/web/search') expect(response.json().facets.states.length).toBeGreaterThan(0);
      expectDocumented('/web/search', 'get', 200, response.json());
    }
  });
});
