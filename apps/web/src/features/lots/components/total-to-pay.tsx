import { formatBRL, type ListingType } from '@circula/domain';
import type { TotalToPay as Breakdown } from '@/features/catalog/types';

interface TotalToPayProps {
  total: Breakdown;
  listingType: ListingType;
  /** What the price is: the current bid, the minimum next bid or the asking price. */
  priceLabel: string;
  /** What the total means now; by default, the price if the lot is won at it. */
  note?: string;
}

/** "Total a pagar": the price plus the auctioneer's 5% and the administrative fee, from the domain rules. */
export function TotalToPay({ total, listingType, priceLabel, note }: TotalToPayProps) {
  const auction = listingType !== 'DIRECT_SALE';
  return (
    <section aria-labelledby="total-heading" className="rounded-2xl border border-line bg-surface p-4">
      <h2 id="total-heading" className="font-semibold text-ink">
        Total a pagar
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{priceLabel}</dt>
          <dd className="tabular-nums">{formatBRL(total.priceCents)}</dd>
        </div>
        {auction ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Comissão do leiloeiro (5%)</dt>
            <dd className="tabular-nums">{formatBRL(total.commissionCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Taxa administrativa</dt>
          <dd className="tabular-nums">{formatBRL(total.administrativeFeeCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-base text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="total-a-pagar">
            {formatBRL(total.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-muted text-xs">
        {note ??
          (auction
            ? 'Valor se o lote for arrematado por este preço. Créditos da sua conta, se houver, são descontados no pagamento.'
            : 'Valor por unidade. Créditos da sua conta, se houver, são descontados no pagamento.')}
      </p>
    </section>
  );
}
