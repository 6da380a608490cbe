import {
  formatBRL,
  formatDateTimeLong,
  isListingBeforeOpening,
  listingStatusLabels,
  type SellerEventSummary,
} from '@circula/domain';
import { eventEndWords, eventTypeLabels } from './seller-labels';

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

const ongoing = (status: SellerEventSummary['status']) => isListingBeforeOpening(status) || status === 'OPEN';

/**
 * An Event's figures as its seller reads them. An auction counts bids and enrolled buyers, and its total is
 * the current bids while it runs, what was knocked down once it closed; a direct sale takes neither bids nor
 * enrolments, so it shows what was bought. `detailed` (the Event's own page) adds the sold lots to an
 * auction's figures and spells the labels out.
 */
export function EventFigures({ event, detailed = false }: { event: SellerEventSummary; detailed?: boolean }) {
  const { figures } = event;
  const lots = <Figure label="Lotes" value={String(figures.lots)} />;
  const paid = <Figure label={detailed ? 'Já pago' : 'Pago'} value={formatBRL(figures.paidCents)} />;
  const sold = <Figure label="Lotes vendidos" value={String(figures.soldLots)} />;
  if (event.type === 'DIRECT_SALE') {
    return (
      <>
        {lots}
        {sold}
        <Figure label="Total vendido" value={formatBRL(figures.currentTotalCents)} />
        {paid}
      </>
    );
  }
  return (
    <>
      {lots}
      <Figure label="Lances" value={String(figures.bids)} />
      <Figure
        label={detailed ? 'Compradores habilitados' : 'Habilitados'}
        value={String(figures.enrolledBuyers)}
      />
      <Figure
        label={ongoing(event.status) ? 'Total atual' : 'Total arrematado'}
        value={formatBRL(figures.currentTotalCents)}
      />
      {detailed ? sold : null}
      {paid}
    </>
  );
}

/** "Leilão · Aberto · encerra em …": the Event's type, state and end in the tense the state asks for. */
export function EventSituation({ event, now = Date.now() }: { event: SellerEventSummary; now?: number }) {
  const endWords = eventEndWords(event.status, event.scheduledEndAt, now);
  return (
    <>
      {eventTypeLabels[event.type]} ·{' '}
      <span data-testid="event-status">{listingStatusLabels[event.status]}</span>
      {endWords ? (
        <>
          {' '}
          · {endWords} <time dateTime={event.scheduledEndAt}>{formatDateTimeLong(event.scheduledEndAt)}</time>
        </>
      ) : null}
    </>
  );
}
