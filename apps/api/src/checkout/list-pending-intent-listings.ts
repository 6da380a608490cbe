import type { CheckoutDeps } from './context.js';
import { listOffListingsWithClosingsWithoutIntent } from './payments-repository.js';

/** The most Events FINANCE's panel lists at once; each charged Event leaves the list. */
const maxListings = 100;

/** OFF-mode Events whose approved results still have no payment intent: FINANCE creates them by hand. */
export async function listPendingIntentListings(deps: CheckoutDeps) {
  return { items: await listOffListingsWithClosingsWithoutIntent(deps.db, maxListings) };
}
