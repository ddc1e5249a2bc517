/**
 * Migrates and seeds (the admin only) the database of CROUPIER_DATA_DIR / DATABASE_URL, then exits: what
 * `npm start` does before it serves, without its build step (an e2e spec that runs a second server of its
 * own must never rebuild the .next that the main web server is serving).
 */
import { database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { seedStudio } from '@/lib/seed/seed-studio';

await migrate(database());
await seedStudio({ demo: false });
await database().close();
