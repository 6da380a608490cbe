import type { BackofficePixReturn, PixReturnQueueStatus, ReturnPixPaymentInput } from '@circula/domain';
import { formatBRL, formatDateTime } from '@circula/domain';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { buyers, paymentIntents, pixNotices, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import type { CheckoutDeps } from './context.js';
import { notifyBuyer } from './notify-buyer.js';
import { findBuyerIdOfUser } from './payments-repository.js';

/**
 * PIX payments to give back. The webhook keeps a notice for no open charge as UNMATCHED: the buyer paid a
 * purchase already cancelled or lapsed, paid it twice, or the txid is not ours (decision 285). A PIX of
 * another amount than the purchase's total (AMOUNT_MISMATCH) is given back, whole or what passed the total,
 * once the purchase is paid, cancelled or lapsed (decision 288). That money is the payer's; FINANCE gives it
 * back, through the provider's return when there is one, else from the bank with the reference of the
 * return recorded here.
 */

const toReturn = and(isNotNull(pixNotices.toReturnCents), isNull(pixNotices.returnedAt));
const returned = isNotNull(pixNotices.returnedAt);

const notFound = () =>
  new AppError(
    'PIX_RETURN_NOT_FOUND',
    'PIX não encontrado entre os que há para devolver: ele pagou uma compra ou a compra dele segue em verificação.',
  );

/** GET /backoffice/pix-returns: still to give back (oldest first) or given back (newest first). */
export async function listPixReturns(
  deps: CheckoutDeps,
  input: { status: PixReturnQueueStatus; take: number; skip: number },
) {
  const where = input.status === 'TO_RETURN' ? toReturn : returned;
  const [rows, [total]] = await Promise.all([
    selectPixReturns(deps.db)
      .where(where)
      .orderBy(
        input.status === 'TO_RETURN' ? asc(pixNotices.receivedAt) : desc(pixNotices.returnedAt),
        asc(pixNotices.endToEndId),
      )
      .limit(input.take)
      .offset(input.skip),
    deps.db.select({ total: count() }).from(pixNotices).where(where),
  ]);
  return {
    items: rows.map(toView),
    total: total?.total ?? 0,
    returnsByProvider: Boolean(deps.pix.returnPayment),
  };
}

/**
 * POST /backoffice/pix-returns/{endToEndId}/return: FINANCE gives the payment back. Under the notice's row
 * lock, so two people pressing at once return it once (the later one gets PIX_ALREADY_RETURNED); the
 * provider's return carries an id derived from the end-to-end id, so a retry after a failure never returns
 * twice. Nobody returns a payment made for their own buyer account. The buyer of the purchase it named hears
 * of it (bell and e-mail).
 */
export async function returnPixPayment(
  deps: CheckoutDeps,
  input: { staffUserId: string; endToEndId: string; body: ReturnPixPaymentInput },
): Promise<BackofficePixReturn> {
  const { returnPayment } = deps.pix;
  if (!returnPayment && !input.body.bankReference) {
    throw new AppError(
      'PIX_RETURN_REFERENCE_REQUIRED',
      'Nenhum provedor PIX faz devoluções por aqui: devolva o valor pelo banco e informe o identificador da devolução.',
    );
  }
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [notice] = await tx
      .select()
      .from(pixNotices)
      .where(eq(pixNotices.endToEndId, input.endToEndId))
      .for('update');
    if (!notice?.toReturnCents) throw notFound();
    const toReturnCents = notice.toReturnCents;
    if (notice.returnedAt) {
      throw new AppError(
        'PIX_ALREADY_RETURNED',
        `Este PIX já foi devolvido em ${formatDateTime(notice.returnedAt)} (devolução ${notice.returnId}).`,
      );
    }
    const intent = notice.intentId ? await intentOf(tx, notice.intentId) : null;
    if (intent && (await findBuyerIdOfUser(tx, input.staffUserId)) === intent.buyerId) {
      throw new AppError(
        'PAYMENT_OWN_ACCOUNT',
        'Você não pode devolver um PIX pago para a sua própria conta de comprador. Peça a outra pessoa da equipe.',
      );
    }
    const returnId = returnPayment
      ? await providerReturn(deps, returnPayment, {
          endToEndId: notice.endToEndId,
          amountCents: toReturnCents,
        })
      : input.body.bankReference!;
    await tx
      .update(pixNotices)
      .set({
        returnedAt: new Date(),
        returnedByUserId: input.staffUserId,
        returnId,
        returnReason: input.body.reason,
      })
      .where(eq(pixNotices.endToEndId, notice.endToEndId));
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PIX_PAYMENT_RETURNED',
      entityType: intent ? 'payment_intent' : 'pix_notice',
      entityId: intent?.id ?? notice.endToEndId,
      before: {
        endToEndId: notice.endToEndId,
        amountCents: notice.amountCents,
        toReturnCents,
        returnedAt: null,
      },
      after: { returnId, reason: input.body.reason, provider: Boolean(returnPayment) },
    });
    if (intent) {
      queued = await notifyBuyer(tx, {
        buyerId: intent.buyerId,
        type: 'PIX_PAYMENT_RETURNED',
        message: returnedMessage(notice, toReturnCents, intent.reference),
        data: { paymentIntentId: intent.id, endToEndId: notice.endToEndId },
        webOrigin: deps.config.WEB_ORIGIN,
      });
    }
  });
  await deps.notifier.deliverQueued(queued);
  const [row] = await selectPixReturns(deps.db).where(eq(pixNotices.endToEndId, input.endToEndId));
  return toView(row!);
}

/** The buyer's notice of a return: of a payment that paid nothing, of one of another amount, or of its surplus. */
function returnedMessage(
  notice: { outcome: string; amountCents: number; paidAt: Date },
  toReturnCents: number,
  reference: string,
) {
  const amount = formatBRL(notice.amountCents);
  const paid = `O PIX de ${amount} pago em ${formatDateTime(notice.paidAt)} para ${reference}`;
  if (toReturnCents < notice.amountCents) {
    const back = formatBRL(toReturnCents);
    return {
      title: `Devolvemos ${back} do seu PIX de ${amount}`,
      body: `${paid} passou do total da compra em ${back}. Devolvemos esse valor à conta de onde o PIX saiu.`,
    };
  }
  return {
    title: `Devolvemos seu PIX de ${amount}`,
    body:
      notice.outcome === 'UNMATCHED'
        ? `${paid} chegou quando essa compra não aguardava mais pagamento. Devolvemos o valor à conta de onde o PIX saiu.`
        : `${paid} não entrou no pagamento dessa compra. Devolvemos o valor à conta de onde o PIX saiu.`,
  };
}

/**
 * Asks the provider for the return. A failure leaves the notice to return (the transaction rolls back) and
 * answers 503: asking again sends the same id, so a return the provider made before failing is not repeated.
 */
async function providerReturn(
  deps: CheckoutDeps,
  returnPayment: NonNullable<CheckoutDeps['pix']['returnPayment']>,
  notice: { endToEndId: string; amountCents: number },
) {
  try {
    const answer = await returnPayment({
      endToEndId: notice.endToEndId,
      returnId: returnIdOf(notice.endToEndId),
      amountCents: notice.amountCents,
    });
    return answer.returnId;
  } catch (error) {
    deps.log.error({ err: error }, 'PIX provider refused a return');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'O provedor PIX não concluiu a devolução agora. Tente novamente em instantes: o PIX segue na lista para devolver.',
    );
  }
}

/** The return's id we give the provider: ours, fixed by the payment, within the 35 characters allowed. */
export const returnIdOf = (endToEndId: string) => `D${endToEndId}`.slice(0, 35);

async function intentOf(tx: Database, intentId: string) {
  const [row] = await tx
    .select({ id: paymentIntents.id, buyerId: paymentIntents.buyerId, reference: paymentIntents.reference })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intentId));
  return row ?? null;
}

const returner = alias(users, 'returner');

function selectPixReturns(db: Database) {
  return db
    .select({
      notice: pixNotices,
      intentId: paymentIntents.id,
      reference: paymentIntents.reference,
      status: paymentIntents.status,
      buyerUsername: buyers.username,
      returnedByName: returner.name,
    })
    .from(pixNotices)
    .leftJoin(paymentIntents, eq(paymentIntents.id, pixNotices.intentId))
    .leftJoin(buyers, eq(buyers.id, paymentIntents.buyerId))
    .leftJoin(returner, eq(returner.id, pixNotices.returnedByUserId))
    .$dynamic();
}

type PixReturnRow = Awaited<ReturnType<ReturnType<typeof selectPixReturns>['execute']>>[number];

function toView(row: PixReturnRow): BackofficePixReturn {
  const { notice } = row;
  return {
    endToEndId: notice.endToEndId,
    txid: notice.txid,
    amountCents: notice.amountCents,
    toReturnCents: notice.toReturnCents ?? notice.amountCents,
    kind: notice.outcome === 'UNMATCHED' ? 'NO_OPEN_CHARGE' : 'OTHER_AMOUNT',
    paidAt: notice.paidAt.toISOString(),
    receivedAt: notice.receivedAt.toISOString(),
    payment:
      row.intentId && row.reference && row.status
        ? {
            id: row.intentId,
            reference: row.reference,
            status: row.status,
            buyerUsername: row.buyerUsername ?? '',
          }
        : null,
    returned:
      notice.returnedAt && notice.returnId
        ? {
            at: notice.returnedAt.toISOString(),
            byName: row.returnedByName,
            returnId: notice.returnId,
            reason: notice.returnReason ?? '',
          }
        : null,
  };
}
