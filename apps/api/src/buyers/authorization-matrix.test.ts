import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { registeredRoutes } from '../../test/registered-routes.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { catalogueRoutePermissions } from '../catalog-admin/route-permissions.js';
import { createPaymentIntent } from '../checkout/create-payment-intents.js';
import { findListingPaymentSettings } from '../checkout/payments-repository.js';
import type { Database } from '../db/client.js';
import {
  buyerRefundPayouts,
  buyerRefundPhotos,
  buyerRefunds,
  lotClosings,
  lots,
  paymentIntents,
  pixNotices,
} from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';
import { marketingRoutePermissions } from '../marketing/route-permissions.js';
import {
  addressData,
  applicantAt,
  jpegBytes,
  makeDataDir,
  multipartFile,
  pdfBytes,
  signedInStaff,
} from './buyer-test-factories.js';

/**
 * Every route under /web/buyers, /web/buyer-applications and /backoffice, asked by each kind of caller.
 * A route added under those prefixes without a row here fails the first test.
 */

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  BIDS_RATE_LIMIT_MAX: '10000',
  PAYMENTS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});

const bidLogLot = await makeLot(db);
const seller = await makeSeller(db);

/** A conditional sale (winning bid below the reserve) waiting for the seller's answer. */
async function pendingClosingId(): Promise<string> {
  const listing = await makeListing(db, { sellerId: seller.id });
  const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, reserveCents: 90_000 });
  const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
  await bid(app, bidder, lot.id, { amountCents: 10_000, lastSeenBidId: null });
  await db
    .update(lots)
    .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
    .where(eq(lots.id, lot.id));
  await closeLot(closeLotDeps(app), lot.id);
  const [closing] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, lot.id));
  return closing!.id;
}

const personas = [
  'anonymous',
  'owner',
  'otherBuyer',
  'staffWithoutRole',
  'customerSupport',
  'cataloguer',
] as const;
type Persona = (typeof personas)[number];

interface Fixture {
  buyerId: string;
  applicationId: string;
  documentId: string;
  /** A fresh conditional sale of `seller`, for the rows that answer one. */
  closingId: string;
  /** A payment intent of the owner, and its Event (OFF creation mode), for the payment rows. */
  intentId: string;
  listingId: string;
  /** A DRAFT refund of the owner's paid intent (rows under /refunds). */
  refundId: string;
  lotId: string;
}

interface MatrixRow {
  /** Fresh owner state for the row: the application's status. */
  setup: 'ADDRESS_SENT' | 'UNDER_REVIEW';
  path: (fixture: Fixture) => string;
  request?: (fixture: Fixture) => { payload?: string | Buffer | object; headers?: Record<string, string> };
  prepare?: (fixture: Fixture) => Promise<void>;
  expected: Record<Persona, number>;
}

// Routes that act on the caller's own application (no id in the path) answer every signed-in user about
// themselves; everything with an id answers only its owner (web) or CUSTOMER_SUPPORT (back office).
const ownerOnly = {
  anonymous: 401,
  owner: 200,
  otherBuyer: 403,
  staffWithoutRole: 403,
  customerSupport: 403,
  cataloguer: 403,
};
const staffOnly = {
  anonymous: 401,
  owner: 403,
  otherBuyer: 403,
  staffWithoutRole: 403,
  customerSupport: 200,
  cataloguer: 403,
};
// Catalogue staff at admin level act for sellers (conditional sales, sellers' users).
const cataloguerOnly = { ...staffOnly, customerSupport: 403, cataloguer: 200 };
// Payment intents in the back office: CIRCULA_FINANCE only (the "staff without role" holds it).
const financeOnly = { ...staffOnly, customerSupport: 403, staffWithoutRole: 200 };

/** The end-to-end id of the owner's second PIX for the fixture's intent. */
const pixOfNothing = (f: Fixture) => `E${f.intentId.replace(/-/g, '').toUpperCase()}`;

/** The owner's intent paid, then a second PIX for it that paid nothing: FINANCE has one to return. */
async function ownerPaysTwice(f: Fixture) {
  await db
    .update(paymentIntents)
    .set({ status: 'PAID', paidAt: new Date() })
    .where(eq(paymentIntents.id, f.intentId));
  const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, f.intentId));
  await db.insert(pixNotices).values({
    endToEndId: pixOfNothing(f),
    txid: intent!.pixTxid,
    intentId: f.intentId,
    amountCents: Number(intent!.totalCents),
    toReturnCents: Number(intent!.totalCents),
    paidAt: new Date(),
    outcome: 'UNMATCHED',
  });
}

/** The owner sends a deposit receipt, so FINANCE has one to open, approve or refuse. */
async function ownerSendsReceipt(f: Fixture) {
  const body = multipartFile('comprovante.jpg', jpegBytes());
  const response = await app.inject({
    method: 'POST',
    url: `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}/receipt`,
    headers: { ...callers.owner, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`receipt: ${response.body}`);
}

const matrix: Record<string, MatrixRow> = {
  'GET /web/buyers/:id': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}`,
    expected: ownerOnly,
  },
  'PATCH /web/buyers/:id': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}`,
    request: () => ({ payload: { username: `novo_${Math.random().toString(36).slice(2, 10)}` } }),
    expected: ownerOnly,
  },
  'GET /web/buyers/:id/payment-intents': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents`,
    expected: ownerOnly,
  },
  'GET /web/buyers/:id/payment-intents/:intentId': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}`,
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/payment-intents/:intentId/method': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}/method`,
    request: () => ({ payload: { method: 'PIX' } }),
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/payment-intents/:intentId/receipt': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}/receipt`,
    request: () => {
      const body = multipartFile('comprovante.pdf', pdfBytes());
      return { payload: body.payload, headers: body.headers };
    },
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/payment-intents/:intentId/cancel': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}/cancel`,
    // The fixture's intent is an auction result, which no buyer cancels: the owner passes authorisation and
    // meets that rule (409); everyone else stops before it.
    expected: { ...ownerOnly, owner: 409 },
  },
  'POST /web/buyers/:id/payment-intents/:intentId/simulate-pix-payment': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/payment-intents/${f.intentId}/simulate-pix-payment`,
    expected: ownerOnly,
  },
  'GET /backoffice/payment-intents': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/payment-intents?status=PENDING_PAYMENT',
    expected: financeOnly,
  },
  'GET /backoffice/payment-intents/pending-listings': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/payment-intents/pending-listings',
    expected: financeOnly,
  },
  'GET /backoffice/payment-intents/:intentId': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}`,
    expected: financeOnly,
  },
  'GET /backoffice/payment-intents/:intentId/receipt-link': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}/receipt-link`,
    prepare: ownerSendsReceipt,
    expected: financeOnly,
  },
  'POST /backoffice/payment-intents/:intentId/approve-receipt': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}/approve-receipt`,
    prepare: ownerSendsReceipt,
    expected: financeOnly,
  },
  'POST /backoffice/payment-intents/:intentId/refuse-receipt': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}/refuse-receipt`,
    request: () => ({ payload: { reason: 'Comprovante ilegível' } }),
    prepare: ownerSendsReceipt,
    expected: financeOnly,
  },
  'POST /backoffice/payment-intents/:intentId/confirm-pix': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}/confirm-pix`,
    request: () => ({ payload: { reason: 'PIX no extrato do banco' } }),
    expected: financeOnly,
  },
  'POST /backoffice/payment-intents/:intentId/cancel': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/payment-intents/${f.intentId}/cancel`,
    request: () => ({ payload: { reason: 'Lote retirado do evento' } }),
    expected: financeOnly,
  },
  'GET /backoffice/pix-returns': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/pix-returns',
    expected: financeOnly,
  },
  'POST /backoffice/pix-returns/:endToEndId/return': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/pix-returns/${pixOfNothing(f)}/return`,
    prepare: ownerPaysTwice,
    request: () => ({ payload: { reason: 'Pago duas vezes' } }),
    expected: financeOnly,
  },
  'POST /backoffice/listings/:listingId/payment-intents': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/listings/${f.listingId}/payment-intents`,
    expected: financeOnly,
  },
  'GET /web/buyers/:id/listing-bids': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/listing-bids?sort=DESC`,
    expected: ownerOnly,
  },
  'GET /web/buyer-applications/active': {
    setup: 'ADDRESS_SENT',
    path: () => '/web/buyer-applications/active',
    expected: {
      anonymous: 401,
      owner: 200,
      otherBuyer: 200,
      staffWithoutRole: 200,
      customerSupport: 200,
      cataloguer: 200,
    },
  },
  'PATCH /web/buyer-applications': {
    setup: 'ADDRESS_SENT',
    path: () => '/web/buyer-applications',
    request: () => ({ payload: { address: addressData({ number: '42' }) } }),
    // Staff users have no application of their own, so the address comes before the data: 409.
    expected: {
      anonymous: 401,
      owner: 200,
      otherBuyer: 200,
      staffWithoutRole: 409,
      customerSupport: 409,
      cataloguer: 409,
    },
  },
  'PUT /web/buyer-applications/:id/documents/:documentType': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyer-applications/${f.applicationId}/documents/NATURAL_PERSON_PHOTO_ID_FRONT`,
    request: () => {
      const body = multipartFile('frente.jpg', jpegBytes());
      return { payload: body.payload, headers: body.headers };
    },
    expected: ownerOnly,
  },
  'GET /web/buyer-applications/:id/documents': {
    setup: 'UNDER_REVIEW',
    path: (f) => `/web/buyer-applications/${f.applicationId}/documents`,
    expected: ownerOnly,
  },
  'GET /backoffice/buyer-applications': {
    setup: 'UNDER_REVIEW',
    path: () => '/backoffice/buyer-applications',
    expected: staffOnly,
  },
  'GET /backoffice/buyer-applications/:id': {
    setup: 'UNDER_REVIEW',
    path: (f) => `/backoffice/buyer-applications/${f.applicationId}`,
    expected: staffOnly,
  },
  'POST /backoffice/buyer-applications/:id/documents/:documentId/decision': {
    setup: 'UNDER_REVIEW',
    path: (f) => `/backoffice/buyer-applications/${f.applicationId}/documents/${f.documentId}/decision`,
    request: () => ({ payload: { status: 'APPROVED' } }),
    expected: staffOnly,
  },
  'POST /backoffice/buyer-applications/:id/decision': {
    setup: 'UNDER_REVIEW',
    path: (f) => `/backoffice/buyer-applications/${f.applicationId}/decision`,
    request: () => ({ payload: { status: 'REJECTED', reason: 'Documento ilegível' } }),
    expected: staffOnly,
  },
  'GET /backoffice/me': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/me',
    // Any staff member learns their own roles; a buyer is told nothing.
    expected: { ...staffOnly, staffWithoutRole: 200, cataloguer: 200 },
  },
  'GET /backoffice/buyers': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/buyers?q=Maria',
    expected: staffOnly,
  },
  'GET /backoffice/buyers/:id/picture': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/buyers/${f.buyerId}/picture`,
    expected: staffOnly,
  },
  'GET /backoffice/buyers/:id': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/buyers/${f.buyerId}`,
    expected: staffOnly,
  },
  'POST /backoffice/buyers/:id/block': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/buyers/${f.buyerId}/block`,
    request: () => ({ payload: { reason: 'OTHER', note: 'Teste' } }),
    expected: staffOnly,
  },
  'GET /backoffice/lots/:id/bid-log': {
    setup: 'ADDRESS_SENT',
    path: () => `/backoffice/lots/${bidLogLot.id}/bid-log?format=json`,
    // Any back-office reader (the base role) may read a bid log, as may customer support.
    expected: { ...staffOnly, staffWithoutRole: 200, cataloguer: 200 },
  },
  'POST /backoffice/lot-closings/:id/approve': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/lot-closings/${f.closingId}/approve`,
    request: () => ({ payload: {} }),
    expected: cataloguerOnly,
  },
  'POST /backoffice/lot-closings/:id/reject': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/lot-closings/${f.closingId}/reject`,
    request: () => ({ payload: { reason: 'Abaixo do esperado' } }),
    expected: cataloguerOnly,
  },
  'POST /backoffice/sellers/:id/users': {
    setup: 'ADDRESS_SENT',
    path: () => `/backoffice/sellers/${seller.id}/users`,
    request: () => ({ payload: { email: staffWithoutRole.user.email, role: 'VIEWER' } }),
    expected: cataloguerOnly,
  },
  'POST /backoffice/buyers/:id/unblock': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/buyers/${f.buyerId}/unblock`,
    request: () => ({ payload: {} }),
    prepare: async (f) => {
      const response = await app.inject({
        method: 'POST',
        url: `/backoffice/buyers/${f.buyerId}/block`,
        headers: callers.customerSupport,
        payload: { reason: 'UNPAID_FEES' },
      });
      if (response.statusCode !== 200) throw new Error(`block: ${response.body}`);
    },
    expected: staffOnly,
  },
  'GET /web/buyers/:id/refunds': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds`,
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/refunds': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds`,
    prepare: async (f) => {
      await db.delete(buyerRefunds).where(eq(buyerRefunds.id, f.refundId));
    },
    request: (f) => ({
      payload: {
        paymentIntentId: f.intentId,
        lotId: f.lotId,
        reason: 'DAMAGED',
        description: 'Chegou com defeito na tela.',
        compensation: 'CREDITS_TOTAL_PURCHASE',
      },
    }),
    expected: { ...ownerOnly, owner: 201 },
  },
  'GET /web/buyers/:id/refunds/:refundId': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds/${f.refundId}`,
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/refunds/:refundId/photos': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds/${f.refundId}/photos`,
    request: () => {
      const body = multipartFile('foto.jpg', jpegBytes());
      return { payload: body.payload, headers: body.headers };
    },
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/refunds/:refundId/submit': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds/${f.refundId}/submit`,
    request: () => ({ payload: { agreementVersion: 'reembolso-creditos-2026-11', agreementAccepted: true } }),
    expected: ownerOnly,
  },
  'POST /web/buyers/:id/refunds/:refundId/cancel': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/web/buyers/${f.buyerId}/refunds/${f.refundId}/cancel`,
    expected: ownerOnly,
  },
  // Refunds in the back office: CUSTOMER_SUPPORT and FINANCE read; support decides; FINANCE pays PIX.
  'GET /backoffice/refunds': {
    setup: 'ADDRESS_SENT',
    path: () => '/backoffice/refunds',
    expected: { ...staffOnly, staffWithoutRole: 200 },
  },
  'GET /backoffice/refunds/:refundId': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/refunds/${f.refundId}`,
    expected: { ...staffOnly, staffWithoutRole: 200 },
  },
  // The photo's signed link: the same readers as the refund (each opening audited).
  'GET /backoffice/refunds/:refundId/photos/:photoId/link': {
    setup: 'ADDRESS_SENT',
    // The photo takes the refund's id as its own, so the path needs nothing more from the fixture.
    path: (f) => `/backoffice/refunds/${f.refundId}/photos/${f.refundId}/link`,
    prepare: async (f) => {
      await db.insert(buyerRefundPhotos).values({
        id: f.refundId,
        refundId: f.refundId,
        storageKey: `refunds/${f.refundId}.jpg`,
        contentType: 'image/jpeg',
        sizeBytes: 1_024,
      });
    },
    expected: { ...staffOnly, staffWithoutRole: 200 },
  },
  'POST /backoffice/refunds/:refundId/approve': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/refunds/${f.refundId}/approve`,
    prepare: async (f) => {
      await db.update(buyerRefunds).set({ status: 'IN_ANALYSIS' }).where(eq(buyerRefunds.id, f.refundId));
    },
    expected: staffOnly,
  },
  'POST /backoffice/refunds/:refundId/reject': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/refunds/${f.refundId}/reject`,
    prepare: async (f) => {
      await db.update(buyerRefunds).set({ status: 'IN_ANALYSIS' }).where(eq(buyerRefunds.id, f.refundId));
    },
    request: () => ({ payload: { reason: 'Fotos não mostram o defeito' } }),
    expected: staffOnly,
  },
  'POST /backoffice/refunds/:refundId/payout-paid': {
    setup: 'ADDRESS_SENT',
    path: (f) => `/backoffice/refunds/${f.refundId}/payout-paid`,
    prepare: async (f) => {
      const destination = {
        kind: 'PIX_KEY' as const,
        keyType: 'EMAIL' as const,
        key: 'a@b.com',
        holderTaxId: '52998224725',
      };
      await db
        .update(buyerRefunds)
        .set({ status: 'APPROVED', compensation: 'PIX', payoutDestination: destination })
        .where(eq(buyerRefunds.id, f.refundId));
      await db
        .insert(buyerRefundPayouts)
        .values({ refundId: f.refundId, amountCents: 100, destination, status: 'PENDING' });
    },
    expected: financeOnly,
  },
};

const guardedPrefixes = ['/web/buyers', '/web/buyer-applications', '/backoffice'];

const callers = {} as Record<Persona, Record<string, string>>;
callers.anonymous = {};
callers.otherBuyer = (await applicantAt(app, db, 'ADDRESS_SENT')).headers;
const staffWithoutRole = await signedInStaff(app, db, 'CIRCULA_FINANCE', 2);
await upsertUserRole(db, { userId: staffWithoutRole.user.id, role: 'CIRCULA_BACKOFFICE', level: 2 });
callers.staffWithoutRole = staffWithoutRole.headers;
callers.customerSupport = (await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1)).headers;
const cataloguer = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 2);
await upsertUserRole(db, { userId: cataloguer.user.id, role: 'CIRCULA_BACKOFFICE', level: 0 });
callers.cataloguer = cataloguer.headers;

/** A payment intent of the buyer, in an OFF-mode Event, made by the creation service. */
async function paymentIntentOf(buyerId: string) {
  const listing = await makeListing(db, { paymentIntentCreationMode: 'OFF', buyerFeeBasisPoints: 1_000 });
  const lot = await makeLot(db, { listingId: listing.id });
  const settings = (await findListingPaymentSettings(db, listing.id))!;
  const intent = await db.transaction((tx) =>
    createPaymentIntent(tx as unknown as Database, {
      listing: settings,
      buyerId,
      type: 'AUCTION_END',
      part: 'ALL',
      items: [{ lotId: lot.id, lotClosingId: null, unitPriceCents: 50_000, quantity: 1 }],
      allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
      now: new Date(),
      webOrigin: app.deps.config.WEB_ORIGIN,
    }),
  );
  return { intentId: intent.id, listingId: listing.id, lotId: lot.id };
}

/** The intent made PAID and a DRAFT refund of its lot, for the refund rows. */
async function draftRefundOf(buyerId: string, payment: { intentId: string; lotId: string }) {
  await db
    .update(paymentIntents)
    .set({ status: 'PAID', paidAt: new Date() })
    .where(eq(paymentIntents.id, payment.intentId));
  const id = crypto.randomUUID();
  await db.insert(buyerRefunds).values({
    id,
    reference: `REE-${id.slice(0, 8).toUpperCase()}`,
    buyerId,
    paymentIntentId: payment.intentId,
    lotId: payment.lotId,
    status: 'DRAFT',
    reason: 'DAMAGED',
    description: 'Chegou com defeito na tela.',
    compensation: 'CREDITS_TOTAL_PURCHASE',
    amountCents: 1_000,
  });
  return id;
}

async function freshOwner(setup: MatrixRow['setup'], route: string) {
  const owner = await applicantAt(app, db, setup);
  const payment =
    route.includes('payment-intents') || route.includes('refunds') || route.includes('pix-returns')
      ? await paymentIntentOf(owner.buyerId)
      : { intentId: '', listingId: '', lotId: '' };
  const refundId = route.includes('refunds') ? await draftRefundOf(owner.buyerId, payment) : '';
  const documents = await app.inject({
    method: 'GET',
    url: `/web/buyer-applications/${owner.application.id}/documents`,
    headers: owner.headers,
  });
  const documentId = documents.json().buyerApplicationDocuments.naturalPersonPhotoIdFrontDocument?.id ?? '';
  return {
    headers: owner.headers,
    fixture: {
      buyerId: owner.buyerId,
      applicationId: owner.application.id as string,
      documentId,
      closingId: route.includes('lot-closings') ? await pendingClosingId() : '',
      ...payment,
      refundId,
    },
  };
}

describe('authorisation matrix', () => {
  it('covers every route under the guarded prefixes', () => {
    const guarded = registeredRoutes(app)
      .filter((route) => guardedPrefixes.some((prefix) => route.split(' ')[1]!.startsWith(prefix)))
      // The offers have their own matrix of buyer, other buyer, seller ADMIN, VIEWER, other seller and staff
      // (negotiations/offers.test.ts).
      .filter((route) => !route.includes('/offers'))
      // Credits, credit grants, referral bonuses, fulfilment and the e-mail preview have their own
      // authorisation tests (credits/credits-api.test.ts, referrals/referrals.test.ts,
      // fulfilment/fulfilment.test.ts, notifications/email-template-routes.test.ts); staff management, the
      // TECH tools, login links and revenues are in the every-role × level matrix
      // (backoffice/route-permissions.test.ts; also backoffice/user-login-links.test.ts, revenues/revenues.test.ts).
      .filter(
        (route) =>
          ![
            '/email-templates',
            '/credits',
            '/credit-grants',
            '/referrals',
            '/bookings',
            '/fulfilment',
            '/lot-fulfilments',
            '/settle',
            '/backoffice/staff',
            '/backoffice/outbox',
            '/backoffice/jobs',
            '/backoffice/audit-log',
            '/login-links',
            '/backoffice/revenues',
            '/backoffice/auctioneers',
            // Newsletter campaigns: the every-role × level matrix and newsletter/campaigns/campaigns.test.ts.
            '/backoffice/newsletter-campaigns',
          ].some((part) => route.includes(part)),
      )
      // The catalogue's routes have their own matrix over its permission table
      // (catalog-admin/catalogue-admin.test.ts).
      .filter((route) => !(route in catalogueRoutePermissions))
      // Banners and Ofertas Especiais (MARKETING) are in the every-role × level matrix
      // (backoffice/route-permissions.test.ts) and marketing/banners.test.ts.
      .filter((route) => !(route in marketingRoutePermissions))
      .sort();
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    expect(guarded).toEqual(Object.keys(matrix).sort());
  });

  it.each(Object.entries(matrix))('%s', async (route, row) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PATCH' | 'PUT';
    const owner = await freshOwner(row.setup, route);
    callers.owner = owner.headers;
    await row.prepare?.(owner.fixture);
    const answers: Record<string, number> = {};
    // The one caller expected to succeed goes last, so refusals are checked against an untouched state.
    const order = [...personas].sort(
      (a, b) => Number(row.expected[a] === 200) - Number(row.expected[b] === 200),
    );
    for (const persona of order) {
      const extra = row.request?.(owner.fixture) ?? {};
      const response = await app.inject({
        method,
        url: row.path(owner.fixture),
        headers: { ...callers[persona], ...extra.headers },
        ...(extra.payload === undefined ? {} : { payload: extra.payload }),
      });
      answers[persona] = response.statusCode;
      if (response.statusCode >= 400) {
        expect(response.json(), `${persona}: ${response.body}`).toMatchObject({
          statusCode: response.statusCode,
        });
      }
      if (persona !== 'owner' && persona !== 'customerSupport' && persona !== 'cataloguer') {
        expect(response.body).not.toContain(owner.fixture.applicationId);
      }
    }
    expect(answers).toEqual(row.expected);
  });
});
