import {
  BID_HARD_CAP_CENTS,
  isListingPublic,
  judicialPhaseMinimumCents,
  minimumNextBidCents,
  totalFromPrice,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../media/media-storage.js';
import { photoUrls } from '../media/photo-renditions.js';
import { AppError } from '../shared/errors.js';
import type { LotPageAnswer } from './catalog-schemas.js';
import { categoryDirectory } from './category-directory.js';
import { isAuction } from './get-listing-page.js';
import { iso, isoOrNull } from './iso-dates.js';
import { listFeeRows } from './listing-reads.js';
import { findLotWithListing, listLotPhotos } from './lot-reads.js';

/**
 * The lot page: photos in every size, its Event, the current bid or price, the least the next bid may be and
 * what the buyer would pay in all. The reserve amount never leaves the server; only whether there is one.
 */
export async function getLotPage(
  deps: { db: Database; media: MediaStorage },
  lotId: string,
  now: Date,
): Promise<LotPageAnswer> {
  const found = await findLotWithListing(deps.db, lotId, now);
  if (!found || !isListingPublic(found.listing.status) || found.lot.status === 'CANCELLED') {
    throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  }
  const { lot, listing, displayStatus } = found;
  const [photos, feeTable] = await Promise.all([
    listLotPhotos(deps.db, lot.id),
    listFeeRows(deps.db, listing.id),
  ]);
  const auction = isAuction(listing.type);
  // A judicial lot without bids in its second phase (segunda praça) starts at the Event's share of the appraisal.
  const secondPhase =
    listing.type === 'JUDICIAL_PHASED_AUCTION' &&
    listing.secondPhaseStartsAt !== null &&
    listing.secondPhaseStartsAt <= now &&
    lot.estimatedValueCents !== null;
  const startingBid = secondPhase
    ? judicialPhaseMinimumCents({
        appraisalCents: lot.estimatedValueCents!,
        phase: 2,
        secondPhasePercentage: listing.secondPhasePercentage / 100,
      })
    : lot.startingBidCents;
  const minimumNextBid =
    auction && startingBid !== null
      ? minimumNextBidCents({
          startingBidCents: startingBid,
          lastBidCents: lot.currentBidCents,
          incrementCents: lot.incrementCents,
        })
      : null;
  const referencePrice = auction ? (lot.currentBidCents ?? minimumNextBid) : lot.unitPriceCents;
  // No bid is accepted above BID_HARD_CAP_CENTS; a larger amount stored before the bounds has no total to show.
  const totalToPay =
    referencePrice === null || referencePrice > BID_HARD_CAP_CENTS
      ? null
      : totalFromPrice({
          listingType: listing.type,
          priceCents: referencePrice,
          feeTable,
          buyerFeePercentage:
            listing.buyerFeeBasisPoints === null ? null : listing.buyerFeeBasisPoints / 10_000,
        });
  const category = (await categoryDirectory(deps.db)).byCode.get(lot.macroCategory)!;
  return {
    lot: {
      id: lot.id,
      number: lot.number,
      title: lot.title,
      description: lot.description,
      macroCategory: lot.macroCategory,
      category: { code: category.code, name: category.name, slug: category.slug },
      status: lot.status,
      displayStatus,
      biddable: displayStatus === 'aberto',
      estimatedValueCents: lot.estimatedValueCents,
      startingBidCents: startingBid,
      incrementCents: lot.incrementCents,
      currentBidCents: lot.currentBidCents,
      minimumNextBidCents: minimumNextBid,
      unitPriceCents: lot.unitPriceCents,
      quantity: lot.quantity,
      availableQuantity: Math.max(0, lot.quantity - lot.reservedQuantity),
      bidCount: lot.bidCount,
      hasReserve: lot.reserveCents !== null,
      scheduledEndAt: isoOrNull(lot.scheduledEndAt),
      city: lot.city,
      state: lot.state,
      photos: photos.map((photo) => photoUrls(deps.media, photo)),
      totalToPay,
    },
    listing: {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      type: listing.type,
      segment: listing.segment,
      status: listing.status,
      displayStatus:
        displayStatus === 'em-breve' ? 'em-breve' : listing.status === 'OPEN' ? 'aberto' : 'encerrado',
      city: listing.city,
      state: listing.state,
      startsAt: iso(listing.startsAt),
      scheduledEndAt: iso(listing.scheduledEndAt),
      auctioneer: found.auctioneer,
    },
    serverTime: iso(now),
  };
}
