import type { GameUi } from '@/components/games/types';
import { blackjackDealer } from './dealer-ui';

export const blackjackUi: GameUi = {
  game: 'BLACKJACK',
  label: 'Blackjack',
  seated: true,
  shoe: true,
  dealer: blackjackDealer,
};
