import { initialLotClosingStatus, judicialPhaseMinimumCents, lotScheduledEnd } from '@circula/domain';
import { addBusinessDays } from '@circula/domain/business-days';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import {
  type CreatedIntent,
  createAuctionEndIntents,
  startPaymentCollection,
} from '../checkout/create-payment-intents.js';
import { paymentInstructions } from '../checkout/payment-messages.js';
import type { Database } from '../db/client.js';
import { lotStateEvent } from '../live/live-events.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueTemplateEmails } from '../notifications/queue-emails.js';
import { conditionalWinMessage, lotLostMessage, lotWonMessage } from './closing-messages.js';
import { lotClosedEvent } from './lot-closed-event.js';
import {
  claimDueLots,
  closeLotsWithoutBids,
  countOpenLots,
  hasOpenLotEndingAfter,
  hasOpenLots,
  insertClosingEvent,
  insertLotClosing,
  insertNotifications,
  listEventsWithoutLaterOpenLot,
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
 * notices, the payment intents its Event's creation mode asks for (see checkout/create-payment-intents.ts)
 * and the e-mails (queued unrendered in the outbox), and commits. A second run finds the lot closed and
 * changes nothing. When this may have been the Event's last open lot, the Event is closed right after, in
 * its own transaction (`closeEventIfFinished`). The e-mails are rendered and sent after the commits (the
 * delivery job does whatever was not).
 */
export async function closeLot(deps: CloseLotDeps, lotId: string): Promise<CloseLotOutcome> {
  const closed = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const lot = await lockLotForClosing(tx, lotId);
    if (!lot) return null;
    return { listingId: lot.listingId, ...(await closeLockedLot(deps, tx, lot)) };
  });
  if (!closed) return { outcome: 'missing' };
  const { outcome, queued } = await finishClose(deps, closed);
  await deps.notifier.deliverQueued(queued);
  return outcome;
}

/** One lot of a closer's batch and how its close went. */
export interface BatchClose {
  lotId: string;
  outcome: CloseLotOutcome;
}

/**
 * Claims up to `limit` due lots that ended first and that no other closer holds (`SKIP LOCKED`), skipping
 * `exclude`, and closes them in one transaction (`onClaim` hears which lots first): the lots that ended with
 * no bid (most of a catalogue) in two statements together, the others one by one as `closeLot` closes
 * them; then, after the commit, each Event this may have ended is closed (`closeEventIfFinished`). Null when
 * no lot is due. Two processes calling this at once never take the same lot, and a killed process's lots
 * are free again as its connection drops. The e-mails queued are returned, not sent: the caller delivers
 * them without holding up its next closes. If the batch fails, nothing of it is written; the caller closes
 * its lots one by one (`closeLot`) to find the one at fault.
 */
export async function closeNextDueLots(
  deps: CloseLotDeps,
  options: { limit: number; exclude?: string[]; onClaim?: (lotIds: string[]) => void },
): Promise<{ closes: BatchClose[]; queued: string[] } | null> {
  const batch = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await claimDueLots(tx, { exclude: options.exclude, limit: options.limit });
    if (claimed.length === 0) return null;
    options.onClaim?.(claimed.map((lot) => lot.id));
    const closes: (BatchClose & { listingId: string })[] = [];
    const queued: string[] = [];
    const withoutBids = claimed.filter(closesWithoutBids);
    // The others by winner: a buyer with credits has the ledger locked by the intent of a win, and every
    // batch taking those locks in the same order cannot deadlock with another.
    const withBids = claimed
      .filter((lot) => !withoutBids.includes(lot))
      .sort((a, b) => (a.lastBidBuyerId ?? '').localeCompare(b.lastBidBuyerId ?? ''));
    for (const lot of withBids) {
      const closed = await closeLockedLot(deps, tx, lot, { askWhetherEventEnds: false });
      closes.push({ lotId: lot.id, listingId: lot.listingId, outcome: closed.outcome });
      queued.push(...closed.queued);
    }
    const at = new Date(Math.max(...claimed.map((lot) => lot.now.getTime())));
    await closeLotsWithoutBids(tx, {
      at,
      lots: withoutBids.map((lot) => ({
        lotId: lot.id,
        listingId: lot.listingId,
        event: lotClosedEvent(lot, { closedAt: at, status: null }),
      })),
    });
    for (const lot of withoutBids) {
      closes.push({
        lotId: lot.id,
        listingId: lot.listingId,
        outcome: { outcome: 'closed', closingStatus: null, listingClosed: false },
      });
    }
    const touched = [
      ...new Set(
        closes.filter((close) => close.outcome.outcome === 'closed').map((close) => close.listingId),
      ),
    ];
    const mayEnd = await listEventsWithoutLaterOpenLot(tx, touched, at);
    return { closes, queued, mayEnd };
  });
  if (!batch) return null;
  const queued = [...batch.queued];
  const closedEvents = new Set<string>();
  for (const listingId of batch.mayEnd) {
    const event = await closeEventIfFinished(deps, listingId);
    if (event.closed) closedEvents.add(listingId);
    queued.push(...event.queued);
  }
  return {
    closes: batch.closes.map(({ lotId, listingId, outcome }) => ({
      lotId,
      outcome:
        outcome.outcome === 'closed' && closedEvents.has(listingId)
          ? { ...outcome, listingClosed: true }
          : outcome,
    })),
    queued,
  };
}

/**
 * A due OPEN lot that ended with no bid and whose close is only that (not a judicial lot moving to its
 * second phase): closed together with others of its batch.
 */
function closesWithoutBids(lot: LockedLot): boolean {
  if (lot.status !== 'OPEN' || lot.lastBidId !== null) return false;
  if (lot.scheduledEndAt && lot.now.getTime() <= lot.scheduledEndAt.getTime()) return false;
  return !(
    lot.listingType === 'JUDICIAL_PHASED_AUCTION' &&
    lot.judicialPhase === 1 &&
    lot.secondPhaseEndsAt &&
    lot.secondPhaseEndsAt.getTime() > lot.now.getTime()
  );
}

/** After a lot's close committed: the Event's close when the lot may have been its last. */
async function finishClose(
  deps: CloseLotDeps,
  closed: { listingId: string; outcome: CloseLotOutcome; queued: string[]; eventMayEnd: boolean },
): Promise<{ outcome: CloseLotOutcome; queued: string[] }> {
  if (closed.outcome.outcome !== 'closed' || !closed.eventMayEnd) return closed;
  const event = await closeEventIfFinished(deps, closed.listingId);
  return {
    outcome: { ...closed.outcome, listingClosed: event.closed },
    queued: [...closed.queued, ...event.queued],
  };
}

/**
 * Closes an OPEN Event none of whose lots is OPEN any more, once: creates the intents its creation mode
 * asks for at the Event's end and starts payment collection. Run after a lot's close committed (each close
 * that may be the last runs it after its own commit, so the last to commit sees every lot closed), and by
 * the closers' and the sweep's repair pass for an Event whose last close's process died before it. The
 * Event row's lock and `status = 'OPEN'` make two runs close it once.
 */
export async function closeEventIfFinished(
  deps: Pick<CloseLotDeps, 'db' | 'webOrigin'>,
  listingId: string,
): Promise<{ closed: boolean; queued: string[] }> {
  // Read without a lock first: most closes of a busy Event find a lot still open and lock nothing.
  if (await hasOpenLots(deps.db, listingId)) return { closed: false, queued: [] };
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await lockListing(tx, listingId);
    if (listing?.status !== 'OPEN' || (await countOpenLots(tx, listingId)) > 0) {
      return { closed: false, queued: [] };
    }
    const at = listing.now;
    await transitionListingStatus(tx, {
      listingId,
      to: 'CLOSED',
      changedBy: 'system',
      reason: 'Último lote encerrado',
      now: at,
    });
    // ON_LISTING_END: one intent per buyer for every lot won; per-lot modes: collection starts now.
    const atEnd = await createAuctionEndIntents(tx, {
      listingId,
      trigger: 'LISTING_CLOSED',
      now: at,
      notify: true,
      webOrigin: deps.webOrigin,
    });
    await startPaymentCollection(tx, listingId, at);
    return { closed: true, queued: atEnd.queuedEmails };
  });
}

type LockedLot = NonNullable<Awaited<ReturnType<typeof lockLotForClosing>>>;

/**
 * The close itself, on a lot locked by the caller's transaction; returns the e-mails queued in it and
 * whether the Event may have ended with it (no other open lot of it ends later). The Event's row is not
 * locked: closes of one Event run side by side, and only the Event's own close (after the commit) locks it.
 */
async function closeLockedLot(
  deps: CloseLotDeps,
  tx: Database,
  lot: LockedLot,
  { askWhetherEventEnds = true }: { askWhetherEventEnds?: boolean } = {},
): Promise<{ outcome: CloseLotOutcome; queued: string[]; eventMayEnd: boolean }> {
  let queued: string[] = [];
  let eventMayEnd = false;
  const outcome = await (async (): Promise<CloseLotOutcome> => {
    if (lot.status !== 'OPEN') return { outcome: 'already-closed' };
    if (lot.scheduledEndAt && lot.now.getTime() <= lot.scheduledEndAt.getTime()) {
      return { outcome: 'not-due', dueAt: lot.scheduledEndAt };
    }
    const now = lot.now;

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
          // This lot is OPEN to every other transaction until the commit, so the Event cannot be CLOSED:
          // no payment collection to start, and no need to lock the Event's row to see so.
          eventStaysOpen: true,
        }));
      }
    }
    const bidders = closingStatus ? await listLotBiddersToNotify(tx, lot.id) : [];
    const winner = bidders.find((bidder) => bidder.buyerId === lot.lastBidBuyerId) ?? null;
    await insertClosingEvent(tx, {
      lotId: lot.id,
      listingId: lot.listingId,
      event: lotClosedEvent(lot, {
        closedAt: now,
        status: closingStatus,
        winnerUsername: winner?.username,
        amountCents: closingStatus ? lot.currentBidCents : null,
        sellerDeadlineAt,
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
      queued = await queueTemplateEmails(
        tx,
        bidders.map((bidder) => {
          const message = bidder === winner ? won : lost;
          return {
            to: bidder.email,
            type: bidder === winner ? ('LOT_WON' as const) : ('OUTBID' as const),
            props: { name: bidder.username, title: message.title, body: message.body },
          };
        }),
      );
    }

    // A batch asks once per Event for all its closes (closeNextDueLots).
    eventMayEnd = askWhetherEventEnds && !(await hasOpenLotEndingAfter(tx, lot.listingId, lot.id, now));
    return { outcome: 'closed', closingStatus, listingClosed: false };
  })();
  return { outcome, queued, eventMayEnd };
}
