import { randomUUID } from 'node:crypto';
import { lotScheduledEnd } from '@circula/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  auctioneers,
  listingBookingSchedules,
  listingFeeRows,
  listingStatusHistory,
  listings,
  lotPhotos,
  lots,
  sellers,
} from '../src/db/schema/index.js';

type ListingInsert = typeof listings.$inferInsert;
type LotInsert = typeof lots.$inferInsert;

const hour = 3_600_000;

export async function makeSeller(db: Database, overrides: Partial<typeof sellers.$inferInsert> = {}) {
  const [row] = await db
    .insert(sellers)
    .values({ name: `Comitente ${randomUUID().slice(0, 6)}`, ...overrides })
    .returning();
  return row!;
}

export async function makeAuctioneer(db: Database, overrides: Partial<typeof auctioneers.$inferInsert> = {}) {
  const [row] = await db
    .insert(auctioneers)
    .values({ name: 'Marina Albuquerque Prado', registration: 'JUCESP nº 1.234', ...overrides })
    .returning();
  return row!;
}

/**
 * An Event, OPEN by default, started an hour ago and ending in a day, with its first history row. Auctions get
 * an auctioneer unless one is given (null for none).
 */
export async function makeListing(
  db: Database,
  overrides: Partial<ListingInsert> & {
    feeRows?: { fromValueCents: number; toValueCents: number; feeCents: number }[];
  } = {},
) {
  const { feeRows, ...fields } = overrides;
  const type = fields.type ?? 'AUCTION';
  const sellerId = fields.sellerId ?? (await makeSeller(db)).id;
  const auctioneerId =
    fields.auctioneerId !== undefined
      ? fields.auctioneerId
      : type === 'DIRECT_SALE'
        ? null
        : (await makeAuctioneer(db)).id;
  const now = Date.now();
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(listings)
    .values({
      slug: `evento-${suffix}`,
      type,
      segment: 'Desativação de Escritório',
      status: 'OPEN',
      title: `Evento de teste ${suffix}`,
      description: 'Bens de um escritório desativado.',
      city: 'São Paulo',
      state: 'SP',
      startsAt: new Date(now - hour),
      scheduledEndAt: new Date(now + 24 * hour),
      ...fields,
      sellerId,
      auctioneerId,
    })
    .returning();
  await db.insert(listingStatusHistory).values({
    listingId: row!.id,
    fromStatus: null,
    toStatus: row!.status,
    changedBy: 'system',
  });
  if (feeRows?.length) {
    await db.insert(listingFeeRows).values(feeRows.map((fee) => ({ ...fee, listingId: row!.id })));
  }
  return row!;
}

/**
 * A lot of the given Event (a new OPEN auction otherwise), numbered after the Event's last lot, in the
 * Event's city, ending at the staggered time of its number.
 */
export async function makeLot(db: Database, overrides: Partial<LotInsert> = {}) {
  const listing = overrides.listingId
    ? (await db.select().from(listings).where(sql`${listings.id} = ${overrides.listingId}`))[0]!
    : await makeListing(db);
  const [last] = await db
    .select({ max: sql<number | null>`max(${lots.number})` })
    .from(lots)
    .where(sql`${lots.listingId} = ${listing.id}`);
  const number = overrides.number ?? Number(last?.max ?? 0) + 1;
  const auction = listing.type !== 'DIRECT_SALE';
  const [row] = await db
    .insert(lots)
    .values({
      title: `Lote ${number}`,
      description: 'Item em bom estado.',
      macroCategory: 'OUTROS',
      estimatedValueCents: 100_000,
      startingBidCents: auction ? 50_000 : null,
      unitPriceCents: auction ? null : 80_000,
      scheduledEndAt: lotScheduledEnd(listing.scheduledEndAt, number, listing.closingIntervalSeconds),
      city: listing.city,
      state: listing.state,
      ...overrides,
      listingId: listing.id,
      number,
    })
    .returning();
  return row!;
}

export async function makeLotPhoto(
  db: Database,
  overrides: Partial<typeof lotPhotos.$inferInsert> & { lotId: string },
) {
  const [row] = await db
    .insert(lotPhotos)
    .values({
      position: 0,
      storageKey: `photos/${randomUUID().replaceAll('-', '')}`,
      width: 1080,
      height: 810,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeBookingSchedule(
  db: Database,
  overrides: Partial<typeof listingBookingSchedules.$inferInsert> & { listingId: string },
) {
  const [row] = await db
    .insert(listingBookingSchedules)
    .values({
      type: 'VISIT',
      startsAt: new Date(Date.now() + 24 * hour),
      endsAt: new Date(Date.now() + 30 * hour),
      address: 'Rua Augusta, 100 — São Paulo/SP',
      ...overrides,
    })
    .returning();
  return row!;
}
