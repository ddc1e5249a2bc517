'use client';

import { useTranslations } from 'next-intl';
import type { LobbyResult } from '@/lib/tables/lobby';

const SIDE_TONE: Record<string, string> = { PLAYER: 'bg-player', BANKER: 'bg-banker', TIE: 'bg-tie' };

/** The lobby's last result of a baccarat table: the winning side. */
export function BaccaratLastResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.baccarat.lobby');
  if (typeof result.winner !== 'string' || !(result.winner in SIDE_TONE)) return null;
  return (
    <span className="text-gray-400">
      · {t('last')}: <span className="font-semibold text-gray-200">{t(`side.${result.winner}`)}</span>
    </span>
  );
}

/**
 * The lobby's road strip of a baccarat table: the current shoe's last results as a bead strip (Player blue,
 * Banker red, Tie green; a dot under a bead for a pair), oldest on the left.
 */
export function BaccaratRecent({ recent }: { recent: readonly LobbyResult[] }) {
  const t = useTranslations('games.baccarat.lobby');
  const beads = recent.filter((r) => typeof r.result.winner === 'string' && r.result.winner in SIDE_TONE);
  if (!beads.length) return null;
  return (
    <ol aria-label={t('road')} data-testid="lobby-recent" className="flex flex-wrap items-center gap-1">
      {beads.map((r) => {
        const w = String(r.result.winner);
        const pair = r.result.playerPair === true || r.result.bankerPair === true;
        return (
          <li
            key={r.roundId}
            title={t('bead', { number: r.number, side: t(`side.${w}`) })}
            data-winner={w}
            className={`relative inline-flex h-5 w-5 items-center justify-center rounded-full text-[10px] font-bold text-white ${SIDE_TONE[w]}`}
          >
            {t(`letter.${w}`)}
            {pair && <span aria-hidden className="absolute -bottom-0.5 h-1 w-1 rounded-full bg-white" />}
          </li>
        );
      })}
    </ol>
  );
}
