import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/authenticate.js';
import { verifyAccessToken } from '../auth/tokens.js';
import { AppError } from '../shared/errors.js';

export const unauthorized = () =>
  new AppError('UNAUTHORIZED', 'Você precisa entrar na sua conta para continuar.');

/**
 * preHandler of the bid routes: a valid access token only. That its session is still open is checked in
 * the bid's own transaction, with the other facts of the batch — one database round trip fewer per bid,
 * and a revoked session still cannot bid.
 */
export async function authenticateBidder(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await verifyAccessToken(request.server.deps.config, token);
  if (!claims) throw unauthorized();
  request.userId = claims.userId;
  request.sessionId = claims.sessionId;
}
