import type { PaymentIntentStatus } from '@circula/domain';
import type { CheckoutDeps } from './context.js';
import { intentNotFound } from './get-own-payment-intent.js';
import { toBackofficeViews, viewSettings } from './payment-intent-views.js';
import { listIntentsByStatus } from './payments-repository.js';

/** FINANCE's reads: one intent, or the queue of a status. */
export async function getIntentForFinance(deps: CheckoutDeps, intentId: string) {
  const [view] = await toBackofficeViews(deps.db, viewSettings(deps), [intentId]);
  if (!view) throw intentNotFound();
  return view;
}

export async function listIntentsForFinance(
  deps: CheckoutDeps,
  input: { status: PaymentIntentStatus; reference?: string | undefined; take: number; skip: number },
) {
  const { ids, total } = await listIntentsByStatus(deps.db, input);
  return { items: await toBackofficeViews(deps.db, viewSettings(deps), ids), total };
}
