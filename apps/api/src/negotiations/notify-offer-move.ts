import type { NegotiationAction, NegotiationActor, NegotiationStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { type NoticeEmailType, renderNotice } from '../notifications/email/render.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { findOfferAudience, insertNotices } from './negotiations-repository.js';
import { offerNotices } from './offer-messages.js';

/**
 * Both sides hear of every move, in the move's transaction: the buyer and every user of the lot's seller
 * get a notice in the bell and an e-mail (outbox, sent after the commit). Answers the outbox ids.
 */
export async function notifyOfferMove(
  tx: Database,
  webOrigin: string,
  input: {
    actor: NegotiationActor;
    action: NegotiationAction | 'MAKE';
    negotiationId: string;
    buyerId: string;
    sellerId: string;
    lot: { id: string; number: number; title: string; listingId: string; listingTitle: string };
    quantity: number;
    unitPriceCents: number | null;
    reason: string | null;
    expiresAt: Date;
    status: NegotiationStatus;
  },
): Promise<string[]> {
  const audience = await findOfferAudience(tx, input.buyerId, input.sellerId);
  if (!audience.buyer) return [];
  const notices = offerNotices(
    { actor: input.actor, action: input.action },
    {
      lotNumber: input.lot.number,
      lotTitle: input.lot.title,
      listingTitle: input.lot.listingTitle,
      quantity: input.quantity,
      buyerUsername: audience.buyer.username,
      unitPriceCents: input.unitPriceCents,
      reason: input.reason,
      expiresAt: input.expiresAt,
    },
    webOrigin,
  );
  const buyerType: NoticeEmailType = input.actor === 'SYSTEM' ? 'OFFER_CLOSED' : 'OFFER_ANSWERED';
  const sellerType: NoticeEmailType =
    input.actor === 'SYSTEM' ? 'OFFER_CLOSED' : input.action === 'MAKE' ? 'OFFER_RECEIVED' : 'OFFER_ANSWERED';
  const data = {
    negotiationId: input.negotiationId,
    lotId: input.lot.id,
    listingId: input.lot.listingId,
    status: input.status,
  };
  const sellerPeople = audience.sellerPeople.filter((person) => person.userId !== audience.buyer!.userId);
  await insertNotices(tx, [
    {
      userId: audience.buyer.userId,
      type: buyerType,
      title: notices.buyer.title,
      body: notices.buyer.body,
      data,
    },
    ...sellerPeople.map((person) => ({
      userId: person.userId,
      type: sellerType,
      title: notices.seller.title,
      body: notices.seller.body,
      data,
    })),
  ]);
  return queueEmails(tx, [
    {
      to: audience.buyer.email,
      ...(await renderNotice(buyerType, { name: audience.buyer.username, ...notices.buyer }, webOrigin)),
    },
    ...(await Promise.all(
      sellerPeople.map(async (person) => ({
        to: person.email,
        ...(await renderNotice(sellerType, { name: person.name, ...notices.seller }, webOrigin)),
      })),
    )),
  ]);
}
