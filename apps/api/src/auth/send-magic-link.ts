import { emailDefinition } from '../notifications/email/catalog.js';
import { renderEmail } from '../notifications/email/render.js';
import { queueEmailAndDeliverLater } from '../notifications/queue-emails.js';
import { publicApiUrl } from '../shared/public-url.js';
import { findUserForEmail } from '../users/find-user.js';
import { type AuthDeps, magicLinkTtlMinutes } from './context.js';
import { issueLinkToken } from './verification.js';

/**
 * E-mails a single-use sign-in link to an existing account. For an unknown address nothing is sent, but
 * the answer and the counting are the same.
 */
export async function sendMagicLink(deps: AuthDeps, input: { email: string; nextUrl?: string | undefined }) {
  const user = await findUserForEmail(deps.db, input.email);
  if (!user) {
    // The same rendering work as for an account (the answer time must not tell them apart); nothing is sent.
    await renderEmail(
      'MAGIC_LINK',
      emailDefinition('MAGIC_LINK').sample(deps.config.WEB_ORIGIN),
      deps.config.WEB_ORIGIN,
    );
    return;
  }
  const token = await issueLinkToken(deps.db, {
    purpose: 'MAGIC_LINK',
    subject: user.email,
    ttlMinutes: magicLinkTtlMinutes,
  });
  const link = publicApiUrl(deps.config.API_PUBLIC_URL, '/auth/magic-link/callback');
  link.searchParams.set('token', token);
  if (input.nextUrl) link.searchParams.set('nextUrl', input.nextUrl);
  await queueEmailAndDeliverLater(deps, {
    to: user.email,
    ...(await renderEmail(
      'MAGIC_LINK',
      { link: link.toString(), minutes: magicLinkTtlMinutes },
      deps.config.WEB_ORIGIN,
    )),
  });
}
