'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/lib/client/api';
import type { Translate } from '@/lib/i18n/money';
import type { PlayerTableState } from '@/components/player/use-player-table';

/** A blackjack decision (`POST /api/rounds/:id/decisions`). */
export type BlackjackAction = 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT' | 'INSURANCE' | 'NO_INSURANCE';

/**
 * The blackjack player's own actions beside the bets (RULES.md §BJ): decisions on the seat's turn,
 * insurance answers (own seat or Bet Behind), the Bet Behind follow choice.
 */
export function useBlackjackActions(s: PlayerTableState) {
  const { attempt, setBalance, setBets } = s.core;
  const round = s.round;
  const roundId = round?.id ?? null;
  /** Blackjack: a decision on the round in play; the answer's balance is applied, a refusal lands in `problem`. */
  const decideOr = useCallback(
    async (
      action: BlackjackAction,
      at?: { seat?: number; hand?: number },
    ): Promise<{ ok: true } | { ok: false; code: string }> => {
      if (!round) return { ok: false, code: 'NO_ROUND' };
      const refused = await attempt(async () => {
        const res = await api<{ balance: number }>('POST', `/api/rounds/${round.id}/decisions`, {
          action,
          ...(at?.seat ? { seat: at.seat } : {}),
          ...(at?.hand ? { hand: at.hand } : {}),
        });
        setBalance(res.balance);
      });
      return refused ? { ok: false, code: refused.code } : { ok: true };
    },
    [round, setBalance, attempt],
  );
  const decide = useCallback(
    async (action: BlackjackAction, at?: { seat?: number; hand?: number }) => (await decideOr(action, at)).ok,
    [decideOr],
  );

  // Blackjack insurance questions answered this round ("<roundId>:seat:2", "<roundId>:behind:3"): the prompt goes away at once.
  const [answered, setAnswered] = useState<string[]>([]);
  const insuranceAnswered = useMemo(
    () => new Set(answered.filter((k) => k.startsWith(`${roundId}:`)).map((k) => k.slice(`${roundId}:`.length))),
    [answered, roundId],
  );

  /** Blackjack: answers the insurance question of the player's seat, or of their Bet Behind on `seat` (§BJ-4, §BJ-9). */
  const insure = useCallback(
    async (kind: 'seat' | 'behind', seat: number, take: boolean): Promise<boolean> => {
      if (!roundId) return false;
      const res = await decideOr(take ? 'INSURANCE' : 'NO_INSURANCE', { seat });
      const ok = res.ok;
      // Answered, or no longer askable (decided elsewhere, timed out): the question is over either way.
      const over =
        res.ok || ['INSURANCE_ALREADY_DECIDED', 'INSURANCE_NOT_OFFERED', 'DECISION_NOT_EXPECTED'].includes(res.code);
      if (over) {
        setAnswered((a) => [...a, `${roundId}:${kind}:${seat}`]);
        if (kind === 'behind' && ok) {
          setBets((prev) =>
            prev.map((b) =>
              b.type === 'BET_BEHIND' && b.seat === seat && b.roundId === roundId
                ? { ...b, spec: { ...(b.spec ?? {}), insurance: take } }
                : b,
            ),
          );
        }
      }
      return ok;
    },
    [decideOr, roundId, setBets],
  );

  /** Blackjack: a new Bet Behind follows doubles and splits (§BJ-9; off by default). */
  const [follow, setFollow] = useState(false);

  return { decide, insure, insuranceAnswered, follow, setFollow };
}

/** The player view's state at a blackjack table: the generic state and the blackjack actions. */
export type BjTableState = PlayerTableState & ReturnType<typeof useBlackjackActions>;

/** The blackjack player namespace's translator (`games.blackjack.player`), as the pure helpers take it. */
export function useBjWords(): Translate & Pick<ReturnType<typeof useTranslations>, 'rich'> {
  return useTranslations('games.blackjack.player') as unknown as Translate &
    Pick<ReturnType<typeof useTranslations>, 'rich'>;
}
