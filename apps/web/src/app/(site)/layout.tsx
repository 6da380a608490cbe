import type { ReactNode } from 'react';
// Straight from the files, not the features' index: the index would bring the whole account menu (and its
// phone rules) into every page's first script.
import { FirstAccessBanner } from '@/features/auth/components/first-access-banner';
import { SignedInBanners } from '@/features/buyer-application/components/account-status';
import { Analytics } from '@/features/consent/components/analytics';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <FirstAccessBanner />
      <SignedInBanners />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <Analytics />
    </>
  );
}
