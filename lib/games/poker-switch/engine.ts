/**
 * Poker Switch round engine (RULES.md §PS-0..§PS-7, §PS-10, §C-2, §C-7; seeds 000, 001). Pure: no
 * I/O, no clock, no randomness.
 *
 * A round's state is the fold of its recorded actions through `apply`, from `initialState()`:
 * 1. `PAIRS { boxes, maxPayout }` when betting closes (the module's `beginPlay`): the boxes with an
 *    Ante, in whole pairs with equal Antes (§PS-0, §PS-1), their Bonus stakes, and the table's
 *    maximum payout for this round (§PS-4 insurance bound, §PS-9 caps). No box: complete at once.
 * 2. The deal (§PS-2): four rounds, each one face-down card to every playing box in ascending box
 *    number and then one to the dealer; then a fifth card face up to every box and last to the dealer.
 * 3. The pairs' turns (§PS-1, §PS-3, §PS-4), one pair at a time in play order (larger Ante first,
 *    equal Antes: lower pair first): the pair may SWITCH (the two boxes exchange their fifth cards,
 *    fee 2 Antes) and UNSWITCH (fee refunded) as often as it likes until its first Bet/Fold; then
 *    lower box first, each box BETs (2x Ante), FOLDs, or INSUREs (= Bet with insurance, a box with
 *    three of a kind or better). `TIMEOUT` (one timer per pair's turn): a pending switch is undone
 *    and every undecided box of the pair folds (§PS-10).
 * 4. Reveal: once every box has decided the dealer's hand is shown; insurance is settled on it.
 * 5. Buy (§PS-6): the dealer did not qualify and some box Bet: every such box answers BUY or NO_BUY,
 *    in any order, on one timer (`TIMEOUT`: no buy). If any box bought, the dealer's highest card is
 *    replaced by the next card, and a replacement of the discarded card's rank is replaced again
 *    (the console asks for each: `dealer-replacement`).
 * 6. `confirm`; settle with settle.ts.
 *
 * One deck per round (§PS-1, §C-2): a card already in the round is refused (`CARD_ALREADY_DEALT`).
 * `UNDO` takes back the last card while no decision followed it (replacement cards: until confirmed).
 * The state is plain JSON and never mutated; a state read back from storage is checked first.
 */
import { DECK, type Card } from '../cards';
import { ratioPayout, ruleError, type Applied, type GameEvent, type RuleError } from '../types';
import type { CommonAction } from '../module';
import { CATEGORY_SHIFT, cardIndex, handValue } from '../poker';
import { betHandOf, bonusHandOf, handOf, qualifies } from './paytables';
import type { PokerSwitchRules } from './rules';
import type {
  PsBoxResult,
  PsBoxView,
  PsDealerView,
  PsDecision,
  PsHandView,
  PsInsuranceRange,
  PsNext,
  PsOutcome,
  PsPairView,
  PsPhase,
  PsResult,
  PsView,
} from './view';

/** Cards per hand (§PS-2): four face down, the fifth face up. */
export const HAND_SIZE = 5;
export const HOLE_CARDS = 4;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export interface PsBox {
  readonly box: number;
  readonly pair: number;
  readonly ante: number;
  readonly bonus: number;
  /** As dealt (the fifth face up); a switch changes which fifth card the box plays, not this. */
  readonly cards: readonly Card[];
  readonly decision: 'BET' | 'FOLD' | null;
  /** The fold was the timer's (§PS-10). */
  readonly timeout: boolean;
  /** Insurance stake, cents (0: none, §PS-4). */
  readonly insurance: number;
  readonly buy: 'BUY' | 'NO_BUY' | null;
  readonly buyTimeout: boolean;
}

export interface PsPair {
  readonly pair: number;
  readonly ante: number;
  readonly switched: boolean;
  /** SWITCH actions taken: each took a fee; every one but a final standing switch was undone (refunded). */
  readonly switches: number;
}

export interface PokerSwitchState {
  readonly started: boolean;
  /** The table's maximum payout at close, cents (§PS-4, §PS-9); 0 before betting closes. */
  readonly maxPayout: number;
  /** Playing pairs, ascending. */
  readonly pairs: readonly PsPair[];
  /** Both boxes of every playing pair, ascending. */
  readonly boxes: readonly PsBox[];
  /** The dealer's five as dealt (1-4 face down, 5 face up). */
  readonly dealer: readonly Card[];
  /** The buy's replacement cards in the order drawn (§PS-6). */
  readonly replacements: readonly Card[];
}

/** The boxes that play, recorded when betting closes (no user ids: the event is public). */
export type PairsAction = {
  type: 'PAIRS';
  boxes: { box: number; ante: number; bonus: number }[];
  maxPayout: number;
};

/** A player's decision: `seat` = the pair, `hand` = 1 or 2 (the box within the pair), `amount` for INSURE. */
export type PsDecisionAction = { type: 'DECISION'; seat: number; hand?: number; action: string; amount?: number };

/** Every action a Poker Switch round folds. */
export type PsRoundAction = CommonAction | PairsAction | PsDecisionAction;

const CANONICAL: ReadonlySet<string> = new Set(DECK);

export const pairOfBox = (box: number) => Math.ceil(box / 2);
export const boxesOfPair = (pair: number): [number, number] => [2 * pair - 1, 2 * pair];
const handInPair = (box: number): 1 | 2 => (box % 2 === 1 ? 1 : 2);
const partnerOf = (box: number) => (box % 2 === 1 ? box + 1 : box - 1);

export function initialState(): PokerSwitchState {
  return { started: false, maxPayout: 0, pairs: [], boxes: [], dealer: [], replacements: [] };
}

// ---------------------------------------------------------------------------------------------
// Where the round is
// ---------------------------------------------------------------------------------------------

/** Pairs in play order (§PS-1): larger Ante first, equal Antes the lower-numbered pair first. */
export function playOrder(s: PokerSwitchState): number[] {
  return [...s.pairs].sort((a, b) => b.ante - a.ante || a.pair - b.pair).map((p) => p.pair);
}

type Target = { to: 'box'; box: number; position: number } | { to: 'dealer'; position: number };

/** The deal order (§PS-2): rounds 1-5, each to every box ascending and then to the dealer. */
export function dealSequence(s: Pick<PokerSwitchState, 'boxes'>): Target[] {
  const out: Target[] = [];
  for (let position = 1; position <= HAND_SIZE; position++) {
    for (const b of s.boxes) out.push({ to: 'box', box: b.box, position });
    out.push({ to: 'dealer', position });
  }
  return out;
}

const dealtCount = (s: PokerSwitchState) => s.boxes.reduce((n, b) => n + b.cards.length, 0) + s.dealer.length;
export const dealComplete = (s: PokerSwitchState) =>
  s.started && s.boxes.length > 0 && dealtCount(s) === (s.boxes.length + 1) * HAND_SIZE;

const boxOf = (s: PokerSwitchState, box: number) => s.boxes.find((b) => b.box === box);
const pairOf = (s: PokerSwitchState, pair: number) => s.pairs.find((p) => p.pair === pair);

/** The pair whose turn it is (§PS-3): the first in play order with an undecided box; null when none. */
export function currentPair(s: PokerSwitchState): number | null {
  if (!dealComplete(s)) return null;
  for (const p of playOrder(s)) if (boxesOfPair(p).some((b) => boxOf(s, b)!.decision === null)) return p;
  return null;
}

const allDecided = (s: PokerSwitchState) => dealComplete(s) && s.boxes.every((b) => b.decision !== null);
const betBoxes = (s: PokerSwitchState) => s.boxes.filter((b) => b.decision === 'BET');

/** The dealer's original hand value (five cards in), or null. */
export function dealerValue(s: PokerSwitchState): number | null {
  return s.dealer.length === HAND_SIZE ? handValue(s.dealer) : null;
}

/** §PS-5: whether the dealer's original hand qualifies (null before the five are in). */
export function dealerQualifies(s: PokerSwitchState): boolean | null {
  const v = dealerValue(s);
  return v === null ? null : qualifies(v);
}

const rankOf = (c: Card) => cardIndex(c) >> 2;

/** The dealer's highest card (§PS-6): a hand that does not qualify is high card, so one card. */
export function dealerHighest(s: PokerSwitchState): Card {
  return [...s.dealer].sort((a, b) => rankOf(b) - rankOf(a))[0]!;
}

const buyOffered = (s: PokerSwitchState) => allDecided(s) && dealerQualifies(s) === false && betBoxes(s).length > 0;
const buyAnswered = (s: PokerSwitchState) => betBoxes(s).every((b) => b.buy !== null);
const anyBuy = (s: PokerSwitchState) => s.boxes.some((b) => b.buy === 'BUY');

/** A further replacement card is needed: someone bought and the last card drawn (if any) has the discarded rank. */
function replacementNeeded(s: PokerSwitchState): boolean {
  if (!buyOffered(s) || !buyAnswered(s) || !anyBuy(s)) return false;
  const last = s.replacements[s.replacements.length - 1];
  return last === undefined || rankOf(last) === rankOf(dealerHighest(s));
}

/** The dealer's hand after the buy (§PS-6): the original without its highest card, plus the last replacement. */
export function dealerAfterBuy(s: PokerSwitchState): Card[] | null {
  if (!anyBuy(s) || s.replacements.length === 0 || replacementNeeded(s)) return null;
  const high = dealerHighest(s);
  return [...s.dealer.filter((c) => c !== high), s.replacements[s.replacements.length - 1]!];
}

export function isComplete(s: PokerSwitchState): boolean {
  if (!s.started) return false;
  if (s.boxes.length === 0) return true;
  if (!allDecided(s)) return false;
  if (!buyOffered(s)) return true;
  return buyAnswered(s) && !replacementNeeded(s);
}

export function phaseOf(s: PokerSwitchState): PsPhase {
  if (!s.started) return 'BETTING';
  if (isComplete(s)) return 'COMPLETE';
  if (!dealComplete(s)) return 'DEAL';
  if (!allDecided(s)) return 'TURNS';
  if (!buyAnswered(s)) return 'BUY';
  return 'REPLACE';
}

/** The cards a box plays (§PS-3): its own four and its own or, switched, its partner's fifth card. */
export function playingCards(s: PokerSwitchState, box: number): Card[] {
  const b = boxOf(s, box)!;
  const p = pairOf(s, b.pair)!;
  if (!p.switched || b.cards.length < HAND_SIZE) return [...b.cards];
  const partner = boxOf(s, partnerOf(box))!;
  return [...b.cards.slice(0, HOLE_CARDS), partner.cards[HOLE_CARDS]!];
}

/** §PS-4: a box with three of a kind or better (after any switch) may insure from 1 Ante to its potential Bet winnings, at most the maximum payout. */
export function insuranceRange(s: PokerSwitchState, box: number, rules: PokerSwitchRules): PsInsuranceRange | null {
  const b = boxOf(s, box);
  if (!b || b.cards.length < HAND_SIZE) return null;
  const value = handValue(playingCards(s, box));
  const row = betHandOf(value);
  if (value >>> CATEGORY_SHIFT < 3 || row === null) return null; // category below THREE_OF_A_KIND (3)
  const [a, d] = rules.betPaytable[row];
  const max = Math.min(ratioPayout(2 * b.ante, a, d), s.maxPayout);
  return b.ante <= max ? { min: b.ante, max } : null;
}

/** What the round waits for (see `PsNext`). */
export function nextOf(s: PokerSwitchState, rules: PokerSwitchRules): PsNext {
  switch (phaseOf(s)) {
    case 'BETTING':
      return { kind: 'close' };
    case 'COMPLETE':
      return { kind: 'confirm' };
    case 'DEAL': {
      const t = dealSequence(s)[dealtCount(s)]!;
      const faceUp = t.position === HAND_SIZE;
      return t.to === 'box'
        ? { kind: 'card', to: 'box', seat: pairOfBox(t.box), box: t.box, position: t.position, faceUp }
        : { kind: 'card', to: 'dealer', position: t.position, faceUp };
    }
    case 'TURNS': {
      const pair = currentPair(s)!;
      const p = pairOf(s, pair)!;
      const box = boxesOfPair(pair).find((b) => boxOf(s, b)!.decision === null)!;
      const open = boxesOfPair(pair).every((b) => boxOf(s, b)!.decision === null);
      const insurance = insuranceRange(s, box, rules);
      const actions: PsDecision[] = [
        ...(open ? [p.switched ? ('UNSWITCH' as const) : ('SWITCH' as const)] : []),
        'BET',
        'FOLD',
        ...(insurance ? ['INSURE' as const] : []),
      ];
      return {
        kind: 'decision',
        seat: pair,
        hand: handInPair(box),
        box,
        actions,
        switched: p.switched,
        fee: 2 * p.ante,
        bet: 2 * p.ante,
        insurance,
      };
    }
    case 'BUY':
      return {
        kind: 'buy',
        boxes: betBoxes(s)
          .filter((b) => b.buy === null)
          .map((b) => ({ box: b.box, seat: b.pair, hand: handInPair(b.box) })),
        actions: ['BUY', 'NO_BUY'],
      };
    case 'REPLACE': {
      const last = s.replacements[s.replacements.length - 1];
      return {
        kind: 'card',
        to: 'dealer-replacement',
        position: s.replacements.length + 1,
        discard: last ?? dealerHighest(s),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// State check
// ---------------------------------------------------------------------------------------------

const invalid = (message: string) => ruleError('conflict', 'INVALID_STATE', message);
const isCents = (x: unknown, min: number) => typeof x === 'number' && Number.isSafeInteger(x) && x >= min;

/**
 * Checks that `state` is a position a round can reach through `apply`: whole pairs with equal
 * positive Antes, cards canonical and each once, dealt as a prefix of the deal order, decisions only
 * after the deal and in turn order, buy answers only from boxes that Bet against a dealer who did
 * not qualify, replacement cards only after a buy.
 * @returns null when reachable, else a RuleError `INVALID_STATE` (kind `conflict`)
 */
export function checkState(s: PokerSwitchState): RuleError | null {
  if (
    !s ||
    typeof s !== 'object' ||
    typeof s.started !== 'boolean' ||
    !Array.isArray(s.pairs) ||
    !Array.isArray(s.boxes) ||
    !Array.isArray(s.dealer) ||
    !Array.isArray(s.replacements) ||
    !isCents(s.maxPayout, 0)
  )
    return invalid('poker switch state must be { started, maxPayout, pairs, boxes, dealer, replacements }');
  if (!s.started && (s.pairs.length || s.boxes.length || s.dealer.length || s.replacements.length))
    return invalid('boxes or cards before betting closed');
  if (s.started && s.pairs.length > 0 && !isCents(s.maxPayout, 1))
    return invalid('the maximum payout must be positive');
  if (s.boxes.length !== 2 * s.pairs.length) return invalid('every playing pair has two boxes');
  for (let i = 0; i < s.pairs.length; i++) {
    const p = s.pairs[i]!;
    if (!p || !Number.isInteger(p.pair) || p.pair < 1 || (i > 0 && p.pair <= s.pairs[i - 1]!.pair))
      return invalid('pairs must be ascending positive numbers');
    if (!isCents(p.ante, 1) || typeof p.switched !== 'boolean' || !isCents(p.switches, 0))
      return invalid(`pair ${p.pair} is malformed`);
    if (p.switched && p.switches === 0) return invalid(`pair ${p.pair} is switched without a switch`);
    const [a, b] = boxesOfPair(p.pair);
    const ba = s.boxes[2 * i];
    const bb = s.boxes[2 * i + 1];
    if (!ba || !bb || ba.box !== a || bb.box !== b) return invalid(`pair ${p.pair} must hold boxes ${a} and ${b}`);
    for (const x of [ba, bb]) {
      if (x.pair !== p.pair || x.ante !== p.ante || !isCents(x.bonus, 0) || !Array.isArray(x.cards))
        return invalid(`box ${x.box} is malformed (its pair's Ante is ${p.ante})`);
      if (![null, 'BET', 'FOLD'].includes(x.decision) || ![null, 'BUY', 'NO_BUY'].includes(x.buy))
        return invalid(`box ${x.box} has a malformed decision`);
      if (!isCents(x.insurance, 0) || (x.insurance > 0 && x.decision !== 'BET'))
        return invalid(`box ${x.box} has insurance without a Bet`);
      if (x.timeout && x.decision !== 'FOLD') return invalid(`box ${x.box} timed out without folding`);
      if (x.buyTimeout && x.buy !== 'NO_BUY') return invalid(`box ${x.box} timed out without a no-buy`);
      if (x.cards.length > HAND_SIZE) return invalid(`box ${x.box} holds more than ${HAND_SIZE} cards`);
    }
    if (ba.decision === null && bb.decision !== null) return invalid(`box ${b} decided before box ${a}`);
    if (p.switches > 0 && (ba.cards.length < HAND_SIZE || bb.cards.length < HAND_SIZE))
      return invalid(`pair ${p.pair} switched before its fifth cards were dealt`);
  }
  const cards = [...s.boxes.flatMap((b) => b.cards), ...s.dealer, ...s.replacements];
  const seen = new Set<string>();
  for (const c of cards) {
    if (typeof c !== 'string' || !CANONICAL.has(c)) return invalid(`${String(c).slice(0, 12)} is not a card code`);
    if (seen.has(c)) return invalid(`${c} appears twice in the round`);
    seen.add(c);
  }
  if (s.dealer.length > HAND_SIZE) return invalid(`the dealer holds more than ${HAND_SIZE} cards`);
  // Dealt cards are a prefix of the deal order.
  const seq = dealSequence(s);
  const n = dealtCount(s);
  const want = new Map<string, number>();
  for (const t of seq.slice(0, n)) {
    const k = t.to === 'box' ? `box${t.box}` : 'dealer';
    want.set(k, (want.get(k) ?? 0) + 1);
  }
  for (const b of s.boxes)
    if (b.cards.length !== (want.get(`box${b.box}`) ?? 0)) return invalid('cards are not dealt in the deal order');
  if (s.dealer.length !== (want.get('dealer') ?? 0)) return invalid('cards are not dealt in the deal order');
  const decided = s.boxes.some((b) => b.decision !== null) || s.pairs.some((p) => p.switches > 0);
  if (decided && !dealComplete(s)) return invalid('a decision before the deal was complete');
  // Turn order: a pair with a decision comes after pairs whose boxes have all decided.
  let open = false;
  for (const pair of playOrder(s)) {
    const bs = boxesOfPair(pair).map((b) => boxOf(s, b)!);
    const any = bs.some((b) => b.decision !== null) || pairOf(s, pair)!.switches > 0;
    if (open && any) return invalid(`pair ${pair} decided before a pair ahead of it in play order`);
    if (bs.some((b) => b.decision === null)) open = true;
  }
  const buys = s.boxes.filter((b) => b.buy !== null);
  if (buys.length && (!buyOffered(s) || buys.some((b) => b.decision !== 'BET')))
    return invalid('a buy answer without a Bet against a dealer who did not qualify');
  if (s.replacements.length) {
    if (!buyOffered(s) || !buyAnswered(s) || !anyBuy(s)) return invalid('replacement cards without a buy');
    const high = rankOf(dealerHighest(s));
    if (s.replacements.slice(0, -1).some((c) => rankOf(c) !== high))
      return invalid('a replacement card of another rank was replaced again');
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

const ok = (state: PokerSwitchState, events: GameEvent[]): Applied<PokerSwitchState> => ({ ok: true, state, events });

const withBox = (s: PokerSwitchState, box: number, f: (b: PsBox) => PsBox): PokerSwitchState => ({
  ...s,
  boxes: s.boxes.map((b) => (b.box === box ? f(b) : b)),
});
const withPair = (s: PokerSwitchState, pair: number, f: (p: PsPair) => PsPair): PokerSwitchState => ({
  ...s,
  pairs: s.pairs.map((p) => (p.pair === pair ? f(p) : p)),
});

function startPlay(
  s: PokerSwitchState,
  a: PairsAction,
  rules: PokerSwitchRules,
): Applied<PokerSwitchState> | RuleError {
  if (s.started) return ruleError('conflict', 'ALREADY_STARTED', 'the boxes were fixed when betting closed');
  const list = (a as { boxes?: unknown }).boxes;
  const maxPayout = (a as { maxPayout?: unknown }).maxPayout;
  if (!Array.isArray(list) || !isCents(maxPayout, 1))
    return ruleError('conflict', 'INVALID_SEATS', 'PAIRS needs boxes: [{box, ante, bonus}] and a positive maxPayout');
  const byBox = new Map<number, { box: number; ante: number; bonus: number }>();
  for (const x of list as { box?: unknown; ante?: unknown; bonus?: unknown }[]) {
    const box = x?.box;
    if (
      typeof box !== 'number' ||
      !Number.isInteger(box) ||
      box < 1 ||
      box > 2 * rules.boxPairs ||
      byBox.has(box) ||
      !isCents(x.ante, 1) ||
      !isCents(x.bonus ?? 0, 0)
    )
      return ruleError(
        'conflict',
        'INVALID_SEATS',
        `boxes are 1..${2 * rules.boxPairs}, once each, with an Ante of at least one cent; got ${String(JSON.stringify(x)).slice(0, 60)}`,
      );
    byBox.set(box, { box, ante: x.ante as number, bonus: (x.bonus ?? 0) as number });
  }
  const pairs: PsPair[] = [];
  const boxes: PsBox[] = [];
  for (const pair of [...new Set([...byBox.keys()].map(pairOfBox))].sort((x, y) => x - y)) {
    const [a1, a2] = boxesOfPair(pair).map((b) => byBox.get(b));
    if (!a1 || !a2 || a1.ante !== a2.ante)
      return ruleError(
        'conflict',
        'INVALID_SEATS',
        `pair ${pair} needs an Ante of the same size on both its boxes (RULES.md §PS-1)`,
      );
    pairs.push({ pair, ante: a1.ante, switched: false, switches: 0 });
    for (const x of [a1, a2])
      boxes.push({
        box: x.box,
        pair,
        ante: x.ante,
        bonus: x.bonus,
        cards: [],
        decision: null,
        timeout: false,
        insurance: 0,
        buy: null,
        buyTimeout: false,
      });
  }
  const state: PokerSwitchState = { ...s, started: true, maxPayout: maxPayout as number, pairs, boxes };
  const data = { boxes: boxes.map(({ box, ante, bonus }) => ({ box, ante, bonus })), maxPayout };
  return ok(state, [{ type: 'PAIRS', data }]);
}

function dealCard(s: PokerSwitchState, card: unknown, rules: PokerSwitchRules): Applied<PokerSwitchState> | RuleError {
  if (typeof card !== 'string' || !CANONICAL.has(card))
    return ruleError(
      'input',
      'INVALID_CARD',
      `${String(card).slice(0, 12)} is not a canonical card code (e.g. AS, TD, 9H)`,
    );
  const c = card as Card;
  const n = nextOf(s, rules);
  if (n.kind !== 'card') {
    const why =
      n.kind === 'decision'
        ? `pair ${n.seat} is deciding (box ${n.box}): the next card comes after the decisions`
        : n.kind === 'buy'
          ? 'the players are answering the buy (RULES.md §PS-6)'
          : s.boxes.length === 0
            ? 'nobody placed an Ante this round: there is nothing to deal'
            : 'the round is complete: no card is needed';
    return ruleError('conflict', 'CARD_NOT_EXPECTED', why);
  }
  const where = s.boxes.find((b) => b.cards.includes(c));
  if (where || s.dealer.includes(c) || s.replacements.includes(c))
    return ruleError(
      'conflict',
      'CARD_ALREADY_DEALT',
      `${c} is already in ${where ? `box ${where.box}` : "the dealer's cards"}: one deck per round (RULES.md §PS-1)`,
    );
  if (n.to === 'box') {
    const state = withBox(s, n.box, (b) => ({ ...b, cards: [...b.cards, c] }));
    return ok(state, [
      { type: 'CARD', data: { card: c, to: 'box', seat: n.seat, box: n.box, position: n.position, faceUp: n.faceUp } },
    ]);
  }
  if (n.to === 'dealer')
    return ok({ ...s, dealer: [...s.dealer, c] }, [
      { type: 'CARD', data: { card: c, to: 'dealer', position: n.position, faceUp: n.faceUp } },
    ]);
  return ok({ ...s, replacements: [...s.replacements, c] }, [
    {
      type: 'CARD',
      data: { card: c, to: 'dealer-replacement', position: n.position, discard: n.discard, faceUp: true },
    },
  ]);
}

function undo(s: PokerSwitchState): Applied<PokerSwitchState> | RuleError {
  if (s.replacements.length) {
    const card = s.replacements[s.replacements.length - 1]!;
    return ok({ ...s, replacements: s.replacements.slice(0, -1) }, [
      { type: 'UNDO', data: { card, from: 'dealer-replacement', position: s.replacements.length, faceUp: true } },
    ]);
  }
  if (s.boxes.some((b) => b.decision !== null) || s.pairs.some((p) => p.switches > 0))
    return ruleError(
      'conflict',
      'UNDO_NOT_ALLOWED',
      'a player has decided since the last card: the cards can no longer be taken back (void the round instead)',
    );
  const k = dealtCount(s);
  if (k === 0) return ruleError('conflict', 'NOTHING_TO_UNDO', 'no card has been dealt in this round');
  const t = dealSequence(s)[k - 1]!;
  const faceUp = t.position === HAND_SIZE;
  if (t.to === 'dealer') {
    const card = s.dealer[s.dealer.length - 1]!;
    return ok({ ...s, dealer: s.dealer.slice(0, -1) }, [
      { type: 'UNDO', data: { card, from: 'dealer', position: t.position, faceUp } },
    ]);
  }
  const b = boxOf(s, t.box)!;
  const card = b.cards[b.cards.length - 1]!;
  return ok(
    withBox(s, t.box, (x) => ({ ...x, cards: x.cards.slice(0, -1) })),
    [{ type: 'UNDO', data: { card, from: 'box', seat: b.pair, box: b.box, position: t.position, faceUp } }],
  );
}

const decisionEvent = (data: Record<string, unknown>): GameEvent => ({ type: 'DECISION', data });

function turnDecision(
  s: PokerSwitchState,
  a: PsDecisionAction,
  n: Extract<PsNext, { kind: 'decision' }>,
): Applied<PokerSwitchState> | RuleError {
  const pair = pairOf(s, n.seat)!;
  if (a.action === 'SWITCH' || a.action === 'UNSWITCH') {
    if (!n.actions.includes('SWITCH') && !n.actions.includes('UNSWITCH'))
      return ruleError(
        'conflict',
        'SWITCH_CLOSED',
        `pair ${n.seat} has Bet or Folded on box ${n.box - 1}: the switch is final (RULES.md §PS-3)`,
      );
    if (a.action === 'SWITCH' && pair.switched)
      return ruleError('conflict', 'ALREADY_SWITCHED', `pair ${n.seat} is switched already: UNSWITCH to switch back`);
    if (a.action === 'UNSWITCH' && !pair.switched)
      return ruleError('conflict', 'NOT_SWITCHED', `pair ${n.seat} is not switched`);
    const sw = a.action === 'SWITCH';
    const state = withPair(s, n.seat, (p) => ({ ...p, switched: sw, switches: p.switches + (sw ? 1 : 0) }));
    return ok(state, [decisionEvent({ seat: n.seat, action: a.action, fee: n.fee, timeout: false })]);
  }
  if (a.action !== 'BET' && a.action !== 'FOLD' && a.action !== 'INSURE')
    return ruleError(
      'conflict',
      'DECISION_NOT_EXPECTED',
      `pair ${n.seat} decides now: ${n.actions.join(', ')}; ${String(a.action).slice(0, 12)} is not one of them`,
    );
  if (a.hand !== undefined && a.hand !== null && a.hand !== n.hand)
    return ruleError(
      'conflict',
      'NOT_YOUR_TURN',
      `box ${n.box} (hand ${n.hand} of pair ${n.seat}) decides now: the lower box first (RULES.md §PS-3)`,
    );
  if (a.action === 'FOLD') {
    return ok(
      withBox(s, n.box, (b) => ({ ...b, decision: 'FOLD' })),
      [decisionEvent({ seat: n.seat, hand: n.hand, box: n.box, action: 'FOLD', timeout: false })],
    );
  }
  let insurance = 0;
  if (a.action === 'INSURE') {
    const amount = a.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1)
      return ruleError(
        'input',
        'INVALID_AMOUNT',
        `INSURE needs an amount in cents, got ${String(amount).slice(0, 20)}`,
      );
    if (!n.insurance)
      return ruleError(
        'conflict',
        'INSURANCE_NOT_OFFERED',
        `box ${n.box} may not insure: insurance is for three of a kind or better (RULES.md §PS-4)`,
      );
    if (amount < n.insurance.min || amount > n.insurance.max)
      return ruleError(
        'rule',
        'INSURANCE_OUT_OF_RANGE',
        `box ${n.box} may insure ${n.insurance.min}..${n.insurance.max} cents (1 Ante up to the Bet's potential winnings, at most the table's maximum payout, RULES.md §PS-4), not ${amount}`,
      );
    insurance = amount;
  }
  return ok(
    withBox(s, n.box, (b) => ({ ...b, decision: 'BET', insurance })),
    [
      decisionEvent({
        seat: n.seat,
        hand: n.hand,
        box: n.box,
        action: a.action,
        bet: n.bet,
        ...(insurance ? { amount: insurance } : {}),
        timeout: false,
      }),
    ],
  );
}

function buyDecision(s: PokerSwitchState, a: PsDecisionAction): Applied<PokerSwitchState> | RuleError {
  if (a.action !== 'BUY' && a.action !== 'NO_BUY')
    return ruleError(
      'conflict',
      'DECISION_NOT_EXPECTED',
      'the dealer did not qualify: the boxes that Bet answer BUY or NO_BUY now (RULES.md §PS-6)',
    );
  const mine = s.boxes.filter((b) => b.pair === a.seat && b.decision === 'BET');
  if (!pairOf(s, a.seat))
    return ruleError('input', 'INVALID_SEAT', `pair ${String(a.seat).slice(0, 12)} does not play`);
  let box: PsBox | undefined;
  if (a.hand === undefined || a.hand === null) {
    const open = mine.filter((b) => b.buy === null);
    if (open.length > 1)
      return ruleError('input', 'INVALID_SEAT', `pair ${a.seat} has two boxes to answer: name the box (hand 1 or 2)`);
    box = open[0] ?? mine[0];
  } else box = boxOf(s, boxesOfPair(a.seat)[a.hand === 2 ? 1 : 0]!);
  if (!box || box.decision !== 'BET')
    return ruleError(
      'conflict',
      'DECISION_NOT_EXPECTED',
      `that box has no Bet: only boxes that Bet may buy (RULES.md §PS-6)`,
    );
  if (box.buy !== null)
    return ruleError('conflict', 'ALREADY_DECIDED', `box ${box.box} has answered ${box.buy} already`);
  const answer = a.action;
  return ok(
    withBox(s, box.box, (b) => ({ ...b, buy: answer })),
    [decisionEvent({ seat: box.pair, hand: handInPair(box.box), box: box.box, action: answer, timeout: false })],
  );
}

function timeout(s: PokerSwitchState, rules: PokerSwitchRules): Applied<PokerSwitchState> | RuleError {
  const n = nextOf(s, rules);
  if (n.kind === 'decision') {
    const pair = pairOf(s, n.seat)!;
    const open = boxesOfPair(n.seat).filter((b) => boxOf(s, b)!.decision === null);
    let state = s;
    const events: GameEvent[] = [{ type: 'TIMEOUT', data: { seat: n.seat, boxes: open } }];
    // §PS-10: a pending switch (no Bet/Fold yet in the pair) is undone, its fee refunded.
    if (pair.switched && open.length === 2) {
      state = withPair(state, n.seat, (p) => ({ ...p, switched: false }));
      events.push(decisionEvent({ seat: n.seat, action: 'UNSWITCH', fee: n.fee, timeout: true }));
    }
    for (const box of open) {
      state = withBox(state, box, (b) => ({ ...b, decision: 'FOLD', timeout: true }));
      events.push(decisionEvent({ seat: n.seat, hand: handInPair(box), box, action: 'FOLD', timeout: true }));
    }
    return ok(state, events);
  }
  if (n.kind === 'buy') {
    let state = s;
    const events: GameEvent[] = [{ type: 'TIMEOUT', data: { boxes: n.boxes.map((b) => b.box) } }];
    for (const b of n.boxes) {
      state = withBox(state, b.box, (x) => ({ ...x, buy: 'NO_BUY', buyTimeout: true }));
      events.push(decisionEvent({ seat: b.seat, hand: b.hand, box: b.box, action: 'NO_BUY', timeout: true }));
    }
    return ok(state, events);
  }
  return ruleError('conflict', 'DECISION_NOT_EXPECTED', 'no decision is awaited: no timer runs');
}

/**
 * Applies an action to a round. Never mutates `state`.
 * - `PAIRS { boxes, maxPayout }`: betting closed. Event `PAIRS`.
 * - `CARD { card }`: where `next` says. Event `CARD { card, to: box|dealer|dealer-replacement, seat?, box?, position, faceUp, discard? }`.
 * - `DECISION { seat: pair, hand?, action, amount? }`: SWITCH / UNSWITCH (the pair), BET / FOLD /
 *   INSURE {amount} (the awaited box; `hand` if given must be it), BUY / NO_BUY (a box that Bet;
 *   `hand` names it when both of the pair's boxes are still to answer). Event `DECISION {seat, hand?, box?, action, ...}`.
 * - `TIMEOUT`: the turn's pair: a pending switch undone, undecided boxes fold; the buy window:
 *   every box still to answer, no buy (§PS-10). Events `TIMEOUT {...}` then one `DECISION` per change.
 * - `UNDO`: the last card, while no decision followed it.
 * @returns `Applied` or a RuleError (codes.ts): ALREADY_STARTED / INVALID_SEATS (a second or
 *   malformed PAIRS), BETTING_OPEN, CARD_NOT_EXPECTED, CARD_ALREADY_DEALT, DECISION_NOT_EXPECTED,
 *   NOT_YOUR_TURN (another pair's turn, or the upper box before the lower), SWITCH_CLOSED,
 *   ALREADY_SWITCHED, NOT_SWITCHED, INSURANCE_NOT_OFFERED, INSURANCE_OUT_OF_RANGE, INVALID_AMOUNT,
 *   ALREADY_DECIDED, INVALID_SEAT, UNDO_NOT_ALLOWED, NOTHING_TO_UNDO, INVALID_CARD, INVALID_ACTION,
 *   OUTCOME_NOT_EXPECTED, INVALID_STATE
 */
export function apply(
  state: PokerSwitchState,
  action: PsRoundAction,
  rules: PokerSwitchRules,
): Applied<PokerSwitchState> | RuleError {
  const broken = checkState(state);
  if (broken) return broken;
  const type = (action as { type?: unknown } | null)?.type;
  if (type === 'PAIRS') return startPlay(state, action as PairsAction, rules);
  if (type === 'OUTCOME' || type === 'NO_SPIN')
    return ruleError('conflict', 'OUTCOME_NOT_EXPECTED', 'Poker Switch takes cards and decisions, not a number.');
  if (type !== 'CARD' && type !== 'UNDO' && type !== 'DECISION' && type !== 'TIMEOUT')
    return ruleError(
      'input',
      'INVALID_ACTION',
      `unknown poker switch action ${String(JSON.stringify(type ?? null)).slice(0, 20)}: expected CARD, DECISION, TIMEOUT or UNDO`,
    );
  if (!state.started) return ruleError('conflict', 'BETTING_OPEN', 'Betting is still open: call No more bets first.');
  if (type === 'CARD') return dealCard(state, (action as { card?: unknown }).card, rules);
  if (type === 'UNDO') return undo(state);
  if (type === 'TIMEOUT') return timeout(state, rules);
  const a = action as PsDecisionAction;
  const n = nextOf(state, rules);
  if (n.kind === 'decision') {
    if (a.seat !== n.seat) {
      if (!pairOf(state, a.seat))
        return ruleError('input', 'INVALID_SEAT', `pair ${String(a.seat).slice(0, 12)} does not play this round`);
      return ruleError(
        'conflict',
        'NOT_YOUR_TURN',
        `pair ${n.seat} decides now; pair ${a.seat} follows in play order (larger Ante first, RULES.md §PS-1)`,
      );
    }
    return turnDecision(state, a, n);
  }
  if (n.kind === 'buy') return buyDecision(state, a);
  return ruleError(
    'conflict',
    'DECISION_NOT_EXPECTED',
    n.kind === 'confirm'
      ? 'the round is complete: no decision is awaited'
      : 'no decision is awaited: the dealer is dealing',
  );
}

// ---------------------------------------------------------------------------------------------
// View and result
// ---------------------------------------------------------------------------------------------

function hand(cards: readonly Card[]): PsHandView | null {
  return cards.length === HAND_SIZE ? handOf(cards) : null;
}

/** The pair's turn has begun or passed (its player sees its face-down cards from then). */
function pairOpen(s: PokerSwitchState, pair: number): boolean {
  if (!dealComplete(s)) return false;
  const order = playOrder(s);
  const cur = currentPair(s);
  return cur === null || order.indexOf(pair) <= order.indexOf(cur);
}

/** §PS-6: a box still to answer the buy: its cost, what not buying wins, what buying can win (cents). */
function buyOfferOf(s: PokerSwitchState, b: PsBox, rules: PokerSwitchRules): PsBoxView['buyOffer'] {
  if (phaseOf(s) !== 'BUY' || b.decision !== 'BET' || b.buy !== null) return null;
  const row = betHandOf(handValue(playingCards(s, b.box)));
  const bet = row ? ratioPayout(2 * b.ante, rules.betPaytable[row][0], rules.betPaytable[row][1]) : 0;
  const switched = pairOf(s, b.pair)!.switched;
  return { cost: b.ante, noBuyWins: b.ante, canWin: bet + (switched ? 2 * b.ante : 0) };
}

/** The round's public view, every card in (the module's `conceal` hides what players may not see yet). */
export function viewOf(s: PokerSwitchState, rules: PokerSwitchRules): PsView {
  const order = playOrder(s);
  const cur = currentPair(s);
  const pairs: PsPairView[] = s.pairs.map((p) => ({
    seat: p.pair,
    boxes: boxesOfPair(p.pair),
    ante: p.ante,
    order: order.indexOf(p.pair),
    open: pairOpen(s, p.pair),
    turn: cur === p.pair,
    done: boxesOfPair(p.pair).every((b) => boxOf(s, b)!.decision !== null),
    switched: p.switched,
    switches: p.switches,
    fee: 2 * p.ante,
  }));
  const boxes: PsBoxView[] = s.boxes.map((b) => {
    const full = b.cards.length === HAND_SIZE;
    const switched = pairOf(s, b.pair)!.switched;
    const partner = boxOf(s, partnerOf(b.box))!;
    const other = full && partner.cards.length === HAND_SIZE ? partner.cards[HOLE_CARDS]! : null;
    const plays = full ? (switched ? other : b.cards[HOLE_CARDS]!) : null;
    const toggled = full && other ? [...b.cards.slice(0, HOLE_CARDS), switched ? b.cards[HOLE_CARDS]! : other] : [];
    const original = hand(b.cards);
    return {
      box: b.box,
      seat: b.pair,
      hand: handInPair(b.box),
      ante: b.ante,
      bonus: b.bonus,
      hole: b.cards.slice(0, HOLE_CARDS) as Card[],
      holeDealt: Math.min(b.cards.length, HOLE_CARDS),
      hidden: false,
      up: full ? b.cards[HOLE_CARDS]! : null,
      plays,
      switched,
      playing: full && other ? hand(playingCards(s, b.box)) : null,
      original,
      ifToggled: hand(toggled),
      bonusHand: original ? bonusHandOf(original.value) : null,
      decision: b.decision,
      timeout: b.timeout,
      insurance: b.insurance,
      buy: b.buy,
      buyTimeout: b.buyTimeout,
      buyOffer: buyOfferOf(s, b, rules),
    };
  });
  const dv = dealerValue(s);
  const after = dealerAfterBuy(s);
  const dealer: PsDealerView = {
    hole: s.dealer.slice(0, HOLE_CARDS) as Card[],
    holeDealt: Math.min(s.dealer.length, HOLE_CARDS),
    hidden: false,
    up: s.dealer.length === HAND_SIZE ? s.dealer[HOLE_CARDS]! : null,
    hand: hand(s.dealer),
    qualifies: dv === null ? null : qualifies(dv),
    buy:
      anyBuy(s) && buyAnswered(s)
        ? {
            discard: dealerHighest(s),
            drawn: [...s.replacements],
            hand: after ? hand(after) : null,
            qualifies: after ? qualifies(handValue(after)) : null,
          }
        : null,
  };
  return {
    phase: phaseOf(s),
    boxPairs: rules.boxPairs,
    maxPayout: s.maxPayout,
    pairs,
    boxes,
    dealer,
    playOrder: order,
    revealed: allDecided(s),
  };
}

/** Box value vs dealer value: the §PS-5 comparison of a box that Bet against a hand. */
function outcomeAgainst(box: number, dealer: number, dealerQualified: boolean): PsOutcome {
  if (!dealerQualified) return 'NO_GAME';
  return box > dealer ? 'WIN' : box === dealer ? 'TIE' : 'LOSE';
}

/** The outcome of a complete round (§PS-4..§PS-7), or null before it is complete. */
export function resultOf(s: PokerSwitchState): PsResult | null {
  if (!isComplete(s)) return null;
  if (s.boxes.length === 0) return { dealer: null, boxes: [], noAction: true };
  const dv = handValue(s.dealer);
  const dq = qualifies(dv);
  const after = dealerAfterBuy(s);
  const av = after ? handValue(after) : null;
  const boxes: PsBoxResult[] = s.boxes.map((b) => {
    const playing = handOf(playingCards(s, b.box));
    const original = handOf(b.cards);
    const folded = b.decision === 'FOLD';
    return {
      box: b.box,
      seat: b.pair,
      switched: pairOf(s, b.pair)!.switched,
      decision: b.decision!,
      timeout: b.timeout,
      insurance: b.insurance,
      buy: b.buy,
      playing,
      betHand: betHandOf(playing.value),
      original,
      bonusHand: bonusHandOf(original.value),
      outcome: folded ? 'FOLD' : outcomeAgainst(playing.value, dv, dq),
      boughtOutcome: b.buy === 'BUY' && av !== null ? outcomeAgainst(playing.value, av, qualifies(av)) : null,
    };
  });
  return {
    dealer: {
      hand: handOf(s.dealer),
      qualifies: dq,
      buy:
        after && av !== null
          ? { discard: dealerHighest(s), drawn: [...s.replacements], hand: handOf(after), qualifies: qualifies(av) }
          : null,
    },
    boxes,
  };
}
