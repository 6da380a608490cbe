'use client';

import './globals.css';

/**
 * A failure of the root layout itself: the page has none of the site's shell, so this one brings its own
 * html and body, and plain links: the app's router may be what failed.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="pt-BR">
      <body className="flex min-h-dvh flex-col">
        <main id="conteudo" className="mx-auto max-w-xl flex-1 px-4 py-16 text-center sm:px-6 lg:py-24">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Algo deu errado</p>
          <h1 className="mt-3 font-bold text-3xl text-ink tracking-tight">A Circula teve um problema</h1>
          <p className="mt-4 text-lg text-muted">
            Tente de novo em instantes. Se o problema continuar, fale com a gente.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 text-sm">
            <button
              type="button"
              className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white"
              onClick={() => reset()}
            >
              Tentar novamente
            </button>
            <a
              href="/"
              className="rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800"
            >
              Ir para a página inicial
            </a>
            <a href="/suporte" className="px-3 py-2.5 font-semibold text-brand-800">
              Falar com o suporte
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
