import { formatBRL } from '@circula/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { renderNotice } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { publishUserNotifications } from '../notifications/publish-user-notifications.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { usersWithoutOptionalEmail } from '../privacy/preferences.js';
import { claimOutbidNotices, insertUserNotifications } from './bidding-repository.js';
import {
  listBidsSince,
  listLotsWithPendingOutbidNotices,
  lockOutbidCursor,
  moveOutbidCursor,
  readLotForOutbidNotices,
} from './outbid-notices-repository.js';
import type { BatchResult } from './run-bid-batch.js';

export interface OutbidNoticeDeps {
  db: Database;
  notifier: Notifier;
  log: FastifyBaseLogger;
  webOrigin: string;
  throttleSeconds: number;
}

/**
 * Writes the outbid notices of a lot's bids not yet looked at (from its cursor to its bid count): each
 * buyer who led at some point and no longer does gets a notice in the account area and an e-mail in the
 * outbox — at most one per lot and buyer every few minutes — in the transaction that moves the cursor.
 * The bids are the durable record: a crash before this runs delays the notices, never loses them.
 * Another process busy with the same lot is skipped (it picks up what committed before it finishes).
 * Returns the queued e-mails' outbox ids.
 */
export async function writeOutbidNotices(
  deps: Pick<OutbidNoticeDeps, 'db' | 'webOrigin' | 'throttleSeconds'>,
  lotId: string,
): Promise<string[]> {
  const queued: string[] = [];
  // A second pass catches bids that committed while the first one ran (their own pass was skipped).
  for (let pass = 0; pass < 3; pass += 1) {
    const progress = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const cursor = await lockOutbidCursor(tx, lotId);
      if (cursor === null) return 'busy' as const;
      const lot = await readLotForOutbidNotices(tx, lotId);
      if (!lot || lot.bidCount <= cursor) return 'done' as const;
      const bids = await listBidsSince(tx, lotId, cursor, lot.bidCount);
      const leader = bids.at(-1)?.buyerId;
      const outbid = [...new Set(bids.map((bid) => bid.buyerId))].filter((buyerId) => buyerId !== leader);
      const recipients = await claimOutbidNotices(tx, {
        lotId,
        buyerIds: outbid,
        throttleSeconds: deps.throttleSeconds,
      });
      if (recipients.length > 0 && lot.currentBidCents !== null) {
        const title = `Seu lance foi superado: ${lot.title}`;
        const body = `O lance atual do lote "${lot.title}" (${lot.listingTitle}) é ${formatBRL(lot.currentBidCents)}.`;
        const notices = await insertUserNotifications(
          tx,
          recipients.map((recipient) => ({
            userId: recipient.userId,
            type: 'OUTBID' as const,
            title,
            body,
            data: {
              lotId,
              lotNumber: lot.number,
              listingId: lot.listingId,
              currentBidCents: lot.currentBidCents,
            },
          })),
        );
        // Heard on the buyers' live streams once this commits (after the bids' own transaction).
        await publishUserNotifications(tx, notices);
        // The bell notice always; the e-mail only to those who did not turn it off (decision 197).
        const optedOut = await usersWithoutOptionalEmail(
          tx,
          recipients.map((recipient) => recipient.userId),
          'outbid',
        );
        queued.push(
          ...(await queueEmails(
            tx,
            await Promise.all(
              recipients
                .filter((recipient) => !optedOut.has(recipient.userId))
                .map(async (recipient) => ({
                  to: recipient.email,
                  ...(await renderNotice(
                    'OUTBID',
                    {
                      name: recipient.username,
                      title,
                      body: `${body} Se ainda quiser o lote, dê um novo lance antes do encerramento.`,
                    },
                    deps.webOrigin,
                  )),
                })),
            ),
          )),
        );
      }
      await moveOutbidCursor(tx, lotId, lot.bidCount);
      return 'moved' as const;
    });
    if (progress !== 'moved') break;
  }
  return queued;
}

/** After a batch committed: the notices of its bids, and their e-mails sent at once (the job retries). */
export async function notifyOutbid(deps: OutbidNoticeDeps, result: BatchResult): Promise<void> {
  if (!result.lot || result.placed.length === 0) return;
  try {
    const queued = await writeOutbidNotices(deps, result.lot.id);
    await deps.notifier.deliverQueued(queued);
  } catch (error) {
    deps.log.error({ err: error, lotId: result.lot.id }, 'outbid notice failed');
  }
}

/** The sweep: lots whose bids have notices still to write (a process died after its bids committed). */
export async function writePendingOutbidNotices(deps: OutbidNoticeDeps): Promise<number> {
  let lots = 0;
  for (const lotId of await listLotsWithPendingOutbidNotices(deps.db, 200)) {
    await writeOutbidNotices(deps, lotId);
    lots += 1;
  }
  return lots;
}
