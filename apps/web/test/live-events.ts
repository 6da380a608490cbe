import type { ListingStatePayload, ListingStreamEvent, LotStreamEvent } from '@circula/domain';

/**
 * Live-stream events for the web's tests, typed by the domain's event schemas (what the API sends): each
 * builder fills what every event carries (its id, the server's clock, the Event) around the fields a test
 * cares about.
 */

export const testListingId = '00000000-0000-4000-8000-00000000e001';
const serverTime = '2026-03-01T14:59:30.000Z';
let nextId = 1;

type LotEvent<T extends LotStreamEvent['type']> = Extract<LotStreamEvent, { type: T }>;
type Fields<T extends Exclude<LotStreamEvent['type'], 'heartbeat'>> = Omit<
  LotEvent<T>,
  'type' | 'id' | 'serverTime' | 'listingId'
> & { listingId?: string };

/** One lot-stream event of `type` with the given fields. */
export function lotEvent<T extends Exclude<LotStreamEvent['type'], 'heartbeat'>>(
  type: T,
  fields: Fields<T>,
): LotEvent<T> {
  return { id: nextId++, serverTime, listingId: testListingId, ...fields, type } as LotEvent<T>;
}

/** An Event stream's first `state`: every lot's facts. */
export function listingSnapshot(lots: ListingStatePayload['lots']): ListingStreamEvent {
  return { id: nextId++, serverTime, type: 'state', listingId: testListingId, status: 'OPEN', lots };
}
