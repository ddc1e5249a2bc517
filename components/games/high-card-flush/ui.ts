import type { GameUi } from '@/components/games/types';
import { highCardFlushDealer } from './dealer-ui';

export const highCardFlushUi: GameUi = {
  game: 'HIGH_CARD_FLUSH',
  label: 'High Card Flush',
  seated: true,
  shoe: false,
  dealer: highCardFlushDealer,
};
