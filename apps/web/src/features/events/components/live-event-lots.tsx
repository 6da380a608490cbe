import type { LotResult } from '@circula/domain';
import { CardGrid, LotCard, LotCardFacts, StatusBadge } from '@/features/catalog';
import type { LotCardData } from '@/features/catalog/types';
import { EventLotsStream, LiveLotFacts, LiveLotMarks, LiveLotStatus } from './live-lot-parts';

interface LiveEventLotsProps {
  listingId: string;
  /** Follow the Event stream only while bids can change something. */
  live: boolean;
  lots: (LotCardData & { estimatedValueCents: number | null; result: LotResult | null })[];
  serverTime: string;
}

/**
 * The Event's lots with their current bid, end (extensions included) and result, live from the stream.
 * The cards are rendered by the server; only the parts the stream changes are client islands (the status
 * badge, the price and end, the marks), each showing the server's rendering until the stream says
 * something of its lot, so the browser renders no card again when the page comes alive.
 */
export function LiveEventLots({ listingId, live, lots, serverTime }: LiveEventLotsProps) {
  return (
    <>
      {live ? <EventLotsStream listingId={listingId} serverTime={serverTime} /> : null}
      <CardGrid label="Lotes do evento">
        {lots.map((lot) => {
          // Only what the islands need travels to the browser (the rest of the card is server-rendered).
          const facts = {
            id: lot.id,
            currentBidCents: lot.currentBidCents,
            startingBidCents: lot.startingBidCents,
            unitPriceCents: lot.unitPriceCents,
            scheduledEndAt: lot.scheduledEndAt,
            displayStatus: lot.displayStatus,
            listing: { type: lot.listing.type },
          };
          return (
            <li key={lot.id} data-testid={`lote-${lot.number}`} className="relative">
              <LotCard
                lot={lot}
                estimatedValueCents={lot.estimatedValueCents}
                status={
                  <LiveLotStatus listingId={listingId} lot={facts}>
                    <StatusBadge status={lot.displayStatus} />
                  </LiveLotStatus>
                }
                facts={
                  <LiveLotFacts
                    listingId={listingId}
                    lot={facts}
                    estimatedValueCents={lot.estimatedValueCents}
                  >
                    <LotCardFacts lot={lot} estimatedValueCents={lot.estimatedValueCents} />
                  </LiveLotFacts>
                }
              />
              <LiveLotMarks
                listingId={listingId}
                lotId={lot.id}
                result={lot.result}
                bidCount={lot.bidCount}
              />
            </li>
          );
        })}
      </CardGrid>
    </>
  );
}
