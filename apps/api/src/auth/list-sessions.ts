import { listActiveSessions } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { userAgentLabel } from './user-agent-label.js';

/** The open sessions of a user, most recently used first, with a readable device label. */
export async function listSessions(deps: Pick<AuthDeps, 'db'>, userId: string, currentSessionId: string) {
  const rows = await listActiveSessions(deps.db, userId);
  return rows.map((session) => ({
    id: session.id,
    label: userAgentLabel(session.userAgent),
    method: session.method,
    createdAt: session.createdAt,
    lastUsedAt: session.lastUsedAt,
    current: session.id === currentSessionId,
  }));
}
