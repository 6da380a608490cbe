import { AppError } from '../shared/errors.js';

/**
 * Staff never decide on themselves: their own buyer application, its documents, or a block of their own
 * buyer account is for another member of staff (decision 081); nor does anyone answer for the seller a
 * conditional sale they won.
 */
export function assertNotOwnCase(actorUserId: string, subjectUserId: string, message: string): void {
  if (actorUserId === subjectUserId) throw new AppError('SELF_APPROVAL_FORBIDDEN', message);
}

export const selfDecisionMessages = {
  application: 'Você não pode analisar o seu próprio cadastro de comprador. Peça a outra pessoa da equipe.',
  block:
    'Você não pode bloquear nem desbloquear a sua própria conta de comprador. Peça a outra pessoa da equipe.',
  conditionalSale:
    'Você não pode responder a uma venda condicional que você mesmo arrematou. Peça a outra pessoa da equipe.',
} as const;
