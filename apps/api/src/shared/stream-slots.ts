export type SlotAdmission = { release: () => void } | { refused: 'full' | 'key-full' };

/**
 * Where the stream caps are counted: in this process (StreamSlots), or shared by every API process
 * (RedisStreamSlots, when RATE_LIMIT_REDIS_URL is set). Taking a slot checks and counts in one atomic step.
 */
export interface StreamSlotPool {
  /** Slots this process holds now. */
  readonly count: number;
  take(key: string, limits: { max: number; maxPerKey: number }): SlotAdmission | Promise<SlotAdmission>;
  /** Gives back what this process holds (a process that stops cleanly frees its slots at once). */
  close(): Promise<void>;
}

/**
 * Slots of long-lived streams, counted in total and per key (a client address, a user): taking one checks
 * and counts in a single synchronous step — no await in between — so concurrent requests cannot all pass
 * the check. The release is idempotent: a stream that ends twice gives its slot back once.
 */
export class StreamSlots implements StreamSlotPool {
  private taken = 0;
  private readonly byKey = new Map<string, number>();

  get count(): number {
    return this.taken;
  }

  async close(): Promise<void> {}

  take(key: string, limits: { max: number; maxPerKey: number }): SlotAdmission {
    if (this.taken >= limits.max) return { refused: 'full' };
    const held = this.byKey.get(key) ?? 0;
    if (held >= limits.maxPerKey) return { refused: 'key-full' };
    this.taken += 1;
    this.byKey.set(key, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.taken -= 1;
        const left = (this.byKey.get(key) ?? 1) - 1;
        if (left > 0) this.byKey.set(key, left);
        else this.byKey.delete(key);
      },
    };
  }
}
