import { initialLotState, lotViewOf } from '@/features/live/server';
import { type LiveLotProps, liveLotFieldsOf, lotPricingOf } from '../lib/live-lot-props';
import { ClosedResult } from './closed-result';
import { Countdown } from './countdown';
import { JudicialPhase } from './judicial-phase';
import { LiveLotFigures } from './live-lot-figures';
import { LotLiveStatus } from './lot-live-status';

/**
 * The live panel as it first shows, rendered on the server from the page's data with the same view state
 * (`lotViewOf`) and parts as the panel: price, bids, time, total, chart and history, for a visitor whose
 * account is still being read. No hook and no stream: the page paints it with none of the panel's script,
 * which loads after the page came alive and takes its place (live-lot-panel-loader.tsx, decision 256).
 */
export function LiveLotFirstView({ lot: initialLot, listing, serverTime, history = null }: LiveLotProps) {
  const serverNowMs = Date.parse(serverTime);
  const lot = initialLotState(
    initialLot.id,
    liveLotFieldsOf(initialLot),
    history?.bids ?? [],
    history?.extensions ?? [],
  );
  const view = lotViewOf({
    lot,
    closing: null,
    serverNowMs,
    startsAt: listing.startsAt,
    biddable: initialLot.biddable,
    username: null,
    startingBidCents: initialLot.startingBidCents,
    pricing: lotPricingOf(listing),
  });
  return (
    <section aria-labelledby="live-heading" className="space-y-4" data-testid="pregao-ao-vivo">
      <h2 id="live-heading" className="sr-only">
        {view.heading}
      </h2>
      {view.phase === 'open' ? (
        <JudicialPhase listing={listing} lot={initialLot} serverNow={serverNowMs} />
      ) : null}
      <LotLiveStatus
        view={view}
        lot={lot}
        username={null}
        startingBidCents={initialLot.startingBidCents}
        estimatedValueCents={initialLot.estimatedValueCents}
        countdown={
          lot.scheduledEndAt ? <Countdown endIso={lot.scheduledEndAt} serverTimeIso={serverTime} /> : null
        }
      />
      {view.phase === 'closed' ? (
        <ClosedResult lot={lot} username={null} />
      ) : view.canBid ? (
        // The bid area's own words while the account is read, as the panel's first render says them.
        <p className="text-muted text-sm" data-account-loading="">
          Carregando sua conta…
        </p>
      ) : null}
      <LiveLotFigures view={view} lot={lot} listingType={listing.type} nowMs={serverNowMs} username={null} />
    </section>
  );
}
