'use client';

import {
  formatBRL,
  formatCount,
  formatDateTimeLong,
  type SellerLot,
  type SellerLotSale,
  sellerEventResponseSchema,
  sellerLotResultLabels,
  sellerStatementSchema,
} from '@circula/domain';
import { useState } from 'react';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { SellerScheduleEditor, SellerTitleTransfers } from '@/features/fulfilment';
import { PaymentStatusBadge } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { downloadStatementCsv, sellerEventPath, sellerStatementPath } from '../api/seller-api';
import { EventFigures, EventSituation, Figure } from './event-figures';
import { card, linkStyle } from './seller-labels';

/**
 * /vendedor/eventos/{id}: one Event of the user's sellers — live figures, each lot's result and payment,
 * the settlement statement with its CSV, and links to the offers and pick-up pages.
 */
export function SellerEventPage({ eventId }: { eventId: string }) {
  const { data, error } = useSWR(
    authedKey(sellerEventPath(eventId)),
    authedFetcherOf(sellerEventResponseSchema),
    {
      refreshInterval: 30_000,
      refreshWhenHidden: false,
    },
  );
  if (error && !data) {
    const missing = isHttpError(error) && error.statusCode === 404;
    return (
      <div className="space-y-3">
        <p role="alert">
          {missing
            ? 'Evento não encontrado entre os eventos das suas empresas.'
            : 'Não foi possível carregar o evento. Tente de novo em instantes.'}
        </p>
        <Link href="/vendedor" className={linkStyle}>
          Voltar à área do vendedor
        </Link>
      </div>
    );
  }
  if (!data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const { event, lots } = data;
  return (
    <div className="space-y-6">
      <RefreshFailure error={error} />
      <div>
        <p className="text-muted text-sm">
          <Link href="/vendedor" className="underline underline-offset-2">
            Área do vendedor
          </Link>{' '}
          · {event.seller.name}
        </p>
        <h1 className="mt-1 font-bold text-2xl text-ink sm:text-3xl">{event.title}</h1>
        <p className="mt-1 text-muted text-sm">
          <EventSituation event={event} /> (horário de Brasília)
        </p>
        <nav aria-label="Atalhos do evento" className="mt-2 flex flex-wrap gap-4 text-sm">
          <Link href={`/eventos/${event.slug}`} className={linkStyle}>
            Ver página pública
          </Link>
          <Link href="/vendedor/ofertas" className={linkStyle}>
            Ofertas
          </Link>
          <Link href={`/vendedor/retiradas?evento=${event.id}`} className={linkStyle}>
            Retiradas
          </Link>
        </nav>
      </div>

      <section aria-labelledby="evento-numeros" className={card}>
        <h2 id="evento-numeros" className="mb-3 font-semibold text-lg">
          Números do evento
        </h2>
        <dl
          className={`grid grid-cols-2 gap-x-4 gap-y-3 ${event.type === 'DIRECT_SALE' ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
        >
          <EventFigures event={event} detailed />
        </dl>
      </section>

      <section aria-labelledby="evento-lotes" className={card}>
        <h2 id="evento-lotes" className="font-semibold text-lg">
          Lotes e resultados
        </h2>
        <p className="mt-1 text-muted text-sm">
          Do comprador você vê o apelido; o nome e um contato aparecem quando o lote está pago, para combinar
          a retirada.
        </p>
        {lots.length === 0 ? <p className="mt-3">Este evento ainda não tem lotes.</p> : null}
        <ul className="mt-2 divide-y divide-line">
          {lots.map((lot) => (
            <LotRow key={lot.id} lot={lot} />
          ))}
        </ul>
      </section>

      <SellerTitleTransfers listingId={event.id} />

      <SellerScheduleEditor listingId={event.id} />

      <Statement eventId={event.id} />
    </div>
  );
}

function LotRow({ lot }: { lot: SellerLot }) {
  return (
    <li className="space-y-1 py-3 text-sm" data-testid={`lote-${lot.number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-base">
          <Link href={`/lotes/${lot.id}`} className="hover:underline">
            Lote {lot.number} · {lot.title}
          </Link>
        </h3>
        <span className="rounded-full bg-surface px-2.5 py-0.5 font-semibold text-xs">
          {lotResultLabel(lot)}
        </span>
      </div>
      <p className="text-muted">{lotFigures(lot)}</p>
      {lot.sales.map((sale) => (
        <SaleLine key={sale.id} sale={sale} />
      ))}
    </li>
  );
}

/** A direct-sale lot with units bought and units left is sold in part, not sold. */
function lotResultLabel(lot: SellerLot): string {
  if (lot.result === 'SOLD' && lot.unitPriceCents !== null && (lot.unitsLeft ?? 0) > 0)
    return 'Vendido em parte';
  return sellerLotResultLabels[lot.result];
}

/** An auction lot's bids, or a direct-sale lot's price and units left. */
export function lotFigures(lot: SellerLot): string {
  if (lot.unitPriceCents !== null) {
    const price = formatBRL(lot.unitPriceCents);
    if (lot.quantity === 1) return `${price} · ${lot.unitsLeft === 0 ? 'sem estoque' : 'disponível'}`;
    const left = formatCount(lot.unitsLeft ?? 0, 'disponível', 'disponíveis');
    return `${price} a unidade · ${left} de ${lot.quantity} unidades`;
  }
  const bids = formatCount(lot.bidCount, 'lance', 'lances');
  const best = lot.currentBidCents !== null ? ` · maior lance ${formatBRL(lot.currentBidCents)}` : '';
  return `${bids}${best}${lot.quantity > 1 ? ` · ${lot.quantity} unidades` : ''}`;
}

function SaleLine({ sale }: { sale: SellerLotSale }) {
  const contact = sale.buyer.contact;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface px-3 py-2">
      <span>
        Comprador: <strong>{sale.buyer.username}</strong>
        {sale.quantity > 1 ? ` · ${sale.quantity} un.` : ''} · {formatBRL(sale.priceCents)}
      </span>
      {sale.paymentStatus ? (
        <PaymentStatusBadge status={sale.paymentStatus} />
      ) : (
        <span className="text-muted">Sem cobrança ainda</span>
      )}
      {sale.paidAt ? (
        <span className="text-muted">
          pago em <time dateTime={sale.paidAt}>{formatDateTimeLong(sale.paidAt)}</time>
        </span>
      ) : null}
      {contact ? (
        <span>
          Retirada: {contact.name}
          {contact.phone ? ` · ${contact.phone}` : ''}
          {contact.email ? ` · ${contact.email}` : ''}
        </span>
      ) : null}
    </div>
  );
}

function Statement({ eventId }: { eventId: string }) {
  const { data, error } = useSWR(
    authedKey(sellerStatementPath(eventId)),
    authedFetcherOf(sellerStatementSchema),
  );
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadStatementCsv(eventId);
    } catch {
      setDownloadError('Não foi possível baixar o extrato. Tente de novo.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-labelledby="evento-extrato" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="evento-extrato" className="font-semibold text-lg">
          Extrato de vendas
        </h2>
        <button type="button" className={buttonStyles.primary} disabled={downloading} onClick={download}>
          {downloading ? 'Baixando…' : 'Baixar CSV'}
        </button>
      </div>
      <p className="mt-1 text-muted text-sm">
        Vendas pagas. A comissão do leiloeiro e a taxa administrativa são pagas pelo comprador à Circula e não
        saem do valor de venda: o vendedor recebe o valor de venda.
      </p>
      {downloadError ? (
        <p role="alert" className="mt-2 text-red-700">
          {downloadError}
        </p>
      ) : null}
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar o extrato."
        part="o extrato"
      />
      {data ? (
        <>
          {data.rows.length === 0 ? <p className="mt-3">Nenhuma venda paga ainda.</p> : null}
          {data.rows.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-muted text-xs">
                  <tr>
                    <th className="py-1 pr-3">Lote</th>
                    <th className="py-1 pr-3">Comprador</th>
                    <th className="py-1 pr-3">Pago em</th>
                    <th className="py-1 pr-3 text-right">Valor de venda</th>
                    <th className="py-1 pr-3 text-right">Comissão</th>
                    <th className="py-1 pr-3 text-right">Taxa adm.</th>
                    <th className="py-1 text-right">Valor ao vendedor</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.rows.map((row) => (
                    <tr key={`${row.lotNumber}-${row.buyerUsername}`}>
                      <td className="py-1 pr-3">
                        {row.lotNumber} · {row.lotTitle}
                      </td>
                      <td className="py-1 pr-3">{row.buyerUsername}</td>
                      <td className="py-1 pr-3">
                        <time dateTime={row.paidAt}>{formatDateTimeLong(row.paidAt)}</time>
                      </td>
                      <td className="py-1 pr-3 text-right">{formatBRL(row.priceCents)}</td>
                      <td className="py-1 pr-3 text-right">{formatBRL(row.commissionCents)}</td>
                      <td className="py-1 pr-3 text-right">{formatBRL(row.administrativeFeeCents)}</td>
                      <td className="py-1 text-right">{formatBRL(row.sellerReceivesCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            <Figure label="Vendas pagas" value={formatBRL(data.totals.priceCents)} />
            <Figure label="Comissão paga pelo comprador" value={formatBRL(data.totals.commissionCents)} />
            <Figure
              label="Taxa administrativa paga pelo comprador"
              value={formatBRL(data.totals.administrativeFeeCents)}
            />
            <Figure label="Valor ao vendedor" value={formatBRL(data.totals.sellerReceivesCents)} />
            <Figure label="Aguardando pagamento" value={formatBRL(data.totals.awaitingPaymentCents)} />
          </dl>
        </>
      ) : null}
    </section>
  );
}
