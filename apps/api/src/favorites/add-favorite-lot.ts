import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { favoriteLists, favoriteLots } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { lotExists } from './favorites-repository.js';
import { getFavoriteListOrThrow } from './get-favorite-list.js';

/** Enough for anyone following auctions by hand; a list this long is a script. */
export const maxFavoriteLots = 200;

const listFull = () =>
  new AppError(
    'FAVORITE_LIST_FULL',
    `Sua lista já tem ${maxFavoriteLots} favoritos. Remova algum para adicionar outro.`,
  );

/**
 * Adds a lot to a list (a link list or an account's) in one transaction that first locks the list row, then
 * counts under that lock: racing adds (two devices, a script) never pass maxFavoriteLots together.
 * A lot already on the list is left as it is; `fullEvenIfThere` says whether a full list still refuses it
 * (the link list always has) or answers it as added (the account's list).
 */
export async function addLotUnderCap(
  db: Database,
  listId: string,
  lotId: string,
  options: { fullEvenIfThere: boolean },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`SELECT id FROM favorite_lists WHERE id = ${listId} FOR UPDATE`);
    const [already] = await tx
      .select({ lotId: favoriteLots.lotId })
      .from(favoriteLots)
      .where(and(eq(favoriteLots.listId, listId), eq(favoriteLots.lotId, lotId)));
    if (already && !options.fullEvenIfThere) return;
    const [row] = await tx
      .select({ total: count() })
      .from(favoriteLots)
      .where(eq(favoriteLots.listId, listId));
    if (Number(row?.total ?? 0) >= maxFavoriteLots) throw listFull();
    if (already) return;
    await tx.insert(favoriteLots).values({ listId, lotId }).onConflictDoNothing();
    await tx.update(favoriteLists).set({ updatedAt: sql`now()` }).where(eq(favoriteLists.id, listId));
  });
}

/** PUT /web/favorite-lists/{token}/lots/{lotId}: adds a lot to a link list, under the same lock and cap. */
export async function addFavoriteLot(db: Database, token: string, lotId: string): Promise<void> {
  const list = await getFavoriteListOrThrow(db, token);
  if (!(await lotExists(db, lotId))) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  await addLotUnderCap(db, list.id, lotId, { fullEvenIfThere: true });
}
