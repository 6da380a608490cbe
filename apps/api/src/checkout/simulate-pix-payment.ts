import { AppError } from '../shared/errors.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { getOwnIntentOrThrow, getOwnPaymentIntent } from './get-own-payment-intent.js';

/**
 * Development and tests only: the simulated provider pays the intent's exact amount and notifies the API
 * through the same signed webhook a real provider calls. Unavailable (404) with any other provider.
 */
export async function simulatePixPayment(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string },
) {
  if (!deps.pix.simulated || !deps.pix.simulatePayment) {
    throw new AppError('PIX_SIMULATION_UNAVAILABLE', 'Simulação de pagamento indisponível neste ambiente.');
  }
  const { intent } = await getOwnIntentOrThrow(deps.db, input);
  if (
    intent.status !== 'PENDING_PAYMENT' ||
    !intent.allowedMethods.includes('PIX') ||
    intent.method === 'DEPOSIT_RECEIPT'
  ) {
    throw notPayable();
  }
  const delivered = await deps.pix.simulatePayment({
    txid: intent.pixTxid,
    amountCents: Number(intent.totalCents),
  });
  if (delivered.statusCode !== 200) {
    deps.log.error({ statusCode: delivered.statusCode }, 'simulated PIX webhook was refused');
    throw new AppError('SERVICE_UNAVAILABLE', 'Não foi possível simular o pagamento. Tente novamente.');
  }
  return getOwnPaymentIntent(deps, input);
}
