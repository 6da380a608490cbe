import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Vitest's default (one worker less than the cores) runs the files one at a time on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
