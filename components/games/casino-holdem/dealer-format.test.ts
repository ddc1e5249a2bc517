import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/lib/i18n/testing';
import { readCheNext, readCheResult, readCheView, handText } from './console-read';
import {
  boxDecisionText,
  cardTargetText,
  decisionsCountText,
  holdText,
  qualifiesText,
  resultBadge,
  resultLineText,
  secondsLeft,
  timeoutText,
  winnerText,
} from './dealer-format';

const t = testTranslator('en', 'games.casino-holdem.dealer');
const cs = testTranslator('cs', 'games.casino-holdem.dealer');
/** A result as the engine gives one: its `player` and `board` lists are always there. */
const R = (o: Record<string, unknown>) => ({ player: [], board: [], ...o });

describe('cardTargetText (§CHE-1 deal order)', () => {
  it('names every card’s target from round.next', () => {
    const order = [
      { kind: 'card', to: 'player', position: 1 },
      { kind: 'card', to: 'dealer', position: 1 },
      { kind: 'card', to: 'player', position: 2 },
      { kind: 'card', to: 'dealer', position: 2 },
      { kind: 'card', to: 'flop', position: 1 },
      { kind: 'card', to: 'flop', position: 2 },
      { kind: 'card', to: 'flop', position: 3 },
      { kind: 'card', to: 'turn', position: 1 },
      { kind: 'card', to: 'river', position: 1 },
    ];
    expect(order.map((n) => cardTargetText(t, readCheNext(n)))).toEqual([
      'Player card 1',
      'Dealer card 1',
      'Player card 2',
      'Dealer card 2',
      'Flop 1',
      'Flop 2',
      'Flop 3',
      'Turn',
      'River',
    ]);
    expect(cardTargetText(cs, readCheNext({ kind: 'card', to: 'dealer', position: 2 }))).toBe('Krupiér, karta 2');
  });
  it('no card expected: null (the window, confirm, an unknown target)', () => {
    expect(cardTargetText(t, readCheNext({ kind: 'calls', players: 1, called: 0, folded: 0, deciding: 1 }))).toBeNull();
    expect(cardTargetText(t, readCheNext({ kind: 'confirm' }))).toBeNull();
    expect(readCheNext({ kind: 'card', to: 'seat', position: 1 })).toBeNull();
  });
});

describe('holdText (the turn waits for the call window, §CHE-1)', () => {
  const next = readCheNext({ kind: 'calls', players: 3, called: 1, folded: 1, deciding: 1 });
  it('says why, with the counts and the seconds left', () => {
    expect(holdText(t, next, 12)).toBe('waiting for the call window: 3 players, 1 called, 1 folded, 1 deciding, 12 s');
    expect(holdText(t, readCheNext({ kind: 'calls', players: 1, called: 0, folded: 0, deciding: 1 }), null)).toBe(
      'waiting for the call window: 1 player, 0 called, 0 folded, 1 deciding',
    );
  });
  it('in Czech, with the plural of players', () => {
    expect(holdText(cs, next, 12)).toBe('čeká se na okno rozhodnutí: 3 hráči, CALL 1, FOLD 1, rozhoduje se 1, 12 s');
    expect(holdText(cs, readCheNext({ kind: 'calls', players: 5, called: 5, folded: 0, deciding: 0 }), null)).toBe(
      'čeká se na okno rozhodnutí: 5 hráčů, CALL 5, FOLD 0, rozhoduje se 0',
    );
  });
  it('nothing to say outside the window', () => {
    expect(holdText(t, readCheNext({ kind: 'card', to: 'turn', position: 1 }), 3)).toBeNull();
  });
});

describe('boxDecisionText (§CHE-2, §C-7)', () => {
  const box = { box: 1, ante: 1000, aaBonus: 0, decision: null, timeout: false } as const;
  it('CALL, FOLD, FOLD by the timer, deciding while the window is open', () => {
    expect(boxDecisionText(t, { ...box, decision: 'CALL' }, false)).toBe('CALL');
    expect(boxDecisionText(t, { ...box, decision: 'FOLD' }, true)).toBe('FOLD');
    expect(boxDecisionText(t, { ...box, decision: 'FOLD', timeout: true }, false)).toBe('FOLD (timer)');
    expect(boxDecisionText(t, box, true)).toBe('deciding…');
    expect(boxDecisionText(t, box, false)).toBe('');
  });
});

describe('the result line (§CHE-3)', () => {
  const base = {
    player: ['AH', 'KH'],
    dealer: ['9S', '9D'],
    board: ['9H', '5H', '2H', 'KC', '4D'],
    // Player: A♥ K♥ 9♥ 5♥ 2♥ flush; dealer: three nines with K-5 (9♠ 9♦ 9♥ K♣ 5♥).
    playerHand: { category: 'FLUSH', cards: ['AH', 'KH', '9H', '5H', '2H'], value: 2 },
    dealerHand: { category: 'THREE_OF_A_KIND', cards: ['9S', '9D', '9H', 'KC', '5H'], value: 1 },
    dealerQualifies: true,
    winner: 'PLAYER',
    anteMultiple: 2,
    aaBonus: { category: 'FLUSH', cards: ['AH', 'KH', '9H', '5H', '2H'], multiple: 25, wins: true },
    players: 3,
    called: 2,
    folded: 1,
    timedOut: 1,
    noAction: false,
    allFolded: false,
  };
  it('player hand vs dealer hand, qualification, who wins and what the Ante pays (flush 2:1, §CHE-4)', () => {
    expect(resultLineText(t, readCheResult(base)!)).toBe(
      'Player Flush · A♥ K♥ 9♥ 5♥ 2♥ vs Dealer Three of a kind · 9♠ 9♦ 9♥ K♣ 5♥ · dealer qualifies · player wins: Ante pays 2:1, Call 1:1',
    );
    expect(decisionsCountText(t, readCheResult(base)!)).toBe('2 called · 1 folded (1 by the timer)');
  });
  it('dealer not qualified: Ante by the table, Call returned; dealer higher; a tie', () => {
    const nq = readCheResult({
      ...base,
      // Dealer 3♠ 3♦ on the same board: a pair of 3s with K-9-5, below a pair of 4s.
      dealer: ['3S', '3D'],
      dealerHand: { category: 'PAIR', cards: ['3S', '3D', 'KC', '9H', '5H'], value: 1 },
      dealerQualifies: false,
      winner: 'PLAYER',
    })!;
    expect(resultLineText(t, nq)).toBe(
      'Player Flush · A♥ K♥ 9♥ 5♥ 2♥ vs Dealer Pair · 3♠ 3♦ K♣ 9♥ 5♥ · dealer does not qualify · Ante pays 2:1, Call returned',
    );
    expect(winnerText(t, { dealerQualifies: true, winner: 'DEALER', anteMultiple: 1 })).toBe(
      'dealer wins: Ante and Call lost',
    );
    expect(winnerText(t, { dealerQualifies: true, winner: 'TIE', anteMultiple: 1 })).toBe(
      'tie: Ante and Call returned',
    );
    expect(winnerText(cs, { dealerQualifies: false, winner: 'DEALER', anteMultiple: 1 })).toBe(
      'Ante vyplácí 1:1, Call se vrací',
    );
  });
  it('nobody called; no Ante', () => {
    expect(
      resultLineText(
        t,
        readCheResult({
          ...base,
          board: ['9H', '5H', '2H'],
          dealerHand: null,
          dealerQualifies: null,
          winner: null,
          allFolded: true,
        })!,
      ),
    ).toBe('Everybody folded: no turn and river, the Antes are lost · player Flush · A♥ K♥ 9♥ 5♥ 2♥');
    expect(resultLineText(t, readCheResult(R({ noAction: true }))!)).toBe('No Ante: no play');
  });
  it('qualification words', () => {
    expect(qualifiesText(t, true)).toBe('dealer qualifies');
    expect(qualifiesText(cs, false)).toBe('krupiér se nekvalifikuje');
    expect(qualifiesText(t, null)).toBe('');
  });
});

describe('timeoutText (§C-7)', () => {
  it('the window’s expiry folds every box still deciding', () => {
    expect(timeoutText(t, { kind: 'calls', players: 4, called: 1, folded: 1, deciding: 2 })).toBe(
      'Call window timed out: 2 boxes still deciding fold (FOLD by default, §C-7).',
    );
    expect(timeoutText(t, { kind: 'calls', players: 1, called: 0, folded: 0, deciding: 1 })).toBe(
      'Call window timed out: 1 box still deciding folds (FOLD by default, §C-7).',
    );
    expect(timeoutText(cs, { kind: 'calls', players: 3, called: 0, folded: 0, deciding: 3 })).toBe(
      'Okno rozhodnutí vypršelo: 3 nerozhodnuté boxy skládají (výchozí FOLD, §C-7).',
    );
    expect(timeoutText(t, { kind: 'card', to: 'turn', position: 1 })).toBeNull();
  });
});

describe('resultBadge', () => {
  it('P / D / T, NQ, F, —', () => {
    expect(resultBadge(R({ winner: 'PLAYER', dealerQualifies: true }))).toEqual({
      label: 'P',
      tone: 'player',
      qualifies: true,
    });
    expect(resultBadge(R({ winner: 'DEALER', dealerQualifies: false }))).toEqual({
      label: 'P',
      tone: 'player',
      qualifies: false,
    });
    expect(resultBadge(R({ winner: 'DEALER', dealerQualifies: true }))?.label).toBe('D');
    expect(resultBadge(R({ winner: 'TIE', dealerQualifies: true }))?.label).toBe('T');
    expect(resultBadge(R({ allFolded: true }))?.label).toBe('F');
    expect(resultBadge(R({ noAction: true }))?.label).toBe('—');
    expect(resultBadge(null)).toBeNull();
  });
});

describe('readers', () => {
  it('the view tolerates missing parts; the dealer’s cards face down keep their count', () => {
    const v = readCheView({ phase: 'CALLS', player: ['AS', 'AD'], dealer: [], dealerDealt: 2, dealerHidden: true });
    expect(v.dealerDealt).toBe(2);
    expect(v.dealerHidden).toBe(true);
    expect(v.boxes).toEqual([]);
    expect(v.window.open).toBe(false);
    expect(readCheView(null).phase).toBe('BETTING');
  });
  it('a named hand: the category and its cards, the ten as 10', () => {
    expect(handText(t, { category: 'STRAIGHT', cards: ['AS', 'KD', 'QC', 'JH', 'TS'] })).toBe(
      'Straight · A♠ K♦ Q♣ J♥ 10♠',
    );
    expect(handText(cs, { category: 'FOUR_OF_A_KIND', cards: ['7S', '7D', '7H', '7C', 'AS'] })).toBe(
      'Čtveřice · 7♠ 7♦ 7♥ 7♣ A♠',
    );
  });
  it('seconds left, never below 0', () => {
    expect(secondsLeft('2026-12-01T12:00:10.000Z', Date.parse('2026-12-01T12:00:00.500Z'))).toBe(10);
    expect(secondsLeft('2026-12-01T12:00:10.000Z', Date.parse('2026-12-01T12:00:11.000Z'))).toBe(0);
    expect(secondsLeft(null, 0)).toBeNull();
  });
});
