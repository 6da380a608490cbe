'use client';

import { formatBRL, refundListSchema, refundStatusLabels } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { cancelRefund, refundsPath } from '../api/refunds';
import { RefundDetails } from './refund-details';

/**
 * /conta → Reembolsos: the buyer's refunds, each opening to its details and history; requests cancelled
 * before they were sent are left out.
 */
export function RefundsSection({ buyerId }: { buyerId: string }) {
  const { data, error, mutate } = useSWR(authedKey(refundsPath(buyerId)), authedFetcherOf(refundListSchema));
  const [open, setOpen] = useState<string | null>(null);
  // A request cancelled before it was ever sent (given up, or replaced by the next one) is no refund to follow.
  const refunds = data?.refunds.filter(
    (refund) => refund.status !== 'CANCELLED' || refund.submittedAt !== null,
  );
  return (
    <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="reembolsos">
      <h2 id="reembolsos" className="font-semibold text-lg">
        Reembolsos
      </h2>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar seus reembolsos."
        part="seus reembolsos"
      />
      {refunds && refunds.length === 0 ? (
        <p className="mt-2 text-muted text-sm">
          Nenhum reembolso. Para pedir um, abra uma compra paga em “Minhas compras”.
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {refunds?.map((refund) => (
          <li key={refund.id} className="py-3" data-testid={`refund-${refund.reference}`}>
            <button
              type="button"
              className="flex w-full flex-wrap justify-between gap-2 text-left text-sm"
              aria-expanded={open === refund.id}
              onClick={() => setOpen(open === refund.id ? null : refund.id)}
            >
              <span className="font-medium">
                {refund.reference} · Lote {refund.lot.number} · {refund.lot.title}
              </span>
              <span>
                {formatBRL(refund.amountCents)} · {refundStatusLabels[refund.status]}
              </span>
            </button>
            {open === refund.id ? (
              <div className="mt-3 space-y-3">
                <RefundDetails refund={refund} />
                {refund.status === 'DRAFT' || refund.status === 'IN_ANALYSIS' ? (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={async () => {
                      try {
                        await cancelRefund(buyerId, refund.id);
                        await mutate();
                        toast.success('Reembolso cancelado');
                      } catch (failure) {
                        toast.error(failureText(failure));
                      }
                    }}
                  >
                    Cancelar reembolso
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
