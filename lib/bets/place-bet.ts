import type { Command } from '@/lib/command';
import { IdempotentReplay, keyClaim, Outbox, transact } from '@/lib/command';
import { deliver } from '@/lib/realtime/hub';
import { AppError, fromRuleError } from '@/lib/errors';
import { isRuleError } from '@/lib/games/types';
import { companionRefusal } from '@/lib/bets/bet-requires';
import { autocommit } from '@/lib/db/autocommit';
import { loadIntake, orderedId, readIntake, writeBets, writeBetsIfUnchanged, type NewBet } from '@/lib/bets/intake-sql';
import { gameModule } from '@/lib/games/registry';
import { resolveLimits } from '@/lib/tables/limits';
import { userRoom } from '@/lib/realtime/events';
import { publishSeats, tableSeatCount } from '@/lib/tables/seats';
import { metrics } from '@/lib/metrics/metrics';
import { recordLateBet } from '@/lib/late-bets/record-late';
import type { Tx } from '@/lib/db';
import type { Limits } from '@/lib/games/module';

/**
 * Seated games (RULES.md §BJ-1, §BJ-9): a MAIN bet goes on one of the player's own seats (one, or a
 * Poker Switch player's two pairs, §PS-0); a Bet Behind backs a taken seat and only a player not seated
 * at this table may place one.
 * Errors: NOT_SEATED 409 (MAIN without a seat), NOT_YOUR_SEAT 403 (MAIN on another player's seat),
 * SEATED_PLAYER_CANNOT_BET_BEHIND 409, SEAT_EMPTY 409 (Bet Behind on a free seat).
 */
async function checkSeatedBet(
  tx: Tx,
  tableId: string,
  userId: string,
  bet: { type: string; spec: Record<string, unknown> },
  seatCount: number,
  ownSeatTypes: readonly string[],
  behindRule: string,
): Promise<void> {
  // Seats change under the table's row lock (lib/tables/seats.ts): loadIntake took it (after the round's,
  // before the wallet's) so a seat cannot be left or taken while this bet is checked.
  const seat = Number(bet.spec.seat);
  if (!Number.isInteger(seat) || seat < 1 || seat > seatCount)
    throw new AppError('INVALID_SEAT', `Seats are 1..${seatCount}.`);
  const [holder, mine] = await Promise.all([
    tx.seat.findUnique({ where: { tableId_seat: { tableId, seat } } }),
    tx.seat.findMany({ where: { tableId, userId }, orderBy: { seat: 'asc' } }),
  ]);
  const held = mine.map((s) => s.seat).join(' and ');
  if (ownSeatTypes.includes(bet.type)) {
    if (!mine.length)
      throw new AppError(
        'NOT_SEATED',
        `Take a seat first (POST /api/tables/:id/seats); seat ${seat} is ${holder ? 'taken' : 'free'}.`,
      );
    if (!mine.some((s) => s.seat === seat))
      throw new AppError('NOT_YOUR_SEAT', `You sit at seat ${held}, not seat ${seat}.`);
    return;
  }
  if (mine.length)
    throw new AppError(
      'SEATED_PLAYER_CANNOT_BET_BEHIND',
      `You sit at seat ${held} of this table: Bet Behind is for players who are not seated (${behindRule}).`,
    );
  if (!holder)
    throw new AppError('SEAT_EMPTY', `Seat ${seat} is free: Bet Behind backs an occupied seat (${behindRule}).`);
}

export interface PlacedBet {
  id: string;
  roundId: string;
  type: string;
  amount: number;
  status: string;
  spec: Record<string, unknown>;
  /** The player's wallet balance after the stake, cents. */
  balance: number;
}

/** One bet of a request: the game's bet body (without `amount`) and its amount in cents. */
export interface BetRequest {
  body: Record<string, unknown>;
  amount: number;
}

/** A bet slip accepted as a whole (contract "Bet slips"): the bets in slip order, the balance after them. */
export interface PlacedSlip {
  bets: PlacedBet[];
  balance: number;
}

/** The most bets one slip may carry (contract "Bet slips"). */
export const MAX_SLIP_BETS = 50;

/**
 * Places a player's bet on a round in BETTING (RULES.md §C-4): the stake (integer cents) moves from the
 * player's wallet to the table's house account in the same transaction as the bet row.
 * `body` is the game's bet body (Baccarat `{type}`; Roulette `{type, numbers}`), already schema-checked.
 * Limits (§C-6): `amount` ≥ the spot's minimum; the player's total on that spot this round ≤ its maximum.
 * Errors: FORBIDDEN 403 (not a PLAYER), ROUND_NOT_FOUND 404, BETTING_CLOSED 409 (after *No more bets*
 * or the countdown, by the database clock at the bet's last statement), INVALID_BET_TYPE 400, ILLEGAL_BET 422,
 * BET_BELOW_MINIMUM 422, BET_ABOVE_MAXIMUM 422, INSUFFICIENT_BALANCE 422, MAIN_BET_REQUIRED 422
 * (`mod.betRequires`: e.g. an AA Bonus without an Ante), the game's own `mod.betRefusal` (Poker Switch:
 * ANTES_UNEQUAL 422, §PS-1); seated games NOT_SEATED 409, NOT_YOUR_SEAT 403, SEAT_EMPTY 409,
 * SEATED_PLAYER_CANNOT_BET_BEHIND 409, INVALID_SEAT 400, BET_ALREADY_PLACED 409; high card flush:
 * DP_NOT_DECIDED 409 (the DP rotation is still open), DP_CANNOT_BET 409 (the designated player banks,
 * §HCF-7). A bet that carries a table fee (`mod.betFee`, the §HCF-9 rake) takes `amount + fee` from the wallet.
 */
export async function placeBet(
  cmd: Command,
  roundId: string,
  body: Record<string, unknown>,
  amount: number,
): Promise<PlacedBet> {
  return intake(cmd, roundId, [{ body, amount }], (slip) => slip.bets[0]!);
}

/**
 * Places a bet slip (contract "Bet slips"): 1..50 bets on one round, all accepted in one transaction or
 * none. Each bet is checked as placeBet checks one, as if the slip's earlier bets were already placed
 * (limits per spot add up, an AA Bonus may follow its Ante in the same slip, the balance goes down bet by
 * bet). The Idempotency-Key covers the whole slip.
 * Errors: those of placeBet; a refusal of one bet is the slip's answer, its error carrying `index` (0-based
 * position of the refused bet in the slip); VALIDATION_ERROR 400 for an empty slip or more than 50 bets.
 */
export async function placeBets(cmd: Command, roundId: string, bets: BetRequest[]): Promise<PlacedSlip> {
  if (bets.length < 1 || bets.length > MAX_SLIP_BETS)
    throw new AppError('VALIDATION_ERROR', `bets: a slip carries 1 to ${MAX_SLIP_BETS} bets; got ${bets.length}.`);
  return intake(cmd, roundId, bets, (slip) => slip, true);
}

/**
 * Runs the intake and counts it (metrics: each bet of a slip once, `OK` or the refusal's code). `answer` shapes
 * the response inside the transaction, so an Idempotency-Key stores (and replays) exactly what was answered.
 */
async function intake<T>(
  cmd: Command,
  roundId: string,
  bets: BetRequest[],
  answer: (slip: PlacedSlip) => T,
  slip = false,
): Promise<T> {
  try {
    const placed = await intakeTransaction(cmd, roundId, bets, answer, slip);
    metrics().bets.inc({ outcome: 'accepted', code: 'OK' }, bets.length);
    return placed;
  } catch (e) {
    if (!(e instanceof IdempotentReplay))
      metrics().bets.inc({ outcome: 'refused', code: e instanceof AppError ? e.code : 'INTERNAL_ERROR' }, bets.length);
    // Refused as late (the transaction is over, nothing written): the late-bet log, best effort (issue #17 §6).
    if (e instanceof AppError && e.code === 'BETTING_CLOSED' && cmd.actor)
      await recordLateBet(cmd.actor.id, roundId, bets);
    throw e;
  }
}

async function intakeTransaction<T>(
  cmd: Command,
  roundId: string,
  requests: BetRequest[],
  answer: (slip: PlacedSlip) => T,
  slip: boolean,
): Promise<T> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PLAYER') throw new AppError('FORBIDDEN', 'Only players place bets.');
  // A slip's refusal names the refused bet; one of the round (closed, DP rotation) refuses its first bet.
  const atIndex = (e: unknown, index: number): unknown => {
    if (slip && e instanceof AppError && e.index === undefined) {
      e.index = index;
      e.with({ ...(e.params ?? {}), index });
    }
    return e;
  };
  // The fast path: one unlocked read, the checks, one self-committing statement that writes only if the
  // round and the wallet are the row versions checked. Anything else (a refusal, a change meanwhile, a seated
  // game, a repeated Idempotency-Key) takes the locked transaction below, which gives the authoritative answer.
  const fast = await fastIntake(cmd, actor.id, roundId, requests, answer);
  if (fast) return fast.value;
  return transact(cmd, async (tx, out) => {
    try {
      // Statement 1: round FOR SHARE (+ a seated game's table), wallet FOR UPDATE, the player's open bets.
      const loaded = await loadIntake(tx, roundId, actor.id);
      const plan = await planSlip(tx, loaded, actor.id, requests, atIndex);
      // Statement 2: the bets and their STAKE ledger rows, if the countdown has not run out meanwhile.
      if (!(await writeBets(tx, { roundId, tableId: loaded.table.id, userId: actor.id, bets: plan.accepted })))
        throw closedError(loaded.round);
      announce(out, actor.id, loaded.table.id, plan);
      if (plan.mod.seatCount) await publishSeats(tx, out, loaded.table.id);
      return answer({ bets: plan.placed, balance: plan.balance });
    } catch (e) {
      throw atIndex(e, 0);
    }
  });
}

/**
 * The fast path (non-seated games): readIntake, the same checks, writeBetsIfUnchanged (with the
 * Idempotency-Key's claim and response when given), messages delivered after its commit.
 * @returns the answer, or null when the locked path must decide (nothing was written)
 */
async function fastIntake<T>(
  cmd: Command,
  userId: string,
  roundId: string,
  requests: BetRequest[],
  answer: (slip: PlacedSlip) => T,
): Promise<{ value: T } | null> {
  const run = autocommit();
  const snap = await readIntake(run, roundId, userId).catch((e: unknown) => {
    if (e instanceof AppError) return null; // ROUND_NOT_FOUND, GAME_NOT_SUPPORTED: answered by the locked path
    throw e;
  });
  if (!snap) return null;
  if (gameModule(snap.round.game)?.seatCount || snap.walletXmin === null) return null;
  let plan: SlipPlan;
  try {
    plan = await planSlip(null, snap, userId, requests, (e) => e);
  } catch {
    return null;
  }
  const value = answer({ bets: plan.placed, balance: plan.balance });
  const key = keyClaim(cmd);
  const written = await writeBetsIfUnchanged(run, {
    roundId,
    tableId: snap.table.id,
    userId,
    bets: plan.accepted,
    roundXmin: snap.roundXmin,
    walletXmin: snap.walletXmin,
    claim: key ? { ...key, response: JSON.parse(JSON.stringify(value ?? null)) } : null,
  });
  if (!written) return null;
  const out = new Outbox();
  announce(out, userId, snap.table.id, plan);
  deliver(out.messages);
  return { value };
}

/** The refusal of a round that no longer takes bets (§C-4). */
function closedError(round: Loaded['round']): AppError {
  return new AppError(
    'BETTING_CLOSED',
    `No more bets: round ${round.number} is ${round.status === 'BETTING' ? 'past its countdown' : round.status}.`,
  );
}

interface SlipPlan {
  mod: NonNullable<ReturnType<typeof gameModule>>;
  accepted: NewBet[];
  placed: PlacedBet[];
  /** The wallet after the slip, cents. */
  balance: number;
}

/** `bet:placed` for each bet of the slip, then the balance after it (to the player's room). */
function announce(out: Outbox, userId: string, tableId: string, plan: SlipPlan): void {
  for (const b of plan.placed)
    out.push({
      room: userRoom(userId),
      event: 'bet:placed',
      payload: { betId: b.id, roundId: b.roundId, tableId, type: b.type, amount: b.amount, spec: b.spec },
    });
  out.push({ room: userRoom(userId), event: 'balance', payload: { balance: plan.balance } });
}

/**
 * Checks a slip against what was loaded (the round, the player's bets, the balance): the round's checks,
 * then each bet's as if the earlier ones were placed (`atIndex` names a refused one). `tx` is needed only
 * for a seated game's seat reads (null on the fast path, which takes no seated game).
 * Errors: see placeBet.
 */
async function planSlip(
  tx: Tx | null,
  loaded: Loaded,
  userId: string,
  requests: BetRequest[],
  atIndex: (e: unknown, index: number) => unknown,
): Promise<SlipPlan> {
  const { round, table } = loaded;
  const mine = [...loaded.mine];
  if (round.status !== 'BETTING' || round.pastCountdown) throw closedError(round);
  const mod = gameModule(round.game)!;
  const refusal = mod.bettingRefusal?.(round.state, userId);
  if (refusal) throw fromRuleError(refusal);
  const limits = tableLimits(mod.defaultLimits, table.limits);
  const accepted: NewBet[] = [];
  const placed: PlacedBet[] = [];
  let balance = loaded.balance;
  for (const [index, req] of requests.entries()) {
    try {
      const bet = await checkBet(tx, { round, table, mod, limits, userId, mine, balance, wallet: loaded.balance }, req);
      accepted.push(bet);
      mine.push({ type: bet.type, spec: bet.spec, amount: bet.amount });
      balance -= bet.amount + bet.fee;
      placed.push({
        id: bet.id,
        roundId: round.id,
        type: bet.type,
        amount: bet.amount,
        status: 'OPEN',
        spec: bet.spec,
        balance,
      });
    } catch (e) {
      throw atIndex(e, index);
    }
  }
  return { mod, accepted, placed, balance };
}

/** Resolved limits by game defaults and the table's stored limits (as JSON text; '' for none). */
const resolvedLimits = new WeakMap<Limits, Map<string, Limits>>();

/**
 * resolveLimits (§C-6) for the intake, remembered per game defaults and stored limits: every bet of a table
 * asks the same, and the zod parse and deep copies were a part of each bet's CPU (issue #16 §1). The result
 * is only read here. Limits that resolveLimits refuses are not remembered (each bet gets its VALIDATION_ERROR).
 */
function tableLimits(defaults: Limits, stored: unknown): Limits {
  const key = stored === undefined || stored === null ? '' : JSON.stringify(stored);
  let byStored = resolvedLimits.get(defaults);
  if (!byStored) resolvedLimits.set(defaults, (byStored = new Map()));
  let limits = byStored.get(key);
  if (!limits) {
    limits = resolveLimits(defaults, stored);
    if (byStored.size >= 1000) byStored.clear();
    byStored.set(key, limits);
  }
  return limits;
}

type Loaded = Awaited<ReturnType<typeof loadIntake>>;

/**
 * The checks of one bet, in today's order, against the player's bets of the round so far (`mine`, the
 * slip's earlier ones included) and the balance left (`balance`; `wallet` before the slip). Pure but for a seated
 * game's seat reads.
 * Errors: see placeBet.
 */
async function checkBet(
  tx: Tx | null,
  c: {
    round: Loaded['round'];
    table: Loaded['table'];
    mod: NonNullable<ReturnType<typeof gameModule>>;
    limits: ReturnType<typeof resolveLimits>;
    userId: string;
    mine: Loaded['mine'];
    balance: number;
    wallet: number;
  },
  req: BetRequest,
): Promise<NewBet> {
  const { round, table, mod, limits, mine } = c;
  const amount = req.amount;
  const shape = mod.validateBet(req.body, round.rules);
  if (isRuleError(shape)) throw fromRuleError(shape);
  const key = mod.limitKey(shape);
  const limit = limits.bets[key];
  if (!limit) throw new AppError('ILLEGAL_BET', `${shape.type} bets are not offered at ${table.name}.`);
  if (amount < limit.min)
    throw new AppError('BET_BELOW_MINIMUM', `The minimum ${shape.type} bet is ${limit.min} cents; got ${amount}.`).with(
      {
        type: shape.type,
        min: limit.min,
        amount,
      },
    );
  const spot = mod.spotKey(shape);
  const onSpot = mine.filter((b) => mod.spotKey({ type: b.type, spec: b.spec }) === spot);
  if (mod.seatCount) {
    if (!tx) throw new Error('a seated bet is checked inside the locked transaction');
    await checkSeatedBet(
      tx,
      table.id,
      c.userId,
      shape,
      tableSeatCount(mod, round.rules),
      mod.seatedBetTypes ?? ['MAIN'],
      mod.seatBets?.behindRule ?? '',
    );
    // One MAIN per seat and one Bet Behind per player per seat: doubles, splits and insurance follow
    // that one bet (§BJ-3, §BJ-9). To change the amount, cancel it and bet again.
    if (onSpot.length)
      throw new AppError(
        'BET_ALREADY_PLACED',
        `You already have a ${shape.type} bet of ${onSpot[0]!.amount} cents on seat ${String(shape.spec.seat)}: cancel it to change the amount.`,
      );
  }
  // A bet that goes only with another of the player's on its spot (an AA Bonus with an Ante, a box's Bonus with its Ante).
  const missing = companionRefusal(mod, shape, mine);
  if (missing) throw fromRuleError(missing).with({ type: shape.type, needs: mod.betRequires![shape.type]! });
  // The game's own check against the player's bets of the round (a Poker Switch pair's equal Antes, §PS-1).
  const own = mod.betRefusal?.(shape, amount, mine);
  if (own) throw fromRuleError(own);
  const already = onSpot.reduce((s, b) => s + b.amount, 0);
  if (already + amount > limit.max) {
    throw new AppError(
      'BET_ABOVE_MAXIMUM',
      `The maximum on ${shape.type} is ${limit.max} cents per player per round; you have ${already} on it and tried to add ${amount}.`,
    ).with({ type: shape.type, max: limit.max, already, amount });
  }
  // A table fee held with the bet (high card flush rake, §HCF-9): kept or handed back at settlement.
  const fee = mod.betFee?.(shape, round.rules) ?? 0;
  // The balance under the wallet's row lock (loadIntake), less the slip's earlier bets (takeStake's check). The
  // refusal names the wallet's balance and what the slip needs up to this bet (its earlier bets and this one).
  if (c.balance < amount + fee) {
    const earlier = c.wallet - c.balance;
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      `Your balance is ${c.wallet} cents; this bet needs ${amount}${fee ? ` and the ${fee}-cent rake held with it (${mod.feeRule})` : ''}${earlier ? `, after ${earlier} for the slip's earlier bets` : ''}.`,
    ).with({ balance: c.wallet, needed: earlier + amount + fee });
  }
  return { id: orderedId(), type: shape.type, spec: shape.spec, amount, fee };
}
