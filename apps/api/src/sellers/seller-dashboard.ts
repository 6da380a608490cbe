import type {
  LotClosingStatus,
  PaymentIntentStatus,
  SellerEventFigures,
  SellerEventResponse,
  SellerEventSummary,
  SellerEventsResponse,
  SellerLot,
  SellerLotResult,
  SellerLotSale,
  SellerStatement,
  StatementRow,
} from '@circula/domain';
import { isOpenPaymentIntent } from '@circula/domain';
import type { Database } from '../db/client.js';
import type { listings } from '../db/schema/index.js';
import { eventForMember, sellerForMember } from './seller-access.js';
import {
  closingsOfListings,
  enrolmentCountsOf,
  listSellerListings,
  lotFiguresOf,
  lotLinesOfListing,
  lotsOfListings,
  priceItemsOfListings,
} from './seller-dashboard-repository.js';

type ListingRow = typeof listings.$inferSelect;
type PriceItem = Awaited<ReturnType<typeof priceItemsOfListings>>[number];
type Closing = Awaited<ReturnType<typeof closingsOfListings>>[number];
type LotRow = Awaited<ReturnType<typeof lotsOfListings>>[number];

/** Intents that no longer collect anything: left out of "sold" and of the current total. */
const deadIntent = (status: PaymentIntentStatus) => status === 'CANCELLED';

const resultOfClosing: Record<LotClosingStatus, SellerLotResult> = {
  PENDING_CONFIRMATION: 'CONDITIONAL',
  APPROVED: 'SOLD',
  REJECTED: 'UNSOLD',
  UNCOLLECTIBLE: 'ABANDONED',
  ABANDONED: 'ABANDONED',
  CANCELLED: 'CANCELLED',
  REFUNDED: 'REFUNDED',
};

/**
 * The sales of one lot. An auction lot has its result's latest charge (or, before a charge exists, the result
 * itself with no payment status); a direct-sale lot one sale per purchase still in force. The buyer's name
 * and contact only for a paid sale (decision 145): the pick-up needs them, nothing before does.
 */
function salesOfLot(closing: Closing | undefined, items: PriceItem[]): SellerLotSale[] {
  if (closing) {
    const latest = items.filter((item) => item.buyerId === closing.buyerId).at(-1);
    if (!latest) {
      return [
        {
          id: closing.id,
          buyer: { username: closing.buyerUsername, contact: null },
          quantity: 1,
          priceCents: closing.amountCents,
          paymentStatus: null,
          paidAt: null,
        },
      ];
    }
    return [saleOf(latest)];
  }
  return items.filter((item) => !deadIntent(item.intentStatus)).map(saleOf);
}

function saleOf(item: PriceItem): SellerLotSale {
  const paid = item.intentStatus === 'PAID';
  const phone = item.userPhoneVerifiedAt ? item.userPhone : null;
  return {
    id: item.intentId,
    buyer: {
      username: item.buyerUsername,
      contact: paid ? { name: item.userName, phone, email: phone ? null : item.userEmail } : null,
    },
    quantity: item.quantity,
    priceCents: item.unitPriceCents * item.quantity,
    paymentStatus: item.intentStatus,
    paidAt: item.paidAt ? item.paidAt.toISOString() : null,
  };
}

function resultOf(lot: LotRow, closing: Closing | undefined, sales: SellerLotSale[]): SellerLotResult {
  if (closing) return resultOfClosing[closing.status];
  if (sales.length > 0) return 'SOLD';
  if (lot.status === 'CANCELLED') return 'CANCELLED';
  if (lot.status === 'CLOSED') return 'UNSOLD';
  return 'OPEN';
}

interface EventData {
  lots: SellerLot[];
  figures: SellerEventFigures;
}

/** Lots with results and sales, and the figures, of a set of Events, read in a fixed number of queries. */
async function eventsData(db: Database, rows: ListingRow[]): Promise<Map<string, EventData>> {
  const ids = rows.map((row) => row.id);
  const [lotFigures, enrolments, lotRows, closings, items] = await Promise.all([
    lotFiguresOf(db, ids),
    enrolmentCountsOf(db, ids),
    lotsOfListings(db, ids),
    closingsOfListings(db, ids),
    priceItemsOfListings(db, ids),
  ]);
  const closingByLot = new Map(closings.map((closing) => [closing.lotId, closing]));
  const itemsByLot = new Map<string, PriceItem[]>();
  for (const item of items) itemsByLot.set(item.lotId, [...(itemsByLot.get(item.lotId) ?? []), item]);
  const result = new Map<string, EventData>();
  for (const row of rows) {
    const figures = lotFigures.get(row.id) ?? { lots: 0, bids: 0, currentBids: 0 };
    const eventLots: SellerLot[] = [];
    let soldLots = 0;
    let paidCents = 0;
    let boughtCents = 0;
    for (const lot of lotRows.filter((candidate) => candidate.listingId === row.id)) {
      const closing = closingByLot.get(lot.id);
      const sales = salesOfLot(closing, itemsByLot.get(lot.id) ?? []);
      const result = resultOf(lot, closing, sales);
      if (result === 'SOLD') soldLots += 1;
      for (const sale of sales) {
        if (sale.paymentStatus === 'PAID') paidCents += sale.priceCents;
        boughtCents += sale.priceCents;
      }
      eventLots.push({
        id: lot.id,
        number: lot.number,
        title: lot.title,
        quantity: lot.quantity,
        unitPriceCents: row.type === 'DIRECT_SALE' ? lot.unitPriceCents : null,
        unitsLeft: row.type === 'DIRECT_SALE' ? lot.quantity - lot.reservedQuantity : null,
        bidCount: lot.bidCount,
        currentBidCents: lot.currentBidCents,
        scheduledEndAt: lot.scheduledEndAt ? lot.scheduledEndAt.toISOString() : null,
        closedAt: lot.closedAt ? lot.closedAt.toISOString() : null,
        result,
        closingStatus: closing?.status ?? null,
        sales,
      });
    }
    result.set(row.id, {
      lots: eventLots,
      figures: {
        lots: figures.lots,
        bids: figures.bids,
        enrolledBuyers: enrolments.get(row.id) ?? 0,
        currentTotalCents: row.type === 'DIRECT_SALE' ? boughtCents : figures.currentBids,
        soldLots,
        paidCents,
      },
    });
  }
  return result;
}

function summaryOf(row: ListingRow, figures: SellerEventFigures): SellerEventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    scheduledEndAt: row.scheduledEndAt.toISOString(),
    figures,
  };
}

/** GET /seller/sellers/{id}/events: the seller's published Events, newest first, with live figures. */
export async function listSellerEvents(
  db: Database,
  userId: string,
  sellerId: string,
): Promise<SellerEventsResponse> {
  const seller = await sellerForMember(db, userId, sellerId);
  const rows = await listSellerListings(db, seller.id);
  const data = await eventsData(db, rows);
  return { seller, events: rows.map((row) => summaryOf(row, data.get(row.id)!.figures)) };
}

/** GET /seller/events/{id}: one Event of the user's sellers with figures, lots, results and payments. */
export async function getSellerEvent(
  db: Database,
  userId: string,
  eventId: string,
): Promise<SellerEventResponse> {
  const { listing, seller } = await eventForMember(db, userId, eventId);
  const data = (await eventsData(db, [listing])).get(listing.id)!;
  return { event: { ...summaryOf(listing, data.figures), seller }, lots: data.lots };
}

/**
 * GET /seller/events/{id}/statement (decision 145): one row per lot and buyer with a paid price — the price,
 * the commission and administrative fee the buyer paid the provider (informative: they are the buyer's
 * charges, not deducted from the seller), and what the seller receives: the price paid. Fines, credits and
 * cancelled or unpaid charges are left out; the price of charges still open is shown apart.
 */
export async function getSellerStatement(
  db: Database,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<SellerStatement> {
  const { listing, seller } = await eventForMember(db, userId, eventId);
  const [lines, lotRows, items] = await Promise.all([
    lotLinesOfListing(db, listing.id),
    lotsOfListings(db, [listing.id]),
    priceItemsOfListings(db, [listing.id]),
  ]);
  const lotById = new Map(lotRows.map((lot) => [lot.id, lot]));
  const rows = new Map<string, StatementRow>();
  let awaitingPaymentCents = 0;
  for (const line of lines) {
    if (!line.lotId) continue;
    if (line.intentStatus !== 'PAID') {
      if (line.kind === 'PRICE' && isOpenPaymentIntent(line.intentStatus))
        awaitingPaymentCents += line.amountCents;
      continue;
    }
    const lot = lotById.get(line.lotId);
    if (!lot || !line.paidAt) continue;
    const key = `${line.lotId}:${line.buyerId}`;
    const row = rows.get(key) ?? {
      lotNumber: lot.number,
      lotTitle: lot.title,
      buyerUsername: line.buyerUsername,
      quantity: 0,
      paidAt: line.paidAt.toISOString(),
      priceCents: 0,
      commissionCents: 0,
      administrativeFeeCents: 0,
      sellerReceivesCents: 0,
    };
    if (line.paidAt.toISOString() > row.paidAt) row.paidAt = line.paidAt.toISOString();
    if (line.kind === 'PRICE') {
      row.priceCents += line.amountCents;
      row.sellerReceivesCents += line.amountCents;
    } else if (line.kind === 'COMMISSION') row.commissionCents += line.amountCents;
    else row.administrativeFeeCents += line.amountCents;
    rows.set(key, row);
  }
  for (const item of items) {
    if (item.intentStatus !== 'PAID') continue;
    const row = rows.get(`${item.lotId}:${item.buyerId}`);
    if (row) row.quantity += item.quantity;
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.lotNumber - b.lotNumber || a.paidAt.localeCompare(b.paidAt),
  );
  const sum = (pick: (row: StatementRow) => number) => sorted.reduce((total, row) => total + pick(row), 0);
  return {
    event: { id: listing.id, title: listing.title, sellerName: seller.name },
    rows: sorted,
    totals: {
      priceCents: sum((row) => row.priceCents),
      commissionCents: sum((row) => row.commissionCents),
      administrativeFeeCents: sum((row) => row.administrativeFeeCents),
      sellerReceivesCents: sum((row) => row.sellerReceivesCents),
      awaitingPaymentCents,
    },
    generatedAt: now.toISOString(),
  };
}
