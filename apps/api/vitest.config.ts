import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database, so files may run in parallel; PGlite instances are in-process.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
