import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import { openDatabase } from '../db/client.js';
import { createEventBus, notify } from './event-bus.js';

const database = await createTestDatabase();

function nextMessage(received: string[], count: number, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (received.length >= count) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('no notification arrived'));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe('event bus', () => {
  it('delivers a notification published in a transaction only after it commits', async () => {
    const bus = createEventBus(database);
    const received: string[] = [];
    const unsubscribe = await bus.subscribe('lot_test', (payload) => received.push(payload));
    await database.db.transaction(async (tx) => {
      await notify(tx, 'lot_test', '{"sequence":1}');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
    });
    await nextMessage(received, 1);
    expect(received).toEqual(['{"sequence":1}']);

    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, 'lot_test', 'rolled back');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await notify(database.db, 'lot_test', 'after');
    await nextMessage(received, 2);
    expect(received).toEqual(['{"sequence":1}', 'after']);
    await unsubscribe();
    await bus.close();
  });
});

// Only a server has more than one connection; the embedded database is one process by construction.
if (database.kind === 'postgres') {
  const connectionString = database.connectionString;
  it('fans out to a listener on another connection (another API process)', async () => {
    const other = await openDatabase({ databaseUrl: connectionString, poolSize: 1 });
    const bus = createEventBus(other);
    const received: string[] = [];
    await bus.subscribe('lot_fanout', (payload) => received.push(payload));
    await notify(database.db, 'lot_fanout', 'from the first process');
    await nextMessage(received, 1);
    expect(received).toEqual(['from the first process']);
    await bus.close();
    await other.close();
  });
}
