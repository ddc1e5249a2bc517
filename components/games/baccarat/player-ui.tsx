import type { MyBet } from '@/components/player/use-player-table';
import type { PlayerUi } from '@/components/games/types';
import { BaccaratBoard } from './player-board';
import { BaccaratRoads } from './player-roads';

function baccaratLabel(b: MyBet): string {
  return b.type.charAt(0) + b.type.slice(1).toLowerCase();
}

function bankerRule(rules: Record<string, unknown>): string {
  if (rules.bankerMode === 'NO_COMMISSION') return '1:1, 1:2 on a 6';
  const pct = typeof rules.bankerCommissionPct === 'number' ? rules.bankerCommissionPct : 5;
  return `${Number(((100 - pct) / 100).toFixed(2))}:1`;
}

const LIMIT_LABEL: Record<string, string> = {
  PLAYER: 'Player · 1:1',
  TIE: 'Tie · 8:1',
};

/** The baccarat player view: the hands and the three spots, the roads of the shoe. */
export const baccaratPlayer: PlayerUi = {
  usePlayerGame: ({ s, results }) => ({
    felt: <BaccaratBoard s={s} />,
    below: <BaccaratRoads data={results} shoeNumber={s.table?.shoe?.number ?? null} />,
    label: baccaratLabel,
    canBet: s.bettingOpen,
    hint: 'click a spot to bet, right-click to take back',
  }),
  resultsByShoe: true,
  limitLabel: (key, rules) => (key === 'BANKER' ? `Banker · ${bankerRule(rules)}` : (LIMIT_LABEL[key] ?? null)),
};
