import { type Cents, formatBRL } from './currency.js';

/**
 * What a bidder reads for each refusal of the bid and automatic-bid routes, written once: the API answers
 * with these words and the lot page shows them (it has no answer of its own to add but the network's).
 */
export const bidRefusalMessages = {
  OUTDATED_BID: 'Outro lance chegou antes do seu. Confira o valor atual e tente de novo.',
  AMOUNT_LESS_OR_EQUAL_TO_LAST_BID: 'Seu lance precisa ser maior que o último lance.',
  AMOUNT_BELOW_MINIMUM_INCREMENT: 'Seu lance está abaixo do próximo lance mínimo.',
  ALREADY_HIGHEST_BIDDER: 'Você já tem o maior lance deste lote. Para ir além, use o lance automático.',
  NOT_ENROLLED: 'Habilite-se neste evento, aceitando o edital, para dar lances.',
  IDEMPOTENCY_KEY_REUSED:
    'Este lance já foi enviado com outro valor ou em outro lote. Confira o lance registrado e envie um novo.',
  BID_AMOUNT_TOO_HIGH: 'Este valor passa do máximo aceito neste lote agora.',
  BID_CONFIRMATION_REQUIRED: 'Este valor está muito acima do lance mínimo: confirme para enviar.',
  SELLER_OWN_LISTING:
    'Você faz parte da equipe do vendedor deste evento e não pode se habilitar nem dar lances nele.',
} as const;

/** The refusals whose message names an amount: the API's words, more precise than the generic ones. */
export const bidAmountMessages = {
  belowMinimum: (minimumCents: Cents) =>
    `Seu lance está abaixo do lance mínimo de ${formatBRL(minimumCents)}.`,
  aboveMaximum: (maximumCents: Cents) =>
    `O valor máximo aceito neste lote agora é ${formatBRL(maximumCents)}.`,
  confirmationRequired: (amountCents: Cents) =>
    `Confirme o valor de ${formatBRL(amountCents)}: ele está muito acima do lance mínimo.`,
  highBidAgreement: (thresholdCents: Cents) =>
    `Lances a partir de ${formatBRL(thresholdCents)} pedem a assinatura do termo de lances altos.`,
} as const;
