import {
  NEWSLETTER_CONFIRMATION_HOURS,
  type NewsletterSubscription,
  newsletterConfirmationMessages,
} from '@circula/domain';
import { takeThrottleSlots } from '../auth/throttle.js';
import { sha256 } from '../auth/tokens.js';
import { consumeLinkToken, issueLinkToken } from '../auth/verification.js';
import type { Database } from '../db/client.js';
import { cityBelongsToState } from '../geo/list-cities.js';
import { listStates } from '../geo/list-states.js';
import { renderEmail } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import {
  confirmSubscriber,
  isUnsubscribed,
  liftUnsubscribe,
  upsertSubscriber,
} from './newsletter-repository.js';

export interface SubscribeDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
}

/** Confirmation e-mails one address receives in a day, however many times the form names it. */
export const newsletterConfirmationsPerDay = 3;

/**
 * Subscribes an e-mail (a repeated address updates its row, never duplicates it). Anyone may type anyone's
 * address into the public form, so the form alone mails nobody: a new address gets an e-mail with a
 * single-use link and receives the newsletter only once it is used (decision 283); an address that
 * unsubscribed is not put back by the form either, and only that link lifts the unsubscribe (decision 202).
 * The answer is the same in every case, so the form tells nobody whether an address was ever subscribed.
 */
export async function subscribeToNewsletter(deps: SubscribeDeps, input: NewsletterSubscription) {
  const state = input.state.toUpperCase();
  if (!listStates().some((known) => known.code === state)) {
    throw new AppError(
      'INVALID_STATE',
      `Estado '${input.state}' não encontrado. Use a sigla de uma UF, como SP.`,
    );
  }
  if (!cityBelongsToState(state, input.city)) {
    throw new AppError('CITY_NOT_IN_STATE', `A cidade '${input.city}' não pertence ao estado ${state}.`);
  }
  const email = input.email.trim().toLowerCase();
  const saved = await upsertSubscriber(deps.db, {
    email,
    state,
    city: input.city.trim().toUpperCase(),
    source: input.source,
  });
  const returning = await isUnsubscribed(deps.db, email);
  if (returning || !saved.confirmedAt) await sendConfirmation(deps, email, returning);
  return saved;
}

async function sendConfirmation(deps: SubscribeDeps, email: string, returning: boolean) {
  // A few a day per address: the form must not become a way to mail someone who asked for no mail.
  const { retryAfter } = await takeThrottleSlots(deps.db, 'MESSAGE_SENT', [
    {
      key: sha256(`newsletter-confirmation:${email}`),
      limit: newsletterConfirmationsPerDay,
      windowSeconds: 24 * 60 * 60,
    },
  ]);
  if (retryAfter !== null) return;
  const outboxIds = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const token = await issueLinkToken(tx, {
      purpose: 'NEWSLETTER_CONFIRMATION',
      subject: email,
      ttlMinutes: NEWSLETTER_CONFIRMATION_HOURS * 60,
    });
    const confirmUrl = new URL('/newsletter/confirmar', deps.webOrigin);
    confirmUrl.searchParams.set('t', token);
    return queueEmails(tx, [
      {
        to: email,
        ...(await renderEmail(
          'NEWSLETTER_CONFIRMATION',
          { confirmUrl: confirmUrl.toString(), hours: NEWSLETTER_CONFIRMATION_HOURS, returning },
          deps.webOrigin,
        )),
      },
    ]);
  });
  await deps.notifier.deliverQueued(outboxIds);
}

/**
 * The link of the confirmation e-mail, used once: the address's subscription is confirmed and an earlier
 * unsubscribe lifted, together.
 */
export async function confirmNewsletterSubscription(db: Database, token: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const check = await consumeLinkToken(tx, 'NEWSLETTER_CONFIRMATION', token);
    if (!check.ok) {
      throw new AppError('NEWSLETTER_CONFIRMATION_INVALID', newsletterConfirmationMessages.invalid);
    }
    await confirmSubscriber(tx, check.subject);
    await liftUnsubscribe(tx, check.subject);
  });
}
