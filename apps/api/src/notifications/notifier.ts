import type { SmsType } from '@circula/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { UserNotificationType } from '../db/schema/index.js';
import { type EmailProps, type EmailType, emailTypes, renderEmail } from './email/render.js';
import { createSmtpTransport, type MailTransport } from './mail-transport.js';
import {
  claimQueuedEmails,
  insertOutboxRow,
  listUnrenderedEmails,
  markOutboxFailed,
  markOutboxSent,
  markOutboxUnrenderable,
  saveRenderedEmail,
} from './notifications-repository.js';
import { outboxSmsProvider, type SmsProvider } from './sms-provider.js';

/** The notification types of the spec, plus the SMS messages, the favourites list link and the seller team e-mails. */
export type OutboxNotificationType =
  | UserNotificationType
  | SmsType
  | 'FAVORITE_LIST_LINK'
  | 'SELLER_INVITATION'
  | 'SELLER_USER_ADDED'
  | 'STAFF_INVITATION';

/** Tries of a queued e-mail before it stays in the outbox with its error. */
export const queuedEmailMaxAttempts = 5;
/** Seconds a claimed e-mail is left to its worker; the back-off after a failure grows with each attempt. */
const queuedEmailLeaseSeconds = 60;

export interface Notifier {
  /** Sends one SMS of a type the outbox names (smsTypeLabels), and keeps it in the outbox. */
  sendSms(message: { to: string; type: SmsType; text: string }): Promise<void>;
  /**
   * Sends queued e-mails that are due (those written with `queueEmails` inside a transaction): the given
   * ones right after their commit, or every due one from the delivery job. Those queued unrendered
   * (`queueTemplateEmails`) are rendered first and their row completed. Without a mail transport the
   * outbox row is the message (rendered all the same) and nothing is sent. Returns how many were sent.
   */
  deliverQueued(ids?: string[], options?: DeliveryOptions): Promise<number>;
}

export interface DeliveryOptions {
  /** Awaited before each chunk of e-mails is rendered: lets on-time work of the process go first. */
  pause?: () => Promise<void>;
}

export interface NotifierDeps {
  db: Database;
  log: FastifyBaseLogger;
  mail: MailTransport | null;
  sms: SmsProvider;
  /** The web origin the links of e-mails rendered at delivery start with. */
  site: string;
}

/**
 * Every message is written to the outbox first, then handed to the transport when there is one. A failed
 * delivery is recorded on the row (and logged without the address), never thrown at the caller: answers
 * about codes and links must not differ by whether delivery worked.
 */
export function createNotifier(deps: NotifierDeps): Notifier {
  async function deliver(id: string, attempt: () => Promise<void>, lastAttempt = false): Promise<boolean> {
    try {
      await attempt();
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      deps.log.error({ outboxId: id, lastAttempt }, 'notification delivery failed');
      await markOutboxFailed(deps.db, id, reason, lastAttempt);
      return false;
    }
    await markOutboxSent(deps.db, id);
    return true;
  }
  /** Renders the queued e-mails written unrendered (all of them, or only `ids`), 50 at a time. */
  async function renderQueued(ids: string[] | undefined, pause: DeliveryOptions['pause']) {
    for (;;) {
      await pause?.();
      const pending = await listUnrenderedEmails(deps.db, { ids, limit: 50 });
      for (const email of pending) {
        try {
          if (!emailTypes.includes(email.type as EmailType))
            throw new Error(`unknown template ${email.type}`);
          const type = email.type as EmailType;
          const rendered = await renderEmail(type, email.props as EmailProps[typeof type], deps.site);
          await saveRenderedEmail(deps.db, email.id, rendered);
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
          deps.log.error({ outboxId: email.id }, 'queued e-mail could not be rendered');
          await markOutboxUnrenderable(deps.db, email.id, reason);
        }
      }
      if (pending.length < 50) return;
    }
  }
  return {
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
    async deliverQueued(ids, options = {}) {
      const mail = deps.mail;
      if (ids?.length === 0) return 0;
      let sent = 0;
      try {
        await renderQueued(ids, options.pause);
        if (!mail) return 0;
        for (;;) {
          const claimed = await claimQueuedEmails(deps.db, {
            ids,
            limit: 50,
            maxAttempts: queuedEmailMaxAttempts,
            leaseSeconds: queuedEmailLeaseSeconds,
          });
          for (const message of claimed) {
            const last = message.attempts >= queuedEmailMaxAttempts;
            if (await deliver(message.id, () => mail.send(message), last)) sent += 1;
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
      site: config.WEB_ORIGIN,
    });
    notifiers.set(app.deps, notifier);
  }
  return notifier;
}
