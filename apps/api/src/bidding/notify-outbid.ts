import { formatBRL } from '@circula/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Notifier } from '../notifications/notifier.js';
import { claimOutbidNotices, insertUserNotifications } from './bidding-repository.js';
import type { BatchResult } from './run-bid-batch.js';

const signature = '\n\nEquipe Circula — Bom pra todo mundo';

/**
 * Tells buyers they were outbid: a notice in the account area and an e-mail, at most one per lot and buyer
 * every few minutes (a bidding war would otherwise flood the inbox). Runs after the bids committed.
 */
export async function notifyOutbid(
  deps: {
    db: Database;
    notifier: Notifier;
    log: FastifyBaseLogger;
    webOrigin: string;
    throttleSeconds: number;
  },
  result: BatchResult,
): Promise<void> {
  if (!result.lot || result.outbidBuyerIds.length === 0) return;
  const lot = result.lot;
  const current = result.placed.at(-1)!;
  try {
    const recipients = await claimOutbidNotices(deps.db, {
      lotId: lot.id,
      buyerIds: result.outbidBuyerIds,
      throttleSeconds: deps.throttleSeconds,
    });
    if (recipients.length === 0) return;
    const title = `Seu lance foi superado: ${lot.title}`;
    const body = `O lance atual do lote "${lot.title}" (${lot.listingTitle}) é ${formatBRL(current.amountCents)}.`;
    await insertUserNotifications(
      deps.db,
      recipients.map((recipient) => ({
        userId: recipient.userId,
        type: 'OUTBID' as const,
        title,
        body,
        data: { lotId: lot.id, listingId: lot.listingId, currentBidCents: current.amountCents },
      })),
    );
    for (const recipient of recipients) {
      await deps.notifier.sendEmail({
        to: recipient.email,
        type: 'OUTBID',
        subject: title,
        text:
          `Olá, ${recipient.username}!\n\n${body} Se ainda quiser o lote, dê um novo lance antes do ` +
          `encerramento.\n\nAcompanhe seus lances em ${deps.webOrigin}/conta${signature}`,
      });
    }
  } catch (error) {
    deps.log.error({ err: error, lotId: lot.id }, 'outbid notice failed');
  }
}
