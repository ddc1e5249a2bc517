/** Display names of the games, shared by every console. */
export const GAME_LABEL: Record<string, string> = {
  BACCARAT: 'Baccarat',
  ROULETTE: 'European Roulette',
  BLACKJACK: 'Blackjack',
  HIGH_CARD_FLUSH: 'High Card Flush',
  CASINO_HOLDEM: "Casino Hold'em",
  POKER_SWITCH: 'Poker Switch',
};
