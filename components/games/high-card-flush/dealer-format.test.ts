import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import { readHcfView } from './view';
import {
  answerText,
  bankHandText,
  cardTargetText,
  coverState,
  closeBlockedReason,
  decisionText,
  dpText,
  flushText,
  handOutcome,
  hcfResultBadge,
  offerText,
  outcomeLabel,
  raiseChoicesText,
  readHcfNext,
  readHcfResult,
  seatLabel,
  seatNet,
  seatStakes,
  secondsLeft,
  settledSummary,
  signedMoney,
  stakesText,
  usernameOf,
  type DetailBet,
} from './dealer-format';

const t = testTranslator('en', 'games.high-card-flush.dealer');
const money = testMoney('en');
const cs = testTranslator('cs', 'games.high-card-flush.dealer');
const kc = testMoney('cs');
/** Czech money has no-break spaces (`600,00 €`): compared with plain ones. */
const sp = (s: string | null) => s?.replace(/\s/g, ' ') ?? null;

// The seat board of the scenario below: alice 1 (not opted in), bob 2, carol 3, dave 4 (opted in).
const board = {
  seats: [
    { seat: 1, userId: 'u-alice', username: 'alice' },
    { seat: 2, userId: 'u-bob', username: 'bob' },
    { seat: 3, userId: 'u-carol', username: 'carol' },
    { seat: 4, userId: 'u-dave', username: 'dave' },
  ],
};

describe('names', () => {
  it('finds the username by user id first, then by seat', () => {
    expect(usernameOf(board, 2)).toBe('bob');
    // dave's id at seat 2: the id wins (a rotation answer names the player who answered).
    expect(usernameOf(board, 2, 'u-dave')).toBe('dave');
    expect(usernameOf(board, 5)).toBeNull();
    expect(usernameOf(null, 2)).toBeNull();
  });
  it('labels a seat with its player and role', () => {
    expect(seatLabel(t, 2, 'bob')).toBe('Seat 2 (bob)');
    expect(seatLabel(t, 4, 'dave', 'DP')).toBe('DP seat 4 (dave)');
    expect(seatLabel(t, 5, null)).toBe('Seat 5');
    expect(seatLabel(t, 3, 'carol', 'seat')).toBe('seat 3 (carol)');
  });
  it('in Czech a seat is a "místo", the DP keeps its letters', () => {
    expect(seatLabel(cs, 2, 'bob')).toBe('Místo 2 (bob)');
    expect(seatLabel(cs, 3, 'carol', 'seat')).toBe('místo 3 (carol)');
    expect(seatLabel(cs, 4, 'dave', 'DP')).toBe('DP místo 4 (dave)');
    expect(seatLabel(cs, 5, null)).toBe('Místo 5');
  });
});

describe('the target of every card (seed 002 "Hra" 1)', () => {
  it('names the seat, the DP or the house dealer with the card number out of seven', () => {
    expect(cardTargetText(t, readHcfNext({ kind: 'card', to: 'seat', seat: 2, position: 3 }), board)).toEqual({
      who: 'Seat 2 (bob)',
      card: 'card 3 of 7',
    });
    expect(cardTargetText(t, readHcfNext({ kind: 'card', to: 'dp', seat: 4, position: 1 }), board)).toEqual({
      who: 'DP seat 4 (dave)',
      card: 'card 1 of 7',
    });
    expect(cardTargetText(t, readHcfNext({ kind: 'card', to: 'dealer', position: 1 }), board)).toEqual({
      who: 'Dealer (house bank)',
      card: 'card 1 of 7',
    });
    expect(cardTargetText(t, readHcfNext({ kind: 'card', to: 'seat', seat: 6, position: 7 }), board)).toEqual({
      who: 'Seat 6',
      card: 'card 7 of 7',
    });
  });
  it('in Czech: the seat, the DP or the dealer and the card out of seven', () => {
    expect(cardTargetText(cs, readHcfNext({ kind: 'card', to: 'seat', seat: 2, position: 3 }), board)).toEqual({
      who: 'Místo 2 (bob)',
      card: 'karta 3 ze 7',
    });
    expect(cardTargetText(cs, readHcfNext({ kind: 'card', to: 'dealer', position: 1 }), board)).toEqual({
      who: 'Krupiér (bank kasina)',
      card: 'karta 1 ze 7',
    });
  });
  it('says nothing when no card is expected', () => {
    expect(
      cardTargetText(t, readHcfNext({ kind: 'decision', seat: 3, actions: ['FOLD', 'RAISE'], maxMultiple: 2 }), board),
    ).toBeNull();
    expect(cardTargetText(t, readHcfNext({ kind: 'confirm' }), board)).toBeNull();
    expect(cardTargetText(t, readHcfNext(null), board)).toBeNull();
  });
});

describe('decisions (§HCF-3)', () => {
  it('lists the raises the flush allows: 1x with 4 or fewer, 2x with 5, 3x with 6-7', () => {
    expect(raiseChoicesText(t, 1)).toBe('FOLD / RAISE 1×');
    expect(raiseChoicesText(t, 2)).toBe('FOLD / RAISE 1×–2×');
    expect(raiseChoicesText(t, 3)).toBe('FOLD / RAISE 1×–3×');
    expect(raiseChoicesText(t, null)).toBe('FOLD / RAISE 1×');
  });
  it('shows a decision taken, and a fold by the timer (§C-7)', () => {
    expect(decisionText(t, { action: 'RAISE', multiple: 2, timeout: false })).toBe('RAISE 2×');
    expect(decisionText(t, { action: 'FOLD', multiple: 0, timeout: false })).toBe('FOLD');
    expect(decisionText(t, { action: 'FOLD', multiple: 0, timeout: true })).toBe('FOLD (timeout)');
    expect(decisionText(t, null)).toBe('');
  });
  it('in Czech a fold is "složit" (seed 002 "Hra" 2), the Raise keeps its name', () => {
    expect(raiseChoicesText(cs, 1)).toBe('SLOŽIT / RAISE 1×');
    expect(raiseChoicesText(cs, 3)).toBe('SLOŽIT / RAISE 1×–3×');
    expect(decisionText(cs, { action: 'RAISE', multiple: 2, timeout: false })).toBe('RAISE 2×');
    expect(decisionText(cs, { action: 'FOLD', multiple: 0, timeout: false })).toBe('SLOŽIL');
    expect(decisionText(cs, { action: 'FOLD', multiple: 0, timeout: true })).toBe('SLOŽIL (vypršel čas)');
  });
});

describe('the DP rotation (§HCF-7)', () => {
  const offer = readHcfNext({ kind: 'dp-offer', seat: 2, userId: 'u-bob', last: false });
  it('names the offered seat and player, and says No more bets waits for it', () => {
    expect(offerText(t, offer, board)).toBe('Offered to seat 2 (bob)');
    expect(offerText(t, readHcfNext({ kind: 'dp-offer', seat: 4, userId: 'u-dave', last: true }), board)).toBe(
      'Offered to seat 4 (dave) · last DP, may keep the seat',
    );
    expect(closeBlockedReason(t, offer, board)).toBe(
      'Betting opens once the DP is settled: seat 2 (bob) has the DP offer.',
    );
    expect(closeBlockedReason(t, readHcfNext({ kind: 'dp-rotation' }), board)).toBe(
      'Betting opens once the DP is settled.',
    );
    expect(closeBlockedReason(t, readHcfNext({ kind: 'close' }), board)).toBeNull();
  });
  it('puts each answer into words', () => {
    expect(answerText(t, money, { seat: 4, userId: 'u-dave', answer: 'ACCEPTED', bank: 60_000, last: false })).toBe(
      'accepted · bank €600.00',
    );
    expect(answerText(t, money, { seat: 2, userId: 'u-bob', answer: 'DECLINED', last: false })).toBe('declined');
    expect(answerText(t, money, { seat: 3, userId: 'u-carol', answer: 'TIMEOUT', last: false })).toBe('timed out');
    expect(answerText(t, money, { seat: 4, userId: 'u-dave', answer: 'DECLINED', last: true })).toBe(
      'declined (last DP)',
    );
  });
  it('says who banks: the DP with the bank, the house, or nobody yet', () => {
    const rotation = (r: Record<string, unknown>) =>
      readHcfView({ rotation: { lastDpSeat: null, offer: null, answers: [], dp: null, decided: false, ...r } });
    expect(dpText(t, money, rotation({ dp: { seat: 4, userId: 'u-dave', bank: 60_000 }, decided: true }), board)).toBe(
      'DP: seat 4 (dave), bank €600.00',
    );
    expect(dpText(t, money, rotation({ decided: true }), board)).toBe('House banks');
    expect(dpText(t, money, rotation({ offer: { seat: 2, userId: 'u-bob', last: false } }), board)).toBeNull();
  });
  it('in Czech: the offer, the answers and who banks (určený hráč, seed 002)', () => {
    const rotation = (r: Record<string, unknown>) =>
      readHcfView({ rotation: { lastDpSeat: null, offer: null, answers: [], dp: null, decided: false, ...r } });
    expect(offerText(cs, offer, board)).toBe('Nabídnuto: místo 2 (bob)');
    expect(offerText(cs, readHcfNext({ kind: 'dp-offer', seat: 4, userId: 'u-dave', last: true }), board)).toBe(
      'Nabídnuto: místo 4 (dave) · poslední DP, může si místo ponechat',
    );
    expect(closeBlockedReason(cs, offer, board)).toBe(
      'Sázky se otevřou, až bude určený hráč (DP) znám: nabídku DP má místo 2 (bob).',
    );
    expect(sp(answerText(cs, kc, { seat: 4, userId: 'u-dave', answer: 'ACCEPTED', bank: 60_000, last: false }))).toBe(
      'přijato · bank 600,00 €',
    );
    expect(answerText(cs, kc, { seat: 3, userId: 'u-carol', answer: 'TIMEOUT', last: true })).toBe(
      'vypršel čas (poslední DP)',
    );
    expect(
      sp(dpText(cs, kc, rotation({ dp: { seat: 4, userId: 'u-dave', bank: 150_000 }, decided: true }), board)),
    ).toBe('DP: místo 4 (dave), bank 1 500,00 €');
    expect(dpText(cs, kc, rotation({ decided: true }), board)).toBe('Bank drží kasino');
  });
  it('counts the offer timer down in whole seconds, never below zero', () => {
    const now = Date.parse('2026-12-01T10:00:00.000Z');
    expect(secondsLeft('2026-12-01T10:00:09.200Z', now)).toBe(10);
    expect(secondsLeft('2026-12-01T10:00:09.000Z', now)).toBe(9);
    expect(secondsLeft('2026-12-01T09:59:59.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
  });
});

describe('how a hand stands (§HCF-4, §HCF-8)', () => {
  const raise = { action: 'RAISE' as const, multiple: 1, timeout: false };
  const fold = { action: 'FOLD' as const, multiple: 0, timeout: false };
  it('a dead hand gets its stakes back whatever it did; a fold loses', () => {
    expect(handOutcome({ decision: raise, dead: true, flushVsDp: 1, dpQualifies: true })).toBe('DEAD');
    expect(handOutcome({ decision: fold, dead: false, flushVsDp: 1, dpQualifies: true })).toBe('FOLD');
  });
  it('against a DP who does not qualify the Ante wins and the Raise pushes, whatever the flushes', () => {
    expect(handOutcome({ decision: raise, dead: false, flushVsDp: -1, dpQualifies: false })).toBe('ANTE_WINS');
  });
  it('against a qualifying DP the better flush wins, equal pushes', () => {
    expect(handOutcome({ decision: raise, dead: false, flushVsDp: 1, dpQualifies: true })).toBe('WIN');
    expect(handOutcome({ decision: raise, dead: false, flushVsDp: 0, dpQualifies: true })).toBe('PUSH');
    expect(handOutcome({ decision: raise, dead: false, flushVsDp: -1, dpQualifies: true })).toBe('LOSE');
  });
  it('says nothing before the decision or the DP hand', () => {
    expect(handOutcome({ decision: null, dead: false, flushVsDp: null, dpQualifies: null })).toBeNull();
    expect(handOutcome({ decision: raise, dead: false, flushVsDp: null, dpQualifies: null })).toBeNull();
  });
});

describe("the DP's bank cover (§HCF-8)", () => {
  // The API test's dead-hand round: bank 100.00; action order 4, 3, 2. Carol (4) raised: 20 + 20 + 10 = 50.00
  // covered, 50.00 left; bob (3) raised: 30 + 30 = 60.00 > 50.00 dead; alice (2) still to decide: 10.00 covered.
  const view = (aliceDecided: boolean, aliceDead: boolean) =>
    readHcfView({
      bank: {
        start: 10_000,
        committed: 6000,
        uncommitted: 4000,
        hands: [
          { seat: 4, stake: 5000, dead: false },
          { seat: 3, stake: 6000, dead: true },
          { seat: 2, stake: 1000, dead: aliceDead },
        ],
      },
      hands: [
        { seat: 2, cards: [], decision: aliceDecided ? { action: 'RAISE', multiple: 1, timeout: false } : null },
        { seat: 3, cards: [], decision: { action: 'RAISE', multiple: 1, timeout: false } },
        { seat: 4, cards: [], decision: { action: 'RAISE', multiple: 1, timeout: false } },
      ],
    });
  it('a decided hand the bank cannot cover is dead; a covered one is not', () => {
    expect(coverState(view(false, false), 3)).toBe('dead');
    expect(coverState(view(false, false), 4)).toBeNull();
    expect(coverState(view(false, false), 2)).toBeNull();
  });
  it('a hand not covered before it decides is only so far (a hand ahead of it may still raise or turn dead)', () => {
    expect(coverState(view(false, true), 2)).toBe('uncovered');
    expect(coverState(view(true, true), 2)).toBe('dead');
  });
  it('the house bank covers everything', () => {
    expect(coverState(readHcfView({ bank: null, hands: [{ seat: 1, cards: [], decision: null }] }), 1)).toBeNull();
  });
});

describe('the result', () => {
  // The API test's round: the DP holds clubs K-Q-J-5 (4-card, qualifies: at least a 3-card 9-high flush).
  const result = {
    dpSeat: 4,
    dp: {
      cards: ['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS'],
      flush: { suit: 'C', size: 4, ranks: [13, 12, 11, 5] },
      straightFlush: { length: 3, top: 13 },
      qualifies: true,
    },
    hands: [
      { seat: 3, decision: { action: 'FOLD', multiple: 0, timeout: false }, flushVsDp: -1 },
      { seat: 2, decision: { action: 'RAISE', multiple: 2, timeout: false }, flushVsDp: 1 },
      { seat: 1, decision: { action: 'RAISE', multiple: 1, timeout: false }, flushVsDp: 1 },
    ],
  };
  it('reads the DP hand and the server comparison of each hand', () => {
    const r = readHcfResult(result)!;
    expect(r.dpSeat).toBe(4);
    expect(r.dp?.qualifies).toBe(true);
    expect(r.hands.map((h) => [h.seat, h.flushVsDp])).toEqual([
      [3, -1],
      [2, 1],
      [1, 1],
    ]);
    expect(readHcfResult(null)).toBeNull();
    expect(readHcfResult({ dpSeat: null, dp: null, hands: [], noAction: true })).toMatchObject({
      dp: null,
      noAction: true,
    });
  });
  it('describes the DP hand and its qualification', () => {
    const r = readHcfResult(result)!;
    expect(bankHandText(t, r.dp!.flush, true)).toBe('4-card ♣ flush K-Q-J-5 · qualifies');
    expect(bankHandText(t, { suit: 'H', size: 3, ranks: [8, 5, 2] }, false)).toBe(
      '3-card ♥ flush 8-5-2 · does not qualify (needs a 3-card 9-high flush)',
    );
    expect(bankHandText(t, { suit: 'S', size: 5, ranks: [14, 10, 9, 4, 2] }, null)).toBe('5-card ♠ flush A-10-9-4-2');
  });
  it('in Czech a flush is a "barva" (seed 002), qualified or not (§HCF-4)', () => {
    const r = readHcfResult(result)!;
    expect(flushText(cs, r.dp!.flush)).toBe('4-karetní barva ♣ K-Q-J-5');
    expect(bankHandText(cs, r.dp!.flush, true)).toBe('4-karetní barva ♣ K-Q-J-5 · kvalifikuje se');
    expect(bankHandText(cs, { suit: 'H', size: 3, ranks: [8, 5, 2] }, false)).toBe(
      '3-karetní barva ♥ 8-5-2 · nekvalifikuje se (potřebuje alespoň tříkaretní barvu 9-high)',
    );
    expect(outcomeLabel(cs, 'ANTE_WINS')).toBe('ANTE VYHRÁVÁ · Raise push');
    expect(outcomeLabel(cs, 'DEAD')).toBe('MRTVÝ');
    expect(outcomeLabel(t, 'ANTE_WINS')).toBe('ANTE WINS · raise push');
  });
  it('badges the history with the DP flush and Q / NQ', () => {
    expect(hcfResultBadge(result)).toEqual({ label: '4♣', qualifies: true });
    expect(hcfResultBadge({ dpSeat: null, dp: null, hands: [], noAction: true })).toEqual({
      label: '—',
      qualifies: null,
    });
    expect(hcfResultBadge({ winner: 'PLAYER' })).toBeNull();
  });
});

describe('money per seat', () => {
  // Round 1 of the API test: alice (seat 1) Ante 10.00 + Flush bonus 5.00, raised 1x; bob (seat 2) Ante 20.00
  // raised 2x; dave (seat 4) banks 600.00. Nets after settlement as the test works them out by hand.
  const bets: DetailBet[] = [
    { type: 'DP_BANK', spec: { seat: 4 }, amount: 60_000, fee: 100, status: 'LOST', net: -7600 },
    { type: 'ANTE', spec: { seat: 1 }, amount: 1000, fee: 100, status: 'WON', net: 900 },
    { type: 'FLUSH_BONUS', spec: { seat: 1 }, amount: 500, status: 'WON', net: 1000 },
    { type: 'ANTE', spec: { seat: 2 }, amount: 2000, fee: 100, status: 'WON', net: 1900 },
    { type: 'RAISE', spec: { seat: 2 }, amount: 4000, status: 'WON', net: 4000 },
    { type: 'RAISE', spec: { seat: 1 }, amount: 1000, status: 'WON', net: 1000 },
    { type: 'STRAIGHT_FLUSH_BONUS', spec: { seat: 1 }, amount: 300, status: 'CANCELLED', net: 0 },
  ];
  it('sums the stakes of a seat by type (cancelled bets do not count)', () => {
    expect(seatStakes(bets, 1)).toEqual({ ante: 1000, raise: 1000, flushBonus: 500, straightFlushBonus: 0, bank: 0 });
    expect(seatStakes(bets, 4)).toEqual({ ante: 0, raise: 0, flushBonus: 0, straightFlushBonus: 0, bank: 60_000 });
    expect(stakesText(t, money, seatStakes(bets, 1))).toBe('A €10.00 · R €10.00 · FB €5.00');
    expect(stakesText(t, money, seatStakes(bets, 6))).toBe('');
    expect(sp(stakesText(cs, kc, seatStakes(bets, 1)))).toBe('A 10,00 € · R 10,00 € · FB 5,00 €');
  });
  it("gives each seat's net once settled: alice +29.00, bob +59.00, the DP -76.00", () => {
    expect(seatNet(bets, 1)).toBe(2900);
    expect(seatNet(bets, 2)).toBe(5900);
    expect(seatNet(bets, 4, true)).toBe(-7600);
    expect(seatNet(bets, 4)).toBeNull(); // the DP placed no bet of their own
    expect(seatNet([{ type: 'ANTE', spec: { seat: 1 }, amount: 1000, status: 'OPEN', net: 0 }], 1)).toBeNull();
    expect(signedMoney(money, 2900)).toBe('+€29.00');
    expect(signedMoney(money, -7600)).toBe('-€76.00');
    expect(signedMoney(money, 0)).toBe('€0.00');
    expect(sp(signedMoney(kc, 2900))).toBe('+29,00 €');
    expect(sp(signedMoney(kc, -7600))).toBe('-76,00 €');
  });
  it('reads the settlement summary of the round log', () => {
    const events = [
      { type: 'DP_ACCEPTED', data: {} },
      {
        type: 'SETTLED',
        data: {
          dpSeat: 4,
          bank: { start: 60_000, collected: 1500, paid: 9000, end: 52_500 },
          dpNet: -7600,
          rake: 400,
          ggr: 400,
          dead: [],
        },
      },
    ];
    expect(settledSummary(events)).toEqual({
      bank: { start: 60_000, collected: 1500, paid: 9000, end: 52_500 },
      dpNet: -7600,
      rake: 400,
      ggr: 400,
      dead: [],
    });
    expect(settledSummary([])).toBeNull();
  });
});
