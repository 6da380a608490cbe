import { randomUUID } from 'node:crypto';
import {
  type CreateRefundInput,
  formatDateTimeLong,
  openRefundStatuses,
  payoutOwnedByBuyer,
  refundAmountCents,
  refundCreditShareCents,
  withdrawalDeadline,
  withinWithdrawalPeriod,
} from '@circula/domain';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { RefundDeps } from './context.js';
import { buyerView, refundView } from './refund-views.js';
import {
  buyerTaxId,
  findPaidLotOfIntent,
  goodsReceivedAt,
  insertHistory,
  insertRefund,
  lockDraftsOfLot,
  lockIntentForRefunds,
  moveRefund,
  refundedCentsOfIntent,
} from './refunds-repository.js';

export const refundReference = (id: string) => `REE-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * Opens a DRAFT refund of a lot the buyer paid for: the intent must be the caller's and PAID, the lot one
 * of its items; a PIX payout must go to the buyer's own tax id. The amount is fixed now from the intent's
 * lines (decision 135: what was paid for the lot, its lines except credits, never more than the intent's
 * total). The intent's total is what the buyer paid in money, credits already taken off, and it bounds all
 * the intent's refunds together: the refunds of its other lots that are open or paid (DRAFT, IN_ANALYSIS,
 * APPROVED, PAID) are taken off first, so credits used never come back as more money than was paid. The
 * intent's row is locked for that sum, so refunds of one intent opened at once take turns. One open (or
 * paid) refund per lot: the partial unique index decides between racing requests. The buyer's own DRAFT
 * of the lot (a request that never got sent) is cancelled and replaced in the same transaction.
 */
export async function openRefund(
  deps: RefundDeps,
  input: { callerUserId: string; buyerId: string; body: CreateRefundInput; now?: Date },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const { body } = input;
  const paid = await findPaidLotOfIntent(deps.db, {
    buyerId: buyer.id,
    intentId: body.paymentIntentId,
    lotId: body.lotId,
  });
  if (!paid) throw new AppError('PAYMENT_INTENT_NOT_FOUND', 'Pagamento não encontrado.');
  if (paid.status !== 'PAID' || paid.type === 'FINE' || paid.part === 'FINE')
    throw new AppError('REFUND_LOT_NOT_PAID', 'Só é possível pedir reembolso de um lote já pago.');

  // A direct sale's withdrawal (reason OTHER, a natural person's right under CDC art. 49) runs 7 days from
  // the goods' receipt; before the receipt is recorded it is open. Damage or a missing lot has no such
  // limit here: staff judge them (decision 168).
  if (paid.type === 'DIRECT_SALE' && body.reason === 'OTHER' && buyer.type === 'NATURAL_PERSON') {
    const receivedAt = await goodsReceivedAt(deps.db, { intentId: paid.intentId, lotId: body.lotId });
    if (receivedAt && !withinWithdrawalPeriod(receivedAt, input.now ?? new Date()))
      throw new AppError(
        'REFUND_WITHDRAWAL_PERIOD_OVER',
        `O prazo de 7 dias para desistir desta compra terminou em ${formatDateTimeLong(withdrawalDeadline(receivedAt))}. Se o lote veio com defeito ou não foi encontrado, escolha esse motivo.`,
      );
  }

  const destination = body.compensation === 'PIX' ? (body.payoutDestination ?? null) : null;
  if (destination) {
    const taxId = await buyerTaxId(deps.db, buyer.id);
    if (!taxId || !payoutOwnedByBuyer(destination, taxId))
      throw new AppError(
        'REFUND_PAYOUT_NOT_OWN_TAX_ID',
        'A chave PIX ou a conta bancária precisa ser do mesmo CPF ou CNPJ do seu cadastro.',
      );
  }

  const lotLines = paid.lines.filter((line) => line.lotId === body.lotId && line.kind !== 'CREDITS');
  const lotCents = lotLines.reduce((sum, line) => sum + line.amountCents, 0);
  // The credits the purchase used came from every lot in proportion: the lot's share comes back as credits
  // on approval, and the money given back is the rest of what the lot cost (decision 287).
  const creditsReturnedCents = refundCreditShareCents({
    compensation: body.compensation,
    lotCents,
    itemsCents: paid.lines
      .filter((line) => line.kind !== 'CREDITS')
      .reduce((sum, line) => sum + line.amountCents, 0),
    creditsCents: -paid.lines
      .filter((line) => line.kind === 'CREDITS')
      .reduce((sum, line) => sum + line.amountCents, 0),
  });
  const administrativeFeeCents = lotLines
    .filter((line) => line.kind === 'ADMINISTRATIVE_FEE')
    .reduce((sum, line) => sum + line.amountCents, 0);
  const lotAmountCents = (intentTotalCents: number) =>
    refundAmountCents({
      compensation: body.compensation,
      paidCents: Math.min(lotCents - creditsReturnedCents, intentTotalCents),
      administrativeFeeCents,
    });
  if (lotAmountCents(paid.totalCents) < 1 && creditsReturnedCents < 1)
    throw new AppError('REFUND_NOTHING_TO_REFUND', 'Não há valor a reembolsar para esta forma de reembolso.');

  const id = randomUUID();
  const refund = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Refunds of one intent take turns from here to the commit: the sum below cannot be spent twice.
    const intentTotalCents = await lockIntentForRefunds(tx, paid.intentId);
    if (intentTotalCents === null)
      throw new AppError('PAYMENT_INTENT_NOT_FOUND', 'Pagamento não encontrado.');
    // A request whose photos or sending failed stays a DRAFT nobody can finish; asking again replaces it,
    // or the lot would be held by it until the buyer found and cancelled it.
    for (const draft of await lockDraftsOfLot(tx, {
      buyerId: buyer.id,
      paymentIntentId: paid.intentId,
      lotId: body.lotId,
    })) {
      await moveRefund(tx, {
        refundId: draft.id,
        buyerId: buyer.id,
        from: ['DRAFT'],
        to: 'CANCELLED',
        actor: 'BUYER',
        actorUserId: input.callerUserId,
        note: 'Substituído por uma nova solicitação',
      });
    }
    // The lot's own refunds are left out: one still open holds the lot and the insert below refuses.
    const takenCents = await refundedCentsOfIntent(tx, {
      paymentIntentId: paid.intentId,
      statuses: openRefundStatuses,
      exceptLotId: body.lotId,
    });
    const amountCents = Math.min(
      lotAmountCents(intentTotalCents),
      Math.max(0, intentTotalCents - takenCents),
    );
    if (amountCents < 1 && creditsReturnedCents < 1)
      throw new AppError(
        'REFUND_PAYMENT_FULLY_REFUNDED',
        'Todo o valor pago nesta compra já foi reembolsado ou está em reembolso em outros lotes.',
      );
    const row = await insertRefund(tx, {
      id,
      reference: refundReference(id),
      buyerId: buyer.id,
      paymentIntentId: paid.intentId,
      lotId: body.lotId,
      lotClosingId: paid.lotClosingId,
      status: 'DRAFT',
      reason: body.reason,
      description: body.description,
      compensation: body.compensation,
      amountCents,
      creditsReturnedCents,
      payoutDestination: destination,
    });
    if (!row)
      throw new AppError('REFUND_ALREADY_OPEN', 'Este lote já tem um reembolso em andamento ou pago.');
    await insertHistory(tx, {
      refundId: row.id,
      fromStatus: null,
      toStatus: 'DRAFT',
      actor: 'BUYER',
      actorUserId: input.callerUserId,
    });
    return row;
  });
  return buyerView(await refundView(deps.db, refund));
}
