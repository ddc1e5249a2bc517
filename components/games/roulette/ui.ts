import type { GamePack } from '@/components/games/types';

export const rouletteUi: GamePack = {
  game: 'ROULETTE',
  label: 'European Roulette',
  seated: false,
  shoe: false,
  lobby: { icon: '◎' },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ LastResult: m.RouletteLastResult, Recent: m.RouletteRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.rouletteDealer),
    player: () => import('./player-ui').then((m) => m.roulettePlayer),
    pit: () => import('./pit-ui').then((m) => m.roulettePit),
    admin: () => import('./admin-ui').then((m) => m.rouletteAdmin),
  },
};
