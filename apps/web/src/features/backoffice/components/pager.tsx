/** Previous/next pages of a back-office list, with what the list counts ("3 pagamentos · página 1 de 2"). */
export function Pager({
  countLabel,
  page,
  pages,
  onPage,
}: {
  countLabel: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
      <span className="text-muted">
        {countLabel} · página {page} de {pages}
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-1.5 disabled:opacity-50"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Anterior
        </button>
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-1.5 disabled:opacity-50"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Próxima
        </button>
      </span>
    </nav>
  );
}
