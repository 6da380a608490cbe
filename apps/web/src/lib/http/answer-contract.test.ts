/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { webSources } from '../../../test/web-sources';

/**
 * The web reads every API answer with the route's response schema from @circula/domain (decision 230):
 * `authedJson(path, schema)`, `authedFetcherOf(schema)`, `apiFetcherOf(schema)`, `answerOf(schema, …)`,
 * `uploadWithProgress({ schema })`, the catalogue's `read(schema, …)`; on every page, where zod must not
 * load, the `…Typed<typeof schema>` forms. An answer typed by hand (`authedJson<T>`, `.json<T>()`,
 * `as T` on a body, `useSWR<T>` with the untyped fetcher) fails here.
 */

const handTyped: [RegExp, string][] = [
  [/\bauthedJson</, 'authedJson<T>: pass the schema, authedJson(path, schema)'],
  [/\bauthedFetcher\b(?!Of|Typed)/, 'authedFetcher: use authedFetcherOf(schema)'],
  [/\bapiFetcher\b(?!Of|Typed)/, 'apiFetcher: use apiFetcherOf(schema)'],
  [/\.json<|json\(\)\)\s+as\b/, 'a body cast to a type: read it with readAnswer(schema, …)'],
  [/\buseSWR(?:Infinite)?</, 'useSWR<T>: the fetcher gives the type'],
  [/\buploadWithProgress</, 'uploadWithProgress<T>: pass { schema }'],
  [
    /JSON\.parse\([^)]*\)\s+as\s+Record</,
    "a live event's data typed by hand: its type comes from the domain's live-event schemas",
  ],
];

/** The readers themselves, and what they may do that others may not. */
const readers = new Set([
  'features/session/authed-client.ts',
  'features/session/index.ts',
  'lib/http/api.ts',
  'lib/http/answer.ts',
  // The upload's reader (XMLHttpRequest, for its progress): its body is parsed, then read with the schema.
  'features/session/upload.ts',
  // SWR's default fetcher, whose answers are `unknown` until read with a schema.
  'features/layout/components/providers.tsx',
  // The refresh token's answer: typed by the domain's AuthSession and checked by hand (loads on every page).
  'features/auth/lib/auth-client.ts',
  // An error body's details, not an answer.
  'features/direct-sale/api/listing-checkouts.ts',
]);

const files = webSources();
const offences = (text: string) => handTyped.filter(([pattern]) => pattern.test(text)).map(([, why]) => why);

describe('the web reads API answers with their schemas', () => {
  it('no answer is typed by hand outside the readers', () => {
    const found = files
      .filter(({ name }) => !readers.has(name))
      .flatMap(({ name, text }) => offences(text).map((why) => `${name}: ${why}`));
    expect(found).toEqual([]);
  });

  it('the web defines no response schema of its own: they come from @circula/domain', () => {
    const own = files.filter(
      ({ name, text }) => /\/api\/[^/]+\.ts$/.test(name) && /\bz\.object\(/.test(text),
    );
    expect(own.map(({ name }) => name)).toEqual([]);
  });
});
