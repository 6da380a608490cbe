import { formatBRL, formatDateTimeSeconds } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { listBidLog, readLot } from './bidding-repository.js';

/** A lot's bids in order, with their bidders: what other contexts read (decision 242). */
export { listBidLog } from './bidding-repository.js';

const csvCell = (value: string | number | boolean) => {
  const text = String(value);
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A lot's complete bid log — sequence, server time, username, amount, automatic or not — as JSON or CSV,
 * for staff and for the court record (CNJ Res. 236/2016 art. 22). Each export is written to the audit log.
 */
export async function exportBidLog(
  db: Database,
  input: { lotId: string; format: 'csv' | 'json'; actorUserId: string },
) {
  const lot = await readLot(db, input.lotId);
  if (!lot) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  const rows = await listBidLog(db, lot.id);
  await recordAudit(db, {
    actorUserId: input.actorUserId,
    action: 'BID_LOG_EXPORTED',
    entityType: 'lot',
    entityId: lot.id,
    before: null,
    after: { format: input.format, bids: rows.length },
  });
  const entries = rows.map((row) => ({
    sequence: row.sequence,
    serverTime: row.createdAt.toISOString(),
    username: row.username,
    amountCents: row.amountCents,
    automatic: row.automatic,
  }));
  if (input.format === 'json') {
    return {
      contentType: 'application/json; charset=utf-8',
      fileName: `lances-lote-${lot.number}-${lot.id}.json`,
      body: JSON.stringify({
        lot: {
          id: lot.id,
          number: lot.number,
          title: lot.title,
          listingId: lot.listingId,
          listingTitle: lot.listing.title,
        },
        bids: entries,
      }),
    };
  }
  const header =
    'sequencia,data_hora_servidor_utc,data_hora_brasilia,usuario,valor_centavos,valor,automatico';
  const lines = entries.map((entry) =>
    [
      entry.sequence,
      entry.serverTime,
      formatDateTimeSeconds(entry.serverTime),
      entry.username,
      entry.amountCents,
      formatBRL(entry.amountCents),
      entry.automatic ? 'sim' : 'não',
    ]
      .map(csvCell)
      .join(','),
  );
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `lances-lote-${lot.number}-${lot.id}.csv`,
    // A byte-order mark so spreadsheet programs read the accents right.
    body: `\uFEFF${[header, ...lines].join('\r\n')}\r\n`,
  };
}
