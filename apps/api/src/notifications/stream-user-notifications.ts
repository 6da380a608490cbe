import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { openEventStream } from '../shared/event-stream.js';
import { listUserNotificationsAfter } from './user-notifications-repository.js';
import { UserStream, type UserStreamHub } from './user-stream-hub.js';

const replayLimit = 50;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notice id a reconnecting client last received (Last-Event-ID), when it is a well-formed id. */
export function lastNoticeIdOf(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && uuidPattern.test(header) ? header.toLowerCase() : null;
}

/**
 * The signed-in user's live stream of new notices (`notification` events, the notice's id as the SSE id):
 * `ready` once it is listening; a client resuming with Last-Event-ID first gets the notices it missed. The
 * stream is registered before the replay is read, so nothing falls between them.
 */
export async function streamUserNotifications(
  deps: { db: Database; hub: UserStreamHub; maxStreams: number; maxStreamsPerUser: number },
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string; lastNoticeId: string | null },
): Promise<void> {
  const { hub } = deps;
  const admission = await hub.admit(input.userId, {
    maxStreams: deps.maxStreams,
    maxStreamsPerUser: deps.maxStreamsPerUser,
  });
  if ('refused' in admission) {
    reply.header('retry-after', admission.refused === 'user-full' ? '10' : '5');
    throw admission.refused === 'user-full'
      ? new AppError(
          'TOO_MANY_STREAMS',
          'Sua conta já tem avisos ao vivo abertos em muitas abas. Feche algumas e tente de novo.',
        )
      : new AppError(
          'STREAM_LIMIT_REACHED',
          'Muitas pessoas conectadas agora. Tentaremos de novo em instantes.',
        );
  }
  const { release } = admission;
  try {
    await hub.start();
  } catch (error) {
    release();
    throw error;
  }
  const raw = openEventStream(request, reply);
  const stream = new UserStream(raw);
  const remove = hub.add(input.userId, stream);
  const end = () => {
    remove();
    release();
  };
  raw.on('close', end);
  if (raw.destroyed || request.raw.socket?.destroyed) end();
  try {
    stream.write('retry: 3000\n\n');
    const replay = input.lastNoticeId
      ? await listUserNotificationsAfter(deps.db, input.userId, input.lastNoticeId, replayLimit)
      : [];
    stream.write('event: ready\ndata: {}\n\n');
    stream.startLive(replay);
  } catch (error) {
    request.log.error({ err: error }, 'notice stream failed to start');
    raw.destroy();
  }
}
