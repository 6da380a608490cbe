import { renderEmail } from '../notifications/email/render.js';
import { queueEmailAndDeliverLater } from '../notifications/queue-emails.js';
import { type AuthDeps, codeTtlMinutes } from './context.js';
import { issueCode } from './verification.js';

/** E-mails a 6-digit code that proves the address, whether or not an account uses it. */
export async function requestEmailCode(deps: AuthDeps, email: string): Promise<void> {
  const code = await issueCode(deps.db, {
    purpose: 'EMAIL_CODE',
    subject: email,
    ttlMinutes: codeTtlMinutes,
  });
  const message = await renderEmail('EMAIL_CODE', { code, minutes: codeTtlMinutes }, deps.config.WEB_ORIGIN);
  await queueEmailAndDeliverLater(deps, { to: email, ...message });
}
