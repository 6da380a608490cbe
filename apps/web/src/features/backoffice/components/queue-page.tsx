'use client';

import {
  applicationQueueResponseSchema,
  type BuyerApplicationStatus,
  buyerApplicationStatuses,
  formatCount,
  formatDateTime,
} from '@circula/domain';
import { useState } from 'react';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { queuePageSize, queuePath } from '../api/backoffice';
import { applicationStatusLabels, buyerTypeLabels } from './labels';
import { Pager } from './pager';

/** The review queue: one status at a time, oldest submission first, tax ids censored. */
export function QueuePage() {
  const [status, setStatus] = useState<BuyerApplicationStatus>('UNDER_REVIEW');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useSWR(
    authedKey(queuePath(status, page)),
    authedFetcherOf(applicationQueueResponseSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / queuePageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Cadastros de compradores</h1>
        <label className="text-sm">
          <span className="mr-2 font-medium">Situação</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as BuyerApplicationStatus);
              setPage(1);
            }}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {buyerApplicationStatuses.map((value) => (
              <option key={value} value={value}>
                {applicationStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReadFailure error={error} loaded={data !== undefined} failed="Não foi possível carregar a fila." />
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {data && data.buyerApplications.length === 0 ? <p>Nenhum cadastro nesta situação.</p> : null}
      {data && data.buyerApplications.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Nome
                </th>
                <th scope="col" className="px-3 py-2">
                  Usuário
                </th>
                <th scope="col" className="px-3 py-2">
                  Tipo
                </th>
                <th scope="col" className="px-3 py-2">
                  CPF/CNPJ
                </th>
                <th scope="col" className="px-3 py-2">
                  UF
                </th>
                <th scope="col" className="px-3 py-2">
                  Enviado em
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.buyerApplications.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2">
                    <Link
                      href={`/backoffice/cadastros/${item.id}`}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {item.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{item.username}</td>
                  <td className="px-3 py-2">{buyerTypeLabels[item.type] ?? item.type}</td>
                  <td className="px-3 py-2 font-mono">{item.taxIdCensored}</td>
                  <td className="px-3 py-2">{item.state ?? '—'}</td>
                  <td className="px-3 py-2">{formatDateTime(item.submittedAt ?? item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          countLabel={formatCount(data.total, 'cadastro', 'cadastros')}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
