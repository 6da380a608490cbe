import type { ListingStatusInput } from '@circula/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { findListingForUpdate } from '../catalog/listings.js';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import type { Database } from '../db/client.js';
import { automaticBids } from '../db/schema/index.js';
import { renderEmail } from '../notifications/email/render.js';
import { insertUserNotifications } from '../notifications/publish-user-notifications.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import { cancelOpenLots, findListing, listListingBidders, listLotsOf } from './catalogue-admin-repository.js';
import { type CatalogueDeps, getAdminListing, listingNotFound } from './listings-admin.js';

/**
 * Publishes a DRAFT as TEASER ("em breve"; the open job moves it to OPEN at its start) or cancels a DRAFT,
 * TEASER or OPEN Event. Other moves belong to the jobs (OPEN at the start, CLOSED by the lot closings).
 */
export async function changeListingStatus(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  input: ListingStatusInput,
) {
  const before = await findListing(deps.db, listingId);
  if (!before) throw listingNotFound();
  if (input.to === 'TEASER') {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const lotRows = await listLotsOf(tx, listingId);
      if (lotRows.length === 0)
        throw new AppError('LISTING_HAS_NO_LOTS', 'Cadastre pelo menos um lote antes de publicar o evento.');
      const moved = await transitionListingStatus(tx, {
        listingId,
        to: 'TEASER',
        changedBy: actorUserId,
        reason: 'Publicado no back office',
      });
      await recordAudit(tx, {
        actorUserId,
        action: 'LISTING_PUBLISHED',
        entityType: 'listing',
        entityId: listingId,
        before: { status: before.status },
        after: { status: moved.status, startsAt: moved.startsAt.toISOString() },
      });
    });
    await deps.scheduleOpen(listingId, before.startsAt);
  } else {
    await cancelListing(deps, actorUserId, listingId, input.reason);
  }
  return getAdminListing(deps, listingId);
}

/**
 * CANCELLED: every open lot is cancelled (its bids no longer count: no closing, no payment), automatic bids
 * stop, and every bidder gets an in-app notice and an e-mail, all in the transaction of the move.
 */
export async function cancelListing(
  deps: CatalogueDeps,
  actorUserId: string,
  listingId: string,
  reason: string,
) {
  const now = new Date();
  const queued = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await findListingForUpdate(tx, listingId);
    if (!current) throw listingNotFound();
    const moved = await transitionListingStatus(tx, {
      listingId,
      to: 'CANCELLED',
      changedBy: actorUserId,
      reason,
      now,
    });
    const cancelledLots = await cancelOpenLots(tx, listingId, now);
    const lotIds = cancelledLots.map((lot) => lot.id);
    if (lotIds.length > 0) {
      await tx
        .update(automaticBids)
        .set({ cancelledAt: now })
        .where(and(inArray(automaticBids.lotId, lotIds), isNull(automaticBids.cancelledAt)));
    }
    const bidders = await listListingBidders(tx, listingId);
    const title = `Evento cancelado: ${moved.title}`;
    const body = `O evento "${moved.title}" foi cancelado e os lances dados nele foram anulados. Motivo: ${reason}`;
    await insertUserNotifications(
      tx,
      bidders.map((bidder) => ({
        userId: bidder.userId,
        type: 'LISTING_CANCELLED' as const,
        title,
        body,
        data: { listingId, slug: moved.slug },
      })),
    );
    const ids = await queueEmails(
      tx,
      await Promise.all(
        bidders.map(async (bidder) => ({
          to: bidder.email,
          ...(await renderEmail(
            'LISTING_CANCELLED',
            { name: bidder.username, title, body },
            deps.config.WEB_ORIGIN,
          )),
        })),
      ),
    );
    await recordAudit(tx, {
      actorUserId,
      action: 'LISTING_CANCELLED',
      entityType: 'listing',
      entityId: listingId,
      before: { status: current.status },
      after: { status: 'CANCELLED', reason, cancelledLots: lotIds.length, notifiedBidders: bidders.length },
    });
    return ids;
  });
  await deps.notifier.deliverQueued(queued);
}
