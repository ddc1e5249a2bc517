import type { GameUi } from '@/components/games/types';
import { BlackjackRecent } from './lobby';
import { blackjackAdmin } from './admin-ui';
import { blackjackDealer } from './dealer-ui';
import { blackjackPit } from './pit-ui';
import { blackjackPlayer } from './player-ui';

export const blackjackUi: GameUi = {
  game: 'BLACKJACK',
  label: 'Blackjack',
  seated: true,
  shoe: true,
  rules: { extraStake: '§BJ-3, §BJ-9' },
  lobby: { icon: '♣', range: { key: 'MAIN', label: 'Bets' }, Recent: BlackjackRecent },
  dealer: blackjackDealer,
  player: blackjackPlayer,
  pit: blackjackPit,
  admin: blackjackAdmin,
};
