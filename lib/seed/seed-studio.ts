import { database, db } from '@/lib/db';
import { config } from '@/lib/config';
import { transact } from '@/lib/command';
import { insertUser, ensureCashier } from '@/lib/users/manage-users';
import { CASHIER_ACCOUNT_ID, walletAccountId } from '@/lib/ledger/accounts';
import { insertTable } from '@/lib/tables/manage-tables';
import { postTransactions } from '@/lib/ledger/post-transaction';
import { gameModule } from '@/lib/games/registry';
import type { Game, Role } from '@/lib/generated/prisma/enums';

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
}

export const DEMO_PASSWORDS = {
  PIT_BOSS: 'pit-demo-pass',
  DEALER: 'dealer-demo-pass',
  PLAYER: 'player-demo-pass',
} as const;
export const DEMO_PLAYERS = ['alice', 'bob', 'carol'] as const;
/** Each demo player starts with 1,000.00 (cents). */
export const DEMO_BALANCE = 100_000;
export const DEMO_TABLES: { name: string; game: Game }[] = [
  { name: 'Baccarat 1', game: 'BACCARAT' },
  { name: 'Roulette 1', game: 'ROULETTE' },
  { name: 'Blackjack 1', game: 'BLACKJACK' },
  { name: 'High Card Flush 1', game: 'HIGH_CARD_FLUSH' },
  { name: "Casino Hold'em 1", game: 'CASINO_HOLDEM' },
  { name: 'Poker Switch 1', game: 'POKER_SWITCH' },
];

/** The advisory lock (per database) under which an empty database is seeded once (migrate.ts uses 72707369). */
export const SEED_LOCK_KEY = 72707371;

/**
 * Seeds an empty database: the ADMIN from CROUPIER_ADMIN_USERNAME / CROUPIER_ADMIN_PASSWORD (contract) and,
 * unless `demo` is false, the demo studio: two pit bosses (maker-checker), a dealer on shift at every demo table, a second dealer
 * who may sign in at every demo table (not signed in), three
 * players with 1,000.00 each, one table per available game (the shoe games with a shoe in play).
 * Does nothing when any user exists. Several nodes starting at once on one Postgres seed once: the check and
 * the seed run in one transaction under a transaction-level advisory lock (SEED_LOCK_KEY), so the second node
 * waits for the first's commit, then finds the users. @returns the accounts created (empty when nothing was done).
 */
export async function seedStudio(opts: { demo: boolean }): Promise<DemoAccount[]> {
  if ((await db().user.count()) > 0) return [];
  const cfg = config();
  const created: DemoAccount[] = [];
  const postgres = database().backend.kind === 'postgres';
  await transact({ actor: null }, async (tx) => {
    if (postgres) await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Re-checked under the lock: another node may have seeded while this one waited.
    if ((await tx.user.count()) > 0) return;
    await ensureCashier(tx);
    await insertUser(tx, {
      username: cfg.CROUPIER_ADMIN_USERNAME,
      password: cfg.CROUPIER_ADMIN_PASSWORD,
      role: 'ADMIN',
    });
    created.push({ username: cfg.CROUPIER_ADMIN_USERNAME, password: cfg.CROUPIER_ADMIN_PASSWORD, role: 'ADMIN' });
    if (!opts.demo) return;
    await insertUser(tx, { username: 'pit', password: DEMO_PASSWORDS.PIT_BOSS, role: 'PIT_BOSS' });
    created.push({ username: 'pit', password: DEMO_PASSWORDS.PIT_BOSS, role: 'PIT_BOSS' });
    // A second pit boss: a correction or a settled round's void needs another approver than its proposer (issue #18 §1).
    await insertUser(tx, { username: 'pit2', password: DEMO_PASSWORDS.PIT_BOSS, role: 'PIT_BOSS' });
    created.push({ username: 'pit2', password: DEMO_PASSWORDS.PIT_BOSS, role: 'PIT_BOSS' });
    const dealer = await insertUser(tx, {
      username: 'dealer',
      password: DEMO_PASSWORDS.DEALER,
      role: 'DEALER',
      displayName: 'Jana',
    });
    created.push({ username: 'dealer', password: DEMO_PASSWORDS.DEALER, role: 'DEALER' });
    // A second dealer who may sign in at every demo table but is not on shift (issue #17 §1: try a replacement).
    const dealer2 = await insertUser(tx, { username: 'dealer2', password: DEMO_PASSWORDS.DEALER, role: 'DEALER' });
    created.push({ username: 'dealer2', password: DEMO_PASSWORDS.DEALER, role: 'DEALER' });
    for (const name of DEMO_PLAYERS) {
      const p = await insertUser(tx, { username: name, password: DEMO_PASSWORDS.PLAYER, role: 'PLAYER' });
      created.push({ username: name, password: DEMO_PASSWORDS.PLAYER, role: 'PLAYER' });
      await postTransactions(tx, [
        {
          kind: 'DEPOSIT',
          memo: 'demo balance',
          entries: [
            { accountId: CASHIER_ACCOUNT_ID, amount: -DEMO_BALANCE },
            { accountId: walletAccountId(p.id), amount: DEMO_BALANCE },
          ],
        },
      ]);
    }
    for (const t of DEMO_TABLES) {
      const mod = gameModule(t.game);
      if (!mod) continue;
      const table = await insertTable(tx, {
        name: t.name,
        game: t.game,
        rules: mod.defaultRules,
        limits: mod.defaultLimits,
        dealerId: dealer.id,
      });
      if (mod.shoeDecks) await tx.shoe.create({ data: { tableId: table.id, number: 1, decks: mod.shoeDecks } });
      // Both demo dealers may sign in everywhere; `dealer` is on shift at every table (GameTable.dealerId above).
      await tx.tableDealer.createMany({
        data: [
          { tableId: table.id, userId: dealer.id },
          { tableId: table.id, userId: dealer2.id },
        ],
      });
      await tx.dealerShift.create({ data: { tableId: table.id, dealerId: dealer.id } });
    }
  });
  return created;
}
