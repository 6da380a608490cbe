import { randomUUID } from 'node:crypto';
import { formatBRL, refundAgreementTemplates, refundViewSchema } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  executableBytes,
  jpegBytes,
  makeCpf,
  makeDataDir,
  multipartFile,
  pdfBytes,
  signedInStaff,
} from '../buyers/buyer-test-factories.js';
import { auctionWon, intentsOfBuyer, intentUrl } from '../checkout/checkout-test-factories.js';
import { creditBalance, grantBuyerCredit, reverseBuyerCredit } from '../credits/ledger.js';
import type { Database } from '../db/client.js';
import {
  buyerApplications,
  buyerCredits,
  buyerRefundPayouts,
  buyerRefunds,
  lotClosingHistory,
  lotClosings,
  paymentIntentLines,
  userNotifications,
} from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
const support2 = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
const supportReader = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 0);
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
const marketing = await signedInStaff(app, db, 'CIRCULA_MARKETING', 2);

type Who = { headers: Record<string, string> };
const post = (url: string, who: Who, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const get = (url: string, who: Who) => app.inject({ method: 'GET', url, headers: who.headers });
const refundsUrl = (buyer: Bidder, suffix = '') => `/web/buyers/${buyer.buyerId}/refunds${suffix}`;
const staffUrl = (refundId: string, action = '') => `/backoffice/refunds/${refundId}${action}`;

/** A buyer with a CPF on file who won a lot and paid it by (simulated) PIX. */
async function paidLot(winner?: Bidder) {
  const buyer = winner ?? (await makeBidder(app, db));
  const cpf = makeCpf();
  await db
    .insert(buyerApplications)
    .values({
      userId: buyer.userId,
      buyerId: buyer.buyerId,
      status: 'APPROVED',
      type: 'NATURAL_PERSON',
      taxId: cpf,
    })
    .onConflictDoNothing();
  const { lots } = await auctionWon(app, db, { winners: [buyer] });
  const lot = lots[0]!.lot;
  const intent = (await intentsOfBuyer(db, buyer.buyerId)).sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
  const paid = await post(intentUrl(buyer, intent.id, '/simulate-pix-payment'), buyer);
  expect(paid.statusCode).toBe(200);
  const [application] = await db
    .select()
    .from(buyerApplications)
    .where(eq(buyerApplications.buyerId, buyer.buyerId));
  return { buyer, lot, intent, cpf: application!.taxId };
}

const body = (intentId: string, lotId: string, extra: object = {}) => ({
  paymentIntentId: intentId,
  lotId,
  reason: 'DAMAGED',
  description: 'A tela chegou quebrada e o aparelho não liga.',
  compensation: 'CREDITS_TOTAL_PURCHASE',
  ...extra,
});

async function openRefund(setup: Awaited<ReturnType<typeof paidLot>>, extra: object = {}) {
  const opened = await post(refundsUrl(setup.buyer), setup.buyer, body(setup.intent.id, setup.lot.id, extra));
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json() as { id: string; amountCents: number; compensation: string };
}

const submit = (
  buyer: Bidder,
  refundId: string,
  version: string = refundAgreementTemplates.CREDITS.version,
) =>
  post(refundsUrl(buyer, `/${refundId}/submit`), buyer, {
    agreementVersion: version,
    agreementAccepted: true,
  });

async function submittedRefund(extra: object = {}) {
  const setup = await paidLot();
  const refund = await openRefund(setup, extra);
  const version =
    refund.compensation === 'PIX'
      ? refundAgreementTemplates.PIX.version
      : refundAgreementTemplates.CREDITS.version;
  const sent = await submit(setup.buyer, refund.id, version);
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...setup, refund };
}

const creditsOf = (d: Database, refundId: string) =>
  d
    .select()
    .from(buyerCredits)
    .where(and(eq(buyerCredits.sourceType, 'REFUND'), eq(buyerCredits.sourceId, refundId)));

describe('a refund by credits, end to end', () => {
  it('opens with a photo, is signed and sent, approved by support: credits of the whole purchase, PAID, lot REFUNDED', async () => {
    const setup = await paidLot();
    const refund = await openRefund(setup);
    expect(refund).toMatchObject({ status: 'DRAFT', amountCents: Number(setup.intent.totalCents) });

    const upload = multipartFile('foto.jpg', jpegBytes());
    const photo = await app.inject({
      method: 'POST',
      url: refundsUrl(setup.buyer, `/${refund.id}/photos`),
      headers: { ...setup.buyer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().photos).toHaveLength(1);
    const pdf = multipartFile('foto.pdf', pdfBytes());
    const notPhoto = await app.inject({
      method: 'POST',
      url: refundsUrl(setup.buyer, `/${refund.id}/photos`),
      headers: { ...setup.buyer.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(notPhoto.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Tipo de arquivo não aceito. Envie uma imagem JPEG ou PNG.',
    });
    const disguised = multipartFile('foto.jpg', Buffer.concat([jpegBytes(), executableBytes()]));
    const hidden = await app.inject({
      method: 'POST',
      url: refundsUrl(setup.buyer, `/${refund.id}/photos`),
      headers: { ...setup.buyer.headers, ...disguised.headers },
      payload: disguised.payload,
    });
    // A photo route asks for a photo again, never for the PDF it would refuse.
    expect(hidden.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message:
        'O arquivo contém um programa ou um arquivo compactado e não pode ser aceito. Envie uma imagem JPEG ou PNG.',
    });

    const sent = await submit(setup.buyer, refund.id);
    expect(sent.json()).toMatchObject({
      status: 'IN_ANALYSIS',
      agreement: { version: refundAgreementTemplates.CREDITS.version },
    });

    const queue = await get('/backoffice/refunds?take=100', supportReader);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((row: { id: string }) => row.id)).toContain(refund.id);

    const approved = await post(staffUrl(refund.id, '/approve'), support);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'PAID', lotClosingStatus: 'REFUNDED' });
    expect(
      approved
        .json()
        .history.map((row: { fromStatus: string; toStatus: string; actor: string }) => [
          row.fromStatus,
          row.toStatus,
          row.actor,
        ]),
    ).toEqual([
      [null, 'DRAFT', 'BUYER'],
      ['DRAFT', 'IN_ANALYSIS', 'BUYER'],
      ['IN_ANALYSIS', 'APPROVED', 'STAFF'],
      ['APPROVED', 'PAID', 'SYSTEM'],
    ]);

    const [credit] = await creditsOf(db, refund.id);
    expect(credit).toMatchObject({ type: 'TOTAL', reason: 'BUYER_REFUND', amountCents: refund.amountCents });
    const balance = await creditBalance(db, setup.buyer.buyerId, new Date());
    expect(balance.totalCents).toBe(refund.amountCents);

    const closing = await db.select().from(lotClosings).where(eq(lotClosings.lotId, setup.lot.id));
    const closingMoves = await db
      .select()
      .from(lotClosingHistory)
      .where(eq(lotClosingHistory.lotClosingId, closing[0]!.id));
    expect(closingMoves.map((row) => row.toStatus)).toContain('REFUNDED');

    const mails = await readOutbox(app, setup.buyer.email);
    expect(mails.map((mail) => mail.notificationType)).toEqual(
      expect.arrayContaining(['REFUND_SOLICITATION', 'REFUND_APPROVAL']),
    );
    const bell = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, setup.buyer.userId));
    expect(bell.map((row) => row.type)).toEqual(
      expect.arrayContaining(['REFUND_SOLICITATION', 'REFUND_APPROVAL']),
    );
    const audit = await listAuditTrail(db, 'buyer_refund', refund.id);
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([['REFUND_APPROVED', support.user.id]]);

    const own = await get(refundsUrl(setup.buyer), setup.buyer);
    expect(refundViewSchema.parse(own.json().refunds[0])).toMatchObject({ id: refund.id, status: 'PAID' });
    expect(own.json().refunds[0].buyer).toBeUndefined();
  });

  it('CREDITS_ADMINISTRATIVE_FEES gives the lot administrative fee as FEES_ONLY credits', async () => {
    const { refund, intent } = await submittedRefund({ compensation: 'CREDITS_ADMINISTRATIVE_FEES' });
    const lines = await db
      .select()
      .from(paymentIntentLines)
      .where(eq(paymentIntentLines.intentId, intent.id));
    const fee = lines
      .filter((line) => line.kind === 'ADMINISTRATIVE_FEE')
      .reduce((sum, line) => sum + line.amountCents, 0);
    expect(fee).toBeGreaterThan(0);
    expect(refund.amountCents).toBe(fee);
    const approved = await post(staffUrl(refund.id, '/approve'), support);
    expect(approved.json().status).toBe('PAID');
    const [credit] = await creditsOf(db, refund.id);
    expect(credit).toMatchObject({ type: 'FEES_ONLY', amountCents: fee });
  });
});

describe('staff open a refund photo', () => {
  it('through a signed, expiring link served as an attachment in a sandbox; each opening audited; others refused', async () => {
    const setup = await paidLot();
    const refund = await openRefund(setup);
    const upload = multipartFile('foto.jpg', jpegBytes());
    const uploaded = await app.inject({
      method: 'POST',
      url: refundsUrl(setup.buyer, `/${refund.id}/photos`),
      headers: { ...setup.buyer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoId = uploaded.json().photos[0].id as string;
    expect((await submit(setup.buyer, refund.id)).statusCode).toBe(200);
    const linkUrl = staffUrl(refund.id, `/photos/${photoId}/link`);

    const answer = await get(linkUrl, supportReader);
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, expiresAt } = answer.json() as { url: string; expiresAt: string };
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    const file = await app.inject({ method: 'GET', url: url.slice(url.indexOf('/files')) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="REE-[0-9A-F]{8}-/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    // A link whose signature was changed opens nothing.
    const forged = await app.inject({ method: 'GET', url: `${url.slice(url.indexOf('/files'))}x` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('FILE_LINK_INVALID');

    expect((await get(linkUrl, finance)).statusCode).toBe(200);
    const audit = await listAuditTrail(db, 'buyer_refund', refund.id);
    expect(audit.filter((row) => row.action === 'REFUND_PHOTO_OPENED')).toHaveLength(2);

    // The buyer, marketing and a photo of another refund are refused.
    expect((await get(linkUrl, setup.buyer)).statusCode).toBe(403);
    expect((await get(linkUrl, marketing)).statusCode).toBe(403);
    const other = await openRefund(await paidLot());
    expect((await get(staffUrl(other.id, `/photos/${photoId}/link`), support)).json().code).toBe(
      'DOCUMENT_NOT_FOUND',
    );
  });
});

describe('illegal moves', () => {
  it('refuses an unpaid lot, a second open refund, a stale agreement, and moves out of order', async () => {
    const unpaidBuyer = await makeBidder(app, db);
    const { lots } = await auctionWon(app, db, { winners: [unpaidBuyer] });
    const [unpaid] = await intentsOfBuyer(db, unpaidBuyer.buyerId);
    const notPaid = await post(refundsUrl(unpaidBuyer), unpaidBuyer, body(unpaid!.id, lots[0]!.lot.id));
    expect([notPaid.statusCode, notPaid.json().code]).toEqual([409, 'REFUND_LOT_NOT_PAID']);

    const setup = await paidLot();
    const wrongLot = await post(refundsUrl(setup.buyer), setup.buyer, body(setup.intent.id, lots[0]!.lot.id));
    expect([wrongLot.statusCode, wrongLot.json().code]).toEqual([404, 'PAYMENT_INTENT_NOT_FOUND']);
    // A request never sent (its photos failed, the buyer left) does not hold the lot: asking again replaces it.
    const unsent = await openRefund(setup);
    const refund = await openRefund(setup, { description: 'Chegou sem o controle e com a tela riscada.' });
    expect(refund.id).not.toBe(unsent.id);
    const replaced = (await get(refundsUrl(setup.buyer, `/${unsent.id}`), setup.buyer)).json();
    expect(replaced.status).toBe('CANCELLED');
    expect(replaced.history.at(-1)).toMatchObject({
      fromStatus: 'DRAFT',
      toStatus: 'CANCELLED',
      note: 'Substituído por uma nova solicitação',
    });

    const early = await post(staffUrl(refund.id, '/approve'), support);
    expect([early.statusCode, early.json().code]).toEqual([409, 'REFUND_STATUS_CONFLICT']);
    const stale = await submit(setup.buyer, refund.id, refundAgreementTemplates.PIX.version);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'REFUND_AGREEMENT_OUTDATED']);
    const unsigned = await post(refundsUrl(setup.buyer, `/${refund.id}/submit`), setup.buyer, {
      agreementVersion: refundAgreementTemplates.CREDITS.version,
      agreementAccepted: false,
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    expect((await submit(setup.buyer, refund.id)).statusCode).toBe(200);
    // Once sent, the request holds the lot: a second one is refused.
    const twice = await post(refundsUrl(setup.buyer), setup.buyer, body(setup.intent.id, setup.lot.id));
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'REFUND_ALREADY_OPEN']);
    const again = await submit(setup.buyer, refund.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'REFUND_STATUS_CONFLICT']);
    const upload = multipartFile('foto.jpg', jpegBytes());
    const lateUpload = await app.inject({
      method: 'POST',
      url: refundsUrl(setup.buyer, `/${refund.id}/photos`),
      headers: { ...setup.buyer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect([lateUpload.statusCode, lateUpload.json().code]).toEqual([409, 'REFUND_STATUS_CONFLICT']);

    // Cancelled while IN_ANALYSIS: it cannot be cancelled or approved again, and the lot may get a new one.
    const cancelled = await post(refundsUrl(setup.buyer, `/${refund.id}/cancel`), setup.buyer);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect((await post(refundsUrl(setup.buyer, `/${refund.id}/cancel`), setup.buyer)).json().code).toBe(
      'REFUND_STATUS_CONFLICT',
    );
    expect((await post(staffUrl(refund.id, '/approve'), support)).json().code).toBe('REFUND_STATUS_CONFLICT');
    const reopened = await openRefund(setup);
    expect((await post(refundsUrl(setup.buyer, `/${reopened.id}/cancel`), setup.buyer)).json().status).toBe(
      'CANCELLED',
    );
  });

  it('rejection needs a reason, tells the buyer, and is final', async () => {
    const { buyer, refund } = await submittedRefund();
    const noReason = await post(staffUrl(refund.id, '/reject'), support, { reason: '' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const rejected = await post(staffUrl(refund.id, '/reject'), support, {
      reason: 'Fotos não mostram o defeito.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Fotos não mostram o defeito.',
    });
    expect((await post(refundsUrl(buyer, `/${refund.id}/cancel`), buyer)).json().code).toBe(
      'REFUND_STATUS_CONFLICT',
    );
    expect((await post(staffUrl(refund.id, '/approve'), support)).json().code).toBe('REFUND_STATUS_CONFLICT');
    const mails = await readOutbox(app, buyer.email);
    expect(mails.find((mail) => mail.notificationType === 'REFUND_REJECTION')?.bodyText).toContain(
      'Fotos não mostram o defeito.',
    );
    expect(await creditsOf(db, refund.id)).toHaveLength(0);
    const audit = await listAuditTrail(db, 'buyer_refund', refund.id);
    expect(audit.map((row) => row.action)).toEqual(['REFUND_REJECTED']);
  });
});

describe('PIX refunds go to the buyer own tax id', () => {
  const otherCpf = () => makeCpf();

  it('refuses another person key or account, accepts the buyer own, and FINANCE records the transfer', async () => {
    const setup = await paidLot();
    const tryWith = (payoutDestination: object) =>
      post(
        refundsUrl(setup.buyer),
        setup.buyer,
        body(setup.intent.id, setup.lot.id, { compensation: 'PIX', payoutDestination }),
      );

    const missing = await post(
      refundsUrl(setup.buyer),
      setup.buyer,
      body(setup.intent.id, setup.lot.id, { compensation: 'PIX' }),
    );
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    for (const destination of [
      { kind: 'PIX_KEY', keyType: 'CPF', key: otherCpf() },
      { kind: 'PIX_KEY', keyType: 'CPF', key: otherCpf(), holderTaxId: setup.cpf },
      { kind: 'PIX_KEY', keyType: 'EMAIL', key: 'alguem@exemplo.com.br' },
      {
        kind: 'PIX_KEY',
        keyType: 'RANDOM',
        key: 'e3f1c2a4-0000-4000-8000-000000000000',
        holderTaxId: otherCpf(),
      },
      {
        kind: 'BANK_ACCOUNT',
        bankCode: '001',
        branch: '1234',
        accountNumber: '56789-0',
        accountType: 'savings',
        transferType: 'ted',
        holderName: 'Outra Pessoa',
        holderTaxId: otherCpf(),
      },
    ]) {
      const refused = await tryWith(destination);
      expect([refused.statusCode, refused.json().code], JSON.stringify(destination)).toEqual([
        400,
        'REFUND_PAYOUT_NOT_OWN_TAX_ID',
      ]);
    }
    const account = {
      kind: 'BANK_ACCOUNT',
      bankCode: '341',
      branch: '0001',
      accountNumber: '12345-6',
      accountType: 'checking',
      transferType: 'pix',
      holderName: 'Comprador',
      holderTaxId: setup.cpf,
    };
    const opened = await tryWith(account);
    expect(opened.statusCode, opened.body).toBe(201);
    const refund = opened.json();
    expect(refund).toMatchObject({
      compensation: 'PIX',
      amountCents: Number(setup.intent.totalCents),
      payoutDestination: account,
    });
    expect((await submit(setup.buyer, refund.id, refundAgreementTemplates.PIX.version)).statusCode).toBe(200);

    const approved = await post(staffUrl(refund.id, '/approve'), support);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      payout: { status: 'PENDING' },
      lotClosingStatus: 'REFUNDED',
    });
    expect(await creditsOf(db, refund.id)).toHaveLength(0);

    const byApprover = await post(staffUrl(refund.id, '/payout-paid'), support);
    expect([byApprover.statusCode, byApprover.json().code]).toEqual([403, 'FORBIDDEN']);

    const paid = await post(staffUrl(refund.id, '/payout-paid'), finance);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', payout: { status: 'PAID' } });
    const twice = await post(staffUrl(refund.id, '/payout-paid'), finance);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'REFUND_STATUS_CONFLICT']);
    const audit = await listAuditTrail(db, 'buyer_refund', refund.id);
    expect(audit.map((row) => row.action)).toEqual(['REFUND_APPROVED', 'REFUND_PAYOUT_PAID']);
  });

  it('a CPF key equal to the buyer tax id is accepted; the approver with FINANCE cannot also record the transfer', async () => {
    const setup = await paidLot();
    const refund = await openRefund(setup, {
      compensation: 'PIX',
      payoutDestination: { kind: 'PIX_KEY', keyType: 'CPF', key: setup.cpf },
    });
    expect((await submit(setup.buyer, refund.id, refundAgreementTemplates.PIX.version)).statusCode).toBe(200);
    await upsertUserRole(db, { userId: support2.user.id, role: 'CIRCULA_FINANCE', level: 1 });
    expect((await post(staffUrl(refund.id, '/approve'), support2)).json().status).toBe('APPROVED');
    const own = await post(staffUrl(refund.id, '/payout-paid'), support2);
    expect([own.statusCode, own.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    const [payout] = await db
      .select()
      .from(buyerRefundPayouts)
      .where(eq(buyerRefundPayouts.refundId, refund.id));
    expect(payout?.status).toBe('PENDING');
  });
});

describe('races', () => {
  it('two approvals at once: one wins, the other conflicts, credits are granted exactly once', async () => {
    const { buyer, refund } = await submittedRefund();
    const answers = await Promise.all([
      post(staffUrl(refund.id, '/approve'), support),
      post(staffUrl(refund.id, '/approve'), support2),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('REFUND_STATUS_CONFLICT');
    expect(await creditsOf(db, refund.id)).toHaveLength(1);
    const balance = await creditBalance(db, buyer.buyerId, new Date());
    expect(balance.availableCents).toBe(refund.amountCents);
  });

  it('approval and cancellation at once: exactly one of them happens', async () => {
    const { buyer, refund } = await submittedRefund();
    const [approve, cancel] = await Promise.all([
      post(staffUrl(refund.id, '/approve'), support),
      post(refundsUrl(buyer, `/${refund.id}/cancel`), buyer),
    ]);
    expect([approve.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const credits = await creditsOf(db, refund.id);
    expect(credits).toHaveLength(approve.statusCode === 200 ? 1 : 0);
  });

  it('opens of the same lot at once, beside an unsent one: one request holds the lot, the others are cancelled', async () => {
    const setup = await paidLot();
    await openRefund(setup);
    const answers = await Promise.all(
      [0, 1, 2].map(() => post(refundsUrl(setup.buyer), setup.buyer, body(setup.intent.id, setup.lot.id))),
    );
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().code).toBe('REFUND_ALREADY_OPEN');
    }
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    const { refunds } = (await get(refundsUrl(setup.buyer), setup.buyer)).json() as {
      refunds: { lot: { id: string }; status: string }[];
    };
    const ofLot = refunds.filter((refund) => refund.lot.id === setup.lot.id);
    expect(ofLot.filter((refund) => refund.status !== 'CANCELLED')).toHaveLength(1);
    expect(ofLot).toHaveLength(1 + answers.filter((answer) => answer.statusCode === 201).length);
  });
});

describe('a buyer reads the refunds of one purchase', () => {
  it('lists only that purchase’s, never another buyer’s, and refuses a malformed purchase id', async () => {
    const first = await paidLot();
    const second = await paidLot(first.buyer);
    expect(second.intent.id).not.toBe(first.intent.id);
    const firstRefund = await openRefund(first);
    const secondRefund = await openRefund(second);
    const ids = async (who: Who, suffix: string) => {
      const answer = await get(refundsUrl(first.buyer, suffix), who);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { refunds: { id: string }[] }).refunds.map((refund) => refund.id);
    };
    expect(await ids(first.buyer, '')).toEqual([secondRefund.id, firstRefund.id]);
    expect(await ids(first.buyer, `?paymentIntentId=${first.intent.id}`)).toEqual([firstRefund.id]);
    expect(await ids(first.buyer, `?paymentIntentId=${second.intent.id}`)).toEqual([secondRefund.id]);

    // Another buyer's purchase, asked through one's own path, has nothing of theirs to show.
    const other = await submittedRefund();
    expect(await ids(first.buyer, `?paymentIntentId=${other.intent.id}`)).toEqual([]);

    const malformed = await get(refundsUrl(first.buyer, '?paymentIntentId=abc'), first.buyer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Identificador de compra inválido');
  });
});

describe('authorisation', () => {
  it('another buyer gets 404 for everything of the refund; staff roles and levels are enforced; no self approval', async () => {
    const { buyer, refund, intent, lot } = await submittedRefund();
    const stranger = await makeBidder(app, db);
    const asStranger = (path: string) => `/web/buyers/${stranger.buyerId}/refunds${path}`;
    expect((await get(asStranger(`/${refund.id}`), stranger)).json().code).toBe('REFUND_NOT_FOUND');
    expect((await post(asStranger(`/${refund.id}/cancel`), stranger)).statusCode).toBe(404);
    expect(
      (
        await post(asStranger(`/${refund.id}/submit`), stranger, {
          agreementVersion: 'x',
          agreementAccepted: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(asStranger(''), stranger, body(intent.id, lot.id))).json().code).toBe(
      'PAYMENT_INTENT_NOT_FOUND',
    );
    // Someone else's buyer path is refused as every /web/buyers/:id route does (the buyer, not the refund).
    expect((await get(refundsUrl(buyer, `/${refund.id}`), stranger)).json().code).toBe('FORBIDDEN');
    expect((await get(refundsUrl(buyer), stranger)).json().code).toBe('FORBIDDEN');

    expect((await get('/backoffice/refunds', stranger)).statusCode).toBe(403);
    expect((await get('/backoffice/refunds', marketing)).statusCode).toBe(403);
    expect((await get(staffUrl(refund.id), finance)).statusCode).toBe(200);
    expect((await post(staffUrl(refund.id, '/approve'), supportReader)).statusCode).toBe(403);
    expect((await post(staffUrl(refund.id, '/approve'), finance)).statusCode).toBe(403);
    expect(
      (await post(staffUrl(refund.id, '/reject'), marketing, { reason: 'Sem motivo válido' })).statusCode,
    ).toBe(403);
    expect((await post(staffUrl(refund.id, '/payout-paid'), support)).statusCode).toBe(403);
    expect((await get(staffUrl('00000000-0000-4000-8000-000000000000'), support)).json().code).toBe(
      'REFUND_NOT_FOUND',
    );

    // A support member deciding on their own buyer account's refund.
    await upsertUserRole(db, { userId: buyer.userId, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 2 });
    const self = await post(staffUrl(refund.id, '/approve'), buyer);
    expect([self.statusCode, self.json().code]).toEqual([403, 'SELF_APPROVAL_FORBIDDEN']);
    const selfReject = await post(staffUrl(refund.id, '/reject'), buyer, { reason: 'Não quero mais' });
    expect(selfReject.json().code).toBe('SELF_APPROVAL_FORBIDDEN');
    expect((await get(refundsUrl(buyer, `/${refund.id}`), buyer)).json().status).toBe('IN_ANALYSIS');
  });
});

/**
 * A buyer (CPF on file) who won two lots of one Event, paid by one intent with `creditsCents` of credits
 * applied and the rest paid by (simulated) PIX. `lotCents` is what each lot cost (its lines but credits);
 * `cashCents` what the buyer paid in money (the intent's total).
 */
async function paidTwoLots(creditsCents: number, creditType: 'TOTAL' | 'FEES_ONLY' = 'TOTAL') {
  const buyer = await makeBidder(app, db);
  const cpf = makeCpf();
  await db.insert(buyerApplications).values({
    userId: buyer.userId,
    buyerId: buyer.buyerId,
    status: 'APPROVED',
    type: 'NATURAL_PERSON',
    taxId: cpf,
  });
  if (creditsCents > 0)
    await db.transaction((tx) =>
      grantBuyerCredit(tx, {
        buyerId: buyer.buyerId,
        amountCents: creditsCents,
        type: creditType,
        reason: 'CUSTOMER_SUPPORT',
        description: 'Crédito de atendimento',
        expiresAt: null,
        sourceType: 'TEST',
        sourceId: randomUUID(),
        now: new Date(),
      }),
    );
  const won = await auctionWon(app, db, {
    mode: 'ON_LISTING_END',
    prices: [50_000, 50_000],
    winners: [buyer],
  });
  const lots = won.lots.map((row) => row.lot);
  const [intent] = await intentsOfBuyer(db, buyer.buyerId);
  const lines = await db.select().from(paymentIntentLines).where(eq(paymentIntentLines.intentId, intent!.id));
  const lotCents = lots.map((lot) =>
    lines
      .filter((line) => line.lotId === lot.id && line.kind !== 'CREDITS')
      .reduce((sum, line) => sum + line.amountCents, 0),
  );
  const applied = lines.filter((line) => line.kind === 'CREDITS').reduce((sum, l) => sum + l.amountCents, 0);
  // A fee-only credit pays the fees alone; a total one pays whatever it covers.
  if (creditType === 'TOTAL') expect(applied + creditsCents).toBe(0);
  const cashCents = Number(intent!.totalCents);
  expect(cashCents).toBe(lotCents[0]! + lotCents[1]! + applied);
  const paid = await post(intentUrl(buyer, intent!.id, '/simulate-pix-payment'), buyer);
  expect(paid.statusCode, paid.body).toBe(200);
  return { buyer, cpf, intent: intent!, lots, lotCents, cashCents, appliedCents: -applied };
}

type TwoLots = Awaited<ReturnType<typeof paidTwoLots>>;
const pixTo = (setup: TwoLots) => ({
  compensation: 'PIX',
  payoutDestination: { kind: 'PIX_KEY', keyType: 'CPF', key: setup.cpf },
});
const openFor = (setup: TwoLots, lotIndex: number, extra: object = {}) =>
  post(refundsUrl(setup.buyer), setup.buyer, body(setup.intent.id, setup.lots[lotIndex]!.id, extra));
/** What the intent's refunds that are open or paid give back, from the database. */
const heldCents = async (intentId: string) =>
  (await db.select().from(buyerRefunds).where(eq(buyerRefunds.paymentIntentId, intentId)))
    .filter((row) => ['DRAFT', 'IN_ANALYSIS', 'APPROVED', 'PAID'].includes(row.status))
    .reduce((sum, row) => sum + row.amountCents, 0);

describe('the refunds of one intent never give back more than the buyer paid', () => {
  it('two lots, credits applied: each refund gives back its lot in money and in its share of the credits', async () => {
    const setup = await paidTwoLots(90_000);
    expect(setup.lotCents[0]).toBe(setup.lotCents[1]);
    // Less was paid in money than one lot costs: the credits paid most of both, half each.
    expect(setup.cashCents).toBeLessThan(setup.lotCents[0]!);
    const share = 45_000;
    const money = setup.lotCents[0]! - share;
    expect(money * 2).toBe(setup.cashCents);

    const first = await openFor(setup, 0, pixTo(setup));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amountCents: money, creditsReturnedCents: share });
    const second = await openFor(setup, 1);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ amountCents: money, creditsReturnedCents: share });
    // Together: never more money than was paid in money.
    expect(await heldCents(setup.intent.id)).toBe(setup.cashCents);
    // The lot's own request, asked again, replaces its unsent DRAFT with the same amounts.
    const again = await openFor(setup, 0, pixTo(setup));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ amountCents: money, creditsReturnedCents: share });
    expect(await heldCents(setup.intent.id)).toBe(setup.cashCents);

    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(0);
    expect(
      (await submit(setup.buyer, again.json().id, refundAgreementTemplates.PIX.version)).statusCode,
    ).toBe(200);
    expect((await submit(setup.buyer, second.json().id)).statusCode).toBe(200);
    const byPix = await post(staffUrl(again.json().id, '/approve'), support);
    expect(byPix.json()).toMatchObject({ status: 'APPROVED', creditsReturnedCents: share });
    const [payout] = await db
      .select()
      .from(buyerRefundPayouts)
      .where(eq(buyerRefundPayouts.refundId, again.json().id));
    expect(payout?.amountCents).toBe(money);
    // The first lot's credits are back; the second's come with its approval, beside its money in credits.
    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(share);
    expect((await post(staffUrl(second.json().id, '/approve'), support)).json().status).toBe('PAID');
    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(90_000 + money);
    const buyerNotice = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, setup.buyer.userId));
    expect(buyerNotice.map((row) => row.body)).toContainEqual(
      expect.stringContaining(
        `Os ${formatBRL(share)} em créditos usados nesta compra voltaram ao seu saldo.`,
      ),
    );
  });

  it('a credit taken back before the approval stays spent: the refund records the credits really returned', async () => {
    // A fee-only credit larger than the fees: the purchase uses part of it, the rest stays on the balance.
    const setup = await paidTwoLots(50_000, 'FEES_ONLY');
    expect(setup.appliedCents).toBeGreaterThan(0);
    expect(setup.appliedCents).toBeLessThan(50_000);
    const refund = await openFor(setup, 0);
    expect(refund.json().creditsReturnedCents).toBe(Math.floor(setup.appliedCents / 2));
    expect((await submit(setup.buyer, refund.json().id)).statusCode).toBe(200);
    // Support takes the credit back (what is left of it) before the refund is decided.
    const [used] = (await creditBalance(db, setup.buyer.buyerId, new Date())).credits;
    await db.transaction((tx) =>
      reverseBuyerCredit(tx as unknown as Database, {
        creditId: used!.id,
        note: 'Crédito concedido por engano',
        now: new Date(),
      }),
    );
    const approved = await post(staffUrl(refund.json().id, '/approve'), support);
    expect(approved.json()).toMatchObject({ status: 'PAID', creditsReturnedCents: 0 });
    const [row] = await db.select().from(buyerRefunds).where(eq(buyerRefunds.id, refund.json().id));
    expect(row!.creditsReturnedCents).toBe(0);
    // Only the refund's own credit is on the balance.
    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(
      refund.json().amountCents,
    );
  });

  it('the second lot gets only what is left, approvals included, and a refund above the bound (opened before it) is not approved', async () => {
    const setup = await paidTwoLots(90_000);
    const fees = await openFor(setup, 0, { compensation: 'CREDITS_ADMINISTRATIVE_FEES' });
    expect(fees.statusCode, fees.body).toBe(201);
    const feeCents = fees.json().amountCents as number;
    expect(feeCents).toBeGreaterThan(0);
    expect(feeCents).toBeLessThan(setup.cashCents);
    // The fee-only refund keeps the lot bought: no credits come back with it.
    expect(fees.json().creditsReturnedCents).toBe(0);
    const rest = await openFor(setup, 1, pixTo(setup));
    expect(rest.statusCode, rest.body).toBe(201);
    const restMoney = Math.min(setup.lotCents[1]! - 45_000, setup.cashCents - feeCents);
    expect(rest.json()).toMatchObject({ amountCents: restMoney, creditsReturnedCents: 45_000 });
    expect(await heldCents(setup.intent.id)).toBe(feeCents + restMoney);

    expect((await submit(setup.buyer, fees.json().id)).statusCode).toBe(200);
    expect((await submit(setup.buyer, rest.json().id, refundAgreementTemplates.PIX.version)).statusCode).toBe(
      200,
    );
    // As a refund opened before the bound would be: the PIX one asks for every centavo paid in money.
    await db
      .update(buyerRefunds)
      .set({ amountCents: setup.cashCents })
      .where(eq(buyerRefunds.id, rest.json().id));
    expect((await post(staffUrl(fees.json().id, '/approve'), support)).json().status).toBe('PAID');
    const over = await post(staffUrl(rest.json().id, '/approve'), support);
    expect([over.statusCode, over.json().code]).toEqual([409, 'REFUND_EXCEEDS_AMOUNT_PAID']);
    const [payout] = await db
      .select()
      .from(buyerRefundPayouts)
      .where(eq(buyerRefundPayouts.refundId, rest.json().id));
    expect(payout).toBeUndefined();
    expect((await get(refundsUrl(setup.buyer, `/${rest.json().id}`), setup.buyer)).json().status).toBe(
      'IN_ANALYSIS',
    );
  });

  it('two lots asked at the same time share what was paid in money: their sum never goes above it', async () => {
    // Paid in money: more than one lot, less than two.
    const setup = await paidTwoLots(30_000);
    expect(setup.cashCents).toBeGreaterThan(Math.max(...setup.lotCents));
    expect(setup.cashCents).toBeLessThan(setup.lotCents[0]! + setup.lotCents[1]!);
    const answers = await Promise.all([openFor(setup, 0, pixTo(setup)), openFor(setup, 1, pixTo(setup))]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const amounts = answers.map((answer) => answer.json().amountCents as number);
    expect(amounts[0]! + amounts[1]!).toBe(setup.cashCents);
    expect(amounts).toEqual(setup.lotCents.map((lot) => lot - 15_000));
    expect(answers.map((answer) => answer.json().creditsReturnedCents)).toEqual([15_000, 15_000]);
    expect(await heldCents(setup.intent.id)).toBe(setup.cashCents);
  });

  it('at the same time with less paid in money than one lot: each gets its share, never more than was paid', async () => {
    const setup = await paidTwoLots(90_000);
    const answers = await Promise.all([openFor(setup, 0, pixTo(setup)), openFor(setup, 1, pixTo(setup))]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(answers.map((answer) => answer.json().amountCents)).toEqual([
      setup.cashCents / 2,
      setup.cashCents / 2,
    ]);
    expect(await heldCents(setup.intent.id)).toBe(setup.cashCents);
  });

  it('two lots approved at the same moment: each gives back its share of the credits, together exactly the credits used', async () => {
    const setup = await paidTwoLots(90_000);
    const opened = await Promise.all([openFor(setup, 0, pixTo(setup)), openFor(setup, 1, pixTo(setup))]);
    for (const refund of opened) {
      expect(refund.statusCode, refund.body).toBe(201);
      expect(
        (await submit(setup.buyer, refund.json().id, refundAgreementTemplates.PIX.version)).statusCode,
      ).toBe(200);
    }
    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(0);
    const approvals = await Promise.all([
      post(staffUrl(opened[0]!.json().id, '/approve'), support),
      post(staffUrl(opened[1]!.json().id, '/approve'), support2),
    ]);
    for (const approval of approvals) {
      expect(approval.statusCode, approval.body).toBe(200);
      expect(approval.json()).toMatchObject({ status: 'APPROVED', creditsReturnedCents: 45_000 });
    }
    const rows = await db
      .select()
      .from(buyerRefunds)
      .where(eq(buyerRefunds.paymentIntentId, setup.intent.id));
    expect(rows.reduce((sum, row) => sum + row.creditsReturnedCents, 0)).toBe(setup.appliedCents);
    // The credits the purchase used are back on the balance, once: the money goes by PIX.
    expect((await creditBalance(db, setup.buyer.buyerId, new Date())).availableCents).toBe(90_000);
  });

  it('an intent paid wholly in money keeps refunding each lot its own amount', async () => {
    const setup = await paidTwoLots(0);
    expect(setup.cashCents).toBe(setup.lotCents[0]! + setup.lotCents[1]!);
    const first = await openFor(setup, 0, pixTo(setup));
    const second = await openFor(setup, 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().amountCents).toBe(setup.lotCents[0]);
    expect(second.json().amountCents).toBe(setup.lotCents[1]);
    for (const refund of [first.json(), second.json()]) {
      const version =
        refund.compensation === 'PIX'
          ? refundAgreementTemplates.PIX.version
          : refundAgreementTemplates.CREDITS.version;
      expect((await submit(setup.buyer, refund.id, version)).statusCode).toBe(200);
      expect((await post(staffUrl(refund.id, '/approve'), support)).statusCode).toBe(200);
    }
    const [credit] = await creditsOf(db, second.json().id);
    expect(credit?.amountCents).toBe(setup.lotCents[1]);
    expect(await heldCents(setup.intent.id)).toBe(setup.cashCents);
  });
});
