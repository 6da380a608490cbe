import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database and its own app, so files run in parallel, and a worker runs its files
    // one after another in one process: importing the app's modules once per worker, not once per file, halves
    // the run. Nothing of the app is kept in a module for a process (per-app state hangs off the app or its
    // database), and a test helper that records across files is reset by the file that reads it.
    pool: 'forks',
    isolate: false,
    // Vitest's default (one worker less than the cores) leaves a core idle on a two-core machine while a worker
    // waits on its database. On a PostgreSQL server, whose work is in another process, three: each file's pool
    // may open 20 connections, and the server's default limit is 100 whatever the cores.
    maxWorkers: process.env.DATABASE_URL ? 3 : Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
