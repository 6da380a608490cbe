import type { PaymentIntentView, RefundView } from '@circula/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A refund of one lot of `intent` as the API answers it to its buyer; `n` makes its id and reference. */
export function makeRefund(
  intent: PaymentIntentView,
  n: number,
  status: RefundView['status'],
  lotNumber: number,
): RefundView {
  const { lotId, title } = intent.lots.find((candidate) => candidate.number === lotNumber)!;
  return {
    id: id(200 + n),
    reference: `REE-0000000${n}`,
    status,
    reason: 'DAMAGED',
    description: 'Chegou com o tampo rachado.',
    compensation: 'CREDITS_TOTAL_PURCHASE',
    amountCents: 44_000,
    creditsReturnedCents: 0,
    paymentIntentId: intent.id,
    paymentReference: intent.reference,
    lot: { id: lotId, number: lotNumber, title },
    lotClosingStatus: null,
    payoutDestination: null,
    payout: null,
    creditId: null,
    rejectionReason: null,
    agreement: null,
    photos: [],
    history: [],
    goodsReceivedAt: null,
    withdrawalDeadlineAt: null,
    createdAt: '2026-11-29T22:40:00.000Z',
    submittedAt: null,
    decidedAt: null,
  };
}
