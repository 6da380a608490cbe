import { formatBRL, formatDateTimeLong, type OfferView } from '@circula/domain';
import { offerStatusText, statusTone } from '../lib';

const actorLabels = { BUYER: 'Comprador', SELLER: 'Vendedor', SYSTEM: 'Circula' } as const;
const moveLabels: Record<string, string> = {
  PENDING_SELLER_RESPONSE: 'Oferta enviada',
  PENDING_BUYER_RESPONSE: 'Contraproposta',
  ACCEPTED_BY_SELLER: 'Oferta aceita',
  REJECTED_BY_SELLER: 'Oferta recusada',
  ACCEPTED_BY_BUYER: 'Contraproposta aceita',
  REJECTED_BY_BUYER: 'Contraproposta recusada',
  CANCELLED_BY_BUYER: 'Oferta cancelada',
};

export function OfferStatusBadge({ offer }: { offer: Pick<OfferView, 'status' | 'closedReason'> }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusTone[offer.status]}`}
      data-testid="situacao-oferta"
    >
      {offerStatusText(offer)}
    </span>
  );
}

/** Every move of the negotiation, oldest first, in horário de Brasília. */
export function OfferHistory({ offer }: { offer: OfferView }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">Histórico da negociação</summary>
      <ol className="mt-2 space-y-1 border-line border-l-2 pl-3">
        {offer.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <span className="font-medium">{moveLabels[entry.to]}</span>
            {entry.unitPriceCents !== null ? ` · ${formatBRL(entry.unitPriceCents)}` : ''} ·{' '}
            <span className="text-muted">
              {actorLabels[entry.actor]}, <time dateTime={entry.at}>{formatDateTimeLong(entry.at)}</time>
            </span>
            {entry.reason ? <p className="text-muted">“{entry.reason}”</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
