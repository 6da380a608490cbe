import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { assertDeclarationsMade } from '../users/declarations.js';
import { assertBuyerMayParticipate, sellerOwnListing } from './buyer-eligibility.js';
import {
  type EnrolmentRow,
  findBuyerOfUser,
  findEnrolment,
  findListingForEnrolment,
  insertEnrolment,
  isSellerUser,
} from './enrolments-repository.js';

export function toEnrolmentView(row: EnrolmentRow) {
  return {
    id: row.id,
    listingId: row.listingId,
    buyerId: row.buyerId,
    editalAcceptedAt: row.editalAcceptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last moment a buyer may enrol: the Event's deadline, else the end of its (last) bidding phase. */
function enrolmentDeadline(listing: {
  type: string;
  enrolmentDeadlineAt: Date | null;
  scheduledEndAt: Date;
  secondPhaseEndsAt: Date | null;
}): Date {
  if (listing.enrolmentDeadlineAt) return listing.enrolmentDeadlineAt;
  if (listing.type === 'JUDICIAL_PHASED_AUCTION' && listing.secondPhaseEndsAt)
    return listing.secondPhaseEndsAt;
  return listing.scheduledEndAt;
}

/**
 * Habilitação: a verified, unblocked buyer of an accepted person type, who made the sign-up declarations,
 * accepts the Edital before the deadline. Enrolling twice answers with the first enrolment. A user of the
 * Event's seller is refused first, even one enrolled before joining the seller (their bids are refused too,
 * see run-bid-batch).
 */
export async function enrolBuyer(
  db: Database,
  input: { userId: string; listingId: string },
): Promise<{ enrolment: EnrolmentRow; created: boolean }> {
  const listing = await findListingForEnrolment(db, input.listingId);
  if (!listing || listing.status === 'DRAFT') {
    throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
  }
  const sellerMember = await isSellerUser(db, listing.sellerId, input.userId);
  if (sellerMember) throw sellerOwnListing();
  const buyer = await findBuyerOfUser(db, input.userId);
  if (buyer) {
    const existing = await findEnrolment(db, listing.id, buyer.id);
    if (existing) return { enrolment: existing, created: false };
  }
  if (listing.type === 'DIRECT_SALE') {
    throw new AppError('LISTING_NOT_ENROLLABLE', 'Vendas diretas não pedem habilitação: basta comprar.');
  }
  if (listing.status !== 'OPEN' && listing.status !== 'TEASER') {
    throw new AppError('ENROLMENT_CLOSED', 'As habilitações deste evento estão encerradas.');
  }
  if (listing.now.getTime() > enrolmentDeadline(listing).getTime()) {
    throw new AppError('ENROLMENT_CLOSED', 'O prazo de habilitação deste evento terminou.');
  }
  await assertDeclarationsMade(db, input.userId);
  assertBuyerMayParticipate(
    buyer && { status: buyer.status, type: buyer.type, blocked: buyer.blockedAt !== null, sellerMember },
    listing.acceptBuyersMode,
  );
  return insertEnrolment(db, listing.id, buyer!.id, listing.now);
}

/** The caller's enrolment in an Event, or null. */
export async function getOwnEnrolment(db: Database, input: { userId: string; listingId: string }) {
  const buyer = await findBuyerOfUser(db, input.userId);
  if (!buyer) return null;
  return findEnrolment(db, input.listingId, buyer.id);
}
