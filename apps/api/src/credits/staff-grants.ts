import type { CreditGrantRequest, CreditGrantRequestBody } from '@circula/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/record-audit.js';
import { listUserRoles } from '../auth/user-roles.js';
import { assertNotOwnCase } from '../backoffice/separation-of-duties.js';
import { hasSpecialPermission } from '../backoffice/special-permissions.js';
import { findBuyerById } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { buyerCreditGrantRequests, buyers, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { grantBuyerCredit } from './ledger.js';

/*
 * Staff credit grants (decision 132): CUSTOMER_SUPPORT or MARKETING (write level) ask, with a reason; a
 * holder of the APPROVE_BUYER_CREDIT special permission approves or refuses — never the one who asked, and
 * never for their own buyer account. Every step is in the audit log.
 */

const requesterRoles = ['CIRCULA_CUSTOMER_SUPPORT', 'CIRCULA_MARKETING'];
const forbidden = () => new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
const notFound = () => new AppError('CREDIT_GRANT_REQUEST_NOT_FOUND', 'Pedido de crédito não encontrado.');

async function isRequester(db: Database, userId: string) {
  return (await listUserRoles(db, userId)).some((row) => requesterRoles.includes(row.role) && row.level >= 1);
}

/** Staff who may see the queue: requesters and approvers. */
async function assertCreditStaff(db: Database, userId: string) {
  const approver = await hasSpecialPermission(db, userId, 'APPROVE_BUYER_CREDIT');
  if (!approver && !(await isRequester(db, userId))) throw forbidden();
  return { approver };
}

const requester = alias(users, 'requester');

async function viewsOf(db: Database, callerUserId: string, where: ReturnType<typeof eq> | undefined) {
  const rows = await db
    .select({
      request: buyerCreditGrantRequests,
      buyerUsername: buyers.username,
      requestedByName: requester.name,
    })
    .from(buyerCreditGrantRequests)
    .innerJoin(buyers, eq(buyers.id, buyerCreditGrantRequests.buyerId))
    .innerJoin(requester, eq(requester.id, buyerCreditGrantRequests.requestedByUserId))
    .where(where)
    .orderBy(desc(buyerCreditGrantRequests.createdAt))
    .limit(200);
  return rows.map(
    ({ request, buyerUsername, requestedByName }): CreditGrantRequest => ({
      id: request.id,
      buyerId: request.buyerId,
      buyerUsername,
      type: request.type,
      reason: request.reason,
      amountCents: request.amountCents,
      expiresAt: request.expiresAt?.toISOString() ?? null,
      description: request.description,
      status: request.status,
      requestedByName,
      requestedByMe: request.requestedByUserId === callerUserId,
      decisionNote: request.decisionNote,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    }),
  );
}

export async function listCreditGrantRequests(
  db: Database,
  input: { callerUserId: string; status: 'PENDING' | 'ALL' },
) {
  const { approver } = await assertCreditStaff(db, input.callerUserId);
  const items = await viewsOf(
    db,
    input.callerUserId,
    input.status === 'PENDING' ? eq(buyerCreditGrantRequests.status, 'PENDING') : undefined,
  );
  return { items, canApprove: approver };
}

export async function requestCreditGrant(
  db: Database,
  input: { callerUserId: string; body: CreditGrantRequestBody },
) {
  if (!(await isRequester(db, input.callerUserId))) throw forbidden();
  if (input.body.expiresAt && new Date(input.body.expiresAt).getTime() <= Date.now())
    throw new AppError('CREDIT_EXPIRY_IN_THE_PAST', 'A validade do crédito deve ser uma data futura.');
  const buyer = await findBuyerById(db, input.body.buyerId);
  if (!buyer) throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  assertNotOwnCase(
    input.callerUserId,
    buyer.userId,
    'Você não pode pedir crédito para a sua própria conta de comprador.',
  );
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(buyerCreditGrantRequests)
      .values({
        buyerId: buyer.id,
        type: input.body.type,
        reason: input.body.reason,
        amountCents: input.body.amountCents,
        expiresAt: input.body.expiresAt ? new Date(input.body.expiresAt) : null,
        description: input.body.description,
        requestedByUserId: input.callerUserId,
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: 'BUYER_CREDIT_REQUESTED',
      entityType: 'buyer_credit_grant_request',
      entityId: row!.id,
      before: null,
      after: { buyerId: buyer.id, type: row!.type, reason: row!.reason, amountCents: row!.amountCents },
    });
    return row!.id;
  });
  const [view] = await viewsOf(db, input.callerUserId, eq(buyerCreditGrantRequests.id, id));
  return view!;
}

/** Approves (the credit is granted in the same transaction) or refuses a pending request. */
export async function decideCreditGrant(
  db: Database,
  input: { callerUserId: string; requestId: string; approve: boolean; note?: string | undefined; now: Date },
) {
  if (!(await hasSpecialPermission(db, input.callerUserId, 'APPROVE_BUYER_CREDIT'))) throw forbidden();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(buyerCreditGrantRequests)
      .where(eq(buyerCreditGrantRequests.id, input.requestId))
      .for('update');
    if (!request) throw notFound();
    assertNotOwnCase(
      input.callerUserId,
      request.requestedByUserId,
      'Você não pode aprovar um crédito que você mesmo pediu. Peça a outra pessoa da equipe.',
    );
    const buyer = await findBuyerById(tx, request.buyerId);
    if (buyer)
      assertNotOwnCase(
        input.callerUserId,
        buyer.userId,
        'Você não pode aprovar crédito para a sua própria conta de comprador.',
      );
    if (request.status !== 'PENDING')
      throw new AppError('CREDIT_GRANT_REQUEST_ALREADY_DECIDED', 'Este pedido de crédito já foi decidido.');
    let creditId: string | null = null;
    if (input.approve) {
      const { credit } = await grantBuyerCredit(tx, {
        buyerId: request.buyerId,
        amountCents: request.amountCents,
        type: request.type,
        reason: request.reason,
        description: request.description,
        expiresAt: request.expiresAt,
        sourceType: 'STAFF_GRANT',
        sourceId: request.id,
        now: input.now,
      });
      creditId = credit.id;
    }
    const status = input.approve ? 'APPROVED' : 'REJECTED';
    const updated = await tx
      .update(buyerCreditGrantRequests)
      .set({
        status,
        decidedByUserId: input.callerUserId,
        decidedAt: input.now,
        decisionNote: input.note ?? null,
        creditId,
      })
      .where(and(eq(buyerCreditGrantRequests.id, request.id), eq(buyerCreditGrantRequests.status, 'PENDING')))
      .returning({ id: buyerCreditGrantRequests.id });
    if (updated.length === 0)
      throw new AppError('CREDIT_GRANT_REQUEST_ALREADY_DECIDED', 'Este pedido de crédito já foi decidido.');
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: input.approve ? 'BUYER_CREDIT_APPROVED' : 'BUYER_CREDIT_REFUSED',
      entityType: 'buyer_credit_grant_request',
      entityId: request.id,
      before: { status: 'PENDING' },
      after: { status, creditId, note: input.note ?? null },
    });
  });
  const [view] = await viewsOf(db, input.callerUserId, eq(buyerCreditGrantRequests.id, input.requestId));
  return view!;
}
