'use client';

import { buyerPictureSchema, formatBRL, formatDateTime, signInMethodName } from '@circula/domain';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { RefreshFailure } from '@/components/ui/load-failure';
import { blockReasonLabels } from '@/features/buyer-application';
import { paymentStatusLabels, paymentTypeLabels } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { buyerPicturePath } from '../api/backoffice';
import { applicationStatusLabels, buyerTypeLabels } from './labels';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-semibold text-lg">{title}</h2>
      {empty ? <p className="text-muted text-sm">Nada registrado.</p> : children}
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-muted">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Everything support needs to answer a buyer: applications, enrolments, bids, charges, blocks, sessions. */
export function BuyerPictureSections({ buyerId }: { buyerId: string }) {
  const { data, error } = useSWR(authedKey(buyerPicturePath(buyerId)), authedFetcherOf(buyerPictureSchema));
  if (error && !data) return <p role="alert">Não foi possível carregar o histórico do comprador.</p>;
  if (!data) return <p className="text-muted">Carregando histórico...</p>;
  return (
    <div className="space-y-6">
      <RefreshFailure error={error} part="o histórico do comprador" />
      <Part title="Cadastros" empty={data.applications.length === 0}>
        <Table
          head={['Situação', 'Tipo', 'CPF/CNPJ', 'Enviado em', 'Analisado em', 'Motivo da recusa']}
          rows={data.applications.map((row) => ({
            key: row.id,
            cells: [
              applicationStatusLabels[row.status],
              label(buyerTypeLabels, row.type),
              <span key="tax" className="font-mono">
                {row.taxIdCensored}
              </span>,
              when(row.submittedAt),
              when(row.reviewedAt),
              row.rejectionReason ?? '—',
            ],
          }))}
        />
      </Part>
      <Part title="Habilitações" empty={data.enrolments.length === 0}>
        <Table
          head={['Evento', 'Edital aceito em']}
          rows={data.enrolments.map((row) => ({
            key: row.listingId,
            cells: [row.listingTitle, when(row.editalAcceptedAt)],
          }))}
        />
      </Part>
      <Part title="Lances" empty={data.bids.length === 0}>
        <Table
          head={['Evento', 'Lote', 'Lances', 'Maior lance', 'Último lance']}
          rows={data.bids.map((row) => ({
            key: row.lotId,
            cells: [
              row.listingTitle,
              `${row.lotNumber} · ${row.lotTitle}`,
              row.bidCount,
              formatBRL(row.highestAmountCents),
              when(row.lastBidAt),
            ],
          }))}
        />
      </Part>
      <Part title="Compras e cobranças" empty={data.paymentIntents.length === 0}>
        <Table
          head={['Referência', 'Evento', 'Tipo', 'Situação', 'Total', 'Criada em', 'Paga em']}
          rows={data.paymentIntents.map((row) => ({
            key: row.id,
            cells: [
              row.reference,
              row.listingTitle,
              label(paymentTypeLabels, row.type),
              label(paymentStatusLabels, row.status),
              formatBRL(row.totalCents),
              when(row.createdAt),
              when(row.paidAt),
            ],
          }))}
        />
      </Part>
      <Part title="Bloqueios" empty={data.blocks.length === 0}>
        <Table
          head={['Quando', 'Ação', 'Motivo', 'Observação', 'Por']}
          rows={data.blocks.map((row) => ({
            key: `${row.createdAt}-${row.action}`,
            cells: [
              when(row.createdAt),
              row.action === 'BLOCKED' ? 'Bloqueado' : 'Desbloqueado',
              row.reason ? blockReasonLabels[row.reason] : '—',
              row.note ?? '—',
              row.actorName ?? 'operador',
            ],
          }))}
        />
      </Part>
      <Part title="Sessões abertas" empty={data.sessions.length === 0}>
        <Table
          head={['Dispositivo', 'Entrou por', 'Desde', 'Último uso']}
          rows={data.sessions.map((row) => ({
            key: row.id,
            cells: [row.label, signInMethodName(row.method), when(row.createdAt), when(row.lastUsedAt)],
          }))}
        />
      </Part>
    </div>
  );
}
