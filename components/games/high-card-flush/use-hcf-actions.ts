'use client';

import { useCallback, useState } from 'react';
import { api } from '@/lib/client/api';
import type { SeatBoard } from '@/lib/client/use-table-feed';
import type { PlayerTableState } from '@/components/player/use-player-table';

/** `api()` with PATCH: `lib/client/api.ts` types its method as GET/POST/PUT/DELETE, fetch takes any (same errors, same Idempotency-Key). */
function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return api<T>('PATCH' as unknown as 'PUT', path, body);
}

/**
 * The High Card Flush player's own actions beside the bets (RULES.md §HCF-3, §HCF-7): the DP opt-in,
 * the answer to a DP offer, Fold / Raise on the player's turn.
 */
export function useHcfActions(s: PlayerTableState) {
  const { tableId, attempt, setBalance, mySeatRef } = s.core;
  const { applySeats } = s;
  const round = s.round;
  /** High Card Flush: the opt-in to be offered the DP seat, as chosen before sitting down (sent with the seat). */
  const [dpOptInWanted, setDpOptInWanted] = useState(false);
  /** A PATCH of the opt-in is on its way: the checkbox shows the wanted state until the seat board has the answer. */
  const [dpOptInSending, setDpOptInSending] = useState(false);

  /** High Card Flush: opt in or out of being offered the DP seat (`PATCH /api/tables/:id/seats/:seat`, §HCF-7); not seated, only remembers the choice. */
  const setDpOptIn = useCallback(
    async (on: boolean): Promise<boolean> => {
      setDpOptInWanted(on);
      const seat = mySeatRef.current;
      if (seat === null) return true;
      setDpOptInSending(true);
      try {
        return (
          (await attempt(async () => {
            applySeats(await apiPatch<SeatBoard>(`/api/tables/${tableId}/seats/${seat}`, { dpOptIn: on }));
          })) === null
        );
      } finally {
        setDpOptInSending(false);
      }
    },
    [tableId, applySeats, attempt, mySeatRef],
  );

  /** High Card Flush: the offered player accepts the DP seat with a bank (cents) or declines it (`POST /api/rounds/:id/dp`, §HCF-7). */
  const answerDp = useCallback(
    async (accept: boolean, bank?: number): Promise<boolean> => {
      if (!round) return false;
      const rid = round.id;
      return (
        (await attempt(async () => {
          const res = await api<{ balance: number }>(
            'POST',
            `/api/rounds/${rid}/dp`,
            accept ? { accept: true, bank } : { accept: false },
          );
          setBalance(res.balance);
        })) === null
      );
    },
    [round, setBalance, attempt],
  );

  /** High Card Flush: fold, or raise `multiple` x Ante, on the player's turn (§HCF-3); the Raise arrives as `bet:placed`. */
  const decideHcf = useCallback(
    async (action: 'FOLD' | 'RAISE', multiple?: 1 | 2 | 3): Promise<boolean> => {
      if (!round) return false;
      const rid = round.id;
      return (
        (await attempt(async () => {
          const res = await api<{ balance: number }>(
            'POST',
            `/api/rounds/${rid}/decisions`,
            action === 'RAISE' ? { action, multiple } : { action },
          );
          setBalance(res.balance);
        })) === null
      );
    },
    [round, setBalance, attempt],
  );

  return { dpOptInWanted, dpOptInSending, setDpOptIn, answerDp, decideHcf };
}

/** The player view's state at a High Card Flush table: the generic state and the HCF actions. */
export type HcfTableState = PlayerTableState & ReturnType<typeof useHcfActions>;
