'use client';

import {
  formatBRL,
  type RevenueBreakdown,
  type RevenueGrouping,
  type RevenueReport,
  revenuePeriodLabel,
  revenueReportSchema,
  todayInSaoPaulo,
} from '@circula/domain';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { downloadRevenueCsv, revenuesPath } from '../api/backoffice';

const groupingLabels: Record<RevenueGrouping, string> = { day: 'Dia', week: 'Semana', month: 'Mês' };
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Stacked bars (commission below, fee above) per period, with the scale's top and each bar's total as a title. */
export function RevenueChart({ report }: { report: RevenueReport }) {
  const width = 720;
  const height = 220;
  const top = 16;
  const bottom = 28;
  const left = 8;
  const plot = height - top - bottom;
  const max = Math.max(1, ...report.periods.map((period) => period.totalCents));
  const slot = (width - left * 2) / Math.max(1, report.periods.length);
  const bar = Math.max(2, slot * 0.7);
  const labelEvery = Math.ceil(report.periods.length / 8);
  const y = (cents: number) => (cents / max) * plot;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Receitas por ${groupingLabels[report.groupBy].toLowerCase()}: maior valor ${formatBRL(max)}`}
        className="w-full rounded-2xl border border-line bg-white"
      >
        <line x1={left} x2={width - left} y1={top + plot} y2={top + plot} stroke="#cbd5e1" />
        <text x={left + 2} y={top - 4} fontSize="11" fill="#475569">
          {formatBRL(max)}
        </text>
        {report.periods.map((period, index) => {
          const x = left + index * slot + (slot - bar) / 2;
          const commission = y(period.commissionCents);
          const fee = y(period.administrativeFeeCents);
          const label = revenuePeriodLabel(period.start, report.groupBy);
          return (
            <g key={period.start}>
              <title>{`${label}: comissão ${formatBRL(period.commissionCents)}, taxa ${formatBRL(period.administrativeFeeCents)}, total ${formatBRL(period.totalCents)}`}</title>
              <rect x={x} y={top + plot - commission} width={bar} height={commission} fill="#1d4ed8" />
              <rect x={x} y={top + plot - commission - fee} width={bar} height={fee} fill="#f59e0b" />
              {index % labelEvery === 0 ? (
                <text x={x + bar / 2} y={height - 10} fontSize="10" textAnchor="middle" fill="#475569">
                  {report.groupBy === 'month' ? label : label.slice(0, 5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-sm">
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 bg-blue-700" /> Comissão
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 bg-amber-500" /> Taxa administrativa
        </span>
      </figcaption>
    </figure>
  );
}

function AmountsTable({
  caption,
  first,
  rows,
  by,
  onDownload,
}: {
  caption: string;
  first: string;
  rows: Array<{
    key: string;
    name: string;
    commissionCents: number;
    administrativeFeeCents: number;
    totalCents: number;
  }>;
  by: RevenueBreakdown;
  onDownload: (by: RevenueBreakdown) => void;
}) {
  return (
    <section aria-label={caption} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-lg">{caption}</h2>
        <button type="button" className={buttonStyles.secondary} onClick={() => onDownload(by)}>
          Baixar CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">Nenhuma receita no período.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {first}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Comissão
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Taxa administrativa
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td className="px-3 py-2">{row.name}</td>
                  <td className="px-3 py-2 text-right">{formatBRL(row.commissionCents)}</td>
                  <td className="px-3 py-2 text-right">{formatBRL(row.administrativeFeeCents)}</td>
                  <td className="px-3 py-2 text-right font-medium">{formatBRL(row.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** "Ver receitas": commission and fees of paid charges by period, Event and seller, as a chart, tables and CSV. */
export function RevenuesPage() {
  const fromId = useId();
  const toId = useId();
  const groupId = useId();
  const [range, setRange] = useState(() => ({
    from: daysBefore(todayInSaoPaulo(), 29),
    to: todayInSaoPaulo(),
  }));
  const [groupBy, setGroupBy] = useState<RevenueGrouping>('day');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { data, error, isLoading } = useSWR(
    range.from && range.to ? authedKey(revenuesPath(range.from, range.to, groupBy)) : null,
    authedFetcherOf(revenueReportSchema),
    { keepPreviousData: true },
  );
  async function download(by: RevenueBreakdown) {
    setDownloadError(null);
    try {
      await downloadRevenueCsv(range.from, range.to, groupBy, by);
    } catch (caught) {
      setDownloadError(failureText(caught, 'Não foi possível baixar.'));
    }
  }
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl">Receitas</h1>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <div>
          <label htmlFor={fromId} className="mb-1 block font-medium">
            De
          </label>
          <input
            id={fromId}
            type="date"
            value={range.from}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            className="h-10 rounded-lg border border-slate-300 px-2"
          />
        </div>
        <div>
          <label htmlFor={toId} className="mb-1 block font-medium">
            Até
          </label>
          <input
            id={toId}
            type="date"
            value={range.to}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            className="h-10 rounded-lg border border-slate-300 px-2"
          />
        </div>
        <div>
          <label htmlFor={groupId} className="mb-1 block font-medium">
            Agrupar por
          </label>
          <select
            id={groupId}
            value={groupBy}
            onChange={(event) => setGroupBy(event.target.value as RevenueGrouping)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            {(Object.keys(groupingLabels) as RevenueGrouping[]).map((value) => (
              <option key={value} value={value}>
                {groupingLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed={failureText(error, 'Não foi possível carregar.')}
      />
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <>
          <section aria-label="Totais do período" className="grid gap-3 sm:grid-cols-3">
            {[
              ['Comissão', data.totals.commissionCents],
              ['Taxa administrativa', data.totals.administrativeFeeCents],
              ['Total', data.totals.totalCents],
            ].map(([name, cents]) => (
              <div key={name} className="rounded-2xl border border-line p-4">
                <p className="text-muted text-sm">{name}</p>
                <p className="font-bold text-xl">{formatBRL(Number(cents))}</p>
              </div>
            ))}
          </section>
          <p className="text-muted text-sm">
            {data.totals.paymentCount === 1
              ? '1 cobrança paga'
              : `${data.totals.paymentCount} cobranças pagas`}{' '}
            no período (datas no horário de Brasília).
          </p>
          <RevenueChart report={data} />
          <AmountsTable
            caption="Por período"
            first={groupingLabels[data.groupBy]}
            by="period"
            onDownload={download}
            rows={data.periods.map((row) => ({
              key: row.start,
              name: revenuePeriodLabel(row.start, data.groupBy),
              ...row,
            }))}
          />
          <AmountsTable
            caption="Por Evento"
            first="Evento"
            by="event"
            onDownload={download}
            rows={data.events.map((row) => ({
              key: row.listingId,
              ...row,
              name: `${row.title} · ${row.sellerName}`,
            }))}
          />
          <AmountsTable
            caption="Por vendedor"
            first="Vendedor"
            by="seller"
            onDownload={download}
            rows={data.sellers.map((row) => ({ key: row.sellerId, ...row }))}
          />
        </>
      ) : null}
    </div>
  );
}
