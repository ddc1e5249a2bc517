/**
 * [PLAYER][DEALER][PIT][POKER_SWITCH] Poker Switch through the HTTP API (issue #15 "Tests": API, both
 * backends). 200 rounds from a seeded shuffle of one deck per round on four tables, each with three
 * players: one with one pair who switches by a rule of thumb and insures, one with two pairs who
 * switches, switches back, Bets, folds and buys at random, and one with one pair who lets the timer run
 * out (a pending switch, after the lower box's Bet, in the buy window). Every card is entered where
 * `next` asks; every bet and balance equals what the test's own reading of RULES.md §PS
 * (test/helpers/ps-reference.ts, not the engine's code) says, and the ledger sums to zero. Then the
 * refusals (each changes nothing) and the face-down cards of the boxes and the dealer on every read
 * path and on the socket (§PS-0, §PS-2).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import {
  boxesOf,
  buy,
  deal,
  hand,
  insuranceRange,
  net,
  playOrder,
  playing,
  qualifies,
  rng,
  settleBox,
  shuffledDeck,
  type ExpectedBet,
  type Target,
} from '../helpers/ps-reference';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { replayRound } from '@/lib/rounds/replay-round';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import { startSocketServer } from '@/lib/realtime/socket-server';

/** Every player's first deposit, cents: far more than 200 rounds can lose. */
const D = 20_000_000;
const ROUNDS = 200;
/** Tables dealt side by side. */
const TABLES = 4;
const ROLES = ['solo', 'duo', 'sleeper'] as const;
type Role = (typeof ROLES)[number];
/** The pairs (seats) each role takes at each table (boxPairs 4): the two-pair player's not always adjacent. */
const SEATINGS: Record<Role, number[]>[] = [
  { solo: [1], duo: [2, 3], sleeper: [4] },
  { solo: [2], duo: [1, 4], sleeper: [3] },
  { solo: [3], duo: [2, 4], sleeper: [1] },
  { solo: [1], duo: [3, 4], sleeper: [2] },
];
/** Default maximum payout (§PS-9), per box: out of reach of these stakes (asserted). */
const MAX_PAYOUT = 5_000_000;
const TMP_ONE_SEAT = process.env.TMP_ONE_SEAT === '1';
const TMP_NO_REFUND = process.env.TMP_NO_REFUND === '1';

type Headers = Record<string, string>;
type Toggle = 'SWITCH' | 'UNSWITCH';
interface BoxPlan {
  decision: 'BET' | 'FOLD' | 'INSURE';
  amount: number;
  buy: 'BUY' | 'NO_BUY' | 'TIMEOUT';
}
interface PairPlan {
  pair: number;
  name: string;
  role: Role;
  ante: number;
  bonus: [number, number];
  /** SWITCH / UNSWITCH in order, before any Bet/Fold. */
  toggles: Toggle[];
  /** The timer runs out: at the start of the Bet/Fold (after the toggles), or after the lower box decided. */
  timeout: null | 'START' | 'AFTER_LOWER';
  boxes: [BoxPlan, BoxPlan];
}

describe.each(BACKENDS)('[POKER_SWITCH] rounds, refusals and face-down cards through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  let tables = 0;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'POKER_SWITCH',
      players: [...ROLES],
      deposit: D,
      rules: { boxPairs: 4, turnSeconds: 5, buySeconds: 5 },
    });
    for (const p of s.players) {
      t[p.name] = p.token;
      id[p.name] = p.id;
    }
  });
  afterAll(async () => drop?.());

  // The API vocabulary of these tests (every call through the real route handlers).
  const player = async (name: string, deposit: number) => {
    const u = await ok<{ id: string }>(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: name, password: `${name}-password`, role: 'PLAYER' },
      }),
    );
    if (deposit) await ok(call('POST', `/api/users/${u.id}/deposits`, { token: s.admin, body: { amount: deposit } }));
    id[name] = u.id;
    t[name] = await login(name, `${name}-password`);
  };
  const newTable = async (rules: Record<string, unknown> = { boxPairs: 4 }, dealerId = s.dealerId) => {
    const tb = await ok<{ id: string }>(
      call('POST', '/api/tables', {
        token: s.admin,
        body: {
          name: `Poker Switch test ${++tables}`,
          game: 'POKER_SWITCH',
          rules: { turnSeconds: 5, buySeconds: 5, ...rules },
        },
      }),
    );
    await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: dealerId } }));
    return tb.id;
  };
  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const seat = (tableId: string, name: string, n: number) =>
    call('POST', `/api/tables/${tableId}/seats`, { token: t[name], body: { seat: n } });
  const open = (tableId: string) => ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s.dealer, body: {} }));
  const bet = (roundId: string, name: string, type: string, box: number, amount: number) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body: { type, box, amount } });
  const decide = (roundId: string, name: string, body: Record<string, unknown>, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body, headers });
  const card = (roundId: string, c: string, token = s.dealer) =>
    call('POST', `/api/rounds/${roundId}/cards`, { token, body: { card: c } });
  const cards = async (roundId: string, list: readonly string[]) => {
    let st: any = null;
    for (const c of list) st = await ok(card(roundId, c));
    return st;
  };
  const close = (roundId: string) => ok(call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer }));
  const settle = (roundId: string) => ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
  const detail = async (roundId: string, token = s.pit) => ok(call('GET', `/api/rounds/${roundId}`, { token }));
  /** A minute from now: past every timer of these tables (5 s). */
  const later = () => new Date(Date.now() + 60_000);
  const zeroSum = async () => expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  /** The request is refused with `status` / `code`, and the database is exactly as it was. */
  const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
    const before = await dbSnapshot();
    const x = await req();
    expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
    expect(await dbSnapshot(), `${what}: a refused request changed the database`).toBe(before);
  };
  type Row = readonly [string, string, number, string, number, number];
  /** A round's bets as [username, type, amount, status, payout, refund], sorted (a cancelled bet: 0, 0). */
  const betRows = (bets: any[]): Row[] =>
    bets
      .map((b) =>
        b.status === 'CANCELLED'
          ? ([b.username, b.type, b.amount, b.status, 0, 0] as const)
          : ([b.username, b.type, b.amount, b.status, b.payout, b.refund] as const),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const expectedRows = (rows: { name: string; bets: ExpectedBet[] }[]): Row[] =>
    rows
      .flatMap(({ name, bets }) =>
        bets.map((b) =>
          b.status === 'CANCELLED'
            ? ([name, b.type, b.amount, b.status, 0, 0] as const)
            : ([name, b.type, b.amount, b.status, b.payout, b.refund] as const),
        ),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  /**
   * A scheduler for rounds dealt side by side that need the timer: a round that waits for its timer
   * calls `wait(roundId)`; once every round of the batch is either done or waiting, the clock moves on
   * (expireDecisions a minute ahead): exactly the waiting rounds, and only those, time out.
   */
  const runBatch = async (drivers: ((wait: (roundId: string) => Promise<void>) => Promise<void>)[]) => {
    const waiting = new Map<string, () => void>();
    let done = 0;
    let wake: (() => void) | null = null;
    const check = () => {
      if (wake && waiting.size + done === drivers.length) {
        const w = wake;
        wake = null;
        w();
      }
    };
    const wait = (roundId: string) =>
      new Promise<void>((resolve) => {
        waiting.set(roundId, resolve);
        check();
      });
    const failures: unknown[] = [];
    const all = Promise.allSettled(
      drivers.map((d) =>
        d(wait)
          .catch((e: unknown) => {
            failures.push(e);
          })
          .finally(() => {
            done++;
            check();
          }),
      ),
    );
    let ticks = 0;
    while (done < drivers.length) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        check();
      });
      if (failures.length) throw failures[0];
      if (waiting.size === 0) continue;
      const due = [...waiting.keys()].sort();
      const expired = (await expireDecisions(later())).sort();
      ticks++;
      const resume = [...waiting.values()];
      waiting.clear();
      expect(expired, 'the rounds whose timer ran out').toEqual(due);
      for (const r of resume) r();
    }
    await all;
    if (failures.length) throw failures[0];
    return ticks;
  };

  it(
    `[ROUNDS] ${ROUNDS} seeded rounds on ${TABLES} tables, three players (one pair; two pairs; a sleeper): switches, switches back, Bets, folds, insurance, buys and timeouts; every bet and balance by §PS, the ledger sums to zero`,
    { timeout: 900_000 },
    async () => {
      // Table 1 has the studio's players; table k solo<k>, duo<k>, sleeper<k>.
      const crews: { tableId: string; names: Record<Role, string>; seats: Record<Role, number[]> }[] = [];
      for (let k = 0; k < TABLES; k++) {
        const names = Object.fromEntries(ROLES.map((r) => [r, k ? `${r}${k + 1}` : r])) as Record<Role, string>;
        if (k) for (const nm of Object.values(names)) await player(nm, D);
        const tableId = k ? await newTable() : s.tableId;
        if (TMP_ONE_SEAT) await player(`${names.duo}b`, D);
        for (const role of ROLES)
          for (const [j, n] of SEATINGS[k]![role].entries())
            await ok(seat(tableId, TMP_ONE_SEAT && j ? `${names[role]}b` : names[role], n));
        crews.push({ tableId, names, seats: SEATINGS[k]! });
      }
      const everyone = crews.flatMap((c) => [...Object.values(c.names), ...(TMP_ONE_SEAT ? [`${c.names.duo}b`] : [])]);
      const expected: Record<string, number> = Object.fromEntries(everyone.map((n) => [n, D]));
      const seen = {
        rounds: 0,
        noAction: 0,
        pairs: 0,
        twoPairsPlayed: 0,
        switched: 0,
        switchedBack: 0,
        switchedAnteWins: 0,
        unswitchedAnteReturned: 0,
        notQualified: 0,
        ties: 0,
        insured: 0,
        insuranceWon: 0,
        insuranceReturned: 0,
        insuranceLost: 0,
        buyWindows: 0,
        bought: 0,
        boughtWins: 0,
        boughtSwitchedWins: 0,
        stillNoGame: 0,
        redraws: 0,
        folds: 0,
        bonusWins: 0,
        foldedBonusWins: 0,
        timeoutStart: 0,
        timeoutPendingSwitch: 0,
        timeoutAfterLower: 0,
        timeoutBuy: 0,
        ticks: 0,
      };

      /** §PS-3 by a rule of thumb: switch when it raises the better box's category, or keeps it and raises the other's (ace-king above other high cards). */
      const strength = (cards: readonly string[]) => {
        const h = hand(cards);
        return h.rank === 0 ? (h.aceKing ? 0.5 : 0) : h.rank;
      };
      const wantsSwitch = (b1: string[], b2: string[]) => {
        const before = [strength(b1), strength(b2)];
        const after = [strength(playing(b1, b2, true)), strength(playing(b2, b1, true))];
        const [hb, ha] = [Math.max(...before), Math.max(...after)];
        return ha > hb || (ha === hb && Math.min(...after) > Math.min(...before));
      };

      /** A seeded round: who plays which pairs with what, the deck, and every decision. */
      const seeded = (i: number, crew: (typeof crews)[number]) => {
        const random = rng(0x95_0000 + i);
        const deck = shuffledDeck(random);
        const choice = rng(0xd0_0000 + i);
        const nobody = i % 50 === 49;
        const pairs: Omit<PairPlan, 'toggles' | 'timeout' | 'boxes'>[] = [];
        for (const role of ROLES) {
          const plays = !nobody && random() < 0.9;
          for (const pair of crew.seats[role]) {
            if (!plays || (role === 'duo' && random() < 0.15)) continue;
            const ante = 500 + 100 * Math.floor(random() * 46); // 5.00 .. 50.00
            const bonus = [0, 0].map(() => (random() < 0.4 ? 100 * (1 + Math.floor(random() * 20)) : 0)) as [
              number,
              number,
            ];
            const owner = TMP_ONE_SEAT && crew.seats[role].indexOf(pair) ? `${crew.names[role]}b` : crew.names[role];
            pairs.push({ pair, name: owner, role, ante, bonus });
          }
        }
        const boxes = pairs.flatMap((p) => boxesOf(p.pair));
        const d = deal(boxes, deck);
        const plans: PairPlan[] = pairs.map((p) => {
          const [lo, hi] = boxesOf(p.pair);
          const h1 = d.hands[lo]!;
          const h2 = d.hands[hi]!;
          let toggles: Toggle[] = [];
          let timeout: PairPlan['timeout'] = null;
          let betP = 0.7;
          let insureP = 0.5;
          if (p.role === 'solo') {
            if (choice() < 0.2) toggles = ['SWITCH', 'UNSWITCH'];
            if (wantsSwitch(h1, h2)) toggles = [...toggles, 'SWITCH'];
          } else if (p.role === 'duo') {
            const x = choice();
            toggles =
              x < 0.3
                ? ['SWITCH']
                : x < 0.4
                  ? ['SWITCH', 'UNSWITCH']
                  : x < 0.45
                    ? ['SWITCH', 'UNSWITCH', 'SWITCH']
                    : [];
          } else {
            const x = choice();
            timeout = x < 0.15 ? 'START' : x < 0.3 ? 'AFTER_LOWER' : null;
            if (choice() < 0.35) toggles = ['SWITCH'];
            betP = 1;
            insureP = 1;
          }
          const switched =
            toggles.filter((x) => x === 'SWITCH').length > toggles.filter((x) => x === 'UNSWITCH').length;
          const plan = (own: string[], partner: string[]): BoxPlan => {
            const plays = playing(own, partner, switched);
            const h = hand(plays);
            const range = insuranceRange(h, p.ante, MAX_PAYOUT);
            const bets = p.role === 'solo' ? qualifies(h) : choice() < betP;
            const insures = bets && range !== null && choice() < insureP;
            const amount = insures ? range!.min + Math.floor(choice() * (range!.max - range!.min + 1)) : 0;
            const b = choice();
            const buyAnswer = p.role === 'sleeper' && b < 0.4 ? 'TIMEOUT' : b < 0.7 ? 'BUY' : 'NO_BUY';
            return { decision: insures ? 'INSURE' : bets ? 'BET' : 'FOLD', amount, buy: buyAnswer };
          };
          return { ...p, toggles, timeout, boxes: [plan(h1, h2), plan(h2, h1)] };
        });
        return { i, crew, deck, d, plans, order: rng(0x0de0_0000 + i) };
      };
      type Play = ReturnType<typeof seeded>;

      /** One round from its first bet to its settlement, checked at every step against the reference. */
      const drive = async (p: Play, wait: (roundId: string) => Promise<void>) => {
        const { i, plans, d } = p;
        const r = await open(p.crew.tableId);
        const running: Record<string, number> = { ...expected };
        for (const pp of plans) {
          for (const b of boxesOf(pp.pair)) await ok(bet(r.id, pp.name, 'ANTE', b, pp.ante));
          for (const [k, b] of boxesOf(pp.pair).entries())
            if (pp.bonus[k]) await ok(bet(r.id, pp.name, 'BONUS', b, pp.bonus[k]));
          running[pp.name]! -= 2 * pp.ante + pp.bonus[0] + pp.bonus[1];
        }
        let st = await close(r.id);
        seen.rounds++;
        if (plans.length === 0) {
          seen.noAction++;
          expect([i, st.status, st.next]).toEqual([i, 'COMPLETE', { kind: 'confirm' }]);
          await settle(r.id);
          return;
        }
        seen.pairs += plans.length;
        if (plans.filter((x) => x.role === 'duo').length === 2) seen.twoPairsPlayed++;
        // §PS-2: every card where the reference's deal order says, named as it says.
        for (const [k, target] of d.targets.entries()) {
          expect([i, k, st.next]).toEqual([i, k, target satisfies Target]);
          st = await ok(card(r.id, d.sequence[k]!));
        }
        /** Whose answer `st` is: the dealer's or a player's. */
        let viewer = 'dealer';
        // §PS-1, §PS-3, §PS-4: the pairs' turns in play order.
        const order = playOrder(plans);
        const fees: Record<number, { amount: number; status: ExpectedBet['status'] }[]> = {};
        const final: Record<number, { switched: boolean; decisions: ('BET' | 'FOLD')[]; timeout: boolean[] }> = {};
        const decided = (answer: any, name: string, what: string) => {
          expect([i, name, what, answer.balance]).toEqual([i, name, what, running[name]]);
          return answer;
        };
        for (const pair of order) {
          const pp = plans.find((x) => x.pair === pair)!;
          const [lo, hi] = boxesOf(pair);
          const A = pp.ante;
          fees[pair] = [];
          let switched = false;
          /** `next` as `who` reads it: another player does not learn the box's insurance range (it tells of its face-down cards). */
          const nextFor = (k: 0 | 1, canSwitch: boolean, who: string) => {
            const own = d.hands[k ? hi : lo]!;
            const partner = d.hands[k ? lo : hi]!;
            const sees = who === pp.name || who === 'dealer';
            const range = sees ? insuranceRange(hand(playing(own, partner, switched)), A, MAX_PAYOUT) : null;
            return {
              kind: 'decision',
              seat: pair,
              hand: k + 1,
              box: k ? hi : lo,
              actions: [
                ...(canSwitch ? [switched ? 'UNSWITCH' : 'SWITCH'] : []),
                'BET',
                'FOLD',
                ...(range ? ['INSURE'] : []),
              ],
              switched,
              fee: 2 * A,
              bet: 2 * A,
              insurance: range,
            };
          };
          expect([i, 'turn', st.next]).toEqual([i, 'turn', nextFor(0, true, viewer)]);
          for (const tg of pp.toggles) {
            if (tg === 'SWITCH') {
              running[pp.name]! -= 2 * A;
              fees[pair].push({ amount: 2 * A, status: 'LOST' });
            } else {
              // §PS-3: switching back restores the cards and refunds the fee.
              if (!TMP_NO_REFUND) running[pp.name]! += 2 * A;
              fees[pair].at(-1)!.status = TMP_NO_REFUND ? 'PUSH' : 'CANCELLED';
              seen.switchedBack++;
            }
            st = decided(await ok(decide(r.id, pp.name, { seat: pair, action: tg })), pp.name, tg);
            viewer = pp.name;
            switched = tg === 'SWITCH';
            expect([i, tg, st.next]).toEqual([i, tg, nextFor(0, true, viewer)]);
          }
          const decisions: ('BET' | 'FOLD')[] = [];
          const timeout = [false, false];
          for (const k of [0, 1] as const) {
            if ((pp.timeout === 'START' && k === 0) || (pp.timeout === 'AFTER_LOWER' && k === 1)) {
              // §PS-10: the timer runs out: a pending switch is undone (its fee refunded), undecided boxes fold.
              await wait(r.id);
              if (k === 0) {
                seen.timeoutStart++;
                if (switched) {
                  seen.timeoutPendingSwitch++;
                  fees[pair].at(-1)!.status = 'PUSH';
                  switched = false;
                }
              } else seen.timeoutAfterLower++;
              for (const j of k === 0 ? [0, 1] : [1]) {
                decisions[j] = 'FOLD';
                timeout[j] = true;
              }
              st = await detail(r.id, s.dealer);
              viewer = 'dealer';
              break;
            }
            const bp = pp.boxes[k];
            if (k === 1) expect([i, 'upper', st.next]).toEqual([i, 'upper', nextFor(1, false, viewer)]);
            if (bp.decision !== 'FOLD') running[pp.name]! -= 2 * A + bp.amount;
            const body = {
              seat: pair,
              hand: k + 1,
              action: bp.decision,
              ...(bp.decision === 'INSURE' ? { amount: bp.amount } : {}),
            };
            st = decided(await ok(decide(r.id, pp.name, body)), pp.name, `${bp.decision} box ${k ? hi : lo}`);
            viewer = pp.name;
            decisions[k] = bp.decision === 'FOLD' ? 'FOLD' : 'BET';
          }
          if (switched) seen.switched++;
          final[pair] = { switched, decisions, timeout };
        }
        // §PS-6: the buy window when the dealer did not qualify and some box Bet.
        const dealerHand = hand(d.dealer);
        const betBoxes = order
          .flatMap((pair) => boxesOf(pair).map((box, k) => ({ pair, box, k })))
          .filter((x) => final[x.pair]!.decisions[x.k] === 'BET')
          .sort((a, b) => a.box - b.box);
        const bought = new Set<number>();
        const buyTimeout = new Set<number>();
        if (!qualifies(dealerHand)) seen.notQualified++;
        if (!qualifies(dealerHand) && betBoxes.length) {
          seen.buyWindows++;
          expect([i, st.next]).toEqual([
            i,
            {
              kind: 'buy',
              boxes: betBoxes.map((x) => ({ box: x.box, seat: x.pair, hand: x.k + 1 })),
              actions: ['BUY', 'NO_BUY'],
            },
          ]);
          const answers = betBoxes
            .map((x) => ({ ...x, pp: plans.find((y) => y.pair === x.pair)!, r: p.order() }))
            .sort((a, b) => a.r - b.r);
          for (const x of answers) {
            const answer = x.pp.boxes[x.k as 0 | 1].buy;
            if (answer === 'TIMEOUT') {
              buyTimeout.add(x.box);
              continue;
            }
            if (answer === 'BUY') bought.add(x.box);
            st = decided(
              await ok(decide(r.id, x.pp.name, { seat: x.pair, hand: x.k + 1, action: answer })),
              x.pp.name,
              `${answer} box ${x.box}`,
            );
          }
          if (buyTimeout.size) {
            seen.timeoutBuy++;
            await wait(r.id);
            st = await detail(r.id, s.dealer);
          }
        }
        // §PS-6: the replacement cards, each where `next` says and replacing what it says.
        const b = bought.size ? buy(d.dealer, d.rest) : null;
        if (b) {
          if (b.drawn.length > 1) seen.redraws++;
          for (const [k, c] of b.drawn.entries()) {
            expect([i, 'replacement', k, st.next]).toEqual([
              i,
              'replacement',
              k,
              { kind: 'card', to: 'dealer-replacement', position: k + 1, discard: b.discards[k] },
            ]);
            st = await ok(card(r.id, c));
          }
        }
        expect([i, st.status, st.next]).toEqual([i, 'COMPLETE', { kind: 'confirm' }]);
        const settled = await settle(r.id);
        expect([i, settled.status]).toEqual([i, 'SETTLED']);

        // The reference settlement of every box and fee (§PS-3..§PS-7), and the balances.
        const rows: { name: string; bets: ExpectedBet[] }[] = [];
        const after = b ? b.after : null;
        if (after && !qualifies(hand(after))) seen.stillNoGame++;
        for (const pp of plans) {
          const f = final[pp.pair]!;
          const [lo, hi] = boxesOf(pp.pair);
          const bets: ExpectedBet[] = [];
          for (const [k, box] of [lo, hi].entries()) {
            const own = d.hands[box]!;
            const partner = d.hands[k ? lo : hi]!;
            const bp = pp.boxes[k as 0 | 1];
            const decision = f.decisions[k]!;
            const lines = settleBox(
              {
                ante: pp.ante,
                bonus: pp.bonus[k]!,
                original: own,
                plays: playing(own, partner, f.switched),
                switched: f.switched,
                decision,
                insurance: decision === 'BET' && bp.decision === 'INSURE' ? bp.amount : 0,
                bought: bought.has(box),
              },
              d.dealer,
              after,
            );
            const winnings = (x: ExpectedBet) => (x.type === 'BONUS' ? 0 : x.payout);
            expect(
              lines.reduce((sum, x) => sum + winnings(x), 0),
              '§PS-9 cap out of reach',
            ).toBeLessThan(MAX_PAYOUT);
            bets.push(...lines);
            const ante = lines.find((x) => x.type === 'ANTE')!;
            const ins = lines.find((x) => x.type === 'INSURANCE');
            if (decision === 'FOLD') seen.folds++;
            if (ins) {
              seen.insured++;
              if (ins.status === 'WON') seen.insuranceWon++;
              else if (ins.status === 'PUSH') seen.insuranceReturned++;
              else seen.insuranceLost++;
            }
            const betLine = lines.find((x) => x.type === 'BET');
            if (bought.has(box)) {
              seen.bought++;
              if (betLine?.status === 'WON') seen.boughtWins++;
              if (betLine?.status === 'WON' && f.switched) seen.boughtSwitchedWins++;
            } else if (betLine?.status === 'WON') {
              if (f.switched && ante.status === 'WON') seen.switchedAnteWins++;
              if (!f.switched && ante.status === 'PUSH') seen.unswitchedAnteReturned++;
            } else if (betLine?.status === 'PUSH' && ante.status === 'PUSH') seen.ties++;
            const bonus = lines.find((x) => x.type === 'BONUS');
            if (bonus?.status === 'WON') {
              seen.bonusWins++;
              if (decision === 'FOLD') seen.foldedBonusWins++;
            }
          }
          for (const fee of fees[pp.pair]!)
            bets.push({
              type: 'SWITCH_FEE',
              amount: fee.amount,
              status: fee.status,
              payout: 0,
              refund: fee.status === 'PUSH' ? fee.amount : 0,
            });
          rows.push({ name: pp.name, bets });
        }
        for (const { name, bets } of rows)
          for (const x of bets) {
            // Stakes were taken when placed (a cancelled fee was handed back at the UNSWITCH): add what comes back.
            if (x.status !== 'CANCELLED') running[name]! += x.payout + x.refund;
          }
        // A fee's stake is in `running` already; every other bet's too.
        const dt = await detail(r.id);
        expect([i, betRows(dt.bets)]).toEqual([i, expectedRows(rows)]);
        for (const name of new Set(plans.map((x) => x.name))) expected[name] = running[name]!;
        // The result: the dealer's hand before and after the buy, each box's switch, decision, timeout, insurance, buy.
        expect([i, dt.result.dealer.qualifies, dt.result.dealer.buy?.qualifies ?? null]).toEqual([
          i,
          qualifies(dealerHand),
          after ? qualifies(hand(after)) : null,
        ]);
        expect([
          i,
          dt.result.boxes.map((x: any) => [x.box, x.switched, x.decision, x.timeout, x.insurance, x.buy]),
        ]).toEqual([
          i,
          plans
            .flatMap((pp) =>
              boxesOf(pp.pair).map((box, k) => {
                const f = final[pp.pair]!;
                const bp = pp.boxes[k as 0 | 1];
                return [
                  box,
                  f.switched,
                  f.decisions[k],
                  f.timeout[k],
                  f.decisions[k] === 'BET' && bp.decision === 'INSURE' ? bp.amount : 0,
                  f.decisions[k] !== 'BET' || qualifies(dealerHand) ? null : bought.has(box) ? 'BUY' : 'NO_BUY',
                ];
              }),
            )
            .sort((x, y) => (x[0] as number) - (y[0] as number)),
        ]);
        void net;
      };

      const started = Date.now();
      for (let i = 0; i < ROUNDS; i += TABLES) {
        const plays = crews.map((crew, k) => seeded(i + k, crew));
        seen.ticks += await runBatch(plays.map((p) => (wait) => drive(p, wait)));
        if (i % 40 === 0) {
          for (const name of everyone) expect([i, name, await balance(name)]).toEqual([i, name, expected[name]]);
          await zeroSum();
        }
      }
      const ms = Date.now() - started;
      for (const name of everyone) expect([name, await balance(name)]).toEqual([name, expected[name]]);
      await zeroSum();
      console.log(`[poker-switch ${backend}] ${ROUNDS} rounds on ${TABLES} tables in ${ms} ms:`, JSON.stringify(seen));
      // The rounds reach every branch the task names.
      for (const k of [
        'noAction',
        'twoPairsPlayed',
        'switched',
        'switchedBack',
        'switchedAnteWins',
        'unswitchedAnteReturned',
        'notQualified',
        'insured',
        'insuranceWon',
        'insuranceLost',
        'buyWindows',
        'bought',
        'boughtWins',
        'folds',
        'bonusWins',
        'foldedBonusWins',
        'timeoutStart',
        'timeoutPendingSwitch',
        'timeoutAfterLower',
        'timeoutBuy',
      ] as const)
        expect([k, seen[k] > 0]).toEqual([k, true]);
    },
  );
});

void ({} as Socket | Outgoing | AddressInfo | undefined);
void [http, connect, onDeliver, startSocketServer, replayRound, login];
