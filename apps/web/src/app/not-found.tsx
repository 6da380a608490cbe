import type { Metadata } from 'next';
import { LogoWide } from '@/components/brand/logo';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { notFoundAbsoluteTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  // The root's own not-found is outside the title template of the layouts below it.
  title: notFoundAbsoluteTitle,
  robots: { index: false, follow: true },
};

/**
 * What is not found outside the site's pages: the back office's refusals (a visitor who is not staff sees a
 * plain 404). Addresses nothing answers get the site's own 404 (app/(site)/[...endereco]). This file
 * travels in the payload of every page, so it stays a few elements.
 */
export default function NotFound() {
  return (
    <main id="conteudo" className="mx-auto max-w-3xl flex-1 px-4 py-16 text-center sm:px-6 lg:py-24">
      <Link href="/" className="inline-block rounded-lg" aria-label="Circula — página inicial">
        <LogoWide />
      </Link>
      <p className="mt-10 font-semibold text-brand-700 text-sm uppercase tracking-widest">Erro 404</p>
      <h1 className="mt-3 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        Esta página circulou para outro lugar
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        O endereço pode ter mudado ou o evento já terminou.
      </p>
      <Link href="/" className={`mt-8 ${buttonStyles.primary}`}>
        Ir para a página inicial
      </Link>
    </main>
  );
}
