/**
 * [PLAYER][DEALER][PIT][POKER_SWITCH] Poker Switch through the HTTP API (issue #15 "Tests": API, both
 * backends). 200 rounds from a seeded shuffle of one deck per round on four tables, each with three
 * players: one with one pair who switches by a rule of thumb and insures, one with two pairs who
 * switches, switches back, Bets, folds and buys at random, and one with one pair who lets the timer run
 * out (a pending switch, after the lower box's Bet, in the buy window). Every card is entered where
 * `next` asks; every bet and balance equals what the test's own reading of RULES.md §PS
 * (test/helpers/ps-reference.ts, not the engine's code) says, and the ledger sums to zero. Then the
 * refusals (each changes nothing), the face-down cards of the boxes and the dealer on every read
 * path and on the socket (§PS-0, §PS-2), and seed 001's two insurance examples (§PS-4).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { describeOnBackend, freshDatabase, simulationRounds, type Backend } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import {
  boxesOf,
  buy,
  deal,
  hand,
  insuranceRange,
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
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';

/** Every player's first deposit, cents: far more than 200 rounds can lose. */
const D = 20_000_000;
const ROUNDS = 200;
/**
 * The rounds PGlite plays: the first 52 of the 200 (13 batches; round 49 is the one nobody plays), which still reach
 * every branch asserted below (simulationRounds: all 200 on Postgres, or on both with CROUPIER_FULL_SIMULATIONS=1).
 */
const SAMPLE = 52;
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
/**
 * Every timer of these tables, seconds (§PS-10 allows 5..120): long enough that a busy machine never runs a
 * timer out between two requests; the tests move the clock on themselves (expireDecisions, `later`).
 */
const TIMER = 60;
/** Default maximum payout (§PS-9), per box: out of reach of these stakes (asserted). */
const MAX_PAYOUT = 5_000_000;

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

/**
 * The suite on one backend: 200 rounds through the API make it the longest suite, so each backend has a file of its
 * own (poker-switch.pglite.test.ts, poker-switch.postgres.test.ts) and vitest runs the two side by side.
 */
export function pokerSwitchSuite(only: Backend): void {
  const rounds = simulationRounds(only, ROUNDS, SAMPLE);
  describeOnBackend(only, '[POKER_SWITCH] rounds, refusals and face-down cards through the API (%s)', (backend) => {
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
        rules: { boxPairs: 4, turnSeconds: TIMER, buySeconds: TIMER },
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
            rules: { turnSeconds: TIMER, buySeconds: TIMER, ...rules },
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
    /** Ten minutes from now: past every timer of these tables (TIMER, 120 s at most). */
    const later = () => new Date(Date.now() + 10 * 60_000);
    const zeroSum = async () => expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    /** dbSnapshot with its row counts in a fixed order (its UNION ALL has no ORDER BY: Postgres may return them in any order). */
    const snapshot = async () => {
      const o = JSON.parse(await dbSnapshot()) as { counts: { t: string }[] };
      o.counts.sort((a, b) => a.t.localeCompare(b.t));
      return JSON.stringify(o);
    };
    /** The request is refused with `status` / `code`, and the database is exactly as it was. */
    const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
      const before = await snapshot();
      const x = await req();
      expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
      expect(await snapshot(), `${what}: a refused request changed the database`).toBe(before);
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
      `[ROUNDS] ${rounds} seeded rounds on ${TABLES} tables, three players (one pair; two pairs; a sleeper): switches, switches back, Bets, folds, insurance, buys and timeouts; every bet and balance by §PS, the ledger sums to zero`,
      { timeout: 900_000 },
      async () => {
        // Table 1 has the studio's players; table k solo<k>, duo<k>, sleeper<k>.
        const crews: { tableId: string; names: Record<Role, string>; seats: Record<Role, number[]> }[] = [];
        for (let k = 0; k < TABLES; k++) {
          const names = Object.fromEntries(ROLES.map((r) => [r, k ? `${r}${k + 1}` : r])) as Record<Role, string>;
          if (k) for (const nm of Object.values(names)) await player(nm, D);
          const tableId = k ? await newTable() : s.tableId;
          for (const role of ROLES) for (const n of SEATINGS[k]![role]) await ok(seat(tableId, names[role], n));
          crews.push({ tableId, names, seats: SEATINGS[k]! });
        }
        const everyone = crews.flatMap((c) => Object.values(c.names));
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
              pairs.push({ pair, name: crew.names[role], role, ante, bonus });
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
                running[pp.name]! += 2 * A;
                fees[pair].at(-1)!.status = 'CANCELLED';
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
          // Every tenth batch: the stored round is the fold of its log (README: replay).
          if (i % 40 < TABLES) expect((await replayRound(r.id)).matchesStored, `replay of round ${i}`).toBe(true);

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
        };

        const started = Date.now();
        for (let i = 0; i < rounds; i += TABLES) {
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
        console.log(
          `[poker-switch ${backend}] ${rounds} rounds on ${TABLES} tables in ${ms} ms:`,
          JSON.stringify(seen),
        );
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

    /** The five cards of boxes 1..n and the dealer, as lists. */
    const layout = (boxes: Record<number, string>, dealer: string) => ({
      hands: Object.fromEntries(Object.entries(boxes).map(([b, c]) => [Number(b), c.split(' ')])) as Record<
        number,
        string[]
      >,
      dealer: dealer.split(' '),
    });
    /** §PS-2's order for hand-picked cards: rounds 1-5, each to every box ascending, then the dealer. */
    const inOrder = (l: ReturnType<typeof layout>) => {
      const boxes = Object.keys(l.hands)
        .map(Number)
        .sort((a, b) => a - b);
      const out: string[] = [];
      for (let k = 0; k < 5; k++) {
        for (const b of boxes) out.push(l.hands[b]![k]!);
        out.push(l.dealer[k]!);
      }
      return out;
    };

    it("[REFUSALS] each refusal changes nothing: a third pair, unequal Antes in a pair, an Ante on another player's box, a dealt card again, a decision for another player's pair, out of turn, the upper box first, INSURE out of range and without three of a kind, SWITCH twice / UNSWITCH unswitched / SWITCH after a Bet, a Bet without the balance (422), a buy for another player's box, a second answer; then the round settled by hand", async () => {
      await player('ra', 1_000_000);
      await player('rb', 1_000_000);
      await player('poor', 1200);
      const tb = await newTable({ boxPairs: 4 });
      await ok(seat(tb, 'ra', 1));
      await ok(seat(tb, 'ra', 2));
      await refuse('a third pair (§PS-0: one or two)', () => seat(tb, 'ra', 4), 409, 'ALREADY_SEATED');
      await ok(seat(tb, 'rb', 3));
      await ok(seat(tb, 'poor', 4));
      const r = await open(tb);
      await ok(bet(r.id, 'ra', 'ANTE', 1, 1000));
      await refuse(
        "an Ante unequal to its pair's other Ante (§PS-1)",
        () => bet(r.id, 'ra', 'ANTE', 2, 2000),
        422,
        'ANTES_UNEQUAL',
      );
      await refuse("an Ante on another player's box", () => bet(r.id, 'ra', 'ANTE', 5, 1000), 403, 'NOT_YOUR_SEAT');
      await ok(bet(r.id, 'ra', 'ANTE', 2, 1000));
      await ok(bet(r.id, 'ra', 'ANTE', 3, 500));
      await ok(bet(r.id, 'ra', 'ANTE', 4, 500));
      await ok(bet(r.id, 'rb', 'ANTE', 5, 1000));
      await ok(bet(r.id, 'rb', 'ANTE', 6, 1000));
      await ok(bet(r.id, 'rb', 'BONUS', 5, 500));
      await ok(bet(r.id, 'poor', 'ANTE', 7, 500));
      await ok(bet(r.id, 'poor', 'ANTE', 8, 500));
      let st = await close(r.id);
      // Play order (§PS-1): Antes 10.00 on pairs 1 and 3 (the lower first), then 5.00 on pairs 2 and 4.
      expect(st.view.playOrder).toEqual([1, 3, 2, 4]);
      const l = layout(
        {
          1: '7S 7H 7D 2C 9S', // three sevens: may insure 10.00 .. 2 x 10.00 x 3 = 60.00 (§PS-4)
          2: 'KS QD 8C 4H 3D',
          3: 'AS KH 6D 2S JC', // ace-king high
          4: '9H 9D 5C 4S TS',
          5: 'QS QH 3C 6H 8D', // a pair of queens
          6: 'JS TD 8S 5D 2H',
          7: 'AH AD 4C 3S KD',
          8: '6S 6C 2D TH 4D',
        },
        'KC JH 9C 5H 3H', // king high: the dealer does not qualify (§PS-5)
      );
      const seq = inOrder(l);
      await ok(card(r.id, seq[0]!));
      await refuse('a card dealt again (one deck, §PS-1)', () => card(r.id, seq[0]!), 409, 'CARD_ALREADY_DEALT');
      st = await cards(r.id, seq.slice(1));
      expect(st.next).toMatchObject({
        kind: 'decision',
        seat: 1,
        hand: 1,
        box: 1,
        insurance: { min: 1000, max: 6000 },
      });
      await refuse(
        "a decision for another player's pair",
        () => decide(r.id, 'rb', { seat: 1, hand: 1, action: 'BET' }),
        403,
        'NOT_YOUR_SEAT',
      );
      await refuse(
        'a decision out of turn (pair 3 follows pair 1)',
        () => decide(r.id, 'rb', { seat: 3, hand: 1, action: 'BET' }),
        409,
        'NOT_YOUR_TURN',
      );
      await refuse(
        'the upper box before the lower (§PS-3)',
        () => decide(r.id, 'ra', { seat: 1, hand: 2, action: 'BET' }),
        409,
        'NOT_YOUR_TURN',
      );
      await refuse(
        'insurance below 1 Ante',
        () => decide(r.id, 'ra', { seat: 1, hand: 1, action: 'INSURE', amount: 999 }),
        422,
        'INSURANCE_OUT_OF_RANGE',
      );
      await refuse(
        'insurance above the potential Bet winnings',
        () => decide(r.id, 'ra', { seat: 1, hand: 1, action: 'INSURE', amount: 6001 }),
        422,
        'INSURANCE_OUT_OF_RANGE',
      );
      await refuse(
        'UNSWITCH on a pair not switched',
        () => decide(r.id, 'ra', { seat: 1, action: 'UNSWITCH' }),
        409,
        'NOT_SWITCHED',
      );
      const raStart = 1_000_000 - 3000;
      st = await ok(decide(r.id, 'ra', { seat: 1, action: 'SWITCH' }));
      expect([st.balance, st.next.switched, st.next.actions]).toEqual([
        raStart - 2000,
        true,
        ['UNSWITCH', 'BET', 'FOLD', 'INSURE'],
      ]);
      await refuse(
        'SWITCH on a switched pair',
        () => decide(r.id, 'ra', { seat: 1, action: 'SWITCH' }),
        409,
        'ALREADY_SWITCHED',
      );
      // Switching back restores the cards and refunds the fee (§PS-3).
      st = await ok(decide(r.id, 'ra', { seat: 1, action: 'UNSWITCH' }));
      expect([st.balance, st.next.switched]).toEqual([raStart, false]);
      st = await ok(decide(r.id, 'ra', { seat: 1, hand: 1, action: 'INSURE', amount: 6000 }));
      expect(st.balance).toBe(raStart - 2000 - 6000);
      await refuse(
        "SWITCH after the pair's first Bet",
        () => decide(r.id, 'ra', { seat: 1, action: 'SWITCH' }),
        409,
        'SWITCH_CLOSED',
      );
      await ok(decide(r.id, 'ra', { seat: 1, hand: 2, action: 'FOLD' }));
      await refuse(
        'INSURE without three of a kind (a pair of queens)',
        () => decide(r.id, 'rb', { seat: 3, hand: 1, action: 'INSURE', amount: 1000 }),
        409,
        'INSURANCE_NOT_OFFERED',
      );
      await ok(decide(r.id, 'rb', { seat: 3, hand: 1, action: 'BET' }));
      await ok(decide(r.id, 'rb', { seat: 3, hand: 2, action: 'BET' }));
      // ra's second pair: the pair is found from the turn when not named (the box never is: `hand` is required).
      await refuse(
        'a Bet without its box (hand)',
        () => decide(r.id, 'ra', { action: 'BET' }),
        400,
        'VALIDATION_ERROR',
      );
      st = await ok(decide(r.id, 'ra', { hand: 1, action: 'BET' }));
      expect(st.next).toMatchObject({ kind: 'decision', seat: 2, hand: 2, box: 4 });
      await ok(decide(r.id, 'ra', { seat: 2, hand: 2, action: 'FOLD' }));
      // poor holds 2.00 after the Antes: the Bet needs 10.00 (2 x Ante).
      await refuse(
        'a Bet without 2x the Ante in the balance',
        () => decide(r.id, 'poor', { seat: 4, hand: 1, action: 'BET' }),
        422,
        'INSUFFICIENT_BALANCE',
      );
      st = await ok(decide(r.id, 'poor', { seat: 4, hand: 1, action: 'FOLD' }));
      expect(st.next).toMatchObject({ kind: 'decision', seat: 4, hand: 2, box: 8 });
      // The timer folds box 8 (§PS-10).
      expect(await expireDecisions(later())).toEqual([r.id]);
      st = await detail(r.id, s.dealer);
      // King high: no game; boxes 1, 3, 5, 6 Bet: the buy window (§PS-6).
      expect(st.next).toEqual({
        kind: 'buy',
        boxes: [
          { box: 1, seat: 1, hand: 1 },
          { box: 3, seat: 2, hand: 1 },
          { box: 5, seat: 3, hand: 1 },
          { box: 6, seat: 3, hand: 2 },
        ],
        actions: ['BUY', 'NO_BUY'],
      });
      await refuse(
        "a buy for another player's box",
        () => decide(r.id, 'rb', { seat: 1, hand: 1, action: 'BUY' }),
        403,
        'NOT_YOUR_SEAT',
      );
      await ok(decide(r.id, 'ra', { seat: 1, hand: 1, action: 'NO_BUY' }));
      await refuse(
        'a second answer',
        () => decide(r.id, 'ra', { seat: 1, hand: 1, action: 'BUY' }),
        409,
        'ALREADY_DECIDED',
      );
      await ok(decide(r.id, 'ra', { seat: 2, hand: 1, action: 'BUY' }));
      await ok(decide(r.id, 'rb', { seat: 3, hand: 1, action: 'BUY' }));
      st = await ok(decide(r.id, 'rb', { seat: 3, hand: 2, action: 'NO_BUY' }));
      // The king is discarded; the jack of diamonds gives the dealer a pair of jacks.
      expect(st.next).toEqual({ kind: 'card', to: 'dealer-replacement', position: 1, discard: 'KC' });
      await refuse('a replacement card already dealt', () => card(r.id, 'JC'), 409, 'CARD_ALREADY_DEALT');
      st = await ok(card(r.id, 'JD'));
      expect([st.status, st.next]).toEqual(['COMPLETE', { kind: 'confirm' }]);
      await settle(r.id);
      // By hand (§PS-4..§PS-7), dealer K-J-9-5-3 (no game), after the buy J-J-9-5-3 (qualifies):
      // box 1 (7-7-7, not bought): insurance 60.00 wins 1:1 (no game), Ante 1:1 +10.00, Bet returned: +70.00;
      // box 2 folded -10.00; the switch fee of pair 1 refunded at the UNSWITCH: 0;
      // box 3 (A-K high, bought): the Ante is the fee -5.00; J-J beats it: the Bet lost -10.00;
      // box 4 folded -5.00. ra: +70 -10 -15 -5 = +40.00.
      // box 5 (Q-Q, bought): Ante given up -10.00, Q-Q beats J-J: Bet 1:1 +20.00; Bonus on a pair lost -5.00;
      // box 6 (J high, not bought): Ante 1:1 +10.00, Bet returned. rb: +15.00.
      // poor: both boxes folded (box 8 by the timer): -10.00.
      expect(await balance('ra')).toBe(1_000_000 + 4000);
      expect(await balance('rb')).toBe(1_000_000 + 1500);
      expect(await balance('poor')).toBe(200);
      const rows = betRows((await detail(r.id)).bets);
      expect(rows).toEqual(
        expectedRows([
          {
            name: 'ra',
            bets: [
              { type: 'ANTE', amount: 1000, status: 'WON', payout: 1000, refund: 1000 },
              { type: 'BET', amount: 2000, status: 'PUSH', payout: 0, refund: 2000 },
              { type: 'INSURANCE', amount: 6000, status: 'WON', payout: 6000, refund: 6000 },
              { type: 'ANTE', amount: 1000, status: 'LOST', payout: 0, refund: 0 },
              { type: 'SWITCH_FEE', amount: 2000, status: 'CANCELLED', payout: 0, refund: 0 },
              { type: 'ANTE', amount: 500, status: 'LOST', payout: 0, refund: 0 },
              { type: 'BET', amount: 1000, status: 'LOST', payout: 0, refund: 0 },
              { type: 'ANTE', amount: 500, status: 'LOST', payout: 0, refund: 0 },
            ],
          },
          {
            name: 'rb',
            bets: [
              { type: 'ANTE', amount: 1000, status: 'LOST', payout: 0, refund: 0 },
              { type: 'BET', amount: 2000, status: 'WON', payout: 2000, refund: 2000 },
              { type: 'BONUS', amount: 500, status: 'LOST', payout: 0, refund: 0 },
              { type: 'ANTE', amount: 1000, status: 'WON', payout: 1000, refund: 1000 },
              { type: 'BET', amount: 2000, status: 'PUSH', payout: 0, refund: 2000 },
            ],
          },
          {
            name: 'poor',
            bets: [
              { type: 'ANTE', amount: 500, status: 'LOST', payout: 0, refund: 0 },
              { type: 'ANTE', amount: 500, status: 'LOST', payout: 0, refund: 0 },
            ],
          },
        ]),
      );
      expect((await replayRound(r.id)).matchesStored).toBe(true);
      await zeroSum();
    });

    it("[PRIVACY] a box's four face-down cards reach only its player (once the pair's turn has begun) and the table's staff until the round is complete, the dealer's until every box has decided: not another player, an anonymous viewer or another table's dealer (round, table, table list, events, lobby, round list, live table room, socket catch-up, decision answers); then everyone", async () => {
      await player('pa', 1_000_000);
      await player('pb', 1_000_000);
      await player('pc', 1_000_000);
      const dealer2 = await ok<{ id: string }>(
        call('POST', '/api/users', {
          token: s.admin,
          body: { username: 'psdealer2', password: 'psdealer2-password', role: 'DEALER' },
        }),
      );
      await newTable({ boxPairs: 3 }, dealer2.id);
      const dealer2Token = await login('psdealer2', 'psdealer2-password');
      // Timers long enough for the reads between the decisions.
      const tb = await newTable({ boxPairs: 3, turnSeconds: 120, buySeconds: 120 });
      await ok(seat(tb, 'pa', 1));
      await ok(seat(tb, 'pb', 2));
      await ok(seat(tb, 'pb', 3));
      const r = await open(tb);
      for (const b of [1, 2]) await ok(bet(r.id, 'pa', 'ANTE', b, 1000));
      for (const b of [3, 4]) await ok(bet(r.id, 'pb', 'ANTE', b, 2000));
      for (const b of [5, 6]) await ok(bet(r.id, 'pb', 'ANTE', b, 500));
      await close(r.id);
      // Play order: pair 2 (20.00), pair 1 (10.00), pair 3 (5.00). The dealer K-Q-T-8-6: no game, so the buy window
      // keeps the round dealing after every box has decided.
      const l = layout(
        {
          1: 'AS KD 7C 4H 2S',
          2: 'JH JD 9S 5C 3D',
          3: 'TS TH 6D 4C 2H',
          4: '9C 8D 7H 5S 2C',
          5: 'QS QC 3S 4S 6S',
          6: 'AH 8C 7D 5D 3C',
        },
        'KC QH 8H 6C TD',
      );
      const hole = (b: number) => l.hands[b]!.slice(0, 4);
      const DEALER_HOLE = l.dealer.slice(0, 4);
      const ALL = [1, 2, 3, 4, 5, 6].flatMap(hole);
      const EVERY = [...ALL, ...DEALER_HOLE];
      const seq = inOrder(l);
      const shows = (x: unknown, list: readonly string[] = EVERY) =>
        list.filter((c) => JSON.stringify(x).includes(`"${c}"`));
      // Live: the first card (box 1, face down) goes to the staff room; every other room gets it face down.
      const messages: Outgoing[] = [];
      const stop = onDeliver((m) => messages.push(m));
      await ok(card(r.id, seq[0]!));
      stop();
      const live = messages.filter((m) => m.event === 'round:card');
      expect(live.filter((m) => m.room === `staff:${tb}`).map((m) => (m.payload as any).data.card)).toEqual([seq[0]]);
      const others = live.filter((m) => m.room !== `staff:${tb}`);
      expect(others.map((m) => m.room)).toContain(`table:${tb}`);
      for (const m of others) expect([m.room, shows(m.payload)]).toEqual([m.room, []]);
      await cards(r.id, seq.slice(1));

      type Viewer = { name: string; token?: string; staff: boolean; player?: string };
      const viewers: Viewer[] = [
        { name: 'anonymous', staff: false },
        { name: 'pa', token: t.pa, staff: false, player: 'pa' },
        { name: 'pb', token: t.pb, staff: false, player: 'pb' },
        { name: 'a player without a bet', token: t.pc, staff: false },
        { name: 'dealer of another table', token: dealer2Token, staff: false },
        { name: 'assigned dealer', token: s.dealer, staff: true },
        { name: 'pit boss', token: s.pit, staff: true },
        { name: 'admin', token: s.admin, staff: true },
      ];
      // `own`: the read shows a player their own open boxes; `leaksOnly`: only checked for what must not be there.
      const reads: {
        path: string;
        pick?: (b: any) => unknown;
        own?: boolean;
        signedIn?: boolean;
        leaksOnly?: boolean;
      }[] = [
        { path: `/api/tables/${tb}`, own: true },
        { path: '/api/tables', pick: (b: any[]) => b.find((x) => x.id === tb), own: true, leaksOnly: true },
        // The events carry no turn state: a face-down card is the staff's only while dealing.
        { path: `/api/tables/${tb}/events?sinceSeq=0` },
        { path: `/api/rounds/${r.id}`, signedIn: true, own: true },
        { path: '/api/lobby', pick: (b: any[]) => b.find((x) => x.id === tb), leaksOnly: true },
        { path: `/api/rounds?tableId=${tb}`, signedIn: true, leaksOnly: true },
      ];
      /** What each viewer must see now: `open` = the boxes each player sees; `dealerOpen`: the dealer's hand is shown. */
      const check = async (when: string, open: Record<string, number[]>, dealerOpen: boolean) => {
        const wrong: string[] = [];
        for (const v of viewers)
          for (const read of reads) {
            if (read.signedIn && !v.token) continue;
            const res = await call('GET', read.path, { token: v.token });
            expect([when, v.name, read.path, res.status]).toEqual([when, v.name, read.path, 200]);
            const body = read.pick ? read.pick(res.body) : res.body;
            const mine = v.player && read.own ? (open[v.player] ?? []).flatMap(hole) : [];
            const dealerShown = v.staff || (dealerOpen && read.own) ? DEALER_HOLE : [];
            const want = v.staff && !read.leaksOnly ? EVERY : [...mine, ...dealerShown];
            const got = shows(body);
            // A player may read their own open boxes on any path (the events and the lobby included).
            const ownOpen = v.player ? (open[v.player] ?? []).flatMap(hole) : [];
            const allowed = v.staff ? EVERY : [...ownOpen, ...(dealerOpen ? DEALER_HOLE : [])];
            const leak = got.filter((c) => !allowed.includes(c));
            const missing = read.leaksOnly ? [] : want.filter((c) => !got.includes(c));
            if (leak.length || missing.length)
              wrong.push(`${v.name} GET ${read.path}: ${got.join(' ') || 'none'} (want ${want.join(' ') || 'none'})`);
          }
        expect(wrong, `${when}: who reads the face-down cards`).toEqual([]);
      };
      // Pair 2's turn: pb sees boxes 3-4 (not yet 5-6); pa nothing yet.
      await check("pair 2's turn", { pb: [3, 4] }, false);

      // The socket catch-up (join with sinceSeq 0): no face-down card to anyone but the staff and the box's player.
      const server = http.createServer();
      const io = startSocketServer(server);
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const sockets: Socket[] = [];
      try {
        const catchUp: string[] = [];
        for (const v of viewers) {
          const socket = connect(url, {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            auth: v.token ? { token: v.token } : {},
          });
          sockets.push(socket);
          const got: unknown[] = [];
          socket.onAny((event: string, payload: unknown) => got.push({ event, payload }));
          await new Promise<void>((done, fail) => {
            socket.once('joined', () => done());
            socket.once('connect_error', fail);
            socket.emit('join', { tableId: tb, sinceSeq: 0 });
          });
          const seenCards = shows(got);
          // pb's open pair (boxes 3-4) may reach pb; nothing else reaches a player.
          const ownOpen = v.player === 'pb' ? [3, 4].flatMap(hole) : [];
          if (v.staff ? seenCards.length !== EVERY.length : seenCards.some((c) => !ownOpen.includes(c)))
            catchUp.push(`${v.name}: ${seenCards.join(' ') || 'none'}`);
          expect(JSON.stringify(got)).toContain('round:card');
        }
        expect(catchUp, "the catch-up's face-down cards").toEqual([]);
      } finally {
        for (const x of sockets) x.close();
        await stopSocketServer(io);
        server.close();
      }

      // pb's answers show pb's open boxes only; what the table room gets shows none of the face-down cards.
      const answers: Outgoing[] = [];
      const stop2 = onDeliver((m) => answers.push(m));
      const mineNow = (...boxes: number[]) => boxes.flatMap(hole).sort();
      const a1 = await ok(decide(r.id, 'pb', { seat: 2, hand: 1, action: 'BET' }));
      expect(shows(a1).sort()).toEqual(mineNow(3, 4));
      await ok(decide(r.id, 'pb', { seat: 2, hand: 2, action: 'FOLD' }));
      // Pair 1's turn: pa now sees boxes 1-2.
      await check("pair 1's turn", { pa: [1, 2], pb: [3, 4] }, false);
      await ok(decide(r.id, 'pa', { seat: 1, hand: 1, action: 'BET' }));
      const a3 = await ok(decide(r.id, 'pa', { seat: 1, hand: 2, action: 'FOLD' }));
      expect(shows(a3).sort()).toEqual(mineNow(1, 2));
      // pb's second pair opens after the first is decided and pa's in between (§PS-1, seed 001).
      await check("pair 3's turn", { pa: [1, 2], pb: [3, 4, 5, 6] }, false);
      await ok(decide(r.id, 'pb', { seat: 3, hand: 1, action: 'BET' }));
      const last = await ok(decide(r.id, 'pb', { seat: 3, hand: 2, action: 'FOLD' }));
      stop2();
      const room = answers.filter((m) => m.room === `table:${tb}`);
      expect(room.length).toBeGreaterThan(0);
      const roomLeaks = room.flatMap((m) => shows(m.payload, ALL).map((c) => `${m.event} ${c}`));
      expect(roomLeaks, "the table room: no box's face-down card").toEqual([]);
      // Every box has decided: the dealer's hand is shown (§PS-2); the boxes stay face down. The dealer's K high: no game.
      expect(last.next.kind).toBe('buy');
      expect(shows(room.at(-1)!.payload)).toEqual(DEALER_HOLE);
      await check('the buy window', { pa: [1, 2], pb: [3, 4, 5, 6] }, true);
      await ok(decide(r.id, 'pa', { seat: 1, hand: 1, action: 'NO_BUY' }));
      await ok(decide(r.id, 'pb', { seat: 2, hand: 1, action: 'NO_BUY' }));
      const done = await ok(decide(r.id, 'pb', { seat: 3, hand: 1, action: 'NO_BUY' }));
      expect(done.status).toBe('COMPLETE');
      // Complete: every card to everyone.
      for (const v of viewers) {
        const table = await ok(call('GET', `/api/tables/${tb}`, { token: v.token }));
        expect([v.name, shows(table).length]).toEqual([v.name, EVERY.length]);
      }
      await settle(r.id);
      await zeroSum();
    });

    it("[INSURANCE] seed 001's two examples through the API: a 2-6 straight insured, the dealer makes the same straight (insurance returned); the dealer has no game (insurance pays 1:1)", async () => {
      await player('ins', 1_000_000);
      const tb = await newTable({ boxPairs: 1 });
      await ok(seat(tb, 'ins', 1));
      const play = async (boxes: Record<number, string>, dealer: string, buyWindow: boolean) => {
        const r = await open(tb);
        for (const b of [1, 2]) await ok(bet(r.id, 'ins', 'ANTE', b, 1000));
        await close(r.id);
        let st = await cards(r.id, inOrder(layout(boxes, dealer)));
        // A straight: insurance from 1 Ante to 2 x 10.00 x 4 = 80.00 (§PS-4).
        expect(st.next).toMatchObject({ kind: 'decision', seat: 1, hand: 1, insurance: { min: 1000, max: 8000 } });
        await ok(decide(r.id, 'ins', { seat: 1, hand: 1, action: 'INSURE', amount: 5000 }));
        st = await ok(decide(r.id, 'ins', { seat: 1, hand: 2, action: 'FOLD' }));
        if (buyWindow) st = await ok(decide(r.id, 'ins', { seat: 1, hand: 1, action: 'NO_BUY' }));
        expect(st.status).toBe('COMPLETE');
        await settle(r.id);
        return betRows((await detail(r.id)).bets).map((x) => x.slice(1));
      };
      // The dealer's 2-6 straight equals the box's: the insurance is returned (§PS-4), the Ante and the Bet too (§PS-5).
      expect(await play({ 1: '2S 3H 4D 5C 6S', 2: 'KS QS 9D 8C 7H' }, '2H 3D 4C 5S 6H', false)).toEqual(
        [
          ['ANTE', 1000, 'PUSH', 0, 1000],
          ['BET', 2000, 'PUSH', 0, 2000],
          ['INSURANCE', 5000, 'PUSH', 0, 5000],
          ['ANTE', 1000, 'LOST', 0, 0],
        ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      );
      expect(await balance('ins')).toBe(1_000_000 - 1000);
      // The dealer's K-J-9-4-3 has no game: the insurance pays 1:1, the Ante 1:1, the Bet is returned (no buy).
      expect(await play({ 1: '2S 3H 4D 5C 6S', 2: 'AS AD 9D 8C 7H' }, 'KC JH 9C 4S 3D', true)).toEqual(
        [
          ['ANTE', 1000, 'WON', 1000, 1000],
          ['BET', 2000, 'PUSH', 0, 2000],
          ['INSURANCE', 5000, 'WON', 5000, 5000],
          ['ANTE', 1000, 'LOST', 0, 0],
        ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      );
      expect(await balance('ins')).toBe(1_000_000 - 1000 + 5000);
      await zeroSum();
    });
  });
}
