import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';
import { exportedTables } from './export-tables.js';

/** Column keys that point at a person: userId, buyerId, reviewedByUserId, lastBidBuyerId… */
const personColumn = /(user|buyer)Id$/i;

const schemaTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

describe('the copy of personal data', () => {
  it('covers every table and column of the schema that refers to a user or a buyer', () => {
    const expected = schemaTables.flatMap((table) =>
      Object.keys(getTableColumns(table))
        .filter((column) => personColumn.test(column))
        .map((column) => `${getTableConfig(table).name}.${column}`),
    );
    // The users table is read by its own id too.
    expected.push('users.id');
    const exported = exportedTables.flatMap((entry) =>
      Object.keys(entry.match).map((column) => `${getTableConfig(entry.table).name}.${column}`),
    );
    const missing = expected.filter((name) => !exported.includes(name));
    expect(missing, 'tables/columns missing from privacy/export-tables.ts').toEqual([]);
    expect(expected.length).toBeGreaterThan(40);
  });

  it('names real columns, and gives each table one file', () => {
    for (const entry of exportedTables) {
      const columns = Object.keys(getTableColumns(entry.table));
      for (const name of [...Object.keys(entry.match), ...(entry.omit ?? [])]) {
        expect(columns, `${entry.file}.${name}`).toContain(name);
      }
    }
    const files = exportedTables.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
