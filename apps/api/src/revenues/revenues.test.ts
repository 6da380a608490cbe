import { describe, expect, it } from 'vitest';
import { makeListing, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { paymentIntentLines, paymentIntents, userSpecialPermissions } from '../db/schema/index.js';
import { periodStart } from './revenues.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '10000' });

const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 0);
await db.insert(userSpecialPermissions).values({ userId: finance.user.id, permission: 'VIEW_REVENUES' });
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);
const financeWithout = await signedInStaff(app, db, 'CIRCULA_FINANCE', 2);

const bidder = await makeBidder(app, db);
const alpha = await makeSeller(db, { name: 'Alpha Leilões' });
const beta = await makeSeller(db, { name: 'Beta Bens' });
const alphaEvent = await makeListing(db, { sellerId: alpha.id, title: 'Máquinas agrícolas' });
const alphaEvent2 = await makeListing(db, { sellerId: alpha.id, title: 'Veículos; frota "leve"' });
const betaEvent = await makeListing(db, { sellerId: beta.id, title: 'Informática' });

/** A payment intent with its lines: price (not revenue), commission, fee and credits (not revenue). */
async function intent(
  listingId: string,
  status: 'PAID' | 'PENDING_PAYMENT',
  paidAt: string | null,
  lines: { commission: number; fee: number },
) {
  const id = crypto.randomUUID();
  const amounts = [
    { kind: 'PRICE' as const, amountCents: 100_000 },
    { kind: 'COMMISSION' as const, amountCents: lines.commission },
    { kind: 'ADMINISTRATIVE_FEE' as const, amountCents: lines.fee },
    { kind: 'CREDITS' as const, amountCents: -500 },
  ];
  await db.insert(paymentIntents).values({
    id,
    buyerId: bidder.buyerId,
    listingId,
    type: 'AUCTION_END',
    status,
    reference: `REC-${id.slice(0, 8)}`,
    pixTxid: id.replaceAll('-', ''),
    allowedMethods: ['PIX'],
    totalCents: BigInt(amounts.reduce((sum, line) => sum + line.amountCents, 0)),
    paidAt: paidAt ? new Date(paidAt) : null,
  });
  await db
    .insert(paymentIntentLines)
    .values(amounts.map((line, position) => ({ intentId: id, position, label: line.kind, ...line })));
}

// 2031-03-01 is a Saturday. 02:30 UTC on the 2nd is still the 1st in Brasília (23:30).
await intent(alphaEvent.id, 'PAID', '2031-03-02T02:30:00Z', { commission: 5_000, fee: 1_000 });
await intent(alphaEvent.id, 'PAID', '2031-03-02T12:00:00Z', { commission: 2_000, fee: 300 });
await intent(alphaEvent2.id, 'PAID', '2031-03-10T15:00:00Z', { commission: 1_234, fee: 66 });
await intent(betaEvent.id, 'PAID', '2031-03-03T03:00:00Z', { commission: 10_000, fee: 0 });
// Not revenue: not paid, or paid outside the range (03:00 UTC on April 1st is April 1st in Brasília).
await intent(betaEvent.id, 'PENDING_PAYMENT', null, { commission: 99_999, fee: 99_999 });
await intent(betaEvent.id, 'PAID', '2031-04-01T03:00:00Z', { commission: 77_777, fee: 7 });
await intent(betaEvent.id, 'PAID', '2031-03-01T02:59:00Z', { commission: 88_888, fee: 8 });

const report = (query: string, who = finance) =>
  app.inject({ method: 'GET', url: `/backoffice/revenues?${query}`, headers: who.headers });

describe('revenues', () => {
  it('sums commission and fees of paid intents by Brasília day, Event and seller', async () => {
    const response = await report('from=2031-03-01&to=2031-03-31&groupBy=day');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toEqual({
      commissionCents: 18_234,
      administrativeFeeCents: 1_366,
      totalCents: 19_600,
      paymentCount: 4,
    });
    expect(body.periods).toHaveLength(31);
    const day = (start: string) => body.periods.find((period: { start: string }) => period.start === start);
    expect(day('2031-03-01')).toEqual({
      start: '2031-03-01',
      commissionCents: 5_000,
      administrativeFeeCents: 1_000,
      totalCents: 6_000,
    });
    expect(day('2031-03-02').totalCents).toBe(2_300);
    expect(day('2031-03-03').totalCents).toBe(10_000);
    expect(day('2031-03-04').totalCents).toBe(0);
    expect(
      body.events.map((row: { title: string; totalCents: number }) => [row.title, row.totalCents]),
    ).toEqual([
      ['Informática', 10_000],
      ['Máquinas agrícolas', 8_300],
      ['Veículos; frota "leve"', 1_300],
    ]);
    expect(body.sellers).toEqual([
      {
        sellerId: beta.id,
        name: 'Beta Bens',
        commissionCents: 10_000,
        administrativeFeeCents: 0,
        totalCents: 10_000,
      },
      {
        sellerId: alpha.id,
        name: 'Alpha Leilões',
        commissionCents: 8_234,
        administrativeFeeCents: 1_366,
        totalCents: 9_600,
      },
    ]);
  });

  it('groups by week (from Monday) and by month', async () => {
    const weeks = (await report('from=2031-03-01&to=2031-03-31&groupBy=week')).json();
    expect(
      weeks.periods.map((period: { start: string; totalCents: number }) => [period.start, period.totalCents]),
    ).toEqual([
      ['2031-02-24', 6_000 + 2_300],
      ['2031-03-03', 10_000],
      ['2031-03-10', 1_300],
      ['2031-03-17', 0],
      ['2031-03-24', 0],
      ['2031-03-31', 0],
    ]);
    const months = (await report('from=2031-02-15&to=2031-04-30&groupBy=month')).json();
    expect(
      months.periods.map((period: { start: string; totalCents: number }) => [
        period.start,
        period.totalCents,
      ]),
    ).toEqual([
      // 02:59 UTC on March 1st is still February in Brasília.
      ['2031-02-01', 88_896],
      ['2031-03-01', 19_600],
      ['2031-04-01', 77_784],
    ]);
    expect(periodStart('2031-03-09', 'week')).toBe('2031-03-03');
    expect(periodStart('2031-03-10', 'week')).toBe('2031-03-10');
  });

  it('downloads each view as a pt-BR CSV', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/backoffice/revenues.csv?from=2031-03-01&to=2031-03-31&groupBy=month&by=event',
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('receitas-event-2031-03-01-a-2031-03-31.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFEvento;Vendedor;Comissão (R$);Taxa administrativa (R$);Total (R$)');
    expect(lines).toContain('Informática;Beta Bens;100,00;0,00;100,00');
    expect(lines).toContain('"Veículos; frota ""leve""";Alpha Leilões;12,34;0,66;13,00');
    expect(lines).toContain('Total;;182,34;13,66;196,00');
    const periods = await app.inject({
      method: 'GET',
      url: '/backoffice/revenues.csv?from=2031-03-01&to=2031-03-02&by=period',
      headers: finance.headers,
    });
    expect(periods.body.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFDia;Comissão (R$);Taxa administrativa (R$);Total (R$)',
      '01/03/2031;50,00;10,00;60,00',
      '02/03/2031;20,00;3,00;23,00',
    ]);
  });

  it('needs the VIEW_REVENUES permission, whatever the role, and a sane range', async () => {
    expect((await report('from=2031-03-01&to=2031-03-31', support)).statusCode).toBe(403);
    expect((await report('from=2031-03-01&to=2031-03-31', financeWithout)).statusCode).toBe(403);
    const reversed = await report('from=2031-03-31&to=2031-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('data inicial');
    expect((await report('from=2030-01-01&to=2031-03-01')).json().message).toContain('no máximo 366 dias');
  });
});
