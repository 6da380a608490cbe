import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { applicantAt, makeCpf, makeDataDir, signedInStaff } from './buyer-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
  BUYERS_RATE_LIMIT_MAX: '10000',
  BIDS_RATE_LIMIT_MAX: '10000',
  DATA_DIR: makeDataDir(),
});
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 2);

const search = (q: string, extra = '', who = support) =>
  app.inject({
    method: 'GET',
    url: `/backoffice/buyers?q=${encodeURIComponent(q)}${extra}`,
    headers: who.headers,
  });
const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('buyer search', () => {
  it('finds a buyer by tax id with or without punctuation, e-mail, username and part of the name', async () => {
    const cpf = makeCpf();
    const fullName = `Joana Quitéria ${crypto.randomUUID().slice(0, 6)}`;
    const applicant = await applicantAt(app, db, 'ADDRESS_SENT', 'NATURAL_PERSON', { cpf, fullName });
    await applicantAt(app, db, 'ADDRESS_SENT');
    const userRow = await app.inject({
      method: 'GET',
      url: `/backoffice/buyers/${applicant.buyerId}`,
      headers: support.headers,
    });
    const { user, buyer } = userRow.json();

    for (const q of [
      cpf,
      formatCpf(cpf),
      user.email.toUpperCase(),
      buyer.username,
      user.name.slice(2, 12),
      fullName.slice(3),
    ]) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(200);
      const ids = response.json().buyers.map((item: { id: string }) => item.id);
      expect(ids, q).toContain(applicant.buyerId);
    }
    const hit = (await search(formatCpf(cpf))).json();
    expect(hit.total).toBe(1);
    expect(hit.buyers[0]).toMatchObject({ id: applicant.buyerId, email: user.email, status: 'UNVERIFIED' });
    expect(hit.buyers[0].taxIdCensored).not.toContain(cpf.slice(3, 9));
  });

  it('pages the results and takes % and _ literally', async () => {
    const marker = `Pagina${crypto.randomUUID().slice(0, 6)}`;
    for (let index = 0; index < 3; index += 1) {
      await applicantAt(app, db, 'ADDRESS_SENT', 'NATURAL_PERSON', { fullName: `Ana ${marker} ${index}` });
    }
    const first = (await search(marker, '&take=2&skip=0')).json();
    const second = (await search(marker, '&take=2&skip=2')).json();
    expect(first.total).toBe(3);
    expect(first.buyers).toHaveLength(2);
    expect(second.buyers).toHaveLength(1);
    expect(new Set([...first.buyers, ...second.buyers].map((item: { id: string }) => item.id)).size).toBe(3);
    expect((await search('%%')).json().total).toBe(0);
  });

  it('refuses a too short search with a message, and anyone but customer support', async () => {
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('ao menos 2 caracteres');
    expect((await search('Maria', '', finance)).statusCode).toBe(403);
  });
});

describe("a buyer's full picture", () => {
  it('shows enrolments, bids, blocks with reason and who, and open sessions', async () => {
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000 });
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    expect((await bid(app, bidder, lot.id, { amountCents: 10_000, lastSeenBidId: null })).statusCode).toBe(
      201,
    );

    const block = await app.inject({
      method: 'POST',
      url: `/backoffice/buyers/${bidder.buyerId}/block`,
      headers: support.headers,
      payload: { reason: 'UNPAID_FEES', note: 'Taxas do leilão de março' },
    });
    expect(block.statusCode).toBe(200);
    const unblock = await app.inject({
      method: 'POST',
      url: `/backoffice/buyers/${bidder.buyerId}/unblock`,
      headers: support.headers,
      payload: { note: 'Pagou as taxas' },
    });
    expect(unblock.statusCode).toBe(200);

    const response = await app.inject({
      method: 'GET',
      url: `/backoffice/buyers/${bidder.buyerId}/picture`,
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    const picture = response.json();
    expect(picture.enrolments).toEqual([
      expect.objectContaining({ listingId: listing.id, listingTitle: listing.title }),
    ]);
    expect(picture.bids).toEqual([
      expect.objectContaining({ lotId: lot.id, bidCount: 1, highestAmountCents: 10_000 }),
    ]);
    expect(picture.blocks).toEqual([
      expect.objectContaining({
        action: 'UNBLOCKED',
        reason: 'UNPAID_FEES',
        note: 'Pagou as taxas',
        actorName: support.user.name,
      }),
      expect.objectContaining({
        action: 'BLOCKED',
        reason: 'UNPAID_FEES',
        note: 'Taxas do leilão de março',
        actorName: support.user.name,
      }),
    ]);
    expect(picture.sessions.length).toBeGreaterThanOrEqual(1);
    expect(picture.sessions[0].label).toEqual(expect.any(String));
    expect(picture.applications).toEqual([]);
    expect(picture.paymentIntents).toEqual([]);
  });

  it('answers 404 for an unknown buyer and 403 to other roles', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/backoffice/buyers/${crypto.randomUUID()}/picture`,
      headers: support.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BUYER_NOT_FOUND');
    const bidder = await makeBidder(app, db);
    const refused = await app.inject({
      method: 'GET',
      url: `/backoffice/buyers/${bidder.buyerId}/picture`,
      headers: finance.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});
