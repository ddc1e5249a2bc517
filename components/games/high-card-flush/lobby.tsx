'use client';

import { useTranslations } from 'next-intl';
import type { LobbyResult } from '@/lib/tables/lobby';

const SUIT: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/**
 * The lobby's last rounds of a High Card Flush table: who banked (a designated player's seat or the house,
 * §HCF-7) and the bank's flush (its size and suit; faded when it did not qualify, §HCF-4).
 */
export function HighCardFlushRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.high-card-flush.lobby');
  const rounds = [...recent].reverse();
  if (!rounds.length) return null;
  return (
    <ol aria-label={t('rounds')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
      {rounds.map((r) => {
        const seat = typeof r.result.dpSeat === 'number' ? r.result.dpSeat : null;
        const who = seat === null ? t('house') : t('dp', { seat });
        const dp = rec(r.result.dp);
        const flush = rec(dp.flush);
        const size = typeof flush.size === 'number' ? flush.size : null;
        const suit = typeof flush.suit === 'string' ? (SUIT[flush.suit] ?? '') : '';
        const hand = r.result.noAction === true || size === null ? '–' : `${size}${suit}`;
        return (
          <li
            key={r.roundId}
            title={t('round', { number: r.number, who, hand })}
            className={`inline-flex h-5 items-center gap-1 rounded-full px-1.5 text-[10px] font-bold ${seat === null ? 'bg-violet-700 text-white' : 'bg-brass text-ink'} ${dp.qualifies === false ? 'opacity-60' : ''}`}
          >
            <span>{seat === null ? t('houseShort') : t('dpShort', { seat })}</span>
            <span className="font-mono">{hand}</span>
          </li>
        );
      })}
    </ol>
  );
}
