import { randomUUID } from 'node:crypto';
import {
  type CreditItem,
  fineBreakdown,
  type PaymentIntentCreationMode,
  type PaymentIntentType,
  type PaymentItem,
  type PaymentLine,
  type PaymentMethod,
  paymentBreakdown,
  paymentReference,
  pixTxidFor,
} from '@circula/domain';
import { businessDaysDeadline } from '@circula/domain/business-days';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import { consumeIntentCredits, planIntentCredits } from '../credits/ledger.js';
import type { Database } from '../db/client.js';
import { notifyBuyer } from './notify-buyer.js';
import { type IntentSummary, paymentAvailableMessage } from './payment-messages.js';
import {
  countIntentsOfListing,
  findListingPaymentSettings,
  type IntentPart,
  insertIntent,
  lockApprovedClosingsWithoutIntent,
  lockListingStatus,
} from './payments-repository.js';
import { settlePaymentIntent } from './settle-payment-intent.js';

/** One thing to pay for, with the auction result it comes from (null for direct sales and negotiations). */
export type IntentItem = PaymentItem & { lotClosingId: string | null };

export interface CreatedIntent extends IntentSummary {
  buyerId: string;
  lotIds: string[];
}

type ListingSettings = NonNullable<Awaited<ReturnType<typeof findListingPaymentSettings>>>;

/**
 * Writes one intent (lines, items and its first history row) for a generic list of items: auction wins
 * now, direct sales and negotiations later. The amount comes only from the domain's breakdown. A second
 * intent for the same auction result and part hits the items' unique index and fails the transaction.
 */
export async function createPaymentIntent(
  tx: Database,
  input: {
    listing: ListingSettings;
    buyerId: string;
    type: PaymentIntentType;
    part: IntentPart;
    items: IntentItem[];
    allowedMethods: PaymentMethod[];
    now: Date;
    /** FINE: the lines are given (the fine's), the intent it penalises is related, and there is no deadline. */
    fineLines?: PaymentLine[];
    relatedIntentId?: string;
    /** The web origin of the e-mails' links (an intent paid at once by credits is confirmed by e-mail). */
    webOrigin: string;
  },
): Promise<CreatedIntent> {
  const id = randomUUID();
  const part = input.part === 'FINE' ? 'ALL' : input.part;
  const charged = input.fineLines
    ? null
    : paymentBreakdown({
        listingType: input.listing.type,
        items: input.items,
        feeTable: input.listing.feeTable,
        buyerFeeBasisPoints: input.listing.buyerFeeBasisPoints,
        part,
      });
  // The buyer's credits reduce what they pay (decision 131): not fines, not a judicial deposit of the price.
  const credits =
    charged && input.type !== 'FINE' && input.part !== 'PRICE'
      ? await planIntentCredits(tx, {
          buyerId: input.buyerId,
          items: creditItemsOf(charged.lines),
          now: input.now,
        })
      : null;
  const creditsCents = credits ? credits.feesCreditCents + credits.totalCreditCents : 0;
  const breakdown = input.fineLines
    ? {
        lines: input.fineLines,
        totalCents: input.fineLines.reduce((sum, line) => sum + line.amountCents, 0),
      }
    : creditsCents > 0
      ? paymentBreakdown({
          listingType: input.listing.type,
          items: input.items,
          feeTable: input.listing.feeTable,
          buyerFeeBasisPoints: input.listing.buyerFeeBasisPoints,
          part,
          availableCreditsCents: creditsCents,
        })
      : charged!;
  const dueAt = input.fineLines
    ? null
    : businessDaysDeadline(input.now, input.listing.paymentDeadlineBusinessDays);
  const intent = await insertIntent(tx, {
    id,
    buyerId: input.buyerId,
    listingId: input.listing.id,
    type: input.type,
    part: input.part,
    reference: paymentReference(id),
    pixTxid: pixTxidFor(id),
    allowedMethods: input.allowedMethods,
    totalCents: breakdown.totalCents,
    dueAt,
    relatedIntentId: input.relatedIntentId ?? null,
    createdAt: input.now,
    items: input.items.map((item) => ({
      lotId: item.lotId,
      lotClosingId: item.lotClosingId,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
    })),
    lines: breakdown.lines,
  });
  if (credits && creditsCents > 0) {
    await consumeIntentCredits(tx, {
      buyerId: input.buyerId,
      intentId: id,
      application: credits,
      now: input.now,
    });
    // Credits covering everything leave nothing to collect: the intent is paid as it is written.
    if (breakdown.totalCents === 0)
      await settlePaymentIntent(tx, {
        intent,
        actor: 'SYSTEM',
        reason: 'Pago integralmente com créditos',
        paidAt: input.now,
        webOrigin: input.webOrigin,
      });
  }
  return {
    id: intent.id,
    reference: intent.reference,
    totalCents: breakdown.totalCents,
    dueAt,
    allowedMethods: input.allowedMethods,
    part: input.part,
    listingTitle: input.listing.title,
    buyerId: input.buyerId,
    lotIds: input.items.map((item) => item.lotId),
  };
}

/** Per lot, what the charged lines add up to and how much of it is administrative fee (credit caps). */
function creditItemsOf(lines: readonly PaymentLine[]): CreditItem[] {
  const byLot = new Map<string, CreditItem>();
  for (const line of lines) {
    const key = line.lotId ?? '';
    const item = byLot.get(key) ?? { administrativeFeeCents: 0, totalCents: 0 };
    item.totalCents += line.amountCents;
    if (line.kind === 'ADMINISTRATIVE_FEE') item.administrativeFeeCents += line.amountCents;
    byLot.set(key, item);
  }
  return [...byLot.values()];
}

/** The parts an auction result is collected in, and how each may be paid, by the Event's creation mode. */
export function intentPartsFor(
  mode: PaymentIntentCreationMode,
): { part: IntentPart; methods: PaymentMethod[] }[] {
  switch (mode) {
    case 'JUDICIAL_ALL_DEPOSITS':
      return [{ part: 'ALL', methods: ['DEPOSIT_RECEIPT'] }];
    case 'JUDICIAL_PIX_COMMISSION':
      return [
        { part: 'CHARGES', methods: ['PIX'] },
        { part: 'PRICE', methods: ['DEPOSIT_RECEIPT'] },
      ];
    default:
      return [{ part: 'ALL', methods: ['PIX', 'DEPOSIT_RECEIPT'] }];
  }
}

/**
 * What made the creation run: a lot closed approved, the seller approved a conditional sale, the Event's
 * last lot closed, or FINANCE asked for the intents of an Event (OFF mode).
 */
export type CreationTrigger = 'LOT_CLOSED' | 'CONDITIONAL_APPROVED' | 'LISTING_CLOSED' | 'STAFF';

/** Whether the trigger creates intents in the mode, and whether one intent groups a buyer's lots. */
function planFor(
  mode: PaymentIntentCreationMode,
  trigger: CreationTrigger,
  listingOpen: boolean,
): 'PER_LOT' | 'PER_BUYER' | null {
  if (trigger === 'STAFF') return 'PER_LOT';
  if (mode === 'OFF') return null;
  if (mode === 'ON_LISTING_END') {
    if (trigger === 'LISTING_CLOSED') return 'PER_BUYER';
    // A conditional sale approved after the Event ended gets its own intent; before, it joins the buyer's.
    return trigger === 'CONDITIONAL_APPROVED' && !listingOpen ? 'PER_LOT' : null;
  }
  return trigger === 'LISTING_CLOSED' ? null : 'PER_LOT';
}

/**
 * Creates the AUCTION_END intents of approved lot results that have none yet, as the Event's creation mode
 * says (see docs/decisions/092-payment-intents.md), inside the caller's transaction: the closings are locked
 * first, so concurrent triggers create each intent once. Moves a closed Event to PAYMENT_COLLECTION with
 * its first intent. With `notify`, the buyers get the payment instructions (in-app and e-mail, outbox).
 */
export async function createAuctionEndIntents(
  tx: Database,
  input: {
    listingId: string;
    /** The results to consider; all of the Event's when omitted. */
    closingIds?: string[];
    trigger: CreationTrigger;
    now: Date;
    notify: boolean;
    webOrigin: string;
    /**
     * The caller knows the Event cannot be CLOSED before it commits (a lot's close: its lot is OPEN to
     * every other transaction until then), so there is no payment collection to start and the Event's row
     * is not locked to see so.
     */
    eventStaysOpen?: boolean;
  },
): Promise<{ intents: CreatedIntent[]; queuedEmails: string[] }> {
  const listing = await findListingPaymentSettings(tx, input.listingId);
  if (!listing) return { intents: [], queuedEmails: [] };
  const plan = planFor(listing.paymentIntentCreationMode, input.trigger, listing.status === 'OPEN');
  if (!plan) return { intents: [], queuedEmails: [] };
  const intents: CreatedIntent[] = [];
  for (const { part, methods } of intentPartsFor(listing.paymentIntentCreationMode)) {
    const closings = await lockApprovedClosingsWithoutIntent(tx, {
      listingId: listing.id,
      closingIds: input.closingIds,
      part,
    });
    const groups = new Map<string, typeof closings>();
    for (const closing of closings) {
      const key = plan === 'PER_BUYER' ? closing.buyerId : closing.id;
      groups.set(key, [...(groups.get(key) ?? []), closing]);
    }
    for (const group of groups.values()) {
      intents.push(
        await createPaymentIntent(tx, {
          listing,
          buyerId: group[0]!.buyerId,
          type: 'AUCTION_END',
          part,
          allowedMethods: methods,
          now: input.now,
          webOrigin: input.webOrigin,
          items: group.map((closing) => ({
            lotId: closing.lotId,
            lotClosingId: closing.id,
            unitPriceCents: closing.amountCents,
            quantity: 1,
          })),
        }),
      );
    }
  }
  if (intents.length > 0 && !input.eventStaysOpen) await startPaymentCollection(tx, listing.id, input.now);
  const queuedEmails: string[] = [];
  if (input.notify) {
    const byBuyer = new Map<string, CreatedIntent[]>();
    for (const intent of intents)
      byBuyer.set(intent.buyerId, [...(byBuyer.get(intent.buyerId) ?? []), intent]);
    for (const [buyerId, own] of byBuyer) {
      queuedEmails.push(
        ...(await notifyBuyer(tx, {
          buyerId,
          type: 'PAYMENT_INSTRUCTIONS',
          message: paymentAvailableMessage(own, input.webOrigin),
          webOrigin: input.webOrigin,
          data: { listingId: listing.id, paymentIntentIds: own.map((intent) => intent.id) },
        })),
      );
    }
  }
  return { intents, queuedEmails };
}

/** A closed Event with at least one intent moves to PAYMENT_COLLECTION (once: the Event row is locked). */
export async function startPaymentCollection(tx: Database, listingId: string, now: Date) {
  const status = await lockListingStatus(tx, listingId);
  if (status !== 'CLOSED' || (await countIntentsOfListing(tx, listingId)) === 0) return false;
  await transitionListingStatus(tx, {
    listingId,
    to: 'PAYMENT_COLLECTION',
    changedBy: 'system',
    reason: 'Primeira cobrança criada',
    now,
  });
  return true;
}

/** The FINE intent of an abandoned purchase: the Event's percentage of the price of each abandoned lot. */
export async function createFineIntent(
  tx: Database,
  input: {
    listingId: string;
    buyerId: string;
    items: IntentItem[];
    penalisedIntentId: string;
    now: Date;
    webOrigin: string;
  },
) {
  const listing = await findListingPaymentSettings(tx, input.listingId);
  if (!listing) throw new Error('listing of a penalised intent not found');
  const fine = fineBreakdown({ items: input.items, percentage: listing.finePercentage });
  return createPaymentIntent(tx, {
    listing,
    buyerId: input.buyerId,
    type: 'FINE',
    webOrigin: input.webOrigin,
    part: 'FINE',
    items: input.items,
    allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
    now: input.now,
    fineLines: fine.lines,
    relatedIntentId: input.penalisedIntentId,
  });
}
