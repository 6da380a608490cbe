import type {
  PaymentIntentStatus,
  PaymentIntentType,
  PaymentIntentView,
  PaymentMethod,
} from '@circula/domain';
import { isPayablePaymentIntent } from '@circula/domain';

export const paymentStatusLabels: Record<PaymentIntentStatus, string> = {
  PENDING_CONFIRMATION: 'Aguardando confirmação do vendedor',
  PENDING_PAYMENT: 'Aguardando pagamento',
  PENDING_VERIFICATION: 'Em verificação',
  PAID: 'Pago',
  CANCELLED: 'Cancelado',
  UNCOLLECTIBLE: 'Não pago (prazo vencido)',
};

export const paymentStatusStyles: Record<PaymentIntentStatus, string> = {
  PENDING_CONFIRMATION: 'bg-accent-300 text-ink',
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  PENDING_VERIFICATION: 'bg-sky-100 text-sky-900',
  PAID: 'bg-brand-700 text-white',
  CANCELLED: 'bg-slate-100 text-slate-700',
  UNCOLLECTIBLE: 'bg-red-100 text-red-900',
};

export const paymentTypeLabels: Record<PaymentIntentType, string> = {
  AUCTION_END: 'Arremate em leilão',
  LOT_NEGOTIATION: 'Proposta aceita',
  DIRECT_SALE: 'Compra direta',
  FINE: 'Multa por não pagamento',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  PIX: 'PIX',
  DEPOSIT_RECEIPT: 'Comprovante de depósito',
};

export const historyActorLabels: Record<PaymentIntentView['history'][number]['actor'], string> = {
  BUYER: 'Comprador',
  STAFF: 'Equipe Circula',
  PROVIDER: 'Instituição de pagamento',
  SYSTEM: 'Sistema',
};

/** Whether the intent can still change by itself (a payment arriving, a receipt checked). */
export function isAwaitingPayment(status: PaymentIntentStatus): boolean {
  return isPayablePaymentIntent(status);
}

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  key: string;
  label: string;
  state: StepState;
  /** When the step was reached, from the intent's history. */
  at: string | null;
}

const firstStepLabels: Record<PaymentIntentType, string> = {
  AUCTION_END: 'Arrematado',
  LOT_NEGOTIATION: 'Proposta aceita',
  DIRECT_SALE: 'Compra realizada',
  FINE: 'Multa aplicada',
};

function reachedAt(intent: PaymentIntentView, statuses: readonly PaymentIntentStatus[]): string | null {
  const entry = intent.history.find((row) => statuses.includes(row.to));
  return entry?.at ?? null;
}

/**
 * The purchase's path: won → awaiting payment → paid → pick-up or transfer. A FINE has no pick-up. A
 * cancelled or unpaid intent stops where it was, with the reason of the stop as its last step.
 */
/** A step after payment (pick-up or title transfer) as the fulfilment answers it; `stopped` ends the path. */
export interface DeliveryStep {
  key: string;
  label: string;
  at: string | null;
  stopped?: boolean;
}

export function timelineSteps(intent: PaymentIntentView, delivery?: DeliveryStep[]): TimelineStep[] {
  const steps = paymentSteps(intent);
  if (!delivery || delivery.length === 0 || intent.status !== 'PAID' || intent.type === 'FINE') return steps;
  // Paid: the path continues through the pick-up or the title transfer, each step done once it has a date.
  const paid = steps.filter((step) => step.key !== 'delivery');
  let currentGiven = false;
  const after = delivery.map((step): TimelineStep => {
    if (step.stopped) return { key: step.key, label: step.label, at: step.at, state: 'stopped' };
    if (step.at) return { key: step.key, label: step.label, at: step.at, state: 'done' };
    const state = currentGiven ? 'upcoming' : 'current';
    currentGiven = true;
    return { key: step.key, label: step.label, at: null, state };
  });
  return [...paid, ...after];
}

function paymentSteps(intent: PaymentIntentView): TimelineStep[] {
  // In verification: a deposit receipt FINANCE checks, or a PIX of another amount than the total.
  const paying =
    intent.status !== 'PENDING_VERIFICATION'
      ? 'Aguardando pagamento'
      : intent.method === 'PIX'
        ? 'PIX em verificação'
        : 'Comprovante em verificação';
  const steps: Omit<TimelineStep, 'state'>[] = [
    { key: 'won', label: firstStepLabels[intent.type], at: intent.createdAt },
    {
      key: 'payment',
      label: paying,
      at: reachedAt(intent, ['PENDING_PAYMENT']),
    },
    { key: 'paid', label: 'Pago', at: intent.paidAt },
  ];
  if (intent.type !== 'FINE') {
    steps.push({ key: 'delivery', label: 'Retirada ou transferência', at: null });
  }
  const current: Record<PaymentIntentStatus, number> = {
    PENDING_CONFIRMATION: 0,
    PENDING_PAYMENT: 1,
    PENDING_VERIFICATION: 1,
    PAID: intent.type === 'FINE' ? 2 : 3,
    CANCELLED: -1,
    UNCOLLECTIBLE: -1,
  };
  if (intent.status === 'CANCELLED' || intent.status === 'UNCOLLECTIBLE') {
    // Stopped: what was reached stays done, then the stop.
    const reachedPayment = intent.history.some((row) => row.to === 'PENDING_PAYMENT');
    const done = steps.slice(0, reachedPayment ? 2 : 1).map((step) => ({ ...step, state: 'done' as const }));
    return [
      ...done,
      {
        key: 'stopped',
        label: paymentStatusLabels[intent.status],
        state: 'stopped',
        at: reachedAt(intent, [intent.status]),
      },
    ];
  }
  const index = current[intent.status];
  return steps.map((step, position) => ({
    ...step,
    state:
      position < index || (intent.status === 'PAID' && step.key === 'paid')
        ? 'done'
        : position === index
          ? 'current'
          : 'upcoming',
  }));
}

/**
 * Which part of a purchase an intent charges, when it is not the whole: judicial Events may have the price
 * paid by judicial deposit and the commission and fee by PIX, as two payments of the same lot.
 */
export function paymentPartLabel(intent: PaymentIntentView): string | null {
  if (intent.type === 'FINE') return null;
  const kinds = new Set(intent.lines.map((line) => line.kind));
  const charges = kinds.has('COMMISSION') || kinds.has('ADMINISTRATIVE_FEE');
  if (kinds.has('PRICE') && !charges) return 'Valor do lance';
  if (!kinds.has('PRICE') && charges) return 'Comissão e taxa administrativa';
  return null;
}
