import type { GamePack } from '@/components/games/types';

export const casinoHoldemUi: GamePack = {
  game: 'CASINO_HOLDEM',
  label: "Casino Hold'em",
  seated: false,
  shoe: false,
  lobby: { icon: '♦', range: { key: 'ANTE', label: 'Ante' } },
  // Each role's part in a chunk of its own, loaded when a page first needs it (issue #16 §5).
  load: {
    lobby: () => import('./lobby').then((m) => ({ Recent: m.CasinoHoldemRecent })),
    dealer: () => import('./dealer-ui').then((m) => m.casinoHoldemDealer),
    player: () => import('./player-ui').then((m) => m.casinoHoldemPlayer),
    pit: () => import('./pit-ui').then((m) => m.casinoHoldemPit),
    admin: () => import('./admin-ui').then((m) => m.casinoHoldemAdmin),
  },
};
