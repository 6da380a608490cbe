import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { listLotCards } from '../catalog/list-lot-cards.js';
import type { Database } from '../db/client.js';
import { favoriteLists, favoriteLots, users } from '../db/schema/index.js';
import type { MediaStorage } from '../media/media-storage.js';
import { AppError } from '../shared/errors.js';
import { addLotUnderCap } from './add-favorite-lot.js';
import { newFavoriteListToken } from './favorite-list-token.js';
import { type FavoriteListRow, lotExists } from './favorites-repository.js';

const notYours = () => new AppError('FAVORITE_LIST_NOT_FOUND', 'Lista de favoritos não encontrada.');

/** Another user's favourites do not exist for the caller. */
export function assertOwnFavorites(callerId: string, userId: string) {
  if (callerId !== userId) throw notYours();
}

/**
 * The account's favourites list (decision 151), made on first use. A visitor list kept under the account's
 * own verified e-mail becomes the account's list: the e-mail proves it is theirs, so every lot saved on any
 * device before signing up or in is there, once. Its token is replaced in the same statement: the links and
 * devices that held it (a copy left on a shared computer included) no longer reach a list that now belongs
 * to an account. Racing first uses settle on one row (unique e-mail and user).
 */
export async function accountFavoriteList(db: Database, userId: string): Promise<FavoriteListRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [own] = await db.select().from(favoriteLists).where(eq(favoriteLists.userId, userId));
    if (own) return own;
    const [user] = await db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notYours();
    const email = user.email.trim().toLowerCase();
    if (user.verifiedAt) {
      const [claimed] = await db
        .update(favoriteLists)
        .set({ userId, token: newFavoriteListToken(), updatedAt: sql`now()` })
        .where(and(eq(favoriteLists.email, email), isNull(favoriteLists.userId)))
        .returning();
      if (claimed) return claimed;
    }
    const [created] = await db
      .insert(favoriteLists)
      .values({ email, token: newFavoriteListToken(), userId })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new AppError(
    'FAVORITE_LIST_NOT_FOUND',
    'Não foi possível abrir seus favoritos agora. Tente de novo.',
  );
}

export async function listAccountFavorites(
  deps: { db: Database; media: MediaStorage },
  userId: string,
  now: Date,
) {
  const list = await accountFavoriteList(deps.db, userId);
  const rows = await deps.db
    .select({ lotId: favoriteLots.lotId })
    .from(favoriteLots)
    .where(eq(favoriteLots.listId, list.id))
    .orderBy(desc(favoriteLots.createdAt));
  const lotIds = rows.map((row) => row.lotId);
  return { lotIds, lots: await listLotCards(deps, lotIds, now) };
}

/**
 * Adds a lot to the account's list. The list row is locked while counting, so racing adds (two devices, a
 * script) never pass the limit of maxFavoriteLots together; adding a lot already there changes nothing.
 */
export async function addAccountFavorite(db: Database, userId: string, lotId: string): Promise<void> {
  if (!(await lotExists(db, lotId))) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  const list = await accountFavoriteList(db, userId);
  await addLotUnderCap(db, list.id, lotId, { fullEvenIfThere: false });
}

export async function removeAccountFavorite(db: Database, userId: string, lotId: string): Promise<void> {
  const list = await accountFavoriteList(db, userId);
  await db.delete(favoriteLots).where(and(eq(favoriteLots.listId, list.id), eq(favoriteLots.lotId, lotId)));
}
