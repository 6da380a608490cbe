import {
  type BuyerFulfilment,
  type LotFulfilment,
  lotFulfilmentStatusLabels,
  titleTransferStepLabels,
} from '@circula/domain';

/** A step after payment, for the purchase timeline (see features/purchases timelineSteps). */
export interface DeliveryStepView {
  key: string;
  label: string;
  at: string | null;
  stopped?: boolean;
}

const latest = (dates: (string | null)[]) =>
  dates.every(Boolean) && dates.length > 0 ? ([...dates].sort().at(-1) ?? null) : null;

/**
 * The purchase's path after payment for the lots it paid: pick-up to book, then booked → collected (or
 * stopped as not collected), or the three title-transfer steps.
 */
export function deliverySteps(fulfilment: BuyerFulfilment, lotIds: string[]): DeliveryStepView[] {
  const lots = fulfilment.lots.filter((lot) => lotIds.includes(lot.lotId));
  if (lots.length === 0) return [];
  if (fulfilment.listing.checkOutType === 'TITLE_TRANSFER_V0') {
    const steps = lots[0]?.titleTransfer ?? [];
    return steps.map((step) => ({
      key: step.step,
      label: titleTransferStepLabels[step.step],
      at: lots.every((lot) => lot.titleTransfer?.find((own) => own.step === step.step)?.done)
        ? step.at
        : null,
    }));
  }
  const collectedAt = latest(lots.map((lot) => lot.collectedAt));
  const notCollected = lots.some((lot) => lot.status === 'NOT_COLLECTED');
  const bookedAt = fulfilment.pickUp?.createdAt ?? (collectedAt ? collectedAt : null);
  return [
    // Named for what the buyer does next until it is done: "Agendar retirada", then "Retirada agendada".
    { key: 'pick-up-booked', label: bookedAt ? 'Retirada agendada' : 'Agendar retirada', at: bookedAt },
    notCollected
      ? { key: 'not-collected', label: lotFulfilmentStatusLabels.NOT_COLLECTED, at: null, stopped: true }
      : { key: 'collected', label: 'Retirado', at: collectedAt },
  ];
}

export function lotLabel(lot: LotFulfilment) {
  return `Lote ${lot.lotNumber} · ${lot.lotTitle}${lot.quantity > 1 ? ` (${lot.quantity} unidades)` : ''}`;
}
