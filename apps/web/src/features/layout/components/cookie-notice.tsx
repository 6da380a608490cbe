'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ui } from '@/config/ui';

const cookieName = 'circula_cookie_notice';

function hasSeenNotice(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${cookieName}=`));
}

function rememberNotice(): void {
  const maxAge = ui.bannerCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox.
  document.cookie = `${cookieName}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The cookie notice of the privacy policy: shown on the first visit only, until dismissed. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (hasSeenNotice()) return;
    // Marked as seen at once: the next visit does not show it again even if it is never dismissed.
    rememberNotice();
    setVisible(true);
  }, []);

  if (!visible) return null;
  return (
    <section
      id="cookieNotice"
      aria-label="Aviso de cookies"
      // On a phone it is a slim strip beside its button: it must not cover the page's first items.
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-2xl flex-row items-center gap-3 rounded-2xl border border-line bg-white px-3 py-2.5 shadow-xl sm:inset-x-3 sm:bottom-3 sm:p-4"
    >
      <p className="flex-1 text-ink text-xs leading-snug sm:text-sm">
        Usamos cookies para manter você conectado e melhorar sua experiência. Saiba mais na nossa{' '}
        <Link href="/privacidade#cookies" className="font-medium text-brand-800 underline underline-offset-2">
          Política de privacidade
        </Link>
        .
      </p>
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="min-h-11 shrink-0 rounded-full bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800 sm:px-5"
      >
        Entendi
      </button>
    </section>
  );
}
