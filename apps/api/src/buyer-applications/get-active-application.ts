import { getBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { findApplicationByUserId } from './buyer-applications-repository.js';
import { toApplicationView } from './views.js';

/** GET /web/buyer-applications/active: the caller's application, or null before the first step. */
export async function getActiveApplication(db: Database, userId: string) {
  const application = await findApplicationByUserId(db, userId);
  if (!application) return null;
  const buyer = await getBuyerOrThrow(db, application.buyerId);
  return toApplicationView(application, buyer.username);
}
