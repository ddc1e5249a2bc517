import { describe, expect, it } from 'vitest';
import { DECK, type Card } from '../cards';
import {
  HAND_CATEGORIES,
  bestHand,
  cardFromIndex,
  cardIndex,
  categoryOf,
  compareHands,
  evaluate5,
  evaluate7,
  handValue,
  type HandCategory,
} from './index';

const h = (s: string) => s.split(' ') as Card[];
const cat = (s: string): HandCategory => categoryOf(handValue(h(s)));
const cmp = (a: string, b: string) => compareHands(h(a), h(b));

describe('card indices', () => {
  it('4 × rank (deuce 0 .. ace 12) + suit (S H D C), a bijection with the deck', () => {
    expect(cardIndex('2S')).toBe(0);
    expect(cardIndex('2C')).toBe(3);
    expect(cardIndex('3S')).toBe(4);
    expect(cardIndex('TH')).toBe(8 * 4 + 1);
    expect(cardIndex('AC')).toBe(51);
    const all = DECK.map(cardIndex).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 52 }, (_, i) => i));
    for (const c of DECK) expect(cardFromIndex(cardIndex(c))).toBe(c);
    expect(() => cardIndex('1S' as Card)).toThrow(RangeError);
    expect(() => cardFromIndex(52)).toThrow(RangeError);
  });
});

describe('categories', () => {
  it('HAND_CATEGORIES lowest first, and categoryOf of each kind of hand', () => {
    expect(HAND_CATEGORIES).toEqual([
      'HIGH_CARD',
      'PAIR',
      'TWO_PAIR',
      'THREE_OF_A_KIND',
      'STRAIGHT',
      'FLUSH',
      'FULL_HOUSE',
      'FOUR_OF_A_KIND',
      'STRAIGHT_FLUSH',
      'ROYAL_FLUSH',
    ]);
    expect(cat('AS KH 9D 7C 2S')).toBe('HIGH_CARD');
    expect(cat('4S 4H 9D 7C 2S')).toBe('PAIR');
    expect(cat('4S 4H 9D 9C 2S')).toBe('TWO_PAIR');
    expect(cat('4S 4H 4D 9C 2S')).toBe('THREE_OF_A_KIND');
    expect(cat('6S 7H 8D 9C TS')).toBe('STRAIGHT');
    expect(cat('2H 7H 9H JH KH')).toBe('FLUSH');
    expect(cat('4S 4H 4D 9C 9S')).toBe('FULL_HOUSE');
    expect(cat('4S 4H 4D 4C 9S')).toBe('FOUR_OF_A_KIND');
    expect(cat('9D TD JD QD KD')).toBe('STRAIGHT_FLUSH');
    expect(cat('TC JC QC KC AC')).toBe('ROYAL_FLUSH');
    // Every category beats every lower one: the weakest of each beats the strongest below it.
    const weakest = [
      '7S 5H 4D 3C 2S',
      '2S 2H 5D 4C 3S',
      '3S 3H 2D 2C 4S',
      '2S 2H 2D 4C 3S',
      'AS 2H 3D 4C 5S',
      '7H 5H 4H 3H 2H',
      '2S 2H 2D 3C 3S',
      '2S 2H 2D 2C 3S',
      'AD 2D 3D 4D 5D',
      'TC JC QC KC AC',
    ];
    const strongest = [
      'AS KH QD JC 9S',
      'AS AH KD QC JS',
      'AS AH KD KC QS',
      'AS AH AD KC QS',
      'TS JH QD KC AS',
      'AH KH QH JH 9H',
      'AS AH AD KC KS',
      'AS AH AD AC KS',
      '9D TD JD QD KD',
    ];
    for (let i = 1; i < weakest.length; i++) expect(cmp(weakest[i]!, strongest[i - 1]!)).toBe(1);
  });
});

describe('hand-picked comparisons', () => {
  it('the wheel A-2-3-4-5 is a 5-high straight: it loses to 6-high and beats trips', () => {
    expect(cat('AS 2H 3D 4C 5S')).toBe('STRAIGHT');
    expect(cmp('AS 2H 3D 4C 5S', '2S 3H 4D 5C 6S')).toBe(-1);
    expect(cmp('AS 2H 3D 4C 5S', 'AS AH AD KC QS')).toBe(1);
    // A K Q J T is the top straight; Q K A 2 3 does not wrap around.
    expect(cmp('TS JH QD KC AS', '9S TH JD QC KS')).toBe(1);
    expect(cat('QS KH AD 2C 3S')).toBe('HIGH_CARD');
  });

  it('the steel wheel is the lowest straight flush, above any quads; royal above all', () => {
    expect(cat('AD 2D 3D 4D 5D')).toBe('STRAIGHT_FLUSH');
    expect(cmp('AD 2D 3D 4D 5D', '2D 3D 4D 5D 6D')).toBe(-1);
    expect(cmp('AD 2D 3D 4D 5D', 'AS AH AD AC KS')).toBe(1);
    expect(cmp('TC JC QC KC AC', '9D TD JD QD KD')).toBe(1);
    expect(cmp('TC JC QC KC AC', 'TS JS QS KS AS')).toBe(0);
  });

  it('kickers count to the fifth card; suits never', () => {
    expect(cmp('AS AH KD QC JS', 'AD AC KS QH JH')).toBe(0);
    expect(cmp('AS AH KD QC 9S', 'AD AC KS QH 8H')).toBe(1);
    expect(cmp('AS KH QD JC 8S', 'AD KC QS JH 7H')).toBe(1);
    expect(cmp('KS KH 7D 7C 3S', 'KD KC 7S 7H 2H')).toBe(1);
    expect(cmp('9S 9H 9D AC 3S', '9S 9H 9D AC 2S')).toBe(1);
    expect(cmp('AH KH QH JH 8H', 'AD KD QD JD 7D')).toBe(1);
    expect(cmp('QS QH QD QC 3S', 'QS QH QD QC 2S')).toBe(1);
    // the pair outranks the kickers: 2 2 over A K Q J 9 high
    expect(cmp('2S 2H 3D 4C 5H', 'AS KH QD JC 9S')).toBe(1);
    expect(cmp('2S 2H 3D 4C 6H', 'AS AH 2D 3C 4H')).toBe(-1);
    // seven cards, the fifth card decides: A K Q J 9 over A K Q J 8, AA K Q 9 over AA K Q 8
    expect(cmp('AS KH QD JC 9S 4H 2D', 'AD KC QS JH 8H 4D 2C')).toBe(1);
    expect(cmp('AS AH KD QC 9S 4H 2D', 'AD AC KS QH 8H 4D 2C')).toBe(1);
    // the sixth and seventh cards do not play
    expect(cmp('AS AH KD QC JS 3H 2D', 'AD AC KS QH JH 4D 3C')).toBe(0);
  });

  it('three pairs in seven cards: the best two pairs and the best remaining kicker', () => {
    // K K 9 9 5 5 Q: two pair K-9 with a Q kicker
    const a = bestHand(h('KS KH 9D 9C 5S 5H QD'));
    expect(a.category).toBe('TWO_PAIR');
    expect(a.cards).toEqual(h('KS KH 9D 9C QD'));
    // K K 9 9 5 5 3: the kicker is the third pair's 5
    const b = bestHand(h('KS KH 9D 9C 5S 5H 3D'));
    expect(b.cards).toEqual(h('KS KH 9D 9C 5S'));
    expect(compareHands(h('KS KH 9D 9C 5S 5H 3D'), h('KD KC 9S 9H 5D 4C 2S'))).toBe(0);
    expect(compareHands(h('KS KH 9D 9C 5S 5H QD'), h('KD KC 9S 9H JD 4C 2S'))).toBe(1);
  });

  it('two trips in seven cards: a full house of the higher trips and a pair of the lower', () => {
    const x = bestHand(h('7S 7H 7D JS JH JD 2C'));
    expect(x.category).toBe('FULL_HOUSE');
    expect(x.cards).toEqual(h('JS JH JD 7S 7H'));
    // J J J 7 7 beats 7 7 7 J J and ties J J J 7 7 from trips and a pair
    expect(compareHands(h('7S 7H 7D JS JH JD 2C'), h('7C 7S 7H JC JS 2D 3D'))).toBe(1);
    expect(compareHands(h('7S 7H 7D JS JH JD 2C'), h('JC JS JH 7C 7S 2D 3D'))).toBe(0);
    // trips and two pairs: the higher pair completes the house
    expect(bestHand(h('4S 4H 4D 9C 9S 6H 6D')).cards).toEqual(h('4S 4H 4D 9S 9C'));
    // quads with trips beside: the quads and the best kicker
    expect(bestHand(h('4S 4H 4D 4C 9S 9H 9D')).cards).toEqual(h('4S 4H 4D 4C 9S'));
  });

  it('flush over straight when seven cards hold both; a straight flush over both', () => {
    const s = '5H 6S 7H 8H 9D TH 2H'; // straight 5-T and a heart flush T 8 7 5 2
    expect(cat(s)).toBe('FLUSH');
    expect(bestHand(h(s)).cards).toEqual(h('TH 8H 7H 5H 2H'));
    const sf = '5H 6H 7H 8H 9H TS AH'; // 9-high straight flush, flush A 9 8 7 6, straight T-high
    expect(bestHand(h(sf))).toEqual({
      category: 'STRAIGHT_FLUSH',
      value: handValue(h('5H 6H 7H 8H 9H')),
      cards: h('9H 8H 7H 6H 5H'),
    });
    // a six-card flush plays its top five
    expect(bestHand(h('2C 4C 6C 8C TC QC KD')).cards).toEqual(h('QC TC 8C 6C 4C'));
  });
});

describe('bestHand', () => {
  it('five to seven cards: the best five in ranking order', () => {
    expect(bestHand(h('3D AS 3C 3H 3S'))).toEqual({
      category: 'FOUR_OF_A_KIND',
      value: handValue(h('3S 3H 3D 3C AS')),
      cards: h('3S 3H 3D 3C AS'),
    });
    expect(bestHand(h('2S KH 9D 2C 7S 9H KD')).cards).toEqual(h('KH KD 9H 9D 7S'));
    expect(bestHand(h('QD 8S 8C 3H AH 5C')).cards).toEqual(h('8S 8C AH QD 5C'));
    expect(bestHand(h('JC 4D 7H JS JH KS 2D')).cards).toEqual(h('JS JH JC KS 7H'));
    expect(bestHand(h('KD 2S 9H JC 7C 4H 3S')).cards).toEqual(h('KD JC 9H 7C 4H'));
    // straights high → low, the wheel as 5 4 3 2 A, the best straight of seven cards
    expect(bestHand(h('3C AS 5D 2H 4S KC KH')).cards).toEqual(h('5D 4S 3C 2H AS'));
    expect(bestHand(h('3C AS 5D 2H 4S 6C KH')).cards).toEqual(h('6C 5D 4S 3C 2H'));
    expect(bestHand(h('AD 3D 5D 2D 4D 6C KH'))).toMatchObject({
      category: 'STRAIGHT_FLUSH',
      cards: h('5D 4D 3D 2D AD'),
    });
    expect(bestHand(h('KS QS AS JS TS 9S 8S'))).toMatchObject({ category: 'ROYAL_FLUSH', cards: h('AS KS QS JS TS') });
    // the value is the seven-card value
    const seven = h('2S KH 9D 2C 7S 9H KD');
    expect(bestHand(seven).value).toBe(handValue(seven));
  });

  it('one to four cards: the category among high card, pair, two pair, trips, quads; value 0', () => {
    expect(bestHand(h('7D'))).toEqual({ category: 'HIGH_CARD', value: 0, cards: h('7D') });
    expect(bestHand(h('4C KD'))).toEqual({ category: 'HIGH_CARD', value: 0, cards: h('KD 4C') });
    expect(bestHand(h('AC AS'))).toEqual({ category: 'PAIR', value: 0, cards: h('AS AC') });
    expect(bestHand(h('3D KC 3S'))).toEqual({ category: 'PAIR', value: 0, cards: h('3S 3D KC') });
    expect(bestHand(h('9H 9C 9S'))).toEqual({ category: 'THREE_OF_A_KIND', value: 0, cards: h('9S 9H 9C') });
    expect(bestHand(h('5D 9C 5S 9H'))).toEqual({ category: 'TWO_PAIR', value: 0, cards: h('9H 9C 5S 5D') });
    expect(bestHand(h('QD 2C QS QH'))).toEqual({ category: 'THREE_OF_A_KIND', value: 0, cards: h('QS QH QD 2C') });
    expect(bestHand(h('QD QC QS QH'))).toEqual({ category: 'FOUR_OF_A_KIND', value: 0, cards: h('QS QH QD QC') });
    // four to a flush or a straight is no flush or straight
    expect(bestHand(h('2H 3H 4H 5H')).category).toBe('HIGH_CARD');
  });

  it('refuses no cards, eight cards and a card twice', () => {
    expect(() => bestHand([])).toThrow(RangeError);
    expect(() => bestHand(h('2S 3S 4S 5S 6S 7S 8S 9S'))).toThrow(RangeError);
    expect(() => bestHand(h('2S 2S'))).toThrow(RangeError);
    expect(() => handValue(h('2S 3S 4S 5S'))).toThrow(RangeError);
    expect(() => handValue(h('2S 3S 4S 5S 5S'))).toThrow(RangeError);
  });
});

describe('index entry points agree', () => {
  it('evaluate5 / evaluate7 on indices equal handValue on cards', () => {
    const five = h('AS KH 9D 7C 2S');
    expect(evaluate5(...(five.map(cardIndex) as [number, number, number, number, number]))).toBe(handValue(five));
    const seven = h('TC JC QC KC AC 2D 3D');
    expect(evaluate7(...(seven.map(cardIndex) as [number, number, number, number, number, number, number]))).toBe(
      handValue(seven),
    );
    expect(categoryOf(handValue(seven))).toBe('ROYAL_FLUSH');
  });
});
