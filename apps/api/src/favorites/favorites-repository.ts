import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { favoriteLists, favoriteLots, lots } from '../db/schema/index.js';

export type FavoriteListRow = typeof favoriteLists.$inferSelect;

/** Inserts the list for this e-mail unless there is one; says which happened. */
export async function insertListUnlessExists(
  db: Database,
  row: { email: string; token: string },
): Promise<{ list: FavoriteListRow; created: boolean }> {
  const [inserted] = await db
    .insert(favoriteLists)
    .values(row)
    .onConflictDoNothing({ target: favoriteLists.email })
    .returning();
  if (inserted) return { list: inserted, created: true };
  const [existing] = await db.select().from(favoriteLists).where(eq(favoriteLists.email, row.email));
  return { list: existing!, created: false };
}

export async function findListByToken(db: Database, token: string) {
  const [row] = await db.select().from(favoriteLists).where(eq(favoriteLists.token, token));
  return row;
}

export async function lotExists(db: Database, lotId: string): Promise<boolean> {
  const [row] = await db.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId));
  return row !== undefined;
}

export async function removeLotFromList(db: Database, listId: string, lotId: string): Promise<void> {
  await db.delete(favoriteLots).where(and(eq(favoriteLots.listId, listId), eq(favoriteLots.lotId, lotId)));
  await touchList(db, listId);
}

/** Lot ids of the list, most recently added first. */
export async function listLotIds(db: Database, listId: string): Promise<string[]> {
  const rows = await db
    .select({ lotId: favoriteLots.lotId })
    .from(favoriteLots)
    .where(eq(favoriteLots.listId, listId))
    .orderBy(desc(favoriteLots.createdAt));
  return rows.map((row) => row.lotId);
}

async function touchList(db: Database, listId: string) {
  await db.update(favoriteLists).set({ updatedAt: sql`now()` }).where(eq(favoriteLists.id, listId));
}
