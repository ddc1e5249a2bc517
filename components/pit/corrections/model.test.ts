import { describe, expect, it } from 'vitest';
import { editorKind, effectiveEntries, normalizeCorrection, previewTotals } from './model';

const ev = (seq: number, type: string, data: Record<string, unknown> = {}) => ({ seq, type, data });

describe('effectiveEntries', () => {
  it('roulette: an outcome taken back and entered again leaves the last one', () => {
    const log = [
      ev(1, 'OPENED'),
      ev(2, 'CLOSED'),
      ev(3, 'OUTCOME', { number: 7 }),
      ev(4, 'UNDO', { undone: 'OUTCOME', number: 7 }),
      ev(5, 'OUTCOME', { number: 17 }),
      ev(6, 'SETTLED'),
    ];
    expect(effectiveEntries(log).map((e) => e.type === 'OUTCOME' && e.number)).toEqual([17]);
    expect(editorKind(effectiveEntries(log))).toBe('OUTCOME');
  });

  it('cards: numbered 1.. in dealing order, an UNDO takes the last back, caused cards and decisions are not entries', () => {
    const log = [
      ev(1, 'CARD', { card: '4H', to: 'player', position: 1 }),
      ev(2, 'CARD', { card: 'KS', to: 'banker', position: 1 }),
      ev(3, 'CARD', { card: '2D', to: 'player', position: 2 }),
      ev(4, 'UNDO', { card: '2D' }),
      ev(5, 'DECISION', { decision: 'STAND' }),
      ev(6, 'CARD', { card: 'QC', caused: true }),
      ev(7, 'CARD', { card: '5D', to: 'player', position: 2 }),
    ];
    const out = effectiveEntries(log);
    expect(out.map((e) => (e.type === 'CARD' ? `${e.position}:${e.card}` : e.type))).toEqual(['1:4H', '2:KS', '3:5D']);
    expect(editorKind(out)).toBe('CARD');
  });

  it('a CORRECTED event replaces the list with its actions; later entries follow on', () => {
    const log = [
      ev(3, 'OUTCOME', { number: 17 }),
      ev(4, 'SETTLED'),
      ev(5, 'CORRECTED', { actions: [{ type: 'OUTCOME', data: { number: 18 } }] }),
    ];
    expect(effectiveEntries(log)).toEqual([{ type: 'OUTCOME', number: 18, data: { number: 18 } }]);
  });

  it('a round without entries has no editor', () => {
    expect(editorKind(effectiveEntries([ev(1, 'OPENED'), ev(2, 'CLOSED')]))).toBeNull();
  });
});

describe('normalizeCorrection and previewTotals', () => {
  it('reads the API view and sums the moves: −360.00 + 20.00 reversal/settlement = −340.00 for one wallet', () => {
    const c = normalizeCorrection({
      id: 'c1',
      roundId: 'r1',
      roundNumber: 4,
      tableId: 't1',
      tableName: 'Roulette 1',
      kind: 'CORRECT',
      status: 'PROPOSED',
      reasonCode: 'WRONG_ENTRY',
      reason: null,
      entries: [{ type: 'OUTCOME', number: 18 }],
      proposedBy: { id: 'u1', username: 'pit' },
      proposedAt: '2026-12-02T01:00:00.000Z',
      decidedBy: null,
      preview: {
        bets: [
          {
            id: 'b1',
            userId: 'p',
            username: 'alice',
            type: 'STRAIGHT',
            amount: 1000,
            before: { status: 'WON', payout: 35000, net: 35000 },
            after: { status: 'LOST', payout: 0, net: -1000 },
          },
          {
            id: 'b2',
            userId: 'p',
            username: 'alice',
            type: 'RED',
            amount: 1000,
            before: { status: 'LOST', payout: 0, net: -1000 },
            after: { status: 'WON', payout: 1000, net: 1000 },
          },
        ],
        wallets: [
          {
            userId: 'p',
            username: 'alice',
            before: { balance: 20000, debt: 0 },
            after: { balance: 0, debt: 14000 },
            delta: -34000,
          },
        ],
      },
    });
    expect(c.proposedBy).toEqual({ id: 'u1', username: 'pit' });
    expect(c.roundNumber).toBe(4);
    expect(c.previewError).toBeNull();
    // 200.00 in the wallet, 340.00 to take back: 200.00 taken, 140.00 owed.
    expect(previewTotals(c.preview!)).toEqual({ delta: -34000, debtAdded: 14000, changedBets: 2 });
  });
});
