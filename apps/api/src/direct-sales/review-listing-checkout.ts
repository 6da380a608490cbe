import { type ListingCheckoutReview, paymentBreakdown } from '@circula/domain';
import type { Database } from '../db/client.js';
import { countUnpaidDirectSales } from './direct-sales-repository.js';
import { findPurchasableLot, insufficientStock, unpaidLimitReached } from './purchase-eligibility.js';

/**
 * The checkout review of "Comprar agora": the lot, the quantity, the domain's breakdown (the same lines the
 * intent will hold) and the Event's terms, for an eligible buyer and a quantity within the units left.
 * Reads only: the units are taken at the confirmation. A buyer already at the cap of unpaid purchases
 * (decision 282) learns it here, before filling anything in; the confirmation counts again under the
 * buyer's lock, which is what holds against concurrent purchases.
 */
export async function reviewListingCheckout(
  db: Database,
  input: { userId: string; lotId: string; quantity: number; unpaidLimit: number },
): Promise<ListingCheckoutReview> {
  const { found, buyer } = await findPurchasableLot(db, input);
  if ((await countUnpaidDirectSales(db, buyer.id)) >= input.unpaidLimit)
    throw unpaidLimitReached(input.unpaidLimit);
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
