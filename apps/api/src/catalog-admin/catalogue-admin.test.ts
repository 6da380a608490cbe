import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ListingInput } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAuctioneer, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  jpegBytes,
  makeDataDir,
  multipartFile,
  pdfBytes,
  signedInStaff,
  signedInUser,
} from '../buyers/buyer-test-factories.js';
import { listStatusHistory } from '../catalog/listing-status-rows.js';
import { assetCategories, lots, userNotifications } from '../db/schema/index.js';
import { openListingIfDue } from './listing-open-jobs.js';
import { catalogueRoutePermissions } from './route-permissions.js';

const dataDir = makeDataDir();
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: dataDir,
});
const cataloguer = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 1);
const reader = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 0);
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);
const seller = await makeSeller(db);
const auctioneer = await makeAuctioneer(db);

type Who = { headers: Record<string, string> };
const hour = 3_600_000;

function eventInput(overrides: Partial<ListingInput> = {}): ListingInput {
  const start = Date.now() + 2 * hour;
  return {
    type: 'AUCTION',
    segment: 'Desativação de Escritório',
    sellerId: seller.id,
    auctioneerId: auctioneer.id,
    title: 'Desativação de escritório em Curitiba',
    description: 'Móveis e informática de um escritório.',
    city: 'Curitiba',
    state: 'PR',
    inspectionConditions: 'Visitação com agendamento.',
    pickUpConditions: 'Retirada em até 5 dias úteis.',
    bookingSchedules: [
      {
        type: 'VISIT',
        startsAt: new Date(start + hour).toISOString(),
        endsAt: new Date(start + 3 * hour).toISOString(),
        address: 'Rua XV de Novembro, 100 — Curitiba/PR',
      },
    ],
    feeRows: [
      { fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 },
      { fromValueCents: 100_000, toValueCents: 100_000_000, feeCents: 20_000 },
    ],
    startsAt: new Date(start).toISOString(),
    scheduledEndAt: new Date(start + 48 * hour).toISOString(),
    enrolmentDeadlineAt: new Date(start + 47 * hour).toISOString(),
    closingIntervalSeconds: 60,
    ...overrides,
  };
}

/** Dates of an Event that started a minute ago. */
const startingNow = (): Partial<ListingInput> => {
  const start = Date.now() - 60_000;
  return {
    startsAt: new Date(start).toISOString(),
    scheduledEndAt: new Date(start + 48 * hour).toISOString(),
    enrolmentDeadlineAt: null,
  };
};

const lotInput = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: 'Em bom estado.',
  macroCategory: 'MOVEIS_ESCRITORIO',
  estimatedValueCents: 200_000,
  startingBidCents: 50_000,
  incrementCents: 5_000,
  ...overrides,
});

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function createEvent(overrides: Partial<ListingInput> = {}) {
  const response = await call(cataloguer, 'POST', '/backoffice/listings', eventInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().listing;
}

async function addLot(listingId: string, title: string, overrides: Record<string, unknown> = {}) {
  const response = await call(
    cataloguer,
    'POST',
    `/backoffice/listings/${listingId}/lots`,
    lotInput(title, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().listing;
}

/** Publishes an Event whose start has passed and runs its open job. */
async function openEvent(listingId: string) {
  expect(
    (await call(cataloguer, 'POST', `/backoffice/listings/${listingId}/status`, { to: 'TEASER' })).statusCode,
  ).toBe(200);
  expect(await openListingIfDue(db, listingId)).toEqual({ outcome: 'opened' });
}

describe('who may manage the catalogue', () => {
  it('needs a signed-in CATALOGGER: level 0 reads, level 1 writes, other roles nothing', async () => {
    expect((await call(null, 'GET', '/backoffice/listings')).statusCode).toBe(401);
    expect((await call(support, 'GET', '/backoffice/listings')).statusCode).toBe(403);
    expect((await call(await signedInUser(app, db), 'GET', '/backoffice/listings')).statusCode).toBe(403);
    expect((await call(reader, 'GET', '/backoffice/listings')).statusCode).toBe(200);
    const refused = await call(reader, 'POST', '/backoffice/listings', eventInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para fazer isso.',
    });
    expect((await call(cataloguer, 'POST', '/backoffice/listings', eventInput())).statusCode).toBe(201);
  });
});

describe('Events', () => {
  it('creates a DRAFT with every field, lists and reads it back, and audits who did it', async () => {
    const listing = await createEvent();
    const input = eventInput();
    expect(listing).toMatchObject({
      status: 'DRAFT',
      type: 'AUCTION',
      sellerId: seller.id,
      auctioneerId: auctioneer.id,
      city: 'Curitiba',
      state: 'PR',
      accessMode: 'PUBLIC',
      feeRows: input.feeRows,
      buyerFeeBasisPoints: null,
      nextStatuses: ['TEASER', 'CANCELLED'],
      editalUploaded: false,
      lots: [],
    });
    expect(listing.bookingSchedules).toHaveLength(1);
    expect(listing.slug).toMatch(/^desativacao-de-escritorio-em-curitiba-[0-9a-f]{6}$/);
    const read = await call(reader, 'GET', `/backoffice/listings/${listing.id}`);
    expect(read.json().listing).toEqual(listing);
    const list = (await call(reader, 'GET', '/backoffice/listings?status=DRAFT&q=curitiba&take=100')).json();
    expect(list.listings.map((row: { id: string }) => row.id)).toContain(listing.id);
    const [audit] = await listAuditTrail(db, 'listing', listing.id);
    expect(audit).toMatchObject({ actorUserId: cataloguer.user.id, action: 'LISTING_CREATED', before: null });
  });

  it('answers every bad field in pt-BR, each on its own path', async () => {
    const start = Date.now() + hour;
    const response = await call(cataloguer, 'POST', '/backoffice/listings', {
      ...eventInput(),
      auctioneerId: null,
      title: '',
      startsAt: new Date(start).toISOString(),
      scheduledEndAt: new Date(start - 60_000).toISOString(),
      feeRows: [
        { fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 },
        { fromValueCents: 50_000, toValueCents: 200_000, feeCents: 9_000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const issues = Object.fromEntries(
      response
        .json()
        .details.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(issues).toMatchObject({
      title: 'Título é obrigatório.',
    });
    const second = await call(cataloguer, 'POST', '/backoffice/listings', {
      ...eventInput(),
      auctioneerId: null,
      startsAt: new Date(start).toISOString(),
      scheduledEndAt: new Date(start - 60_000).toISOString(),
      feeRows: [
        { fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 },
        { fromValueCents: 50_000, toValueCents: 200_000, feeCents: 9_000 },
      ],
      buyerFeeBasisPoints: 1000,
    });
    const crossIssues = Object.fromEntries(
      second
        .json()
        .details.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(crossIssues).toEqual({
      scheduledEndAt: 'O encerramento deve ser depois do início.',
      enrolmentDeadlineAt: 'O prazo de habilitação deve ser até o encerramento.',
      auctioneerId: 'Leilões precisam de um leiloeiro.',
      buyerFeeBasisPoints: 'Use a tabela de taxas ou o percentual do comprador, não os dois.',
      'feeRows.1.fromValueCents': 'Esta faixa se sobrepõe a outra.',
    });
    const unknownSeller = await call(cataloguer, 'POST', '/backoffice/listings', {
      ...eventInput(),
      sellerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSeller.statusCode).toBe(400);
    expect(unknownSeller.json().details.issues).toEqual([
      { path: 'sellerId', message: 'Vendedor não encontrado.' },
    ]);
  });

  it('needs the second praça for judicial auctions and takes a buyer percentage instead of fee rows', async () => {
    const start = Date.now() + hour;
    const end = start + 24 * hour;
    const missing = await call(cataloguer, 'POST', '/backoffice/listings', {
      ...eventInput({ type: 'JUDICIAL_PHASED_AUCTION', segment: 'Judicial' }),
      startsAt: new Date(start).toISOString(),
      scheduledEndAt: new Date(end).toISOString(),
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['enrolmentDeadlineAt', 'secondPhaseEndsAt', 'secondPhaseStartsAt']);
    const judicial = await createEvent({
      type: 'JUDICIAL_PHASED_AUCTION',
      segment: 'Judicial',
      startsAt: new Date(start).toISOString(),
      scheduledEndAt: new Date(end).toISOString(),
      enrolmentDeadlineAt: null,
      secondPhaseStartsAt: new Date(end + 24 * hour).toISOString(),
      secondPhaseEndsAt: new Date(end + 48 * hour).toISOString(),
      secondPhasePercentage: 60,
      feeRows: [],
      buyerFeeBasisPoints: 500,
    });
    expect(judicial).toMatchObject({ secondPhasePercentage: 60, buyerFeeBasisPoints: 500, feeRows: [] });
  });

  it('publishes only with lots, then opens at its start (not before) and cancels along the legal path', async () => {
    const listing = await createEvent();
    const early = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, {
      to: 'TEASER',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'LISTING_HAS_NO_LOTS',
      message: 'Cadastre pelo menos um lote antes de publicar o evento.',
    });
    await addLot(listing.id, 'Mesa de reunião');
    const published = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, {
      to: 'TEASER',
    });
    expect(published.json().listing).toMatchObject({ status: 'TEASER', nextStatuses: ['OPEN', 'CANCELLED'] });
    const again = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, {
      to: 'TEASER',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ILLEGAL_STATUS_TRANSITION');

    const start = new Date(listing.startsAt);
    expect(await openListingIfDue(db, listing.id, new Date(start.getTime() - 1))).toEqual({
      outcome: 'not-due',
      dueAt: start,
    });
    expect(await openListingIfDue(db, listing.id, start)).toEqual({ outcome: 'opened' });
    expect(await openListingIfDue(db, listing.id, start)).toEqual({ outcome: 'not-teaser' });
    const history = await listStatusHistory(db, listing.id);
    expect(history.map((row) => [row.toStatus, row.changedBy])).toEqual([
      ['DRAFT', cataloguer.user.id],
      ['TEASER', cataloguer.user.id],
      ['OPEN', 'system'],
    ]);
    const actions = (await listAuditTrail(db, 'listing', listing.id)).map((row) => row.action);
    expect(actions).toEqual(['LISTING_CREATED', 'LISTING_PUBLISHED']);
  });

  it('publishes once when two people press publish together', async () => {
    const listing = await createEvent();
    await addLot(listing.id, 'Armário');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, { to: 'TEASER' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const history = await listStatusHistory(db, listing.id);
    expect(history.filter((row) => row.toStatus === 'TEASER')).toHaveLength(1);
  });
});

describe('editing an OPEN auction', () => {
  it('refuses what could hurt a bidder and saves what cannot', async () => {
    const listing = await createEvent(startingNow());
    const withLot = await addLot(listing.id, 'Cadeira giratória');
    const lot = withLot.lots[0];
    await openEvent(listing.id);
    const current = (await call(reader, 'GET', `/backoffice/listings/${listing.id}`)).json().listing;
    const { id, slug, status, editalUploaded, publishedAt, nextStatuses, lots: _lots, ...values } = current;

    const earlier = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}`, {
      ...values,
      scheduledEndAt: new Date(Date.parse(values.scheduledEndAt) - hour).toISOString(),
      finePercentage: 30,
      feeRows: [{ fromValueCents: 0, toValueCents: 100_000_000, feeCents: 1 }],
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json()).toMatchObject({
      code: 'OPEN_LISTING_EDIT_REFUSED',
      details: {
        issues: [
          { path: 'feeRows', message: 'Com o evento aberto não é possível mudar a tabela de taxas.' },
          { path: 'scheduledEndAt', message: 'O encerramento não pode ser antecipado com o evento aberto.' },
          { path: 'finePercentage', message: 'A multa não pode aumentar com o evento aberto.' },
        ],
      },
    });

    const laterEnd = new Date(Date.parse(values.scheduledEndAt) + hour).toISOString();
    const saved = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}`, {
      ...values,
      description: 'Descrição corrigida.',
      scheduledEndAt: laterEnd,
      softCloseExtensionSeconds: 300,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().listing).toMatchObject({
      description: 'Descrição corrigida.',
      scheduledEndAt: laterEnd,
    });
    expect(saved.json().listing.lots[0].scheduledEndAt).toBe(laterEnd);

    const lowerIncrement = await call(cataloguer, 'PUT', `/backoffice/lots/${lot.id}`, {
      ...lotInput('Cadeira giratória'),
      incrementCents: 1_000,
    });
    expect(lowerIncrement.statusCode).toBe(409);
    expect(lowerIncrement.json().message).toBe('O incremento não pode diminuir com o evento aberto.');
    const higherReserve = await call(cataloguer, 'PUT', `/backoffice/lots/${lot.id}`, {
      ...lotInput('Cadeira giratória'),
      reserveCents: 90_000,
    });
    expect(higherReserve.json().message).toBe('Com o evento aberto a reserva só pode baixar ou sair.');
    const renamed = await call(cataloguer, 'PUT', `/backoffice/lots/${lot.id}`, {
      ...lotInput('Cadeira giratória preta'),
      incrementCents: 10_000,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().listing.lots[0]).toMatchObject({
      title: 'Cadeira giratória preta',
      incrementCents: 10_000,
    });
    const reorder = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}/lots/order`, {
      lotIds: [lot.id],
    });
    expect(reorder.json().code).toBe('LOTS_NOT_REORDERABLE');
  });
});

describe('lots', () => {
  it('numbers new lots, reorders them with their staggered ends, and checks fields by Event type', async () => {
    const listing = await createEvent();
    await addLot(listing.id, 'Mesa');
    await addLot(listing.id, 'Cadeira');
    const three = await addLot(listing.id, 'Estante');
    expect(three.lots.map((lot: { number: number; title: string }) => [lot.number, lot.title])).toEqual([
      [1, 'Mesa'],
      [2, 'Cadeira'],
      [3, 'Estante'],
    ]);
    const [mesa, cadeira, estante] = three.lots;
    const reordered = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}/lots/order`, {
      lotIds: [estante.id, mesa.id, cadeira.id],
    });
    expect(reordered.statusCode).toBe(200);
    const end = Date.parse(listing.scheduledEndAt);
    expect(
      reordered
        .json()
        .listing.lots.map((lot: { number: number; title: string; scheduledEndAt: string }) => [
          lot.number,
          lot.title,
          Date.parse(lot.scheduledEndAt) - end,
        ]),
    ).toEqual([
      [1, 'Estante', 0],
      [2, 'Mesa', 60_000],
      [3, 'Cadeira', 120_000],
    ]);
    const partial = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}/lots/order`, {
      lotIds: [mesa.id, cadeira.id],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('LOT_ORDER_MISMATCH');

    const noStart = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/lots`, {
      ...lotInput('Sem lance'),
      startingBidCents: null,
    });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().details.issues).toEqual([
      { path: 'startingBidCents', message: 'Leilões precisam do lance inicial.' },
    ]);
    const badCategory = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/lots`, {
      ...lotInput('Categoria'),
      macroCategory: 'BRINQUEDOS',
    });
    expect(badCategory.json().details.issues[0]).toEqual({
      path: 'macroCategory',
      message: 'Escolha a categoria.',
    });
    const trail = await listAuditTrail(db, 'listing', listing.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'LOTS_REORDERED',
      after: { lotIds: [estante.id, mesa.id, cadeira.id] },
    });
  });

  it('gives each of many lots created at once its own number', async () => {
    const listing = await createEvent();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(
          cataloguer,
          'POST',
          `/backoffice/listings/${listing.id}/lots`,
          lotInput(`Lote paralelo ${index}`),
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const rows = await db.select().from(lots).where(eq(lots.listingId, listing.id));
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stores photos as renditions, reorders and removes them; refuses non-images', async () => {
    const listing = await createEvent();
    const lot = (await addLot(listing.id, 'Notebook', { macroCategory: 'INFORMATICA' })).lots[0];
    const upload = async (name: string, content: Buffer, contentType: string) => {
      const body = multipartFile(name, content, { contentType });
      return app.inject({
        method: 'POST',
        url: `/backoffice/lots/${lot.id}/photos`,
        headers: { ...cataloguer.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload('frente.jpg', jpegBytes(), 'image/jpeg');
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload('lado.jpg', jpegBytes(4096), 'image/jpeg');
    expect(second.statusCode, second.body).toBe(200);
    const photos = second.json().listing.lots[0].photos;
    expect(photos).toHaveLength(2);
    expect(photos[0].thumbnailUrl).toMatch(/\/media\/photos\/[0-9a-f]+\/256\.webp$/);
    const key = new URL(photos[0].thumbnailUrl).pathname.replace(/^\/media\//, '');
    expect(existsSync(path.join(dataDir, 'media', key))).toBe(true);
    const pdf = await upload('foto.pdf', pdfBytes(), 'application/pdf');
    expect(pdf.statusCode).toBe(415);

    const reordered = await call(cataloguer, 'PUT', `/backoffice/lots/${lot.id}/photos/order`, {
      photoIds: [photos[1].id, photos[0].id],
    });
    expect(reordered.json().listing.lots[0].photos.map((photo: { id: string }) => photo.id)).toEqual([
      photos[1].id,
      photos[0].id,
    ]);
    const removed = await call(cataloguer, 'DELETE', `/backoffice/lots/${lot.id}/photos/${photos[1].id}`);
    expect(removed.json().listing.lots[0].photos.map((photo: { id: string }) => photo.id)).toEqual([
      photos[0].id,
    ]);
    const actions = (await listAuditTrail(db, 'lot', lot.id)).map((row) => row.action);
    expect(actions).toEqual([
      'LOT_CREATED',
      'LOT_PHOTO_ADDED',
      'LOT_PHOTO_ADDED',
      'LOT_PHOTOS_REORDERED',
      'LOT_PHOTO_REMOVED',
    ]);
  });

  it('takes the Edital as a PDF before the Event opens', async () => {
    const listing = await createEvent();
    const body = multipartFile('edital.pdf', pdfBytes(), { contentType: 'application/pdf' });
    const sent = await app.inject({
      method: 'POST',
      url: `/backoffice/listings/${listing.id}/edital`,
      headers: { ...cataloguer.headers, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().listing.editalUploaded).toBe(true);
    const image = multipartFile('edital.jpg', jpegBytes(), { contentType: 'image/jpeg' });
    const refused = await app.inject({
      method: 'POST',
      url: `/backoffice/listings/${listing.id}/edital`,
      headers: { ...cataloguer.headers, ...image.headers },
      payload: image.payload,
    });
    expect(refused.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'O edital deve ser um arquivo PDF.',
    });
  });
});

describe('cancelling', () => {
  it('voids the open bids, stops the lots and tells every bidder in the app and by e-mail', async () => {
    const listing = await createEvent(startingNow());
    const lot = (await addLot(listing.id, 'Impressora', { macroCategory: 'INFORMATICA' })).lots[0];
    await openEvent(listing.id);
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const placed = await bid(app, bidder, lot.id, { amountCents: 50_000, lastSeenBidId: null });
    expect(placed.statusCode, placed.body).toBe(201);

    const noReason = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, {
      to: 'CANCELLED',
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await call(cataloguer, 'POST', `/backoffice/listings/${listing.id}/status`, {
      to: 'CANCELLED',
      reason: 'Bens retirados pelo vendedor',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().listing).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(cancelled.json().listing.lots[0].status).toBe('CANCELLED');

    const after = await bid(app, bidder, lot.id, {
      amountCents: 60_000,
      lastSeenBidId: placed.json().bid.id,
    });
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
    const notices = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, bidder.userId));
    expect(notices.find((notice) => notice.type === 'LISTING_CANCELLED')).toMatchObject({
      title: `Evento cancelado: ${listing.title}`,
    });
    const mail = (await readOutbox(app, bidder.email)).find(
      (row) => row.notificationType === 'LISTING_CANCELLED',
    );
    expect(mail?.bodyText).toContain('Motivo: Bens retirados pelo vendedor');
    const [audit] = (await listAuditTrail(db, 'listing', listing.id)).filter(
      (row) => row.action === 'LISTING_CANCELLED',
    );
    expect(audit).toMatchObject({
      actorUserId: cataloguer.user.id,
      before: { status: 'OPEN' },
      after: { cancelledLots: 1, notifiedBidders: 1 },
    });
    const edit = await call(cataloguer, 'PUT', `/backoffice/listings/${listing.id}`, eventInput());
    expect(edit.json().code).toBe('LISTING_NOT_EDITABLE');
  });
});

describe('asset categories', () => {
  it('keeps the 12 macro categories and lets staff rename them and change slugs, uniquely', async () => {
    const list = (await call(reader, 'GET', '/backoffice/asset-categories')).json().categories;
    expect(list).toHaveLength(12);
    const renamed = await call(cataloguer, 'PUT', '/backoffice/asset-categories/MOVEIS_ESCRITORIO', {
      name: 'Móveis corporativos',
      slug: 'moveis-corporativos',
    });
    expect(renamed.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(assetCategories)
      .where(eq(assetCategories.code, 'MOVEIS_ESCRITORIO'));
    expect(row).toMatchObject({ name: 'Móveis corporativos', slug: 'moveis-corporativos' });
    const taken = await call(cataloguer, 'PUT', '/backoffice/asset-categories/INFORMATICA', {
      name: 'Informática',
      slug: 'moveis-corporativos',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ASSET_CATEGORY_SLUG_TAKEN');
    const badSlug = await call(cataloguer, 'PUT', '/backoffice/asset-categories/INFORMATICA', {
      name: 'Informática',
      slug: 'Informática!',
    });
    expect(badSlug.json().message).toBe('Use só letras minúsculas, números e hífens no slug.');
    expect(
      (await call(cataloguer, 'PUT', '/backoffice/asset-categories/BRINQUEDOS', { name: 'x', slug: 'x' }))
        .statusCode,
    ).toBe(400);
    const [audit] = await listAuditTrail(db, 'asset_category', row!.id);
    expect(audit).toMatchObject({ action: 'ASSET_CATEGORY_UPDATED', after: { slug: 'moveis-corporativos' } });
  });
});

describe('preview of an Event before publishing', () => {
  it('shows a DRAFT Event and its lots to a CATALOGGER as the public page would, never to the public', async () => {
    const draft = await createEvent({ title: 'Prévia de escritório em Curitiba' });
    await addLot(draft.id, 'Mesa de reunião para prévia');
    const preview = await call(reader, 'GET', `/backoffice/listings/${draft.id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.json()).toMatchObject({
      listing: {
        id: draft.id,
        slug: draft.slug,
        status: 'DRAFT',
        title: 'Prévia de escritório em Curitiba',
        // Shown as it will be once published: coming soon, nothing to bid on yet.
        displayStatus: 'em-breve',
        biddable: false,
      },
      lots: [
        expect.objectContaining({ title: 'Mesa de reunião para prévia', macroCategory: 'MOVEIS_ESCRITORIO' }),
      ],
      total: 1,
    });
    // The same shape the public page reads, and the public still cannot read the draft.
    expect((await call(null, 'GET', `/web/listings/${draft.slug}`)).json().code).toBe('LISTING_NOT_FOUND');
    expect((await call(null, 'GET', `/backoffice/listings/${draft.id}/preview`)).statusCode).toBe(401);
    expect((await call(support, 'GET', `/backoffice/listings/${draft.id}/preview`)).statusCode).toBe(403);
    const missing = await call(reader, 'GET', `/backoffice/listings/${crypto.randomUUID()}/preview`);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'LISTING_NOT_FOUND' });
  });
});

// Callers and an Event with a lot for the matrix below.
const level1 = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 1);
const level0 = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 0);
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 2);
const buyer = await signedInUser(app, db);
const target = await createEvent();
const lotId = (await addLot(target.id, 'Lote da matriz')).lots[0].id;
const concrete = (route: string) =>
  route
    .split(' ')[1]!
    .replace(':id/photos/:photoId', `${lotId}/photos/00000000-0000-4000-8000-000000000000`)
    .replace(/^\/backoffice\/lots\/:id/, `/backoffice/lots/${lotId}`)
    .replace(':listingId', target.id)
    .replace(':code', 'OUTROS')
    .replace(':jobId', '00000000-0000-4000-8000-000000000000');

describe('authorisation matrix of the catalogue routes', () => {
  it('has every catalogue route of the app in its permission table, and no other', () => {
    const catalogue = registeredRoutes(app).filter(
      (route) =>
        /^\S+ \/backoffice\/(listings|lots|lot-imports|asset-categories|catalogue)(\/|$)/.test(route) &&
        !['/payment-intents', '/settle', '/bid-log'].some((other) => route.endsWith(other)),
    );
    expect(catalogue.sort()).toEqual(Object.keys(catalogueRoutePermissions).sort());
  });

  it.each(Object.entries(catalogueRoutePermissions))('%s', async (route, permission) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const url = concrete(route);
    const ask = async (who: Who | null) =>
      (
        await app.inject({
          method,
          url,
          headers: who?.headers ?? {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        })
      ).statusCode;
    expect(await ask(null)).toBe(401);
    expect(await ask(buyer)).toBe(403);
    expect(await ask(finance)).toBe(403);
    if (permission.level >= 1) expect(await ask(level0)).toBe(403);
    else expect(await ask(level0)).toBeLessThan(400);
    // The role at the level gets past the check: a real answer or a refusal about the input, never 401/403.
    expect([401, 403]).not.toContain(await ask(level1));
  });
});
