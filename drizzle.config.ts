import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` appends a migration; never edit a generated one.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema/*.ts',
  out: './api/db/migrations',
});
