import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { txSql } from '@/lib/db/tx-sql';
import { AppError } from '@/lib/errors';
import type { GameBet, GameModule, Limits } from '@/lib/games/module';
import type { BetSettlement } from '@/lib/games/types';
import type { Bet, Round } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { holdAccounts, postTransactions, type HeldAccounts } from '@/lib/ledger/post-transaction';
import { metrics } from '@/lib/metrics/metrics';
import { assertDealerAccess } from '@/lib/tables/access';
import { roundLimits } from '@/lib/tables/round-limits';
import { appendRoundEvent, lockRound, ROUND_RETURNING, roundFromRow } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import { userRoom, type BetSettledItem, type PublicRound } from '@/lib/realtime/events';
import type { Outbox } from '@/lib/command';

/** One bet's settlement as written: cents; `net = payout + refund - amount - extraStake - fee`. */
export interface SettledBet {
  id: string;
  userId: string;
  type: string;
  amount: number;
  /** Stakes added during the round (blackjack doubles/splits), cents. */
  extraStake: number;
  /** The table fee held with the bet (high card flush rake, §HCF-9), cents; `refund` includes what of it is handed back. */
  fee: number;
  status: 'WON' | 'LOST' | 'PUSH' | 'DEAD';
  payout: number;
  refund: number;
  payoutCut: number;
  /** The part of `fee` the house keeps (the game's settleAll `rake`), cents; 0 for per-bet games. */
  rake: number;
  net: number;
}

type SettleableBet = Pick<Bet, 'id' | 'userId' | 'type' | 'spec' | 'amount'> & { extraStake?: number; fee?: number };

/**
 * OPEN bets read and written per chunk by `settleRound` (a 100k-bet round is settled in 100 chunks, one transaction).
 * Measured on this 2-core machine (issue #16 §2: no event-loop stall over 20 ms), with the per-bet work in slices:
 * at 2,500 a chunk the 100k settle's longest stall was 8.7-28.8 ms over six runs, at 1,000 11.9-17.4 ms (its young
 * generation scavenges, 5-15 ms each, grow with the rows a chunk keeps alive); the 10k settle was ~10 % faster at
 * 2,500, within the runs' noise.
 */
export const SETTLE_CHUNK = 1_000;
/** Bets computed between two turns of the event loop. */
const COMPUTE_SLICE = 250;

/**
 * Settles bets of a round (pure; no I/O). By default every bet against the complete round's result
 * (`mod.settleBet`); `opts.settle` settles a subset early (returns null for a bet that plays on).
 * Applies the table's maximum payout per round (RULES.md §C-6): a player's winnings in the round are
 * capped, the allowance used up in bet order (the earliest bets are paid first), after what
 * `opts.alreadyPaid` (userId → cents) says the player was paid earlier in the round; the amount cut is
 * recorded on each bet. `opts.allowance` (userId → cents still payable) carries the running allowance
 * from one call to the next (it is read and updated): settling bets in consecutive chunks with one map
 * gives exactly what one call over all of them gives.
 */
export function computeSettlement(
  mod: GameModule,
  round: Pick<Round, 'state' | 'rules'>,
  bets: SettleableBet[],
  limits: Limits,
  opts: {
    alreadyPaid?: Map<string, number>;
    settle?: (bet: GameBet) => BetSettlement | null;
    allowance?: Map<string, number>;
  } = {},
): SettledBet[] {
  const remaining = opts.allowance ?? new Map<string, number>();
  const out: SettledBet[] = [];
  for (const b of bets) {
    const bet: GameBet = {
      id: b.id,
      userId: b.userId,
      type: b.type,
      spec: b.spec as Record<string, unknown>,
      amount: b.amount,
    };
    const s = opts.settle ? opts.settle(bet) : mod.settleBet(bet, round.state, round.rules);
    if (!s) continue;
    const left =
      remaining.get(b.userId) ?? Math.max(0, limits.maxPayoutPerRound - (opts.alreadyPaid?.get(b.userId) ?? 0));
    const payout = Math.min(s.payout, left);
    remaining.set(b.userId, left - payout);
    const extraStake = b.extraStake ?? 0;
    out.push({
      id: b.id,
      userId: b.userId,
      type: b.type,
      amount: b.amount,
      extraStake,
      fee: 0,
      status: s.status,
      payout,
      refund: s.refund,
      payoutCut: s.payout - payout,
      rake: 0,
      net: payout + s.refund - b.amount - extraStake,
    });
  }
  return out;
}

/**
 * Settles every OPEN bet of a round the game settles as a whole (`mod.settleAll`, high card flush):
 * pure. With `houseBanked` the §C-6 cap applies as in `computeSettlement` (the house owes the
 * winnings) unless the game says it has `capped` the winnings itself (§PS-9); otherwise money moves between players and only `cut` (what the DP's bank could not pay,
 * §HCF-8) is recorded. Cents throughout.
 * @returns the settled bets and the game's summary for the SETTLED event
 */
export function computeRoundSettlement(
  mod: GameModule,
  round: Pick<Round, 'state' | 'rules'>,
  bets: (SettleableBet & { fee: number })[],
  limits: Limits,
  alreadyPaid: Map<string, number> = new Map(),
): { settled: SettledBet[]; summary: Record<string, unknown> } {
  const all = mod.settleAll!(
    bets.map((b) => ({
      id: b.id,
      userId: b.userId,
      type: b.type,
      spec: b.spec as Record<string, unknown>,
      amount: b.amount,
      fee: b.fee,
    })),
    round.state,
    round.rules,
  );
  const byId = new Map(all.bets.map((s) => [s.id, s]));
  const remaining = new Map<string, number>();
  const settled = bets.map((b): SettledBet => {
    const s = byId.get(b.id);
    if (!s) throw new Error(`bet ${b.id} has no settlement`);
    let payout = s.payout;
    // A game that applies its own maximum payout (`capped`, Poker Switch's per-box caps, §PS-9) is not cut again.
    if (all.houseBanked && !all.capped) {
      const left = remaining.get(b.userId) ?? Math.max(0, limits.maxPayoutPerRound - (alreadyPaid.get(b.userId) ?? 0));
      payout = Math.min(s.payout, left);
      remaining.set(b.userId, left - payout);
    }
    const extraStake = b.extraStake ?? 0;
    return {
      id: b.id,
      userId: b.userId,
      type: b.type,
      amount: b.amount,
      extraStake,
      fee: b.fee,
      status: s.status,
      payout,
      refund: s.refund,
      payoutCut: s.cut + s.payout - payout,
      rake: s.rake,
      net: payout + s.refund - b.amount - extraStake - b.fee,
    };
  });
  return { settled, summary: all.summary };
}

/** What each player was already paid (winnings, cents) by bets of the round settled early (§C-6). */
export async function paidSoFar(tx: Tx, roundId: string): Promise<Map<string, number>> {
  return (await earlierBets(tx, roundId)).paid;
}

/** The money of a settlement so far, cents (aggregates only: no bet list is kept). */
interface SettleTotals {
  bets: number;
  staked: number;
  paidOut: number;
  payoutCut: number;
  /** Σ rake (the fees the house keeps) and the largest payout of one bet, cents (the round's report summary). */
  rake: number;
  biggestWin: number;
  /** The players of these bets. */
  players: Set<string>;
}

const noTotals = (): SettleTotals => ({
  bets: 0,
  staked: 0,
  paidOut: 0,
  payoutCut: 0,
  rake: 0,
  biggestWin: 0,
  players: new Set(),
});

/** `bet:settled` items per player, in bet order (one message per player after commit). */
type ResultsByPlayer = Map<string, BetSettledItem[]>;

/** A settled bet as its player hears of it: a `bet:settled` item, with the bet's id and its player. */
type PrivateResult = Omit<BetSettledItem, 'betId'> & { id: string; userId: string };

const pgTimestamp = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Writes one chunk of settled bets inside the caller's transaction: one UPDATE of the bet rows (only
 * those still OPEN) from jsonb and one SETTLEMENT ledger transaction (house → wallets, one entry per
 * paid bet), RULES.md §C-4; adds the chunk to `totals` and its results to `results`. The per-bet work (the
 * UPDATE's JSON, the ledger entries, the totals and results) runs `COMPUTE_SLICE` bets at a time with the event
 * loop let in between (a chunk of `SETTLE_CHUNK` bets in one go held it ~10 ms).
 * @returns the cents paid out by the chunk (payouts and refunds)
 */
async function writeChunk(
  tx: Tx,
  round: Round,
  settled: readonly SettledBet[],
  settledAt: Date,
  actorId: string | null,
  totals: SettleTotals,
  results: ResultsByPlayer,
  held?: HeldAccounts,
): Promise<number> {
  if (!settled.length) return 0;
  let out = 0;
  const entries: { accountId: string; amount: number; betId: string }[] = [];
  /** The UPDATE's rows as JSON, a slice at a time (each a JSON array's inside). */
  const json: string[] = [];
  for (let i = 0; i < settled.length; i += COMPUTE_SLICE) {
    if (i > 0) await yieldToEventLoop();
    const slice = settled.slice(i, i + COMPUTE_SLICE);
    json.push(
      JSON.stringify(
        slice.map((s) => ({
          id: s.id,
          status: s.status,
          payout: s.payout,
          refund: s.refund,
          payoutCut: s.payoutCut,
          rake: s.rake,
        })),
      ).slice(1, -1),
    );
    for (const s of slice) {
      const back = s.payout + s.refund;
      if (back > 0) {
        entries.push({ accountId: walletAccountId(s.userId), amount: back, betId: s.id });
        out += back;
      }
      totals.bets += 1;
      totals.staked += s.amount + s.extraStake + s.fee;
      totals.payoutCut += s.payoutCut;
      totals.rake += s.rake;
      if (s.payout > totals.biggestWin) totals.biggestWin = s.payout;
      totals.players.add(s.userId);
      addResult(results, s);
    }
  }
  await txSql(tx)(
    `UPDATE "Bet" AS b SET "status" = x.status::"BetStatus", "payout" = x.payout, "refund" = x.refund, "payoutCut" = x."payoutCut", "rake" = x.rake, "settledAt" = $2::timestamp
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, status text, payout int, refund int, "payoutCut" bigint, rake int)
     WHERE b."id" = x.id AND b."status" = 'OPEN'`,
    [`[${json.join(',')}]`, pgTimestamp(settledAt)],
  );
  totals.paidOut += out;
  if (entries.length)
    await postTransactions(
      tx,
      [
        {
          kind: 'SETTLEMENT',
          roundId: round.id,
          actorId,
          entries: [...entries, { accountId: houseAccountId(round.tableId), amount: -out }],
        },
      ],
      held,
    );
  return out;
}

/** Lets the event loop run (sockets, timers, other requests) between two chunks of a large settle. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Pays settled bets inside the caller's transaction: bet rows (only those still OPEN), one SETTLEMENT
 * ledger transaction (house → wallets), and one `bet:settled` (the player's bets) and one `balance` to
 * each player after commit. Used for bets settled early (blackjack, make-decision) and round-wide games.
 * @returns the cents paid out (payouts and refunds)
 */
export async function payBets(
  tx: Tx,
  out: Outbox,
  round: Round,
  settled: SettledBet[],
  actorId: string | null,
): Promise<number> {
  const results: ResultsByPlayer = new Map();
  const totals = noTotals();
  let paid = 0;
  for (let i = 0; i < settled.length; i += SETTLE_CHUNK)
    paid += await writeChunk(tx, round, settled.slice(i, i + SETTLE_CHUNK), new Date(), actorId, totals, results);
  await queuePlayerResults(tx, out, round, results);
  return paid;
}

/**
 * The round's bets settled before a settle (early settlements, dead hands), in one query over its counted bets (the
 * partial index `Bet_counted_round_user_idx`): their count, money and players, and what each player was paid by
 * them (`paidSoFar`, §C-6).
 */
async function earlierBets(tx: Tx, roundId: string): Promise<{ totals: SettleTotals; paid: Map<string, number> }> {
  const rows = await txSql(tx)<{
    userId: string;
    n: number | bigint;
    staked: bigint | number;
    back: bigint | number;
    paid: bigint | number;
    rake: bigint | number;
    biggest: number;
  }>(
    `SELECT "userId", COUNT(*)::int AS n, SUM("amount" + "extraStake" + "fee")::bigint AS staked,
            SUM("payout" + "refund")::bigint AS back, SUM("rake")::bigint AS rake, MAX("payout")::int AS biggest,
            COALESCE(SUM("payout") FILTER (WHERE "status" IN ('WON','LOST','PUSH')), 0)::bigint AS paid
     FROM "Bet" WHERE "roundId" = $1 AND "status" IN ('WON','LOST','PUSH','DEAD') GROUP BY "userId"`,
    [roundId],
  );
  const totals = noTotals();
  const paid = new Map<string, number>();
  for (const r of rows) {
    totals.bets += Number(r.n);
    totals.staked += Number(r.staked);
    totals.paidOut += Number(r.back);
    totals.rake += Number(r.rake);
    totals.biggestWin = Math.max(totals.biggestWin, Number(r.biggest));
    totals.players.add(r.userId);
    paid.set(r.userId, Number(r.paid));
  }
  return { totals, paid };
}

/**
 * Writes a round's report summary (issue #17 §2) from its counted bets (WON, LOST, PUSH, DEAD), in one statement:
 * a correction's re-settlement (issue #18 §1). Settlement writes the same figures from its own totals (`finishSettlement`).
 */
export async function writeRoundSummary(tx: Tx, roundId: string): Promise<void> {
  await txSql(tx)(
    `UPDATE "Round" AS r SET "betCount" = s.n, "playerCount" = s.p, "handle" = s.h, "payouts" = s.po, "rake" = s.rk,
            "biggestWin" = s.bw
     FROM (SELECT COUNT(*)::int AS n, COUNT(DISTINCT "userId")::int AS p,
                  COALESCE(SUM("amount" + "extraStake" + "fee"), 0)::bigint AS h,
                  COALESCE(SUM("payout" + "refund"), 0)::bigint AS po, COALESCE(SUM("rake"), 0)::bigint AS rk,
                  COALESCE(MAX("payout"), 0)::int AS bw
           FROM "Bet" WHERE "roundId" = $1 AND "status" IN ('WON','LOST','PUSH','DEAD')) AS s
     WHERE r."id" = $1`,
    [roundId],
  );
}

/**
 * Closes a settlement inside the caller's transaction: the round SETTLED, its SETTLED log event with the
 * money summary (this settle's bets plus the ones settled earlier in the round), `round:settled` to the
 * table, and each player's `bet:settled` batch and `balance`.
 */
async function finishSettlement(
  tx: Tx,
  out: Outbox,
  round: Round,
  settledAt: Date,
  now: SettleTotals,
  earlier: SettleTotals,
  results: ResultsByPlayer,
  actorId: string | null,
  game: Record<string, unknown>,
): Promise<Round> {
  // `staked` counts every cent taken in with the bets (stakes, extra stakes, held fees); GGR = staked - paidOut.
  const bets = now.bets + earlier.bets;
  const staked = now.staked + earlier.staked;
  const paidOut = now.paidOut + earlier.paidOut;
  // The round's report summary (issue #17 §2) over its counted bets (WON, LOST, PUSH, DEAD): every bet this settle
  // wrote (all the round's OPEN bets, under the round's lock) and those settled earlier — what `writeRoundSummary`
  // reads back, without reading the round's bets again.
  const players = new Set([...earlier.players, ...now.players]);
  const [row] = await txSql(tx)<Record<string, unknown>>(
    `UPDATE "Round" SET "status" = 'SETTLED', "settledAt" = $2::timestamp, "decisionDeadline" = NULL, "betCount" = $3,
            "playerCount" = $4, "handle" = $5::bigint, "payouts" = $6::bigint, "rake" = $7::bigint, "biggestWin" = $8
     WHERE "id" = $1 RETURNING ${ROUND_RETURNING}`,
    [
      round.id,
      pgTimestamp(settledAt),
      bets,
      players.size,
      String(staked),
      String(paidOut),
      String(now.rake + earlier.rake),
      Math.max(now.biggestWin, earlier.biggestWin),
    ],
  );
  if (!row) throw new AppError('ROUND_NOT_FOUND', `No round ${round.id}.`);
  const updated = roundFromRow(row);
  const summary = {
    ...game,
    bets,
    staked,
    paidOut,
    ggr: staked - paidOut,
    payoutCut: now.payoutCut,
  };
  await appendRoundEvent(tx, round.id, 'SETTLED', { result: round.result as object, ...summary }, actorId);
  const pub = publicRound(updated);
  // The money summary stays in the round's log (staff); the public event carries the result only.
  await publishTableEvent(tx, out, {
    tableId: round.tableId,
    type: 'round:settled',
    round: pub,
    data: { bets: summary.bets },
  });
  await queuePlayerResults(tx, out, round, results);
  return updated;
}

/**
 * Queues one `bet:settled` per player carrying all of that player's bets given (in the order given) and
 * one `balance` per player (read inside the transaction). Used by settlements and voids.
 */
export async function queuePrivateResults(tx: Tx, out: Outbox, round: Round, bets: PrivateResult[]): Promise<void> {
  const results: ResultsByPlayer = new Map();
  for (const s of bets) addResult(results, s);
  await queuePlayerResults(tx, out, round, results);
}

/** Adds one settled bet to its player's `bet:settled` list (the money fields it has; refund, fee and cut when known). */
function addResult(results: ResultsByPlayer, s: PrivateResult): void {
  let mine = results.get(s.userId);
  if (!mine) results.set(s.userId, (mine = []));
  mine.push({
    betId: s.id,
    type: s.type,
    amount: s.amount,
    status: s.status,
    payout: s.payout,
    net: s.net,
    ...(s.refund !== undefined ? { refund: s.refund } : {}),
    ...(s.fee !== undefined ? { fee: s.fee } : {}),
    ...(s.payoutCut !== undefined ? { payoutCut: s.payoutCut } : {}),
  });
}

/** One `bet:settled` `{roundId, tableId, bets}` and one `balance` per player of `results`. */
async function queuePlayerResults(tx: Tx, out: Outbox, round: Round, results: ResultsByPlayer): Promise<void> {
  if (!results.size) return;
  for (const [userId, bets] of results)
    out.push({
      room: userRoom(userId),
      event: 'bet:settled',
      payload: { roundId: round.id, tableId: round.tableId, bets },
    });
  const accounts = await txSql(tx)<{ userId: string | null; balance: bigint | number }>(
    `SELECT "userId", "balance" FROM "LedgerAccount" WHERE "id" = ANY($1::text[])`,
    [[...results.keys()].map(walletAccountId)],
  );
  for (const a of accounts)
    if (a.userId) out.push({ room: userRoom(a.userId), event: 'balance', payload: { balance: Number(a.balance) } });
}

/** The row a settle chunk reads (the columns the settlement needs, nothing else). */
interface OpenBetRow {
  id: string;
  userId: string;
  type: string;
  spec: Bet['spec'];
  amount: number;
  extraStake: number;
  fee: number;
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Settles the OPEN bets of a per-bet game (`mod.settleBet`) in chunks of `SETTLE_CHUNK` inside the caller's
 * transaction: a cursor over the round's OPEN bets (one sort, read `SETTLE_CHUNK` rows at a time), each
 * chunk computed with the §C-6 allowance carried from the chunks before and written (`writeChunk`); the
 * event loop runs between chunks and between slices of the game's rules. The bets come player by player,
 * each player's in bet order (userId, createdAt, id): the §C-6 allowance is per player and used up in the
 * player's bet order, so every bet settles exactly as one `computeSettlement` over all bets in (createdAt,
 * id) order would settle it, and a chunk touches (locks, credits) only its own players' wallets instead of
 * every wallet of the round. Only per-player aggregates (allowance) and each player's results (for the one
 * `bet:settled` message) are kept, not the bet rows.
 */
async function settleInChunks(
  tx: Tx,
  round: Round,
  mod: GameModule,
  limits: Limits,
  alreadyPaid: Map<string, number>,
  settledAt: Date,
  actorId: string | null,
  totals: SettleTotals,
  results: ResultsByPlayer,
  held: HeldAccounts,
): Promise<void> {
  const allowance = new Map<string, number>();
  // DECLARE takes no bind parameters: the id is the locked round's own, quoted.
  const sql = txSql(tx);
  await sql(
    `DECLARE settle_open_bets NO SCROLL CURSOR FOR
     SELECT "id", "userId", "type", "spec", "amount", "extraStake", "fee" FROM "Bet"
     WHERE "roundId" = ${quote(round.id)} AND "status" = 'OPEN' ORDER BY "userId", "createdAt", "id"`,
    [],
    { prepare: false },
  );
  const fetchChunk = () => sql<OpenBetRow>(`FETCH ${SETTLE_CHUNK} FROM settle_open_bets`);
  let next = fetchChunk();
  /** Why the read ahead failed (the statements after it then fail as "transaction aborted": this is the cause). */
  let readAheadError: unknown;
  for (;;) {
    const rows = await next;
    if (!rows.length) break;
    const last = rows.length < SETTLE_CHUNK;
    if (!last) {
      // The next chunk is read while this one is computed (the connection runs one statement at a time: this
      // chunk's writes follow it). Its failure is reported by the write it aborts (below) or when it is awaited.
      next = fetchChunk();
      next.catch((e: unknown) => (readAheadError = e));
    }
    // The game's rules run in slices with the event loop let in between (a game may take ~10 µs a bet).
    const settled: SettledBet[] = [];
    for (let i = 0; i < rows.length; i += COMPUTE_SLICE) {
      if (i > 0) await yieldToEventLoop();
      settled.push(
        ...computeSettlement(mod, round, rows.slice(i, i + COMPUTE_SLICE), limits, { alreadyPaid, allowance }),
      );
    }
    try {
      await writeChunk(tx, round, settled, settledAt, actorId, totals, results, held);
    } catch (e) {
      throw readAheadError ?? e;
    }
    if (last) break;
    await yieldToEventLoop();
  }
  // The cursor closes with the transaction (no CLOSE round trip).
}

/**
 * The dealer confirms the result: every OPEN bet is settled in ONE transaction (bets, ledger, round),
 * RULES.md §C-3/§C-4, in chunks for per-bet games (see `settleInChunks`), and each player gets one
 * `bet:settled` (all their bets) and one `balance` after commit. Observes `settleDuration` and
 * `settledBets` by game.
 * Errors: ROUND_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, ROUND_NOT_COMPLETE 409 (the engine still
 * expects cards or a number), ALREADY_SETTLED 409, ALREADY_VOIDED 409.
 */
export async function settleRound(
  cmd: Command,
  roundId: string,
): Promise<PublicRound & { settlement: { bets: number; staked: number; paidOut: number } }> {
  const t0 = process.hrtime.bigint();
  const result = await transact(
    cmd,
    async (tx, out) => {
      const { round, table, mod } = await lockRound(tx, roundId);
      assertDealerAccess(cmd.actor, table);
      if (round.status === 'SETTLED')
        throw new AppError('ALREADY_SETTLED', `Round ${round.number} is already settled.`);
      if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was voided.`);
      if (round.status !== 'COMPLETE' || !mod.isComplete(round.state, round.rules)) {
        throw new AppError(
          'ROUND_NOT_COMPLETE',
          `Round ${round.number} is ${round.status}: the result is not complete yet.`,
        );
      }
      const actorId = cmd.actor?.id ?? null;
      const limits = roundLimits(mod.defaultLimits, round, table); // the round's snapshot (issue #18 §4)
      const earlier = await earlierBets(tx, roundId);
      // The table's house account and the wallets of the players with OPEN bets (every wallet the settle may credit),
      // locked once in id order by one statement, then the players' debts read (§C-4; issue #18 §2): the chunks post
      // without locking or reading them again.
      const held = await holdAccounts(tx, [houseAccountId(round.tableId)], round.id);
      const settledAt = new Date();
      const totals = noTotals();
      const results: ResultsByPlayer = new Map();
      let summary: Record<string, unknown> = {};
      if (mod.settleAll) {
        // Round-wide games (a few seats): the whole round in memory, as the game settles it at once.
        const bets = await tx.bet.findMany({
          where: { roundId, status: 'OPEN' },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        });
        const all = computeRoundSettlement(mod, round, bets, limits, earlier.paid);
        summary = all.summary;
        for (let i = 0; i < all.settled.length; i += SETTLE_CHUNK)
          await writeChunk(
            tx,
            round,
            all.settled.slice(i, i + SETTLE_CHUNK),
            settledAt,
            actorId,
            totals,
            results,
            held,
          );
      } else {
        await settleInChunks(tx, round, mod, limits, earlier.paid, settledAt, actorId, totals, results, held);
      }
      const updated = await finishSettlement(
        tx,
        out,
        round,
        settledAt,
        totals,
        earlier.totals,
        results,
        actorId,
        summary,
      );
      // The answer as sent (and stored with the Idempotency-Key: a repeat gets exactly this body); it names the game.
      return {
        ...publicRound(updated),
        settlement: { bets: totals.bets, staked: totals.staked, paidOut: totals.paidOut },
      };
    },
    { timeoutMs: 120_000 },
  );
  const m = metrics();
  m.settleDuration.observe({ game: result.game }, Number(process.hrtime.bigint() - t0) / 1e9);
  m.settledBets.inc({ game: result.game }, result.settlement.bets);
  return result;
}
