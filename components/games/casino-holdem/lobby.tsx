'use client';

import { useTranslations } from 'next-intl';
import type { LobbyResult } from '@/lib/tables/lobby';
import { readCheResult } from './view';

/**
 * The lobby's last rounds of a Casino Hold'em table (RULES.md §CHE-3): the common player hand's category
 * against the dealer's ("FH vs P"), gold when the player hand won, faded when the dealer did not qualify;
 * "fold" when every player folded, "–" when nobody played. The full words in the title.
 */
export function CasinoHoldemRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.casino-holdem');
  const rounds = [...recent].reverse();
  if (!rounds.length) return null;
  return (
    <ol aria-label={t('lobby.rounds')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
      {rounds.map((r) => {
        const res = readCheResult(r.result);
        if (!res) return null;
        const p = res.playerHand?.category ?? null;
        const d = res.dealerHand?.category ?? null;
        const dealerName = d ? t(`player.hands.${d}`) : '–';
        const title = res.noAction
          ? t('lobby.noAction', { number: r.number })
          : res.allFolded
            ? t('lobby.allFolded', { number: r.number })
            : t('lobby.round', {
                number: r.number,
                player: p ? t(`player.hands.${p}`) : '–',
                dealer: res.dealerQualifies === false ? t('lobby.notQualified', { hand: dealerName }) : dealerName,
              });
        const tone = res.noAction
          ? 'bg-white/10 text-gray-400'
          : res.allFolded
            ? 'bg-gray-600 text-white'
            : res.winner === 'PLAYER' || res.dealerQualifies === false
              ? 'bg-brass text-ink'
              : res.winner === 'TIE'
                ? 'bg-gray-300 text-ink'
                : 'bg-red-800 text-white';
        return (
          <li
            key={r.roundId}
            title={title}
            data-winner={res.winner ?? ''}
            className={`inline-flex h-5 items-center gap-1 rounded-full px-1.5 font-mono text-[10px] font-bold ${tone} ${res.dealerQualifies === false ? 'opacity-70' : ''}`}
          >
            {res.noAction ? (
              '–'
            ) : (
              <>
                <span>{p ? t(`lobby.short.${p}`) : '–'}</span>
                <span className="font-sans font-normal opacity-70">{t('lobby.vs')}</span>
                <span>{res.allFolded ? t('lobby.folded') : d ? t(`lobby.short.${d}`) : '–'}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
