import type { CookieChoiceValue } from './cookie-choice';

/**
 * The analytics of spec §7, each behind an adapter that does nothing unless it is configured AND the
 * person accepted analytics cookies in the cookie notice (decision 198).
 */
export interface AnalyticsSettings {
  /** The hosting provider's web analytics script (its insights path), e.g. /_vercel/insights/script.js. */
  webAnalyticsSrc?: string | undefined;
  /** The global object of the real-user-monitoring library loaded by the page, e.g. DD_RUM. */
  rumGlobal?: string | undefined;
}

export interface RumUser {
  name: string;
  email: string;
  buyerId: string | null;
  sessionId: string;
}

type RumLike = { setUser?: (user: Record<string, unknown>) => void };

const consented = (choice: CookieChoiceValue | undefined) => choice === 'analytics';

/** Loads the hosting provider's web analytics script once; nothing when unconfigured or not consented. */
export function loadWebAnalytics(
  settings: AnalyticsSettings,
  choice: CookieChoiceValue | undefined,
  doc: Document = document,
): boolean {
  if (!settings.webAnalyticsSrc || !consented(choice)) return false;
  if (doc.querySelector('script[data-web-analytics]')) return true;
  const script = doc.createElement('script');
  script.src = settings.webAnalyticsSrc;
  script.defer = true;
  script.dataset.webAnalytics = '';
  doc.head.appendChild(script);
  return true;
}

/** Tells the real-user-monitoring service who this is; nothing when unconfigured or not consented. */
export function identifyRumUser(
  settings: AnalyticsSettings,
  choice: CookieChoiceValue | undefined,
  user: RumUser,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): boolean {
  if (!settings.rumGlobal || !consented(choice)) return false;
  const rum = scope[settings.rumGlobal] as RumLike | undefined;
  if (!rum?.setUser) return false;
  rum.setUser({ name: user.name, email: user.email, buyerId: user.buyerId, sessionId: user.sessionId });
  return true;
}
