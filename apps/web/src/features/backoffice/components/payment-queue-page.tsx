'use client';

import {
  backofficePaymentIntentListSchema,
  formatBRL,
  formatCount,
  formatDateTime,
  type PaymentIntentStatus,
  paymentIntentStatuses,
  paymentReferencePattern,
} from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { PaymentStatusBadge, paymentMethodLabels, paymentStatusLabels } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { paymentQueuePageSize, paymentQueuePath } from '../api/payments';
import { Pager } from './pager';

export const staffPaymentHref = (intentId: string) => `/backoffice/pagamentos/${intentId}`;

/** The reference as typed on a deposit slip or in a message ("pag-476026d3 "). */
const normalReference = (text: string) => text.trim().toUpperCase();

/** FINANCE finds one payment by its reference (PAG-XXXXXXXX), whatever its status. */
function ReferenceSearch({ onFind }: { onFind: (reference: string | null) => void }) {
  const inputId = useId();
  const problemId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const problem = errors.text?.message;
  return (
    <search>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={handleSubmit(({ text }) => onFind(normalReference(text)))}
      >
        <div>
          <label htmlFor={inputId} className="mb-1 block font-medium text-sm">
            Referência do pagamento
          </label>
          <input
            id={inputId}
            {...register('text', {
              validate: (text) =>
                paymentReferencePattern.test(normalReference(text)) ||
                'Informe a referência no formato PAG-XXXXXXXX.',
            })}
            placeholder="PAG-XXXXXXXX"
            maxLength={20}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="h-10 rounded-lg border border-slate-300 px-2 font-mono uppercase"
          />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Buscar
        </button>
        {problem ? (
          <p id={problemId} role="alert" className="w-full text-red-700 text-sm">
            {problem}
          </p>
        ) : null}
      </form>
    </search>
  );
}

/** The FINANCE queue: one status at a time ("Em verificação" first), paginated; or one payment by reference. */
export function PaymentQueuePage() {
  const [status, setStatus] = useState<PaymentIntentStatus>('PENDING_VERIFICATION');
  const [page, setPage] = useState(1);
  const [reference, setReference] = useState<string | null>(null);
  const { data, error, isLoading } = useSWR(
    authedKey(paymentQueuePath(status, page, reference)),
    authedFetcherOf(backofficePaymentIntentListSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / paymentQueuePageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Pagamentos</h1>
        <ReferenceSearch
          onFind={(found) => {
            setReference(found);
            setPage(1);
          }}
        />
        <label className="text-sm">
          <span className="mr-2 font-medium">Situação</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PaymentIntentStatus);
              // Picking a status goes back to the queue, away from a reference's one payment.
              setReference(null);
              setPage(1);
            }}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {paymentIntentStatuses.map((value) => (
              <option key={value} value={value}>
                {paymentStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReadFailure error={error} loaded={data !== undefined} failed="Não foi possível carregar a fila." />
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {reference ? (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            Pagamento com a referência <strong className="font-mono">{reference}</strong>, em qualquer
            situação.
          </span>
          <button
            type="button"
            className="font-medium text-brand-800 underline"
            onClick={() => setReference(null)}
          >
            Voltar à fila
          </button>
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p>{reference ? 'Nenhum pagamento com essa referência.' : 'Nenhum pagamento nesta situação.'}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Referência
                </th>
                <th scope="col" className="px-3 py-2">
                  Comprador
                </th>
                <th scope="col" className="px-3 py-2">
                  Evento
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
                <th scope="col" className="px-3 py-2">
                  Forma
                </th>
                <th scope="col" className="px-3 py-2">
                  Situação
                </th>
                <th scope="col" className="px-3 py-2">
                  Prazo (Brasília)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      href={staffPaymentHref(item.id)}
                      className="font-medium font-mono text-brand-800 underline underline-offset-2"
                    >
                      {item.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{item.buyer.username}</td>
                  <td className="px-3 py-2">{item.listing.title}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatBRL(item.totalCents)}</td>
                  <td className="px-3 py-2">{item.method ? paymentMethodLabels[item.method] : '—'}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <PaymentStatusBadge status={item.status} />
                  </td>
                  <td className="px-3 py-2">{item.dueAt ? formatDateTime(item.dueAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          countLabel={formatCount(data.total, 'pagamento', 'pagamentos')}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
