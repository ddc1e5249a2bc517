/**
 * Blackjack round engine (RULES.md §BJ-1..§BJ-10, seed 004). Pure: no I/O, no clock, no randomness.
 *
 * A round's state is the fold of its recorded actions through `apply`, starting from
 * `initialState(seats, rules)`. The dealer enters every card (`CARD`); the engine decides where it
 * goes and tells the consoles what it waits for (`next`): a card for a seat's hand or for the
 * dealer, a seat's decision, the insurance decisions, or the dealer's confirmation.
 *
 * Hands are numbered from 1 in everything the engine exposes (`hand: 1`, or `hand: 2` for the
 * second hand of a split); card positions are numbered from 1 within a hand (the dealer's up card
 * is dealer position 1).
 *
 * The state is immutable: `apply` never mutates its input and shares the parts it did not change,
 * so a rejected action leaves the state exactly as it was.
 */
import { DECK, type Card } from '../cards';
import { ruleError, type Applied, type GameEvent, type Next, type RuleError } from '../types';
import * as handMath from './hand';
import { handValue, whyNotDouble, whyNotSplit } from './hand';
import { DEFAULT_BLACKJACK_RULES, type BlackjackRules } from './rules';

// Hot helpers bound once: transpilers (tsx, vitest) turn every imported call into a getter call,
// which is a measurable share of the simulation's time.
const { canDouble, canSplit, handTotal, isAce, isBlackjack, isTenValue } = handMath;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** A seat's play decision (RULES.md §BJ-3). */
export type BlackjackDecision = 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT';
export const BLACKJACK_DECISIONS: readonly BlackjackDecision[] = ['HIT', 'STAND', 'DOUBLE', 'SPLIT'];

/** Seat numbers on the layout, from the dealer's left (RULES.md §BJ-1). */
export const BLACKJACK_SEATS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One hand of a seat (a seat has one hand, or two after a split). */
export interface BlackjackHand {
  /** The hand's cards in the order dealt. */
  readonly cards: readonly Card[];
  /** The hand comes from a split (RULES.md §BJ-3): its 21 is not a blackjack. */
  readonly fromSplit: boolean;
  /** DOUBLE was chosen: the stake is doubled and the hand takes exactly one more card. */
  readonly doubled: boolean;
  /** HIT or DOUBLE was chosen and the card has not come yet. */
  readonly awaitingCard: boolean;
  /**
   * The hand takes no more cards or decisions: stood (or timed out), doubled and dealt, bust,
   * reached 21, split aces dealt, or a blackjack whose seat's turn has come.
   */
  readonly done: boolean;
  /** A blackjack paid at its seat's turn because the dealer's up card is not an ace or ten-value (RULES.md §BJ-5). */
  readonly paidEarly: boolean;
}

/** An occupied seat. */
export interface BlackjackSeat {
  /** Seat number 1..7. */
  readonly seat: number;
  /** One hand, or two after a split (RULES.md §BJ-3). */
  readonly hands: readonly BlackjackHand[];
  /** The seated player's insurance (RULES.md §BJ-4): null while not offered or not decided. */
  readonly insurance: boolean | null;
}

/**
 * Where the round is:
 * - `DEAL`: first card to each seat, the dealer's up card, second card to each seat (§BJ-1);
 * - `INSURANCE`: the up card is an ace; seated players decide insurance (§BJ-4);
 * - `PLAY`: seats act in deal order (§BJ-3);
 * - `DEALER`: the dealer draws (§BJ-6) the cards still needed;
 * - `COMPLETE`: the engine has every card it needs (§C-4).
 */
export type BlackjackPhase = 'DEAL' | 'INSURANCE' | 'PLAY' | 'DEALER' | 'COMPLETE';

export interface BlackjackState {
  readonly rules: Readonly<BlackjackRules>;
  readonly phase: BlackjackPhase;
  /** Occupied seats in deal order (ascending seat number, §BJ-1). */
  readonly seats: readonly BlackjackSeat[];
  /** The dealer's cards; the first is the up card (no hole card, §BJ-1). */
  readonly dealer: readonly Card[];
  /** In `PLAY`: index into `seats` of the seat acting; -1 otherwise. */
  readonly turnIndex: number;
  /** In `PLAY`: 0-based index of the hand acting within that seat; -1 otherwise. */
  readonly turnHand: number;
  /** Seats on which at least one Bet Behind bettor took insurance (§BJ-9): the dealer's second card settles it. */
  readonly behindInsurance: readonly number[];
  /**
   * Bet Behind bets whose own insurance decision is still open (§BJ-9): while any is pending the
   * insurance decisions stay open even after every seated player has decided (until the timer).
   * Given to `initialState`; empty when the round service does not track Bet Behind bets.
   */
  readonly behindPending: readonly { readonly seat: number; readonly id: string }[];
  /**
   * Undo support: the state after the last decision (or the initial state) and the cards entered
   * since. null / empty when the last action was a decision or nothing has happened.
   */
  readonly undoBase: BlackjackState | null;
  readonly undoCards: readonly Card[];
}

/**
 * An action on a round.
 * - `CARD`: the dealer enters a card; it goes where `next` says.
 * - `DECISION`: the acting seat's play (`hand` 1-based, defaults to the hand acting). `INSURANCE` /
 *   `NO_INSURANCE` are accepted as aliases of `{ type: 'INSURANCE', seat, take }` so that the
 *   API's decision body can be passed through.
 * - `INSURANCE`: the seated player's own insurance decision (§BJ-4).
 * - `BEHIND_INSURANCE`: a Bet Behind bettor on `seat` took insurance (§BJ-9); only tells the
 *   engine that the dealer's second card is needed even if every seated hand is settled early.
 * - `TIMEOUT`: the awaited decision's timer expired (§BJ-10, §C-7): the hand acting stands, or
 *   every pending insurance decision becomes no insurance.
 * - `UNDO`: takes back the last card entered, only while no decision followed it.
 */
export type BlackjackAction =
  | { type: 'CARD'; card: Card }
  | { type: 'DECISION'; seat: number; hand?: number; action: BlackjackDecision | 'INSURANCE' | 'NO_INSURANCE' }
  | { type: 'INSURANCE'; seat: number; take: boolean }
  | { type: 'BEHIND_INSURANCE'; seat: number; id?: string; take?: boolean }
  | { type: 'TIMEOUT' }
  | { type: 'UNDO' };

/** What a Blackjack round expects now; a superset of `Next` (lib/games/types.ts) with `insurance`. */
export type BlackjackNext =
  | { kind: 'card'; to: 'seat'; seat: number; hand: number; position: number }
  | { kind: 'card'; to: 'dealer'; position: number }
  | { kind: 'decision'; seat: number; hand: number; actions: BlackjackDecision[] }
  | { kind: 'insurance'; seats: number[]; behindPending?: number }
  | { kind: 'confirm' };

// Compile-time check: every BlackjackNext except `insurance` is a `Next`.
type _NextCompat = Exclude<BlackjackNext, { kind: 'insurance' }> extends Next ? true : never;
const _nextCompat: _NextCompat = true;
void _nextCompat;

// ---------------------------------------------------------------------------------------------
// Initial state
// ---------------------------------------------------------------------------------------------

const CANONICAL: ReadonlySet<string> = new Set(DECK);

function freshHand(cards: readonly Card[], fromSplit: boolean): BlackjackHand {
  return { cards, fromSplit, doubled: false, awaitingCard: false, done: false, paidEarly: false };
}

/**
 * A round before any card (RULES.md §BJ-1).
 * @param seats the occupied seats (each with a MAIN bet), seat numbers 1..7, distinct, in any
 *   order: they are dealt in ascending order (from the dealer's left).
 * @param rules the table's rules (default `DEFAULT_BLACKJACK_RULES`); kept in the state.
 * @param behind the Bet Behind bets (`id` any string the service knows them by) whose insurance is
 *   decided by their bettors (§BJ-9): the insurance decisions wait for them too (until the timer);
 *   bets on seats not in `seats` are ignored.
 * @throws RangeError when `seats` is empty or holds a non-integer, out-of-range or repeated seat
 *   (the round service passes the seats that have a MAIN bet)
 */
export function initialState(
  seats: readonly number[],
  rules: Readonly<BlackjackRules> = DEFAULT_BLACKJACK_RULES,
  behind: readonly { seat: number; id: string }[] = [],
): BlackjackState {
  if (!Array.isArray(seats) || seats.length === 0)
    throw new RangeError('a blackjack round needs at least one occupied seat (1..7)');
  const sorted = [...seats].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i]!;
    if (!Number.isInteger(s) || s < 1 || s > 7) throw new RangeError(`seat must be an integer 1..7, got ${String(s)}`);
    if (i > 0 && sorted[i - 1] === s) throw new RangeError(`seat ${s} is listed twice`);
  }
  return {
    rules,
    phase: 'DEAL',
    seats: sorted.map((seat) => ({ seat, hands: [freshHand([], false)], insurance: null })),
    dealer: [],
    turnIndex: -1,
    turnHand: -1,
    behindInsurance: [],
    behindPending: behind.filter((b) => sorted.includes(b.seat)).map((b) => ({ seat: b.seat, id: String(b.id) })),
    undoBase: null,
    undoCards: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Where the next card goes
// ---------------------------------------------------------------------------------------------

/** During DEAL: the seat index (or -1 for the dealer) and the position of the next card (§BJ-1). */
function dealTarget(state: BlackjackState): { index: number; position: number } {
  const n = state.seats.length;
  let k = state.dealer.length;
  for (let i = 0; i < n; i++) k += state.seats[i]!.hands[0]!.cards.length;
  if (k < n) return { index: k, position: 1 };
  if (k === n) return { index: -1, position: 1 };
  return { index: k - n - 1, position: 2 };
}

function upCard(state: BlackjackState): Card | undefined {
  return state.dealer[0];
}

/** The current hand (PLAY phase). */
function currentHand(state: BlackjackState): BlackjackHand {
  return state.seats[state.turnIndex]!.hands[state.turnHand]!;
}

function handNeedsCard(h: BlackjackHand): boolean {
  return h.cards.length < 2 || h.awaitingCard;
}

/**
 * Whether the dealer needs another card (§BJ-6, §BJ-4, §BJ-5): to 16 / stand on all 17s while any
 * hand still compares totals (not bust, not a blackjack); otherwise only a second card when an
 * insurance or a blackjack waiting on an ace/ten up card needs it; otherwise none.
 */
function dealerNeedsCard(state: BlackjackState): boolean {
  let live = false;
  let waiting = state.behindInsurance.length > 0;
  for (const seat of state.seats) {
    if (seat.insurance === true) waiting = true;
    for (const h of seat.hands) {
      if (h.paidEarly) continue;
      const t = handTotal(h.cards);
      if (h.cards.length === 2 && t === 21 && !h.fromSplit) waiting = true;
      else if (t <= 21) live = true;
    }
  }
  if (live) return handTotal(state.dealer) < 17;
  return waiting && state.dealer.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Copy-on-write helpers
// ---------------------------------------------------------------------------------------------

function replaceHand(seats: readonly BlackjackSeat[], si: number, hi: number, hand: BlackjackHand): BlackjackSeat[] {
  const seat = seats[si]!;
  const hands = seat.hands.slice();
  hands[hi] = hand;
  const out = seats.slice();
  out[si] = { seat: seat.seat, hands, insurance: seat.insurance };
  return out;
}

function withCard(cards: readonly Card[], card: Card): Card[] {
  const n = cards.length;
  const out = new Array<Card>(n + 1);
  for (let i = 0; i < n; i++) out[i] = cards[i]!;
  out[n] = card;
  return out;
}

/** The state `apply` is building: a shallow, writable copy; it becomes the new state as is. */
type Draft = {
  rules: Readonly<BlackjackRules>;
  phase: BlackjackPhase;
  seats: readonly BlackjackSeat[];
  dealer: readonly Card[];
  turnIndex: number;
  turnHand: number;
  behindInsurance: readonly number[];
  behindPending: readonly { readonly seat: number; readonly id: string }[];
  undoBase: BlackjackState | null;
  undoCards: readonly Card[];
};

/**
 * Moves the turn from the current hand (or from the start when `turnIndex` is -1) to the next hand
 * that needs the player or a card, settling blackjacks as their seat's turn comes (§BJ-5); when no
 * hand is left, hands over to the dealer (§BJ-6) or completes the round.
 */
function advance(d: Draft, events: GameEvent[]): void {
  let si = d.turnIndex < 0 ? 0 : d.turnIndex;
  let hi = d.turnIndex < 0 ? 0 : d.turnHand;
  const early = !upCardMayMakeBlackjack(d.dealer);
  while (si < d.seats.length) {
    const seat = d.seats[si]!;
    if (hi >= seat.hands.length) {
      si++;
      hi = 0;
      continue;
    }
    const h = seat.hands[hi]!;
    if (h.done) {
      hi++;
      continue;
    }
    if (isBlackjack(h.cards, h.fromSplit)) {
      // §BJ-5: paid at the seat's turn unless the dealer's up card is an ace or ten-value.
      d.seats = replaceHand(d.seats, si, hi, { ...h, done: true, paidEarly: early });
      if (early) events.push({ type: 'BLACKJACK_PAID', data: { seat: seat.seat, hand: hi + 1 } });
      hi++;
      continue;
    }
    d.phase = 'PLAY';
    d.turnIndex = si;
    d.turnHand = hi;
    return;
  }
  d.turnIndex = -1;
  d.turnHand = -1;
  d.phase = 'DEALER';
  if (!dealerNeedsCard(d as BlackjackState)) d.phase = 'COMPLETE';
}

/** The dealer's up card is an ace or ten-value: a blackjack waits for the second card (§BJ-5). */
function upCardMayMakeBlackjack(dealer: readonly Card[]): boolean {
  const up = dealer[0];
  return up !== undefined && (isAce(up) || isTenValue(up));
}

/** After the last card of the deal: insurance when the up card is an ace (§BJ-4), else play. */
function afterDeal(d: Draft, events: GameEvent[]): void {
  if (isAce(d.dealer[0]!)) {
    d.phase = 'INSURANCE';
    return;
  }
  d.turnIndex = -1;
  advance(d, events);
}

function draftOf(state: BlackjackState): Draft {
  return {
    rules: state.rules,
    phase: state.phase,
    seats: state.seats,
    dealer: state.dealer,
    turnIndex: state.turnIndex,
    turnHand: state.turnHand,
    behindInsurance: state.behindInsurance,
    behindPending: state.behindPending ?? [],
    undoBase: state.undoBase,
    undoCards: state.undoCards,
  };
}

// ---------------------------------------------------------------------------------------------
// next, legalActions
// ---------------------------------------------------------------------------------------------

/**
 * The legal decisions of a seat's hand right now (RULES.md §BJ-3), in the order HIT, STAND,
 * DOUBLE, SPLIT; empty when that hand is not the one awaiting a decision.
 * @param state the round
 * @param seat seat number 1..7
 * @param hand 1-based hand number (default: the hand acting)
 */
export function legalActions(state: BlackjackState, seat: number, hand?: number): BlackjackDecision[] {
  if (state.phase !== 'PLAY') return [];
  const s = state.seats[state.turnIndex]!;
  if (s.seat !== seat || (hand !== undefined && hand !== state.turnHand + 1)) return [];
  const h = s.hands[state.turnHand]!;
  if (handNeedsCard(h)) return [];
  return actionsFor(state, s, h);
}

function actionsFor(state: BlackjackState, s: BlackjackSeat, h: BlackjackHand): BlackjackDecision[] {
  const out: BlackjackDecision[] = ['HIT', 'STAND'];
  if (canDouble(h.cards, h.fromSplit, state.rules)) out.push('DOUBLE');
  if (s.hands.length === 1 && canSplit(h.cards, h.fromSplit)) out.push('SPLIT');
  return out;
}

/**
 * What the round waits for now (RULES.md §BJ-1..§BJ-6):
 * - `{ kind: 'card', to: 'seat', seat, hand, position }`: the next card goes to that seat's hand
 *   (deal, a hit, a double, or a split hand's second card);
 * - `{ kind: 'card', to: 'dealer', position }`: the dealer's up card (position 1) or a dealer draw;
 * - `{ kind: 'decision', seat, hand, actions }`: the seat acting and its legal decisions;
 * - `{ kind: 'insurance', seats }`: the seats whose insurance decision is pending (any order);
 * - `{ kind: 'confirm' }`: the round is complete.
 */
export function next(state: BlackjackState): BlackjackNext {
  switch (state.phase) {
    case 'DEAL': {
      const t = dealTarget(state);
      if (t.index < 0) return { kind: 'card', to: 'dealer', position: 1 };
      return { kind: 'card', to: 'seat', seat: state.seats[t.index]!.seat, hand: 1, position: t.position };
    }
    case 'INSURANCE': {
      const pending = state.behindPending?.length ?? 0;
      return {
        kind: 'insurance',
        seats: state.seats.filter((s) => s.insurance === null).map((s) => s.seat),
        ...(pending ? { behindPending: pending } : {}),
      };
    }
    case 'PLAY': {
      const s = state.seats[state.turnIndex]!;
      const h = s.hands[state.turnHand]!;
      if (handNeedsCard(h))
        return { kind: 'card', to: 'seat', seat: s.seat, hand: state.turnHand + 1, position: h.cards.length + 1 };
      return { kind: 'decision', seat: s.seat, hand: state.turnHand + 1, actions: actionsFor(state, s, h) };
    }
    case 'DEALER':
      return { kind: 'card', to: 'dealer', position: state.dealer.length + 1 };
    case 'COMPLETE':
      return { kind: 'confirm' };
  }
}

/** Whether the round has every card it needs (§C-4): `next(state)` is `confirm`. */
export function isComplete(state: BlackjackState): boolean {
  return state.phase === 'COMPLETE';
}

// ---------------------------------------------------------------------------------------------
// apply
// ---------------------------------------------------------------------------------------------

function seatIndexOf(state: BlackjackState, seat: unknown): number {
  for (let i = 0; i < state.seats.length; i++) if (state.seats[i]!.seat === seat) return i;
  return -1;
}

function unknownSeat(state: BlackjackState, seat: unknown): RuleError {
  return ruleError(
    'conflict',
    'UNKNOWN_SEAT',
    `seat ${String(seat).slice(0, 12)} has no bet in this round; the seats playing are ${state.seats.map((s) => s.seat).join(', ')}`,
  );
}

function fmtCards(cards: readonly Card[]): string {
  return cards.length ? cards.join(' ') : 'no cards';
}

/** Why no card is expected now, for CARD_NOT_EXPECTED. */
function whyNoCard(state: BlackjackState, n: BlackjackNext): string {
  if (n.kind === 'insurance')
    return `insurance decisions are pending for seat${n.seats.length === 1 ? '' : 's'} ${n.seats.join(', ')} (RULES.md §BJ-4)`;
  if (n.kind === 'decision') return `seat ${n.seat} hand ${n.hand} must decide first (${n.actions.join(', ')})`;
  const d = handValue(state.dealer);
  return `the round is complete (dealer ${fmtCards(state.dealer)}, ${d.total}); confirm the result`;
}

function whatIsAwaited(n: BlackjackNext): string {
  switch (n.kind) {
    case 'card':
      return n.to === 'dealer'
        ? `the dealer's card ${n.position} is awaited`
        : `a card for seat ${n.seat} hand ${n.hand} is awaited`;
    case 'insurance':
      return `insurance decisions are pending for seat${n.seats.length === 1 ? '' : 's'} ${n.seats.join(', ')}`;
    case 'decision':
      return `seat ${n.seat} hand ${n.hand} is to decide`;
    case 'confirm':
      return 'the round is complete';
  }
}

function checkShape(state: BlackjackState): RuleError | null {
  if (
    !state ||
    typeof state !== 'object' ||
    !Array.isArray(state.seats) ||
    !Array.isArray(state.dealer) ||
    !Array.isArray(state.undoCards) ||
    !Array.isArray(state.behindInsurance) ||
    !state.rules ||
    typeof state.phase !== 'string'
  ) {
    return ruleError('conflict', 'INVALID_STATE', 'blackjack state must come from initialState/apply');
  }
  return null;
}

/**
 * Applies an action to a round (RULES.md §BJ-1..§BJ-10). Never mutates `state`.
 *
 * Events (each accepted action emits its own event first, then what it caused):
 * - `CARD { card, to: 'seat', seat, hand, position }` or `CARD { card, to: 'dealer', position }`
 * - `DECISION { seat, hand, action }`
 * - `INSURANCE { seat, take }`, `BEHIND_INSURANCE { seat }`
 * - `TIMEOUT { seat, hand, applied: 'STAND' }` for the hand acting, or one
 *   `TIMEOUT { seat, hand: null, applied: 'NO_INSURANCE' }` per pending insurance decision
 * - `BUST { seat, hand, total }` when a card takes a hand over 21 (it loses at once, §BJ-8)
 * - `BLACKJACK_PAID { seat, hand }` when a blackjack is paid at its seat's turn (§BJ-5)
 * - `UNDO { card, to, seat?, hand?, position }`
 *
 * @returns `Applied<BlackjackState>` or a RuleError (the state is unchanged):
 *   - `CARD_NOT_EXPECTED` (conflict): a card while a decision, the insurance decisions or the
 *     dealer's confirmation is awaited; the message says what is awaited
 *   - `DECISION_NOT_EXPECTED` (conflict): a decision while a card, the insurance or nothing is awaited
 *   - `NOT_YOUR_TURN` (conflict): another seat, or the other hand of the seat, is acting
 *   - `UNKNOWN_SEAT` (conflict): the seat has no bet in this round
 *   - `INSURANCE_NOT_OFFERED` / `INSURANCE_ALREADY_DECIDED` (conflict)
 *   - `TIMEOUT_NOT_EXPECTED` (conflict): no decision timer runs now
 *   - `NOTHING_TO_UNDO` / `CANNOT_UNDO_PAST_DECISION` (conflict)
 *   - `CANNOT_SPLIT`, `CANNOT_DOUBLE` (rule): the message says why (e.g. "K and T are not the same rank ...")
 *   - `INVALID_CARD`, `INVALID_ACTION` (input): not a canonical card, unknown action or decision
 *   - `INVALID_STATE` (conflict): `state` is not a blackjack state
 */
export function apply(state: BlackjackState, action: BlackjackAction): Applied<BlackjackState> | RuleError {
  const bad = checkShape(state);
  if (bad) return bad;
  const type = (action as { type?: unknown } | null)?.type;
  switch (type) {
    case 'CARD':
      return applyCard(state, (action as { card?: unknown }).card);
    case 'DECISION':
      return applyDecision(state, action as Extract<BlackjackAction, { type: 'DECISION' }>);
    case 'INSURANCE': {
      const a = action as Extract<BlackjackAction, { type: 'INSURANCE' }>;
      if (typeof a.take !== 'boolean')
        return ruleError('input', 'INVALID_ACTION', 'insurance needs take: true or false');
      return applyInsurance(state, a.seat, a.take);
    }
    case 'BEHIND_INSURANCE': {
      const a = action as { seat?: unknown; id?: unknown; take?: unknown };
      return applyBehindInsurance(state, a.seat, a.id, a.take);
    }
    case 'TIMEOUT':
      return applyTimeout(state);
    case 'UNDO':
      return applyUndo(state);
    default:
      return ruleError(
        'input',
        'INVALID_ACTION',
        `unknown blackjack action ${String(JSON.stringify(type ?? null)).slice(0, 30)}: expected CARD, DECISION, INSURANCE, BEHIND_INSURANCE, TIMEOUT or UNDO`,
      );
  }
}

/**
 * A blackjack paid at its seat's turn (§BJ-5) is money handed over: like a decision it closes the
 * undo window, so the card that brought the payment cannot be taken back.
 */
function paymentClosesUndo(d: Draft, events: readonly GameEvent[]): BlackjackState {
  if (events.some((e) => e.type === 'BLACKJACK_PAID')) {
    d.undoBase = null;
    d.undoCards = [];
  }
  return d as BlackjackState;
}

/** The state after a non-card action: a decision closes the undo window. */
function decided(d: Draft): BlackjackState {
  d.undoBase = null;
  d.undoCards = [];
  return d as BlackjackState;
}

function applyCard(state: BlackjackState, cardIn: unknown): Applied<BlackjackState> | RuleError {
  if (typeof cardIn !== 'string' || !CANONICAL.has(cardIn)) {
    return ruleError(
      'input',
      'INVALID_CARD',
      `${String(cardIn).slice(0, 12)} is not a canonical card code (e.g. AS, TD, 9H)`,
    );
  }
  const card = cardIn as Card;
  const events: GameEvent[] = [];
  const d = draftOf(state);
  d.undoBase = state.undoBase ?? state;
  d.undoCards = withCard(state.undoCards, card);
  switch (state.phase) {
    case 'DEAL': {
      const t = dealTarget(state);
      if (t.index < 0) {
        d.dealer = withCard(state.dealer, card);
        events.push({ type: 'CARD', data: { card, to: 'dealer', position: 1 } });
      } else {
        const s = state.seats[t.index]!;
        const h = s.hands[0]!;
        d.seats = replaceHand(state.seats, t.index, 0, { ...h, cards: withCard(h.cards, card) });
        events.push({ type: 'CARD', data: { card, to: 'seat', seat: s.seat, hand: 1, position: t.position } });
        if (t.index === state.seats.length - 1 && t.position === 2) afterDeal(d, events);
      }
      return { ok: true, state: paymentClosesUndo(d, events), events };
    }
    case 'PLAY': {
      const s = state.seats[state.turnIndex]!;
      const h = currentHand(state);
      if (!handNeedsCard(h)) return ruleError('conflict', 'CARD_NOT_EXPECTED', whyNoCard(state, next(state)));
      const cards = withCard(h.cards, card);
      const hand = state.turnHand + 1;
      events.push({ type: 'CARD', data: { card, to: 'seat', seat: s.seat, hand, position: cards.length } });
      const total = handTotal(cards);
      // §BJ-3: a double takes exactly one card; split aces take one card each and no more;
      // §BJ-8: a bust hand is finished (and lost); a hand that reaches 21 stands.
      const splitAces = h.fromSplit && isAce(cards[0]!) && cards.length === 2;
      const done = h.doubled || splitAces || total >= 21;
      d.seats = replaceHand(state.seats, state.turnIndex, state.turnHand, {
        cards,
        fromSplit: h.fromSplit,
        doubled: h.doubled,
        awaitingCard: false,
        done,
        paidEarly: false,
      });
      if (total > 21) events.push({ type: 'BUST', data: { seat: s.seat, hand, total } });
      if (done) advance(d, events);
      return { ok: true, state: paymentClosesUndo(d, events), events };
    }
    case 'DEALER': {
      d.dealer = withCard(state.dealer, card);
      events.push({ type: 'CARD', data: { card, to: 'dealer', position: d.dealer.length } });
      if (!dealerNeedsCard(d as BlackjackState)) d.phase = 'COMPLETE';
      return { ok: true, state: d as BlackjackState, events };
    }
    default:
      return ruleError('conflict', 'CARD_NOT_EXPECTED', `no card is expected: ${whyNoCard(state, next(state))}`);
  }
}

function applyDecision(
  state: BlackjackState,
  a: Extract<BlackjackAction, { type: 'DECISION' }>,
): Applied<BlackjackState> | RuleError {
  const action = a.action as unknown;
  if (action === 'INSURANCE' || action === 'NO_INSURANCE') return applyInsurance(state, a.seat, action === 'INSURANCE');
  if (typeof action !== 'string' || !(BLACKJACK_DECISIONS as readonly string[]).includes(action)) {
    return ruleError(
      'input',
      'INVALID_ACTION',
      `unknown decision ${String(JSON.stringify(action ?? null)).slice(0, 30)}: expected HIT, STAND, DOUBLE, SPLIT, INSURANCE or NO_INSURANCE`,
    );
  }
  const si = seatIndexOf(state, a.seat);
  if (si < 0) return unknownSeat(state, a.seat);
  if (
    a.hand !== undefined &&
    a.hand !== null &&
    !(Number.isInteger(a.hand) && a.hand >= 1 && a.hand <= state.seats[si]!.hands.length)
  ) {
    return ruleError(
      'input',
      'INVALID_ACTION',
      `seat ${a.seat} has no hand ${String(a.hand).slice(0, 12)}: it plays ${state.seats[si]!.hands.length === 1 ? 'hand 1' : 'hands 1 and 2'}`,
    );
  }
  if (state.phase !== 'PLAY')
    return ruleError('conflict', 'DECISION_NOT_EXPECTED', `no decision is expected now: ${whatIsAwaited(next(state))}`);
  const s = state.seats[state.turnIndex]!;
  if (si !== state.turnIndex)
    return ruleError(
      'conflict',
      'NOT_YOUR_TURN',
      `it is seat ${s.seat}'s turn, not seat ${a.seat}'s (seats act in deal order, RULES.md §BJ-3)`,
    );
  if (a.hand !== undefined && a.hand !== null && a.hand !== state.turnHand + 1) {
    return ruleError(
      'conflict',
      'NOT_YOUR_TURN',
      a.hand < state.turnHand + 1
        ? `seat ${s.seat} hand ${a.hand} is finished; hand ${state.turnHand + 1} is acting`
        : `seat ${s.seat} plays hand ${state.turnHand + 1} first, then hand ${a.hand}`,
    );
  }
  const h = currentHand(state);
  if (handNeedsCard(h)) {
    return ruleError(
      'conflict',
      'DECISION_NOT_EXPECTED',
      `seat ${s.seat} hand ${state.turnHand + 1} is waiting for its card ${h.cards.length + 1}; decide after it is dealt`,
    );
  }
  const hand = state.turnHand + 1;
  const events: GameEvent[] = [{ type: 'DECISION', data: { seat: s.seat, hand, action } }];
  const d = draftOf(state);
  switch (action as BlackjackDecision) {
    case 'HIT':
      d.seats = replaceHand(state.seats, state.turnIndex, state.turnHand, { ...h, awaitingCard: true });
      break;
    case 'STAND':
      d.seats = replaceHand(state.seats, state.turnIndex, state.turnHand, { ...h, done: true });
      advance(d, events);
      break;
    case 'DOUBLE': {
      const why = whyNotDouble(h.cards, h.fromSplit, state.rules);
      if (why) return ruleError('rule', 'CANNOT_DOUBLE', `seat ${s.seat} hand ${hand} cannot double: ${why}`);
      d.seats = replaceHand(state.seats, state.turnIndex, state.turnHand, { ...h, doubled: true, awaitingCard: true });
      break;
    }
    case 'SPLIT': {
      const why =
        s.hands.length > 1 ? 'a seat splits only once (no resplit, RULES.md §BJ-3)' : whyNotSplit(h.cards, h.fromSplit);
      if (why) return ruleError('rule', 'CANNOT_SPLIT', `seat ${s.seat} cannot split: ${why}`);
      const seats = state.seats.slice();
      seats[state.turnIndex] = {
        seat: s.seat,
        hands: [freshHand([h.cards[0]!], true), freshHand([h.cards[1]!], true)],
        insurance: s.insurance,
      };
      d.seats = seats;
      break;
    }
  }
  return { ok: true, state: decided(d), events };
}

function applyInsurance(state: BlackjackState, seat: unknown, take: boolean): Applied<BlackjackState> | RuleError {
  const si = seatIndexOf(state, seat);
  if (si < 0) return unknownSeat(state, seat);
  if (state.phase !== 'INSURANCE') {
    const up = upCard(state);
    const why =
      state.phase === 'DEAL' || !up || !isAce(up)
        ? "insurance is offered only when the dealer's up card is an ace (RULES.md §BJ-4)"
        : 'the insurance decisions are closed';
    return ruleError('conflict', 'INSURANCE_NOT_OFFERED', `${why}; ${whatIsAwaited(next(state))}`);
  }
  const s = state.seats[si]!;
  if (s.insurance !== null)
    return ruleError(
      'conflict',
      'INSURANCE_ALREADY_DECIDED',
      `seat ${s.seat} has already ${s.insurance ? 'taken' : 'declined'} insurance`,
    );
  const seats = state.seats.slice();
  seats[si] = { seat: s.seat, hands: s.hands, insurance: take };
  const d = draftOf(state);
  d.seats = seats;
  const events: GameEvent[] = [{ type: 'INSURANCE', data: { seat: s.seat, take } }];
  if (seats.every((x) => x.insurance !== null) && d.behindPending.length === 0) {
    d.turnIndex = -1;
    advance(d, events);
  }
  return { ok: true, state: decided(d), events };
}

function applyBehindInsurance(
  state: BlackjackState,
  seat: unknown,
  id: unknown,
  takeIn: unknown,
): Applied<BlackjackState> | RuleError {
  const si = seatIndexOf(state, seat);
  if (si < 0) return unknownSeat(state, seat);
  if (takeIn !== undefined && typeof takeIn !== 'boolean')
    return ruleError('input', 'INVALID_ACTION', 'Bet Behind insurance needs take: true or false');
  const take = takeIn !== false;
  if (state.phase !== 'INSURANCE') {
    return ruleError(
      'conflict',
      'INSURANCE_NOT_OFFERED',
      `Bet Behind insurance is taken only while the insurance decisions are open (RULES.md §BJ-4, §BJ-9); ${whatIsAwaited(next(state))}`,
    );
  }
  const s = state.seats[si]!.seat;
  const d = draftOf(state);
  const data: Record<string, unknown> = { seat: s };
  if (id !== undefined && id !== null) {
    const pending = d.behindPending;
    const k = pending.findIndex((b) => b.id === id && b.seat === s);
    if (k < 0)
      return ruleError(
        'conflict',
        'INSURANCE_ALREADY_DECIDED',
        `the Bet Behind ${String(id).slice(0, 40)} on seat ${s} has no insurance decision open`,
      );
    d.behindPending = [...pending.slice(0, k), ...pending.slice(k + 1)];
    data.bet = String(id);
    data.take = take;
  }
  if (take && !state.behindInsurance.includes(s))
    d.behindInsurance = [...state.behindInsurance, s].sort((a, b) => a - b);
  const events: GameEvent[] = [{ type: 'BEHIND_INSURANCE', data }];
  if (d.behindPending.length === 0 && state.seats.every((x) => x.insurance !== null)) {
    d.turnIndex = -1;
    advance(d, events);
  }
  return { ok: true, state: decided(d), events };
}

function applyTimeout(state: BlackjackState): Applied<BlackjackState> | RuleError {
  if (state.phase === 'INSURANCE') {
    const events: GameEvent[] = [];
    const seats = state.seats.map((s) => {
      if (s.insurance !== null) return s;
      events.push({ type: 'TIMEOUT', data: { seat: s.seat, hand: null, applied: 'NO_INSURANCE' } });
      return { seat: s.seat, hands: s.hands, insurance: false };
    });
    for (const b of state.behindPending ?? [])
      events.push({ type: 'TIMEOUT', data: { seat: b.seat, hand: null, bet: b.id, applied: 'NO_INSURANCE' } });
    const d = draftOf(state);
    d.seats = seats;
    d.behindPending = [];
    d.turnIndex = -1;
    advance(d, events);
    return { ok: true, state: decided(d), events };
  }
  if (state.phase === 'PLAY') {
    const h = currentHand(state);
    if (!handNeedsCard(h)) {
      const s = state.seats[state.turnIndex]!;
      const events: GameEvent[] = [
        { type: 'TIMEOUT', data: { seat: s.seat, hand: state.turnHand + 1, applied: 'STAND' } },
      ];
      const d = draftOf(state);
      d.seats = replaceHand(state.seats, state.turnIndex, state.turnHand, { ...h, done: true });
      advance(d, events);
      return { ok: true, state: decided(d), events };
    }
  }
  return ruleError('conflict', 'TIMEOUT_NOT_EXPECTED', `no decision timer is running: ${whatIsAwaited(next(state))}`);
}

function applyUndo(state: BlackjackState): Applied<BlackjackState> | RuleError {
  const base = state.undoBase;
  if (!base || state.undoCards.length === 0) {
    const anyCard = state.dealer.length > 0 || state.seats.some((s) => s.hands.some((h) => h.cards.length > 0));
    return anyCard
      ? ruleError(
          'conflict',
          'CANNOT_UNDO_PAST_DECISION',
          'a decision (or a blackjack paid at once, RULES.md §BJ-5) followed the last card; a card can be taken back only before that',
        )
      : ruleError('conflict', 'NOTHING_TO_UNDO', 'no card has been dealt in this round');
  }
  const cards = state.undoCards;
  let s: BlackjackState = base;
  for (let i = 0; i < cards.length - 1; i++) {
    const r = applyCard(s, cards[i]);
    if (!r.ok)
      return ruleError('conflict', 'INVALID_STATE', `cannot replay the cards since the last decision: ${r.message}`);
    s = r.state;
  }
  const removed = cards[cards.length - 1]!;
  const where = next(s);
  const data: Record<string, unknown> =
    where.kind === 'card' && where.to === 'seat'
      ? { card: removed, to: 'seat', seat: where.seat, hand: where.hand, position: where.position }
      : { card: removed, to: 'dealer', position: where.kind === 'card' ? where.position : s.dealer.length + 1 };
  return { ok: true, state: s, events: [{ type: 'UNDO', data }] };
}

// ---------------------------------------------------------------------------------------------
// Views and result
// ---------------------------------------------------------------------------------------------

/** A hand as shown to people: cards and what they make. `hand` is 1-based. */
export interface BlackjackHandView {
  hand: number;
  cards: Card[];
  total: number;
  soft: boolean;
  blackjack: boolean;
  bust: boolean;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
  paidEarly: boolean;
}

export interface BlackjackTableView {
  phase: BlackjackPhase;
  dealer: { cards: Card[]; total: number; soft: boolean; blackjack: boolean; bust: boolean };
  seats: { seat: number; insurance: boolean | null; hands: BlackjackHandView[] }[];
  /** The seat and 1-based hand acting, or null outside PLAY. */
  turn: { seat: number; hand: number } | null;
}

function handView(h: BlackjackHand, i: number): BlackjackHandView {
  const v = handValue(h.cards);
  return {
    hand: i + 1,
    cards: [...h.cards],
    total: v.total,
    soft: v.soft,
    blackjack: isBlackjack(h.cards, h.fromSplit),
    bust: v.total > 21,
    doubled: h.doubled,
    fromSplit: h.fromSplit,
    done: h.done,
    paidEarly: h.paidEarly,
  };
}

/** The public picture of a round at any point (every card is face up, §BJ-1). Plain JSON. */
export function tableView(state: BlackjackState): BlackjackTableView {
  const dv = handValue(state.dealer);
  return {
    phase: state.phase,
    dealer: {
      cards: [...state.dealer],
      total: dv.total,
      soft: dv.soft,
      blackjack: isBlackjack(state.dealer),
      bust: dv.total > 21,
    },
    seats: state.seats.map((s) => ({ seat: s.seat, insurance: s.insurance, hands: s.hands.map(handView) })),
    turn: state.phase === 'PLAY' ? { seat: state.seats[state.turnIndex]!.seat, hand: state.turnHand + 1 } : null,
  };
}

/** How a hand ends (RULES.md §BJ-5, §BJ-7, §BJ-8). `BLACKJACK` pays 3:2. */
export type BlackjackOutcome = 'WIN' | 'LOSE' | 'PUSH' | 'BLACKJACK';

export interface BlackjackHandResult extends BlackjackHandView {
  outcome: BlackjackOutcome;
}

export interface BlackjackResult {
  /**
   * The dealer's hand. `blackjack`: the up card and the second card make 21 (§BJ-7). When every
   * hand was settled early the dealer may hold one or two cards only.
   */
  dealer: { cards: Card[]; total: number; soft: boolean; blackjack: boolean; bust: boolean };
  seats: { seat: number; insurance: boolean | null; hands: BlackjackHandResult[] }[];
}

/**
 * The outcome of one hand against the dealer (§BJ-5, §BJ-7, §BJ-8):
 * blackjack → `BLACKJACK` (paid early, or the dealer has no blackjack) or `PUSH` (dealer blackjack);
 * bust → `LOSE` (even if the dealer busts later); dealer blackjack → `LOSE`; dealer bust → `WIN`;
 * otherwise the higher total wins, equal totals push.
 */
function outcomeOf(
  total: number,
  blackjack: boolean,
  paidEarly: boolean,
  dealerTotal: number,
  dealerBlackjack: boolean,
): BlackjackOutcome {
  if (blackjack) return paidEarly || !dealerBlackjack ? 'BLACKJACK' : 'PUSH';
  if (total > 21 || dealerBlackjack) return 'LOSE';
  if (dealerTotal > 21 || total > dealerTotal) return 'WIN';
  return total === dealerTotal ? 'PUSH' : 'LOSE';
}

/**
 * The result of a complete round (RULES.md §BJ-5..§BJ-8).
 * @returns the dealer's hand and, per seat and hand, the cards, totals and `outcome`; null while
 *   the round still needs cards or decisions
 */
export function result(state: BlackjackState): BlackjackResult | null {
  if (state.phase !== 'COMPLETE') return null;
  const v = tableView(state);
  return {
    dealer: v.dealer,
    seats: v.seats.map((s) => ({
      seat: s.seat,
      insurance: s.insurance,
      hands: s.hands.map((h) => ({
        ...h,
        outcome: outcomeOf(h.total, h.blackjack, h.paidEarly, v.dealer.total, v.dealer.blackjack),
      })),
    })),
  };
}

/**
 * The outcome of each hand of a seat in a complete round (as in `result`), without building views;
 * used by settlement.
 * @throws RangeError when the round is not complete or the seat did not play
 */
export function seatOutcomes(
  state: BlackjackState,
  seat: number,
): { hands: readonly BlackjackHand[]; outcomes: BlackjackOutcome[]; dealerBlackjack: boolean } {
  if (state.phase !== 'COMPLETE') throw new RangeError('the blackjack round is not complete');
  const s = state.seats[seatIndexOf(state, seat)];
  if (!s) throw new RangeError(`seat ${seat} is not playing in this round`);
  const dealerBlackjack = isBlackjack(state.dealer);
  const dealerTotal = handTotal(state.dealer);
  const outcomes: BlackjackOutcome[] = [];
  for (const h of s.hands)
    outcomes.push(
      outcomeOf(handTotal(h.cards), isBlackjack(h.cards, h.fromSplit), h.paidEarly, dealerTotal, dealerBlackjack),
    );
  return { hands: s.hands, outcomes, dealerBlackjack };
}
