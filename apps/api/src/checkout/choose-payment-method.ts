import type { PaymentMethod } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { CheckoutDeps } from './context.js';
import { getOwnIntentOrThrow, getOwnPaymentIntent } from './get-own-payment-intent.js';
import { setIntentMethod } from './payments-repository.js';

export const notPayable = () =>
  new AppError('PAYMENT_INTENT_NOT_PAYABLE', 'Este pagamento não está aguardando pagamento.');

export const methodNotAllowed = (allowed: PaymentMethod[]) =>
  new AppError(
    'PAYMENT_METHOD_NOT_ALLOWED',
    allowed.length === 1 && allowed[0] === 'DEPOSIT_RECEIPT'
      ? 'Este pagamento só pode ser feito por depósito judicial, com envio do comprovante.'
      : allowed.length === 1
        ? 'Este pagamento só pode ser feito por PIX.'
        : 'Forma de pagamento não aceita para este pagamento.',
  );

/** The buyer picks PIX or a deposit receipt, among the intent's allowed methods, while it awaits payment. */
export async function choosePaymentMethod(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string; method: PaymentMethod },
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { intent } = await getOwnIntentOrThrow(tx, input, { lock: true });
    if (!intent.allowedMethods.includes(input.method)) throw methodNotAllowed(intent.allowedMethods);
    if (!(await setIntentMethod(tx, { intentId: intent.id, method: input.method }))) throw notPayable();
  });
  return getOwnPaymentIntent(deps, input);
}
