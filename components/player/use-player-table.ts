'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '@/lib/client/api';
import { useMe } from '@/lib/client/use-me';
import { useTableFeed } from '@/lib/client/use-table-feed';
import type { BetSettledPayload } from '@/lib/realtime/events';
import { problem, toProblem, type PlayerProblem } from './format';

/** One of the player's bets, as the player view keeps it. */
export interface MyBet {
  id: string;
  roundId: string;
  type: string;
  /** Roulette: the covered set; null for Baccarat. */
  numbers: number[] | null;
  amount: number;
  status: string;
  payout: number;
  net: number;
}

/** What a bet is placed on: Baccarat `{type}`, Roulette `{type, numbers}`. */
export interface BetTarget {
  type: string;
  numbers?: number[];
}

const EVEN_MONEY = new Set(['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH']);

/** The key of a betting spot: `PLAYER`, `RED`, `SPLIT-17-18`, `DOZEN-1-...-12` (also used in test ids). */
export function spotKey(b: { type: string; numbers?: number[] | null }): string {
  if (EVEN_MONEY.has(b.type) || !b.numbers || b.numbers.length === 0) return b.type;
  return `${b.type}-${[...b.numbers].sort((x, y) => x - y).join('-')}`;
}

interface ServerBet {
  id: string;
  userId?: string;
  roundId?: string;
  type: string;
  spec?: Record<string, unknown>;
  amount: number;
  status: string;
  payout?: number;
  net?: number;
}

function toMyBet(b: ServerBet, roundId: string): MyBet {
  const ns = b.spec?.numbers;
  return {
    id: b.id,
    roundId: b.roundId ?? roundId,
    type: b.type,
    numbers: Array.isArray(ns) ? (ns as number[]) : null,
    amount: b.amount,
    status: b.status,
    payout: b.payout ?? 0,
    net: b.net ?? 0,
  };
}

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
  const betsRef = useRef<MyBet[]>([]);
  betsRef.current = bets;
  const meRef = useRef(me);
  meRef.current = me;

  const loadRoundBets = useCallback(async (roundId: string) => {
    try {
      const detail = await api<{ id: string; bets: ServerBet[] }>('GET', `/api/rounds/${roundId}`);
      const myId = meRef.current?.id;
      const server = detail.bets.filter((b) => !myId || !b.userId || b.userId === myId).map((b) => toMyBet(b, roundId));
      const ids = new Set(server.map((b) => b.id));
      setBets((prev) => [...server.filter(LIVE), ...prev.filter((b) => b.roundId === roundId && !ids.has(b.id) && LIVE(b))]);
    } catch {
      /* the round may be gone (e.g. a new database); the feed shows the table state anyway */
    }
  }, []);

  const feed = useTableFeed(tableId, {
    betSettled: (e: BetSettledPayload) => {
      setBets((prev) => prev.map((b) => (b.id === e.betId ? { ...b, status: e.status, payout: e.payout, net: e.net } : b)));
    },
    balance: (b) => setBalance(b),
    event: (ev) => {
      if ((ev.type === 'round:settled' || ev.type === 'round:voided') && ev.roundId) {
        void loadRoundBets(ev.roundId);
        if (ev.type === 'round:voided') reloadMe();
      }
    },
  });

  const roundId = feed.round?.id ?? null;
  const shownRound = useRef<string | null>(null);

  // A new round: the bets of the one before become "last bets" (for Repeat); load this round's bets.
  useEffect(() => {
    const prevId = shownRound.current;
    shownRound.current = roundId;
    if (prevId && prevId !== roundId) {
      const prev = betsRef.current.filter((b) => b.roundId === prevId && LIVE(b));
      if (prev.length) setLastBets(prev);
    }
    setBets((cur) => cur.filter((b) => b.roundId === roundId));
    if (roundId && me) void loadRoundBets(roundId);
  }, [roundId, me?.id, loadRoundBets]); // eslint-disable-line react-hooks/exhaustive-deps

  // On arrival: the last earlier round this player bet on at this table, for Repeat.
  useEffect(() => {
    if (!me || me.role !== 'PLAYER' || !feed.table) return;
    let cancelled = false;
    api<{ items: { id: string; status: string }[] }>('GET', `/api/rounds?tableId=${encodeURIComponent(tableId)}&limit=5`)
      .then(async (list) => {
        const prior = list.items.find((r) => r.id !== feed.table?.round?.id && r.status !== 'VOIDED');
        if (!prior) return;
        const detail = await api<{ bets: ServerBet[] }>('GET', `/api/rounds/${prior.id}`);
        const got = detail.bets.filter((b) => b.status !== 'CANCELLED' && (!b.userId || b.userId === me.id)).map((b) => toMyBet(b, prior.id));
        if (!cancelled && got.length) setLastBets((cur) => (cur.length ? cur : got));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [me?.id, !!feed.table, tableId]); // eslint-disable-line react-hooks/exhaustive-deps

  const round = feed.round;
  const bettingOpen = !!round && round.status === 'BETTING';

  const place = useCallback(
    async (target: BetTarget, amount: number): Promise<boolean> => {
      if (!round) {
        setError(problem('NO_ROUND', 'The dealer has not opened a round at this table yet. Bets open with the next round.'));
        return false;
      }
      setError(null);
      setPending((n) => n + 1);
      try {
        const body: Record<string, unknown> = { type: target.type, amount };
        if (target.numbers && !EVEN_MONEY.has(target.type)) body.numbers = target.numbers;
        const placed = await api<ServerBet & { balance: number }>('POST', `/api/rounds/${round.id}/bets`, body);
        setBets((prev) => (prev.some((b) => b.id === placed.id) ? prev : [...prev, toMyBet(placed, round.id)]));
        setBalance(placed.balance);
        return true;
      } catch (e) {
        setError(toProblem(e));
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [round, setBalance],
  );

  const remove = useCallback(
    async (betId: string): Promise<boolean> => {
      setError(null);
      setPending((n) => n + 1);
      try {
        const res = await api<{ id: string; balance: number }>('DELETE', `/api/bets/${betId}`);
        setBets((prev) => prev.filter((b) => b.id !== betId));
        setBalance(res.balance);
        return true;
      } catch (e) {
        setError(toProblem(e));
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [setBalance],
  );

  /** Takes back the newest open bet on a spot. */
  const removeLastOn = useCallback(
    (key: string) => {
      const mine = betsRef.current.filter((b) => b.status === 'OPEN' && spotKey(b) === key);
      const last = mine[mine.length - 1];
      if (last) void remove(last.id);
    },
    [remove],
  );

  const clearAll = useCallback(async () => {
    for (const b of betsRef.current.filter((x) => x.status === 'OPEN')) {
      if (!(await remove(b.id))) break;
    }
  }, [remove]);

  const undoLast = useCallback(() => {
    const open = betsRef.current.filter((x) => x.status === 'OPEN');
    const last = open[open.length - 1];
    if (last) void remove(last.id);
  }, [remove]);

  /** Re-posts the previous round's bets, in order; stops at the first rejection (shown in words). */
  const repeat = useCallback(async () => {
    if (!lastBets.length) return;
    let done = 0;
    for (const b of lastBets) {
      const ok = await place({ type: b.type, numbers: b.numbers ?? undefined }, b.amount);
      if (!ok) {
        if (done > 0) setError((p) => (p ? { ...p, title: `Repeated ${done} of ${lastBets.length} bets — ${p.title.toLowerCase()}` } : p));
        return;
      }
      done += 1;
    }
  }, [lastBets, place]);

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
  };
}

export type PlayerTableState = ReturnType<typeof usePlayerTable>;
