import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { lotEventsChannel } from '../bidding/lot-events-channel.js';
import type { EventBus } from '../events/event-bus.js';
import type { StreamSlotPool } from '../shared/stream-slots.js';
import { heartbeatFrame, type LiveEvent, sseFrame } from './live-events.js';
import type { ServerClock } from './server-clock.js';

export type { LiveEvent } from './live-events.js';

interface Notification {
  lotId: string;
  listingId: string;
  events: LiveEvent[];
}

const crlf = Buffer.from('\r\n');

/**
 * Bytes written to many viewers, encoded once: the SSE text, and the same text already framed as one
 * HTTP/1.1 chunk (`size CRLF data CRLF`), which goes straight to the socket of a chunked response — one
 * socket write per viewer instead of three through the response's own framing.
 */
export class SharedBytes {
  readonly chunk: Buffer;

  constructor(readonly frame: Buffer) {
    this.chunk = Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, crlf]);
  }

  static of(text: string) {
    return new SharedBytes(Buffer.from(text));
  }
}
/** An event with its SSE frame, encoded once and written as the same bytes to every viewer. */
export interface FramedEvent {
  event: LiveEvent;
  frame: SharedBytes;
}

/** A viewer of a lot or of an Event: its response stream and what it has been sent. */
export class Viewer {
  /** Events heard while the replay from the database was being read; sent right after it. */
  private pending: FramedEvent[] | null = [];
  private readonly sent = new Set<number>();
  private lastId = 0;

  constructor(
    readonly response: ServerResponse,
    /** Per-lot streams are in id order; an Event's may see a smaller id late (see listListingEventsAfter). */
    private readonly ordered: boolean,
    private readonly maxBufferedBytes: number,
  ) {}

  write(chunk: string | SharedBytes) {
    const response = this.response;
    if (response.destroyed) return;
    if (typeof chunk === 'string') response.write(chunk);
    // Headers are flushed when the stream opens, so the socket carries the body from here on.
    else if (response.chunkedEncoding && response.headersSent && response.socket?.writable) {
      response.socket.write(chunk.chunk);
    } else response.write(chunk.frame);
    // A viewer that does not read is dropped; it reconnects and resumes from its last event.
    if (this.response.writableLength > this.maxBufferedBytes) this.response.destroy();
  }

  /**
   * The events of one notification (ascending ids). A live per-lot viewer that has none of them gets
   * `joined` (all their frames, concatenated once for every viewer) in one write; others go one by one,
   * corked into one write.
   */
  deliver(entries: FramedEvent[], joined: SharedBytes) {
    if (this.pending) {
      this.pending.push(...entries);
      return;
    }
    if (this.ordered && entries[0]!.event.id > this.lastId) {
      this.lastId = entries.at(-1)!.event.id;
      this.write(joined);
      return;
    }
    if (entries.length === 1) {
      this.send(entries[0]!.event, entries[0]!.frame);
      return;
    }
    this.response.cork();
    for (const entry of entries) this.send(entry.event, entry.frame);
    process.nextTick(() => this.response.uncork());
  }

  private send(event: LiveEvent, frame: SharedBytes) {
    if (this.ordered) {
      if (event.id <= this.lastId) return;
    } else if (this.sent.has(event.id)) {
      return;
    }
    this.lastId = Math.max(this.lastId, event.id);
    if (!this.ordered) {
      this.sent.add(event.id);
      if (this.sent.size > 2_000) this.sent.delete(this.sent.values().next().value!);
    }
    this.write(frame);
  }

  /** Marks what the resume already covered, sends the replay, then what arrived meanwhile. */
  startLive(replay: FramedEvent[], coveredUpTo: number) {
    this.lastId = Math.max(this.lastId, coveredUpTo);
    for (const entry of replay) this.send(entry.event, entry.frame);
    const pending = this.pending ?? [];
    this.pending = null;
    for (const entry of pending) this.send(entry.event, entry.frame);
  }
}

export const framed = (events: LiveEvent[], serverTime: string): FramedEvent[] =>
  events.map((event) => ({ event, frame: SharedBytes.of(sseFrame(event, serverTime)) }));

/**
 * The process's fan-out of live lot events: one LISTEN for the whole process (not a connection per
 * viewer), each notification parsed once, each frame built once and written to every viewer of its lot
 * and of its Event. Heartbeats (with the server time) keep idle connections and proxies awake.
 */
export class LiveHub {
  private readonly byLot = new Map<string, Set<Viewer>>();
  private readonly byListing = new Map<string, Set<Viewer>>();
  private subscribed: Promise<unknown> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  constructor(
    private readonly events: EventBus,
    readonly clock: ServerClock,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatSeconds: number,
    private readonly slots: StreamSlotPool,
  ) {}

  get viewerCount() {
    return this.slots.count;
  }

  /**
   * Takes a stream slot for a client address, checked and counted in one atomic step (in this process, or in
   * the Redis every process shares), so concurrent requests cannot all pass the check: the release to call
   * when the stream ends, or why not.
   */
  async admit(
    address: string,
    limits: { maxStreams: number; maxStreamsPerAddress: number },
  ): Promise<{ release: () => void } | { refused: 'full' | 'address-full' }> {
    const slot = await this.slots.take(address, {
      max: limits.maxStreams,
      maxPerKey: limits.maxStreamsPerAddress,
    });
    if ('refused' in slot) return { refused: slot.refused === 'full' ? 'full' : 'address-full' };
    return slot;
  }

  /** Listens once per process; resolves when notifications are flowing. */
  start(): Promise<unknown> {
    this.subscribed ??= Promise.all([
      this.events.subscribe(lotEventsChannel, (payload) => this.onNotification(payload)),
      this.clock.sync(),
    ]).then(() => {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatSeconds * 1000);
      this.heartbeat.unref();
    });
    return this.subscribed;
  }

  private onNotification(payload: string) {
    let notification: Notification;
    try {
      notification = JSON.parse(payload) as Notification;
    } catch {
      this.log.error('unreadable lot event notification');
      return;
    }
    const lotViewers = this.byLot.get(notification.lotId);
    const listingViewers = this.byListing.get(notification.listingId);
    if (!lotViewers && !listingViewers) return;
    if (notification.events.length === 0) return;
    // Each frame is built and encoded once; every viewer is handed the same bytes.
    const frames = framed(notification.events, this.clock.now().toISOString());
    const joined =
      frames.length === 1
        ? frames[0]!.frame
        : new SharedBytes(Buffer.concat(frames.map((entry) => entry.frame.frame)));
    for (const viewer of lotViewers ?? []) viewer.deliver(frames, joined);
    for (const viewer of listingViewers ?? []) viewer.deliver(frames, joined);
  }

  private beat() {
    const frame = SharedBytes.of(heartbeatFrame(this.clock.now().toISOString()));
    for (const viewers of [...this.byLot.values(), ...this.byListing.values()]) {
      for (const viewer of viewers) viewer.write(frame);
    }
  }

  add(kind: 'lot' | 'listing', id: string, viewer: Viewer): () => void {
    const map = kind === 'lot' ? this.byLot : this.byListing;
    let set = map.get(id);
    if (!set) {
      set = new Set();
      map.set(id, set);
    }
    set.add(viewer);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      set.delete(viewer);
      if (set.size === 0 && map.get(id) === set) map.delete(id);
    };
  }

  /** Ends every stream (before the server closes, so it does not wait on them) and gives the slots back. */
  async close() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.clock.stop();
    for (const viewers of [...this.byLot.values(), ...this.byListing.values()]) {
      for (const viewer of viewers) viewer.response.end();
    }
    this.byLot.clear();
    this.byListing.clear();
    await this.slots.close();
  }
}
