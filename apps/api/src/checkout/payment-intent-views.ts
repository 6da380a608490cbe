import {
  type BackofficePaymentIntent,
  isPayablePaymentIntent,
  type PaymentIntentCreationMode,
  type PaymentIntentView,
  type PixReturn,
  type ReceivedPix,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import type { CheckoutDeps } from './context.js';
import { type IntentPart, loadIntentDetails } from './payments-repository.js';
import type { PixProvider } from './pix-provider.js';

type Details = NonNullable<Awaited<ReturnType<typeof loadIntentDetails>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A PIX received for a purchase, as FINANCE reads it. */
const receivedPixOf = (notice: Details['pix'][number]): ReceivedPix => ({
  endToEndId: notice.endToEndId,
  amountCents: notice.amountCents,
  paidAt: notice.paidAt.toISOString(),
  outcome: notice.outcome,
  toReturnCents: notice.toReturnCents,
  returnedAt: iso(notice.returnedAt),
});

/** The buyer's list: the received PIX that go or went back, without how each was matched. */
const pixReturnsOf = (received: ReceivedPix[]): PixReturn[] =>
  received.flatMap(({ outcome: _matching, toReturnCents, ...pix }) =>
    toReturnCents ? [{ ...pix, toReturnCents }] : [],
  );

/** What a view needs beside the database: the PIX provider and the account deposits go to. */
export interface ViewSettings {
  pix: PixProvider;
  depositAccount: string | null;
}

export const viewSettings = (deps: CheckoutDeps): ViewSettings => ({
  pix: deps.pix,
  depositAccount: deps.config.depositAccount,
});

/**
 * Whether the intent is paid by judicial deposit (a court's sale): everything under JUDICIAL_ALL_DEPOSITS,
 * the price under JUDICIAL_PIX_COMMISSION (decision 092). Its instructions are the Edital's.
 */
function judicialDeposit(mode: PaymentIntentCreationMode, part: IntentPart): boolean {
  return mode === 'JUDICIAL_ALL_DEPOSITS' || (mode === 'JUDICIAL_PIX_COMMISSION' && part === 'PRICE');
}

async function toView(details: Details, intentId: string, { pix, depositAccount }: ViewSettings) {
  const found = details.intents.find((row) => row.intent.id === intentId);
  if (!found) return null;
  const { intent, listing, creationMode, seller, auctioneer, buyer } = found;
  const totalCents = Number(intent.totalCents);
  const open = isPayablePaymentIntent(intent.status);
  // PIX first: the charge is shown while the intent awaits payment, unless the buyer chose a deposit.
  const pixCharge =
    intent.status === 'PENDING_PAYMENT' &&
    intent.allowedMethods.includes('PIX') &&
    intent.method !== 'DEPOSIT_RECEIPT' &&
    totalCents > 0
      ? {
          ...(await pix.charge({ txid: intent.pixTxid, amountCents: totalCents })),
          txid: intent.pixTxid,
          simulated: pix.simulated,
        }
      : null;
  const receipt = details.receipts.find((row) => row.intentId === intent.id) ?? null;
  const received = details.pix.filter((notice) => notice.intentId === intent.id).map(receivedPixOf);
  const view: PaymentIntentView = {
    id: intent.id,
    reference: intent.reference,
    type: intent.type,
    status: intent.status,
    method: intent.method,
    allowedMethods: intent.allowedMethods,
    totalCents,
    lines: details.lines
      .filter((line) => line.intentId === intent.id)
      .map((line) => ({
        kind: line.kind,
        lotId: line.lotId,
        label: line.label,
        amountCents: line.amountCents,
      })),
    listing: { ...listing, seller, auctioneer },
    lots: details.items
      .filter((item) => item.intentId === intent.id)
      .map((item) => ({
        lotId: item.lotId,
        number: item.number,
        title: item.title,
        priceCents: item.unitPriceCents * item.quantity,
        quantity: item.quantity,
        closingStatus: item.closingStatus,
      })),
    dueAt: open ? iso(intent.dueAt) : null,
    createdAt: intent.createdAt.toISOString(),
    paidAt: iso(intent.paidAt),
    pix: pixCharge,
    depositAccount:
      intent.allowedMethods.includes('DEPOSIT_RECEIPT') && !judicialDeposit(creationMode, intent.part)
        ? depositAccount
        : null,
    receipt: receipt
      ? {
          id: receipt.id,
          fileName: receipt.fileName,
          contentType: receipt.contentType,
          uploadedAt: receipt.uploadedAt.toISOString(),
          status: receipt.status,
          refusalReason: receipt.refusalReason,
        }
      : null,
    relatedIntentId: intent.relatedIntentId,
    pixReturns: pixReturnsOf(received),
    history: details.history
      .filter((row) => row.intentId === intent.id)
      .map((row) => ({
        from: row.fromStatus,
        to: row.toStatus,
        at: row.createdAt.toISOString(),
        actor: row.actor,
        reason: row.reason,
      })),
  };
  return { view, buyer, received };
}

/** The buyer's views of the given intents, in the given order. */
export async function toIntentViews(db: Database, settings: ViewSettings, intentIds: string[]) {
  const details = await loadIntentDetails(db, intentIds);
  if (!details) return [];
  const views: PaymentIntentView[] = [];
  for (const id of intentIds) {
    const found = await toView(details, id, settings);
    if (found) views.push(found.view);
  }
  return views;
}

/** FINANCE's views: the buyer's plus who pays (username only). */
export async function toBackofficeViews(db: Database, settings: ViewSettings, intentIds: string[]) {
  const details = await loadIntentDetails(db, intentIds);
  if (!details) return [];
  const views: BackofficePaymentIntent[] = [];
  for (const id of intentIds) {
    const found = await toView(details, id, settings);
    if (!found) continue;
    const { pixReturns: _inPixReceived, ...view } = found.view;
    views.push({
      ...view,
      buyer: { id: found.buyer.id, username: found.buyer.username },
      pixReceived: found.received,
    });
  }
  return views;
}
