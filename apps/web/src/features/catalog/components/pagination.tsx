import Link from '@/components/navigation/link';

interface PaginationProps {
  currentPage: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  label?: string;
}

/** Pages around the current one, with the first and the last: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(currentPage: number, lastPage: number): (number | 'gap')[] {
  const pages = new Set([1, lastPage]);
  for (let page = currentPage - 2; page <= currentPage + 2; page += 1) {
    if (page >= 1 && page <= lastPage) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, page] of sorted.entries()) {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push('gap');
    result.push(page);
  }
  return result;
}

export function Pagination({ currentPage, total, pageSize, hrefFor, label = 'Páginas' }: PaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (lastPage <= 1) return null;
  const linkClass =
    'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium text-sm hover:bg-brand-50';
  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {currentPage > 1 ? (
          <li>
            <Link href={hrefFor(currentPage - 1)} className={linkClass} rel="prev">
              Anterior
            </Link>
          </li>
        ) : null}
        {pageWindow(currentPage, lastPage).map((page, index, all) =>
          page === 'gap' ? (
            <li key={`gap-after-${all[index - 1]}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Página ${page}`}
                className={`${linkClass} ${page === currentPage ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-ink'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {currentPage < lastPage ? (
          <li>
            <Link href={hrefFor(currentPage + 1)} className={linkClass} rel="next">
              Próxima
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
