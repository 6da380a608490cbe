import {
  initialLotClosingStatus,
  judicialPhaseMinimumCents,
  lotResultOf,
  lotScheduledEnd,
} from '@circula/domain';
import { addBusinessDays } from '@circula/domain/business-days';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import {
  type CreatedIntent,
  createAuctionEndIntents,
  startPaymentCollection,
} from '../checkout/create-payment-intents.js';
import { paymentInstructions } from '../checkout/payment-messages.js';
import type { Database } from '../db/client.js';
import { closedEvent, lotStateEvent } from '../live/live-events.js';
import { renderNotice } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { type QueuedEmail, queueEmails } from '../notifications/queue-emails.js';
import { conditionalWinMessage, lotLostMessage, lotWonMessage } from './closing-messages.js';
import {
  claimDueLot,
  countOpenLots,
  insertClosingEvent,
  insertLotClosing,
  insertNotifications,
  listLotBiddersToNotify,
  lockListing,
  lockLotForClosing,
  markLotClosed,
  moveLotToSecondPhase,
} from './lot-closing-repository.js';

export type CloseLotOutcome =
  | { outcome: 'missing' | 'already-closed' }
  /** The lot's end is still ahead (a soft-close extension moved it): run again at `dueAt`. */
  | { outcome: 'not-due'; dueAt: Date }
  /** A judicial lot without bids moved to its second phase, ending at `dueAt`. */
  | { outcome: 'second-phase'; dueAt: Date }
  | { outcome: 'closed'; closingStatus: 'APPROVED' | 'PENDING_CONFIRMATION' | null; listingClosed: boolean };

export interface CloseLotDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
  sellerConfirmationBusinessDays: number;
}

/**
 * Closes a lot exactly once, at its end by the database clock: under the lot's lock (so no bid slips in
 * beside it) it re-reads the end (an extension may have moved it), writes the lot closing (APPROVED, or
 * PENDING_CONFIRMATION below the reserve with the seller's deadline), the `closed` event, the in-app
 * notices, the payment intents its Event's creation mode asks for (see checkout/create-payment-intents.ts),
 * and closes the Event when this was its last open lot. A second run finds the lot closed and
 * changes nothing. The e-mails are queued in the outbox in the same transaction and sent right after the
 * commit (the delivery job retries whatever was not sent).
 */
export async function closeLot(deps: CloseLotDeps, lotId: string): Promise<CloseLotOutcome> {
  let queued: string[] = [];
  const outcome = await deps.db.transaction(async (transaction): Promise<CloseLotOutcome> => {
    const tx = transaction as unknown as Database;
    const lot = await lockLotForClosing(tx, lotId);
    if (!lot) return { outcome: 'missing' };
    const result = await closeLockedLot(deps, tx, lot);
    queued = result.queued;
    return result.outcome;
  });
  await deps.notifier.deliverQueued(queued);
  return outcome;
}

/**
 * Claims the due lot that ended first and that no other closer holds (`SKIP LOCKED`), skipping `exclude`,
 * and closes it as `closeLot` does, in one transaction (`onClaim` hears which lot first). Null when no lot
 * is due. Two processes calling this at once never take the same lot, and a killed process's lot is free
 * again as its connection drops.
 */
export async function closeNextDueLot(
  deps: CloseLotDeps,
  options: { exclude?: string[]; onClaim?: (lotId: string) => void } = {},
): Promise<{ lotId: string; outcome: CloseLotOutcome } | null> {
  let queued: string[] = [];
  const claimed = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const lot = await claimDueLot(tx, options.exclude);
    if (!lot) return null;
    options.onClaim?.(lot.id);
    const result = await closeLockedLot(deps, tx, lot);
    queued = result.queued;
    return { lotId: lot.id, outcome: result.outcome };
  });
  await deps.notifier.deliverQueued(queued);
  return claimed;
}

type LockedLot = NonNullable<Awaited<ReturnType<typeof lockLotForClosing>>>;

/** The close itself, on a lot locked by the caller's transaction; returns the e-mails queued in it. */
async function closeLockedLot(
  deps: CloseLotDeps,
  tx: Database,
  lot: LockedLot,
): Promise<{ outcome: CloseLotOutcome; queued: string[] }> {
  let queued: string[] = [];
  const outcome = await (async (): Promise<CloseLotOutcome> => {
    if (lot.status !== 'OPEN') return { outcome: 'already-closed' };
    if (lot.scheduledEndAt && lot.now.getTime() <= lot.scheduledEndAt.getTime()) {
      return { outcome: 'not-due', dueAt: lot.scheduledEndAt };
    }
    const now = lot.now;
    // The Event's row before anything that references it: the rows written below take a key-share lock on
    // it, and two closes of one Event that each held one and then asked for the row lock (to close the
    // Event) deadlocked. Taken first, the closes of one Event simply run one after the other.
    await lockListing(tx, lot.listingId);

    if (
      lot.listingType === 'JUDICIAL_PHASED_AUCTION' &&
      lot.judicialPhase === 1 &&
      lot.bidCount === 0 &&
      lot.secondPhaseEndsAt &&
      lot.secondPhaseEndsAt.getTime() > now.getTime()
    ) {
      const dueAt = lotScheduledEnd(lot.secondPhaseEndsAt, lot.number, lot.closingIntervalSeconds);
      await moveLotToSecondPhase(tx, lot.id, dueAt, now);
      const minimum = judicialPhaseMinimumCents({
        appraisalCents: lot.estimatedValueCents ?? lot.startingBidCents ?? 0,
        phase: 2,
        secondPhasePercentage: lot.secondPhasePercentage / 100,
      });
      await insertClosingEvent(tx, {
        lotId: lot.id,
        listingId: lot.listingId,
        event: lotStateEvent({
          lotId: lot.id,
          listingId: lot.listingId,
          judicialPhase: 2,
          scheduledEndAt: dueAt.toISOString(),
          nextMinimumBidCents: minimum,
          bidCount: 0,
          currentBidCents: null,
          lastBidId: null,
          status: 'OPEN',
        }),
      });
      return { outcome: 'second-phase', dueAt };
    }

    await markLotClosed(tx, lot.id, now);
    const closingStatus = initialLotClosingStatus({
      winningBidCents: lot.lastBidId ? lot.currentBidCents : null,
      reserveCents: lot.reserveCents,
    });
    let sellerDeadlineAt: Date | null = null;
    let intents: CreatedIntent[] = [];
    if (closingStatus && lot.lastBidId && lot.lastBidBuyerId && lot.currentBidCents !== null) {
      sellerDeadlineAt =
        closingStatus === 'PENDING_CONFIRMATION'
          ? addBusinessDays(now, deps.sellerConfirmationBusinessDays)
          : null;
      const closing = await insertLotClosing(tx, {
        lotId: lot.id,
        listingId: lot.listingId,
        buyerId: lot.lastBidBuyerId,
        winningBidId: lot.lastBidId,
        amountCents: lot.currentBidCents,
        status: closingStatus,
        sellerDeadlineAt,
        closedAt: now,
      });
      if (closing?.status === 'APPROVED') {
        // Per-lot modes: the win's intent(s) now, so the winner's notice carries the payment instructions.
        ({ intents } = await createAuctionEndIntents(tx, {
          listingId: lot.listingId,
          closingIds: [closing.id],
          trigger: 'LOT_CLOSED',
          now,
          notify: false,
          webOrigin: deps.webOrigin,
        }));
      }
    }
    const bidders = closingStatus ? await listLotBiddersToNotify(tx, lot.id) : [];
    const winner = bidders.find((bidder) => bidder.buyerId === lot.lastBidBuyerId) ?? null;
    await insertClosingEvent(tx, {
      lotId: lot.id,
      listingId: lot.listingId,
      event: closedEvent({
        lotId: lot.id,
        listingId: lot.listingId,
        status: 'CLOSED',
        result: lotResultOf(closingStatus),
        winnerUsername: winner?.username ?? null,
        amountCents: closingStatus ? lot.currentBidCents : null,
        bidCount: lot.bidCount,
        closedAt: now.toISOString(),
        sellerDeadlineAt: sellerDeadlineAt?.toISOString() ?? null,
      }),
    });

    if (closingStatus && winner && lot.currentBidCents !== null) {
      const closingLot = {
        title: lot.title,
        listingTitle: lot.listingTitle,
        amountCents: lot.currentBidCents,
      };
      const won =
        closingStatus === 'APPROVED'
          ? lotWonMessage(
              closingLot,
              intents.map((intent) => paymentInstructions(intent, deps.webOrigin)),
            )
          : conditionalWinMessage(closingLot, sellerDeadlineAt!);
      const lost = lotLostMessage(closingLot);
      await insertNotifications(
        tx,
        bidders.map((bidder) => {
          const message = bidder === winner ? won : lost;
          return {
            userId: bidder.userId,
            type: bidder === winner ? ('LOT_WON' as const) : ('OUTBID' as const),
            title: message.title,
            body: message.body,
            data: {
              lotId: lot.id,
              listingId: lot.listingId,
              amountCents: lot.currentBidCents,
              closingStatus,
              ...(bidder === winner && intents.length > 0
                ? { paymentIntentIds: intents.map((intent) => intent.id) }
                : {}),
            },
          };
        }),
      );
      queued = await queueEmails(
        tx,
        await Promise.all(
          bidders.map(async (bidder): Promise<QueuedEmail> => {
            const message = bidder === winner ? won : lost;
            return {
              to: bidder.email,
              ...(await renderNotice(
                bidder === winner ? 'LOT_WON' : 'OUTBID',
                { name: bidder.username, title: message.title, body: message.body },
                deps.webOrigin,
              )),
            };
          }),
        ),
      );
    }

    let listingClosed = false;
    const listing = await lockListing(tx, lot.listingId);
    if (listing?.status === 'OPEN' && (await countOpenLots(tx, lot.listingId)) === 0) {
      await transitionListingStatus(tx, {
        listingId: lot.listingId,
        to: 'CLOSED',
        changedBy: 'system',
        reason: 'Último lote encerrado',
        now,
      });
      listingClosed = true;
      // ON_LISTING_END: one intent per buyer for every lot won; per-lot modes: collection starts now.
      const atEnd = await createAuctionEndIntents(tx, {
        listingId: lot.listingId,
        trigger: 'LISTING_CLOSED',
        now,
        notify: true,
        webOrigin: deps.webOrigin,
      });
      queued.push(...atEnd.queuedEmails);
      await startPaymentCollection(tx, lot.listingId, now);
    }
    return { outcome: 'closed', closingStatus, listingClosed };
  })();
  return { outcome, queued };
}
