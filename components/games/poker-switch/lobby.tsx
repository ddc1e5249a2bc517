'use client';

import { useTranslations } from 'next-intl';
import type { LobbyResult } from '@/lib/tables/lobby';
import { readPsResult } from './view';

/**
 * The lobby's last rounds of a Poker Switch table (RULES.md §PS-5, §PS-6): the dealer's hand ("P", "AK"),
 * faded when it did not qualify, with the hand after a buy ("AK → P"); "–" when nobody played. The full
 * words, and how many boxes won, in the title.
 */
export function PokerSwitchRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.poker-switch');
  const rounds = [...recent].reverse();
  if (!rounds.length) return null;
  return (
    <ol aria-label={t('lobby.rounds')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
      {rounds.map((r) => {
        const res = readPsResult(r.result);
        if (!res) return null;
        const d = res.dealer;
        if (res.noAction || !d)
          return (
            <li
              key={r.roundId}
              title={t('lobby.noAction', { number: r.number })}
              className="inline-flex h-5 items-center rounded-full bg-white/10 px-1.5 font-mono text-[10px] text-gray-400"
            >
              –
            </li>
          );
        const short = (c: string, q: boolean) =>
          c === 'HIGH_CARD' && q ? t('lobby.short.ACE_KING') : t(`lobby.short.${c}`);
        const won = res.boxes.filter((b) => (b.boughtOutcome ?? b.outcome) === 'WIN' || b.outcome === 'NO_GAME').length;
        const hand = (c: string, q: boolean) =>
          q ? t(`player.hands.${c}`) : t('lobby.noGame', { hand: t(`player.hands.${c}`) });
        const title = t('lobby.round', {
          number: r.number,
          dealer: hand(d.hand.category, d.qualifies),
          boxes: res.boxes.length,
          won,
        });
        const after = d.buy ? ` ${t('lobby.bought', { hand: hand(d.buy.hand.category, d.buy.qualifies) })}` : '';
        const q = d.buy ? d.buy.qualifies : d.qualifies;
        return (
          <li
            key={r.roundId}
            title={title + after}
            data-qualifies={String(q)}
            className={`inline-flex h-5 items-center gap-1 rounded-full px-1.5 font-mono text-[10px] font-bold ${q ? 'bg-red-800 text-white' : 'bg-brass text-ink opacity-80'}`}
          >
            <span>{short(d.hand.category, d.qualifies)}</span>
            {d.buy && (
              <>
                <span className="font-sans font-normal opacity-70">→</span>
                <span>{short(d.buy.hand.category, d.buy.qualifies)}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
