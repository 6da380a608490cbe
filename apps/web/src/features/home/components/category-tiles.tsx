import type { CategoryView } from '@circula/domain';
import Link from '@/components/navigation/link';

/** Every category with how many lots it has now, most first. */
export function CategoryTiles({
  categories,
  counts,
}: {
  categories: readonly CategoryView[];
  counts: ReadonlyMap<string, number>;
}) {
  const sorted = [...categories].sort((a, b) => (counts.get(b.slug) ?? 0) - (counts.get(a.slug) ?? 0));
  return (
    <section aria-labelledby="categorias-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="categorias-heading" className="font-bold text-2xl text-ink tracking-tight">
          Por categoria
        </h2>
        <Link href="/categorias" className="font-semibold text-brand-800 text-sm hover:underline">
          Todas as categorias
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {sorted.map((category) => {
          const count = counts.get(category.slug) ?? 0;
          return (
            <li key={category.code}>
              <Link
                href={`/categorias/${category.slug}`}
                className="flex h-full min-h-20 flex-col justify-between rounded-xl border border-line p-3 hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="font-semibold text-ink text-sm leading-snug">{category.name}</span>
                <span className="text-muted text-xs">
                  {count} {count === 1 ? 'lote' : 'lotes'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
