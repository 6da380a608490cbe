import { emailDefinition } from '../notifications/email/catalog.js';
import { renderEmail } from '../notifications/email/render.js';
import { queueEmailAndDeliverLater } from '../notifications/queue-emails.js';
import { findUserForEmail } from '../users/find-user.js';
import { type AuthDeps, resetLinkTtlMinutes } from './context.js';
import { issueLinkToken } from './verification.js';

/** E-mails a single-use link to the web page where a new password is chosen; silent for unknown e-mails. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserForEmail(deps.db, email);
  if (!user) {
    // The same rendering work as for an account (the answer time must not tell them apart); nothing is sent.
    const site = deps.config.WEB_ORIGIN;
    await renderEmail('RESET_PASSWORD', emailDefinition('RESET_PASSWORD').sample(site), site);
    return;
  }
  const token = await issueLinkToken(deps.db, {
    purpose: 'RESET_PASSWORD',
    subject: user.email,
    ttlMinutes: resetLinkTtlMinutes,
  });
  const link = new URL('/auth/redefinir-senha', deps.config.WEB_ORIGIN);
  link.searchParams.set('token', token);
  await queueEmailAndDeliverLater(deps, {
    to: user.email,
    ...(await renderEmail(
      'RESET_PASSWORD',
      { link: link.toString(), minutes: resetLinkTtlMinutes },
      deps.config.WEB_ORIGIN,
    )),
  });
}
