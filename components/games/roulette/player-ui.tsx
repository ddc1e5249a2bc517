import { lazy, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { PlayerUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { RouletteLayout, WinningNumber } from './player-board';
import { RouletteStats } from './player-stats';
import { payoutText, rouletteBetName } from './bet-names';
import { useWide } from './use-wide';

// English labels for a view without the game's messages; the table view words them (PlayerGame.limitLabel).
const LIMIT_LABEL: Record<string, string> = {
  STRAIGHT: 'Straight · 35:1',
  SPLIT: 'Split · 17:1',
  STREET: 'Street · 11:1',
  TRIO: 'Trio · 11:1',
  CORNER: 'Corner · 8:1',
  FIRST_FOUR: 'First four · 8:1',
  SIX_LINE: 'Six line · 5:1',
  DOZEN: 'Dozen · 2:1',
  COLUMN: 'Column · 2:1',
  EVEN_MONEY: 'Red/black, odd/even, 1-18/19-36 · 1:1',
};

/** The table limits' label of a limit key in the player's words: "Split · 17:1". */
export function rouletteLimitLabel(t: Translate, key: string): string | null {
  const pays = payoutText(key === 'EVEN_MONEY' ? 'RED' : key);
  if (!pays) return null;
  return `${t(`type.${key}`)} · ${pays}`;
}

/** The rules panel: its own chunk, downloaded when the player first opens Rules (issue #16 §5). */
const RouletteRules = lazy(() => import('./rules-panel').then((m) => ({ default: m.RouletteRules })));

/**
 * The roulette player view: the winning number and the last ones, the layout (turned to portrait on a
 * phone, `useWide`), the statistics, and the rules panel.
 */
export const roulettePlayer: PlayerUi = {
  usePlayerGame: function useRoulettePlayer({ s, results }) {
    const t = useTranslations('games.roulette.player');
    const wide = useWide();
    const recentNumbers = useMemo(
      () =>
        results.results
          .map((r) => r.number)
          .filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36)
          .reverse(),
      [results.results],
    );
    const round = s.round;
    const outcome = round && round.status !== 'VOIDED' && typeof round.outcome === 'number' ? round.outcome : null;
    return {
      felt: (
        <div className="space-y-4">
          <WinningNumber outcome={outcome} status={round?.status ?? null} recent={recentNumbers} />
          <RouletteLayout s={s} portrait={!wide} />
        </div>
      ),
      below: <RouletteStats numbersNewestFirst={recentNumbers} partial={results.source === 'rounds'} />,
      label: (b) => rouletteBetName(t as Translate, b),
      canBet: s.bettingOpen,
      hint: wide ? t('hint') : t('hintTouch'),
      limitLabel: (key) => rouletteLimitLabel(t as Translate, key),
    };
  },
  resultsByShoe: false,
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  Rules: RouletteRules,
  BetName: function RouletteBetName({ bet }) {
    return rouletteBetName(useTranslations('games.roulette.player') as Translate, bet);
  },
};
