'use client';

import { useCallback } from 'react';
import { api } from '@/lib/client/api';
import type { PlayerTableState } from '@/components/player/use-player-table';
import { boxesOf } from './player-format';

/** A Poker Switch decision as the API takes it (RULES.md §PS-3, §PS-4, §PS-6). */
export interface PsDecisionBody {
  /** The pair. */
  seat: number;
  /** The box within the pair (1 the lower, 2 the upper); absent for the pair's switch. */
  hand?: 1 | 2;
  action: 'SWITCH' | 'UNSWITCH' | 'BET' | 'FOLD' | 'INSURE' | 'BUY' | 'NO_BUY';
  /** INSURE: the insurance, cents (§PS-4). */
  amount?: number;
}

/**
 * The Poker Switch player's own actions beside the bets: an Ante on both boxes of a pair at once (§PS-1:
 * equal Antes), and the decisions (`POST /api/rounds/:id/decisions {seat, hand, action, amount?}`): the
 * switch and its undoing, Bet / Fold / Bet with insurance per box, Buy / No buy (stakes taken by the
 * server arrive as `bet:placed`, the balance with the answer).
 */
export function usePsActions(s: PlayerTableState) {
  const { attempt, setBalance } = s.core;
  const round = s.round;
  const { place } = s;

  const decidePs = useCallback(
    async (body: PsDecisionBody): Promise<boolean> => {
      if (!round) return false;
      const rid = round.id;
      return (
        (await attempt(async () => {
          const res = await api<{ balance?: number }>('POST', `/api/rounds/${rid}/decisions`, body);
          if (typeof res.balance === 'number') setBalance(res.balance);
        })) === null
      );
    },
    [round, setBalance, attempt],
  );

  /** The chip on both boxes of the pair (two bets; the second is not placed when the first is refused). */
  const anteOnPair = useCallback(
    async (pair: number, amount: number): Promise<boolean> => {
      const [lo, hi] = boxesOf(pair);
      return (await place({ type: 'ANTE', box: lo }, amount)) && (await place({ type: 'ANTE', box: hi }, amount));
    },
    [place],
  );

  return { decidePs, anteOnPair };
}

/** The player view's state at a Poker Switch table: the generic state and the Poker Switch actions. */
export type PsTableState = PlayerTableState & ReturnType<typeof usePsActions>;
