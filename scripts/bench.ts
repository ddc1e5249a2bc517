/**
 * `npm run bench`: performance figures measured side by side with a floor in the same run (a raw-SQL, bare-`ws`
 * or table-free version of the same work), printed as one table: figure, product, floor, ratio, with the
 * machine's load. No test asserts a time. Sections live in scripts/bench/<section>.ts; Postgres sections use a
 * scratch database on BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), created and dropped.
 *
 * `npm run bench` runs every section; `npm run bench -- poker settle` runs the named ones only.
 */
import { machineLoad, printTable, waitForQuiet } from './bench/common';
import { benchPoker } from './bench/poker';
import { benchSettle } from './bench/settle';
import { benchIntake } from './bench/intake';
import { benchCard, benchFanout } from './bench/fanout';
import { benchReports } from './bench/reports';

const SECTIONS: Record<string, () => void | Promise<void>> = {
  poker: benchPoker,
  settle: benchSettle,
  intake: benchIntake,
  fanout: benchFanout,
  card: benchCard,
  reports: benchReports,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((s) => !(s in SECTIONS));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Sections: ${Object.keys(SECTIONS).join(', ')}.`);
  process.exit(2);
}
console.log(`npm run bench: ${asked.length ? asked.join(', ') : 'all sections'} (${machineLoad()})`);
for (const [name, run] of Object.entries(SECTIONS)) {
  if (asked.length && !asked.includes(name)) continue;
  console.log(`\n== ${name} (${await waitForQuiet()})`);
  await run();
}
printTable();
