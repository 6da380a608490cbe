import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and resolves no sooner than `floorMs` after it started (and not before `work` settles): the
 * routes that e-mail an address answer in the same time whether the address has an account (a token, a
 * rendered template and an outbox row) or not (nothing), so the time does not tell which addresses exist.
 * Errors of `work` are thrown after the same wait.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
