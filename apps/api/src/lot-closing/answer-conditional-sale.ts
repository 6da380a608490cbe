import { recordAudit } from '../audit/record-audit.js';
import { assertNotOwnCase, selfDecisionMessages } from '../backoffice/separation-of-duties.js';
import { createAuctionEndIntents } from '../checkout/create-payment-intents.js';
import type { Database } from '../db/client.js';
import type { UserNotificationType } from '../db/schema/index.js';
import { renderNotice } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { requireSellerRole } from '../sellers/seller-access.js';
import { AppError } from '../shared/errors.js';
import {
  type ClosingLot,
  conditionalSaleApprovedMessage,
  conditionalSaleRejectedMessage,
} from './closing-messages.js';
import {
  changeClosingStatus,
  findClosingSeller,
  insertNotifications,
  lockClosingForAnswer,
  publishClosingAnswer,
} from './lot-closing-repository.js';

export interface AnswerDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
}

export type ConditionalSaleDecision = 'APPROVED' | 'REJECTED';

/** Who answers: an ADMIN of the Event's seller, or staff on the seller's behalf (audit-logged). */
export type Answerer = { kind: 'seller'; userId: string } | { kind: 'staff'; userId: string };

const notFound = () => new AppError('LOT_CLOSING_NOT_FOUND', 'Resultado de lote não encontrado.');

/**
 * The seller's answer to a conditional sale (a winning bid below the reserve). Under the closing's row lock
 * — the same row the deadline release updates, so exactly one of them wins — it checks the closing is still
 * PENDING_CONFIRMATION and the deadline ahead (database clock), moves it to APPROVED or REJECTED with a
 * history row, and writes the buyer's notice and e-mail (outbox) in the same transaction.
 */
export async function answerConditionalSale(
  deps: AnswerDeps,
  input: {
    closingId: string;
    decision: ConditionalSaleDecision;
    answerer: Answerer;
    reason?: string | undefined;
  },
) {
  if (input.answerer.kind === 'seller') {
    const owner = await findClosingSeller(deps.db, input.closingId);
    // A closing of another seller answers like a missing one would to a stranger: FORBIDDEN, nothing more.
    if (!owner) throw notFound();
    await requireSellerRole(deps.db, input.answerer.userId, owner.sellerId, 'ADMIN');
  }
  let queued: string[] = [];
  const answered = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const closing = await lockClosingForAnswer(tx, input.closingId);
    if (!closing) throw notFound();
    // The winner never accepts their own bid below the reserve on the seller's behalf: not as staff, nor as a
    // seller's admin who joined the team after bidding.
    assertNotOwnCase(input.answerer.userId, closing.buyerUserId, selfDecisionMessages.conditionalSale);
    if (closing.status !== 'PENDING_CONFIRMATION') {
      throw new AppError(
        'LOT_CLOSING_NOT_PENDING',
        'Este lote não está aguardando a confirmação do vendedor.',
        { status: closing.status },
      );
    }
    if (closing.sellerDeadlineAt && closing.now.getTime() >= closing.sellerDeadlineAt.getTime()) {
      throw new AppError(
        'SELLER_DEADLINE_PASSED',
        'O prazo para responder a esta venda condicional terminou.',
        {
          sellerDeadlineAt: closing.sellerDeadlineAt.toISOString(),
        },
      );
    }
    const reason =
      input.reason ?? (input.answerer.kind === 'staff' ? 'Resposta registrada pela equipe Circula' : null);
    await changeClosingStatus(tx, {
      id: closing.id,
      from: 'PENDING_CONFIRMATION',
      to: input.decision,
      changedBy: input.answerer.userId,
      reason,
      at: closing.now,
    });
    await publishClosingAnswer(tx, {
      lotId: closing.lotId,
      listingId: closing.listingId,
      status: input.decision,
      winnerUsername: closing.buyerUsername,
      amountCents: closing.amountCents,
      bidCount: closing.bidCount,
      closedAt: closing.closedAt,
    });
    if (input.answerer.kind === 'staff') {
      await recordAudit(tx, {
        actorUserId: input.answerer.userId,
        action: input.decision === 'APPROVED' ? 'CONDITIONAL_SALE_APPROVED' : 'CONDITIONAL_SALE_REJECTED',
        entityType: 'lot_closing',
        entityId: closing.id,
        before: { status: 'PENDING_CONFIRMATION' },
        after: { status: input.decision, onBehalfOfSellerId: closing.sellerId, reason },
      });
    }
    const lot: ClosingLot = {
      title: closing.lotTitle,
      listingTitle: closing.listingTitle,
      amountCents: closing.amountCents,
    };
    const message =
      input.decision === 'APPROVED'
        ? conditionalSaleApprovedMessage(lot)
        : conditionalSaleRejectedMessage(lot);
    const type: UserNotificationType =
      input.decision === 'APPROVED' ? 'CONDITIONAL_SALE_APPROVED' : 'CONDITIONAL_SALE_REJECTED';
    await insertNotifications(tx, [
      {
        userId: closing.buyerUserId,
        type,
        title: message.title,
        body: message.body,
        data: {
          lotId: closing.lotId,
          listingId: closing.listingId,
          lotClosingId: closing.id,
          amountCents: closing.amountCents,
          closingStatus: input.decision,
        },
      },
    ]);
    queued = await queueEmails(tx, [
      {
        to: closing.buyerEmail,
        ...(await renderNotice(
          type,
          { name: closing.buyerUsername, title: message.title, body: message.body },
          deps.webOrigin,
        )),
      },
    ]);
    if (input.decision === 'APPROVED') {
      // The sale exists now: its intent (per-lot modes, or a closed ON_LISTING_END Event) and instructions.
      const created = await createAuctionEndIntents(tx, {
        listingId: closing.listingId,
        closingIds: [closing.id],
        trigger: 'CONDITIONAL_APPROVED',
        now: closing.now,
        notify: true,
        webOrigin: deps.webOrigin,
      });
      queued.push(...created.queuedEmails);
    }
    return {
      id: closing.id,
      lotId: closing.lotId,
      status: input.decision,
      amountCents: closing.amountCents,
      answeredAt: closing.now.toISOString(),
    };
  });
  await deps.notifier.deliverQueued(queued);
  return answered;
}
