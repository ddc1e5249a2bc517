'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { useLatest } from '@/lib/client/use-latest';
import { useMe } from '@/lib/client/use-me';
import { useTableFeed, type SeatBoard } from '@/lib/client/use-table-feed';
import type { BetSettledPayload } from '@/lib/realtime/events';
import { gameUi, refineProblem } from '@/components/games/registry';
import { problem, toProblem, type PlayerProblem } from './format';
import { applyBetSettled } from './settled';
import type { RoundNotice } from './correction-notice';

/** One of the player's bets, as the player view keeps it. */
export interface MyBet {
  id: string;
  roundId: string;
  type: string;
  /** The covered set (numbers bets); null for a bet without numbers. */
  numbers: number[] | null;
  /** What is at stake: the bet plus its extra stakes (a double or a split, a Bet Behind following one). */
  amount: number;
  status: string;
  payout: number;
  net: number;
  /** Seated games: the seat the bet is on; null for other games. */
  seat?: number | null;
  /** Seated games: the stake as placed (without extra stakes), for Repeat. */
  base?: number;
  /** Seated games: extra stakes taken during the round (doubles and splits), cents. */
  extraStake?: number;
  /** The bet's spec as the server keeps it (e.g. `followDoublesAndSplits`, `insurance`, `of`). */
  spec?: Record<string, unknown>;
  /** The rake held with the bet (§HCF-9), cents, when the server said (round detail). */
  fee?: number;
  /** What came back at settlement (stake and the unused part of the fee), cents, when the server said. */
  refund?: number;
  /** Winnings the DP's bank or the table maximum could not pay, cents, when the server said. */
  payoutCut?: number;
}

/** What a bet is placed on: `{type}`, `{type, numbers}`, `{type, seat, followDoublesAndSplits?}` or `{type, box}`, as the game's bet schema says. */
export interface BetTarget {
  type: string;
  numbers?: number[];
  seat?: number;
  /** A box of a seat that holds several (the server derives the seat from it). */
  box?: number;
  followDoublesAndSplits?: boolean;
}

/** Bets on the player's own seat: they follow the player to the seat they sit at now (Repeat). */
const OWN_SEAT_TYPES = new Set(['MAIN', 'ANTE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS']);

/**
 * Bets the player cannot take back: the DP's bank (§HCF-8), a Raise, a Call, a Bet and a switch fee (taken with a
 * decision, §HCF-3, §CHE-2, §PS-3).
 */
export const NOT_REMOVABLE: ReadonlySet<string> = new Set(['DP_BANK', 'RAISE', 'CALL', 'BET', 'SWITCH_FEE']);

const EVEN_MONEY = new Set(['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH']);

/** The key of a betting spot: `PLAYER`, `RED`, `SPLIT-17-18`, `DOZEN-1-...-12` (also used in test ids). */
export function spotKey(b: { type: string; numbers?: number[] | null }): string {
  if (EVEN_MONEY.has(b.type) || !b.numbers || b.numbers.length === 0) return b.type;
  return `${b.type}-${[...b.numbers].sort((x, y) => x - y).join('-')}`;
}

export interface ServerBet {
  id: string;
  userId?: string;
  roundId?: string;
  type: string;
  spec?: Record<string, unknown>;
  amount: number;
  extraStake?: number;
  status: string;
  payout?: number;
  net?: number;
  fee?: number;
  refund?: number;
  payoutCut?: number;
}

/** A bet as the server sends it (`GET /api/me/bets`, a round's own bets), as the player's views hold it. */
export function toMyBet(b: ServerBet, roundId: string): MyBet {
  const ns = b.spec?.numbers;
  const seat = b.spec?.seat;
  const extra = b.extraStake ?? 0;
  return {
    id: b.id,
    roundId: b.roundId ?? roundId,
    type: b.type,
    numbers: Array.isArray(ns) ? (ns as number[]) : null,
    amount: b.amount + extra,
    status: b.status,
    payout: b.payout ?? 0,
    net: b.net ?? 0,
    ...(typeof seat === 'number' ? { seat, base: b.amount, extraStake: extra, spec: b.spec } : {}),
    // Unseated games' specs too: a Casino Hold'em Ante says what its player decided (`{decision}`, §CHE-2).
    ...(typeof seat !== 'number' && b.spec && Object.keys(b.spec).length ? { spec: b.spec } : {}),
    ...(typeof b.fee === 'number' ? { fee: b.fee } : {}),
    ...(typeof b.refund === 'number' && b.status !== 'OPEN' ? { refund: b.refund } : {}),
    ...(typeof b.payoutCut === 'number' ? { payoutCut: b.payoutCut } : {}),
  };
}

/** Bets that can be placed again (insurance and a Raise are taken by a decision, the DP's bank by accepting the DP seat). */
const PLACEABLE_AGAIN = (b: MyBet) => b.type !== 'INSURANCE' && !NOT_REMOVABLE.has(b.type);

const LIVE = (b: MyBet) => b.status !== 'CANCELLED';

/**
 * Everything the player view needs for one table: the live feed (`useTableFeed`), the signed-in player
 * and balance, the player's bets of the current round (from `GET /api/rounds/:id` and the bet responses,
 * updated by `bet:settled`), the previous round's bets (for *Repeat*), and the bet actions. Every API
 * rejection lands in `problem` in words.
 */
export function usePlayerTable(tableId: string) {
  const { me, setBalance, reload: reloadMe } = useMe();
  const [bets, setBets] = useState<MyBet[]>([]);
  const [lastBets, setLastBets] = useState<MyBet[]>([]);
  const [error, setError] = useState<PlayerProblem | null>(null);
  const [pending, setPending] = useState(0);
  const [chip, setChip] = useState(500);
  const betsRef = useLatest(bets);
  const meRef = useLatest(me);
  // Bets taken back or returned: a round detail read before that (and answered after) must not bring them back.
  const gone = useRef(new Set<string>());

  const loadRoundBets = useCallback(
    async (roundId: string) => {
      try {
        const detail = await api<{ id: string; bets: ServerBet[] }>('GET', `/api/rounds/${roundId}`);
        const myId = meRef.current?.id;
        const server = detail.bets
          .filter((b) => (!myId || !b.userId || b.userId === myId) && !gone.current.has(b.id))
          .map((b) => toMyBet(b, roundId));
        const ids = new Set(server.map((b) => b.id));
        setBets((prev) => {
          const known = new Map(prev.map((b) => [b.id, b]));
          // A settlement already received (bet:settled) wins over an older read that still says OPEN.
          const merged = server.map((b) => {
            const had = known.get(b.id);
            return had && had.status !== 'OPEN' && b.status === 'OPEN'
              ? { ...b, status: had.status, payout: had.payout, net: had.net }
              : b;
          });
          return [...merged.filter(LIVE), ...prev.filter((b) => b.roundId === roundId && !ids.has(b.id) && LIVE(b))];
        });
      } catch {
        /* the round may be gone (e.g. a new database); the feed shows the table state anyway */
      }
    },
    [meRef],
  );

  /** An information line: a bet the server returned (its words, the shell's), with the server's English reason. */
  const [notice, setNotice] = useState<{ bet: MyBet | null; reason: string } | null>(null);
  /** Rounds of this player's voided or corrected (issue #18 §3), newest last, until dismissed. */
  const [roundNotices, setRoundNotices] = useState<RoundNotice[]>([]);
  const feed = useTableFeed(tableId, {
    // One message per player per settlement, with every bet of theirs it settled.
    betSettled: (e: BetSettledPayload) => setBets((prev) => applyBetSettled(prev, e)),
    balance: (b) => setBalance(b),
    roundNotice: (e) => {
      setRoundNotices((list) => [...list.filter((n) => n.roundId !== e.roundId), e]);
      setBalance(e.balance);
      // The bets' new results come with the private `bet:settled` that follows; the table reloads on `round:corrected`.
    },
    betPlaced: (e) => {
      // A bet the server placed for the player (an insurance), or one placed in another tab.
      setBets((prev) =>
        prev.some((b) => b.id === e.betId)
          ? prev
          : [
              ...prev,
              toMyBet(
                { id: e.betId, roundId: e.roundId, type: e.type, amount: e.amount, spec: e.spec, status: 'OPEN' },
                e.roundId,
              ),
            ],
      );
    },
    betCancelled: (e) => {
      gone.current.add(e.betId);
      const was = betsRef.current.find((b) => b.id === e.betId);
      setBets((prev) => prev.filter((b) => b.id !== e.betId));
      if (e.reason) {
        // "seat 5 has no bet this round: the Bet Behind is returned (RULES.md §BJ-9)" → its first clause.
        const why = e.reason
          .split(':')[0]!
          .replace(/\s*\(RULES[^)]*\)/, '')
          .trim();
        setNotice({ bet: was ?? null, reason: why });
      }
    },
    event: (ev) => {
      if ((ev.type === 'round:settled' || ev.type === 'round:voided') && ev.roundId) {
        void loadRoundBets(ev.roundId);
        if (ev.type === 'round:voided') reloadMe();
      }
      // A decision may take extra stakes from this player's bets (a double or a split): the game says when.
      if (ev.roundId && gameUi(ev.round?.game)?.player?.reloadsBets?.(ev, betsRef.current))
        void loadRoundBets(ev.roundId);
    },
  });

  const lostRef = useLatest(feed.link === 'lost');
  const roundId = feed.round?.id ?? null;
  const shownRound = useRef<string | null>(null);
  // A game may seat a player more than once (seatsPerPlayer): every seat of theirs, ascending; `mySeat` the first.
  const seatList = me ? (feed.seats?.seats ?? []).filter((x) => x.userId === me.id).map((x) => x.seat) : [];
  const seatsKey = [...seatList].sort((a, b) => a - b).join(',');
  const mySeats = useMemo(() => (seatsKey ? seatsKey.split(',').map(Number) : []), [seatsKey]);
  const mySeat = mySeats[0] ?? null;
  const mySeatRef = useLatest<number | null>(mySeat);
  const mySeatsRef = useLatest<readonly number[]>(mySeats);

  // A new round: the bets of the one before become "last bets" (for Repeat); load this round's bets.
  useEffect(() => {
    const prevId = shownRound.current;
    shownRound.current = roundId;
    if (prevId && prevId !== roundId) {
      const prev = betsRef.current.filter((b) => b.roundId === prevId && LIVE(b) && PLACEABLE_AGAIN(b));
      if (prev.length) setLastBets(prev);
      setNotice(null);
    }
    setBets((cur) => cur.filter((b) => b.roundId === roundId));
    if (roundId && me) void loadRoundBets(roundId);
  }, [roundId, me?.id, loadRoundBets]); // eslint-disable-line react-hooks/exhaustive-deps

  // On arrival: the last earlier round this player bet on at this table, for Repeat.
  useEffect(() => {
    if (!me || me.role !== 'PLAYER' || !feed.table) return;
    let cancelled = false;
    api<{ items: { id: string; status: string }[] }>(
      'GET',
      `/api/rounds?tableId=${encodeURIComponent(tableId)}&limit=5`,
    )
      .then(async (list) => {
        const prior = list.items.find((r) => r.id !== feed.table?.round?.id && r.status !== 'VOIDED');
        if (!prior) return;
        const detail = await api<{ bets: ServerBet[] }>('GET', `/api/rounds/${prior.id}`);
        const got = detail.bets
          .filter((b) => b.status !== 'CANCELLED' && (!b.userId || b.userId === me.id))
          .map((b) => toMyBet(b, prior.id))
          .filter(PLACEABLE_AGAIN);
        if (!cancelled && got.length) setLastBets((cur) => (cur.length ? cur : got));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [me?.id, !!feed.table, tableId]); // eslint-disable-line react-hooks/exhaustive-deps

  const round = feed.round;
  const bettingOpen = !!round && round.status === 'BETTING';

  /**
   * Runs one of the player's requests: clears the alert, counts the request as pending, and shows a
   * refusal in the alert. @returns null on success, the refusal otherwise.
   */
  const attempt = useCallback(async (request: () => Promise<void>): Promise<PlayerProblem | null> => {
    setError(null);
    setPending((n) => n + 1);
    try {
      await request();
      return null;
    } catch (e) {
      const p = refineProblem(toProblem(e));
      setError(p);
      return p;
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const place = useCallback(
    async (target: BetTarget, amount: number): Promise<boolean> => {
      if (!round) {
        setError(
          problem('NO_ROUND', 'The dealer has not opened a round at this table yet. Bets open with the next round.'),
        );
        return false;
      }
      // Offline, the view may be behind the table: bets are paused until the feed is back (the banner says so).
      if (lostRef.current) {
        setError(problem('NETWORK', 'The connection to the table is lost; bets are paused until it is back.'));
        return false;
      }
      const refused = await attempt(async () => {
        const body: Record<string, unknown> = { type: target.type, amount };
        if (target.numbers && !EVEN_MONEY.has(target.type)) body.numbers = target.numbers;
        if (target.seat !== undefined) body.seat = target.seat;
        if (target.box !== undefined) body.box = target.box;
        if (target.followDoublesAndSplits !== undefined) body.followDoublesAndSplits = target.followDoublesAndSplits;
        const placed = await api<ServerBet & { balance: number }>('POST', `/api/rounds/${round.id}/bets`, body);
        setBets((prev) => (prev.some((b) => b.id === placed.id) ? prev : [...prev, toMyBet(placed, round.id)]));
        setBalance(placed.balance);
      });
      return refused === null;
    },
    [round, setBalance, attempt, lostRef],
  );

  const remove = useCallback(
    async (betId: string): Promise<boolean> => {
      const refused = await attempt(async () => {
        const res = await api<{ id: string; balance: number }>('DELETE', `/api/bets/${betId}`);
        gone.current.add(betId);
        setBets((prev) => prev.filter((b) => b.id !== betId));
        setBalance(res.balance);
      });
      return refused === null;
    },
    [setBalance, attempt],
  );

  /** Takes back the newest open bet on a spot. */
  const removeLastOn = useCallback(
    (key: string) => {
      const mine = betsRef.current.filter((b) => b.status === 'OPEN' && spotKey(b) === key);
      const last = mine[mine.length - 1];
      if (last) void remove(last.id);
    },
    [remove, betsRef],
  );

  const clearAll = useCallback(async () => {
    for (const b of betsRef.current.filter((x) => x.status === 'OPEN' && !NOT_REMOVABLE.has(x.type))) {
      if (!(await remove(b.id))) break;
    }
  }, [remove, betsRef]);

  const undoLast = useCallback(() => {
    const open = betsRef.current.filter((x) => x.status === 'OPEN' && !NOT_REMOVABLE.has(x.type));
    const last = open[open.length - 1];
    if (last) void remove(last.id);
  }, [remove, betsRef]);

  /** Re-posts the previous round's bets, in order; stops at the first rejection (shown in words). */
  const repeat = useCallback(async () => {
    if (!lastBets.length) return;
    let done = 0;
    for (const b of lastBets) {
      // Own-seat bets (MAIN, Ante and bonuses) go on the seat the player sits at now (the same one when they still
      // hold it); a Bet Behind on the same seat as before; a bet on a box goes on that box again.
      const own = OWN_SEAT_TYPES.has(b.type);
      const kept = typeof b.seat === 'number' && mySeatsRef.current.includes(b.seat);
      const seat = own && !kept ? (mySeatRef.current ?? b.seat ?? undefined) : (b.seat ?? undefined);
      const box = typeof b.spec?.box === 'number' ? b.spec.box : undefined;
      const follow = b.type === 'BET_BEHIND' ? b.spec?.followDoublesAndSplits === true : undefined;
      const ok = await place(
        { type: b.type, numbers: b.numbers ?? undefined, seat, box, followDoublesAndSplits: follow },
        b.base ?? b.amount,
      );
      if (!ok) {
        if (done > 0)
          setError((p) =>
            p
              ? {
                  ...p,
                  title: `Repeated ${done} of ${lastBets.length} bets — ${p.title.toLowerCase()}`,
                  repeated: { done, total: lastBets.length },
                }
              : p,
          );
        return;
      }
      done += 1;
    }
  }, [lastBets, place, mySeatRef, mySeatsRef]);

  const { requestSeats } = feed;
  /** Seated games: take a free seat (`POST /api/tables/:id/seats`); `dpOptIn` to be offered the DP seat (§HCF-7). */
  const takeSeat = useCallback(
    async (seat: number, opts: { dpOptIn?: boolean } = {}): Promise<boolean> =>
      (await attempt(async () => {
        await requestSeats(() =>
          api<SeatBoard>('POST', `/api/tables/${tableId}/seats`, {
            seat,
            ...(opts.dpOptIn !== undefined ? { dpOptIn: opts.dpOptIn } : {}),
          }),
        );
      })) === null,
    [tableId, requestSeats, attempt],
  );

  /** Seated games: leave one's seat, or the one named of several (refused with SEAT_IN_PLAY while its bet plays). */
  const leaveSeat = useCallback(
    async (which?: number): Promise<boolean> => {
      const seat = which ?? mySeatRef.current;
      if (seat === null || !mySeatsRef.current.includes(seat)) return false;
      return (
        (await attempt(async () => {
          await requestSeats(() => api<SeatBoard>('DELETE', `/api/tables/${tableId}/seats/${seat}`));
        })) === null
      );
    },
    [tableId, requestSeats, attempt, mySeatRef, mySeatsRef],
  );

  const roundBets = useMemo(() => bets.filter((b) => b.roundId === roundId && LIVE(b)), [bets, roundId]);
  const bySpot = useMemo(() => {
    const m = new Map<string, { total: number; bets: MyBet[] }>();
    for (const b of roundBets) {
      const k = spotKey(b);
      const cur = m.get(k) ?? { total: 0, bets: [] };
      cur.total += b.amount;
      cur.bets.push(b);
      m.set(k, cur);
    }
    return m;
  }, [roundBets]);

  return {
    ...feed,
    me,
    balance: me ? me.balance : null,
    bets: roundBets,
    bySpot,
    lastBets,
    bettingOpen,
    busy: pending > 0,
    chip,
    setChip,
    /** The latest rejection, in words (feed/load errors stay in `error`). */
    problem: error,
    dismissError: () => setError(null),
    place,
    remove,
    removeLastOn,
    clearAll,
    undoLast,
    repeat,
    /** Seated games: the seat this player sits at (null when not seated); the first of `mySeats`. */
    mySeat,
    /** Seated games: every seat this player holds, ascending (a game may seat a player twice: seatsPerPlayer). */
    mySeats,
    takeSeat,
    leaveSeat,
    /** For the games' own actions (components/games/<game>/): requests run like the bets' (refusals in `problem`). */
    core: { tableId, attempt, setBalance, setBets, mySeatRef, mySeatsRef },
    /** An information line (e.g. a Bet Behind returned at the close of betting). */
    notice,
    dismissNotice: () => setNotice(null),
    /** Voided or corrected rounds of this player's (`round:notice`), shown until dismissed. */
    roundNotices,
    dismissRoundNotice: (roundId: string) => setRoundNotices((list) => list.filter((n) => n.roundId !== roundId)),
  };
}

export type PlayerTableState = ReturnType<typeof usePlayerTable>;
