import type { FavoriteMergeAnswer } from '@circula/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { favoriteLists } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { accountFavoriteList } from './account-favorites.js';
import { maxFavoriteLots } from './add-favorite-lot.js';
import { newFavoriteListToken } from './favorite-list-token.js';
import { listLotIds } from './favorites-repository.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const deviceListNotFoundMessage = 'Lista de favoritos deste aparelho não encontrada.';

/**
 * Merges a visitor's device list (opened with its token, whatever its e-mail) into the signed-in account's
 * favourites at sign-in (decision 215). The lots are copied, not the list: the list stays under its e-mail.
 * In one transaction:
 * - the device token is retired (replaced) by a conditional UPDATE on that token: of two sign-ins racing with
 *   the same token only one finds it, so a list merges once; a retired or unknown token answers 404;
 * - the account's list row is locked, then the lots not already there are copied, as many as fit under
 *   maxFavoriteLots counted under that lock: two merges (or a merge and a heart) at once never pass it.
 */
export async function mergeDeviceFavorites(
  db: Database,
  userId: string,
  token: string,
): Promise<FavoriteMergeAnswer> {
  const account = await accountFavoriteList(db, userId);
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [device] = await tx
      .update(favoriteLists)
      .set({ token: newFavoriteListToken(), updatedAt: sql`now()` })
      .where(and(eq(favoriteLists.token, token), isNull(favoriteLists.userId)))
      .returning({ id: favoriteLists.id });
    if (!device) return null;
    await tx.execute(sql`SELECT id FROM favorite_lists WHERE id = ${account.id} FOR UPDATE`);
    const [waiting] = rowsOf<{ total: number | string }>(
      await tx.execute(sql`SELECT count(*) AS total FROM favorite_lots d
        WHERE d.list_id = ${device.id}
          AND NOT EXISTS (SELECT 1 FROM favorite_lots a WHERE a.list_id = ${account.id} AND a.lot_id = d.lot_id)`),
    );
    const inserted = rowsOf<{ lot_id: string }>(
      await tx.execute(sql`INSERT INTO favorite_lots (list_id, lot_id, created_at)
        SELECT ${account.id}, d.lot_id, d.created_at FROM favorite_lots d
        WHERE d.list_id = ${device.id}
          AND NOT EXISTS (SELECT 1 FROM favorite_lots a WHERE a.list_id = ${account.id} AND a.lot_id = d.lot_id)
        ORDER BY d.created_at DESC
        LIMIT GREATEST(0, ${maxFavoriteLots} - (SELECT count(*) FROM favorite_lots WHERE list_id = ${account.id}))
        ON CONFLICT DO NOTHING
        RETURNING lot_id`),
    );
    if (inserted.length > 0) {
      await tx.update(favoriteLists).set({ updatedAt: sql`now()` }).where(eq(favoriteLists.id, account.id));
    }
    return { merged: inserted.length, skipped: Number(waiting?.total ?? 0) - inserted.length };
  });
  if (!result) throw new AppError('FAVORITE_LIST_NOT_FOUND', deviceListNotFoundMessage);
  return { ...result, lotIds: await listLotIds(db, account.id) };
}
