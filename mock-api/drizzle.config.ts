import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w mock-api` writes a new SQL migration under drizzle/ from src/db/schema.ts.
// Commit the SQL and the meta/ snapshots; the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
