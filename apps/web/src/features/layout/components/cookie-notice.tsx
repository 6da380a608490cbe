'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/navigation/link';
import { ui } from '@/config/ui';
import { useAuth } from '@/features/auth/client';
import { type CookieChoiceValue, writeCookieChoice } from '@/features/consent';
import { saveCookieChoice } from '@/features/privacy/cookie-choice';

const cookieName = 'circula_cookie_notice';

function hasSeenNotice(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${cookieName}=`));
}

function rememberNotice(): void {
  const maxAge = ui.bannerCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox.
  document.cookie = `${cookieName}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * The cookie notice of the privacy policy: shown on the first visit only (spec §2), fixed over the page so
 * it moves nothing. Essential cookies always; analytics only when the person accepts them — without an
 * answer there are none. The choice is kept in a cookie and, for a signed-in person, in their account.
 */
export function CookieNotice() {
  const auth = useAuth();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasSeenNotice()) return;
    // Marked as seen at once: the next visit does not show it again even if it is never answered.
    rememberNotice();
    setVisible(true);
  }, []);

  if (!visible) return null;

  const choose = (choice: CookieChoiceValue) => {
    writeCookieChoice(choice);
    setVisible(false);
    if (auth.status === 'signed-in') {
      // The cookie is what the site follows; the account's copy records it, so a failure is not shown.
      saveCookieChoice(auth.userId, { analytics: choice === 'analytics' }).catch(() => undefined);
    }
  };

  return (
    <section
      id="cookieNotice"
      aria-label="Aviso de cookies"
      // On a phone it is a slim strip beside its buttons: it must not cover the page's first items.
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-2xl flex-row flex-wrap items-center gap-3 rounded-2xl border border-line bg-white px-3 py-2.5 shadow-xl sm:inset-x-3 sm:bottom-3 sm:flex-nowrap sm:p-4"
    >
      <p className="min-w-48 flex-1 text-ink text-xs leading-snug sm:text-sm">
        Usamos cookies essenciais para manter você conectado e, se você permitir, cookies de análise para
        melhorar sua experiência. Saiba mais na nossa{' '}
        <Link href="/privacidade#cookies" className="font-medium text-brand-800 underline underline-offset-2">
          Política de privacidade
        </Link>
        .
      </p>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={() => choose('essential')}
          className="min-h-11 rounded-full border border-brand-700 bg-white px-3 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50 sm:px-4"
        >
          Apenas essenciais
        </button>
        <button
          type="button"
          onClick={() => choose('analytics')}
          className="min-h-11 rounded-full bg-brand-700 px-3 py-2 font-semibold text-sm text-white hover:bg-brand-800 sm:px-4"
        >
          Aceitar todos
        </button>
      </div>
    </section>
  );
}
