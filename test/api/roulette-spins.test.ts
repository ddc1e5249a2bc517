/**
 * [CROUPIER][ROULETTE] Real input: ../shared/data/roulette-spins-1.txt played through the HTTP API with
 * three players placing a mix of inside and outside bets every spin. Expected balances are computed here
 * from RULES.md §RL independently of lib/games/roulette: a bet covering k numbers pays (36/k − 1):1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, readDataFile, type Studio } from '../helpers/studio';

const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const SPLITS = [
  [1, 2],
  [0, 3],
  [8, 11],
  [35, 36],
  [20, 23],
];

interface PlannedBet {
  type: string;
  numbers?: number[];
  amount: number;
  covers: number[];
}

function plan(k: number): Record<string, PlannedBet[]> {
  const straight = (k * 7) % 37;
  const split = SPLITS[k % SPLITS.length]!;
  const row = k % 12;
  const street = [row * 3 + 1, row * 3 + 2, row * 3 + 3];
  const six = range((k % 11) * 3 + 1, (k % 11) * 3 + 6);
  const corner = [17, 18, 20, 21];
  const dozen = range(13, 24);
  const column = range(0, 11).map((i) => 1 + 3 * i);
  const odd = range(1, 36).filter((n) => n % 2 === 1);
  return {
    alice: [
      { type: 'STRAIGHT', numbers: [straight], amount: 100, covers: [straight] },
      { type: 'SPLIT', numbers: [...split].reverse(), amount: 150, covers: split },
      { type: 'RED', amount: 500, covers: [...REDS] },
    ],
    bob: [
      { type: 'CORNER', numbers: [21, 17, 20, 18], amount: 200, covers: corner },
      { type: 'DOZEN', numbers: dozen, amount: 300, covers: dozen },
      { type: 'ODD', amount: 250, covers: odd },
    ],
    carol: [
      { type: 'STREET', numbers: street, amount: 150, covers: street },
      { type: 'SIX_LINE', numbers: six, amount: 120, covers: six },
      { type: 'COLUMN', numbers: column, amount: 200, covers: column },
      k % 2 === 0
        ? { type: 'TRIO', numbers: [0, 1, 2], amount: 100, covers: [0, 1, 2] }
        : { type: 'FIRST_FOUR', numbers: [0, 1, 2, 3], amount: 100, covers: [0, 1, 2, 3] },
    ],
  };
}

const netOf = (b: PlannedBet, n: number) => (b.covers.includes(n) ? b.amount * (36 / b.covers.length - 1) : -b.amount);
const DEPOSIT = 2_000_000;

describe.each(BACKENDS)('[CROUPIER][ROULETTE] spins file through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', deposit: DEPOSIT });
  });
  afterAll(async () => drop?.());

  it('plays every spin; balances match §RL to the cent; the ledger sums to zero', async () => {
    const { tokens } = readDataFile('roulette-spins-1.txt');
    const spins = tokens.map(Number);
    expect(spins).toHaveLength(500);
    // The whole file on Postgres; its first 100 spins on the embedded database (same code path, a fifth of the time).
    const played = backend === 'postgres' ? spins : spins.slice(0, 100);
    const expected: Record<string, number> = { alice: DEPOSIT, bob: DEPOSIT, carol: DEPOSIT };
    for (const [k, n] of played.entries()) {
      const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
      const bets = plan(k);
      for (const p of s.players) {
        for (const b of bets[p.name]!) {
          await ok(
            call('POST', `/api/rounds/${round.id}/bets`, {
              token: p.token,
              body: { type: b.type, amount: b.amount, ...(b.numbers ? { numbers: b.numbers } : {}) },
            }),
          );
          expected[p.name]! += netOf(b, n);
        }
      }
      await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
      if (k === 3) {
        // A no-spin (§RL-5) is recorded and the round still awaits its number.
        const ns = await ok(
          call('POST', `/api/rounds/${round.id}/no-spin`, { token: s.dealer, body: { reason: 'ball left the wheel' } }),
        );
        expect(ns.next).toEqual({ kind: 'outcome' });
      }
      const st = await ok(call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: n } }));
      expect(st.outcome).toBe(n);
      expect(st.next).toEqual({ kind: 'confirm' });
      await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
    }
    for (const p of s.players) {
      const me = await ok(call('GET', '/api/me', { token: p.token }));
      expect(me.balance).toBe(expected[p.name]);
    }
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  }, 600_000);

  it('[PLAYER][ROULETTE] refuses illegal shapes (422) and limits per bet type', async () => {
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const t = s.players[0]!.token;
    const bet = async (body: object) => {
      const r = await call('POST', `/api/rounds/${round.id}/bets`, { token: t, body });
      if (r.status !== 201 && !r.body?.error) throw new Error(JSON.stringify(r));
      return r;
    };
    expect((await bet({ type: 'SPLIT', numbers: [1, 5], amount: 100 })).body.error.code).toBe('ILLEGAL_BET');
    expect((await bet({ type: 'SPLIT', numbers: [3, 4], amount: 100 })).status).toBe(422);
    expect((await bet({ type: 'TRIO', numbers: [0, 3, 4], amount: 100 })).status).toBe(422);
    expect((await bet({ type: 'STRAIGHT', numbers: [7], amount: 10_001 })).body.error.code).toBe('BET_ABOVE_MAXIMUM');
    expect((await bet({ type: 'STRAIGHT', numbers: [7], amount: 99 })).body.error.code).toBe('BET_BELOW_MINIMUM');
    expect((await bet({ type: 'SPLIT', numbers: [0, 2], amount: 100 })).status).toBe(201);
    expect((await bet({ type: 'CORNER', numbers: [17, 18, 20, 21], amount: 100 })).status).toBe(201);
    expect((await bet({ type: 'RED', amount: 500_000 })).status).toBe(201);
    expect((await bet({ type: 'BLACK', amount: 1 })).body.error.code).toBe('BET_BELOW_MINIMUM');
    // The maximum bounds one player's total on one spot: a second red bet is over it, an even bet is not.
    expect((await bet({ type: 'RED', amount: 100 })).body.error.code).toBe('BET_ABOVE_MAXIMUM');
    expect((await bet({ type: 'EVEN', amount: 100 })).status).toBe(201);
    await ok(call('POST', `/api/rounds/${round.id}/void`, { token: s.pit, body: { reason: 'limits check' } }));
  });
});
