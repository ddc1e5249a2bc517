import { useMemo } from 'react';
import type { PlayerUi } from '@/components/games/types';
import { RouletteLayout, WinningNumber, rouletteBetLabel } from './player-board';
import { RouletteStats } from './player-stats';

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

/** The roulette player view: the winning number and the last ones, the layout, the statistics. */
export const roulettePlayer: PlayerUi = {
  usePlayerGame: function useRoulettePlayer({ s, results }) {
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
          <RouletteLayout s={s} />
        </div>
      ),
      below: <RouletteStats numbersNewestFirst={recentNumbers} partial={results.source === 'rounds'} />,
      label: rouletteBetLabel,
      canBet: s.bettingOpen,
      hint: 'click a spot to bet, right-click to take back',
    };
  },
  resultsByShoe: false,
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
};
