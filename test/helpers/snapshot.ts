import { db } from '@/lib/db';

/**
 * Everything a rejected request must not change: row counts of every table, every balance, every
 * round's status/state/eventSeq, every bet's status/amount, every table's event seq, every shoe's counts.
 */
export async function dbSnapshot(): Promise<string> {
  const d = db();
  const counts = await d.$queryRawUnsafe<{ t: string; n: bigint }[]>(
    `SELECT 'User' t, count(*) n FROM "User" UNION ALL SELECT 'Round', count(*) FROM "Round" UNION ALL SELECT 'RoundEvent', count(*) FROM "RoundEvent"
     UNION ALL SELECT 'Bet', count(*) FROM "Bet" UNION ALL SELECT 'LedgerEntry', count(*) FROM "LedgerEntry" UNION ALL SELECT 'LedgerTransaction', count(*) FROM "LedgerTransaction"
     UNION ALL SELECT 'TableEvent', count(*) FROM "TableEvent" UNION ALL SELECT 'Shoe', count(*) FROM "Shoe" UNION ALL SELECT 'GameTable', count(*) FROM "GameTable"
     UNION ALL SELECT 'IdempotencyKey', count(*) FROM "IdempotencyKey" UNION ALL SELECT 'AuditLog', count(*) FROM "AuditLog" UNION ALL SELECT 'Seat', count(*) FROM "Seat"
     ORDER BY t`,
  );
  const accounts = await d.ledgerAccount.findMany({ orderBy: { id: 'asc' }, select: { id: true, balance: true } });
  const rounds = await d.round.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, status: true, state: true, eventSeq: true, result: true, decisionDeadline: true },
  });
  const bets = await d.bet.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, status: true, amount: true, extraStake: true, fee: true, payout: true, spec: true },
  });
  const tables = await d.gameTable.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, eventSeq: true, dealerId: true, roundCounter: true },
  });
  const shoes = await d.shoe.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, counts: true, cardsDealt: true, status: true },
  });
  return JSON.stringify({ counts, accounts, rounds, bets, tables, shoes }, (_k, v) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
}
