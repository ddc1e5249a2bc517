/** `npm run seed [-- --admin-only]`: seeds an empty database (see lib/seed/seed-studio.ts). */
import { database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { seedStudio } from '@/lib/seed/seed-studio';

const d = database();
await migrate(d);
const created = await seedStudio({ demo: !process.argv.includes('--admin-only') });
console.log(
  created.length
    ? created.map((a) => `${a.role.padEnd(8)} ${a.username} / ${a.password}`).join('\n')
    : 'The database already has users; nothing seeded.',
);
await d.close();
