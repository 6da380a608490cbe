import { formatBRL, formatDateTimeLong, formatDayMonthTimeSeconds } from '@circula/domain';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/features/catalog/badges';
import type { LiveLotState, LotView } from '@/features/live/server';

interface LotLiveStatusProps {
  view: LotView;
  lot: LiveLotState;
  username: string | null;
  startingBidCents: number | null;
  estimatedValueCents: number | null;
  /**
   * The time left, shown while the view asks for a countdown: the live panel's follows the server clock and
   * the stream's extensions; the first view rendered on the server ticks from the page's server time.
   */
  countdown: ReactNode;
}

/**
 * The panel's head: badge, current bid and leader, time, and the viewer's standing — all from the view. No
 * hook: the server renders it in the panel's first view too.
 */
export function LotLiveStatus({
  view,
  lot,
  username,
  startingBidCents,
  estimatedValueCents,
  countdown,
}: LotLiveStatusProps) {
  const leader = lot.bids[0] && lot.bids[0].sequence === lot.bidCount ? lot.bids[0] : null;
  return (
    <>
      <p className="flex items-center gap-2 text-sm">
        <span data-testid="situacao-lote" data-kind={view.kind}>
          <StatusBadge status={view.badge} />
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-line p-4">
        <div>
          <dt className="text-muted text-sm">
            {lot.currentBidCents === null
              ? 'Lance inicial'
              : view.phase === 'closed'
                ? 'Último lance'
                : 'Lance atual'}
          </dt>
          <dd
            className="font-bold text-2xl text-ink tabular-nums"
            data-testid="lance-atual"
            aria-live="polite"
          >
            {formatBRL(lot.currentBidCents ?? startingBidCents ?? 0)}
          </dd>
          {leader ? (
            <dd className="text-muted text-sm" data-testid="licitante-atual">
              por {leader.username}
              {leader.username === username ? ' (você)' : ''}
            </dd>
          ) : null}
        </div>
        {view.showNextMinimum ? (
          <div>
            <dt className="text-muted text-sm">Próximo lance mínimo</dt>
            <dd className="font-semibold text-ink text-lg tabular-nums" data-testid="lance-minimo">
              {formatBRL(lot.nextMinimumBidCents ?? startingBidCents ?? 0)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted text-sm">Lances</dt>
          <dd className="font-semibold text-ink">{lot.bidCount}</dd>
        </div>
        {estimatedValueCents !== null ? (
          <div>
            <dt className="text-muted text-sm">Valor de avaliação</dt>
            <dd className="font-semibold text-ink tabular-nums" data-testid="valor-avaliacao">
              {formatBRL(estimatedValueCents)}
            </dd>
          </div>
        ) : null}
      </dl>
      {view.time ? (
        <div className="rounded-2xl border border-line p-4">
          <p className="text-muted text-sm">
            {view.time.label}{' '}
            <time dateTime={view.time.iso} data-testid="encerramento">
              {formatDateTimeLong(view.time.iso)} (horário de Brasília)
            </time>
          </p>
          {view.showCountdown && lot.scheduledEndAt ? (
            <p className="mt-1 min-h-8 text-ink text-xl">
              <span className="sr-only">Tempo restante: </span>
              {countdown}
            </p>
          ) : null}
        </div>
      ) : null}
      <div aria-live="polite" role="status">
        {view.extension ? (
          <p
            className="rounded-xl bg-accent-300/40 px-3 py-2 font-semibold text-ink text-sm"
            data-testid="prorrogado"
          >
            Prorrogado! Um lance nos minutos finais adiou o encerramento para{' '}
            {formatDayMonthTimeSeconds(view.extension.scheduledEndAt)}.
          </p>
        ) : null}
        {view.standing ? (
          <p
            className={`rounded-xl px-3 py-2 font-semibold ${
              view.standing.tone === 'good' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
            }`}
            data-testid="situacao-lance"
          >
            {view.standing.text}
          </p>
        ) : null}
        {view.kind === 'closing' ? (
          <p className="rounded-xl border border-line px-3 py-2 text-ink">
            Tempo esgotado. Apurando o resultado…
          </p>
        ) : null}
      </div>
    </>
  );
}
