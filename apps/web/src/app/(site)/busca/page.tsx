import type { Metadata } from 'next';
import { BannerSlot } from '@/features/banners';
import { fetchSearch } from '@/features/catalog/server';
import { SearchError, SearchResults } from '@/features/search/components/search-results';
import { readSearchFilters } from '@/features/search/lib/filter-url';
import { pageMetadata } from '@/lib/seo/metadata';

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const { q } = readSearchFilters(await searchParams);
  // Result pages change by the minute and filters multiply them: none is worth a search engine's time.
  return pageMetadata({
    title: q ? `Busca por “${q}”` : 'Buscar itens',
    description:
      'Encontre veículos, eletrônicos, móveis, imóveis e equipamentos em leilões e vendas diretas.',
    path: '/busca',
    noIndex: true,
  });
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const filters = readSearchFilters(await searchParams);
  const answer = await fetchSearch(filters);
  if ('error' in answer) return <SearchError message={answer.error} filters={filters} />;
  return (
    <>
      <BannerSlot placement="SEARCH" aboveFold />
      <SearchResults filters={filters} answer={answer} currentPage={answer.currentPage} />
    </>
  );
}
