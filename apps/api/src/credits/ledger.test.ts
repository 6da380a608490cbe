import { totalFromPrice } from '@circula/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { auctionWon, endAndClose, intentsOfBuyer } from '../checkout/checkout-test-factories.js';
import { checkoutDeps } from '../checkout/context.js';
import { enforcePaymentDeadline } from '../checkout/enforce-payment-deadline.js';
import { buyerCreditEntries, paymentIntentLines, paymentIntents } from '../db/schema/index.js';
import { creditBalance, expireBuyerCredits, grantBuyerCredit, reverseBuyerCredit } from './ledger.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

const day = 86_400_000;
let sourceSeq = 0;
function grant(buyerId: string, overrides: Partial<Parameters<typeof grantBuyerCredit>[1]> = {}) {
  sourceSeq += 1;
  return db.transaction((tx) =>
    grantBuyerCredit(tx, {
      buyerId,
      amountCents: 10_000,
      type: 'TOTAL',
      reason: 'CUSTOMER_SUPPORT',
      description: 'Crédito de atendimento',
      expiresAt: new Date(Date.now() + 30 * day),
      sourceType: 'TEST',
      sourceId: `t-${sourceSeq}`,
      now: new Date(),
      ...overrides,
    }),
  );
}
const balanceOf = (buyerId: string, now = new Date()) =>
  db.transaction((tx) => creditBalance(tx, buyerId, now));
const entriesOf = (buyerId: string) =>
  db.select().from(buyerCreditEntries).where(eq(buyerCreditEntries.buyerId, buyerId));
const linesOf = (intentId: string) =>
  db.select().from(paymentIntentLines).where(eq(paymentIntentLines.intentId, intentId));

describe('the credit ledger', () => {
  it('grants once per source, refuses amounts outside the bound and expiries in the past', async () => {
    const buyer = await makeBidder(app, db);
    const first = await grant(buyer.buyerId, { sourceId: 'same-source' });
    const again = await grant(buyer.buyerId, { sourceId: 'same-source', amountCents: 99 });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, credit: { id: first.credit.id, amountCents: 10_000 } });
    await expect(grant(buyer.buyerId, { amountCents: 0 })).rejects.toMatchObject({
      code: 'CREDIT_AMOUNT_OUT_OF_RANGE',
    });
    await expect(grant(buyer.buyerId, { amountCents: 10_000_001 })).rejects.toMatchObject({
      code: 'CREDIT_AMOUNT_OUT_OF_RANGE',
    });
    await expect(grant(buyer.buyerId, { expiresAt: new Date(Date.now() - 1) })).rejects.toMatchObject({
      code: 'CREDIT_EXPIRY_IN_THE_PAST',
    });
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(10_000);
    // Append-only: the database refuses to change an entry.
    await expect(
      db
        .update(buyerCreditEntries)
        .set({ amountCents: 1 })
        .where(eq(buyerCreditEntries.buyerId, buyer.buyerId)),
    ).rejects.toThrow();
  });

  it('a new intent carries the credits line: fee credits up to the fee, then total credits; the rest is left for later', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, { type: 'FEES_ONLY', amountCents: 50_000 });
    await grant(buyer.buyerId, { type: 'TOTAL', amountCents: 1_000 });
    await auctionWon(app, db, { prices: [20_000], winners: [buyer], buyerFeeBasisPoints: 1_000 });
    const [intent] = await intentsOfBuyer(db, buyer.buyerId);
    const expected = totalFromPrice({ listingType: 'AUCTION', priceCents: 20_000, buyerFeePercentage: 0.1 });
    const lines = await linesOf(intent!.id);
    const creditLine = lines.find((line) => line.kind === 'CREDITS');
    expect(creditLine?.amountCents).toBe(-(expected.administrativeFeeCents + 1_000));
    expect(Number(intent!.totalCents)).toBe(expected.totalCents - expected.administrativeFeeCents - 1_000);
    const balance = await balanceOf(buyer.buyerId);
    expect(balance).toMatchObject({ feesOnlyCents: 50_000 - expected.administrativeFeeCents, totalCents: 0 });
  });

  it('credits covering the whole amount leave the intent paid at once', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, { amountCents: 1_000_000 });
    await auctionWon(app, db, { prices: [10_000], winners: [buyer] });
    const [intent] = await intentsOfBuyer(db, buyer.buyerId);
    expect(intent).toMatchObject({ status: 'PAID', totalCents: 0n });
  });

  it('a lapsed intent gives its credits back, once, and a fine never takes credits', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, { amountCents: 3_000 });
    await auctionWon(app, db, { prices: [50_000], winners: [buyer] });
    const [intent] = await intentsOfBuyer(db, buyer.buyerId);
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(0);
    await db
      .update(paymentIntents)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIntents.id, intent!.id));
    expect(await enforcePaymentDeadline(checkoutDeps(app), intent!.id)).toBe('uncollectible');
    expect(await enforcePaymentDeadline(checkoutDeps(app), intent!.id)).not.toBe('uncollectible');
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(3_000);
    const kinds = (await entriesOf(buyer.buyerId)).map((entry) => [entry.kind, entry.amountCents]);
    expect(kinds).toEqual([
      ['GRANT', 3_000],
      ['CONSUMPTION', -3_000],
      ['RELEASE', 3_000],
    ]);
    const fine = (await intentsOfBuyer(db, buyer.buyerId)).find((row) => row.type === 'FINE');
    expect(fine).toBeDefined();
    expect((await linesOf(fine!.id)).some((line) => line.kind === 'CREDITS')).toBe(false);
  });

  it('a FINANCE cancellation gives the credits back', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, { amountCents: 2_500 });
    await auctionWon(app, db, { prices: [50_000], winners: [buyer] });
    const [intent] = await intentsOfBuyer(db, buyer.buyerId);
    const { cancelPaymentIntent } = await import('../checkout/cancel-payment-intent.js');
    const staff = await makeBidder(app, db);
    const { upsertUserRole } = await import('../auth/auth-repository.js');
    await upsertUserRole(db, { userId: staff.userId, role: 'CIRCULA_FINANCE', level: 1 });
    await cancelPaymentIntent(checkoutDeps(app), {
      staffUserId: staff.userId,
      intentId: intent!.id,
      reason: 'Venda desfeita pelo vendedor',
    });
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(2_500);
  });

  it('two intents created at the same moment never spend the same centavo', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, { amountCents: 7_000 });
    const first = await auctionWon(app, db, { prices: [30_000], winners: [buyer], close: false });
    const second = await auctionWon(app, db, { prices: [40_000], winners: [buyer], close: false });
    await Promise.all([
      endAndClose(app, db, first.lots[0]!.lot.id),
      endAndClose(app, db, second.lots[0]!.lot.id),
    ]);
    const intents = await intentsOfBuyer(db, buyer.buyerId);
    expect(intents).toHaveLength(2);
    const creditLines = (
      await db
        .select()
        .from(paymentIntentLines)
        .where(
          inArray(
            paymentIntentLines.intentId,
            intents.map((intent) => intent.id),
          ),
        )
    ).filter((line) => line.kind === 'CREDITS');
    expect(creditLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(-7_000);
    expect(creditLines).toHaveLength(1);
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(0);
  });

  it('only unexpired credits count; the expiry entry is written once; a reversal takes what is left', async () => {
    const buyer = await makeBidder(app, db);
    const soon = await grant(buyer.buyerId, { amountCents: 1_000, expiresAt: new Date(Date.now() + 60_000) });
    const later = await grant(buyer.buyerId, { amountCents: 2_000 });
    const inTwoMinutes = new Date(Date.now() + 120_000);
    expect((await balanceOf(buyer.buyerId, inTwoMinutes)).availableCents).toBe(2_000);
    expect(await db.transaction((tx) => expireBuyerCredits(tx, buyer.buyerId, inTwoMinutes))).toBe(1);
    expect(await db.transaction((tx) => expireBuyerCredits(tx, buyer.buyerId, inTwoMinutes))).toBe(0);
    const reversed = await db.transaction((tx) =>
      reverseBuyerCredit(tx, { creditId: later.credit.id, note: 'Indicação fraudulenta', now: new Date() }),
    );
    expect(reversed).toBe(2_000);
    expect(
      await db.transaction((tx) =>
        reverseBuyerCredit(tx, { creditId: later.credit.id, note: 'de novo', now: new Date() }),
      ),
    ).toBe(0);
    const entries = await entriesOf(buyer.buyerId);
    expect(entries.filter((e) => e.creditId === soon.credit.id).map((e) => e.kind)).toEqual([
      'GRANT',
      'EXPIRY',
    ]);
    expect((await balanceOf(buyer.buyerId)).availableCents).toBe(0);
  });
});
