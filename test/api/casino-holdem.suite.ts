/**
 * [PLAYER][DEALER][PIT][CASINO_HOLDEM] Casino Hold'em through the HTTP API (issue #14 "Tests": API, both
 * backends). 200 deals from a seeded shuffle of one deck per round, four players deciding differently
 * (always call; call with a pair or better on the flop; fold everything; let the timer run out), varied
 * Antes and AA Bonus bets: every bet and balance equals what the test's own reading of RULES.md §CHE
 * (test/helpers/che-reference.ts, not the engine's code) says, and the ledger sums to zero. Then the
 * refusals (each changes nothing), the dealer's face-down cards on every read path (§CHE-1), and a void
 * of a settled round (§C-4).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { describeOnBackend, freshDatabase, simulationRounds, type Backend } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { allowVoidsAtOnce } from '../helpers/corrections';
import { dbSnapshot } from '../helpers/snapshot';
import {
  best,
  dealOf,
  dealSequence,
  outcomeOf,
  rank5,
  rng,
  settlePlayer,
  shuffledDeck,
  aaMultiple,
  qualifies,
  type Decision,
  type Outcome,
  type ExpectedBet,
} from '../helpers/che-reference';
import { expireDecisions } from '@/lib/rounds/expire-decisions';
import { replayRound } from '@/lib/rounds/replay-round';
import { db } from '@/lib/db';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import { startSocketServer, stopSocketServer } from '@/lib/realtime/socket-server';
import { categoryOf, handValue } from '@/lib/games/poker';
import type { Card } from '@/lib/games/cards';

/** Every player's first deposit, cents: far more than 200 rounds can lose (at most 5,000 + 10,000 + 2,000 a round). */
const D = 5_000_000;
/** The four strategies of the 200 deals. */
const STRATEGIES = ['caller', 'pairs', 'folder', 'sleeper'] as const;
const DEALS = 200;
/**
 * The deals PGlite plays: the first 52 of the 200 (13 batches; deal 49 is the one nobody plays), which with the
 * hand-picked four still reach every branch asserted below (simulationRounds: all 200 on Postgres, or on both with
 * CROUPIER_FULL_SIMULATIONS=1).
 */
const SAMPLE = 52;
/** Tables dealt side by side. */
const TABLES = 4;
type Strategy = (typeof STRATEGIES)[number];

type Headers = Record<string, string>;

/**
 * The suite on one backend. It is the longest API suite (200 deals through the API), so each backend has a file of
 * its own (casino-holdem.pglite.test.ts, casino-holdem.postgres.test.ts): vitest runs the two at once on its two
 * workers instead of one after the other in one file. Skipped when CROUPIER_TEST_BACKENDS leaves the backend out.
 */
export function casinoHoldemSuite(only: Backend): void {
  const deals = simulationRounds(only, DEALS, SAMPLE);
  describeOnBackend(
    only,
    '[CASINO_HOLDEM] deals, refusals, face-down dealer cards and void through the API (%s)',
    (backend) => {
      let drop: () => Promise<void>;
      let s: Studio;
      const t: Record<string, string> = {};
      const id: Record<string, string> = {};
      let tables = 0;

      beforeAll(async () => {
        drop = (await freshDatabase(backend)).drop;
        s = await buildStudio({
          game: 'CASINO_HOLDEM',
          players: [...STRATEGIES],
          deposit: D,
          rules: { decisionSeconds: 5 },
        });
        // Voids of settled rounds here need no second approver (issue #18 §1 is tested in corrections.test.ts).
        await allowVoidsAtOnce(s.admin);
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
        if (deposit)
          await ok(call('POST', `/api/users/${u.id}/deposits`, { token: s.admin, body: { amount: deposit } }));
        id[name] = u.id;
        t[name] = await login(name, `${name}-password`);
      };
      const newTable = async (dealerId = s.dealerId) => {
        const tb = await ok<{ id: string }>(
          call('POST', '/api/tables', {
            token: s.admin,
            body: { name: `Casino Hold'em test ${++tables}`, game: 'CASINO_HOLDEM', rules: { decisionSeconds: 5 } },
          }),
        );
        await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: dealerId } }));
        return tb.id;
      };
      const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
      const open = (tableId: string) =>
        ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s.dealer, body: {} }));
      const bet = (roundId: string, name: string, type: string, amount: number, extra: Record<string, unknown> = {}) =>
        call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body: { type, amount, ...extra } });
      const decide = (roundId: string, name: string, body: Record<string, unknown>, headers?: Headers) =>
        call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body, headers });
      const card = (roundId: string, c: string, token = s.dealer) =>
        call('POST', `/api/rounds/${roundId}/cards`, { token, body: { card: c } });
      const cards = async (roundId: string, list: string[]) => {
        let st: any = null;
        for (const c of list) st = await ok(card(roundId, c));
        return st;
      };
      const close = (roundId: string) => ok(call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer }));
      const settle = (roundId: string) => ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
      const detail = async (roundId: string, token = s.pit) => ok(call('GET', `/api/rounds/${roundId}`, { token }));
      /** A minute from now: past every call window of these tables (5 s). */
      const later = () => new Date(Date.now() + 60_000);
      const zeroSum = async () => expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
      /** The request is refused with `status` / `code`, and the database is exactly as it was. */
      const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
        const before = await dbSnapshot();
        const x = await req();
        expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
        expect(await dbSnapshot(), `${what}: a refused request changed the database`).toBe(before);
      };
      /** A round's bets as [username, type, amount, status, payout, refund], sorted. */
      const betRows = (bets: any[]) =>
        bets
          .map((b) => [b.username, b.type, b.amount, b.status, b.payout, b.refund] as const)
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      const expectedRows = (rows: { name: string; bets: ExpectedBet[] }[]) =>
        rows
          .flatMap(({ name, bets }) => bets.map((b) => [name, b.type, b.amount, b.status, b.payout, b.refund] as const))
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

      it("[REFERENCE] the test's own hand ranking agrees with lib/games/poker on 20,000 seeded seven-card hands and on the edge cases", () => {
        // Edge cases by hand (§CHE-3): the wheel is a 5-high straight, the steel wheel a straight flush, kickers to the fifth card.
        expect(rank5(['AS', '2D', '3C', '4H', '5S'])).toMatchObject({ category: 'STRAIGHT', ranks: [5] });
        expect(rank5(['AH', '2H', '3H', '4H', '5H'])).toMatchObject({ category: 'STRAIGHT_FLUSH', ranks: [5] });
        expect(rank5(['AH', 'KH', 'QH', 'JH', 'TH']).category).toBe('ROYAL_FLUSH');
        expect(rank5(['6S', '2D', '3C', '4H', '5S']).value).toBeGreaterThan(
          rank5(['AS', '2D', '3C', '4H', '5S']).value,
        );
        expect(rank5(['KS', 'KD', '9C', '7H', '3S']).value).toBeGreaterThan(
          rank5(['KH', 'KC', '9D', '7S', '2S']).value,
        );
        // Three pairs in seven: the best two pairs and the best kicker (the third pair's rank may be it).
        expect(best(['QS', 'QD', '8C', '8H', '5S', '5D', '2C'])).toMatchObject({
          category: 'TWO_PAIR',
          ranks: [12, 8, 5],
        });
        expect(best(['QS', 'QD', '8C', '8H', '5S', '5D', 'KC'])).toMatchObject({
          category: 'TWO_PAIR',
          ranks: [12, 8, 13],
        });
        // Two trips in seven: a full house, the higher trips over a pair of the lower.
        expect(best(['9S', '9D', '9C', '4H', '4S', '4D', '2C'])).toMatchObject({
          category: 'FULL_HOUSE',
          ranks: [9, 4],
        });
        // The dealer qualifies with a pair of 4s (§CHE-3), not with 3s nor ace high.
        expect(qualifies(best(['4S', '4D', 'AC', 'KH', '9S', '7D', '2C']))).toBe(true);
        expect(qualifies(best(['3S', '3D', 'AC', 'KH', '9S', '7D', '2C']))).toBe(false);
        expect(qualifies(best(['AS', 'QD', 'TC', '8H', '6S', '4D', '2C']))).toBe(false);
        // §CHE-5: a pair must be aces; two pair, trips, straight 7; flush or better 25.
        expect([
          aaMultiple(['AS', 'AD', '9C', '7H', '3S']),
          aaMultiple(['KS', 'KD', '9C', '7H', '3S']),
          aaMultiple(['KS', 'KD', '9C', '9H', '3S']),
          aaMultiple(['AS', '2D', '3C', '4H', '5S']),
          aaMultiple(['AH', '9H', '7H', '4H', '2H']),
          aaMultiple(['9S', '9D', '9C', '4H', '4S']),
          aaMultiple(['AS', 'KD', 'QC', 'JH', '9S']),
        ]).toEqual([7, 0, 7, 7, 25, 25, 0]);
        // Against the exhaustively tested evaluator: same category, same order of any two hands.
        const random = rng(7);
        let previous: { mine: number; theirs: number } | null = null;
        const disagree: string[] = [];
        for (let i = 0; i < 20_000; i++) {
          const hand = shuffledDeck(random).slice(0, 7);
          const mine = best(hand);
          const theirs = handValue(hand as Card[]);
          if (mine.category !== categoryOf(theirs))
            disagree.push(`${hand.join(' ')}: ${mine.category} vs ${categoryOf(theirs)}`);
          if (previous && Math.sign(mine.value - previous.mine) !== Math.sign(theirs - previous.theirs))
            disagree.push(`${hand.join(' ')}: order against the hand before`);
          previous = { mine: mine.value, theirs };
        }
        expect(disagree.slice(0, 5)).toEqual([]);
      });

      it(
        `[DEALS] ${deals} seeded deals and 4 hand-picked ones, four players deciding differently, varied Antes and AA Bonus bets: every bet and balance by §CHE, the ledger sums to zero`,
        { timeout: 600_000 },
        async () => {
          // Four tables dealt side by side, one deal each per batch, each table with its own four players (one per
          // strategy: table 1 has the studio's caller, pairs, folder and sleeper; table k caller<k> ...). Between a
          // batch's call windows and its turns the clock moves on once (expireDecisions): every sleeper folds.
          const crews: { tableId: string; names: Record<Strategy, string> }[] = [];
          for (let k = 0; k < TABLES; k++) {
            const names = Object.fromEntries(STRATEGIES.map((st) => [st, k ? `${st}${k + 1}` : st])) as Record<
              Strategy,
              string
            >;
            if (k) for (const nm of Object.values(names)) await player(nm, D);
            crews.push({ tableId: k ? await newTable() : s.tableId, names });
          }
          const everyone = crews.flatMap((c) => Object.values(c.names));
          const expected: Record<string, number> = Object.fromEntries(everyone.map((n) => [n, D]));
          const seen = {
            notQualified: 0,
            playerWins: 0,
            ties: 0,
            dealerWins: 0,
            aa7: 0,
            aa25: 0,
            foldedAaWinner: 0,
            allFolded: 0,
            noAction: 0,
            timeouts: 0,
            splitAnte: 0,
          };
          type Bettor = { name: string; antes: number[]; aaBonus: number[]; decision: Decision };
          const decisionOf = (st: Strategy, o: Outcome): Decision =>
            st === 'caller'
              ? 'CALL'
              : st === 'pairs'
                ? o.pairOnFlop
                  ? 'CALL'
                  : 'FOLD'
                : st === 'folder'
                  ? 'FOLD'
                  : 'TIMEOUT';
          /** A seeded deal: who plays and with what (cents, within the default limits ANTE 5.00..500.00, AA Bonus 1.00..100.00). */
          const seeded = (i: number, crew: (typeof crews)[number]) => {
            const random = rng(0xc4e5_0000 + i);
            const deal = dealOf(shuffledDeck(random));
            const o = outcomeOf(deal);
            const plan: Bettor[] = [];
            for (const st of STRATEGIES) {
              const plays = i % 50 !== 49 && random() < 0.85;
              const ante = 500 + 100 * Math.floor(random() * 46); // 5.00 .. 50.00
              const split = ante >= 1000 && random() < 0.25; // the Ante in two bets: one Ante total (§CHE-2)
              const aa = random() < 0.5 ? 100 * (1 + Math.floor(random() * 20)) : 0; // 1.00 .. 20.00
              if (plays)
                plan.push({
                  name: crew.names[st],
                  antes: split ? [500, ante - 500] : [ante],
                  aaBonus: aa ? [aa] : [],
                  decision: decisionOf(st, o),
                });
            }
            return { i, crew, deal, o, plan, order: rng(0x0de0_0000 + i) };
          };
          /** A hand-picked deal (the nine cards in deal order), everyone with a 10.00 Ante and a 5.00 AA Bonus. */
          const picked = (i: number, crew: (typeof crews)[number], nine: string) => {
            const deal = dealOf(nine.split(' '));
            const o = outcomeOf(deal);
            const plan = STRATEGIES.map((st) => ({
              name: crew.names[st],
              antes: [1000],
              aaBonus: [500],
              decision: decisionOf(st, o),
            }));
            return { i, crew, deal, o, plan, order: rng(i) };
          };
          type Play = ReturnType<typeof seeded> & { r?: any; st?: any };

          /** Bets, No more bets, the hole cards and the flop, the decisions (the sleeper's aside). */
          const untilWindow = async (p: Play) => {
            const { i, plan, deal } = p;
            if (plan.some((b) => b.antes.length > 1)) seen.splitAnte++;
            const r = (p.r = await open(p.crew.tableId));
            for (const b of plan) {
              for (const a of b.antes) await ok(bet(r.id, b.name, 'ANTE', a));
              for (const a of b.aaBonus) await ok(bet(r.id, b.name, 'AA_BONUS', a));
            }
            let st = await close(r.id);
            const n = plan.length;
            if (n === 0) {
              // No Ante: nothing to play (the round is complete at once).
              expect([i, st.status, st.next]).toEqual([i, 'COMPLETE', { kind: 'confirm' }]);
              p.st = st;
              return;
            }
            // §CHE-1: player 1, dealer 1, player 2, dealer 2, flop 1-3; then the call window.
            const seq = dealSequence(deal);
            const wants = [
              { kind: 'card', to: 'player', position: 1 },
              { kind: 'card', to: 'dealer', position: 1 },
              { kind: 'card', to: 'player', position: 2 },
              { kind: 'card', to: 'dealer', position: 2 },
              { kind: 'card', to: 'flop', position: 1 },
              { kind: 'card', to: 'flop', position: 2 },
              { kind: 'card', to: 'flop', position: 3 },
            ];
            for (let k = 0; k < 7; k++) {
              expect([i, k, st.next]).toEqual([i, k, wants[k]]);
              st = await ok(card(r.id, seq[k]!));
            }
            expect([i, st.next]).toEqual([i, { kind: 'calls', players: n, called: 0, folded: 0, deciding: n }]);
            // Decisions in a seeded order; the sleeper never answers.
            const deciders = plan.filter((b) => b.decision !== 'TIMEOUT').sort(() => p.order() - 0.5);
            let called = 0;
            for (const b of deciders) {
              const answer = await ok(decide(r.id, b.name, { action: b.decision }));
              if (b.decision === 'CALL') called++;
              // The answer's balance: the Call takes 2x the Ante total (§CHE-2) on top of the stakes placed.
              const staked = [...b.antes, ...b.aaBonus].reduce((x, y) => x + y, 0);
              const call2x = b.decision === 'CALL' ? 2 * b.antes.reduce((x, y) => x + y, 0) : 0;
              expect([i, b.name, answer.balance]).toEqual([i, b.name, expected[b.name]! - staked - call2x]);
              st = answer;
            }
            const left = n - deciders.length;
            if (left)
              expect([i, st.next]).toEqual([
                i,
                { kind: 'calls', players: n, called, folded: deciders.length - called, deciding: left },
              ]);
            p.st = st;
          };

          /** After the timer: the turn and the river when someone called, the settlement, every bet by the reference. */
          const fromWindow = async (p: Play) => {
            const { i, plan, deal, o, r } = p;
            const n = plan.length;
            const called = plan.filter((b) => b.decision === 'CALL').length;
            // After a timeout the window's close is seen in the next answer (the turn is taken, or the round settles).
            let st = p.st;
            const sleeps = plan.some((b) => b.decision === 'TIMEOUT');
            if (n === 0) seen.noAction++;
            else if (called === 0) {
              // Nobody called: no turn and river are needed.
              seen.allFolded++;
              if (!sleeps) expect([i, st.status, st.next]).toEqual([i, 'COMPLETE', { kind: 'confirm' }]);
            } else {
              if (!sleeps) expect([i, st.next]).toEqual([i, { kind: 'card', to: 'turn', position: 1 }]);
              st = await ok(card(r.id, deal.turn));
              expect([i, st.next]).toEqual([i, { kind: 'card', to: 'river', position: 1 }]);
              st = await ok(card(r.id, deal.river));
              expect([i, st.status, st.next]).toEqual([i, 'COMPLETE', { kind: 'confirm' }]);
              if (!o.dealerQualifies) seen.notQualified++;
              else if (o.winner === 'PLAYER') seen.playerWins++;
              else if (o.winner === 'TIE') seen.ties++;
              else seen.dealerWins++;
              const calledAa = plan.some((b) => b.decision === 'CALL' && b.aaBonus.length);
              if (o.aaMultiple === 7 && calledAa) seen.aa7++;
              if (o.aaMultiple === 25 && calledAa) seen.aa25++;
            }
            if (o.aaMultiple && plan.some((b) => b.decision !== 'CALL' && b.aaBonus.length)) seen.foldedAaWinner++;
            if (plan.some((b) => b.decision === 'TIMEOUT')) seen.timeouts++;
            const settled = await settle(r.id);
            expect([i, settled.status]).toEqual([i, 'SETTLED']);

            // The reference settlement of every player's bets (§CHE-2..5), and the balances.
            const rows = plan.map((b) => ({ name: b.name, bets: settlePlayer(o, b.antes, b.aaBonus, b.decision) }));
            for (const { name, bets } of rows) {
              const won = bets.reduce((sum, b) => sum + b.payout, 0);
              expect(won, 'the §C-6 cap (50,000.00) is out of reach of these stakes').toBeLessThan(5_000_000);
              for (const b of bets) expected[name]! += b.payout + b.refund - b.amount;
            }
            const d = await detail(r.id);
            expect([i, betRows(d.bets)]).toEqual([i, expectedRows(rows)]);
            if (called > 0) {
              expect([i, d.result]).toMatchObject([
                i,
                {
                  player: deal.player,
                  dealer: deal.dealer,
                  board: [...deal.flop, deal.turn, deal.river],
                  dealerQualifies: o.dealerQualifies,
                  winner: o.winner,
                  anteMultiple: o.anteMultiple,
                  playerHand: { category: o.playerHand.category },
                  dealerHand: { category: o.dealerHand.category },
                  aaBonus: { multiple: o.aaMultiple, wins: o.aaMultiple > 0 },
                  players: n,
                  called,
                  folded: n - called,
                  timedOut: plan.filter((b) => b.decision === 'TIMEOUT').length,
                  noAction: false,
                  allFolded: false,
                },
              ]);
            } else if (n > 0) {
              expect([i, d.result]).toMatchObject([
                i,
                { players: n, called: 0, folded: n, allFolded: true, noAction: false },
              ]);
            } else {
              expect([i, d.result]).toMatchObject([i, { players: 0, noAction: true }]);
            }
            // Boxes are numbered by user id (design): each says its stakes and how it ended.
            const byId = [...plan].sort((a, b) => (id[a.name]! < id[b.name]! ? -1 : 1));
            expect([i, d.view.boxes]).toEqual([
              i,
              byId.map((b, k) => ({
                box: k + 1,
                ante: b.antes.reduce((x, y) => x + y, 0),
                aaBonus: b.aaBonus.reduce((x, y) => x + y, 0),
                decision: b.decision === 'CALL' ? 'CALL' : 'FOLD',
                timeout: b.decision === 'TIMEOUT',
              })),
            ]);
          };

          const batch = async (plays: Play[]) => {
            await Promise.all(plays.map(untilWindow));
            // The timer runs out (§C-7): every round still waiting for a sleeper, and only those, times out.
            const due = plays
              .filter((p) => p.plan.some((b) => b.decision === 'TIMEOUT'))
              .map((p) => p.r.id as string)
              .sort();
            if (due.length) expect((await expireDecisions(later())).sort()).toEqual(due);
            await Promise.all(plays.map(fromWindow));
            return plays;
          };

          const started = Date.now();
          for (let i = 0; i < deals; i += TABLES) {
            const plays = await batch(crews.map((crew, k) => seeded(i + k, crew)));
            if (i % 40 === 0) {
              for (const p of plays)
                expect((await replayRound(p.r.id)).matchesStored, `replay of deal ${p.i}`).toBe(true);
              for (const name of everyone) expect([i, name, await balance(name)]).toEqual([i, name, expected[name]]);
            }
          }
          const seededMs = Date.now() - started;
          // Hand-picked: a flop flush (AA Bonus 25:1; the folder's and the sleeper's winning AA Bonus lost), a royal
          // flush (Ante 100:1, the dealer not qualified), the board plays for both (a tie to the fifth card: push),
          // three pairs decided by the kicker (the player's 9-9-6-6-4 with a pair of 4s loses to the dealer's
          // 9-9-6-6-Q; the AA Bonus's two pair still pays 7:1).
          await batch([
            picked(1000, crews[0]!, 'AH 9C KH 9D QH 7H 2H 3S 4C'),
            picked(1001, crews[1]!, 'AS 2D KS 3C QS JS TS 5H 6D'),
            picked(1002, crews[2]!, '2S 4H 3D 5C AC KD QH JS TC'),
            picked(1003, crews[3]!, '4H 3C 4D QC 9S 9H 6C 6D 2S'),
          ]);
          for (const name of everyone) expect([name, await balance(name)]).toEqual([name, expected[name]]);
          await zeroSum();
          console.log(
            `[casino-holdem ${backend}] ${deals} deals on ${TABLES} tables in ${seededMs} ms:`,
            JSON.stringify(seen),
          );
          // The deals reach every branch of §CHE-3 and both AA Bonus multiples.
          expect(seen.notQualified).toBeGreaterThan(0);
          expect(seen.playerWins).toBeGreaterThan(0);
          expect(seen.ties).toBeGreaterThan(0);
          expect(seen.dealerWins).toBeGreaterThan(0);
          expect(seen.aa7).toBeGreaterThan(0);
          expect(seen.aa25).toBeGreaterThan(0);
          expect(seen.foldedAaWinner).toBeGreaterThan(0);
          expect(seen.allFolded).toBeGreaterThan(0);
          expect(seen.noAction).toBeGreaterThan(0);
          expect(seen.timeouts).toBeGreaterThan(0);
        },
      );

      it('[REFUSALS] each refusal changes nothing: a second QS, a card in the call window, an AA Bonus alone, a Call without 2x Ante, a late, second, seatless or betless decision, a CALL bet; a repeated Call takes once; an AA Bonus whose Ante was cancelled is returned', async () => {
        await player('poor', 2500);
        await player('amy', 100_000);
        await player('nobody', 100_000);
        const tb = await newTable();
        const start = { caller: await balance('caller'), sleeper: await balance('sleeper') };
        const r = await open(tb);
        await refuse(
          'an AA Bonus without an Ante (§CHE-2)',
          () => bet(r.id, 'nobody', 'AA_BONUS', 500),
          422,
          'MAIN_BET_REQUIRED',
        );
        await refuse(
          'a CALL through the bets endpoint',
          () => bet(r.id, 'nobody', 'CALL', 2000),
          400,
          'INVALID_BET_TYPE',
        );
        await refuse(
          'a decision while betting',
          () => decide(r.id, 'caller', { action: 'CALL' }),
          409,
          'DECISION_NOT_EXPECTED',
        );
        await ok(bet(r.id, 'caller', 'ANTE', 1000));
        await ok(bet(r.id, 'caller', 'AA_BONUS', 500));
        await ok(bet(r.id, 'poor', 'ANTE', 1000));
        await ok(bet(r.id, 'sleeper', 'ANTE', 1000));
        // amy's Ante is cancelled after her AA Bonus: the AA Bonus goes back at close (§CHE-2: Ante required).
        const amyAnte = await ok(bet(r.id, 'amy', 'ANTE', 2000));
        await ok(bet(r.id, 'amy', 'AA_BONUS', 1000));
        await ok(call('DELETE', `/api/bets/${amyAnte.id}`, { token: t.amy }));
        expect(await balance('amy')).toBe(100_000 - 1000);
        let st = await close(r.id);
        expect(st.next).toEqual({ kind: 'card', to: 'player', position: 1 });
        expect(await balance('amy')).toBe(100_000);
        expect(
          (await detail(r.id)).bets.filter((b: any) => b.username === 'amy').map((b: any) => [b.type, b.status]),
        ).toEqual([
          ['ANTE', 'CANCELLED'],
          ['AA_BONUS', 'CANCELLED'],
        ]);
        expect(st.view.boxes.map((b: any) => [b.ante, b.aaBonus]).sort()).toEqual([
          [1000, 0],
          [1000, 0],
          [1000, 500],
        ]);

        // Player QS QH, dealer 2C 7D, flop QD 5S 9C, turn 3H, river JD.
        await ok(card(r.id, 'QS'));
        await refuse('a second QS in the round (one deck, §C-2)', () => card(r.id, 'QS'), 409, 'CARD_NOT_IN_SHOE');
        await refuse('a second qs in lower case', () => card(r.id, 'qs'), 409, 'CARD_NOT_IN_SHOE');
        st = await cards(r.id, ['2C', 'QH', '7D', 'QD', '5S']);
        await refuse(
          'a decision before the flop is complete',
          () => decide(r.id, 'caller', { action: 'CALL' }),
          409,
          'DECISION_NOT_EXPECTED',
        );
        st = await ok(card(r.id, '9C'));
        expect(st.next).toEqual({ kind: 'calls', players: 3, called: 0, folded: 0, deciding: 3 });
        // One timer for the whole window (§C-7, decisionSeconds 5), started by the third flop card.
        const deadline = st.decisionDeadline as string;
        expect(Date.parse(deadline) - Date.now()).toBeGreaterThan(3000);
        expect(Date.parse(deadline) - Date.now()).toBeLessThanOrEqual(5000);
        await refuse(
          'the turn while the call window is open (§CHE-1)',
          () => card(r.id, '3H'),
          409,
          'CALL_WINDOW_OPEN',
        );
        await refuse(
          'a decision by a player with no Ante',
          () => decide(r.id, 'nobody', { action: 'CALL' }),
          403,
          'NO_ANTE',
        );
        await refuse(
          'a decision by a player whose Ante was cancelled',
          () => decide(r.id, 'amy', { action: 'FOLD' }),
          403,
          'NO_ANTE',
        );
        await refuse(
          'a decision naming a seat (the game has none)',
          () => decide(r.id, 'caller', { action: 'CALL', seat: 1 }),
          400,
          'INVALID_SEAT',
        );
        await refuse(
          'a decision of another game',
          () => decide(r.id, 'caller', { action: 'RAISE', multiple: 1 }),
          400,
          'INVALID_ACTION',
        );
        // poor holds 15.00 after the Ante: the Call needs 20.00 (2x Ante).
        await refuse(
          'a Call without 2x the Ante in the balance',
          () => decide(r.id, 'poor', { action: 'CALL' }),
          422,
          'INSUFFICIENT_BALANCE',
        );
        st = await ok(decide(r.id, 'poor', { action: 'FOLD' }));
        expect(st.next).toEqual({ kind: 'calls', players: 3, called: 0, folded: 1, deciding: 2 });
        expect(st.decisionDeadline, "a decision does not restart the others' timer").toBe(deadline);
        // A Call and its repeat with the same Idempotency-Key: one CALL bet, 20.00 taken once, the same answer.
        const key = { 'idempotency-key': 'che-caller-call-1' };
        const first = await ok(decide(r.id, 'caller', { action: 'CALL' }, key));
        const again = await ok(decide(r.id, 'caller', { action: 'CALL' }, key));
        expect(again).toEqual(first);
        expect(first.balance).toBe(start.caller - 1000 - 500 - 2000);
        expect(await balance('caller')).toBe(start.caller - 3500);
        expect(
          (await detail(r.id)).bets.filter((b: any) => b.type === 'CALL').map((b: any) => [b.username, b.amount]),
        ).toEqual([['caller', 2000]]);
        await refuse('a second decision', () => decide(r.id, 'caller', { action: 'FOLD' }), 409, 'ALREADY_DECIDED');
        await refuse(
          'a second decision (the same)',
          () => decide(r.id, 'caller', { action: 'CALL' }),
          409,
          'ALREADY_DECIDED',
        );
        await refuse(
          'a second decision after a fold',
          () => decide(r.id, 'poor', { action: 'FOLD' }),
          409,
          'ALREADY_DECIDED',
        );
        // The window's time runs out before the ticker has run: a late answer is refused (§C-7).
        await db().round.update({ where: { id: r.id }, data: { decisionDeadline: new Date(Date.now() - 1000) } });
        await refuse(
          'a decision after the deadline',
          () => decide(r.id, 'sleeper', { action: 'CALL' }),
          409,
          'DECISION_TIME_UP',
        );
        expect(await expireDecisions(new Date())).toEqual([r.id]);
        st = await detail(r.id);
        expect(st.next).toEqual({ kind: 'card', to: 'turn', position: 1 });
        await refuse(
          'a decision once the window closed',
          () => decide(r.id, 'sleeper', { action: 'CALL' }),
          409,
          'DECISION_NOT_EXPECTED',
        );
        await cards(r.id, ['3H', 'JD']);
        await refuse('a card after the river', () => card(r.id, 'AS'), 409, 'CARD_NOT_EXPECTED');
        await settle(r.id);
        // Dealer 2C 7D + board: Q-J-9-7-5 high, does not qualify (§CHE-3): the caller's Ante is paid by the Ante table
        // (Q-Q-Q-J-9, trips: "straight or less" 1:1 = +10.00), the Call comes back; AA Bonus on QS QH + QD 5S 9C:
        // trips, 7:1 = +35.00 (§CHE-5). poor and sleeper (timed out) lose their Antes.
        expect(await balance('caller')).toBe(start.caller + 1000 + 3500);
        expect(await balance('poor')).toBe(1500);
        expect(await balance('sleeper')).toBe(start.sleeper - 1000);
        const rows = betRows((await detail(r.id)).bets);
        expect(rows.filter((b) => b[0] !== 'amy')).toEqual(
          expectedRows([
            {
              name: 'caller',
              bets: [
                { type: 'ANTE', amount: 1000, status: 'WON', payout: 1000, refund: 1000 },
                { type: 'AA_BONUS', amount: 500, status: 'WON', payout: 3500, refund: 500 },
                { type: 'CALL', amount: 2000, status: 'PUSH', payout: 0, refund: 2000 },
              ],
            },
            { name: 'poor', bets: [{ type: 'ANTE', amount: 1000, status: 'LOST', payout: 0, refund: 0 }] },
            { name: 'sleeper', bets: [{ type: 'ANTE', amount: 1000, status: 'LOST', payout: 0, refund: 0 }] },
          ]),
        );
        expect(rows.filter((b) => b[0] === 'amy').map((b) => [b[1], b[3]])).toEqual([
          ['AA_BONUS', 'CANCELLED'],
          ['ANTE', 'CANCELLED'],
        ]);
        // Each player's own bets say what they decided (the sleeper's nothing: the timer folded it).
        const own = async (name: string) =>
          (await detail(r.id, t[name])).bets.map((b: any) => [b.username, b.type, b.spec?.decision ?? null]);
        expect(await own('caller')).toEqual([
          ['caller', 'ANTE', 'CALL'],
          ['caller', 'AA_BONUS', 'CALL'],
          ['caller', 'CALL', null],
        ]);
        expect(await own('poor')).toEqual([['poor', 'ANTE', 'FOLD']]);
        expect(await own('sleeper')).toEqual([['sleeper', 'ANTE', null]]);
        const log = (await detail(r.id)).events
          .filter((e: any) => e.type === 'DECISION' || e.type === 'TIMEOUT')
          .map((e: any) => [e.type, e.data.action ?? null, e.data.timeout ?? null]);
        expect(log).toEqual([
          ['DECISION', 'FOLD', false],
          ['DECISION', 'CALL', false],
          // The timer's fold, marked as such (§C-7), as in the other games' logs.
          ['TIMEOUT', null, null],
          ['DECISION', 'FOLD', true],
        ]);
        expect((await replayRound(r.id)).matchesStored).toBe(true);
        await zeroSum();
      });

      it("[PRIVACY] the dealer's cards are face down until the call window closes: not for a player, an anonymous viewer or another table's dealer (round, table, table list, live table room, catch-up, a decision's answer); the table's staff see them; then everyone", async () => {
        await player('pia', 100_000);
        await player('pete', 100_000);
        const dealer2 = await ok<{ id: string }>(
          call('POST', '/api/users', {
            token: s.admin,
            body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
          }),
        );
        await newTable(dealer2.id); // dealer2's own table
        const dealer2Token = await login('dealer2', 'dealer2-password');
        const tb = await newTable();
        const r = await open(tb);
        await ok(bet(r.id, 'pia', 'ANTE', 1000));
        await ok(bet(r.id, 'pete', 'ANTE', 1000));
        await close(r.id);
        // Player AS KD, dealer 8C 8H (face down), flop 2D 7S JH, turn 3C, river 4S.
        const DEALER = ['8C', '8H'];
        await cards(r.id, ['AS', '8C', 'KD']);
        const messages: Outgoing[] = [];
        const stop = onDeliver((m) => messages.push(m));
        await ok(card(r.id, '8H'));
        stop();
        await cards(r.id, ['2D', '7S', 'JH']);
        const shows = (x: unknown) => DEALER.filter((c) => JSON.stringify(x).includes(`"${c}"`));

        // Live: the staff room gets the dealer's card, the table room (everyone else) the card face down.
        const live = messages.filter((m) => m.event === 'round:card');
        const staffLive = live.filter((m) => m.room === `staff:${tb}`);
        expect(staffLive.map((m) => (m.payload as any).data.card)).toEqual(['8H']);
        const others = live.filter((m) => m.room !== `staff:${tb}`);
        expect(others.map((m) => m.room)).toContain(`table:${tb}`);
        for (const m of others) {
          expect([m.room, shows(m.payload)]).toEqual([m.room, []]);
          expect((m.payload as any).data).toMatchObject({ card: null, hidden: true });
        }

        type Viewer = { name: string; token?: string; staff: boolean };
        const viewers: Viewer[] = [
          { name: 'anonymous', staff: false },
          { name: 'pia (an Ante in the round)', token: t.pia, staff: false },
          { name: 'a player without a bet', token: t.folder, staff: false },
          { name: 'dealer of another table', token: dealer2Token, staff: false },
          { name: 'assigned dealer', token: s.dealer, staff: true },
          { name: 'pit boss', token: s.pit, staff: true },
          { name: 'admin', token: s.admin, staff: true },
        ];
        const reads = [
          { path: `/api/tables/${tb}` },
          { path: '/api/tables', pick: (b: any[]) => b.find((x) => x.id === tb) },
          { path: `/api/tables/${tb}/events?sinceSeq=0` },
          { path: `/api/rounds/${r.id}`, signedIn: true },
          // Paths checked for leaks only (whether they carry the cards to the staff is theirs to say).
          { path: '/api/lobby', pick: (b: any[]) => b.find((x) => x.id === tb), leaksOnly: true },
          { path: `/api/rounds?tableId=${tb}`, signedIn: true, leaksOnly: true },
          { path: `/api/tables/${tb}/roads`, leaksOnly: true },
        ];
        const wrong: string[] = [];
        for (const v of viewers)
          for (const read of reads) {
            if (read.signedIn && !v.token) continue;
            const res = await call('GET', read.path, { token: v.token });
            expect([v.name, read.path, res.status]).toEqual([v.name, read.path, 200]);
            const body = read.pick ? read.pick(res.body) : res.body;
            const got = shows(body);
            const want = v.staff ? DEALER : [];
            if (read.leaksOnly && v.staff) continue;
            if (got.join() !== want.join()) wrong.push(`${v.name} GET ${read.path}: ${got.join(' ') || 'none'}`);
          }
        expect(wrong, "who reads the dealer's face-down cards").toEqual([]);
        // The view says they are face down and how many there are.
        const anon = (await ok(call('GET', `/api/tables/${tb}`, {}))).round;
        expect(anon.view).toMatchObject({
          dealer: [],
          dealerDealt: 2,
          dealerHidden: true,
          dealerHand: null,
          player: ['AS', 'KD'],
        });
        expect((await detail(r.id, s.dealer)).view).toMatchObject({ dealer: DEALER, dealerDealt: 2 });

        // The socket catch-up (join with sinceSeq 0).
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
            const want = v.staff ? DEALER : [];
            if (shows(got).join() !== want.join()) catchUp.push(`${v.name}: ${shows(got).join(' ') || 'none'}`);
            expect(JSON.stringify(got)).toContain('round:card');
          }
          expect(catchUp, "the catch-up's dealer cards").toEqual([]);
        } finally {
          for (const x of sockets) x.close();
          await stopSocketServer(io);
          server.close();
        }

        // Players are anonymous boxes to the table: no user id in what the public gets; a player's round shows
        // their own bets only.
        const publicFeed = JSON.stringify([
          await ok(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, {})),
          await ok(call('GET', `/api/tables/${tb}`, {})),
        ]);
        expect([id.pia, id.pete, 'pia', 'pete'].filter((x) => publicFeed.includes(x!))).toEqual([]);
        expect((await detail(r.id, t.pia)).bets.map((b: any) => b.username)).toEqual(['pia']);
        expect((await detail(r.id, dealer2Token)).bets).toEqual([]);

        // pia's Call: her answer still shows the dealer's cards face down (pete decides yet).
        const piaCall = await ok(decide(r.id, 'pia', { action: 'CALL' }));
        expect(shows(piaCall)).toEqual([]);
        expect(piaCall.view).toMatchObject({ dealerHidden: true, dealerDealt: 2 });
        // pete folds: the window closes; the cards are face up to everyone, live and on every read.
        const closing: Outgoing[] = [];
        const stop2 = onDeliver((m) => closing.push(m));
        const peteFold = await ok(decide(r.id, 'pete', { action: 'FOLD' }));
        stop2();
        expect(shows(peteFold)).toEqual(DEALER);
        const tableRoom = closing.filter((m) => m.room === `table:${tb}` && m.event === 'round:decision');
        expect(tableRoom).toHaveLength(1);
        expect(shows(tableRoom[0]!.payload)).toEqual(DEALER);
        for (const v of viewers) {
          const table = await ok(call('GET', `/api/tables/${tb}`, { token: v.token }));
          expect([v.name, table.round.view.dealer, table.round.view.dealerHidden]).toEqual([v.name, DEALER, false]);
          if (v.token) expect([v.name, shows(await detail(r.id, v.token))]).toEqual([v.name, DEALER]);
        }
        await cards(r.id, ['3C', '4S']);
        await settle(r.id);
        // Dealer 8-8 qualifies; pia's A-K high loses to the pair of eights (§CHE-3): Ante and Call lost.
        expect(await balance('pia')).toBe(100_000 - 3000);
        expect(await balance('pete')).toBe(100_000 - 1000);
        await zeroSum();
      });

      it("[PRIVACY] a dealer's card taken back (undo) is not shown to the table: dealer card 1 (then no dealer card is left on the felt) and dealer card 2", async () => {
        const tb = await newTable();
        const r = await open(tb);
        await ok(bet(r.id, 'caller', 'ANTE', 1000));
        await close(r.id);
        const undo = () => ok(call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer }));
        /** Runs `act` and returns the round:undo messages it published. */
        const undoMessages = async () => {
          const messages: Outgoing[] = [];
          const stop = onDeliver((m) => messages.push(m));
          try {
            await undo();
          } finally {
            stop();
          }
          return messages.filter((m) => m.event === 'round:undo');
        };
        const leaks = (messages: Outgoing[], c: string) =>
          messages
            .filter((m) => m.room !== `staff:${tb}` && JSON.stringify(m.payload).includes(`"${c}"`))
            .map((m) => m.room);
        const catchUpShows = async (c: string) =>
          JSON.stringify(await ok(call('GET', `/api/tables/${tb}/events?sinceSeq=0`, {}))).includes(`"${c}"`);
        await cards(r.id, ['AS', 'KD']);
        // Dealer card 1 taken back: no dealer card is left, yet KD was face down and may be dealt again.
        const first = await undoMessages();
        await cards(r.id, ['KD', 'AD', '7C']);
        // Dealer card 2 taken back (dealer card 1 stays face down).
        const second = await undoMessages();
        expect({
          first: { staff: first.filter((m) => m.room === `staff:${tb}`).length, leaks: leaks(first, 'KD') },
          second: { staff: second.filter((m) => m.room === `staff:${tb}`).length, leaks: leaks(second, '7C') },
          catchUp: { KD: await catchUpShows('KD'), '7C': await catchUpShows('7C') },
        }).toEqual({
          first: { staff: 1, leaks: [] },
          second: { staff: 1, leaks: [] },
          catchUp: { KD: false, '7C': false },
        });
        await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test: undo privacy' } }));
      });

      it('[UNDO] the last card comes back before settlement: a dealer card, flop 3 with nobody decided (the window closes again), the river of a complete round; not a flop card players decided on, not with nothing dealt', async () => {
        const tb = await newTable();
        const start = { caller: await balance('caller'), folder: await balance('folder') };
        const r = await open(tb);
        await ok(bet(r.id, 'caller', 'ANTE', 1000));
        await ok(bet(r.id, 'folder', 'ANTE', 1000));
        await close(r.id);
        const undo = () => call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer });
        await refuse('an undo with no card dealt', undo, 409, 'NOTHING_TO_UNDO');
        await cards(r.id, ['AS', 'KD']);
        let st = await ok(undo());
        expect(st.next).toEqual({ kind: 'card', to: 'dealer', position: 1 });
        // Player AS AD, dealer 5C 6C, flop AH 8D 2S (a first flop 3, 3H, taken back), turn JC, river 9S (a first river, KS, taken back).
        st = await cards(r.id, ['5C', 'AD', '6C', 'AH', '8D', '3H']);
        expect(st.next).toMatchObject({ kind: 'calls', deciding: 2 });
        expect(st.decisionDeadline).not.toBeNull();
        st = await ok(undo());
        expect([st.next, st.decisionDeadline]).toEqual([{ kind: 'card', to: 'flop', position: 3 }, null]);
        await refuse(
          'a decision once the window closed again',
          () => decide(r.id, 'caller', { action: 'CALL' }),
          409,
          'DECISION_NOT_EXPECTED',
        );
        st = await ok(card(r.id, '2S'));
        expect(st.next).toEqual({ kind: 'calls', players: 2, called: 0, folded: 0, deciding: 2 });
        expect(st.view.board).toEqual(['AH', '8D', '2S']);
        await ok(decide(r.id, 'caller', { action: 'CALL' }));
        await refuse('undoing the flop players decided on', undo, 409, 'DECISIONS_MADE');
        await ok(decide(r.id, 'folder', { action: 'FOLD' }));
        await refuse('undoing the flop after the window closed', undo, 409, 'DECISIONS_MADE');
        st = await cards(r.id, ['JC', 'KS']);
        expect(st.status).toBe('COMPLETE');
        st = await ok(undo());
        expect([st.status, st.next]).toEqual(['DEALING', { kind: 'card', to: 'river', position: 1 }]);
        st = await ok(card(r.id, '9S'));
        expect(st.status).toBe('COMPLETE');
        await settle(r.id);
        await refuse('an undo after settlement', undo, 409, 'ALREADY_SETTLED');
        // Trips aces (A-A-A-J-9) against the dealer's 6-5 high (no pair: not qualified, §CHE-3): Ante 1:1, Call back.
        const o = outcomeOf(dealOf('AS 5C AD 6C AH 8D 2S JC 9S'.split(' ')));
        expect([o.dealerQualifies, o.playerHand.category]).toEqual([false, 'THREE_OF_A_KIND']);
        expect(await balance('caller')).toBe(start.caller + 1000);
        expect(await balance('folder')).toBe(start.folder - 1000);
        expect((await replayRound(r.id)).matchesStored).toBe(true);
        await zeroSum();
      });

      it('[LIMITS] Ante and AA Bonus limits per bet type (§C-6), and the maximum payout per round cuts the winnings in bet order', async () => {
        const tb = await ok<{ id: string }>(
          call('POST', '/api/tables', {
            token: s.admin,
            body: {
              name: "Casino Hold'em cap",
              game: 'CASINO_HOLDEM',
              rules: { decisionSeconds: 5 },
              limits: { maxPayoutPerRound: 10_000 },
            },
          }),
        );
        await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
        const before = await balance('pairs');
        const r = await open(tb.id);
        await refuse('an Ante below 5.00', () => bet(r.id, 'pairs', 'ANTE', 499), 422, 'BET_BELOW_MINIMUM');
        await refuse('an Ante above 500.00', () => bet(r.id, 'pairs', 'ANTE', 50_001), 422, 'BET_ABOVE_MAXIMUM');
        await ok(bet(r.id, 'pairs', 'ANTE', 2000));
        await refuse('an AA Bonus below 1.00', () => bet(r.id, 'pairs', 'AA_BONUS', 99), 422, 'BET_BELOW_MINIMUM');
        await ok(bet(r.id, 'pairs', 'AA_BONUS', 6000));
        await refuse(
          'AA Bonus bets above 100.00 in total',
          () => bet(r.id, 'pairs', 'AA_BONUS', 4001),
          422,
          'BET_ABOVE_MAXIMUM',
        );
        await close(r.id);
        // Player AH AD, dealer KC 2S, flop AC 9H 4D, turn 4S, river TC: A-A-A-4-4 beats the dealer's 4-4 (qualifies).
        // Ante 3:1 = 6,000, AA Bonus 7:1 = 42,000, Call 1:1 = 4,000: 52,000 won, cut to 10,000 in bet order:
        // the Ante 6,000, the AA Bonus 4,000 (38,000 cut), the Call (taken at the decision, the last bet) 0 (4,000 cut).
        await cards(r.id, ['AH', 'KC', 'AD', '2S', 'AC', '9H', '4D']);
        await ok(decide(r.id, 'pairs', { action: 'CALL' }));
        await cards(r.id, ['4S', 'TC']);
        await settle(r.id);
        expect(await balance('pairs')).toBe(before + 10_000);
        const bets = (await detail(r.id)).bets.map((b: any) => [b.type, b.status, b.payout, b.payoutCut, b.refund]);
        expect(bets.sort()).toEqual(
          [
            ['ANTE', 'WON', 6000, 0, 2000],
            ['AA_BONUS', 'WON', 4000, 38_000, 6000],
            ['CALL', 'WON', 0, 4000, 4000],
          ].sort(),
        );
        await zeroSum();
      });

      it('[VOID] a settled round voided by the pit boss: every balance is back to before the round (§C-4), the bets VOID, the ledger zero', async () => {
        const tb = await newTable();
        const names = ['caller', 'pairs', 'folder'] as const;
        const before = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await balance(n)] as const)));
        const r = await open(tb);
        await ok(bet(r.id, 'caller', 'ANTE', 2000));
        await ok(bet(r.id, 'caller', 'AA_BONUS', 1000));
        await ok(bet(r.id, 'pairs', 'ANTE', 1500));
        await ok(bet(r.id, 'pairs', 'AA_BONUS', 500));
        await ok(bet(r.id, 'folder', 'ANTE', 1000));
        await close(r.id);
        // Player AH AD, dealer KC 2S, flop AC 9H 4D (trips aces: AA Bonus 7:1), turn 4S, river TC.
        await cards(r.id, ['AH', 'KC', 'AD', '2S', 'AC', '9H', '4D']);
        await ok(decide(r.id, 'caller', { action: 'CALL' }));
        await ok(decide(r.id, 'pairs', { action: 'CALL' }));
        await ok(decide(r.id, 'folder', { action: 'FOLD' }));
        await cards(r.id, ['4S', 'TC']);
        await settle(r.id);
        // Player A-A-A-4-4 full house vs the dealer's 4-4 (qualifies, pair of 4s): the player wins. Ante 3:1 (§CHE-4),
        // Call 1:1, AA Bonus 7:1. caller: +6,000 +4,000 +7,000; pairs: +4,500 +3,000 +3,500; folder: -1,000.
        expect(await balance('caller')).toBe(before.caller! + 17_000);
        expect(await balance('pairs')).toBe(before.pairs! + 11_000);
        expect(await balance('folder')).toBe(before.folder! - 1000);
        await zeroSum();
        const voided = await ok(
          call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'test: void a settled round' } }),
        );
        expect(voided.status).toBe('VOIDED');
        for (const n of names) expect([n, await balance(n)]).toEqual([n, before[n]]);
        expect(new Set((await detail(r.id)).bets.map((b: any) => b.status))).toEqual(new Set(['VOID']));
        await zeroSum();

        // A round voided in its call window: the Antes, the AA Bonus and the Call already taken all come back.
        const mid = { caller: await balance('caller'), folder: await balance('folder') };
        const r2 = await open(tb);
        await ok(bet(r2.id, 'caller', 'ANTE', 1500));
        await ok(bet(r2.id, 'caller', 'AA_BONUS', 500));
        await ok(bet(r2.id, 'folder', 'ANTE', 1000));
        await close(r2.id);
        await cards(r2.id, ['AH', 'KC', 'AD', '2S', 'AC', '9H', '4D']);
        await ok(decide(r2.id, 'caller', { action: 'CALL' }));
        expect(await balance('caller')).toBe(mid.caller - 1500 - 500 - 3000);
        const v2 = await ok(
          call('POST', `/api/rounds/${r2.id}/void`, {
            token: s.pit,
            body: { reason: 'test: void in the call window' },
          }),
        );
        expect([v2.status, v2.decisionDeadline]).toEqual(['VOIDED', null]);
        expect(await balance('caller')).toBe(mid.caller);
        expect(await balance('folder')).toBe(mid.folder);
        expect((await detail(r2.id)).bets.map((b: any) => [b.type, b.status]).sort()).toEqual(
          [
            ['AA_BONUS', 'VOID'],
            ['ANTE', 'VOID'],
            ['ANTE', 'VOID'],
            ['CALL', 'VOID'],
          ].sort(),
        );
        await refuse(
          'a decision in a voided round',
          () => decide(r2.id, 'folder', { action: 'FOLD' }),
          409,
          'DECISION_NOT_EXPECTED',
        );
        expect(await expireDecisions(later())).toEqual([]);
        await zeroSum();
      });
    },
  );
}
