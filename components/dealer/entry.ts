import type { DealerUi } from '@/components/games/types';

/** Card games: the dealer types the code of each card as it is dealt (or taps it on the grid). */
export const CARD_ENTRY: DealerUi['entry'] = {
  label: 'Card',
  help: '7D · 10H · QS + Enter',
  word: 'card',
  undoLabel: 'Undo last card',
  hint: 'Type the card (e.g. 7D, 10H, QS), then Enter.',
  placeholder: null,
  path: 'cards',
  body: (text) => ({ card: text }),
};
