import { lazy } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { MyBet } from '@/components/player/use-player-table';
import type { PlayerUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { BaccaratBoard, bankerPaysKey, bankerRatio } from './player-board';
import { BaccaratRoads } from './player-roads';

const SIDES = new Set(['PLAYER', 'BANKER', 'TIE']);

/** My bets' label of a bet: the spot's name in the player's language ("Gracz"). */
export function baccaratBetLabel(t: Translate, b: MyBet): string {
  return SIDES.has(b.type) ? t(`side.${b.type}`) : b.type;
}

/** The table limits' label of a bet key with its payout (RULES.md §BAC-5): "Banker · 0.95:1"; `ratio` formats 0.95 by locale. */
export function baccaratLimitLabel(
  t: Translate,
  ratio: (n: number) => string,
  key: string,
  rules: Record<string, unknown>,
): string | null {
  if (key === 'BANKER') return t(`limit.${bankerPaysKey(rules)}`, { ratio: ratio(bankerRatio(rules)) });
  return key === 'PLAYER' || key === 'TIE' ? t(`limit.${key}`) : null;
}

const ENGLISH_LIMIT: Record<string, string> = { PLAYER: 'Player · 1:1', TIE: 'Tie · 8:1' };

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const BaccaratRules = lazy(() => import('./rules-panel').then((m) => ({ default: m.BaccaratRules })));

/** The baccarat player view: the hands and the three spots, the roads of the shoe, the rules panel. */
export const baccaratPlayer: PlayerUi = {
  usePlayerGame: function useBaccaratPlayer({ s, results }) {
    const t = useTranslations('games.baccarat.player') as unknown as Translate;
    const format = useFormatter();
    const rules = s.table?.rules ?? {};
    return {
      felt: <BaccaratBoard s={s} />,
      below: <BaccaratRoads data={results} shoeNumber={s.table?.shoe?.number ?? null} />,
      label: (b) => baccaratBetLabel(t, b),
      canBet: s.bettingOpen,
      hint: t('hint'),
      limitLabel: (key) => baccaratLimitLabel(t, (n) => format.number(n), key, rules),
    };
  },
  resultsByShoe: true,
  // English labels for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
  limitLabel: (key, rules) =>
    key === 'BANKER'
      ? rules.bankerMode === 'NO_COMMISSION'
        ? 'Banker · 1:1, 1:2 on a 6'
        : `Banker · ${bankerRatio(rules)}:1`
      : (ENGLISH_LIMIT[key] ?? null),
  Rules: BaccaratRules,
  BetName: function BaccaratBetName({ bet }) {
    return baccaratBetLabel(useTranslations('games.baccarat.player') as unknown as Translate, bet);
  },
};
