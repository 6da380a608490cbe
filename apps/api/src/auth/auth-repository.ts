import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  accounts,
  authEvents,
  authThrottleEvents,
  refreshTokens,
  sessions,
  userRoles,
  verificationTokens,
} from '../db/schema/index.js';

// Sessions and refresh tokens

export async function insertSession(
  db: Database,
  row: { userId: string; method: string; userAgent: string | null; expiresAt: Date },
) {
  const [saved] = await db.insert(sessions).values(row).returning();
  return saved!;
}

export async function insertRefreshToken(
  db: Database,
  row: { sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

export async function deleteRefreshToken(db: Database, tokenHash: string) {
  await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token spent, keeping its sealed successor; false when another request spent it first. */
export async function spendRefreshToken(db: Database, id: string, successorSealed: string): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()`, successorSealed })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length === 1;
}

/** A spent token with how long ago (by the database clock) it was spent. */
export async function findSpentRefreshToken(db: Database, id: string) {
  const [row] = await db
    .select({
      usedAt: refreshTokens.usedAt,
      successorSealed: refreshTokens.successorSealed,
      secondsSinceUse: sql<number>`extract(epoch from (now() - ${refreshTokens.usedAt}))::float8`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ lastUsedAt: sql`now()`, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function findActiveSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function listActiveSessions(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt));
}

export async function revokeSession(db: Database, sessionId: string, reason: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  return revoked[0];
}

/** Ends every open session of a user, but the one to keep when given. */
export async function revokeAllSessions(
  db: Database,
  userId: string,
  reason: string,
  keepSessionId: string | null = null,
) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

// Verification tokens (codes and links)

export async function insertVerificationToken(
  db: Database,
  row: { purpose: string; subject: string; tokenHash: string; target?: string | null; expiresAt: Date },
) {
  await db.insert(verificationTokens).values(row);
}

/** Ends every open secret of a purpose for a subject (a new code replaces the previous one). */
export async function consumeOpenVerificationTokens(db: Database, purpose: string, subject: string) {
  await db
    .update(verificationTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationTokens.purpose, purpose),
        eq(verificationTokens.subject, subject),
        isNull(verificationTokens.consumedAt),
      ),
    );
}

export async function findLatestVerificationToken(db: Database, purpose: string, subject: string) {
  const [row] = await db
    .select({
      token: verificationTokens,
      expired: sql<boolean>`${verificationTokens.expiresAt} <= now()`,
    })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.purpose, purpose), eq(verificationTokens.subject, subject)))
    .orderBy(desc(verificationTokens.createdAt), desc(verificationTokens.id))
    .limit(1);
  return row;
}

export async function findVerificationTokenByHash(db: Database, purpose: string, tokenHash: string) {
  const [row] = await db
    .select({
      token: verificationTokens,
      expired: sql<boolean>`${verificationTokens.expiresAt} <= now()`,
    })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.purpose, purpose), eq(verificationTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** Consumes one secret; false when it was already consumed (a second use of the same link). */
export async function consumeVerificationToken(db: Database, id: string): Promise<boolean> {
  const consumed = await db
    .update(verificationTokens)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.consumedAt)))
    .returning({ id: verificationTokens.id });
  return consumed.length === 1;
}

/**
 * Counts one try against the subject's latest code, only while it is open, unexpired and under maxAttempts;
 * one conditional UPDATE, so concurrent tries cannot all pass the limit. Undefined when the try is refused.
 */
export async function takeVerificationAttempt(
  db: Database,
  input: { purpose: string; subject: string; maxAttempts: number },
) {
  const latest = db
    .select({ id: verificationTokens.id })
    .from(verificationTokens)
    .where(and(eq(verificationTokens.purpose, input.purpose), eq(verificationTokens.subject, input.subject)))
    .orderBy(desc(verificationTokens.createdAt), desc(verificationTokens.id))
    .limit(1);
  const [row] = await db
    .update(verificationTokens)
    .set({ attempts: sql`${verificationTokens.attempts} + 1` })
    .where(
      and(
        eq(verificationTokens.id, latest),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, sql`now()`),
        lt(verificationTokens.attempts, input.maxAttempts),
      ),
    )
    .returning({
      id: verificationTokens.id,
      tokenHash: verificationTokens.tokenHash,
      target: verificationTokens.target,
      attempts: verificationTokens.attempts,
    });
  return row;
}

/** Ends every open link and code of a subject (a password reset makes them all worthless). */
export async function consumeOpenSecretsOf(db: Database, purposes: string[], subjects: string[]) {
  await db
    .update(verificationTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        inArray(verificationTokens.purpose, purposes),
        inArray(verificationTokens.subject, subjects),
        isNull(verificationTokens.consumedAt),
      ),
    );
}

// Throttling

/**
 * Records one event of a key and returns its id. Rows older than the key's window (at least an hour) have no use; each key
 * cleans its own, so a key counted over a day (the SMS limits) keeps its day.
 */
export async function insertThrottleEvent(
  db: Database,
  keyHash: string,
  action: string,
  keepSeconds = 60 * 60,
): Promise<string> {
  const [saved] = await db
    .insert(authThrottleEvents)
    .values({ keyHash, action, createdAt: sql`clock_timestamp()` })
    .returning({ id: authThrottleEvents.id });
  const keep = sql`make_interval(secs => ${Math.max(60 * 60, keepSeconds)})`;
  await db
    .delete(authThrottleEvents)
    .where(
      and(eq(authThrottleEvents.keyHash, keyHash), lt(authThrottleEvents.createdAt, sql`now() - ${keep}`)),
    );
  return saved!.id;
}

export async function deleteThrottleEvents(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(authThrottleEvents).where(inArray(authThrottleEvents.id, ids));
}

/** Events of a key in the last windowSeconds and when the oldest of them leaves the window. */
export async function countRecentThrottleEvents(
  db: Database,
  keyHash: string,
  action: string,
  windowSeconds: number,
) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      secondsUntilFree: sql<
        number | null
      >`ceil(extract(epoch from (min(${authThrottleEvents.createdAt}) + ${window} - now())))::int`,
    })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.keyHash, keyHash),
        eq(authThrottleEvents.action, action),
        gt(authThrottleEvents.createdAt, sql`now() - ${window}`),
      ),
    );
  return { count: Number(row?.count ?? 0), secondsUntilFree: row?.secondsUntilFree ?? null };
}

// Outside accounts, auth events, roles

export async function findAccount(db: Database, provider: string, providerAccountId: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
    .limit(1);
  return row;
}

export async function insertAccount(
  db: Database,
  row: { userId: string; provider: string; providerAccountId: string },
) {
  await db.insert(accounts).values(row).onConflictDoNothing();
}

export async function insertAuthEvent(
  db: Database,
  row: {
    userId: string;
    sessionId: string | null;
    type: string;
    method: string | null;
    userAgent: string | null;
  },
) {
  await db.insert(authEvents).values(row);
}

export async function listAuthEvents(db: Database, userId: string) {
  return db.select().from(authEvents).where(eq(authEvents.userId, userId)).orderBy(authEvents.createdAt);
}

export async function findUserRole(db: Database, userId: string, role: string) {
  const [row] = await db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return row;
}

/** Every back-office role a user holds, with its level. */
export async function listUserRoles(db: Database, userId: string) {
  return db
    .select({ role: userRoles.role, level: userRoles.level })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.role);
}

export async function upsertUserRole(db: Database, row: { userId: string; role: string; level: number }) {
  await db
    .insert(userRoles)
    .values(row)
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { level: row.level } });
}
