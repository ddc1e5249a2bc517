import type { GamePack } from '@/components/games/types';

export const blackjackUi: GamePack = {
  game: 'BLACKJACK',
  label: 'Blackjack',
  seated: true,
  shoe: true,
  rules: { extraStake: '§BJ-3, §BJ-9' },
  lobby: { icon: '♣', range: { key: 'MAIN', label: 'Bets' } },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ Recent: m.BlackjackRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.blackjackDealer),
    player: () => import('./player-ui').then((m) => m.blackjackPlayer),
    pit: () => import('./pit-ui').then((m) => m.blackjackPit),
    admin: () => import('./admin-ui').then((m) => m.blackjackAdmin),
  },
};
