import {
  formatBRL,
  formatDateTimeLong,
  type RefundView,
  refundCompensationLabels,
  refundReasonLabels,
  refundStatusLabels,
} from '@circula/domain';

const actorLabels = {
  BUYER: 'Comprador',
  STAFF: 'Atendimento',
  FINANCE: 'Financeiro',
  SYSTEM: 'Sistema',
} as const;

/** A refund's facts and its history (every status it took, in horário de Brasília). */
export function RefundDetails({ refund }: { refund: RefundView }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-muted">Situação</dt>
          <dd className="font-semibold" data-testid="refund-status">
            {refundStatusLabels[refund.status]}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Motivo</dt>
          <dd>{refundReasonLabels[refund.reason]}</dd>
        </div>
        <div>
          <dt className="text-muted">Forma de reembolso</dt>
          <dd>{refundCompensationLabels[refund.compensation]}</dd>
        </div>
        <div>
          <dt className="text-muted">Valor</dt>
          <dd className="tabular-nums">{formatBRL(refund.amountCents)}</dd>
        </div>
        {refund.creditsReturnedCents > 0 ? (
          <div>
            <dt className="text-muted">Créditos usados que voltam ao saldo</dt>
            <dd className="tabular-nums" data-testid="refund-credits-returned">
              {formatBRL(refund.creditsReturnedCents)}
            </dd>
          </div>
        ) : null}
        {refund.goodsReceivedAt ? (
          <div>
            <dt className="text-muted">Recebimento dos bens</dt>
            <dd>{formatDateTimeLong(refund.goodsReceivedAt)}</dd>
          </div>
        ) : null}
        {refund.withdrawalDeadlineAt ? (
          <div>
            <dt className="text-muted">Prazo de arrependimento (7 dias)</dt>
            <dd data-testid="refund-withdrawal-deadline">
              {formatDateTimeLong(refund.withdrawalDeadlineAt)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="whitespace-pre-line">{refund.description}</p>
      {refund.rejectionReason ? <p role="note">Motivo da recusa: {refund.rejectionReason}</p> : null}
      {refund.photos.length > 0 ? (
        <p className="text-muted">
          {refund.photos.length === 1 ? '1 foto anexada' : `${refund.photos.length} fotos anexadas`}
        </p>
      ) : null}
      <div>
        <h4 className="font-semibold">Histórico</h4>
        <ol className="mt-1 space-y-1">
          {refund.history.map((entry) => (
            <li key={`${entry.at}-${entry.toStatus}`}>
              <time dateTime={entry.at}>{formatDateTimeLong(entry.at)}</time> ·{' '}
              {refundStatusLabels[entry.toStatus]} · {actorLabels[entry.actor]}
              {entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
