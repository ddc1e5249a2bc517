import type { GamePack } from '@/components/games/types';

/** Poker Switch (RULES.md §PS): seats are pairs of boxes (§PS-0), one deck a round, no shoe. */

export const pokerSwitchUi: GamePack = {
  game: 'POKER_SWITCH',
  label: 'Poker Switch',
  seated: true,
  shoe: false,
  lobby: { icon: '⇄', range: { key: 'ANTE', label: 'Ante' } },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ Recent: m.PokerSwitchRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.pokerSwitchDealer),
    player: () => import('./player-ui').then((m) => m.pokerSwitchPlayer),
    pit: () => import('./pit-ui').then((m) => m.pokerSwitchPit),
    admin: () => import('./admin-ui').then((m) => m.pokerSwitchAdmin),
  },
};
