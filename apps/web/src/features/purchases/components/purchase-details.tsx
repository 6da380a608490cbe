import { formatBRL, formatDateTimeLong, type PaymentIntentView } from '@circula/domain';
import {
  type DeliveryStep,
  historyActorLabels,
  paymentStatusLabels,
  type TimelineStep,
  timelineSteps,
} from '../lib/status';

const stepDot: Record<TimelineStep['state'], string> = {
  done: 'border-brand-700 bg-brand-700',
  current: 'border-brand-700 bg-white ring-4 ring-brand-100',
  upcoming: 'border-line bg-white',
  stopped: 'border-red-700 bg-red-700',
};

const stepStateTexts: Record<TimelineStep['state'], string> = {
  done: 'concluído',
  current: 'etapa atual',
  upcoming: 'próxima etapa',
  stopped: 'interrompido',
};

/** arrematado → aguardando pagamento → pago → retirada ou transferência. */
export function PaymentTimeline({
  intent,
  delivery,
}: {
  intent: PaymentIntentView;
  delivery?: DeliveryStep[];
}) {
  const steps = timelineSteps(intent, delivery);
  return (
    <ol className="grid gap-3 sm:grid-flow-col sm:auto-cols-fr" aria-label="Andamento da compra">
      {steps.map((step) => (
        <li
          key={step.key}
          className="flex items-start gap-2 sm:flex-col"
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
        >
          <span
            aria-hidden="true"
            className={`mt-1 size-3.5 shrink-0 rounded-full border-2 ${stepDot[step.state]}`}
          />
          <span className="text-sm">
            <span className={step.state === 'upcoming' ? 'text-muted' : 'font-semibold'}>{step.label}</span>
            <span className="sr-only"> ({stepStateTexts[step.state]})</span>
            {step.at && step.state !== 'upcoming' ? (
              <span className="block text-muted text-xs">
                <time dateTime={step.at}>{formatDateTimeLong(step.at)}</time>
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The amount line by line, as the receipt lists it, and the total. */
export function PaymentBreakdown({
  intent,
}: {
  intent: Pick<PaymentIntentView, 'lines' | 'lots' | 'totalCents'>;
}) {
  const lotNumber = new Map(intent.lots.map((lot) => [lot.lotId, lot.number]));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Composição do valor</caption>
      <tbody className="divide-y divide-line">
        {intent.lines.map((line) => (
          <tr key={`${line.kind}-${line.lotId ?? 'all'}`}>
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {line.label}
              {line.lotId && intent.lots.length > 1 ? (
                <span className="text-muted"> · Lote {lotNumber.get(line.lotId)}</span>
              ) : null}
            </th>
            <td className="py-2 text-right tabular-nums">{formatBRL(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-ink border-t-2">
          <th scope="row" className="py-2 pr-3 text-left font-bold">
            Total
          </th>
          <td className="py-2 text-right font-bold tabular-nums">{formatBRL(intent.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What happened to the intent, oldest first. */
export function PaymentHistory({ intent }: { intent: Pick<PaymentIntentView, 'history'> }) {
  if (intent.history.length === 0) return null;
  return (
    <ol className="space-y-2 text-sm">
      {intent.history.map((entry) => (
        <li key={`${entry.at}-${entry.to}`}>
          <time dateTime={entry.at} className="text-muted">
            {formatDateTimeLong(entry.at)}
          </time>
          {' · '}
          <span className="font-medium">{paymentStatusLabels[entry.to]}</span>
          <span className="text-muted"> ({historyActorLabels[entry.actor]})</span>
          {entry.reason ? <span className="block">Motivo: {entry.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
