import type { ListingType } from '@circula/domain';
import type { LiveLotState, LotView } from '@/features/live/server';
import { BidChart } from './bid-chart';
import { BidHistory } from './bid-history';
import { TotalToPay } from './total-to-pay';

interface LiveLotFiguresProps {
  view: LotView;
  lot: LiveLotState;
  listingType: ListingType;
  /** The server's time now, for the chart's last step. */
  nowMs: number;
  /** The viewer's username, to mark their own bids; null while unknown or signed out. */
  username: string | null;
}

/**
 * What the live panel shows below the bid area, from the same view state: the total to pay (when there is
 * a price to pay), the bid chart and the bid history. No hook: the server's first view and the live panel
 * render it alike (decision 256).
 */
export function LiveLotFigures({ view, lot, listingType, nowMs, username }: LiveLotFiguresProps) {
  return (
    <>
      {view.total ? (
        <TotalToPay
          total={view.total.breakdown}
          listingType={listingType}
          priceLabel={view.total.priceLabel}
          note={view.total.note}
        />
      ) : null}
      <BidChart
        bids={lot.bids}
        extensions={lot.extensions}
        endAt={lot.scheduledEndAt}
        nowMs={nowMs}
        closed={view.phase === 'closed'}
      />
      <BidHistory bids={lot.bids} ownUsername={username} emptyText={view.emptyHistoryText} />
    </>
  );
}
