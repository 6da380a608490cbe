import { createHash } from 'node:crypto';
import {
  type AccountDeletion,
  accountDeletionGraceDays,
  formatDateLong,
  openPaymentIntentStatuses,
} from '@circula/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import {
  accountDeletionRequests,
  accounts,
  buyerApplicationDocuments,
  buyerApplications,
  buyers,
  lots,
  newsletterSubscribers,
  paymentIntents,
  privacyPreferences,
  refreshTokens,
  sessions,
  users,
  verificationTokens,
} from '../db/schema/index.js';
import { renderEmail } from '../notifications/email/render.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import type { ObjectStorage } from '../storage/object-storage.js';

const dayMs = 24 * 60 * 60 * 1000;

type AccountDeletionView = AccountDeletion;

type DeletionRow = typeof accountDeletionRequests.$inferSelect;

const view = (row: DeletionRow): AccountDeletionView => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  scheduledFor: row.scheduledFor.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** The latest deletion request of the user (open, cancelled or completed), or null. */
export async function latestAccountDeletion(
  db: Database,
  userId: string,
): Promise<AccountDeletionView | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.userId, userId))
    .orderBy(sql`${accountDeletionRequests.requestedAt} desc`)
    .limit(1);
  return row ? view(row) : null;
}

/**
 * Why the account cannot be deleted now, or null. Money still owed to or by the person (an unpaid payment
 * intent) and a live lot they are winning would leave a seller without a buyer to collect from; both
 * clear on their own (payment, deadline, the lot closing), after which the person asks again (decision 195).
 */
async function deletionBlocker(db: Database, buyerId: string | null): Promise<AppError | null> {
  if (!buyerId) return null;
  const [unpaid] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.buyerId, buyerId), inArray(paymentIntents.status, openPaymentIntentStatuses)),
    )
    .limit(1);
  if (unpaid) {
    return new AppError(
      'DELETION_BLOCKED_UNPAID',
      'Você tem pagamentos em aberto. Conclua-os (ou aguarde o prazo) antes de excluir a sua conta.',
    );
  }
  const [winning] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.lastBidBuyerId, buyerId), eq(lots.status, 'OPEN')))
    .limit(1);
  if (winning) {
    return new AppError(
      'DELETION_BLOCKED_WINNING',
      'Você está vencendo um lote em andamento. Aguarde o encerramento do lote para excluir a sua conta.',
    );
  }
  return null;
}

/**
 * Opens a deletion request: the person re-types their e-mail or their password; refused while they owe a
 * payment or win a live lot. The account is anonymised 15 days later unless the request is cancelled.
 */
export async function requestAccountDeletion(
  db: Database,
  userId: string,
  confirmation: string,
  webOrigin: string,
  now: Date = new Date(),
): Promise<{ request: AccountDeletionView; emailIds: string[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  const typed = confirmation.trim();
  const emailMatches = typed.toLowerCase() === user.email;
  if (!emailMatches && !(await verifyPassword(user.passwordHash, typed))) {
    throw new AppError(
      'DELETION_CONFIRMATION_MISMATCH',
      'Confirmação incorreta. Digite o seu e-mail ou a sua senha para confirmar.',
    );
  }
  const blocker = await deletionBlocker(db, user.buyerId);
  if (blocker) throw blocker;
  return db.transaction(async (tx) => {
    const scheduledFor = new Date(now.getTime() + accountDeletionGraceDays * dayMs);
    const [row] = await tx
      .insert(accountDeletionRequests)
      .values({ userId, requestedAt: now, scheduledFor })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new AppError('DELETION_ALREADY_REQUESTED', 'A exclusão da sua conta já foi solicitada.');
    }
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'ACCOUNT_DELETION_REQUESTED',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: { requestId: row.id, scheduledFor: scheduledFor.toISOString() },
    });
    const emailIds = await queueEmails(tx, [
      {
        to: user.email,
        ...(await renderEmail(
          'ACCOUNT_DELETION_REQUESTED',
          {
            name: user.name,
            scheduledText: formatDateLong(scheduledFor),
            privacyUrl: `${webOrigin}/conta#privacidade`,
          },
          webOrigin,
        )),
      },
    ]);
    return { request: view(row), emailIds };
  });
}

/** Cancels the open request of the user (within the 15 days). */
export async function cancelAccountDeletion(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<AccountDeletionView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountDeletionRequests)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'REQUESTED')))
      .returning();
    if (!row) throw new AppError('DELETION_NOT_REQUESTED', 'Não há pedido de exclusão em andamento.');
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'ACCOUNT_DELETION_CANCELLED',
      entityType: 'user',
      entityId: userId,
      before: { requestId: row.id },
      after: null,
    });
    return view(row);
  });
}

/** A one-way pseudonym of a value: the same input gives the same pseudonym, nothing gives the input back. */
const pseudonymOf = (value: string, salt: string) =>
  createHash('sha256').update(`${salt}:${value}`).digest('hex').slice(0, 32);

/**
 * Anonymises the account of one due request, in one transaction under the request's row lock: a second
 * run (two workers, a restart) finds it COMPLETED and does nothing. Personal data goes; what the law
 * requires to be kept (bids, payment intents, receipts, invoices, consents) stays, tied to the pseudonym.
 * Answers the storage keys of documents to remove and the completion e-mail's id, or null when nothing was due.
 */
async function anonymiseOne(
  db: Database,
  requestId: string,
  now: Date,
  webOrigin: string,
): Promise<{ documentKeys: string[]; emailIds: string[] } | null> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(accountDeletionRequests)
      .where(
        and(
          eq(accountDeletionRequests.id, requestId),
          eq(accountDeletionRequests.status, 'REQUESTED'),
          lte(accountDeletionRequests.scheduledFor, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!request) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
    if (!user) return null;
    // Something that blocks a request may have appeared since (a win, a new payment): wait for it to clear.
    if (await deletionBlocker(tx, user.buyerId)) return null;

    const pseudonym = `excluido-${pseudonymOf(user.id, 'user')}`;
    const originalEmail = user.email;
    const originalName = user.name;

    await tx
      .update(users)
      .set({
        name: 'Conta excluída',
        email: `${pseudonym}@anonimo.invalid`,
        emailVerifiedAt: null,
        passwordHash: null,
        phone: null,
        phoneVerifiedAt: null,
        image: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (user.buyerId) {
      const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, user.buyerId));
      await tx
        .update(buyers)
        .set({
          username: pseudonym.slice(0, 20),
          // Kept only as a one-way hash: a blocked tax id stays recognisable, the number itself is gone.
          verifiedTaxId: buyer?.verifiedTaxId ? `anon-${pseudonymOf(buyer.verifiedTaxId, 'tax')}` : null,
          blockNote: null,
          updatedAt: now,
        })
        .where(eq(buyers.id, user.buyerId));
    }
    const applications = await tx
      .select({ id: buyerApplications.id, taxId: buyerApplications.taxId })
      .from(buyerApplications)
      .where(eq(buyerApplications.userId, user.id));
    for (const application of applications) {
      await tx
        .update(buyerApplications)
        .set({
          taxId: `anon-${pseudonymOf(application.taxId, 'tax')}`,
          fullName: null,
          birthDate: null,
          companyName: null,
          representativeName: null,
          representativeCpf: null,
          addressLine1: null,
          addressNumber: null,
          addressLine2: null,
          addressNeighborhood: null,
          addressCity: null,
          addressState: null,
          addressPostalCode: null,
        })
        .where(eq(buyerApplications.id, application.id));
    }
    const applicationIds = applications.map((application) => application.id);
    const documents =
      applicationIds.length === 0
        ? []
        : await tx
            .delete(buyerApplicationDocuments)
            .where(inArray(buyerApplicationDocuments.applicationId, applicationIds))
            .returning({ storageKey: buyerApplicationDocuments.storageKey });
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(privacyPreferences).where(eq(privacyPreferences.userId, user.id));
    await tx.delete(verificationTokens).where(eq(verificationTokens.subject, originalEmail));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, originalEmail));
    const userSessions = await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'account-deleted' })
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    if (userSessions.length > 0) {
      await tx.delete(refreshTokens).where(
        inArray(
          refreshTokens.sessionId,
          userSessions.map((session) => session.id),
        ),
      );
    }
    await tx
      .update(accountDeletionRequests)
      .set({ status: 'COMPLETED', completedAt: now })
      .where(eq(accountDeletionRequests.id, request.id));
    // No personal data in the record: the user id (now the pseudonym's) and the request.
    await recordAudit(tx, {
      actorUserId: null,
      action: 'ACCOUNT_ANONYMISED',
      entityType: 'user',
      entityId: user.id,
      before: null,
      after: { requestId: request.id },
    });
    // The last message to the address, written before it is forgotten; the outbox row is the only copy.
    const emailIds = await queueEmails(tx, [
      {
        to: originalEmail,
        ...(await renderEmail('ACCOUNT_DELETED', { name: originalName }, webOrigin)),
      },
    ]);
    return { documentKeys: documents.map((document) => document.storageKey), emailIds };
  });
}

/**
 * The deletion job's sweep: anonymises every account whose request is due. Each request is its own
 * transaction, so a crash midway leaves the done ones done and the rest for the next run. Answers the
 * outbox ids of the completion e-mails, for an immediate delivery.
 */
export async function sweepAccountDeletions(
  db: Database,
  storage: ObjectStorage,
  webOrigin: string,
  now: Date = new Date(),
): Promise<{ completed: number; emailIds: string[] }> {
  const due = await db
    .select({ id: accountDeletionRequests.id })
    .from(accountDeletionRequests)
    .where(
      and(eq(accountDeletionRequests.status, 'REQUESTED'), lte(accountDeletionRequests.scheduledFor, now)),
    )
    .limit(500);
  let completed = 0;
  const emailIds: string[] = [];
  for (const { id } of due) {
    const done = await anonymiseOne(db, id, now, webOrigin);
    if (!done) continue;
    completed += 1;
    emailIds.push(...done.emailIds);
    // After the commit: a missing file is not an error, and a file left by a crash here is orphaned,
    // no longer linked to anyone.
    for (const key of done.documentKeys) await storage.delete(key);
  }
  return { completed, emailIds };
}
