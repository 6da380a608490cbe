'use client';

import {
  buyerPaymentIntentsResponseSchema,
  formatBRL,
  formatCount,
  formatDateTimeLong,
  type PaymentIntentView,
} from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { paymentIntentsPath } from '../api/purchases';
import { paymentRefreshMs } from '../hooks/use-payment-intent';
import { isAwaitingPayment, paymentPartLabel, paymentTypeLabels } from '../lib/status';
import { PaymentStatusBadge } from './payment-status-badge';

export const purchaseHref = (intentId: string) => `/conta/compras/${intentId}`;

function lotsSummary(intent: PaymentIntentView): string {
  const [first, ...rest] = intent.lots;
  if (!first) return paymentTypeLabels[intent.type];
  const lead = `Lote ${first.number} · ${first.title}`;
  return rest.length === 0 ? lead : `${lead} e mais ${formatCount(rest.length, 'lote', 'lotes')}`;
}

/** One purchase of "Minhas compras": what it pays for, its status, total and date, and any PIX to give back. */
export function PurchaseRow({ intent }: { intent: PaymentIntentView }) {
  const headingId = `compra-${intent.id}`;
  const toGiveBackCents = intent.pixReturns
    .filter((pix) => !pix.returnedAt)
    .reduce((sum, pix) => sum + pix.toReturnCents, 0);
  return (
    <li className="space-y-1 py-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-base">
            <Link href={purchaseHref(intent.id)} className="hover:underline">
              {intent.type === 'FINE' ? paymentTypeLabels.FINE : lotsSummary(intent)}
            </Link>
          </h3>
          <p className="text-muted">
            {paymentPartLabel(intent) ? `${paymentPartLabel(intent)} · ` : ''}
            {intent.listing.title} · {intent.reference}
          </p>
        </div>
        <PaymentStatusBadge status={intent.status} />
      </div>
      <p>
        <span className="font-semibold">{formatBRL(intent.totalCents)}</span>
        {intent.dueAt && isAwaitingPayment(intent.status) ? (
          <span className="text-muted">
            {' · pagar até '}
            <time dateTime={intent.dueAt}>{formatDateTimeLong(intent.dueAt)}</time> (horário de Brasília)
          </span>
        ) : null}
        {intent.paidAt && intent.status === 'PAID' ? (
          <span className="text-muted">
            {' · pago em '}
            <time dateTime={intent.paidAt}>{formatDateTimeLong(intent.paidAt)}</time>
          </span>
        ) : null}
      </p>
      {toGiveBackCents > 0 ? (
        <p className="font-semibold text-brand-800">PIX a devolver: {formatBRL(toGiveBackCents)}</p>
      ) : null}
      <Link
        href={purchaseHref(intent.id)}
        className="font-semibold text-brand-800 underline underline-offset-2"
        aria-label={`${intent.status === 'PENDING_PAYMENT' ? 'Pagar a' : 'Ver detalhes da'} compra ${intent.reference}`}
      >
        {intent.status === 'PENDING_PAYMENT' ? 'Pagar' : 'Ver detalhes'}
      </Link>
    </li>
  );
}

/** "Minhas compras" on /conta: every payment intent of the buyer, newest first. */
export function PurchasesSection({ buyerId }: { buyerId: string }) {
  const { data, error } = useSWR(
    authedKey(paymentIntentsPath(buyerId)),
    authedFetcherOf(buyerPaymentIntentsResponseSchema),
    {
      refreshInterval: (latest) =>
        latest?.paymentIntents.some((intent) => isAwaitingPayment(intent.status)) ? paymentRefreshMs * 5 : 0,
      refreshWhenHidden: false,
    },
  );
  return (
    <section aria-labelledby="conta-compras" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="conta-compras" className="mb-3 font-semibold text-lg">
        Minhas compras
      </h2>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar suas compras."
        part="suas compras"
      />
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data && data.paymentIntents.length === 0 ? (
        <p>
          Você ainda não tem compras. Quando arrematar um lote ou comprar direto, o pagamento aparece aqui.
        </p>
      ) : null}
      {data && data.paymentIntents.length > 0 ? (
        <ul className="divide-y divide-line" aria-label="Minhas compras">
          {data.paymentIntents.map((intent) => (
            <PurchaseRow key={intent.id} intent={intent} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
