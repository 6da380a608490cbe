import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { opportunityAreas, opportunityHref } from '@/features/opportunities';
import { SearchForm } from '@/features/search/components/search-box';

/**
 * What a missing page of the site says, inside the site's header and footer (app/(site)/not-found.tsx): a lot,
 * an Event or a page that does not exist, and any address nothing answers (app/(site)/[...endereco]).
 */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:py-24">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-widest">Erro 404</p>
      <h1 className="mt-3 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        Esta página circulou para outro lugar
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        O endereço pode ter mudado ou o evento já terminou. Que tal buscar o que você procura?
      </p>
      <div className="mx-auto mt-8 max-w-lg">
        <SearchForm placeholder="O que você esta procurando?" />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonStyles.primary}>
          Ir para a página inicial
        </Link>
        <Link href="/categorias" className={buttonStyles.secondary}>
          Ver categorias
        </Link>
        <Link href="/suporte" className={buttonStyles.ghost}>
          Falar com o suporte
        </Link>
      </div>
      <nav aria-label="Oportunidades" className="mt-12">
        <h2 className="font-semibold text-muted text-sm">Ou explore uma área de oportunidades</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {opportunityAreas.map((area) => (
            <li key={area.slug}>
              <Link
                href={opportunityHref(area.slug)}
                className="inline-block rounded-full border border-line px-4 py-2 text-sm hover:border-brand-600 hover:bg-brand-50"
              >
                {area.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
