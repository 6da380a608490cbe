import { type ListingCheckoutReview, paymentBreakdown } from '@circula/domain';
import type { Database } from '../db/client.js';
import { findPurchasableLot, insufficientStock } from './purchase-eligibility.js';

/**
 * The checkout review of "Comprar agora": the lot, the quantity, the domain's breakdown (the same lines the
 * intent will hold) and the Event's terms, for an eligible buyer and a quantity within the units left.
 * Reads only: the units are taken at the confirmation.
 */
export async function reviewListingCheckout(
  db: Database,
  input: { userId: string; lotId: string; quantity: number },
): Promise<ListingCheckoutReview> {
  const { found } = await findPurchasableLot(db, input);
  const { lot, listing } = found;
  const availableQuantity = lot.quantity - lot.reservedQuantity;
  if (input.quantity > availableQuantity) throw insufficientStock(availableQuantity);
  const breakdown = paymentBreakdown({
    listingType: listing.type,
    items: [{ lotId: lot.id, unitPriceCents: lot.unitPriceCents, quantity: input.quantity }],
    feeTable: listing.feeTable,
    buyerFeeBasisPoints: listing.buyerFeeBasisPoints,
  });
  return {
    lot: {
      id: lot.id,
      number: lot.number,
      title: lot.title,
      unitPriceCents: lot.unitPriceCents,
      availableQuantity,
    },
    listing: {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      sellerName: listing.sellerName,
      city: listing.city,
      state: listing.state,
      acceptBuyersMode: listing.acceptBuyersMode,
      checkOutType: listing.checkOutType,
      inspectionConditions: listing.inspectionConditions,
      pickUpConditions: listing.pickUpConditions,
      paymentDeadlineBusinessDays: listing.paymentDeadlineBusinessDays,
    },
    quantity: input.quantity,
    lines: breakdown.lines,
    totalCents: breakdown.totalCents,
  };
}
