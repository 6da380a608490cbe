import { unsubscribeMessages } from '@circula/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscribers,
  newsletterUnsubscribes,
  privacyPreferences,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/errors.js';
import type { CampaignContent } from './campaign-email.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

/*
 * Opens, clicks and unsubscribes (decisions 201 and 202). Opens and clicks keep only the first time per
 * recipient — no address, IP or user agent is stored.
 */

const tokenPattern = /^[0-9a-f]{64}$/;

/** The pixel was loaded: the recipient's first open, if not yet recorded. Unknown tokens change nothing. */
export async function recordOpen(db: Database, token: string): Promise<void> {
  if (!tokenPattern.test(token)) return;
  await db
    .update(newsletterCampaignRecipients)
    .set({ firstOpenedAt: sql`coalesce(${newsletterCampaignRecipients.firstOpenedAt}, now())` })
    .where(eq(newsletterCampaignRecipients.token, token));
}

const linkNotFound = () =>
  new AppError('CAMPAIGN_LINK_NOT_FOUND', 'Este link não existe. Confira o endereço no e-mail recebido.');

/**
 * A click: the address is the campaign's own n-th link (never one taken from the request, so the route
 * cannot send anyone elsewhere), and the recipient's first click is recorded.
 */
export async function recordClick(db: Database, token: string, index: number): Promise<string> {
  if (!tokenPattern.test(token)) throw linkNotFound();
  const [row] = await db
    .select({ id: newsletterCampaignRecipients.id, content: newsletterCampaigns.content })
    .from(newsletterCampaignRecipients)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterCampaignRecipients.campaignId))
    .where(eq(newsletterCampaignRecipients.token, token));
  const link = (row?.content as CampaignContent | null | undefined)?.links[index];
  if (!row || !link) throw linkNotFound();
  await db
    .update(newsletterCampaignRecipients)
    .set({ firstClickedAt: sql`coalesce(${newsletterCampaignRecipients.firstClickedAt}, now())` })
    .where(eq(newsletterCampaignRecipients.id, row.id));
  return link;
}

const invalidToken = () => new AppError('UNSUBSCRIBE_LINK_INVALID', unsubscribeMessages.invalid);

/**
 * Unsubscribes the address of a signed link (idempotent): it joins the list no campaign mails, leaves the
 * newsletter list, and a user with that address has their newsletter consent revoked.
 */
export async function unsubscribe(db: Database, key: Buffer, token: string): Promise<void> {
  const subject = verifyUnsubscribeToken(key, token);
  if (!subject) throw invalidToken();
  if (subject === 'test') return;
  await db.transaction(async (tx) => {
    const [recipient] = await tx
      .select()
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.id, subject));
    if (!recipient) throw invalidToken();
    const now = new Date();
    await tx
      .insert(newsletterUnsubscribes)
      .values({ email: recipient.email, campaignId: recipient.campaignId })
      .onConflictDoNothing();
    await tx
      .update(newsletterCampaignRecipients)
      .set({ unsubscribedAt: sql`coalesce(${newsletterCampaignRecipients.unsubscribedAt}, now())` })
      .where(eq(newsletterCampaignRecipients.id, recipient.id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, recipient.email));
    await tx
      .update(privacyPreferences)
      .set({ newsletterEmails: false, newsletterChangedAt: now, updatedAt: now })
      .where(
        sql`${privacyPreferences.newsletterEmails} = true and ${privacyPreferences.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${recipient.email})`,
      );
  });
}
