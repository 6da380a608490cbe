import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserNotificationType } from '../db/schema/index.js';
import { createSmtpTransport, type MailTransport } from './mail-transport.js';
import {
  claimQueuedEmails,
  insertOutboxRow,
  markOutboxFailed,
  markOutboxSent,
} from './notifications-repository.js';
import { outboxSmsProvider, type SmsProvider } from './sms-provider.js';

/** The notification types of the spec, plus the phone code, the favourites list link and the seller team e-mails. */
export type OutboxNotificationType =
  | UserNotificationType
  | 'PHONE_CODE'
  | 'FAVORITE_LIST_LINK'
  | 'SELLER_INVITATION'
  | 'SELLER_USER_ADDED'
  | 'STAFF_INVITATION'
  | 'ACCOUNT_DELETION'
  | 'DATA_EXPORT';

/** Tries of a queued e-mail before it stays in the outbox with its error. */
export const queuedEmailMaxAttempts = 5;
/** Seconds a claimed e-mail is left to its worker; the back-off after a failure grows with each attempt. */
const queuedEmailLeaseSeconds = 60;

export interface Notifier {
  sendEmail(message: {
    to: string;
    type: OutboxNotificationType;
    subject: string;
    text: string;
  }): Promise<void>;
  sendSms(message: { to: string; type: OutboxNotificationType; text: string }): Promise<void>;
  /**
   * Sends queued e-mails that are due (those written with `queueEmails` inside a transaction): the given
   * ones right after their commit, or every due one from the delivery job. Without a mail transport the
   * outbox row is the message and nothing is sent. Returns how many were sent.
   */
  deliverQueued(ids?: string[]): Promise<number>;
}

export interface NotifierDeps {
  db: Database;
  log: FastifyBaseLogger;
  mail: MailTransport | null;
  sms: SmsProvider;
}

/**
 * Every message is written to the outbox first, then handed to the transport when there is one. A failed
 * delivery is recorded on the row (and logged without the address), never thrown at the caller: answers
 * about codes and links must not differ by whether delivery worked.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  async function deliver(id: string, attempt: () => Promise<void>): Promise<boolean> {
    try {
      await attempt();
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      deps.log.error({ outboxId: id }, 'notification delivery failed');
      await markOutboxFailed(deps.db, id, reason);
      return false;
    }
    await markOutboxSent(deps.db, id);
    return true;
  }
  return {
    async sendEmail({ to, type, subject, text }) {
      const row = await insertOutboxRow(deps.db, {
        channel: 'EMAIL',
        to,
        notificationType: type,
        subject,
        bodyText: text,
      });
      const mail = deps.mail;
      if (mail) await deliver(row.id, () => mail.send({ to, subject, text }));
    },
    async sendSms({ to, type, text }) {
      const row = await insertOutboxRow(deps.db, {
        channel: 'SMS',
        to,
        notificationType: type,
        subject: null,
        bodyText: text,
      });
      if (deps.sms.delivers) await deliver(row.id, () => deps.sms.send(to, text));
    },
    async deliverQueued(ids) {
      const mail = deps.mail;
      if (!mail || ids?.length === 0) return 0;
      let sent = 0;
      try {
        for (;;) {
          const claimed = await claimQueuedEmails(deps.db, {
            ids,
            limit: 50,
            maxAttempts: queuedEmailMaxAttempts,
            leaseSeconds: queuedEmailLeaseSeconds,
          });
          for (const message of claimed) {
            if (await deliver(message.id, () => mail.send(message))) sent += 1;
          }
          if (ids || claimed.length < 50) return sent;
        }
      } catch (error) {
        // The rows stay queued; the delivery job tries again.
        deps.log.error({ err: error }, 'queued e-mail delivery failed');
        return sent;
      }
    },
  };
}

const notifiers = new WeakMap<object, Notifier>();

/** One notifier per app (the SMTP connection pool is shared by its requests). */
export function notifierFor(app: {
  deps: { config: AppConfig; database: { db: Database } };
  log: FastifyBaseLogger;
}) {
  let notifier = notifiers.get(app.deps);
  if (!notifier) {
    const { config } = app.deps;
    notifier = createNotifier({
      db: app.deps.database.db,
      log: app.log,
      mail: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
      sms: outboxSmsProvider,
    });
    notifiers.set(app.deps, notifier);
  }
  return notifier;
}
