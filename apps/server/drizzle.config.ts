import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace apps/server` writes SQL migrations from the schema. The same
// migration set runs on PGlite (PostgreSQL 18) and PostgreSQL 15, so keep the schema to plain SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
