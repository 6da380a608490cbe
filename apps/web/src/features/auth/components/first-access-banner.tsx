'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { ui } from '@/config/ui';
import { useAuth } from '../hooks/use-auth';
import { readCookie } from '../lib/auth-client';
import { newUserCookie } from '../lib/returning-visitor';
import { useAuthUi } from './auth-provider';

/** First-time visitors (no new-user cookie, signed out) see it, except on checkout pages (spec §2). */
export function FirstAccessBanner() {
  const auth = useAuth();
  const pathname = usePathname();
  const { openSignUp } = useAuthUi();
  // In the server HTML for everyone (returning visitors have it hidden before the first paint, see
  // returningVisitorScript), then decided here from the cookie once mounted: no layout shift.
  const [seen, setSeen] = useState(false);
  useEffect(() => setSeen(readCookie(document.cookie, newUserCookie) !== undefined), []);

  if (seen || auth.status === 'signed-in' || pathname.startsWith('/listing-checkouts')) return null;

  const dismiss = () => {
    const maxAge = ui.bannerCookieDays * 24 * 60 * 60;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox.
    document.cookie = `${newUserCookie}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
    setSeen(true);
  };

  return (
    <section aria-label="Boas-vindas" data-first-access className="border-brand-100 border-b bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-3 py-2.5 text-brand-900 text-sm sm:px-6">
        <p className="min-w-0 flex-1">
          <strong>Primeira vez na Circula?</strong> Crie sua conta grátis para participar de leilões e comprar
          direto de empresas.
        </p>
        <button
          type="button"
          className={`${buttonStyles.primary} px-4 py-1.5 text-sm`}
          onClick={() => {
            dismiss();
            openSignUp();
          }}
        >
          Criar conta
        </button>
        <button
          type="button"
          className="rounded-full p-1.5 hover:bg-brand-100"
          aria-label="Fechar aviso de boas-vindas"
          onClick={dismiss}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
