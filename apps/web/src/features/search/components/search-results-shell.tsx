import type { ReactNode } from 'react';
import { PinIcon, SearchIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { opportunityAreas, opportunityHref } from '@/features/opportunities';
import { buildSearchHref } from '../lib/search-url';

export interface SearchQuery {
  q: string;
  location: string;
  currentPage: number;
}

/** Reads /busca's query string; anything malformed falls back to an empty search on page 1. */
export function readSearchQuery(params: Record<string, string | string[] | undefined>): SearchQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const page = Number.parseInt(first(params.currentPage), 10);
  return {
    q: first(params.q).trim(),
    location: first(params.location).trim(),
    currentPage: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function queryParams(query: SearchQuery) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.location) params.set('location', query.location);
  return params;
}

export function SearchResultsShell({ query, children }: { query: SearchQuery; children?: ReactNode }) {
  const heading = query.q ? `Resultados para “${query.q}”` : 'Todos os itens';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-3 border-line border-b pb-6">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{heading}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {query.location ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
              <PinIcon className="size-4" />
              {query.location}
              <Link
                href={buildSearchHref('/busca', queryParams(query), 'location', '')}
                className="ml-1 underline underline-offset-2"
                aria-label={`Remover filtro de localização ${query.location}`}
              >
                remover
              </Link>
            </span>
          ) : (
            <span className="text-muted">Em todos os locais</span>
          )}
          {query.currentPage > 1 ? <span className="text-muted">· página {query.currentPage}</span> : null}
        </div>
      </header>
      {children ?? <SearchEmptyState query={query} />}
    </div>
  );
}

export function SearchEmptyState({ query }: { query: SearchQuery }) {
  const subject = query.q ? `“${query.q}”` : 'esta busca';
  const place = query.location ? ` em ${query.location}` : '';
  return (
    <section aria-labelledby="empty-heading" className="py-12">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchIcon className="size-7" />
        </span>
        <h2 id="empty-heading" className="mt-5 font-semibold text-ink text-xl">
          Nenhum resultado para {subject}
          {place}
        </h2>
        <p className="mt-2 text-muted">Novos eventos entram toda semana. Enquanto isso, algumas sugestões:</p>
        <ul className="mx-auto mt-5 max-w-md list-disc space-y-1.5 pl-5 text-left text-muted">
          <li>Confira a ortografia ou use termos mais gerais, como “geladeira” em vez do modelo.</li>
          <li>Busque por menos palavras.</li>
          {query.location ? (
            <li>
              <Link
                href={buildSearchHref('/busca', queryParams(query), 'location', '')}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Veja os resultados em todos os locais
              </Link>
              .
            </li>
          ) : null}
          <li>
            Explore as{' '}
            <Link href="/categorias" className="font-medium text-brand-800 underline underline-offset-2">
              categorias
            </Link>{' '}
            ou cadastre-se na newsletter para saber dos próximos eventos.
          </li>
        </ul>
      </div>
      <nav aria-labelledby="empty-areas-heading" className="mt-12">
        <h2 id="empty-areas-heading" className="text-center font-semibold text-ink">
          Áreas de oportunidade
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {opportunityAreas.map((area) => (
            <li key={area.slug}>
              <Link
                href={opportunityHref(area.slug)}
                className="block h-full rounded-xl border border-line p-4 hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="font-semibold text-ink">{area.title}</span>
                <span className="mt-1 block text-muted text-sm">{area.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
