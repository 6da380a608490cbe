import type { BackofficeRole, PermissionLevel } from '@circula/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import { findActiveSession, findUserRole } from './auth-repository.js';
import { verifyAccessToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` from a valid Bearer access token; null otherwise. */
    userId: string | null;
    sessionId: string | null;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Você precisa entrar na sua conta para continuar.');

/** Cookies and the request's user; registered once on the root app so every context sees them. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * onRequest hook of the routes that need a signed-in user: a valid access token (HS256, our issuer and
 * audience) of a session that is still open. Sign-out and revocation take effect at once. It runs before the
 * body is read and validated, so an anonymous caller gets 401 and learns nothing about the route's inputs.
 */
export async function authenticate(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const caller = await signedInCaller(request);
  if (!caller) throw unauthorized();
  request.userId = caller.userId;
  request.sessionId = caller.sessionId;
}

/** The user of a valid access token of an open session, or null; for routes open to everyone. */
export async function signedInCaller(
  request: FastifyRequest,
): Promise<{ userId: string; sessionId: string } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { config, database } = request.server.deps;
  const claims = await verifyAccessToken(config, token);
  if (!claims) return null;
  const session = await findActiveSession(database.db, claims.sessionId);
  if (!session || session.userId !== claims.userId) return null;
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** The signed-in user of a request that went through `authenticate`. */
export function requireUser(request: FastifyRequest): { userId: string; sessionId: string } {
  if (!request.userId || !request.sessionId) throw unauthorized();
  return { userId: request.userId, sessionId: request.sessionId };
}

/**
 * Throws unless the signed-in user holds the back-office role at the level or above
 * (0 read, 1 write, 2 admin).
 */
export async function requireRole(
  request: FastifyRequest,
  role: BackofficeRole,
  level: PermissionLevel,
): Promise<{ userId: string; sessionId: string }> {
  const caller = requireUser(request);
  const granted = await findUserRole(request.server.deps.database.db, caller.userId, role);
  if (!granted || granted.level < level) {
    throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
  }
  return caller;
}
