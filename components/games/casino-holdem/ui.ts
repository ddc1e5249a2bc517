import type { GameUi } from '@/components/games/types';
import { CasinoHoldemRecent } from './lobby';
import { casinoHoldemAdmin } from './admin-ui';
import { casinoHoldemDealer } from './dealer-ui';
import { casinoHoldemPit } from './pit-ui';
import { casinoHoldemPlayer } from './player-ui';

export const casinoHoldemUi: GameUi = {
  game: 'CASINO_HOLDEM',
  label: "Casino Hold'em",
  seated: false,
  shoe: false,
  lobby: { icon: '♦', range: { key: 'ANTE', label: 'Ante' }, Recent: CasinoHoldemRecent },
  dealer: casinoHoldemDealer,
  player: casinoHoldemPlayer,
  pit: casinoHoldemPit,
  admin: casinoHoldemAdmin,
};
