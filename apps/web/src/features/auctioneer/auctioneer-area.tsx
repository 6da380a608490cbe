'use client';

import {
  type AuctioneerEventSummary,
  type AuctioneerLot,
  auctioneerBidLogSchema,
  auctioneerEventSchema,
  auctioneerEventsSchema,
  formatBRL,
  formatCount,
  formatDateTime,
  type LotClosingStatus,
  listingStatusLabels,
} from '@circula/domain';
import { useState } from 'react';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey, authedRequest } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const lotsText = (count: number) => formatCount(count, 'lote', 'lotes');
const bidsText = (count: number) => formatCount(count, 'lance', 'lances');
const failure = (error: unknown) => failureText(error, 'Não foi possível carregar.');

const resultLabels: Record<LotClosingStatus, string> = {
  PENDING_CONFIRMATION: 'Aguardando o vendedor',
  APPROVED: 'Arrematado',
  REJECTED: 'Recusado pelo vendedor',
  UNCOLLECTIBLE: 'Não pago no prazo',
  CANCELLED: 'Cancelado',
  ABANDONED: 'Abandonado',
  REFUNDED: 'Reembolsado',
};
const lotStatusLabels: Record<AuctioneerLot['status'], string> = {
  OPEN: 'Aberto',
  CLOSED: 'Encerrado',
  CANCELLED: 'Cancelado',
};

/** Downloads the lot's court record (a printable page) with the session's token, under the API's name. */
async function downloadCourtRecord(lotId: string) {
  const response = await authedRequest(`auctioneer/lots/${lotId}/court-record`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'auto-de-arrematacao.html';
  const url = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** "início 28/11/2026, 23:08 · encerramento 05/12/2026, 23:08" (horário de Brasília), each when known. */
function EventDates({ event }: { event: Pick<AuctioneerEventSummary, 'startsAt' | 'scheduledEndAt'> }) {
  return (
    <>
      início {when(event.startsAt)}
      {event.scheduledEndAt ? ` · encerramento ${when(event.scheduledEndAt)}` : null}
    </>
  );
}

/** "Encerrado · 3 lances · Arrematado: R$ 1.200,00 para ana_arremata", or the current bid while it runs. */
function lotSituation(lot: AuctioneerLot): string {
  const parts = [lotStatusLabels[lot.status], bidsText(lot.bidCount)];
  if (lot.result) {
    const winner = lot.result.winnerUsername ? ` para ${lot.result.winnerUsername}` : '';
    parts.push(`${resultLabels[lot.result.status]}: ${formatBRL(lot.result.amountCents)}${winner}`);
  } else if (lot.status === 'OPEN' && lot.currentBidCents !== null) {
    parts.push(`lance atual ${formatBRL(lot.currentBidCents)}`);
  }
  if (lot.closedAt) parts.push(`encerrado em ${when(lot.closedAt)}`);
  return parts.join(' · ');
}

/** The Events run by the auctioneers the signed-in user acts for. */
export function AuctioneerEventsList() {
  const { data, error } = useSWR(authedKey('auctioneer/events'), authedFetcherOf(auctioneerEventsSchema));
  if (error && !data) return <p role="alert">{failure(error)}</p>;
  if (!data) return <p className="text-muted">Carregando...</p>;
  if (data.events.length === 0) {
    return <p>Nenhum Evento de leiloeiro vinculado à sua conta. Fale com a equipe da Circula.</p>;
  }
  return (
    <>
      <RefreshFailure error={error} />
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {data.events.map((event) => (
          <li key={event.id} className="p-4">
            <Link href={`/leiloeiro/eventos/${event.id}`} className="font-medium text-brand-800 underline">
              {event.title}
            </Link>
            <p className="text-muted text-sm">
              <strong className="font-semibold text-ink">{listingStatusLabels[event.status]}</strong> ·{' '}
              {event.auctioneerName} · {event.sellerName}
            </p>
            <p className="text-muted text-sm">
              <EventDates event={event} /> · {lotsText(event.lotCount)} · {bidsText(event.bidCount)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function BidLog({ lotId }: { lotId: string }) {
  const { data, error } = useSWR(
    authedKey(`auctioneer/lots/${lotId}/bid-log`),
    authedFetcherOf(auctioneerBidLogSchema),
  );
  if (error && !data) return <p role="alert">{failure(error)}</p>;
  if (!data) return <p className="text-muted text-sm">Carregando lances...</p>;
  const stale = <RefreshFailure error={error} part="os lances deste lote" />;
  if (data.bids.length === 0) {
    return (
      <>
        {stale}
        <p className="text-muted text-sm">Nenhum lance.</p>
      </>
    );
  }
  return (
    <div className="overflow-x-auto">
      {stale}
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col">Nº</th>
            <th scope="col">Data e hora</th>
            <th scope="col">Usuário</th>
            <th scope="col">Valor</th>
            <th scope="col">Tipo</th>
          </tr>
        </thead>
        <tbody>
          {data.bids.map((bid) => (
            <tr key={bid.sequence}>
              <td>{bid.sequence}</td>
              <td>{formatDateTime(bid.createdAt)}</td>
              <td>{bid.username}</td>
              <td>{formatBRL(bid.amountCents)}</td>
              <td>{bid.automatic ? 'automático' : 'manual'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One Event: its lots with results, each lot's bid log and, once the lot has closed, its court record. */
export function AuctioneerEventPage({ eventId }: { eventId: string }) {
  const { data, error } = useSWR(
    authedKey(`auctioneer/events/${eventId}`),
    authedFetcherOf(auctioneerEventSchema),
  );
  const [open, setOpen] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (error && !data) return <p role="alert">{failure(error)}</p>;
  if (!data) return <p className="text-muted">Carregando...</p>;
  const { event, lots } = data;
  return (
    <div className="space-y-4">
      <Link href="/leiloeiro" className="text-brand-800 text-sm underline">
        Meus Eventos
      </Link>
      <RefreshFailure error={error} />
      <h1 className="font-bold text-2xl">{event.title}</h1>
      <p className="text-muted text-sm">
        <strong className="font-semibold text-ink">{listingStatusLabels[event.status]}</strong> ·{' '}
        {event.auctioneerName} ({event.auctioneerRegistration}) · {event.sellerName}
        {event.city ? ` · ${event.city}${event.state ? `/${event.state}` : ''}` : null}
      </p>
      <p className="text-muted text-sm">
        <EventDates event={event} /> · {lotsText(lots.length)}
      </p>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      <ul className="space-y-3">
        {lots.map((lot) => (
          <li key={lot.id} className="space-y-2 rounded-2xl border border-line p-4">
            <p className="font-medium">
              Lote {lot.number} · {lot.title}
            </p>
            <p className="text-sm">{lotSituation(lot)}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-expanded={open === lot.id}
                onClick={() => setOpen(open === lot.id ? null : lot.id)}
              >
                {open === lot.id ? 'Ocultar lances' : 'Ver lances'}
              </button>
              {lot.status === 'OPEN' ? null : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setDownloadError(null);
                    downloadCourtRecord(lot.id).catch((caught) => setDownloadError(failure(caught)));
                  }}
                >
                  Baixar auto de arrematação
                </button>
              )}
            </div>
            {open === lot.id ? <BidLog lotId={lot.id} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
