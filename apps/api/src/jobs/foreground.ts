/**
 * Work a process must do on time (closing due lots) and work that can wait a little (rendering queued
 * e-mails). The first marks itself while it runs; the second waits for a pause in it between its chunks,
 * so that in a minute when thousands of lots end the closes get the process first. In one process only:
 * each process's own closers and sweeps.
 */
const running = new WeakMap<object, number>();

/** Runs `work` as this process's on-time work (nested and concurrent runs count once each). */
export async function asForeground<T>(owner: object, work: () => Promise<T>): Promise<T> {
  running.set(owner, (running.get(owner) ?? 0) + 1);
  try {
    return await work();
  } finally {
    running.set(owner, (running.get(owner) ?? 1) - 1);
  }
}

/** Waits while on-time work of `owner` runs, checking every `everyMs`, for at most `maxMs` in all. */
export async function afterForeground(owner: object, { everyMs = 100, maxMs = 120_000 } = {}): Promise<void> {
  const deadline = Date.now() + maxMs;
  while ((running.get(owner) ?? 0) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
