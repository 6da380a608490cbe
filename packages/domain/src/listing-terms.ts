import type { AcceptBuyersMode, CheckOutType } from './enums.js';

/** How an Event delivers what it sells, in the same words for the buyer, the seller and the cataloguer. */
export const checkOutTypeLabels: Record<CheckOutType, string> = {
  PICK_UP_V0: 'Retirada no local, com agendamento',
  TITLE_TRANSFER_V0: 'Transferência de titularidade',
};

/** Who may take part in an Event, in the same words wherever it is shown or chosen. */
export const acceptBuyersModeLabels: Record<AcceptBuyersMode, string> = {
  ALL: 'Pessoas físicas e jurídicas',
  ONLY_NATURAL_PERSONS: 'Somente pessoas físicas',
  ONLY_JURIDICAL_PERSONS: 'Somente pessoas jurídicas',
};
