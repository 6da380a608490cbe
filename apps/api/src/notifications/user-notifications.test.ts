import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { signedInUser } from '../buyers/buyer-test-factories.js';
import { userNotifications } from '../db/schema/index.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  NOTIFICATIONS_RATE_LIMIT_MAX: '1000',
});
const { app: limited, db: limitedDb } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  NOTIFICATIONS_RATE_LIMIT_MAX: '3',
});

/** `count` notices for the user, one second apart (the newest last), some sharing a timestamp. */
async function seedNotices(userId: string, count: number, prefix: string) {
  const base = Date.parse('2026-11-20T12:00:00.123Z');
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    type: 'OUTBID' as const,
    title: `${prefix} ${index}`,
    body: `Corpo ${index}`,
    data: { index },
    // Pairs share a creation time: the id orders them, and no page may skip or repeat one.
    createdAt: new Date(base + Math.floor(index / 2) * 1_000),
  }));
  await db.insert(userNotifications).values(rows);
}

const list = (headers: Record<string, string>, query = '') =>
  app.inject({ method: 'GET', url: `/web/notifications${query}`, headers });
const markRead = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/web/notifications/read', headers, payload });

describe('GET /web/notifications', () => {
  it('pages through the user’s own notices newest first, without skipping or repeating', async () => {
    const owner = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    await seedNotices(owner.user.id, 25, 'Aviso');
    await seedNotices(other.user.id, 3, 'Alheio');
    const seen: { id: string; title: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=10${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
      const response = await list(owner.headers, query);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.unreadCount).toBe(25);
      seen.push(...body.notifications);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((notice) => notice.id)).size).toBe(25);
    expect(seen.every((notice) => notice.title.startsWith('Aviso'))).toBe(true);
    const times = seen.map((notice) => notice.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen[0]).toEqual({
      id: expect.any(String),
      type: 'OUTBID',
      title: expect.stringMatching(/^Aviso 2[34]$/),
      body: expect.any(String),
      data: { index: expect.any(Number) },
      createdAt: '2026-11-20T12:00:12.123Z',
      readAt: null,
    });
    const others = (await list(other.headers)).json();
    expect(others.notifications.map((notice: { title: string }) => notice.title).sort()).toEqual([
      'Alheio 0',
      'Alheio 1',
      'Alheio 2',
    ]);
    expect(others.nextCursor).toBeNull();
  });

  it('marks chosen notices or all of them read, only the caller’s own', async () => {
    const owner = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    await seedNotices(owner.user.id, 4, 'Meu');
    await seedNotices(other.user.id, 2, 'Outro');
    const mine = (await list(owner.headers)).json().notifications as { id: string }[];
    const theirs = (await list(other.headers)).json().notifications as { id: string }[];
    // Someone else's ids are ignored, never marked.
    const foreign = await markRead(owner.headers, { ids: theirs.map((notice) => notice.id) });
    expect(foreign.json()).toEqual({ unreadCount: 4 });
    expect((await list(other.headers)).json().unreadCount).toBe(2);
    const some = await markRead(owner.headers, { ids: [mine[0]!.id, mine[1]!.id] });
    expect(some.json()).toEqual({ unreadCount: 2 });
    const after = (await list(owner.headers)).json().notifications as { id: string; readAt: string | null }[];
    expect(after.filter((notice) => notice.readAt !== null).map((notice) => notice.id)).toEqual([
      mine[0]!.id,
      mine[1]!.id,
    ]);
    expect((await markRead(owner.headers, {})).json()).toEqual({ unreadCount: 0 });
    expect((await list(other.headers)).json().unreadCount).toBe(2);
    const emptyBody = await app.inject({
      method: 'POST',
      url: '/web/notifications/read',
      headers: other.headers,
    });
    expect(emptyBody.json()).toEqual({ unreadCount: 0 });
  });

  it('refuses strangers, bad cursors and limits with codes', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await markRead({}, {})).statusCode).toBe(401);
    const user = await signedInUser(app, db);
    const badCursor = await list(user.headers, '?before=nao-e-cursor');
    expect(badCursor.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    const forged = Buffer.from('2026-01-01T00:00:00.000000Z|1; drop table users').toString('base64url');
    expect((await list(user.headers, `?before=${forged}`)).statusCode).toBe(400);
    // Impossible instants (the database would refuse them) are a bad cursor too, not a server error.
    for (const instant of [
      '2026-02-31T10:00:00.000000Z',
      '2026-02-29T24:00:00.000000Z',
      '2026-13-01T00:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ]) {
      const impossible = Buffer.from(`${instant}|6f1c0b1e-7d3a-4c2e-9a51-0d2b7e9c4f10`).toString('base64url');
      const answer = await list(user.headers, `?before=${impossible}`);
      expect([answer.statusCode, answer.json().code], instant).toEqual([400, 'BAD_REQUEST']);
    }
    const badLimit = await list(user.headers, '?limit=500');
    expect(badLimit.json()).toMatchObject({ statusCode: 400, message: 'limit deve ser um número de 1 a 50' });
    const badIds = await markRead(user.headers, { ids: ['x'] });
    expect(badIds.json()).toMatchObject({
      statusCode: 400,
      message: 'Identificador de notificação inválido',
    });
  });

  it('is rate limited per user', async () => {
    const user = await signedInUser(limited, limitedDb);
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(
        (await limited.inject({ method: 'GET', url: '/web/notifications', headers: user.headers }))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
