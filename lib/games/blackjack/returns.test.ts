import { describe, expect, it } from 'vitest';
import { insuranceReturn, mainReturnBasicStrategy } from './returns';

describe('[BLACKJACK] insurance return by the shoe composition (RULES.md §BJ-4)', () => {
  it('[BLACKJACK] off a full 8-deck shoe with the dealer ace out: 3 x 128 / 415', () => {
    // 8 decks: 416 cards, 128 ten-valued (T J Q K x 4 suits x 8); the ace leaves 415 unseen.
    expect(insuranceReturn(8)).toEqual({ num: 384, den: 415 });
    expect(384 / 415).toBeCloseTo(0.9253, 4);
  });

  it('[BLACKJACK] one deck: 3 x 16 / 51 = 48/51', () => {
    expect(insuranceReturn(1)).toEqual({ num: 48, den: 51 });
  });

  it('[BLACKJACK] the seats cards count: T and K out leave 126 tens among 413', () => {
    expect(insuranceReturn(8, ['AD', 'TS', 'KD'])).toEqual({ num: 378, den: 413 });
    // small cards out make insurance better: 128 tens among 413 → 384/413
    expect(insuranceReturn(8, ['AD', '5S', '6C'])).toEqual({ num: 384, den: 413 });
    // the ace is added when not listed
    expect(insuranceReturn(8, ['5S'])).toEqual({ num: 384, den: 414 });
  });

  it('[BLACKJACK] refuses a shoe without decks', () => {
    expect(() => insuranceReturn(0)).toThrow(RangeError);
  });
});

describe('[BLACKJACK] main bet return under the basic strategy', () => {
  it('[BLACKJACK] is stated only for the computed rules (double after split)', () => {
    expect(mainReturnBasicStrategy({ doubleAfterSplit: false, enhcDealerBlackjackTakes: 'original' })).toBeNull();
    const o = mainReturnBasicStrategy({ doubleAfterSplit: true, enhcDealerBlackjackTakes: 'original' })!;
    const a = mainReturnBasicStrategy({ doubleAfterSplit: true, enhcDealerBlackjackTakes: 'all' })!;
    // losing the extra stakes to a dealer blackjack too costs the player more
    expect(a.rtp).toBeLessThan(o.rtp);
    expect(o.rtp + o.houseEdge).toBe(1);
  });
});
