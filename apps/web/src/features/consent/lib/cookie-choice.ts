import { ui } from '@/config/ui';
import { readCookie } from '@/features/auth/client';

/** The cookie notice's choice: essential cookies only, or essential and analytics (spec §2, §7). */
export type CookieChoiceValue = 'essential' | 'analytics';

export const cookieChoiceCookie = 'circula_cookies';
/** Fired on window when the choice is made, so the analytics start without a reload. */
export const cookieChoiceEvent = 'circula:cookie-choice';

export function readCookieChoice(cookieString: string): CookieChoiceValue | undefined {
  const value = readCookie(cookieString, cookieChoiceCookie);
  return value === 'essential' || value === 'analytics' ? value : undefined;
}

export function writeCookieChoice(choice: CookieChoiceValue): void {
  const maxAge = ui.bannerCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox.
  document.cookie = `${cookieChoiceCookie}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent(cookieChoiceEvent, { detail: choice }));
}
