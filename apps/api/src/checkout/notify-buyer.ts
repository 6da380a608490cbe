import type { Database } from '../db/client.js';
import { type NoticeEmailType, renderNotice } from '../notifications/email/render.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { usersWithoutOptionalEmail } from '../privacy/preferences.js';
import { findBuyerContact, insertNotifications } from './payments-repository.js';

/**
 * Tells a buyer about a payment in the account area (bell) and by e-mail, inside the caller's transaction:
 * the e-mail goes to the outbox and is sent after the commit. Answers the outbox ids.
 */
export async function notifyBuyer(
  tx: Database,
  input: {
    buyerId: string;
    type: NoticeEmailType;
    message: { title: string; body: string };
    data: Record<string, unknown>;
    /** The web origin the e-mail's links start with. */
    webOrigin: string;
  },
): Promise<string[]> {
  const contact = await findBuyerContact(tx, input.buyerId);
  if (!contact) return [];
  await insertNotifications(tx, [
    {
      userId: contact.userId,
      type: input.type,
      title: input.message.title,
      body: input.message.body,
      data: input.data,
    },
  ]);
  // A booking reminder's e-mail is optional (the bell notice and the booking page keep the details).
  if (input.type === 'BOOKING_REMINDER') {
    const optedOut = await usersWithoutOptionalEmail(tx, [contact.userId], 'reminder');
    if (optedOut.has(contact.userId)) return [];
  }
  return queueEmails(tx, [
    {
      to: contact.email,
      ...(await renderNotice(
        input.type,
        { name: contact.username, title: input.message.title, body: input.message.body },
        input.webOrigin,
      )),
    },
  ]);
}
