import type { Metadata } from 'next';
import { NotFoundContent } from '@/app/_components/not-found-content';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';

export const metadata: Metadata = {
  title: 'Página não encontrada',
  robots: { index: false, follow: true },
};

/** An address no section answers (and the back office's refusals): the whole page, header and footer. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter variant="simple" />
    </>
  );
}
