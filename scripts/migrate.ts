/** `npm run migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded database. */
import { database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';

const d = database();
const applied = await migrate(d);
console.log(
  applied.length ? `Applied ${applied.join(', ')} to ${d.backend.label}` : `${d.backend.label} is up to date`,
);
await d.close();
