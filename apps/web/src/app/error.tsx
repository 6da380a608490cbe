'use client';

import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';

/** A failure while showing a page: said in Portuguese, with a way to retry, go home or ask for help. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="conteudo" className="flex-1">
      <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6 lg:py-24">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Algo deu errado</p>
        <h1 className="mt-3 font-bold text-3xl text-ink tracking-tight">
          Não foi possível mostrar esta página
        </h1>
        <p className="mt-4 text-lg text-muted">
          Tente de novo em instantes. Se o problema continuar, fale com a gente.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonStyles.primary} onClick={() => reset()}>
            Tentar novamente
          </button>
          <Link href="/" className={buttonStyles.secondary}>
            Ir para a página inicial
          </Link>
          <Link href="/suporte" className={buttonStyles.ghost}>
            Falar com o suporte
          </Link>
        </div>
      </div>
    </main>
  );
}
