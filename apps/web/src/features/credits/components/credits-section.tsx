'use client';

import { formatBRL, formatDateTime } from '@circula/domain';
import { useState } from 'react';
import { useBuyerCredits, useCreditStatement } from '../hooks/use-credits';

const pageSize = 10;
const typeLabels = { BUY: 'Compra', CREDIT: 'Crédito', RECOMMENDATION: 'Indicação' } as const;

/** /conta "Créditos": the spendable balance and the statement, paged (spec §2, §9). */
export function CreditsSection({ buyerId }: { buyerId: string }) {
  const [page, setPage] = useState(0);
  const credits = useBuyerCredits(buyerId);
  const statement = useCreditStatement(buyerId, pageSize, page * pageSize);
  const total = statement.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section
      id="creditos"
      aria-labelledby="creditos-title"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="creditos-title" className="font-semibold text-ink text-lg">
        Créditos
      </h2>
      {credits.data ? (
        <p className="mt-2 text-ink" data-testid="credits-balance">
          Saldo disponível: <strong>{formatBRL(credits.data.availableCents)}</strong>
          {credits.data.nextExpiryAt ? (
            <span className="text-muted text-sm">
              {' '}
              (próximo vencimento em {formatDateTime(credits.data.nextExpiryAt)})
            </span>
          ) : null}
        </p>
      ) : credits.error ? (
        <p className="mt-2 text-red-700 text-sm">Não foi possível carregar seus créditos.</p>
      ) : (
        <p className="mt-2 text-muted text-sm">Carregando...</p>
      )}
      <p className="mt-1 text-muted text-sm">
        Créditos são usados automaticamente no seu próximo pagamento e não podem ser trocados por dinheiro.
      </p>
      {statement.data && statement.data.buyerCreditStatement.length > 0 ? (
        <>
          <div className="overflow-x-auto">
            <table className="mt-4 w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="py-1 font-medium">Data</th>
                  <th className="py-1 font-medium">Tipo</th>
                  <th className="py-1 font-medium">Descrição</th>
                  <th className="py-1 text-right font-medium">Valor</th>
                </tr>
              </thead>
              <tbody>
                {statement.data.buyerCreditStatement.map((entry) => (
                  <tr key={entry.id} className="border-line border-t">
                    <td className="py-2 pr-2 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="py-2 pr-2">{typeLabels[entry.type]}</td>
                    <td className="py-2 pr-2">{entry.description}</td>
                    <td
                      className={`py-2 text-right whitespace-nowrap ${entry.amountCents < 0 ? 'text-red-700' : 'text-brand-700'}`}
                    >
                      {entry.amountCents < 0 ? '− ' : '+ '}
                      {formatBRL(Math.abs(entry.amountCents))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav aria-label="Páginas do extrato" className="mt-3 flex items-center gap-3 text-sm">
              <button
                type="button"
                className="rounded border border-line px-3 py-1 disabled:opacity-50"
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
              >
                Anterior
              </button>
              <span>
                Página {page + 1} de {pages}
              </span>
              <button
                type="button"
                className="rounded border border-line px-3 py-1 disabled:opacity-50"
                disabled={page + 1 >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Próxima
              </button>
            </nav>
          ) : null}
        </>
      ) : statement.data ? (
        <p className="mt-4 text-muted text-sm">Nenhuma movimentação de créditos ainda.</p>
      ) : null}
    </section>
  );
}
