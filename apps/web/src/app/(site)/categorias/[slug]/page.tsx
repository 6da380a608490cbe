import { formatCount } from '@circula/domain';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import Link from '@/components/navigation/link';
import { BannerSlot } from '@/features/banners';
import { CardGrid, ListingSection, LotCard, Pagination } from '@/features/catalog';
import { fetchCategoryBySlug, fetchListings, fetchSearch } from '@/features/catalog/server';
import { pageMetadata } from '@/lib/seo/metadata';

interface CategoryPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pageOf = (value: string | string[] | undefined) => {
  const page = Number.parseInt(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), 10);
  return Number.isFinite(page) && page > 0 && page <= 1000 ? page : 1;
};

// Metadata and page share one read per request.
const categoryOf = cache(fetchCategoryBySlug);

export async function generateMetadata({ params, searchParams }: CategoryPageProps): Promise<Metadata> {
  const found = await categoryOf((await params).slug);
  if (!found) return {};
  const { category } = found;
  const page = pageOf((await searchParams).currentPage);
  return pageMetadata({
    title: page > 1 ? `${category.name} — página ${page}` : category.name,
    description: `Lotes de ${category.name} em leilões e vendas diretas na Circula, com fotos, avaliação e total a pagar.`,
    path: `/categorias/${category.slug}${page > 1 ? `?currentPage=${page}` : ''}`,
  });
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const found = await categoryOf((await params).slug);
  if (!found) notFound();
  const { category } = found;
  const currentPage = pageOf((await searchParams).currentPage);
  // A slug the category had before staff changed it: 308 to the current one (decision 212).
  if (!found.current) {
    permanentRedirect(`/categorias/${category.slug}${currentPage > 1 ? `?currentPage=${currentPage}` : ''}`);
  }
  const [answer, events] = await Promise.all([
    fetchSearch({ category: category.slug, currentPage: currentPage > 1 ? String(currentPage) : undefined }),
    currentPage === 1
      ? fetchListings({ category: category.slug, status: 'aberto', sort: 'encerrando', pageSize: 4 })
      : null,
  ]);
  const results = 'error' in answer ? null : answer;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:pt-12">
        <nav aria-label="Trilha" className="text-muted text-sm">
          <Link href="/categorias" className="hover:underline">
            Categorias
          </Link>{' '}
          / {category.name}
        </nav>
        <h1 className="mt-2 font-bold text-3xl text-ink tracking-tight">{category.name}</h1>
        <p className="mt-2 text-muted">
          {results ? formatCount(results.total, 'lote', 'lotes') : 'Lotes'} em leilões e vendas diretas.{' '}
          <Link href={`/busca?category=${category.slug}`} className="font-medium text-brand-800 underline">
            Filtrar por local, situação e preço
          </Link>
        </p>
      </div>
      <BannerSlot placement="CATEGORY" category={category.code} aboveFold />
      {events ? (
        <ListingSection
          id="eventos-categoria"
          title="Eventos abertos com esta categoria"
          listings={events.listings}
        />
      ) : null}
      <section aria-labelledby="lotes-categoria" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <h2 id="lotes-categoria" className="mb-4 font-bold text-2xl text-ink">
          Lotes
        </h2>
        {results && results.lots.length > 0 ? (
          <CardGrid label={`Lotes de ${category.name}`}>
            {results.lots.map((lot) => (
              <li key={lot.id}>
                <LotCard lot={lot} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <p className="rounded-2xl border border-line border-dashed p-6 text-center text-muted">
            Nenhum lote nesta categoria agora. Novos eventos entram toda semana —{' '}
            <Link href="/categorias" className="underline">
              veja as outras categorias
            </Link>
            .
          </p>
        )}
        {results ? (
          <Pagination
            currentPage={currentPage}
            total={results.total}
            pageSize={results.pageSize}
            hrefFor={(page) => `/categorias/${category.slug}${page > 1 ? `?currentPage=${page}` : ''}`}
          />
        ) : null}
      </section>
    </>
  );
}
