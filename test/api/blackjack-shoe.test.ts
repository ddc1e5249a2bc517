/**
 * [DEALER][PLAYER][BLACKJACK] Real input: ../shared/data/blackjack-shoe-1.txt dealt in order until the
 * cut card through the HTTP API, with four seated players playing basic strategy (one of them always
 * insures) and three Bet Behind players (one follows doubles and splits, one insures on its own).
 * Every decision is made by the player's own token when the server says it is their turn.
 * The expected balances are computed here, independently of lib/games, straight from RULES.md §BJ
 * (default rules: double after split, dealer blackjack takes the original bet only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, ledgerTotals, readDataFile, type Studio } from '../helpers/studio';

// ---- An independent reading of §BJ (deliberately not importing lib/games/blackjack) ----
const rankOf = (c: string): string => c[0]!;
const pts = (c: string): number => (rankOf(c) === 'A' ? 1 : 'TJQK'.includes(rankOf(c)) ? 10 : Number(rankOf(c)));
/** §BJ-2: the best total and whether an ace counts 11. */
function value(cards: string[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + pts(c), 0);
  const ace = cards.some((c) => rankOf(c) === 'A');
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}
const isBJ = (cards: string[], split: boolean) => !split && cards.length === 2 && value(cards).total === 21;

type Move = 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT';
/** Basic strategy for 8 decks, dealer stands on soft 17, double after split, no hole card (ENHC: no doubling 11 or splitting 8s against T/A). */
function strategy(cards: string[], up: string, canDouble: boolean, canSplit: boolean): Move {
  const d = pts(up) === 1 ? 11 : pts(up);
  if (canSplit) {
    const r = pts(cards[0]!);
    if (r === 1) return d === 11 ? 'HIT' : 'SPLIT';
    if (r === 8) return d >= 10 ? 'HIT' : 'SPLIT';
    if (r === 9 && d !== 7 && d < 10) return 'SPLIT';
    if ((r === 2 || r === 3 || r === 7) && d <= 7) return 'SPLIT';
    if (r === 6 && d <= 6) return 'SPLIT';
    if (r === 4 && (d === 5 || d === 6)) return 'SPLIT';
  }
  const { total, soft } = value(cards);
  if (soft) {
    if (total >= 19) return 'STAND';
    if (total === 18) return d >= 3 && d <= 6 && canDouble ? 'DOUBLE' : d <= 8 ? 'STAND' : 'HIT';
    const lo = total <= 14 ? 5 : total <= 16 ? 4 : 3;
    return d >= lo && d <= 6 && canDouble ? 'DOUBLE' : 'HIT';
  }
  if (total >= 17) return 'STAND';
  if (total >= 13) return d <= 6 ? 'STAND' : 'HIT';
  if (total === 12) return d >= 4 && d <= 6 ? 'STAND' : 'HIT';
  if (total === 11) return d <= 9 && canDouble ? 'DOUBLE' : 'HIT';
  if (total === 10) return d <= 9 && canDouble ? 'DOUBLE' : 'HIT';
  if (total === 9) return d >= 3 && d <= 6 && canDouble ? 'DOUBLE' : 'HIT';
  return 'HIT';
}

interface Hand {
  cards: string[];
  split: boolean;
  doubled: boolean;
}

/** §BJ-8/§BJ-5/§BJ-7 'original': net cents of `amount` following `hands` (all of them, or the first only). */
function netOf(hands: Hand[], dealer: string[], amount: number, followDoubles: boolean, followSplit: boolean): number {
  const dealerBJ = isBJ(dealer, false);
  const dt = value(dealer).total;
  let net = 0;
  hands.forEach((h, i) => {
    if (i > 0 && !followSplit) return;
    const stake = h.doubled && followDoubles ? 2 * amount : amount;
    const t = value(h.cards).total;
    if (isBJ(h.cards, h.split))
      net += dealerBJ ? 0 : Math.floor((amount * 3) / 2); // §BJ-5: 3:2, push against a dealer blackjack
    else if (t > 21) net -= stake;
    else if (dealerBJ)
      net -= i === 0 ? amount : 0; // §BJ-7 original: only the original bet is lost
    else if (dt > 21 || t > dt) net += stake;
    else if (t < dt) net -= stake;
  });
  return net;
}
/** §BJ-5: with an ace or ten-value up card a blackjack waits for the dealer's second card. */
const mustWait = (up: string) => pts(up) === 1 || pts(up) === 10;

const SEATS = { alice: 1, bob: 3, carol: 5, dave: 7 } as const;
type Seated = keyof typeof SEATS;
/** Bet Behind players: the seat they back in round r, whether they follow doubles/splits, whether they insure. */
const BEHIND = {
  erin: { seat: (r: number) => [1, 3, 5, 7][r % 4]!, follow: false, insure: false },
  frank: { seat: (r: number) => [3, 5, 7, 1][r % 4]!, follow: true, insure: false },
  gina: { seat: (r: number) => [5, 1, 1, 3][r % 4]!, follow: true, insure: true },
} as const;
type Behind = keyof typeof BEHIND;
const mainAmount = (name: Seated, r: number) =>
  ({ alice: 1000, bob: 1015, carol: 2500, dave: 505 })[name] + (r % 5) * 5;
const behindAmount = (name: Behind, r: number) => ({ erin: 300, frank: 1005, gina: 777 })[name] + (r % 3) * 10;
const DEPOSIT = 1_000_000;

describe.each(BACKENDS)('[DEALER][PLAYER][BLACKJACK] shoe 1 through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'BLACKJACK',
      players: ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'gina'],
      deposit: DEPOSIT,
    });
    for (const p of s.players) tok[p.name] = p.token;
  });
  afterAll(async () => drop?.());

  it.each(['blackjack-shoe-1.txt', 'blackjack-shoe-2.txt'])(
    '%s: every round to the cut card; every balance matches §BJ to the cent; the ledger sums to zero',
    async (file) => {
      const { tokens: shoe, cutCardPosition } = readDataFile(file);
      expect(shoe).toHaveLength(416);
      await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: { cutCardPosition } }));
      const expected: Record<string, number> = {};
      for (const p of s.players) expected[p.name] = (await ok(call('GET', '/api/me', { token: p.token }))).balance;
      const board = await ok(call('GET', `/api/tables/${s.tableId}/seats`, {}));
      for (const [name, seat] of Object.entries(SEATS)) {
        if (!board.seats.some((x: { seat: number }) => x.seat === seat))
          await ok(call('POST', `/api/tables/${s.tableId}/seats`, { token: tok[name], body: { seat } }));
      }
      let i = 0;
      let rounds = 0;
      let splits = 0;
      let doubles = 0;
      let insured = 0;
      for (;;) {
        const round = await ok(
          call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: { bettingSeconds: 600 } }),
        );
        for (const name of Object.keys(SEATS) as Seated[]) {
          await ok(
            call('POST', `/api/rounds/${round.id}/bets`, {
              token: tok[name],
              body: { type: 'MAIN', seat: SEATS[name], amount: mainAmount(name, rounds) },
            }),
          );
        }
        for (const name of Object.keys(BEHIND) as Behind[]) {
          const b = BEHIND[name];
          await ok(
            call('POST', `/api/rounds/${round.id}/bets`, {
              token: tok[name],
              body: {
                type: 'BET_BEHIND',
                seat: b.seat(rounds),
                amount: behindAmount(name, rounds),
                followDoublesAndSplits: b.follow,
              },
            }),
          );
        }
        let st = await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));

        // My own picture of the round, built from the cards I enter and the decisions I make.
        const hands: Record<number, Hand[]> = {
          1: [{ cards: [], split: false, doubled: false }],
          3: [{ cards: [], split: false, doubled: false }],
          5: [{ cards: [], split: false, doubled: false }],
          7: [{ cards: [], split: false, doubled: false }],
        };
        const dealer: string[] = [];
        const insurance: Record<string, boolean> = {};
        const order = [1, 3, 5, 7];
        // §BJ-1: one card to each seat, the up card, a second card to each seat.
        const expectTarget = (seat: number | 'dealer', hand = 1) => {
          expect(st.next.kind).toBe('card');
          if (seat === 'dealer') expect(st.next.to).toBe('dealer');
          else expect([st.next.to, st.next.seat, st.next.hand]).toEqual(['seat', seat, hand]);
        };
        const deal = async () => {
          const card = shoe[i++]!;
          st = await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card } }));
          return card;
        };
        for (const seat of order) {
          expectTarget(seat);
          hands[seat]![0]!.cards.push(await deal());
        }
        expectTarget('dealer');
        dealer.push(await deal());
        for (const seat of order) {
          expectTarget(seat);
          hands[seat]![0]!.cards.push(await deal());
        }
        const up = dealer[0]!;
        // §BJ-4: insurance when the up card is an ace. Bet Behind players decide first (their window
        // closes with the seated players' decisions); dave always insures, the others never do.
        if (pts(up) === 1) {
          expect(st.next.kind).toBe('insurance');
          for (const name of Object.keys(BEHIND) as Behind[]) {
            const take = BEHIND[name].insure;
            st = await ok(
              call('POST', `/api/rounds/${round.id}/decisions`, {
                token: tok[name],
                body: { action: take ? 'INSURANCE' : 'NO_INSURANCE' },
              }),
            );
            insurance[name] = take;
          }
          for (const name of Object.keys(SEATS) as Seated[]) {
            const take = name === 'dave';
            st = await ok(
              call('POST', `/api/rounds/${round.id}/decisions`, {
                token: tok[name],
                body: { action: take ? 'INSURANCE' : 'NO_INSURANCE' },
              }),
            );
            insurance[name] = take;
            if (take) insured++;
          }
        }
        // §BJ-3: seats act in deal order; a blackjack does not act.
        for (const seat of order) {
          const name = (Object.keys(SEATS) as Seated[]).find((n) => SEATS[n] === seat)!;
          for (let h = 0; h < hands[seat]!.length; h++) {
            const hand = hands[seat]![h]!;
            if (hand.split && hand.cards.length === 1) {
              expectTarget(seat, h + 1);
              hand.cards.push(await deal());
              if (rankOf(hand.cards[0]!) === 'A') continue; // split aces: one card each
            }
            if (isBJ(hand.cards, hand.split)) continue;
            while (value(hand.cards).total < 21) {
              const canDouble = hand.cards.length === 2 && !(hand.split && rankOf(hand.cards[0]!) === 'A');
              const canSplit =
                hands[seat]!.length === 1 &&
                hand.cards.length === 2 &&
                rankOf(hand.cards[0]!) === rankOf(hand.cards[1]!);
              const move = strategy(hand.cards, up, canDouble, canSplit);
              expect(st.next).toMatchObject({ kind: 'decision', seat, hand: h + 1 });
              st = await ok(
                call('POST', `/api/rounds/${round.id}/decisions`, { token: tok[name], body: { action: move } }),
              );
              if (move === 'STAND') break;
              if (move === 'SPLIT') {
                splits++;
                hands[seat] = [
                  { cards: [hand.cards[0]!], split: true, doubled: false },
                  { cards: [hand.cards[1]!], split: true, doubled: false },
                ];
                h = -1;
                break;
              }
              expectTarget(seat, h + 1);
              hand.cards.push(await deal());
              if (move === 'DOUBLE') {
                doubles++;
                hand.doubled = true;
                break;
              }
            }
          }
        }
        // §BJ-6: the dealer draws to 16, stands on all 17s, while any hand still compares totals;
        // otherwise one card only when a blackjack waits (§BJ-5) or insurance was taken (§BJ-4).
        const all = Object.values(hands).flat();
        const live = all.some((h) => value(h.cards).total <= 21 && !isBJ(h.cards, h.split));
        const waiting = all.some((h) => isBJ(h.cards, h.split)) && mustWait(up);
        const anyInsurance = Object.values(insurance).some(Boolean);
        if (live) while (value(dealer).total < 17) dealer.push(await deal());
        else if (waiting || anyInsurance) dealer.push(await deal());
        expect(st.next).toEqual({ kind: 'confirm' });
        expect(st.status).toBe('COMPLETE');
        expect(st.view.dealer.cards).toEqual(dealer);
        await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));

        // The expected money, by hand.
        const dealerBJ = isBJ(dealer, false);
        for (const name of Object.keys(SEATS) as Seated[]) {
          const a = mainAmount(name, rounds);
          expected[name]! += netOf(hands[SEATS[name]]!, dealer, a, true, true);
          if (insurance[name]) expected[name]! += dealerBJ ? 2 * Math.floor(a / 2) : -Math.floor(a / 2);
        }
        for (const name of Object.keys(BEHIND) as Behind[]) {
          const b = BEHIND[name];
          const a = behindAmount(name, rounds);
          // Everyone here has the balance to follow, so "follow" means follow (§BJ-9).
          expected[name]! += netOf(hands[b.seat(rounds)]!, dealer, a, b.follow, b.follow);
          if (insurance[name]) expected[name]! += dealerBJ ? 2 * Math.floor(a / 2) : -Math.floor(a / 2);
        }
        rounds++;
        const table = await ok(call('GET', `/api/tables/${s.tableId}`, { token: s.dealer }));
        expect(table.shoe.cardsDealt).toBe(i);
        if (i > cutCardPosition!) {
          expect(table.shoe.status).toBe('CUT_CARD_OUT');
          break;
        }
      }
      const refused = await call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} });
      expect(refused.body.error.code).toBe('SHOE_FINISHED');
      expect(rounds).toBeGreaterThan(20);
      expect(doubles).toBeGreaterThan(0);

      for (const p of s.players) {
        const me = await ok(call('GET', '/api/me', { token: p.token }));
        expect([p.name, me.balance]).toEqual([p.name, expected[p.name]]);
      }
      expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
      console.info(`${file}: ${rounds} rounds, ${splits} splits, ${doubles} doubles, ${insured} seated insurances`);
    },
    600_000,
  );
});
