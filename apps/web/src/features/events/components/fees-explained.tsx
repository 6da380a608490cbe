import { type FeeSegment, feeSegments, formatBRL } from '@circula/domain';
import type { ListingPageAnswer } from '@/features/catalog/types';

type Fees = ListingPageAnswer['listing']['fees'];

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/**
 * A price band as the fee is charged (the domain's segments: the first band starts at zero, each reaches the
 * next one's start and the last has no end), so the table never promises a gap or a ceiling it does not have.
 */
function bandLabel(segment: FeeSegment, index: number, count: number): string {
  if (count === 1) return 'Qualquer preço';
  if (index === 0) return `até ${formatBRL(segment.toCents)}`;
  if (index === count - 1) return `a partir de ${formatBRL(segment.fromCents)}`;
  return `de ${formatBRL(segment.fromCents)} a ${formatBRL(segment.toCents)}`;
}

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
                {feeSegments(fees.feeRows).map((segment, index, segments) => (
                  <tr key={segment.fromCents} className="border-line border-b">
                    <td className="py-2 pr-4">{bandLabel(segment, index, segments.length)}</td>
                    <td className="py-2 tabular-nums">{formatBRL(segment.feeCents)}</td>
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
