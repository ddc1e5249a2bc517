import fs from 'node:fs';
import path from 'node:path';
import { call, login, ok } from './http';
import { seedAdmin } from './db';

export interface Studio {
  admin: string;
  pit: string;
  dealer: string;
  dealerId: string;
  players: { name: string; id: string; token: string }[];
  tableId: string;
}

/**
 * Builds a studio through the public API only, as an operator's tool would: the admin (seeded like a fresh
 * database), a pit boss, a dealer, `players` players each with `deposit` cents, one table of `game`
 * with the dealer assigned.
 */
export async function buildStudio(opts: {
  game: 'BACCARAT' | 'ROULETTE' | 'BLACKJACK' | 'HIGH_CARD_FLUSH' | 'CASINO_HOLDEM' | 'POKER_SWITCH';
  players?: string[];
  deposit?: number;
  rules?: Record<string, unknown>;
  limits?: Record<string, unknown>;
}): Promise<Studio> {
  await seedAdmin();
  const admin = await login('admin', 'admin-pass-1');
  const mk = (username: string, role: string) =>
    ok<{ id: string }>(
      call('POST', '/api/users', { token: admin, body: { username, password: `${username}-password`, role } }),
    );
  await mk('pitboss', 'PIT_BOSS');
  const dealer = await mk('dealer1', 'DEALER');
  const players = [];
  for (const name of opts.players ?? ['alice', 'bob', 'carol']) {
    const u = await mk(name, 'PLAYER');
    if (opts.deposit)
      await ok(call('POST', `/api/users/${u.id}/deposits`, { token: admin, body: { amount: opts.deposit } }));
    players.push({ name, id: u.id, token: await login(name, `${name}-password`) });
  }
  const table = await ok<{ id: string }>(
    call('POST', '/api/tables', {
      token: admin,
      body: { name: `${opts.game} test`, game: opts.game, rules: opts.rules, limits: opts.limits },
    }),
  );
  await ok(call('PUT', `/api/tables/${table.id}/dealer`, { token: admin, body: { userId: dealer.id } }));
  return {
    admin,
    pit: await login('pitboss', 'pitboss-password'),
    dealer: await login('dealer1', 'dealer1-password'),
    dealerId: dealer.id,
    players,
    tableId: table.id,
  };
}

/** Reads a shoe or spin file of ../shared/data: its cards (or numbers) and `cutCardPosition` if stated. */
export function readDataFile(name: string): { tokens: string[]; cutCardPosition: number | null } {
  const candidates = [
    path.resolve(process.cwd(), '../shared/data', name),
    path.resolve(process.cwd(), 'test/fixtures', name),
  ];
  const file = candidates.find((p) => fs.existsSync(p));
  if (!file) throw new Error(`data file ${name} not found in ${candidates.join(' or ')}`);
  const text = fs.readFileSync(file, 'utf8');
  const cut = /cutCardPosition=(\d+)/.exec(text);
  const tokens = text
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  return { tokens, cutCardPosition: cut ? Number(cut[1]) : null };
}

/**
 * Sum of every ledger account's balance and of every entry (both must be 0), straight from the database; the
 * balances are `account_balance`'s (a house account's pending stake deltas included, migration bet_intake).
 */
export async function ledgerTotals(): Promise<{ balances: bigint; entries: bigint }> {
  const { db } = await import('@/lib/db');
  const [a] = await db().$queryRawUnsafe<{ s: bigint | null }[]>(
    'SELECT SUM("balance")::bigint AS s FROM "account_balance"',
  );
  const [e] = await db().$queryRawUnsafe<{ s: bigint | null }[]>(
    'SELECT SUM("amount")::bigint AS s FROM "LedgerEntry"',
  );
  return { balances: BigInt(a?.s ?? 0), entries: BigInt(e?.s ?? 0) };
}
