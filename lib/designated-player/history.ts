import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { RoundStatus } from '@/lib/generated/prisma/enums';
import type { DesignatedPlayer } from '@/lib/designated-player/types';

/**
 * The designated-player history of a table with a DP (`GameModule.designatedPlayer`) for the pit (RULES.md §HCF-7 rotation,
 * §HCF-8 bank, §HCF-9 rake): per round, who was offered the DP seat and how they answered, who banked
 * (a player or the house), and, once settled, how the bank moved, which hands were dead and what the
 * house raked. Read-only; no transaction.
 *
 * Sources: the rotation is the game's `designatedPlayer.rotation(Round.state)` (`DpRotation`: offers
 * answered in order, the accepted DP and their bank); the money is the round's `SETTLED` event (the
 * module's `settleAll` summary, written by lib/rounds/settle-round.ts); usernames come from the User
 * table, the player of each hand from the round's bets of the game's first `seatedBetTypes` (one per
 * seat).
 * Every amount is integer cents (§C-3).
 */

/** An answer to a DP offer, in the order given (§HCF-7). `TIMEOUT`: the offer timer ran out (a decline, §C-7). */
export interface DpHistoryOffer {
  seat: number;
  userId: string;
  username: string;
  answer: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT';
  /** The offer went to the last DP to keep the seat (everyone else eligible had declined, §HCF-7). */
  last: boolean;
  /** The bank put up, cents, on ACCEPTED; null otherwise. */
  bank: number | null;
}

/** One player hand of a settled round (§HCF-8, §HCF-9): its total stake, outcome, rake and the player's net, cents. */
export interface DpHistoryHand {
  seat: number;
  userId: string | null;
  username: string | null;
  outcome: 'PLAYED' | 'FOLDED' | 'DEAD';
  /** Ante + Raise + bonus bets, cents. */
  stake: number;
  /** The fee the house kept from this hand, cents (0 for a dead hand). */
  rake: number;
  /** The player's result for the hand, rake included, cents. */
  net: number;
}

/** What a settled round did to the bank and the house (the SETTLED event's High Card Flush summary). */
export interface DpHistorySettlement {
  /** §HCF-4: the DP's (house: the dealer's) hand qualified; null when it was not dealt (every hand folded, or nobody bet). */
  dpQualifies: boolean | null;
  /**
   * The bank, cents (§HCF-8): `start` (the DP's bank; null with the house's unlimited one), `collected`
   * (losing stakes of live hands taken in), `paid` (winnings paid out), `end` (`start + collected - paid`;
   * null for the house). Null when the house banked a round nobody bet on.
   */
  bank: { start: number | null; collected: number; paid: number; end: number | null } | null;
  /** The DP's result, `collected - paid - rake.dp`, cents; with a house bank the house's gaming result (rake apart). */
  dpNet: number;
  /** Seats whose hand the bank could not cover: stakes returned, no rake (§HCF-8). */
  dead: number[];
  /** §HCF-9, cents: `total` kept by the house, `dp` the DP's part of it, `mode` and the per-hand `amount` the round ran with. */
  rake: { total: number; dp: number; mode: string; amount: number };
  /** Everything taken in with the bets (stakes, bank, held fees), everything handed back, and the house's win, cents. */
  staked: number;
  paidOut: number;
  ggr: number;
  /** Player hands in action order (the order the bank covered and paid them). */
  hands: DpHistoryHand[];
}

/** One round of the table's DP history. */
export interface DpHistoryRound {
  roundId: string;
  number: number;
  status: RoundStatus;
  openedAt: string;
  settledAt: string | null;
  voidReason: string | null;
  /** The seat the offers went clockwise from (the last DP before this round); null at a new table. */
  lastDpSeat: number | null;
  /** `DP`: a player banks; `HOUSE`: nobody accepted, the house banks (§HCF-7); null while the rotation is still open. */
  banker: 'DP' | 'HOUSE' | null;
  /** The designated player and their bank (cents) when `banker` is `DP`. */
  dp: { seat: number; userId: string; username: string; bank: number } | null;
  /** Every answer, in order. */
  offers: DpHistoryOffer[];
  /** The offer waiting for an answer now (a round still BETTING with the rotation open), else null. */
  openOffer: { seat: number; userId: string; username: string; last: boolean } | null;
  /** Bank movements, dead hands and rake of a SETTLED round; null for any other status. */
  settlement: DpHistorySettlement | null;
}

export interface DpHistory {
  tableId: string;
  tableName: string;
  /** Newest first. */
  rounds: DpHistoryRound[];
}

/** Largest `limit` accepted; the default is 50. */
export const DP_HISTORY_MAX_LIMIT = 200;
export const DP_HISTORY_DEFAULT_LIMIT = 50;

const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const int = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const intOrNull = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

type RawAnswer = { seat: number; userId: string; answer: DpHistoryOffer['answer']; last: boolean; bank: number | null };
type RawRotation = {
  lastDpSeat: number | null;
  offer: { seat: number; userId: string; last: boolean } | null;
  answers: RawAnswer[];
  dp: { seat: number; userId: string; bank: number } | null;
  decided: boolean;
};

/** The round's rotation (`DpRotation`), read tolerantly: a missing part is empty. */
function readRotation(cap: DesignatedPlayer, state: unknown): RawRotation {
  const r = rec(cap.rotation(state));
  const offer = rec(r.offer);
  const dp = rec(r.dp);
  return {
    lastDpSeat: intOrNull(r.lastDpSeat),
    offer:
      typeof offer.seat === 'number'
        ? { seat: offer.seat, userId: String(offer.userId ?? ''), last: offer.last === true }
        : null,
    answers: arr(r.answers).map((a) => {
      const o = rec(a);
      const answer = o.answer === 'ACCEPTED' || o.answer === 'TIMEOUT' ? o.answer : 'DECLINED';
      return {
        seat: int(o.seat),
        userId: String(o.userId ?? ''),
        answer,
        last: o.last === true,
        bank: answer === 'ACCEPTED' ? intOrNull(o.bank) : null,
      };
    }),
    dp: typeof dp.seat === 'number' ? { seat: dp.seat, userId: String(dp.userId ?? ''), bank: int(dp.bank) } : null,
    decided: r.decided === true,
  };
}

type RawSettlement = Omit<DpHistorySettlement, 'hands' | 'rake'> & {
  rake: { total: number; dp: number; mode: DpHistorySettlement['rake']['mode'] | null };
  hands: Omit<DpHistoryHand, 'userId' | 'username'>[];
};

/** The SETTLED event's data (the module's `settleAll` summary plus staked / paidOut / ggr), read tolerantly. */
function readSettled(dp: DesignatedPlayer, data: unknown): RawSettlement {
  const d = rec(data);
  const bank = d.bank ? rec(d.bank) : null;
  const mode = dp.rakeModes.find((m) => m === d.rakeMode) ?? null;
  return {
    dpQualifies: typeof d.dpQualifies === 'boolean' ? d.dpQualifies : null,
    bank: bank
      ? { start: intOrNull(bank.start), collected: int(bank.collected), paid: int(bank.paid), end: intOrNull(bank.end) }
      : null,
    dpNet: int(d.dpNet),
    dead: arr(d.dead).filter((s): s is number => typeof s === 'number'),
    rake: { total: int(d.rake), dp: int(d.dpRake), mode },
    staked: int(d.staked),
    paidOut: int(d.paidOut),
    ggr: int(d.ggr),
    hands: arr(d.hands).map((h) => {
      const o = rec(h);
      const outcome = o.outcome === 'DEAD' || o.outcome === 'FOLDED' ? o.outcome : 'PLAYED';
      return { seat: int(o.seat), outcome, stake: int(o.stake), rake: int(o.rake), net: int(o.net) };
    }),
  };
}

/**
 * The DP rotation history of a table, newest round first (RULES.md §HCF-7..§HCF-9).
 * @param tableId the table
 * @param limit how many rounds, 1..200 (default 50); the route refuses anything else with 400
 * @returns `{tableId, tableName, rounds: DpHistoryRound[]}`: per round its id / number / status, the
 *   DP (seat, userId, username, bank in cents) or the house, every offer answer in order (seat,
 *   username, ACCEPTED / DECLINED / TIMEOUT, whether it was the last DP's offer to keep the seat), the
 *   offer still open, and for a SETTLED round the bank movements (start, collected, paid, end, dpNet),
 *   the dead seats and the rake (total, the DP's part, the mode and per-hand amount), all in cents
 * Errors: TABLE_NOT_FOUND 404; GAME_HAS_NO_DP 422 when the table's game has no designated player.
 */
export async function dpHistory(tableId: string, limit = DP_HISTORY_DEFAULT_LIMIT): Promise<DpHistory> {
  const table = await db().gameTable.findUnique({
    where: { id: tableId },
    select: { id: true, name: true, game: true },
  });
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const mod = gameModule(table.game);
  const dp = mod?.designatedPlayer;
  if (!dp)
    throw new AppError(
      'GAME_HAS_NO_DP',
      `${mod?.label ?? table.game} has no designated player: there is no DP rotation to show.`,
    );
  const handType = mod.seatedBetTypes?.[0] ?? 'MAIN';
  const take = Math.min(Math.max(Math.trunc(limit), 1), DP_HISTORY_MAX_LIMIT);
  const rounds = await db().round.findMany({
    where: { tableId },
    orderBy: { number: 'desc' },
    take,
    select: {
      id: true,
      number: true,
      status: true,
      state: true,
      rules: true,
      openedAt: true,
      settledAt: true,
      voidReason: true,
    },
  });
  const ids = rounds.map((r) => r.id);
  const settledIds = rounds.filter((r) => r.status === 'SETTLED').map((r) => r.id);
  // A round is settled once: its (only) SETTLED event carries the summary.
  const settledEvents = settledIds.length
    ? await db().roundEvent.findMany({
        where: { roundId: { in: settledIds }, type: 'SETTLED' },
        orderBy: { seq: 'asc' },
        select: { roundId: true, data: true },
      })
    : [];
  const summaryOf = new Map(settledEvents.map((e) => [e.roundId, readSettled(dp, e.data)]));
  // The player of each hand: the seat's own bet (the first of `seatedBetTypes`, one per seat and round).
  const antes = ids.length
    ? await db().bet.findMany({
        where: { roundId: { in: ids }, type: handType },
        select: { roundId: true, userId: true, spec: true },
      })
    : [];
  const handOwner = new Map(antes.map((b) => [`${b.roundId}:${int(rec(b.spec).seat)}`, b.userId]));
  const rotations = new Map(rounds.map((r) => [r.id, readRotation(dp, r.state)]));

  const userIds = new Set<string>(antes.map((b) => b.userId));
  for (const rot of rotations.values()) {
    for (const a of rot.answers) userIds.add(a.userId);
    if (rot.dp) userIds.add(rot.dp.userId);
    if (rot.offer) userIds.add(rot.offer.userId);
  }
  const users = userIds.size
    ? await db().user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, username: true } })
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.username]));
  const username = (id: string) => nameOf.get(id) ?? id;

  return {
    tableId: table.id,
    tableName: table.name,
    rounds: rounds.map((r): DpHistoryRound => {
      const rot = rotations.get(r.id)!;
      const s = r.status === 'SETTLED' ? summaryOf.get(r.id) : undefined;
      const rake = dp.rake(r.rules);
      return {
        roundId: r.id,
        number: r.number,
        status: r.status,
        openedAt: r.openedAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
        voidReason: r.voidReason,
        lastDpSeat: rot.lastDpSeat,
        banker: !rot.decided ? null : rot.dp ? 'DP' : 'HOUSE',
        dp: rot.dp ? { ...rot.dp, username: username(rot.dp.userId) } : null,
        offers: rot.answers.map((a) => ({
          seat: a.seat,
          userId: a.userId,
          username: username(a.userId),
          answer: a.answer,
          last: a.last,
          bank: a.bank,
        })),
        openOffer:
          r.status === 'BETTING' && !rot.decided && rot.offer
            ? { ...rot.offer, username: username(rot.offer.userId) }
            : null,
        settlement: s
          ? {
              dpQualifies: s.dpQualifies,
              bank: s.bank,
              dpNet: s.dpNet,
              dead: s.dead,
              rake: { total: s.rake.total, dp: s.rake.dp, mode: s.rake.mode ?? rake.mode, amount: rake.amount },
              staked: s.staked,
              paidOut: s.paidOut,
              ggr: s.ggr,
              hands: s.hands.map((h) => {
                const owner = handOwner.get(`${r.id}:${h.seat}`) ?? null;
                return { ...h, userId: owner, username: owner ? username(owner) : null };
              }),
            }
          : null,
      };
    }),
  };
}
