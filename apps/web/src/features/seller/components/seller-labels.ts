import { isListingBeforeOpening, type ListingStatus, type ListingType } from '@circula/domain';

/**
 * How the seller area says when an Event ends, in the tense its state asks for: "encerra em" before the end,
 * "em encerramento desde" while an open Event's lots are closing one after another, "encerrou em" once it has
 * closed; nothing for a cancelled Event, which never ends.
 */
export function eventEndWords(status: ListingStatus, scheduledEndAt: string, now: number): string | null {
  if (status === 'CANCELLED') return null;
  if (status === 'OPEN') return Date.parse(scheduledEndAt) <= now ? 'em encerramento desde' : 'encerra em';
  return isListingBeforeOpening(status) ? 'encerra em' : 'encerrou em';
}

export const eventTypeLabels: Record<ListingType, string> = {
  AUCTION: 'Leilão',
  DIRECT_SALE: 'Venda direta',
  JUDICIAL_PHASED_AUCTION: 'Leilão judicial',
};

export const card = 'rounded-2xl border border-line bg-white p-5';
export const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';
