import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { migrationsFolder } from './client.js';

const apiDir = path.join(repoRoot, 'apps/api');

describe('migrations', () => {
  it('agree with the schema: generating from the schema files adds nothing', () => {
    // drizzle-kit resolves --out relative to the working directory, so the copy lives inside the repo.
    mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
    const scratch = mkdtempSync(path.join(repoRoot, '.data', 'migration-check-'));
    try {
      cpSync(migrationsFolder, scratch, { recursive: true });
      const before = readdirSync(scratch).filter((file) => file.endsWith('.sql'));
      const output = execFileSync(
        path.join(repoRoot, 'node_modules/.bin/drizzle-kit'),
        [
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema/index.ts',
          '--out',
          path.relative(apiDir, scratch),
          '--casing',
          'snake_case',
        ],
        { cwd: apiDir, encoding: 'utf8' },
      );
      const after = readdirSync(scratch).filter((file) => file.endsWith('.sql'));
      expect(after, `schema changes without a migration:\n${output}`).toEqual(before);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
