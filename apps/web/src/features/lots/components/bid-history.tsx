import { formatBRL, formatDayMonthTimeSeconds } from '@circula/domain';
import type { LiveBid } from '@/features/live/server';

/** The lot's bids, newest first, as they arrive: username, amount, time (horário de Brasília). */
export function BidHistory({
  bids,
  ownUsername,
  emptyText = 'Nenhum lance.',
}: {
  bids: LiveBid[];
  ownUsername: string | null;
  /** Said when there is no bid: an invitation only while the lot takes bids. */
  emptyText?: string;
}) {
  return (
    <section aria-labelledby="bid-history-heading" className="rounded-2xl border border-line p-4">
      <h2 id="bid-history-heading" className="font-semibold text-ink">
        Histórico de lances
      </h2>
      {bids.length === 0 ? (
        <p className="mt-2 text-muted text-sm">{emptyText}</p>
      ) : (
        <ol
          className="mt-2 max-h-72 divide-y divide-line overflow-y-auto text-sm"
          data-testid="historico-lances"
        >
          {bids.map((bid, index) => (
            <li key={bid.sequence} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
              <span className={index === 0 ? 'font-semibold text-ink' : 'text-ink'}>
                {bid.username}
                {bid.username === ownUsername ? <span className="text-muted"> (você)</span> : null}
                {bid.automatic ? (
                  <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-muted text-xs">
                    automático
                  </span>
                ) : null}
              </span>
              <span className="font-semibold tabular-nums">{formatBRL(bid.amountCents)}</span>
              <time dateTime={bid.createdAt} className="w-full text-muted text-xs">
                {formatDayMonthTimeSeconds(bid.createdAt)} (horário de Brasília)
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
