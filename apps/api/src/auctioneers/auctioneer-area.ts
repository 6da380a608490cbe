import { type AuctioneerLinks, formatBRL, formatDateTimeSeconds } from '@circula/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { listBidLog } from '../bidding/export-bid-log.js';
import type { Database } from '../db/client.js';
import {
  auctioneers,
  auctioneerUsers,
  buyers,
  listings,
  lotClosings,
  lots,
  sellers,
  users,
} from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { findUserForEmail } from '../users/find-user.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The auctioneers a user acts for. */
const auctioneersOf = (db: Database, userId: string) =>
  db
    .select({ id: auctioneerUsers.auctioneerId })
    .from(auctioneerUsers)
    .where(eq(auctioneerUsers.userId, userId));

/** The Events run by the auctioneers the user acts for, newest start first. */
export async function listAuctioneerEvents(db: Database, userId: string) {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      startsAt: listings.startsAt,
      scheduledEndAt: listings.scheduledEndAt,
      auctioneerName: auctioneers.name,
      sellerName: sellers.name,
      lotCount: count(lots.id),
      bidCount: sql<number>`coalesce(sum(${lots.bidCount}), 0)`,
    })
    .from(listings)
    .innerJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .leftJoin(lots, eq(lots.listingId, listings.id))
    .where(inArray(listings.auctioneerId, auctioneersOf(db, userId)))
    .groupBy(listings.id, auctioneers.id, sellers.id)
    .orderBy(desc(listings.startsAt), asc(listings.title));
  return rows.map((row) => ({
    ...row,
    startsAt: iso(row.startsAt),
    scheduledEndAt: iso(row.scheduledEndAt),
    lotCount: Number(row.lotCount),
    bidCount: Number(row.bidCount),
  }));
}

/** An Event the user's auctioneer runs, or 404 (another auctioneer's Event is not told apart from none). */
async function ownEvent(db: Database, userId: string, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      startsAt: listings.startsAt,
      scheduledEndAt: listings.scheduledEndAt,
      city: listings.city,
      state: listings.state,
      auctioneerName: auctioneers.name,
      auctioneerRegistration: auctioneers.registration,
      sellerName: sellers.name,
    })
    .from(listings)
    .innerJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), inArray(listings.auctioneerId, auctioneersOf(db, userId))))
    .limit(1);
  if (!row) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
  return row;
}

/** The lots of an Event with their results: the closing's status, amount and the winner's username. */
async function lotsWithResults(db: Database, listingId: string, lotId?: string) {
  const rows = await db
    .select({
      id: lots.id,
      number: lots.number,
      title: lots.title,
      status: lots.status,
      bidCount: lots.bidCount,
      currentBidCents: lots.currentBidCents,
      closedAt: lots.closedAt,
      closingStatus: lotClosings.status,
      closingAmountCents: lotClosings.amountCents,
      closingClosedAt: lotClosings.closedAt,
      winnerUsername: buyers.username,
    })
    .from(lots)
    .leftJoin(lotClosings, eq(lotClosings.lotId, lots.id))
    .leftJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .where(and(eq(lots.listingId, listingId), lotId ? eq(lots.id, lotId) : undefined))
    .orderBy(asc(lots.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    bidCount: row.bidCount,
    currentBidCents: row.currentBidCents,
    closedAt: iso(row.closedAt),
    result: row.closingStatus
      ? {
          status: row.closingStatus,
          amountCents: row.closingAmountCents ?? 0,
          winnerUsername: row.winnerUsername,
          closedAt: iso(row.closingClosedAt),
        }
      : null,
  }));
}

export async function getAuctioneerEvent(db: Database, userId: string, listingId: string) {
  const event = await ownEvent(db, userId, listingId);
  return {
    event: { ...event, startsAt: iso(event.startsAt), scheduledEndAt: iso(event.scheduledEndAt) },
    lots: await lotsWithResults(db, listingId),
  };
}

async function ownLot(db: Database, userId: string, lotId: string) {
  const [lot] = await db.select({ listingId: lots.listingId }).from(lots).where(eq(lots.id, lotId)).limit(1);
  if (!lot) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  const event = await ownEvent(db, userId, lot.listingId).catch(() => {
    throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  });
  const [detail] = await lotsWithResults(db, lot.listingId, lotId);
  return { event, lot: detail! };
}

/** A lot's bid log, every bid in order with the server's time. */
export async function getAuctioneerBidLog(db: Database, userId: string, lotId: string) {
  const { event, lot } = await ownLot(db, userId, lotId);
  const bids = await listBidLog(db, lotId);
  return {
    event: { id: event.id, title: event.title },
    lot,
    bids: bids.map((bid) => ({
      sequence: bid.sequence,
      createdAt: bid.createdAt.toISOString(),
      username: bid.username,
      amountCents: bid.amountCents,
      automatic: bid.automatic,
    })),
  };
}

const when = (value: Date | string | null) => (value ? formatDateTimeSeconds(value) : '—');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const resultLabels: Record<string, string> = {
  PENDING_CONFIRMATION: 'Arrematado sob condição (aguardando o vendedor)',
  APPROVED: 'Arrematado',
  REJECTED: 'Lance condicional recusado pelo vendedor',
  UNCOLLECTIBLE: 'Arrematado, mas não pago no prazo',
  CANCELLED: 'Arrematação cancelada',
  ABANDONED: 'Arrematação abandonada pelo comprador',
  REFUNDED: 'Arrematação desfeita com reembolso',
};

/**
 * The lot's court record — an "auto de arrematação"-style record of the bids (CNJ Res. 236/2016 art. 22:
 * the bids with date, time and value, kept for the auction's records) — as a printable HTML page. Each
 * download is written to the audit log.
 */
export async function courtRecordHtml(db: Database, userId: string, lotId: string) {
  const { event, lot } = await ownLot(db, userId, lotId);
  if (lot.status === 'OPEN') {
    throw new AppError(
      'LOT_STILL_OPEN',
      'O auto de arrematação fica disponível quando o lote encerra. Até lá, acompanhe os lances em "Ver lances".',
    );
  }
  const bids = await listBidLog(db, lotId);
  const [who] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  await recordAudit(db, {
    actorUserId: userId,
    action: 'COURT_RECORD_DOWNLOADED',
    entityType: 'lot',
    entityId: lotId,
    before: null,
    after: { bids: bids.length },
  });
  const result = lot.result
    ? `${resultLabels[lot.result.status] ?? lot.result.status} por ${escapeHtml(formatBRL(lot.result.amountCents))} ao usuário <strong>${escapeHtml(lot.result.winnerUsername ?? '—')}</strong> em ${when(lot.result.closedAt)}`
    : lot.status === 'CANCELLED'
      ? 'Lote cancelado.'
      : 'Lote encerrado sem arrematante.';
  const rows = bids
    .map(
      (bid) =>
        `<tr><td>${bid.sequence}</td><td>${when(bid.createdAt)}</td><td>${escapeHtml(bid.createdAt.toISOString())}</td><td>${escapeHtml(bid.username)}</td><td class="num">${escapeHtml(formatBRL(bid.amountCents))}</td><td>${bid.automatic ? 'automático' : 'manual'}</td></tr>`,
    )
    .join('\n');
  const title = `Auto de arrematação — Lote ${lot.number}`;
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} — ${escapeHtml(event.title)}</title>
<style>
body{font-family:Georgia,serif;margin:2cm;color:#111}h1{font-size:20pt;margin:0 0 .3cm}
table{border-collapse:collapse;width:100%;font-size:10pt}th,td{border:1px solid #999;padding:4px 6px;text-align:left}
.num{text-align:right}.meta p{margin:.1cm 0}.sign{margin-top:2cm;border-top:1px solid #111;width:9cm;padding-top:4px}
@media print{button{display:none}body{margin:1cm}}
</style>
</head>
<body>
<button onclick="window.print()">Imprimir ou salvar em PDF</button>
<h1>${escapeHtml(title)}</h1>
<div class="meta">
<p><strong>Evento:</strong> ${escapeHtml(event.title)}${event.city ? ` — ${escapeHtml(event.city)}/${escapeHtml(event.state ?? '')}` : ''}</p>
<p><strong>Vendedor:</strong> ${escapeHtml(event.sellerName)}</p>
<p><strong>Leiloeiro oficial:</strong> ${escapeHtml(event.auctioneerName)} (${escapeHtml(event.auctioneerRegistration)})</p>
<p><strong>Lote ${lot.number}:</strong> ${escapeHtml(lot.title)}</p>
<p><strong>Início:</strong> ${when(event.startsAt)} · <strong>Encerramento:</strong> ${when(lot.closedAt)}</p>
<p><strong>Resultado:</strong> ${result}</p>
<p><strong>Lances registrados:</strong> ${bids.length}</p>
</div>
<h2>Registro dos lances (horário de Brasília e UTC do servidor)</h2>
<table>
<thead><tr><th>Nº</th><th>Data e hora (Brasília)</th><th>Data e hora (UTC)</th><th>Usuário</th><th class="num">Valor</th><th>Tipo</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="6">Nenhum lance.</td></tr>'}
</tbody>
</table>
<p>Registro gerado pela plataforma Circula em ${when(new Date())} para ${escapeHtml(who?.name ?? '')}, conforme o art. 22 da Resolução CNJ nº 236/2016.</p>
<p class="sign">${escapeHtml(event.auctioneerName)} — Leiloeiro oficial</p>
</body>
</html>
`;
  return { html, fileName: `auto-de-arrematacao-lote-${lot.number}-${lot.id}.html` };
}

const selfLink = () =>
  new AppError(
    'SELF_GRANT_FORBIDDEN',
    'Você não pode vincular a si mesmo a um leiloeiro. Peça a outra pessoa da equipe.',
  );

/** A TECH admin links a user to an auctioneer (idempotent), audited; never themselves (decision 210). */
export async function linkAuctioneerUser(
  db: Database,
  actorUserId: string,
  auctioneerId: string,
  userId: string,
) {
  const [auctioneer] = await db
    .select({ id: auctioneers.id })
    .from(auctioneers)
    .where(eq(auctioneers.id, auctioneerId));
  if (!auctioneer) throw new AppError('AUCTIONEER_NOT_FOUND', 'Leiloeiro não encontrado.');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  if (userId === actorUserId) throw selfLink();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(auctioneerUsers)
      .values({ auctioneerId, userId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await recordAudit(tx as unknown as Database, {
        actorUserId,
        action: 'AUCTIONEER_USER_LINKED',
        entityType: 'auctioneer',
        entityId: auctioneerId,
        before: null,
        after: { userId },
      });
    }
    return { auctioneerId, userId };
  });
}

/** The same, the user found by e-mail (what the back-office page types). */
export async function linkAuctioneerUserByEmail(
  db: Database,
  actorUserId: string,
  auctioneerId: string,
  email: string,
) {
  const user = await findUserForEmail(db, email);
  if (!user)
    throw new AppError(
      'USER_NOT_FOUND',
      'Nenhum usuário com este e-mail. A pessoa precisa criar a conta antes.',
    );
  await linkAuctioneerUser(db, actorUserId, auctioneerId, user.id);
  return listAuctioneerLinks(db);
}

/** A TECH admin unlinks a user from an auctioneer, audited: from then on `/leiloeiro` shows them nothing. */
export async function unlinkAuctioneerUser(
  db: Database,
  actorUserId: string,
  auctioneerId: string,
  userId: string,
) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(auctioneerUsers)
      .where(and(eq(auctioneerUsers.auctioneerId, auctioneerId), eq(auctioneerUsers.userId, userId)))
      .returning();
    if (removed.length === 0)
      throw new AppError('AUCTIONEER_USER_NOT_LINKED', 'Este usuário não está vinculado a este leiloeiro.');
    await recordAudit(tx as unknown as Database, {
      actorUserId,
      action: 'AUCTIONEER_USER_UNLINKED',
      entityType: 'auctioneer',
      entityId: auctioneerId,
      before: { userId },
      after: null,
    });
  });
  return listAuctioneerLinks(db);
}

/** Every official auctioneer, by name, with the users linked to it (name, e-mail, since when). */
export async function listAuctioneerLinks(db: Database): Promise<AuctioneerLinks> {
  const rows = await db
    .select({ id: auctioneers.id, name: auctioneers.name, registration: auctioneers.registration })
    .from(auctioneers)
    .orderBy(asc(auctioneers.name));
  const links = await db
    .select({
      auctioneerId: auctioneerUsers.auctioneerId,
      userId: users.id,
      name: users.name,
      email: users.email,
      linkedAt: auctioneerUsers.createdAt,
    })
    .from(auctioneerUsers)
    .innerJoin(users, eq(users.id, auctioneerUsers.userId))
    .orderBy(asc(users.name), asc(users.email));
  return {
    auctioneers: rows.map((row) => ({
      ...row,
      users: links
        .filter((link) => link.auctioneerId === row.id)
        .map((link) => ({
          userId: link.userId,
          name: link.name,
          email: link.email,
          linkedAt: link.linkedAt.toISOString(),
        })),
    })),
  };
}
