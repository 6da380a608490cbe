import { defineConfig } from 'drizzle-kit';

// Generation only compares the schema files with the committed migrations; no database is touched.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
