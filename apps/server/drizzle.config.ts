import { defineConfig } from 'drizzle-kit';

// Schema changes: edit a `*.tables.ts`, run `npm run db:generate`, commit the SQL in src/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/features/**/*.tables.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: false,
});
