import type { Database } from '../db/client.js';
import { listActiveSessions } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { userAgentLabel } from './user-agent-label.js';

/** The open sessions of a user, most recently used first, with a readable device label (staff see them too). */
export async function listOpenSessions(db: Database, userId: string) {
  const rows = await listActiveSessions(db, userId);
  return rows.map((session) => ({
    id: session.id,
    label: userAgentLabel(session.userAgent),
    method: session.method,
    createdAt: session.createdAt,
    lastUsedAt: session.lastUsedAt,
  }));
}

/** The user's own view of their open sessions: the one making the request is marked. */
export async function listSessions(deps: Pick<AuthDeps, 'db'>, userId: string, currentSessionId: string) {
  const sessions = await listOpenSessions(deps.db, userId);
  return sessions.map((session) => ({ ...session, current: session.id === currentSessionId }));
}
