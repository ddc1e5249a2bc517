import type { GameUi } from '@/components/games/types';
import { baccaratDealer } from './dealer-ui';
import { baccaratPlayer } from './player-ui';

export const baccaratUi: GameUi = {
  game: 'BACCARAT',
  label: 'Baccarat',
  seated: false,
  shoe: true,
  dealer: baccaratDealer,
  player: baccaratPlayer,
};
