import path from 'node:path';
import { z } from 'zod';

/** The admin's password when CROUPIER_ADMIN_PASSWORD is unset: for the demo only (a production start refuses it, lib/config-checks.ts). */
export const DEMO_ADMIN_PASSWORD = 'admin-demo-pass';

/**
 * The validated environment (read once). A bad value fails fast with a sentence.
 * - `DATABASE_URL`: real Postgres (`postgresql://...`); unset → embedded PGlite in `CROUPIER_DATA_DIR`.
 * - `CROUPIER_DATA_DIR`: default `./data`.
 * - `PORT`: default 3000.
 * - `REDIS_URL`: `redis://` / `rediss://`; set → socket.io broadcasts between nodes through the Redis Streams
 *   adapter (stream `CROUPIER_REDIS_STREAM`, default `croupier:socket.io`) and the sign-in counters live in Redis;
 *   unset → one node, in-process socket.io (issue #16 §3).
 */
const schema = z.object({
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgresql:// connection string (unset it to use the embedded database)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CROUPIER_DATA_DIR: z.string().min(1).default('./data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CROUPIER_ADMIN_USERNAME: z.string().min(1).default('admin'),
  CROUPIER_ADMIN_PASSWORD: z.string().min(1).default(DEMO_ADMIN_PASSWORD),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL (unset it to run a single node)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CROUPIER_REDIS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,200}$/, 'CROUPIER_REDIS_STREAM must be 1-200 letters, digits or : . _ -')
    .default('croupier:socket.io'),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  cached = { ...parsed.data, dataDir: path.resolve(parsed.data.CROUPIER_DATA_DIR) };
  return cached;
}
