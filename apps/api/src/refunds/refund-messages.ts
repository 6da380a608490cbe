import { formatBRL, type RefundView, refundCompensationLabels } from '@circula/domain';

/** The notices a buyer gets about a refund (bell and e-mail). */
export const refundMessages = {
  solicitation: (refund: Pick<RefundView, 'reference' | 'lot'>) => ({
    title: 'Recebemos sua solicitação de reembolso',
    body: `Sua solicitação ${refund.reference} do lote ${refund.lot.number} — ${refund.lot.title} está em análise. Avisaremos você assim que ela for decidida.`,
  }),
  approval: (
    refund: Pick<RefundView, 'reference' | 'amountCents' | 'compensation' | 'creditsReturnedCents'>,
  ) => {
    const creditsBack =
      refund.creditsReturnedCents > 0
        ? ` Os ${formatBRL(refund.creditsReturnedCents)} em créditos usados nesta compra voltaram ao seu saldo.`
        : '';
    const money =
      refund.amountCents < 1
        ? `Seu reembolso ${refund.reference} foi aprovado.`
        : refund.compensation === 'PIX'
          ? `Seu reembolso ${refund.reference} foi aprovado: ${formatBRL(refund.amountCents)} serão transferidos por PIX para a conta informada.`
          : `Seu reembolso ${refund.reference} foi aprovado: ${formatBRL(refund.amountCents)} em créditos (${refundCompensationLabels[refund.compensation].toLowerCase()}) já estão na sua conta.`;
    return { title: 'Reembolso aprovado', body: money + creditsBack };
  },
  rejection: (refund: Pick<RefundView, 'reference'>, reason: string) => ({
    title: 'Reembolso recusado',
    body: `Sua solicitação de reembolso ${refund.reference} foi recusada. Motivo: ${reason}`,
  }),
};
