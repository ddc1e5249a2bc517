import type { GamePack } from '@/components/games/types';

export const highCardFlushUi: GamePack = {
  game: 'HIGH_CARD_FLUSH',
  label: 'High Card Flush',
  seated: true,
  shoe: false,
  rules: { fee: '§HCF-9' },
  lobby: { icon: '♥', range: { key: 'ANTE', label: 'Ante' } },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ Recent: m.HighCardFlushRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.highCardFlushDealer),
    player: () => import('./player-ui').then((m) => m.highCardFlushPlayer),
    pit: () => import('./pit-ui').then((m) => m.highCardFlushPit),
    admin: () => import('./admin-ui').then((m) => m.highCardFlushAdmin),
  },
};
