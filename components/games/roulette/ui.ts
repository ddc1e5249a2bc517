import type { GameUi } from '@/components/games/types';
import { RouletteLastResult, RouletteRecent } from './lobby';
import { rouletteAdmin } from './admin-ui';
import { rouletteDealer } from './dealer-ui';
import { roulettePit } from './pit-ui';
import { roulettePlayer } from './player-ui';

export const rouletteUi: GameUi = {
  game: 'ROULETTE',
  label: 'European Roulette',
  seated: false,
  shoe: false,
  lobby: { icon: '◎', LastResult: RouletteLastResult, Recent: RouletteRecent },
  dealer: rouletteDealer,
  player: roulettePlayer,
  pit: roulettePit,
  admin: rouletteAdmin,
};
