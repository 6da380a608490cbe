import { type FeeRow, type ListingType, type PriceBreakdown, totalFromPrice } from '@circula/domain';
import type { LiveClosing, LiveLotState } from './live-lot-state';

/**
 * The lot page's one view state: from the lot's snapshot with the live events applied (`LiveLotState`),
 * the closing result, the server clock and who is looking, to the single situation the page shows. Every
 * text of the page is read from it, so two parts of the page can never tell different stories.
 */
export type LotViewKind =
  | 'upcoming'
  | 'open-no-bids'
  | 'open-you-winning'
  | 'open-you-outbid'
  | 'open-others'
  /** The end time passed; the server has not announced the result yet. */
  | 'closing'
  /** Before its end, but the Event is not taking bids now. */
  | 'not-biddable'
  /** Closed; the result is still being read. */
  | 'closed'
  | 'closed-won-by-you'
  | 'closed-conditional-you'
  | 'closed-sold'
  | 'closed-conditional'
  | 'closed-unsold'
  | 'closed-no-bids'
  | 'cancelled';

export type LotPhase = 'upcoming' | 'open' | 'closing' | 'closed';

export interface LotView {
  kind: LotViewKind;
  phase: LotPhase;
  /** The status badge (the catalogue's labels). */
  badge: 'em-breve' | 'aberto' | 'encerrado';
  heading: string;
  /** The viewer's standing while bidding is open. */
  standing: { tone: 'good' | 'bad'; text: string } | null;
  /** A recent extension, only while bidding is open. */
  extension: { scheduledEndAt: string } | null;
  /** The line about the time: when it starts, or when it ends or ended. */
  time: { label: string; iso: string } | null;
  showCountdown: boolean;
  showNextMinimum: boolean;
  canBid: boolean;
  /** "Total a pagar" for the price that matters now, from the domain's pricing; null when none does. */
  total: { priceLabel: string; note: string; breakdown: PriceBreakdown } | null;
  emptyHistoryText: string;
}

export interface LotPricing {
  listingType: ListingType;
  feeTable: FeeRow[];
  /** A fraction (0.05 for 5%), or null. */
  buyerFeePercentage: number | null;
}

export interface LotViewInput {
  lot: LiveLotState;
  /** The result: the stream's `closed` event, or read from the API for a lot already closed. */
  closing: LiveClosing | null;
  serverNowMs: number;
  /** When bidding starts (the Event's start), if known. */
  startsAt: string | null;
  /** Whether the API accepts bids on the lot (its Event is open). */
  biddable: boolean;
  username: string | null;
  startingBidCents: number | null;
  pricing: LotPricing | null;
}

/** How long the "Prorrogado" notice stays after an extension (server time). */
export const extensionNoticeMs = 20_000;

const openNote =
  'Valor se o lote for arrematado por este preço. Créditos da sua conta, se houver, são descontados no pagamento.';

export function lotViewOf(input: LotViewInput): LotView {
  const { lot, serverNowMs, username } = input;
  const endMs = lot.scheduledEndAt ? Date.parse(lot.scheduledEndAt) : null;
  const startsMs = input.startsAt ? Date.parse(input.startsAt) : null;
  const totalFor = (priceCents: number | null, priceLabel: string, note: string) =>
    input.pricing && priceCents !== null && priceCents > 0
      ? { priceLabel, note, breakdown: totalFromPrice({ ...input.pricing, priceCents }) }
      : null;
  const base = {
    standing: null,
    extension: null,
    showCountdown: false,
    showNextMinimum: false,
    canBid: false,
    total: null,
    emptyHistoryText: 'Nenhum lance.',
  };

  if (lot.status === 'CANCELLED') {
    return {
      ...base,
      kind: 'cancelled',
      phase: 'closed',
      badge: 'encerrado',
      heading: 'Lote cancelado',
      time: null,
    };
  }
  if (lot.status === 'CLOSED') {
    const closing = input.closing;
    const ended = lot.scheduledEndAt ? { label: 'Encerrou em', iso: lot.scheduledEndAt } : null;
    const closed = {
      ...base,
      phase: 'closed' as const,
      badge: 'encerrado' as const,
      heading: 'Resultado do pregão',
      time: ended,
    };
    if (!closing) return { ...closed, kind: lot.bidCount === 0 ? 'closed-no-bids' : 'closed' };
    const won = username !== null && closing.winnerUsername === username;
    const winning = (label: string) =>
      totalFor(
        closing.amountCents,
        label,
        'Valor a pagar pelo lote. Créditos da sua conta, se houver, são descontados no pagamento.',
      );
    if (closing.result === 'UNSOLD') {
      return { ...closed, kind: closing.amountCents === null ? 'closed-no-bids' : 'closed-unsold' };
    }
    if (closing.result === 'SOLD') {
      return won
        ? { ...closed, kind: 'closed-won-by-you', total: winning('Seu lance vencedor') }
        : { ...closed, kind: 'closed-sold' };
    }
    return won
      ? {
          ...closed,
          kind: 'closed-conditional-you',
          total: totalFor(
            closing.amountCents,
            'Seu lance vencedor',
            'Valor a pagar se o vendedor confirmar a venda. Créditos da sua conta, se houver, são descontados no pagamento.',
          ),
        }
      : { ...closed, kind: 'closed-conditional' };
  }

  const minimum = lot.nextMinimumBidCents ?? input.startingBidCents;
  if (startsMs !== null && serverNowMs < startsMs) {
    return {
      ...base,
      kind: 'upcoming',
      phase: 'upcoming',
      badge: 'em-breve',
      heading: 'Pregão',
      time: { label: 'Começa em', iso: input.startsAt! },
      emptyHistoryText: 'Os lances começam na abertura do pregão.',
      total: totalFor(input.startingBidCents, 'Lance inicial', openNote),
    };
  }
  const current = lot.currentBidCents;
  const priceTotal =
    current !== null
      ? totalFor(current, 'Lance atual', openNote)
      : totalFor(minimum, 'Lance mínimo', openNote);
  if (endMs !== null && serverNowMs < endMs && !input.biddable) {
    return {
      ...base,
      kind: 'not-biddable',
      phase: 'open',
      badge: 'aberto',
      heading: 'Pregão',
      time: { label: 'Encerra em', iso: lot.scheduledEndAt! },
      total: priceTotal,
    };
  }
  if (endMs === null || serverNowMs >= endMs) {
    return {
      ...base,
      kind: 'closing',
      phase: 'closing',
      badge: endMs !== null && serverNowMs >= endMs ? 'encerrado' : 'aberto',
      heading: 'Pregão ao vivo',
      time: lot.scheduledEndAt ? { label: 'Encerrou em', iso: lot.scheduledEndAt } : null,
      total: priceTotal,
      emptyHistoryText: 'Nenhum lance.',
    };
  }

  const leader = lot.bids[0] && lot.bids[0].sequence === lot.bidCount ? lot.bids[0] : null;
  const ownBid = username !== null && lot.bids.some((bid) => bid.username === username);
  const kind: LotViewKind =
    lot.bidCount === 0
      ? 'open-no-bids'
      : username !== null && leader?.username === username
        ? 'open-you-winning'
        : ownBid && leader
          ? 'open-you-outbid'
          : 'open-others';
  const extension =
    lot.extension && serverNowMs - lot.extension.at < extensionNoticeMs
      ? { scheduledEndAt: lot.extension.scheduledEndAt }
      : null;
  return {
    ...base,
    kind,
    phase: 'open',
    badge: 'aberto',
    heading: 'Pregão ao vivo',
    standing:
      kind === 'open-you-winning'
        ? { tone: 'good', text: 'Você está vencendo' }
        : kind === 'open-you-outbid'
          ? { tone: 'bad', text: 'Seu lance foi superado' }
          : null,
    extension,
    time: { label: 'Encerra em', iso: lot.scheduledEndAt! },
    showCountdown: true,
    showNextMinimum: true,
    canBid: true,
    total: priceTotal,
    emptyHistoryText: 'Nenhum lance ainda. Seja o primeiro!',
  };
}
