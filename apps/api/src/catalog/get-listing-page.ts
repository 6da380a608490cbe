import {
  AUCTION_COMMISSION_BP,
  auctionListingTypes,
  isListingPublic,
  type ListingType,
  lotResultOf,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../media/media-storage.js';
import { renditionKey } from '../media/photo-renditions.js';
import { AppError } from '../shared/errors.js';
import type { ListingPageAnswer } from './catalog-schemas.js';
import { iso, isoOrNull } from './iso-dates.js';
import {
  findListingBySlug,
  findListingSlugById,
  listBookingSchedules,
  listFeeRows,
  listLotsOfListing,
  readListingFigures,
} from './listing-reads.js';

export const listingPageSize = 24;

export const isAuction = (type: ListingType) =>
  (auctionListingTypes as readonly ListingType[]).includes(type);

/**
 * The Event page: what the terms say it shows (item descriptions, inspection and pick-up conditions,
 * appraisal per item, planned dates, fees) plus the Edital, the auctioneer, booking slots and a page of lots.
 * DRAFT Events do not exist for visitors; the back office previews them (`preview`, never cached).
 */
export async function getListingPage(
  deps: { db: Database; media: MediaStorage },
  slug: string,
  currentPage: number,
  now: Date,
  options: { preview?: boolean } = {},
): Promise<ListingPageAnswer> {
  const found = await findListingBySlug(deps.db, slug, now);
  // Only the back office's preview (a CATALOGGER, before publishing) reads a DRAFT Event.
  if (!found || !(options.preview || isListingPublic(found.listing.status))) {
    throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
  }
  const { listing, displayStatus } = found;
  const [feeRows, bookingSchedules, page, figures] = await Promise.all([
    listFeeRows(deps.db, listing.id),
    listBookingSchedules(deps.db, listing.id),
    listLotsOfListing(deps.db, listing.id, {
      limit: listingPageSize,
      offset: (currentPage - 1) * listingPageSize,
      now,
    }),
    readListingFigures(deps.db, listing.id, now),
  ]);
  const auction = isAuction(listing.type);
  return {
    listing: {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      description: listing.description,
      type: listing.type,
      segment: listing.segment,
      status: listing.status,
      displayStatus,
      biddable: displayStatus === 'aberto',
      city: listing.city,
      state: listing.state,
      startsAt: iso(listing.startsAt),
      scheduledEndAt: iso(listing.scheduledEndAt),
      enrolmentDeadlineAt: isoOrNull(listing.enrolmentDeadlineAt),
      closingIntervalSeconds: listing.closingIntervalSeconds,
      softCloseWindowSeconds: listing.softCloseWindowSeconds,
      softCloseExtensionSeconds: listing.softCloseExtensionSeconds,
      secondPhase:
        listing.type === 'JUDICIAL_PHASED_AUCTION'
          ? {
              startsAt: isoOrNull(listing.secondPhaseStartsAt),
              endsAt: isoOrNull(listing.secondPhaseEndsAt),
              percentage: listing.secondPhasePercentage,
            }
          : null,
      inspectionConditions: listing.inspectionConditions,
      pickUpConditions: listing.pickUpConditions,
      checkOutType: listing.checkOutType,
      acceptBuyersMode: listing.acceptBuyersMode,
      paymentIntentCreationMode: listing.paymentIntentCreationMode,
      paymentDeadlineBusinessDays: listing.paymentDeadlineBusinessDays,
      highBidThresholdCents: listing.highBidThresholdCents,
      fees: {
        commissionPercentage: auction ? AUCTION_COMMISSION_BP / 100 : 0,
        feeRows,
        buyerFeePercentage: listing.buyerFeeBasisPoints === null ? null : listing.buyerFeeBasisPoints / 100,
      },
      editalUrl: listing.editalKey ? deps.media.publicUrl(listing.editalKey) : null,
      seller: { name: found.seller.name },
      auctioneer: found.auctioneer,
      bookingSchedules: bookingSchedules.map((slot) => ({
        ...slot,
        startsAt: iso(slot.startsAt),
        endsAt: iso(slot.endsAt),
      })),
      lotCount: page.total,
      coverPhoto: found.coverKey ? deps.media.publicUrl(renditionKey(found.coverKey, 640)) : null,
    },
    lots: page.rows.map(({ lot, displayStatus: lotStatus, photoKey, closingStatus }) => ({
      id: lot.id,
      number: lot.number,
      title: lot.title,
      description: lot.description,
      macroCategory: lot.macroCategory,
      estimatedValueCents: lot.estimatedValueCents,
      startingBidCents: lot.startingBidCents,
      currentBidCents: lot.currentBidCents,
      unitPriceCents: lot.unitPriceCents,
      quantity: lot.quantity,
      availableQuantity: Math.max(0, lot.quantity - lot.reservedQuantity),
      bidCount: lot.bidCount,
      hasReserve: lot.reserveCents !== null,
      scheduledEndAt: isoOrNull(lot.scheduledEndAt),
      displayStatus: lotStatus,
      photo: photoKey ? deps.media.publicUrl(renditionKey(photoKey, 256)) : null,
      result: lot.status === 'CLOSED' ? lotResultOf(closingStatus) : null,
    })),
    figures: { ...figures, unitsLeft: listing.type === 'DIRECT_SALE' ? figures.unitsLeft : null },
    total: page.total,
    currentPage,
    pageSize: listingPageSize,
  };
}

/**
 * The back office's preview of an Event in any status (DRAFT and TEASER above all): the very answer the
 * public page renders once it is published (decision 211). The route checks the CATALOGGER's grant.
 */
export async function getListingPreview(
  deps: { db: Database; media: MediaStorage },
  listingId: string,
  currentPage: number,
  now: Date,
): Promise<ListingPageAnswer> {
  const slug = await findListingSlugById(deps.db, listingId);
  if (!slug) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
  const answer = await getListingPage(deps, slug, currentPage, now, { preview: true });
  if (answer.listing.status !== 'DRAFT') return answer;
  // A draft has no public status of its own: it is shown as it will be once published as TEASER.
  const willBe = new Date(answer.listing.startsAt) > now ? ('em-breve' as const) : ('aberto' as const);
  return {
    ...answer,
    listing: { ...answer.listing, displayStatus: willBe, biddable: false },
    lots: answer.lots.map((lot) => ({ ...lot, displayStatus: willBe })),
  };
}
