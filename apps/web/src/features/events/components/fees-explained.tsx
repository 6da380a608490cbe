import { formatBRL } from '@circula/domain';
import type { ListingPageAnswer } from '@/features/catalog/types';

type Fees = ListingPageAnswer['listing']['fees'];

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** The fees of an Event in plain words: the commission and the administrative fee table or percentage. */
export function FeesExplained({ fees, auction }: { fees: Fees; auction: boolean }) {
  return (
    <div className="space-y-3 text-ink">
      {auction ? (
        <p>
          <strong>Comissão do leiloeiro:</strong> {percent(fees.commissionPercentage)} do valor do arremate,
          paga por quem arremata.
        </p>
      ) : (
        <p>Nas vendas diretas não há comissão de leiloeiro.</p>
      )}
      {fees.feeRows.length > 0 ? (
        <>
          <p>
            <strong>Taxa administrativa:</strong> um valor fixo por lote, conforme a faixa de preço:
          </p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-80 border-collapse text-sm">
              <caption className="sr-only">Taxa administrativa por faixa de preço do lote</caption>
              <thead>
                <tr className="border-line border-b text-left">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Preço do lote
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Taxa administrativa
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.feeRows.map((row) => (
                  <tr key={row.fromValueCents} className="border-line border-b">
                    <td className="py-2 pr-4">
                      de {formatBRL(row.fromValueCents)} a {formatBRL(row.toValueCents)}
                    </td>
                    <td className="py-2 tabular-nums">{formatBRL(row.feeCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!auction ? (
            <p className="text-muted text-sm">
              Em compras com total abaixo de {formatBRL(4100)}, a taxa administrativa é de 15% do preço.
            </p>
          ) : null}
        </>
      ) : fees.buyerFeePercentage !== null ? (
        <p>
          <strong>Taxa administrativa:</strong> {percent(fees.buyerFeePercentage)} do preço do lote.
        </p>
      ) : (
        <p>
          <strong>Taxa administrativa:</strong> não há.
        </p>
      )}
      <p className="text-muted text-sm">
        Exemplo: em cada lote você vê o “total a pagar”, já com a comissão e a taxa somadas ao preço.
      </p>
    </div>
  );
}
