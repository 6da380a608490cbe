import type { Database } from '../db/client.js';
import { findBuyerById, findUserContact } from './buyers-repository.js';

/** The buyer with the name and e-mail of the user behind it (for notices and the back office). */
export async function findBuyerOwner(db: Database, buyerId: string) {
  const buyer = await findBuyerById(db, buyerId);
  if (!buyer) return undefined;
  const user = await findUserContact(db, buyer.userId);
  if (!user) return undefined;
  return { buyer, username: buyer.username, userId: user.id, name: user.name, email: user.email };
}
