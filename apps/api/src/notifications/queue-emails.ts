import type { Database } from '../db/client.js';
import type { EmailProps, EmailType, RenderedEmail } from './email/render.js';
import { insertQueuedEmails } from './notifications-repository.js';

/** The e-mail outbox as it stands, filtered: what the development routes show (decision 242). */
export { listOutboxRows } from './notifications-repository.js';

import type { Notifier } from './notifier.js';

/** An e-mail to queue: its address and its template rendered (`renderEmail`), both parts. */
export interface QueuedEmail extends RenderedEmail {
  to: string;
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
      bodyHtml: email.html,
    })),
  );
}

/** An e-mail to queue unrendered: its address, its template and the template's props. */
export type TemplateEmail = {
  [T in EmailType]: { to: string; type: T; props: EmailProps[T] };
}[EmailType];

/**
 * Like `queueEmails`, but writes only the template and its props (a small row): the delivery renders it
 * (`notifier.deliverQueued`), after the commit, so a transaction that tells many people (a lot's close)
 * spends none of its locked time rendering. Until then the row's text is the notice's plain words.
 */
export async function queueTemplateEmails(tx: Database, emails: TemplateEmail[]): Promise<string[]> {
  return insertQueuedEmails(
    tx,
    emails.map((email) => ({
      to: email.to,
      notificationType: email.type,
      subject: null,
      bodyText: 'body' in email.props && typeof email.props.body === 'string' ? email.props.body : '',
      bodyHtml: null,
      templateProps: email.props as Record<string, unknown>,
    })),
  );
}

const inFlight = new WeakMap<Notifier, Set<Promise<unknown>>>();

/**
 * Queues one e-mail in the outbox and starts its delivery without waiting for it: the caller answers in the
 * same time whether or not there is a message and however slow SMTP is (auth e-mails must not tell which
 * addresses have an account). What this delivery misses (an SMTP failure, a process that dies) the outbox
 * delivery job sends.
 */
export async function queueEmailAndDeliverLater(
  deps: { db: Database; notifier: Notifier },
  email: QueuedEmail,
): Promise<void> {
  const ids = await queueEmails(deps.db, [email]);
  let pending = inFlight.get(deps.notifier);
  if (!pending) {
    pending = new Set();
    inFlight.set(deps.notifier, pending);
  }
  const running = pending;
  const delivery = deps.notifier.deliverQueued(ids).finally(() => running.delete(delivery));
  running.add(delivery);
}

/** Waits for the deliveries started by `queueEmailAndDeliverLater` (the app waits for them on close). */
export async function settleQueuedDeliveries(notifier: Notifier): Promise<void> {
  await Promise.allSettled([...(inFlight.get(notifier) ?? [])]);
}
