import type { GamePack } from '@/components/games/types';

export const baccaratUi: GamePack = {
  game: 'BACCARAT',
  label: 'Baccarat',
  seated: false,
  shoe: true,
  lobby: { icon: '♠' },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ LastResult: m.BaccaratLastResult, Recent: m.BaccaratRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.baccaratDealer),
    player: () => import('./player-ui').then((m) => m.baccaratPlayer),
    pit: () => import('./pit-ui').then((m) => m.baccaratPit),
    admin: () => import('./admin-ui').then((m) => m.baccaratAdmin),
  },
};
