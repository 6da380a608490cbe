import type { Database } from '../db/client.js';
import { insertQueuedEmails } from './notifications-repository.js';
import type { OutboxNotificationType } from './notifier.js';

export interface QueuedEmail {
  to: string;
  type: OutboxNotificationType;
  subject: string;
  text: string;
}

/**
 * Writes product e-mails (outbid, lot won, conditional sale…) to the outbox inside the caller's transaction:
 * they commit or roll back with the change they tell about, and the delivery worker sends them even if this
 * process dies right after the commit. Returns the outbox ids, for an immediate `deliverQueued` after commit.
 */
export async function queueEmails(tx: Database, emails: QueuedEmail[]): Promise<string[]> {
  return insertQueuedEmails(
    tx,
    emails.map((email) => ({
      to: email.to,
      notificationType: email.type,
      subject: email.subject,
      bodyText: email.text,
    })),
  );
}
