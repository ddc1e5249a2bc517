/**
 * [DEALER][BACCARAT] Real input: the whole of ../shared/data/baccarat-shoe-1.txt dealt in order until the
 * cut card through the HTTP API, as a dealer device would, with three players betting every round.
 * The expected balances are computed here, independently of lib/games, straight from RULES.md §BAC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, readDataFile, type Studio } from '../helpers/studio';

// ---- An independent reading of §BAC (deliberately not importing lib/games/baccarat) ----
const points = (c: string): number => ({ A: 1, T: 0, J: 0, Q: 0, K: 0 })[c[0] as 'A'] ?? Number(c[0]);
const total = (cs: string[]): number => cs.reduce((s, c) => s + points(c), 0) % 10;

/** Deals one coup from `shoe` starting at `i`: §BAC-2 order, §BAC-3 player, §BAC-4 banker table. */
function coup(shoe: string[], i: number): { player: string[]; banker: string[]; used: number } {
  const take = () => shoe[i++] as string;
  const p = [take()];
  const b = [take()];
  p.push(take());
  b.push(take());
  const pt = total(p);
  const bt = total(b);
  if (pt >= 8 || bt >= 8) return { player: p, banker: b, used: 4 };
  let third: number | null = null;
  if (pt <= 5) {
    const c = take();
    p.push(c);
    third = points(c);
  }
  let bankerDraws: boolean;
  if (third === null) bankerDraws = bt <= 5;
  else if (bt <= 2) bankerDraws = true;
  else if (bt === 3) bankerDraws = third !== 8;
  else if (bt === 4) bankerDraws = third >= 2 && third <= 7;
  else if (bt === 5) bankerDraws = third >= 4 && third <= 7;
  else if (bt === 6) bankerDraws = third === 6 || third === 7;
  else bankerDraws = false;
  if (bankerDraws) b.push(take());
  return { player: p, banker: b, used: p.length + b.length };
}

/** Net cents of one bet by §BAC-5 with 5% commission, rounded down (§C-3). */
function net(type: 'PLAYER' | 'BANKER' | 'TIE', amount: number, winner: 'PLAYER' | 'BANKER' | 'TIE'): number {
  if (type === 'TIE') return winner === 'TIE' ? 8 * amount : -amount;
  if (winner === 'TIE') return 0;
  if (type !== winner) return -amount;
  return type === 'BANKER' ? Math.floor((amount * 95) / 100) : amount;
}

/** Each player's bets in round `r` (0-based): a mix of sides, odd amounts to exercise rounding, ties. */
function betsFor(r: number): Record<string, { type: 'PLAYER' | 'BANKER' | 'TIE'; amount: number }[]> {
  return {
    alice: [
      { type: 'PLAYER', amount: 1000 + (r % 4) * 250 },
      ...(r % 5 === 0 ? [{ type: 'TIE' as const, amount: 100 }] : []),
    ],
    bob: [{ type: 'BANKER', amount: 105 + (r % 7) * 35 }],
    carol: [
      { type: r % 2 ? 'PLAYER' : 'BANKER', amount: 250 + r * 3 },
      ...(r % 3 === 1 ? [{ type: 'TIE' as const, amount: 200 }] : []),
    ],
  };
}

const DEPOSIT = 500_000;

describe.each(BACKENDS)('[DEALER][BACCARAT] shoe 1 through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: DEPOSIT });
  });
  afterAll(async () => drop?.());

  it('deals every round until the cut card; balances match §BAC to the cent; the ledger sums to zero', async () => {
    const { tokens: shoe, cutCardPosition } = readDataFile('baccarat-shoe-1.txt');
    expect(shoe).toHaveLength(416);
    expect(cutCardPosition).toBe(402);
    const expected: Record<string, number> = { alice: DEPOSIT, bob: DEPOSIT, carol: DEPOSIT };
    const shoeRes = await ok(
      call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: { cutCardPosition } }),
    );
    expect(shoeRes.status).toBe('ACTIVE');

    let i = 0;
    let rounds = 0;
    for (;;) {
      const mine = coup(shoe, i);
      const round = await ok(
        call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: { bettingSeconds: 600 } }),
      );
      const plan = betsFor(rounds);
      for (const p of s.players) {
        for (const b of plan[p.name] ?? []) {
          const placed = await ok(call('POST', `/api/rounds/${round.id}/bets`, { token: p.token, body: b }));
          expect(placed.status).toBe('OPEN');
        }
      }
      await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
      // Deal exactly the cards this round takes, asking the server whom each goes to.
      const order = [
        ...mine.player.map((c, k) => ({ c, to: 'player', k })),
        ...mine.banker.map((c, k) => ({ c, to: 'banker', k })),
      ];
      let state = await ok(call('GET', `/api/rounds/${round.id}`, { token: s.dealer }));
      for (let n = 0; n < mine.used; n++) {
        const card = shoe[i + n] as string;
        expect(state.next.kind).toBe('card');
        expect(order.some((o) => o.c === card && o.to === state.next.to)).toBe(true);
        state = await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card } }));
      }
      i += mine.used;
      expect(state.status).toBe('COMPLETE');
      expect(state.next).toEqual({ kind: 'confirm' });
      expect(state.cards).toEqual({ player: mine.player, banker: mine.banker });
      const pt = total(mine.player);
      const bt = total(mine.banker);
      const winner = pt > bt ? 'PLAYER' : bt > pt ? 'BANKER' : 'TIE';
      await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
      const detail = await ok(call('GET', `/api/rounds/${round.id}`, { token: s.pit }));
      expect(detail.status).toBe('SETTLED');
      expect(detail.result.winner).toBe(winner);
      for (const p of s.players) {
        for (const b of plan[p.name] ?? []) expected[p.name]! += net(b.type, b.amount, winner);
      }
      for (const bet of detail.bets) {
        const n = net(bet.type, bet.amount, winner);
        expect(bet.net).toBe(n);
        expect(bet.status).toBe(n > 0 ? 'WON' : n < 0 ? 'LOST' : 'PUSH');
        expect(bet.payout).toBe(Math.max(n, 0));
      }
      rounds++;
      const table = await ok(call('GET', `/api/tables/${s.tableId}`, { token: s.dealer }));
      expect(table.shoe.cardsDealt).toBe(i);
      if (i > cutCardPosition!) {
        expect(table.shoe.status).toBe('CUT_CARD_OUT');
        break;
      }
      expect(table.shoe.status).toBe('ACTIVE');
    }
    // The cut card ended the shoe: no further round until a new shoe.
    const refused = await call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SHOE_FINISHED');
    expect(rounds).toBeGreaterThan(70);

    for (const p of s.players) {
      const me = await ok(call('GET', '/api/me', { token: p.token }));
      expect(me.balance).toBe(expected[p.name]);
    }
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  }, 300_000);
});
