// Prisma CLI configuration (Prisma 7). The app never uses the CLI's migrate engine: migrations are applied
// by `scripts/migrate.ts` (see README, "Database"). `prisma generate` needs no database.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/croupier' },
});
