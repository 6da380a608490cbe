'use client';

import { buyerSearchResultSchema, formatCount, formatDateTime } from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { buyerSearchPageSize, buyerSearchPath } from '../api/backoffice';
import { buyerStatusLabels, buyerTypeLabels } from './labels';
import { Pager } from './pager';

/** Customer support finds a buyer by name, e-mail, username or CPF/CNPJ and opens their picture. */
export function BuyerSearchPage() {
  const inputId = useId();
  const { register, handleSubmit } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useSWR(
    query.length >= 2 ? authedKey(buyerSearchPath(query, page)) : null,
    authedFetcherOf(buyerSearchResultSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / buyerSearchPageSize)) : 1;
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Compradores</h1>
      <search>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={handleSubmit(({ text }) => {
            setQuery(text.trim());
            setPage(1);
          })}
        >
          <div className="min-w-64 flex-1">
            <label htmlFor={inputId} className="mb-1 block font-medium text-sm">
              Nome, e-mail, usuário ou CPF/CNPJ
            </label>
            <input
              id={inputId}
              minLength={2}
              maxLength={120}
              {...register('text')}
              className="h-10 w-full rounded-lg border border-slate-300 px-2"
            />
          </div>
          <button type="submit" className={buttonStyles.primary}>
            Buscar
          </button>
        </form>
      </search>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed={failureText(error, 'Não foi possível buscar.')}
      />
      {isLoading && !data ? <p className="text-muted">Buscando...</p> : null}
      {data && data.buyers.length === 0 ? <p>Nenhum comprador encontrado.</p> : null}
      {data && data.buyers.length > 0 ? (
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
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  CPF/CNPJ
                </th>
                <th scope="col" className="px-3 py-2">
                  Situação
                </th>
                <th scope="col" className="px-3 py-2">
                  Desde
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.buyers.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2">
                    <Link
                      href={`/backoffice/compradores/${item.id}`}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {item.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{item.username}</td>
                  <td className="px-3 py-2">{item.email}</td>
                  <td className="px-3 py-2 font-mono">{item.taxIdCensored ?? '—'}</td>
                  <td className="px-3 py-2">
                    {buyerStatusLabels[item.status] ?? item.status} ·{' '}
                    {buyerTypeLabels[item.type] ?? item.type}
                    {item.blockedAt ? ' · bloqueado' : ''}
                  </td>
                  <td className="px-3 py-2">{formatDateTime(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > 0 ? (
        <Pager
          countLabel={formatCount(data.total, 'comprador', 'compradores')}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
