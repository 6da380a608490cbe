import { formatBRL, type RefundView, refundCompensationLabels } from '@circula/domain';

/** The notices a buyer gets about a refund (bell and e-mail). */
export const refundMessages = {
  solicitation: (refund: Pick<RefundView, 'reference' | 'lot'>) => ({
    title: 'Recebemos sua solicitação de reembolso',
    body: `Sua solicitação ${refund.reference} do lote ${refund.lot.number} — ${refund.lot.title} está em análise. Avisaremos você assim que ela for decidida.`,
  }),
  approval: (refund: Pick<RefundView, 'reference' | 'amountCents' | 'compensation'>) => ({
    title: 'Reembolso aprovado',
    body:
      refund.compensation === 'PIX'
        ? `Seu reembolso ${refund.reference} foi aprovado: ${formatBRL(refund.amountCents)} serão transferidos por PIX para a conta informada.`
        : `Seu reembolso ${refund.reference} foi aprovado: ${formatBRL(refund.amountCents)} em créditos (${refundCompensationLabels[refund.compensation].toLowerCase()}) já estão na sua conta.`,
  }),
  rejection: (refund: Pick<RefundView, 'reference'>, reason: string) => ({
    title: 'Reembolso recusado',
    body: `Sua solicitação de reembolso ${refund.reference} foi recusada. Motivo: ${reason}`,
  }),
};
