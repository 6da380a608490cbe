import type { Database } from '../db/client.js';
import { renderNotice } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { conditionalSaleReleasedMessage } from './closing-messages.js';
import {
  insertNotifications,
  listClosingBuyers,
  publishClosingAnswer,
  releaseExpiredClosings as releaseInDatabase,
} from './lot-closing-repository.js';

export interface ReleaseDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
}

/**
 * A conditional sale (PENDING_CONFIRMATION) the seller did not answer by the deadline is released: the
 * closing becomes REJECTED — one of the spec's "available" statuses, so the lot may be offered again — and
 * the buyer is told in the account area and by e-mail (outbox), in the same transaction. The release's
 * UPDATE re-checks the status on rows a seller's answer holds locked, so an answer and the release never
 * both apply.
 */
export async function releaseExpiredClosings(deps: ReleaseDeps) {
  let queued: string[] = [];
  const released = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await releaseInDatabase(tx);
    const buyers = await listClosingBuyers(
      tx,
      rows.map((row) => row.id),
    );
    for (const buyer of buyers) {
      await publishClosingAnswer(tx, {
        lotId: buyer.lotId,
        listingId: buyer.listingId,
        status: 'REJECTED',
        winnerUsername: buyer.buyerUsername,
        amountCents: buyer.amountCents,
        bidCount: buyer.bidCount,
        closedAt: buyer.closedAt,
      });
    }
    const messages = buyers.map((buyer) => ({
      buyer,
      message: conditionalSaleReleasedMessage({
        title: buyer.lotTitle,
        listingTitle: buyer.listingTitle,
        amountCents: buyer.amountCents,
      }),
    }));
    await insertNotifications(
      tx,
      messages.map(({ buyer, message }) => ({
        userId: buyer.buyerUserId,
        type: 'CONDITIONAL_SALE_RELEASED' as const,
        title: message.title,
        body: message.body,
        data: {
          lotId: buyer.lotId,
          listingId: buyer.listingId,
          lotClosingId: buyer.id,
          amountCents: buyer.amountCents,
          closingStatus: 'REJECTED',
        },
      })),
    );
    queued = await queueEmails(
      tx,
      await Promise.all(
        messages.map(async ({ buyer, message }) => ({
          to: buyer.buyerEmail,
          ...(await renderNotice(
            'CONDITIONAL_SALE_RELEASED',
            { name: buyer.buyerUsername, title: message.title, body: message.body },
            deps.webOrigin,
          )),
        })),
      ),
    );
    return rows;
  });
  await deps.notifier.deliverQueued(queued);
  return released;
}
