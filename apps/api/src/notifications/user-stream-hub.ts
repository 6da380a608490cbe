import type { ServerResponse } from 'node:http';
import type { StreamedNotice as NoticeData } from '@circula/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { EventBus } from '../events/event-bus.js';
import { createStreamSlotPool } from '../shared/stream-slot-pool.js';
import type { StreamSlotPool } from '../shared/stream-slots.js';
import { userEventsChannel } from './user-notifications-repository.js';

/** A notice for a user's live stream (the SSE id is the notice's id); the user is not sent. */
export type StreamedNotice = NoticeData & { userId: string };

const maxBufferedBytes = 256 * 1024;

export function noticeFrame(notice: StreamedNotice): string {
  const { userId: _userId, ...rest } = notice;
  const payload: NoticeData = rest;
  return `id: ${notice.id}\nevent: notification\ndata: ${JSON.stringify(payload)}\n\n`;
}

/** One open stream of a user: what arrives while its replay is read is held, and each notice goes once. */
export class UserStream {
  private pending: StreamedNotice[] | null = [];
  private readonly sent = new Set<string>();

  constructor(readonly response: ServerResponse) {}

  write(text: string) {
    if (this.response.destroyed) return;
    this.response.write(text);
    // A client that does not read is dropped; it reconnects and resumes from its last notice.
    if (this.response.writableLength > maxBufferedBytes) this.response.destroy();
  }

  deliver(notice: StreamedNotice) {
    if (this.pending) this.pending.push(notice);
    else this.send(notice);
  }

  /** Sends the replay, then what arrived meanwhile (a notice in both goes once). */
  startLive(replay: StreamedNotice[]) {
    for (const notice of replay) this.send(notice);
    const pending = this.pending ?? [];
    this.pending = null;
    for (const notice of pending) this.send(notice);
  }

  private send(notice: StreamedNotice) {
    if (this.sent.has(notice.id)) return;
    this.sent.add(notice.id);
    if (this.sent.size > 500) this.sent.delete(this.sent.values().next().value!);
    this.write(noticeFrame(notice));
  }
}

/**
 * The process's fan-out of user notices: one LISTEN for every signed-in user's stream, each notice written
 * only to the streams of its own user. Streams are counted per user (tabs of one account) and in total.
 */
export class UserStreamHub {
  private readonly byUser = new Map<string, Set<UserStream>>();
  private subscribed: Promise<unknown> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  constructor(
    private readonly events: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatSeconds: number,
    /** Slots taken per user (a stream holds its slot from admission to its close). */
    private readonly slots: StreamSlotPool,
  ) {}

  /** Takes a slot for the user, checked and counted in one atomic step; the release, or why not. */
  async admit(
    userId: string,
    limits: { maxStreams: number; maxStreamsPerUser: number },
  ): Promise<{ release: () => void } | { refused: 'full' | 'user-full' }> {
    const slot = await this.slots.take(userId, {
      max: limits.maxStreams,
      maxPerKey: limits.maxStreamsPerUser,
    });
    if ('refused' in slot) return { refused: slot.refused === 'full' ? 'full' : 'user-full' };
    return slot;
  }

  start(): Promise<unknown> {
    this.subscribed ??= this.events
      .subscribe(userEventsChannel, (payload) => this.onNotification(payload))
      .then(() => {
        this.heartbeat = setInterval(() => this.beat(), this.heartbeatSeconds * 1000);
        this.heartbeat.unref();
      });
    return this.subscribed;
  }

  private onNotification(payload: string) {
    let notice: StreamedNotice;
    try {
      notice = JSON.parse(payload) as StreamedNotice;
    } catch {
      this.log.error('unreadable user notice notification');
      return;
    }
    for (const stream of this.byUser.get(notice.userId) ?? []) stream.deliver(notice);
  }

  private beat() {
    for (const streams of this.byUser.values()) {
      for (const stream of streams) stream.write(': heartbeat\n\n');
    }
  }

  add(userId: string, stream: UserStream): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(stream);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  async close() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const streams of this.byUser.values()) {
      for (const stream of streams) stream.response.end();
    }
    this.byUser.clear();
    await this.slots.close();
  }
}

const hubs = new WeakMap<object, UserStreamHub>();

/** The app's one user-notice hub. */
export function userStreamHubFor(app: FastifyInstance): UserStreamHub {
  let hub = hubs.get(app.deps);
  if (!hub) {
    hub = new UserStreamHub(
      app.deps.events,
      app.log,
      app.deps.config.LIVE_HEARTBEAT_SECONDS,
      createStreamSlotPool(app, 'notices'),
    );
    hubs.set(app.deps, hub);
  }
  return hub;
}
