import type { Metadata } from 'next';
import { readSearchQuery, SearchResultsShell } from '@/features/search/components/search-results-shell';
import { pageMetadata } from '@/lib/seo/metadata';

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const { q } = readSearchQuery(await searchParams);
  // Result pages change by the minute; only the canonical /busca is worth a search engine's time.
  return pageMetadata({
    title: q ? `Busca por “${q}”` : 'Buscar itens',
    description:
      'Encontre veículos, eletrônicos, móveis, imóveis e equipamentos em leilões e vendas diretas.',
    path: '/busca',
    noIndex: true,
  });
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const query = readSearchQuery(await searchParams);
  return <SearchResultsShell query={query} />;
}
