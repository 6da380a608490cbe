import { formatCount } from '@circula/domain';
import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { CardGrid, LotCard, Pagination } from '@/features/catalog';
import type { SearchAnswer, SearchFacets } from '@/features/catalog/types';
import { buildFilterHref, hasRefinements, type SearchFilters, searchParamKeys } from '../lib/filter-url';
import { searchPath } from '../lib/search-url';
import { FiltersDisclosure } from './filters-disclosure';
import { SearchEmptyState } from './search-results-shell';
import { SortSelect } from './sort-select';

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

function facetGroups(facets: SearchFacets) {
  return [
    {
      key: 'status' as const,
      title: 'Situação',
      options: facets.statuses.map((item) => ({ value: item.status, label: item.label, count: item.count })),
    },
    {
      key: 'category' as const,
      title: 'Categoria',
      options: facets.categories.map((item) => ({ value: item.slug, label: item.name, count: item.count })),
    },
    {
      key: 'location' as const,
      title: 'Estado',
      options: facets.states.map((item) => ({ value: item.code, label: item.code, count: item.count })),
    },
    {
      key: 'type' as const,
      title: 'Tipo de evento',
      options: facets.types.map((item) => ({ value: item.type, label: item.label, count: item.count })),
    },
    {
      key: 'segment' as const,
      title: 'Segmento',
      options: facets.segments.map((item) => ({ value: item.slug, label: item.name, count: item.count })),
    },
  ];
}

function FacetGroup({
  filterKey,
  title,
  options,
  filters,
}: {
  filterKey: 'status' | 'category' | 'location' | 'type' | 'segment';
  title: string;
  options: FacetOption[];
  filters: SearchFilters;
}) {
  const chosen = filters[filterKey];
  if (options.length === 0 && !chosen) return null;
  return (
    <fieldset className="border-line border-b py-4">
      <legend className="float-left mb-2 w-full font-semibold text-ink text-sm">{title}</legend>
      <ul className="clear-both space-y-0.5">
        {options.map((option) => {
          const active = chosen === option.value;
          return (
            <li key={option.value}>
              <Link
                href={buildFilterHref(filters, { [filterKey]: active ? null : option.value })}
                aria-current={active ? 'true' : undefined}
                className={`flex min-h-9 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-brand-50 ${active ? 'bg-brand-50 font-semibold text-brand-900' : 'text-ink'}`}
              >
                <span>
                  {active ? <span aria-hidden="true">✓ </span> : null}
                  {option.label}
                  {active ? <span className="sr-only"> (filtro ativo, clique para remover)</span> : null}
                </span>
                <span className="text-muted tabular-nums">{option.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Facets({ facets, filters }: { facets: SearchFacets; filters: SearchFilters }) {
  return (
    <>
      <PriceFilter filters={filters} />
      {facetGroups(facets).map((group) => (
        <FacetGroup
          key={group.key}
          filterKey={group.key}
          title={group.title}
          options={group.options}
          filters={filters}
        />
      ))}
    </>
  );
}

const chipLabels: Record<string, string> = {
  category: 'Categoria',
  location: 'Local',
  segment: 'Segmento',
  type: 'Tipo',
  status: 'Situação',
  minPrice: 'A partir de',
  maxPrice: 'Até',
};

const reais = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? `R$ ${Number(value).toLocaleString('pt-BR')}` : value;

/**
 * The price range: a plain GET form (works without JavaScript) carrying the other filters along; an empty
 * field is no bound. Whole reais, as people think of prices.
 */
function PriceFilter({ filters }: { filters: SearchFilters }) {
  const carried = searchParamKeys.filter(
    (key) => key !== 'minPrice' && key !== 'maxPrice' && key !== 'currentPage' && filters[key],
  );
  return (
    <form action={searchPath} method="get" className="border-line border-b py-4">
      <fieldset>
        <legend className="mb-2 font-semibold text-ink text-sm">Preço (R$)</legend>
        {carried.map((key) => (
          <input key={key} type="hidden" name={key} value={filters[key]} />
        ))}
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-muted text-xs">
            Mínimo
            <input
              name="minPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={filters.minPrice}
              className="h-10 w-full rounded-lg border border-slate-300 px-2 text-ink text-sm"
            />
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-muted text-xs">
            Máximo
            <input
              name="maxPrice"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={filters.maxPrice}
              className="h-10 w-full rounded-lg border border-slate-300 px-2 text-ink text-sm"
            />
          </label>
          <button
            type="submit"
            className="h-10 shrink-0 rounded-lg bg-brand-700 px-3 font-semibold text-sm text-white hover:bg-brand-800"
          >
            Aplicar
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function ActiveFilters({ filters, answer }: { filters: SearchFilters; answer: SearchAnswer }) {
  const names: Record<string, string | undefined> = {
    category: answer.facets.categories.find((item) => item.slug === filters.category)?.name,
    segment: answer.facets.segments.find((item) => item.slug === filters.segment)?.name,
    type: answer.facets.types.find((item) => item.type === filters.type)?.label,
    status: answer.facets.statuses.find((item) => item.status === filters.status)?.label,
    location: filters.location,
    minPrice: reais(filters.minPrice),
    maxPrice: reais(filters.maxPrice),
  };
  const active = (
    ['location', 'category', 'status', 'type', 'segment', 'minPrice', 'maxPrice'] as const
  ).filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <ul aria-label="Filtros ativos" className="flex flex-wrap gap-2">
      {active.map((key) => (
        <li key={key}>
          <Link
            href={buildFilterHref(filters, { [key]: null })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 font-medium text-brand-900 text-sm hover:bg-brand-100"
            aria-label={`Remover filtro ${chipLabels[key]}: ${names[key] ?? filters[key]}`}
          >
            {chipLabels[key]}: {names[key] ?? filters[key]}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {active.length > 1 ? (
        <li>
          <Link
            href={buildFilterHref(filters, {
              location: null,
              category: null,
              status: null,
              type: null,
              segment: null,
              minPrice: null,
              maxPrice: null,
            })}
            className="inline-flex h-9 items-center px-2 font-medium text-brand-800 text-sm underline underline-offset-2"
          >
            Limpar filtros
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

export function SearchResults({
  filters,
  answer,
  currentPage,
}: {
  filters: SearchFilters;
  answer: SearchAnswer;
  currentPage: number;
}) {
  const heading = filters.q ? `Resultados para “${filters.q}”` : 'Todos os itens';
  const countText = formatCount(answer.total, 'lote encontrado', 'lotes encontrados');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      {answer.lots.length > 0 ? (
        // The first stop in the page's content: past the filters (a dozen links or more) to the first lot.
        <a
          href="#resultados"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para os resultados
        </a>
      ) : null}
      <header className="flex flex-col gap-3 border-line border-b pb-5">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-muted text-sm" role="status">
          {countText}
          {currentPage > 1 ? ` · página ${currentPage}` : ''}
        </p>
        <ActiveFilters filters={filters} answer={answer} />
      </header>
      <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label="Filtros">
          <h2 className="sr-only">Filtros</h2>
          <FiltersDisclosure>
            <Facets facets={answer.facets} filters={filters} />
          </FiltersDisclosure>
          <noscript>
            <style>{'[data-filters-panel]{display:block}'}</style>
          </noscript>
        </aside>
        <div>
          {answer.total > 0 ? (
            <div className="mb-4 flex items-center">
              <SortSelect filters={filters} />
            </div>
          ) : null}
          <h2 id="resultados" tabIndex={-1} className="sr-only">
            Resultados
          </h2>
          {answer.lots.length > 0 ? (
            <CardGrid label="Resultados da busca">
              {answer.lots.map((lot, index) => (
                <li key={lot.id}>
                  <LotCard lot={lot} eager={index < 2} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <NoResults filters={filters} />
          )}
          <Pagination
            currentPage={currentPage}
            total={answer.total}
            pageSize={answer.pageSize}
            label="Páginas de resultados"
            hrefFor={(page) => buildFilterHref(filters, { currentPage: String(page) })}
          />
        </div>
      </div>
    </div>
  );
}

function NoResults({ filters }: { filters: SearchFilters }) {
  const extra: ReactNode = hasRefinements(filters) ? (
    <p className="text-center">
      <Link
        href={buildFilterHref({ q: filters.q, location: filters.location }, { category: null })}
        className="font-medium text-brand-800 underline underline-offset-2"
      >
        Buscar sem os filtros de categoria, situação, tipo, segmento e preço
      </Link>
    </p>
  ) : null;
  return (
    <div>
      {extra}
      <SearchEmptyState query={{ q: filters.q ?? '', location: filters.location ?? '', currentPage: 1 }} />
    </div>
  );
}

export function SearchError({ message, filters }: { message: string; filters: SearchFilters }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="font-bold text-2xl text-ink">Não conseguimos fazer esta busca</h1>
      <p className="mt-2 text-muted">{message}</p>
      <Link
        href={buildFilterHref({ q: filters.q }, {})}
        className="mt-6 inline-flex font-medium text-brand-800 underline underline-offset-2"
      >
        Buscar só pelas palavras
      </Link>
    </div>
  );
}
