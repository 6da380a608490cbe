import { formatCount } from '@circula/domain';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import Link from '@/components/navigation/link';
import { categoryHref } from '@/features/catalog';
import { fetchCategories, fetchSearch } from '@/features/catalog/server';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Categorias',
  description:
    'Veículos, imóveis, informática, móveis, eletros, equipamentos industriais e de restaurante: todas as categorias da Circula.',
  path: '/categorias',
});

export default async function CategoriesPage() {
  await connection();
  const [answer, categories] = await Promise.all([fetchSearch({}), fetchCategories()]);
  const counts = new Map(
    'error' in answer ? [] : answer.facets.categories.map((item) => [item.slug, item.count]),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="font-bold text-3xl text-ink tracking-tight">Categorias</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Escolha uma categoria para ver os lotes em leilão e venda direta em todo o Brasil.
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => {
          const count = counts.get(category.slug) ?? 0;
          return (
            <li key={category.code}>
              <Link
                href={categoryHref(category.slug)}
                className="flex h-full items-center justify-between gap-3 rounded-2xl border border-line p-5 hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="font-semibold text-ink text-lg">{category.name}</span>
                <span className="text-muted text-sm">{formatCount(count, 'lote', 'lotes')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
