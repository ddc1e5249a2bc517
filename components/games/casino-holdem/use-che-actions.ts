'use client';

import { useCallback, useState } from 'react';
import { api } from '@/lib/client/api';
import type { PlayerTableState } from '@/components/player/use-player-table';

/** A decision this view has had accepted, until the player's bets say it themselves (`spec.decision`). */
export type CheSent = { roundId: string; action: 'CALL' | 'FOLD' } | null;

/**
 * The Casino Hold'em player's own action beside the bets (RULES.md §CHE-2): Call (2x the Ante, taken from
 * the balance; the Call arrives as `bet:placed`) or Fold during the call window, for their own Ante: no
 * seat (`POST /api/rounds/:id/decisions {action}`).
 */
export function useCheActions(s: PlayerTableState) {
  const { attempt, setBalance } = s.core;
  const round = s.round;
  const [sent, setSent] = useState<CheSent>(null);

  const decideChe = useCallback(
    async (action: 'CALL' | 'FOLD'): Promise<boolean> => {
      if (!round) return false;
      const rid = round.id;
      return (
        (await attempt(async () => {
          const res = await api<{ balance: number }>('POST', `/api/rounds/${rid}/decisions`, { action });
          setSent({ roundId: rid, action });
          if (typeof res.balance === 'number') setBalance(res.balance);
        })) === null
      );
    },
    [round, setBalance, attempt],
  );

  return { cheSent: sent, decideChe };
}

/** The player view's state at a Casino Hold'em table: the generic state and the Call / Fold action. */
export type CheTableState = PlayerTableState & ReturnType<typeof useCheActions>;
