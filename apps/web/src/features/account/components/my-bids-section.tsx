'use client';

import { formatBRL, formatDateTimeLong, listingBidsResponseSchema } from '@circula/domain';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { ReadFailure } from '@/components/ui/load-failure';
import { Countdown } from '@/features/lots/countdown';
import { authedFetcherOf, authedKey } from '@/features/session';
import { listingBidsPath, type MyBidLot, type MyBidStatus } from '../api/listing-bids';
import { type EndSort, isOpenBid, myBidStatusLabels, sortByEnd, toMyBidLots } from '../lib/my-bids';

/** While a lot is still open the list is asked again this often (paused while the tab is hidden). */
export const myBidsRefreshMs = 10_000;

const badgeStyles: Record<MyBidStatus, string> = {
  WINNING: 'bg-brand-100 text-brand-900',
  OUTBID: 'bg-amber-100 text-amber-900',
  WON: 'bg-brand-700 text-white',
  LOST: 'bg-slate-100 text-slate-700',
  PENDING_CONFIRMATION: 'bg-accent-300 text-ink',
  REJECTED: 'bg-red-100 text-red-900',
};

export function MyBidStatusBadge({ status }: { status: MyBidStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${badgeStyles[status]}`}
      data-status={status}
    >
      {myBidStatusLabels[status]}
    </span>
  );
}

const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';

function EndTime({ lot }: { lot: MyBidLot }) {
  // The countdown starts from the device clock when the row is first drawn.
  const [renderedAt] = useState(() => new Date().toISOString());
  if (!lot.scheduledEndAt) return null;
  const open = isOpenBid(lot.status) && Date.parse(lot.scheduledEndAt) > Date.parse(renderedAt);
  return (
    <p className="text-muted">
      {open ? 'Encerra em ' : 'Encerrou em '}
      <time dateTime={lot.scheduledEndAt}>{formatDateTimeLong(lot.scheduledEndAt)}</time>
      {open ? (
        <>
          {' · faltam '}
          <Countdown endIso={lot.scheduledEndAt} serverTimeIso={renderedAt} />
        </>
      ) : null}
    </p>
  );
}

function MyBidRow({ lot }: { lot: MyBidLot }) {
  const headingId = `meu-lance-${lot.lotId}`;
  return (
    <li className="space-y-1.5 py-4 text-sm" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-base">
            <Link href={`/lotes/${lot.lotId}`} className="hover:underline">
              {lot.lotNumber != null ? `Lote ${lot.lotNumber} · ` : ''}
              {lot.lotTitle}
            </Link>
          </h3>
          {lot.eventTitle ? (
            <p className="text-muted">
              Evento:{' '}
              {lot.eventSlug ? (
                <Link href={`/eventos/${lot.eventSlug}`} className="underline underline-offset-2">
                  {lot.eventTitle}
                </Link>
              ) : (
                lot.eventTitle
              )}
            </p>
          ) : null}
        </div>
        <MyBidStatusBadge status={lot.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {lot.myHighestBidCents !== null ? (
          <div>
            <dt className="text-muted text-xs">Meu maior lance</dt>
            <dd className="font-semibold">{formatBRL(lot.myHighestBidCents)}</dd>
          </div>
        ) : null}
        {lot.currentBidCents !== null ? (
          <div>
            <dt className="text-muted text-xs">Lance atual</dt>
            <dd className="font-semibold">{formatBRL(lot.currentBidCents)}</dd>
          </div>
        ) : null}
        {lot.automaticBidMaximumCents !== null ? (
          <div>
            <dt className="text-muted text-xs">Lance automático até</dt>
            <dd className="font-semibold">{formatBRL(lot.automaticBidMaximumCents)}</dd>
          </div>
        ) : null}
      </dl>
      <EndTime lot={lot} />
      {lot.status === 'PENDING_CONFIRMATION' && lot.sellerDeadlineAt ? (
        <p>
          O vendedor confirma a venda até{' '}
          <time dateTime={lot.sellerDeadlineAt}>{formatDateTimeLong(lot.sellerDeadlineAt)}</time>.
        </p>
      ) : null}
      {lot.status === 'OUTBID' ? (
        <Link
          href={`/lotes/${lot.lotId}`}
          className={linkStyle}
          aria-label={`Dar novo lance em ${lot.lotTitle}`}
        >
          Dar novo lance
        </Link>
      ) : null}
    </li>
  );
}

const sortLabels: Record<EndSort, string> = {
  ASC: 'Encerramento mais próximo primeiro',
  DESC: 'Encerramento mais distante primeiro',
};

/** The buyer's lots with their standing, ordered by end; shown on /conta. */
export function MyBidsList({ lots }: { lots: readonly MyBidLot[] }) {
  const [sort, setSort] = useState<EndSort>('ASC');
  const sorted = useMemo(() => sortByEnd(lots, sort), [lots, sort]);
  if (lots.length === 0) {
    return (
      <div className="space-y-2">
        <p>Você ainda não deu lances</p>
        <Link href="/busca" className={linkStyle}>
          Ver leilões abertos
        </Link>
      </div>
    );
  }
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted text-sm" aria-live="polite">
          Ordem: {sortLabels[sort].toLowerCase()}
        </p>
        <button
          type="button"
          className="rounded-full px-3 py-2 font-semibold text-brand-800 text-sm hover:bg-brand-50"
          onClick={() => setSort(sort === 'ASC' ? 'DESC' : 'ASC')}
        >
          {sort === 'ASC' ? 'Ver os que encerram por último primeiro' : 'Ver os que encerram primeiro'}
        </button>
      </div>
      <ul className="divide-y divide-line" aria-label="Lotes em que dei lances">
        {sorted.map((lot) => (
          <MyBidRow key={lot.lotId} lot={lot} />
        ))}
      </ul>
    </div>
  );
}

/** "Meus lances": refreshed every few seconds while a lot is still open, without a live stream. */
export function MyBidsSection({ buyerId }: { buyerId: string }) {
  const { data, error } = useSWR(
    authedKey(listingBidsPath(buyerId)),
    authedFetcherOf(listingBidsResponseSchema),
    {
      refreshInterval: (latest) =>
        latest && toMyBidLots(latest.listingBids).some((lot) => isOpenBid(lot.status)) ? myBidsRefreshMs : 0,
      refreshWhenHidden: false,
    },
  );
  const lots = useMemo(() => (data ? toMyBidLots(data.listingBids) : null), [data]);
  return (
    <section aria-labelledby="conta-lances" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="conta-lances" className="mb-3 font-semibold text-lg">
        Meus lances
      </h2>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar seus lances."
        part="seus lances"
      />
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {lots ? <MyBidsList lots={lots} /> : null}
    </section>
  );
}
