import type { GameUi } from '@/components/games/types';
import { HighCardFlushRecent } from './lobby';
import { highCardFlushAdmin } from './admin-ui';
import { highCardFlushDealer } from './dealer-ui';
import { highCardFlushPit } from './pit-ui';
import { highCardFlushPlayer } from './player-ui';

export const highCardFlushUi: GameUi = {
  game: 'HIGH_CARD_FLUSH',
  label: 'High Card Flush',
  seated: true,
  shoe: false,
  rules: { fee: '§HCF-9' },
  lobby: { icon: '♥', range: { key: 'ANTE', label: 'Ante' }, Recent: HighCardFlushRecent },
  dealer: highCardFlushDealer,
  player: highCardFlushPlayer,
  pit: highCardFlushPit,
  admin: highCardFlushAdmin,
};
