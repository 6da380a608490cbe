import type { SearchSuggestionsAnswer } from '@circula/domain';
import type { ListingPageAnswer } from './catalog-schemas.js';
import type { FacetCounts } from './search-facets.js';
import type { ResolvedTerm } from './search-terms.js';

/**
 * A small per-process cache with a time to live, for search work that many requests repeat: facet counts
 * (they scan every matching lot, the whole catalogue when browsing without words, while the page stops at
 * 24) and the typo look-up of query words. Values a few seconds old are fine beside answers that are
 * themselves cacheable for 5 seconds. A TTL of 0 turns it off.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps the first expiry of a key already cached, so a hot key is still recomputed every TTL. */
  set(key: string, value: V, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    const current = this.entries.get(key);
    if (current && current.expiresAt > now) return;
    // Maps keep insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }
}

export interface SearchCaches {
  facets: TtlCache<FacetCounts>;
  terms: TtlCache<ResolvedTerm[]>;
  /** What the search box offers for the words typed so far. */
  suggestions: TtlCache<SearchSuggestionsAnswer>;
  /**
   * Event pages (10 s at most), keyed with the Event's stock version: bids and clocks may lag by those
   * seconds, units left and "Esgotado" never do.
   */
  listingPages: TtlCache<ListingPageAnswer>;
}

/** How long an Event page answer is reused at most (it was the web's render cache before, decision 161). */
export const listingPageSeconds = 10;

export function createSearchCaches(ttlSeconds: number): SearchCaches {
  return {
    facets: new TtlCache(ttlSeconds * 1000),
    terms: new TtlCache(ttlSeconds * 1000),
    suggestions: new TtlCache(ttlSeconds * 1000),
    listingPages: new TtlCache(Math.min(ttlSeconds, listingPageSeconds) * 1000, 500),
  };
}
