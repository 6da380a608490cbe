import type { PaymentIntentStatus } from '@circula/domain';
import { paymentStatusLabels, paymentStatusStyles } from '../lib/status';

export function PaymentStatusBadge({ status }: { status: PaymentIntentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${paymentStatusStyles[status]}`}
      data-status={status}
    >
      {paymentStatusLabels[status]}
    </span>
  );
}
