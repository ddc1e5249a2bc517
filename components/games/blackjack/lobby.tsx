'use client';

import { useTranslations } from 'next-intl';
import type { LobbyResult } from '@/lib/tables/lobby';
import { bjTableOf } from './pit-format';

/** The lobby's last rounds of a blackjack table: the dealer's final hand each time (a total, Blackjack, bust). */
export function BlackjackRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.blackjack.lobby');
  const rounds = recent
    .map((r) => ({ r, d: bjTableOf({ result: r.result }).dealer }))
    .filter((x) => x.d && x.d.cards.length > 0)
    .reverse();
  if (!rounds.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="mr-1 text-[10px] uppercase tracking-wider text-gray-500">{t('dealer')}</span>
      <ol aria-label={t('totals')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
        {rounds.map(({ r, d }) => {
          const text = d!.blackjack ? t('bj') : d!.bust ? t('bust') : String(d!.total);
          const tone = d!.blackjack
            ? 'bg-brass text-ink'
            : d!.bust
              ? 'bg-rose-700 text-white'
              : 'bg-felt text-gray-100 ring-1 ring-line';
          return (
            <li
              key={r.roundId}
              title={t('round', { number: r.number, hand: text })}
              className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${tone}`}
            >
              {text}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
