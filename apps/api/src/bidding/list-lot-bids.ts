import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { listLotBids, listLotExtensions, readLot } from './bidding-repository.js';
import { lotBidRules, lotBidState, lotStateView } from './lot-rules.js';

/**
 * A lot's public bid history after a sequence (bidders by username only), its soft-close extensions (all of
 * them: a lot has a handful) and its current state.
 */
export async function listPublicLotBids(
  db: Database,
  input: { lotId: string; afterSequence: number; limit: number },
) {
  const lot = await readLot(db, input.lotId);
  if (!lot || lot.listing.status === 'DRAFT') throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  const [rows, extensions] = await Promise.all([
    listLotBids(db, lot.id, input.afterSequence, input.limit),
    listLotExtensions(db, lot.id),
  ]);
  return {
    bids: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    extensions,
    lot: { ...lotStateView(lotBidState(lot), lotBidRules(lot)), status: lot.status },
  };
}

/** A lot's bidding state as bidders and viewers see it (no history). */
export async function getLotBidState(db: Database, lotId: string) {
  const lot = await readLot(db, lotId);
  if (!lot || lot.listing.status === 'DRAFT') throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  return { ...lotStateView(lotBidState(lot), lotBidRules(lot)), status: lot.status };
}
