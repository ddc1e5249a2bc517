import { describe, it, expect } from 'vitest';
import { simulate } from './simulate';

// House-edge smoke test (RULES.md §BJ): 1,000,000 rounds of basic strategy played through the
// engine's own apply/next/settleMain. Published: about 0.47% for these rules (8 decks, S17, DAS,
// one split); one standard error at 1M rounds is about 0.11%, so a wide window catches a broken
// rule (e.g. blackjack paid 1:1 costs 2.3%, dealer hitting soft 17 costs 0.2%, 'all' ENHC costs
// about 0.16%) without flaking. The full figure comes from scripts/rtp-blackjack.ts.
// Cost: about 4 s of CPU for the million rounds (vitest, one core); the timeout is wider than
// that only so that a shared, overloaded machine does not fail it.

describe('[BLACKJACK] house edge smoke test (simulation through apply)', () => {
  it('[BLACKJACK] 1,000,000 rounds of basic strategy: house edge within 0%..1.2%', () => {
    const r = simulate({ hands: 1_000_000, seed: 20240601 });
    expect(r.hands).toBe(1_000_000);
    expect(r.houseEdge).toBeGreaterThan(0);
    expect(r.houseEdge).toBeLessThan(0.012);
    // sanity of the deal: blackjack about 4.7% of rounds, doubles about 10%, splits about 2.5%
    expect(r.blackjacks / r.hands).toBeGreaterThan(0.044);
    expect(r.blackjacks / r.hands).toBeLessThan(0.05);
    expect(r.doubles / r.hands).toBeGreaterThan(0.09);
    expect(r.splits / r.hands).toBeGreaterThan(0.02);
  }, 120_000);

  it('[BLACKJACK] the simulation is deterministic for a seed', () => {
    expect(simulate({ hands: 2_000, seed: 5 })).toEqual(simulate({ hands: 2_000, seed: 5 }));
    expect(simulate({ hands: 2_000, seed: 5 }).net).not.toBe(simulate({ hands: 2_000, seed: 6 }).net);
  });
});
