import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { notFoundAbsoluteTitle, notFoundTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  title: notFoundAbsoluteTitle,
  robots: { index: false, follow: false },
};

/**
 * What a member of staff reaches when a back-office page has nothing to show (an Event's preview of an id
 * that does not exist, say): said inside the back office's own header and navigation, with the way back to
 * its start. Whoever is not staff never gets here: the layout's own refusal is the root's plain 404.
 */
export default function BackofficeNotFound() {
  return (
    <section aria-labelledby="nao-encontrada" className="py-10 text-center">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Erro 404</p>
      <h1 id="nao-encontrada" className="mt-3 font-bold text-2xl text-ink tracking-tight">
        {notFoundTitle}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        O endereço não existe no back office, ou o registro que ele indica foi removido.
      </p>
      <Link href="/backoffice" className={`mt-6 ${buttonStyles.primary}`}>
        Voltar ao início do back office
      </Link>
    </section>
  );
}
