import type { ReactNode } from 'react';
import { FirstAccessBanner } from '@/features/auth';
import { SignedInBanners } from '@/features/buyer-application';
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
    </>
  );
}
