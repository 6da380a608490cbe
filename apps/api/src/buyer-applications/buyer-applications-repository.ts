import type { BuyerApplicationStatus, DocumentStatus } from '@circula/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  buyerApplicationDocuments,
  buyerApplicationHistory,
  buyerApplications,
  buyers,
  users,
} from '../db/schema/index.js';

export type ApplicationRow = typeof buyerApplications.$inferSelect;
export type NewApplicationRow = typeof buyerApplications.$inferInsert;
export type DocumentRow = typeof buyerApplicationDocuments.$inferSelect;

export async function findApplicationByUserId(
  db: Database,
  userId: string,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(buyerApplications).where(eq(buyerApplications.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findApplicationById(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(buyerApplications).where(eq(buyerApplications.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the user's application unless they already have one (then undefined). */
export async function insertApplication(db: Database, row: NewApplicationRow) {
  const [saved] = await db
    .insert(buyerApplications)
    .values(row)
    .onConflictDoNothing({ target: buyerApplications.userId })
    .returning();
  return saved;
}

export async function updateApplicationRow(db: Database, id: string, changes: Partial<NewApplicationRow>) {
  const [saved] = await db
    .update(buyerApplications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(buyerApplications.id, id))
    .returning();
  return saved!;
}

export async function insertHistoryRow(db: Database, row: typeof buyerApplicationHistory.$inferInsert) {
  await db.insert(buyerApplicationHistory).values(row);
}

export async function listHistory(db: Database, applicationId: string) {
  return db
    .select()
    .from(buyerApplicationHistory)
    .where(eq(buyerApplicationHistory.applicationId, applicationId))
    .orderBy(asc(buyerApplicationHistory.createdAt), asc(buyerApplicationHistory.id));
}

/** The documents in force (not replaced by a newer upload). */
export async function listCurrentDocuments(db: Database, applicationId: string) {
  return db
    .select()
    .from(buyerApplicationDocuments)
    .where(
      and(
        eq(buyerApplicationDocuments.applicationId, applicationId),
        isNull(buyerApplicationDocuments.replacedAt),
      ),
    )
    .orderBy(asc(buyerApplicationDocuments.createdAt));
}

export async function findCurrentDocument(db: Database, applicationId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(buyerApplicationDocuments)
    .where(
      and(
        eq(buyerApplicationDocuments.id, documentId),
        eq(buyerApplicationDocuments.applicationId, applicationId),
        isNull(buyerApplicationDocuments.replacedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDocument(db: Database, row: typeof buyerApplicationDocuments.$inferInsert) {
  const [saved] = await db.insert(buyerApplicationDocuments).values(row).returning();
  return saved!;
}

export async function markDocumentReplaced(db: Database, id: string) {
  await db
    .update(buyerApplicationDocuments)
    .set({ replacedAt: sql`now()` })
    .where(eq(buyerApplicationDocuments.id, id));
}

export async function updateDocumentReview(
  db: Database,
  id: string,
  review: { status: DocumentStatus; rejectionReason: string | null; reviewedByUserId: string },
) {
  const [saved] = await db
    .update(buyerApplicationDocuments)
    .set({ ...review, reviewedAt: sql`now()` })
    .where(eq(buyerApplicationDocuments.id, id))
    .returning();
  return saved!;
}

/** A page of applications in one status, oldest submission first, with the buyer's username. */
export async function listApplicationsByStatus(
  db: Database,
  status: BuyerApplicationStatus,
  take: number,
  skip: number,
) {
  const rows = await db
    .select({ application: buyerApplications, username: buyers.username, email: users.email })
    .from(buyerApplications)
    .innerJoin(buyers, eq(buyers.id, buyerApplications.buyerId))
    .innerJoin(users, eq(users.id, buyerApplications.userId))
    .where(eq(buyerApplications.status, status))
    .orderBy(
      sql`${buyerApplications.submittedAt} asc nulls last`,
      asc(buyerApplications.createdAt),
      asc(buyerApplications.id),
    )
    .limit(take)
    .offset(skip);
  const [total] = await db
    .select({ value: count() })
    .from(buyerApplications)
    .where(eq(buyerApplications.status, status));
  return { rows, total: total?.value ?? 0 };
}
