import type { SellerRole } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sellers, sellerUsers } from '../db/schema/index.js';

export async function findSellerById(db: Database, sellerId: string) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  return row ?? null;
}

/** The sellers a user belongs to, with their role in each. */
export async function listSellerMemberships(db: Database, userId: string) {
  return db
    .select({ sellerId: sellerUsers.sellerId, role: sellerUsers.role, sellerName: sellers.name })
    .from(sellerUsers)
    .innerJoin(sellers, eq(sellers.id, sellerUsers.sellerId))
    .where(eq(sellerUsers.userId, userId));
}

export async function findSellerMembership(db: Database, sellerId: string, userId: string) {
  const [row] = await db
    .select()
    .from(sellerUsers)
    .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)));
  return row ?? null;
}

/** Adds the user to the seller with a role, or changes the role they have (one row per pair). */
export async function upsertSellerUser(
  db: Database,
  row: { sellerId: string; userId: string; role: SellerRole },
) {
  const [saved] = await db
    .insert(sellerUsers)
    .values(row)
    .onConflictDoUpdate({
      target: [sellerUsers.sellerId, sellerUsers.userId],
      set: { role: row.role, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}
