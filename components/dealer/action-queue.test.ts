import { describe, expect, it } from 'vitest';
import type { PublicRound } from '@/lib/realtime/events';
import { describe as words, enqueue, resolve, type Intent } from './action-queue';
import { undoneEntry } from './undone';

const round = (
  status: string,
  next: Record<string, unknown> | null,
  extra: Partial<PublicRound> = {},
): PublicRound => ({
  id: 'r1',
  tableId: 't1',
  game: 'X',
  number: 1,
  status,
  shoeId: null,
  bettingSeconds: null,
  openedAt: '2026-01-01T00:00:00.000Z',
  closesAt: null,
  closedAt: null,
  settledAt: null,
  voidedAt: null,
  voidReason: null,
  decisionDeadline: null,
  view: {},
  result: null,
  next,
  ...extra,
});

const card = (text: string): Intent => ({ kind: 'entry', text, from: 'input' });

describe('enqueue: keys pressed while a request is in flight, in order', () => {
  it('keeps cards and actions in the order pressed', () => {
    let q: Intent[] = [];
    q = enqueue(q, card('7D'));
    q = enqueue(q, card('8S'));
    q = enqueue(q, { kind: 'primary' });
    expect(q).toEqual([card('7D'), card('8S'), { kind: 'primary' }]);
    expect(words(q)).toBe('7D · 8S · Enter');
  });

  it('a second Enter right behind a waiting Enter is one action (a double press)', () => {
    const q = enqueue(enqueue([], { kind: 'primary' }), { kind: 'primary' });
    expect(q).toEqual([{ kind: 'primary' }]);
  });

  it('the same card twice is two cards (an 8-deck shoe holds eight of each)', () => {
    expect(enqueue([card('KS')], card('KS'))).toHaveLength(2);
  });

  it('Enter, a card, Enter: nothing collapses across the card', () => {
    const q = [{ kind: 'primary' } as Intent, card('2C'), { kind: 'primary' } as Intent];
    expect(q.reduce<Intent[]>(enqueue, [])).toHaveLength(3);
  });

  it('undo twice takes back two cards', () => {
    expect(enqueue([{ kind: 'undo' }], { kind: 'undo' })).toHaveLength(2);
  });

  it('does not change the queue it was given', () => {
    const q: Intent[] = [card('AS')];
    enqueue(q, card('2S'));
    expect(q).toEqual([card('AS')]);
  });
});

describe('resolve: an intent against the round when its turn comes', () => {
  it('Enter after the last card is Confirm (the round is complete by then)', () => {
    expect(resolve({ kind: 'primary' }, round('COMPLETE', { kind: 'confirm' }))).toEqual({ step: 'confirm' });
  });
  it('Enter while betting is No more bets; with no round, or a settled one, Open betting', () => {
    expect(resolve({ kind: 'primary' }, round('BETTING', { kind: 'close' }))).toEqual({ step: 'close' });
    expect(resolve({ kind: 'primary' }, null)).toEqual({ step: 'open' });
    expect(resolve({ kind: 'primary' }, round('SETTLED', null))).toEqual({ step: 'open' });
  });
  it('Enter while a card is awaited does nothing (the hint says to type the card)', () => {
    expect(resolve({ kind: 'primary' }, round('DEALING', { kind: 'card', to: 'player', position: 1 }))).toEqual({
      skip: 'nothing-primary',
    });
  });
  it('F3 after the countdown already closed betting is skipped, not sent to be refused', () => {
    expect(resolve({ kind: 'close' }, round('DEALING', { kind: 'card' }))).toEqual({ skip: 'not-betting' });
    expect(resolve({ kind: 'close' }, round('BETTING', { kind: 'close' }))).toEqual({ step: 'close' });
  });
  it('F4 only on a complete round; F2 only with no round in play', () => {
    expect(resolve({ kind: 'confirm' }, round('SETTLED', null))).toEqual({ skip: 'not-complete' });
    expect(resolve({ kind: 'confirm' }, round('COMPLETE', { kind: 'confirm' }))).toEqual({ step: 'confirm' });
    expect(resolve({ kind: 'open' }, round('BETTING', { kind: 'close' }))).toEqual({ skip: 'round-in-play' });
    expect(resolve({ kind: 'open' }, round('VOIDED', null))).toEqual({ step: 'open' });
  });
  it('cards and undo always go out (the server judges them)', () => {
    expect(resolve(card('QS'), round('BETTING', null))).toEqual({ step: 'entry' });
    expect(resolve({ kind: 'undo' }, round('DEALING', null))).toEqual({ step: 'undo' });
  });
});

describe('undoneEntry: what an undo took back', () => {
  it('the card gone from the hands (baccarat: Banker third card K♠)', () => {
    const before = round(
      'COMPLETE',
      { kind: 'confirm' },
      { cards: { player: ['2C', '3H', '7S'], banker: ['QD', 'JC', 'KS'] } },
    );
    const after = round(
      'DEALING',
      { kind: 'card', to: 'banker', position: 3 },
      {
        cards: { player: ['2C', '3H', '7S'], banker: ['QD', 'JC'] },
      },
    );
    expect(undoneEntry(before, after)).toEqual({ kind: 'card', code: 'KS' });
  });
  it('a card held twice (two 5♥ in an 8-deck shoe) of which one went back', () => {
    const before = round('DEALING', null, { view: { seats: [{ hands: [{ cards: ['5H', '5H'] }] }] } });
    const after = round('DEALING', null, { view: { seats: [{ hands: [{ cards: ['5H'] }] }] } });
    expect(undoneEntry(before, after)).toEqual({ kind: 'card', code: '5H' });
  });
  it('the winning number taken back', () => {
    expect(undoneEntry(round('COMPLETE', null, { outcome: 17 }), round('DEALING', null, { outcome: null }))).toEqual({
      kind: 'number',
      value: 17,
    });
  });
  it('nothing seen gone: null', () => {
    const r = round('DEALING', null, { cards: { player: ['AS'], banker: [] } });
    expect(undoneEntry(r, r)).toBeNull();
  });
});
