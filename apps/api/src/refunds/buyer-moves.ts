import { createHash } from 'node:crypto';
import { agreementKindOf, refundAgreementTemplates, refundStatusesLeadingTo } from '@circula/domain';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { RefundDeps } from './context.js';
import { getOwnRefund, getOwnRefundOrThrow, type OwnRefundInput } from './own-refunds.js';
import { refundStatusConflict } from './refund-errors.js';
import { refundMessages } from './refund-messages.js';
import { refundView } from './refund-views.js';
import { moveRefund } from './refunds-repository.js';

const hashIp = (ip: string) => createHash('sha256').update(ip).digest('hex');

/**
 * The buyer sends the DRAFT for analysis, signing the agreement of its compensation (the version shown
 * must be the current one): IN_ANALYSIS, the signature stored, a solicitation notice (bell + e-mail).
 */
export async function submitRefund(
  deps: RefundDeps,
  input: OwnRefundInput & { agreementVersion: string; ip: string; userAgent: string | undefined },
) {
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { refund } = await getOwnRefundOrThrow(tx, input, { lock: true });
    const template = refundAgreementTemplates[agreementKindOf(refund.compensation)];
    if (input.agreementVersion !== template.version)
      throw new AppError(
        'REFUND_AGREEMENT_OUTDATED',
        'O termo de reembolso foi atualizado. Leia a versão atual e aceite-a novamente.',
      );
    const moved = await moveRefund(tx, {
      refundId: refund.id,
      buyerId: refund.buyerId,
      from: refundStatusesLeadingTo('IN_ANALYSIS', 'BUYER'),
      to: 'IN_ANALYSIS',
      actor: 'BUYER',
      actorUserId: input.callerUserId,
      set: {
        submittedAt: new Date(),
        agreementVersion: template.version,
        agreementAcceptedAt: new Date(),
        agreementIpHash: hashIp(input.ip),
        agreementUserAgent: input.userAgent?.slice(0, 300) ?? null,
      },
    });
    if (!moved) throw refundStatusConflict(refund.status);
    const view = await refundView(tx, moved);
    queued = await notifyBuyer(tx, {
      buyerId: moved.buyerId,
      webOrigin: deps.config.WEB_ORIGIN,
      type: 'REFUND_SOLICITATION',
      message: refundMessages.solicitation(view),
      data: { refundId: moved.id },
    });
  });
  await deps.notifier.deliverQueued(queued);
  return getOwnRefund(deps, input);
}

/** The buyer gives up a refund while it is a DRAFT or IN_ANALYSIS: CANCELLED (the lot may get a new one). */
export async function cancelRefund(deps: RefundDeps, input: OwnRefundInput) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { refund } = await getOwnRefundOrThrow(tx, input, { lock: true });
    const moved = await moveRefund(tx, {
      refundId: refund.id,
      buyerId: refund.buyerId,
      from: refundStatusesLeadingTo('CANCELLED', 'BUYER'),
      to: 'CANCELLED',
      actor: 'BUYER',
      actorUserId: input.callerUserId,
      note: 'Cancelado pelo comprador',
    });
    if (!moved) throw refundStatusConflict(refund.status);
  });
  return getOwnRefund(deps, input);
}
