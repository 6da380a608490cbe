import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { makeDataDir, naturalPersonData, patchApplication, signedInUser } from './buyer-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  BUYERS_RATE_LIMIT_MAX: '2',
  DATA_DIR: makeDataDir(),
});

describe('per-route limits', () => {
  it('answers 429 in Portuguese once one IP floods the application route', async () => {
    const who = await signedInUser(app, db);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await patchApplication(app, who, { registrationData: naturalPersonData() })).statusCode);
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
