import type { GameUi } from '@/components/games/types';
import { BaccaratLastResult, BaccaratRecent } from './lobby';
import { baccaratAdmin } from './admin-ui';
import { baccaratDealer } from './dealer-ui';
import { baccaratPit } from './pit-ui';
import { baccaratPlayer } from './player-ui';

export const baccaratUi: GameUi = {
  game: 'BACCARAT',
  label: 'Baccarat',
  seated: false,
  shoe: true,
  lobby: { icon: '♠', LastResult: BaccaratLastResult, Recent: BaccaratRecent },
  dealer: baccaratDealer,
  player: baccaratPlayer,
  pit: baccaratPit,
  admin: baccaratAdmin,
};
