import { bidRefusalMessages, formatBRL } from '@circula/domain';

/**
 * What a bidder reads for each refusal code of the bid, automatic-bid and enrolment routes: the bid refusals
 * in the domain's words (the API answers with the same), then the others.
 */
export const refusalMessages: Record<string, string> = {
  ...bidRefusalMessages,
  LOT_NOT_OPEN: 'Este lote não está recebendo lances agora.',
  HIGH_BID_AGREEMENT_REQUIRED: 'Lances deste valor pedem a assinatura do termo de lances altos.',
  AUTOMATIC_BID_TOO_LOW: 'O valor máximo do lance automático precisa chegar ao próximo lance mínimo.',
  AUTOMATIC_BID_NOT_FOUND: 'Você não tem lance automático neste lote.',
  BUYER_NOT_VERIFIED: 'Sua conta ainda não foi verificada. Envie seus dados e documentos para dar lances.',
  BUYER_BLOCKED: 'Sua conta está bloqueada para lances. Fale com o atendimento.',
  BUYER_TYPE_NOT_ACCEPTED: 'Este evento não aceita compradores do seu tipo de cadastro.',
  ENROLMENT_CLOSED: 'O prazo de habilitação deste evento terminou.',
  LISTING_NOT_ENROLLABLE: 'Este evento não está aceitando habilitações.',
  NOT_A_BUYER: 'Complete seu cadastro de comprador para dar lances.',
  LOT_NOT_FOUND: 'Lote não encontrado.',
  RATE_LIMITED: 'Muitos lances em pouco tempo. Aguarde alguns segundos e tente de novo.',
  UNAUTHORIZED: 'Sua sessão expirou. Entre novamente para dar lances.',
  VALIDATION_FAILED: 'Confira o valor informado.',
};

export const genericRefusal = 'Não foi possível enviar agora. Verifique sua conexão e tente de novo.';

/** The server's own message wins when it is more precise (it names the minimum, for instance). */
export function refusalText(code: string | null, serverMessage: string | null): string {
  if (code === 'AMOUNT_BELOW_MINIMUM_INCREMENT' && serverMessage) return serverMessage;
  if (code === 'HIGH_BID_AGREEMENT_REQUIRED' && serverMessage) return serverMessage;
  if (code === 'BID_AMOUNT_TOO_HIGH' && serverMessage) return serverMessage;
  return (code && refusalMessages[code]) ?? serverMessage ?? genericRefusal;
}

/** Quick-bid amounts: the minimum and the next two steps of the increment. */
export function quickBidAmounts(minimumCents: number, incrementCents: number): number[] {
  const step = Math.max(incrementCents, 0);
  if (step === 0) return [minimumCents];
  return [minimumCents, minimumCents + step, minimumCents + 2 * step];
}

/** BRL input mask: the digits typed are centavos ('123456' → 'R$ 1.234,56'). */
export function maskBRL(text: string): { cents: number | null; display: string } {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
  if (!digits) return { cents: null, display: '' };
  const cents = Number(digits);
  return { cents, display: formatBRL(cents) };
}
