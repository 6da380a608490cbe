import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';

/**
 * Every operation of the published OpenAPI document, called with inputs generated from its own schemas
 * and then bent (wrong types, missing fields, huge numbers, control characters, other people's ids), as an
 * anonymous visitor, a verified buyer and a member of staff. Whatever arrives, the API answers with a
 * 2xx, 3xx or 4xx — never a 5xx. A fixed seed makes every run send the same requests, so a failure
 * names the request that reproduces it.
 */

const SEED = 20_261_125;
const RUNS_PER_IDENTITY = 5;

const { app, db } = await createTestApp({
  SEARCH_CACHE_SECONDS: '0',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  BUYERS_RATE_LIMIT_MAX: '1000000',
  SEARCH_RATE_LIMIT_MAX: '1000000',
  BIDS_RATE_LIMIT_MAX: '1000000',
  NOTIFICATIONS_RATE_LIMIT_MAX: '1000000',
  SELLER_RATE_LIMIT_MAX: '1000000',
});
await app.ready();

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };

const listing = await makeListing(db);
const lot = await makeLot(db, { listingId: listing.id });
const buyer = await makeBidder(app, db, { enrolIn: [listing.id] });
const staff = await signedInStaff(app, db, 'CIRCULA_TECH', 2);
const knownIds = [listing.id, lot.id, buyer.buyerId, buyer.userId, staff.user.id];

/** Strings an attacker tries first. */
const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u0007',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '😀'.repeat(40),
  '9'.repeat(400),
  '-1',
  '1e400',
  'null',
  '2026-02-30T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
);
const hostileNumbers = fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plain = fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 80) });
  const valid = (() => {
    switch (schema.format) {
      case 'uuid':
        return fc.oneof(fc.uuid(), fc.constantFrom(...knownIds));
      case 'email':
        return fc.emailAddress();
      case 'date-time':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      default:
        return plain;
    }
  })();
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileStrings });
}

/** Values shaped like the schema most of the time, and anything else some of the time. */
function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const shaped = shapedFor(schema, depth);
  const nullable = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  return fc.oneof(
    { weight: 6, arbitrary: nullable },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

function shapedFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000_000 }),
        },
        { weight: 1, arbitrary: hostileNumbers },
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), hostileNumbers);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      // Usually every required field, sometimes some missing; sometimes a field nobody declared.
      return fc
        .tuple(
          fc.record(entries, { requiredKeys: required }),
          fc.record(entries, { requiredKeys: [] }),
          fc.boolean(),
          fc.nat(9),
        )
        .map(([full, partial, extra, pick]) => {
          const value: Record<string, unknown> = pick < 7 ? { ...full } : { ...partial };
          if (extra) value.__proto_injection__ = { polluted: true };
          return value;
        });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '99999999999999999999', '%00', '..', 'null', 'ç') },
);

function asQueryValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The generated request of one operation: URL with path and query, and a body when it takes one. */
function requestFor(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...pathParameters.map(() => pathValue), fc.constant('')),
      query: fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, arbitraryFor(p.schema)])), {
        requiredKeys: [],
      }),
      body: operation.requestBody ? arbitraryFor(bodySchema) : fc.constant(undefined),
    })
    .map(({ path: values, query, body }) => {
      let url = path;
      pathParameters.forEach((name, index) => {
        url = url.replace(`{${name}}`, encodeURIComponent(String(values[index])));
      });
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) search.append(key, asQueryValue(value));
      const queryString = search.toString();
      return { url: queryString ? `${url}?${queryString}` : url, body };
    });
}

const identities: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'visitante', headers: {} },
  { name: 'comprador', headers: buyer.headers },
  { name: 'equipe', headers: staff.headers },
];

function isStream(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some((response) =>
    Object.keys(response.content ?? {}).some((type) => type.includes('event-stream')),
  );
}

const operations = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )
  // Development aids and live streams (which never end) are not part of the public surface.
  .filter(
    ({ path, operation }) => !path.startsWith('/dev/') && !path.endsWith('/stream') && !isStream(operation),
  )
  // Sign-out and session revocation last, so they do not end the identities' sessions early.
  .sort((a, b) => Number(a.path.startsWith('/auth')) - Number(b.path.startsWith('/auth')));

/** Status classes seen per operation, to check the inputs also reach past validation. */
const seen = new Map<string, Set<number>>();

describe('every OpenAPI operation under generated and hostile input', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s never answers 5xx',
    async (_label, { path, method, operation }) => {
      for (const identity of identities) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, operation), async ({ url, body }) => {
            const response = await app.inject({
              method: method as 'GET',
              url,
              headers:
                body === undefined
                  ? identity.headers
                  : { ...identity.headers, 'content-type': 'application/json' },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const label = `${method} ${path}`;
            seen.set(label, (seen.get(label) ?? new Set()).add(Math.floor(response.statusCode / 100)));
            expect(
              response.statusCode,
              `${identity.name} ${method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
          }),
          { seed: SEED, numRuns: RUNS_PER_IDENTITY, endOnFailure: true },
        );
      }
    },
  );

  it('reaches past input validation for a good share of the operations', () => {
    const succeeded = [...seen.entries()].filter(([, classes]) => classes.has(2)).map(([label]) => label);
    console.log(`${succeeded.length} of ${seen.size} operations answered 2xx at least once`);
    expect(seen.size).toBe(operations.length);
    // 21 of 87 when this pass was added; the seed is fixed, so a drop means inputs stopped reaching the code.
    expect(succeeded.length).toBeGreaterThanOrEqual(18);
  });
});
