import type { GameUi } from '@/components/games/types';
import { PokerSwitchRecent } from './lobby';
import { pokerSwitchAdmin } from './admin-ui';
import { pokerSwitchDealer } from './dealer-ui';
import { pokerSwitchPit } from './pit-ui';
import { pokerSwitchPlayer } from './player-ui';

/** Poker Switch (RULES.md §PS): seats are pairs of boxes (§PS-0), one deck a round, no shoe. */
export const pokerSwitchUi: GameUi = {
  game: 'POKER_SWITCH',
  label: 'Poker Switch',
  seated: true,
  shoe: false,
  lobby: { icon: '⇄', range: { key: 'ANTE', label: 'Ante' }, Recent: PokerSwitchRecent },
  dealer: pokerSwitchDealer,
  player: pokerSwitchPlayer,
  pit: pokerSwitchPit,
  admin: pokerSwitchAdmin,
};
