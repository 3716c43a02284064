import { defineConfig } from 'drizzle-kit';

// Schema changes: edit a `*.tables.ts`, run `npm run db:generate`, commit the SQL in src/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  // Feature tables, plus shared infrastructure tables in src/db (rate-limit counters).
  schema: ['./src/features/**/*.tables.ts', './src/db/*.tables.ts'],
  out: './src/db/migrations',
  strict: true,
  verbose: false,
});
