import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { settleBidding } from '../bidding/context.js';
import type { Database } from '../db/client.js';
import { outbidNoticeCursors, outbidNotices, outbox, userNotifications } from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';
import { type NoticeEmailType, renderNotice } from './email/render.js';
import { notifierFor, queuedEmailMaxAttempts } from './notifier.js';
import { sweepNotifications } from './outbox-jobs.js';
import { queueEmails, queueTemplateEmails } from './queue-emails.js';

const smtp = await startSmtpSink();
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  SMTP_URL: smtp.url,
  OUTBID_EMAIL_THROTTLE_SECONDS: '300',
});

const sample = async (to: string, type: NoticeEmailType) => ({
  to,
  ...(await renderNotice(type, { name: 'Ana', title: 'Assunto', body: 'Texto' }, app.deps.config.WEB_ORIGIN)),
});
const outboxTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));
const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
const noticesOf = (userId: string) =>
  db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

describe('queued e-mails', () => {
  it('queued unrendered are rendered at delivery, the row completed; one that cannot be rendered is given up alone', async () => {
    const to = 'modelo@example.com';
    const broken = 'modelo-quebrado@example.com';
    const props = { name: 'Ana', title: 'Você arrematou o lote', body: 'Parabéns pelo arremate.' };
    await db.transaction(async (tx) => {
      await queueTemplateEmails(tx as unknown as Database, [{ to, type: 'LOT_WON', props }]);
    });
    // A row whose template no longer exists: it must not stop the others.
    await db.insert(outbox).values({
      channel: 'EMAIL',
      to: broken,
      notificationType: 'NO_SUCH_TEMPLATE',
      bodyText: '',
      templateProps: props,
      nextAttemptAt: sql`clock_timestamp()`,
    });
    // Committed small: the template and its props, the notice's words as the text, nothing rendered yet.
    expect(await outboxTo(to)).toEqual([
      expect.objectContaining({ subject: null, bodyHtml: null, bodyText: props.body, templateProps: props }),
    ]);

    await sweepNotifications(app);
    const rendered = await renderNotice('LOT_WON', props, app.deps.config.WEB_ORIGIN);
    expect(await outboxTo(to)).toEqual([
      expect.objectContaining({
        subject: rendered.subject,
        bodyText: rendered.text,
        bodyHtml: rendered.html,
        templateProps: null,
        sentAt: expect.any(Date),
        attempts: 1,
      }),
    ]);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await outboxTo(broken)).toEqual([
      expect.objectContaining({
        sentAt: null,
        failedAt: expect.any(Date),
        error: expect.stringContaining('NO_SUCH_TEMPLATE'),
      }),
    ]);
    expect(receivedBy(broken)).toEqual([]);
    // Given up for good: a later sweep neither renders nor sends it.
    await sweepNotifications(app);
    expect(receivedBy(broken)).toEqual([]);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('commit with their transaction, roll back with it, and are sent by the sweep if nobody sent them', async () => {
    const kept = 'guardado@example.com';
    const dropped = 'descartado@example.com';
    // A process that dies right after its commit: the e-mail is in the outbox, never handed to SMTP.
    await db.transaction(async (tx) => {
      await queueEmails(tx as unknown as Database, [await sample(kept, 'LOT_WON')]);
    });
    await db
      .transaction(async (tx) => {
        await queueEmails(tx as unknown as Database, [await sample(dropped, 'LOT_WON')]);
        throw new Error('a mudança falhou');
      })
      .catch(() => undefined);
    expect(await outboxTo(dropped)).toEqual([]);
    expect(await outboxTo(kept)).toEqual([expect.objectContaining({ sentAt: null, attempts: 0 })]);
    expect(receivedBy(kept)).toEqual([]);
    const swept = await sweepNotifications(app);
    expect(swept.sent).toBeGreaterThanOrEqual(1);
    expect(receivedBy(kept)).toHaveLength(1);
    expect(await outboxTo(kept)).toEqual([
      expect.objectContaining({ sentAt: expect.any(Date), attempts: 1, nextAttemptAt: null }),
    ]);
    // Sent once: a second sweep finds nothing due for it.
    await sweepNotifications(app);
    expect(receivedBy(kept)).toHaveLength(1);
  });

  it('a failed delivery backs off, is retried when due, and stops after the last attempt', async () => {
    const to = 'instavel@example.com';
    const ids = await db.transaction(async (tx) =>
      queueEmails(tx as unknown as Database, [await sample(to, 'OUTBID')]),
    );
    smtp.failNext();
    expect(await notifierFor(app).deliverQueued(ids)).toBe(0);
    const [failed] = await outboxTo(to);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, error: expect.stringContaining('451') });
    expect(failed!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the sweep leaves it alone.
    await sweepNotifications(app);
    expect(receivedBy(to)).toEqual([]);
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, ids[0]!));
    await sweepNotifications(app);
    expect(receivedBy(to)).toHaveLength(1);
    expect((await outboxTo(to))[0]).toMatchObject({ attempts: 2, error: null, sentAt: expect.any(Date) });

    const hopeless = 'sem-sorte@example.com';
    const [id] = await db.transaction(async (tx) =>
      queueEmails(tx as unknown as Database, [await sample(hopeless, 'OUTBID')]),
    );
    smtp.failNext(queuedEmailMaxAttempts + 2);
    for (let attempt = 0; attempt < queuedEmailMaxAttempts + 2; attempt += 1) {
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.id, id!));
      await notifierFor(app).deliverQueued([id!]);
    }
    expect((await outboxTo(hopeless))[0]).toMatchObject({ attempts: queuedEmailMaxAttempts, sentAt: null });
    smtp.stopFailing();
  });

  it('lot won and lost e-mails leave with the close, sent at once', async () => {
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 });
    const [loser, winner] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    const first = (await bid(app, loser, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    await bid(app, winner, lot.id, { amountCents: 11_000, lastSeenBidId: first.bid.id });
    await settleBidding(app);
    await db.execute(
      sql`update lots set scheduled_end_at = now() - interval '1 second' where id = ${lot.id}`,
    );
    await closeLot(closeLotDeps(app), lot.id);
    expect(receivedBy(winner.email)).toHaveLength(1);
    const [won] = (await outboxTo(winner.email)).filter((row) => row.notificationType === 'LOT_WON');
    expect(won).toMatchObject({ sentAt: expect.any(Date), subject: `Você arrematou: ${lot.title}` });
  });
});

describe('outbid notices', () => {
  it('tell each outbid buyer once (in the app and by e-mail), and survive a crash after the bids', async () => {
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 });
    const [ana, bruno, carla] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    const first = (await bid(app, ana, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const second = (
      await bid(app, bruno, lot.id, { amountCents: 11_000, lastSeenBidId: first.bid.id })
    ).json();
    await settleBidding(app);
    const anaNotices = (await noticesOf(ana.userId)).filter((notice) => notice.type === 'OUTBID');
    expect(anaNotices).toHaveLength(1);
    expect(anaNotices[0]!.body).toMatch(/R\$\s110,00/);
    expect(receivedBy(ana.email)).toHaveLength(1);
    expect(await noticesOf(bruno.userId)).toEqual([]);
    const [cursor] = await db.select().from(outbidNoticeCursors).where(eq(outbidNoticeCursors.lotId, lot.id));
    expect(cursor!.lastSequence).toBe(2);

    // The state a crash right after the next commit leaves: the bid is in, its notices were never written.
    await bid(app, carla, lot.id, { amountCents: 12_000, lastSeenBidId: second.bid.id });
    await settleBidding(app);
    await db.delete(userNotifications).where(eq(userNotifications.userId, bruno.userId));
    await db.delete(outbox).where(eq(outbox.to, bruno.email));
    await db.delete(outbidNotices).where(eq(outbidNotices.buyerId, bruno.buyerId));
    await db
      .update(outbidNoticeCursors)
      .set({ lastSequence: 2 })
      .where(eq(outbidNoticeCursors.lotId, lot.id));
    const sentBefore = receivedBy(bruno.email).length;

    const swept = await sweepNotifications(app);
    expect(swept.lots).toBeGreaterThanOrEqual(1);
    expect((await noticesOf(bruno.userId)).map((notice) => notice.type)).toEqual(['OUTBID']);
    expect(receivedBy(bruno.email)).toHaveLength(sentBefore + 1);
    // Ana was told within the throttle window already; Carla leads and hears nothing.
    expect((await noticesOf(ana.userId)).filter((notice) => notice.type === 'OUTBID')).toHaveLength(1);
    expect(await noticesOf(carla.userId)).toEqual([]);
    // Nothing is told twice.
    await sweepNotifications(app);
    expect((await noticesOf(bruno.userId)).length).toBe(1);
    expect(receivedBy(bruno.email)).toHaveLength(sentBefore + 1);
  });
});
