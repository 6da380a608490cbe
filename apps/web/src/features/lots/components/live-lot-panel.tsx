'use client';

import {
  type ownEnrolmentAnswerSchema,
  type ownHighBidAgreementAnswerSchema,
  rememberFormattedDates,
} from '@circula/domain';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useAccount } from '@/features/buyer-application/account';
import {
  highBidAgreementPath,
  LiveCountdown,
  lotViewOf,
  ownEnrolmentPath,
  ReconnectBanner,
  useLiveLot,
  useServerClock,
} from '@/features/live';
import { authedFetcherTyped, authedKey } from '@/features/session';
import { useLotClosing } from '../hooks/use-lot-closing';
import {
  PREPARE_FORMATTERS_BEFORE_END_MS,
  usePreparedDateFormatters,
} from '../hooks/use-prepared-date-formatters';
import { type LiveLotProps, liveLotFieldsOf } from '../lib/live-lot-props';
import { BidArea } from './bid-area';
import { ClosedResult } from './closed-result';
import { JudicialPhase } from './judicial-phase';
import { LiveLotFigures } from './live-lot-figures';
import { LotLiveStatus } from './lot-live-status';

/**
 * The lot's live auction panel: hydrates with the server's data, then follows the lot stream. What it says
 * comes from one view state (`lotViewOf`): the badge, the standing, the time, the total and the bid area
 * always tell the same story.
 */
export function LiveLotPanel({
  lot: initialLot,
  listing,
  serverTime,
  history = null,
  dateTexts,
}: LiveLotProps) {
  // Before the first render formats anything (the panel renders only in the browser, loaded on demand).
  useState(() => dateTexts && rememberFormattedDates(dateTexts));
  const clock = useServerClock(serverTime);
  const initialServerNowMs = Date.parse(serverTime);
  const { lot, connection, mergeState } = useLiveLot(
    initialLot.id,
    liveLotFieldsOf(initialLot),
    clock,
    history,
  );
  const closing = useLotClosing(lot);
  const account = useAccount();
  const signedIn = account.session.status === 'signed-in';
  const buyer = account.buyer;
  const username = buyer?.username ?? null;
  const enrolmentQuery = useSWR(
    authedKey(signedIn && buyer?.status === 'VERIFIED' && ownEnrolmentPath(listing.id)),
    authedFetcherTyped<typeof ownEnrolmentAnswerSchema>,
  );
  const agreementQuery = useSWR(
    authedKey(signedIn && buyer?.status === 'VERIFIED' && highBidAgreementPath),
    authedFetcherTyped<typeof ownHighBidAgreementAnswerSchema>,
  );

  const [serverNow, setServerNow] = useState(initialServerNowMs);
  useEffect(() => {
    const timer = window.setInterval(() => setServerNow(clock.now()), 1000);
    return () => window.clearInterval(timer);
  }, [clock]);

  const pricing = useMemo(
    () => ({
      listingType: listing.type,
      feeTable: listing.feeTable,
      buyerFeePercentage: listing.buyerFeePercentage,
    }),
    [listing.type, listing.feeTable, listing.buyerFeePercentage],
  );
  const view = lotViewOf({
    lot,
    closing,
    serverNowMs: serverNow,
    startsAt: listing.startsAt,
    biddable: initialLot.biddable,
    username,
    startingBidCents: initialLot.startingBidCents,
    pricing,
  });
  const minimum = lot.nextMinimumBidCents ?? initialLot.startingBidCents ?? 0;
  usePreparedDateFormatters(
    view.phase === 'open' &&
      lot.scheduledEndAt !== null &&
      Date.parse(lot.scheduledEndAt) - serverNow <= PREPARE_FORMATTERS_BEFORE_END_MS,
  );

  return (
    <section aria-labelledby="live-heading" className="space-y-4" data-testid="pregao-ao-vivo">
      <h2 id="live-heading" className="sr-only">
        {view.heading}
      </h2>
      {view.phase === 'open' || view.phase === 'closing' ? <ReconnectBanner state={connection} /> : null}
      {view.phase === 'open' ? (
        <JudicialPhase listing={listing} lot={initialLot} serverNow={serverNow} />
      ) : null}
      <LotLiveStatus
        view={view}
        lot={lot}
        username={username}
        startingBidCents={initialLot.startingBidCents}
        estimatedValueCents={initialLot.estimatedValueCents}
        countdown={
          lot.scheduledEndAt ? (
            <LiveCountdown
              endIso={lot.scheduledEndAt}
              clock={clock}
              initialServerNowMs={initialServerNowMs}
            />
          ) : null
        }
      />
      {view.phase === 'closed' ? (
        <ClosedResult lot={{ ...lot, closing }} username={username} />
      ) : view.canBid ? (
        <BidArea
          lot={lot}
          listing={listing}
          incrementCents={initialLot.incrementCents}
          minimum={minimum}
          signedIn={signedIn}
          sessionLoading={account.session.status === 'loading' || account.isLoading}
          buyerStatus={buyer === null ? 'NONE' : (buyer?.status ?? null)}
          blocked={Boolean(buyer?.blockedAt)}
          enrolled={enrolmentQuery.data ? enrolmentQuery.data.enrolment !== null : null}
          onEnrolled={() => void enrolmentQuery.mutate()}
          agreementSigned={Boolean(agreementQuery.data?.agreement)}
          onAgreementSigned={() => void agreementQuery.mutate()}
          mergeState={mergeState}
        />
      ) : null}
      <LiveLotFigures
        view={view}
        lot={lot}
        listingType={listing.type}
        nowMs={serverNow}
        username={username}
      />
    </section>
  );
}
