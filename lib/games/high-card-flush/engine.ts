/**
 * High Card Flush round engine (RULES.md §HCF-1..§HCF-4, §HCF-8, §C-7; seed 002 "Hra" 1-3).
 * Pure: no I/O, no clock, no randomness.
 *
 * A round's state is the fold of its recorded actions through `apply`, starting from
 * `initialState({ seats, dpSeat, bank })`. The dealer enters every card (`CARD`); the engine
 * decides which hand it belongs to and tells the consoles what it waits for (`next`).
 *
 * Order of play (**Decision**, read from seed 002 "Hra" 1-3 and the note on the shuffling device):
 * 1. `DEAL`: seven cards to each player hand, hand by hand (the shuffler hands out seven-card
 *    packets), in deal order: clockwise from the seat left of the button (`dealOrder`).
 * 2. `DECISION`: each player looks at their seven cards and folds or raises (§HCF-3). Decisions
 *    are taken one at a time in action order (`actionOrder`: counter-clockwise from the seat
 *    right of the button), the order in which the bank covers hands (§HCF-8): when a seat decides,
 *    every hand ahead of it in the bank is final, so the service can tell the player how much of
 *    the bank is still uncommitted before they raise. One timer runs at a time; `TIMEOUT` folds
 *    the awaited hand (§C-7).
 * 3. `BANK_HAND`: the DP's (or, with a house bank, the dealer's) seven cards. The DP's packet is
 *    dealt last and face down (it sits behind the button) and is revealed only "once all players
 *    have acted" (seed "Hra" 3), so it is entered here, after every decision: the system never
 *    holds the DP's cards while a player can still decide. When every player folded there is
 *    nothing to compare, and the round completes without the DP's hand.
 * 4. `COMPLETE`: `next` is `confirm`; settle with `settleRound` (settle.ts).
 *
 * One deck per round (§HCF-1, §C-2): a card already entered in the round is refused
 * (`CARD_ALREADY_DEALT`). At most six player hands fit a deck next to the DP's (7 x 7 = 49 cards).
 *
 * The state is immutable: `apply` never mutates its input, so a rejected action leaves the state
 * exactly as it was. States returned by `initialState` and `apply` are frozen; a state rebuilt from
 * storage (plain JSON) is checked in full (`checkState`) before it is used.
 */
import { DECK, type Card } from '../cards';
import { ruleError, type Applied, type GameEvent, type Next, type RuleError } from '../types';
import {
  bestFlush,
  compareFlush,
  compareStraightFlush,
  dpQualifies,
  longestStraightFlush,
  maxRaiseMultiple,
  type Flush,
  type StraightFlush,
} from './evaluate';
import { actionOrder, dealOrder } from './rotation';

/** Cards in every hand (RULES.md §HCF-1). */
export const HAND_SIZE = 7;
/** Player hands a round can hold: 6 x 7 + the DP's 7 = 49 cards of one deck. */
export const MAX_PLAYER_HANDS = 6;

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** A player's Raise/Fold decision (RULES.md §HCF-3). `multiple` is the Raise in Antes (0 on a fold). */
export interface HcfDecision {
  readonly action: 'FOLD' | 'RAISE';
  readonly multiple: 0 | 1 | 2 | 3;
  /** The decision timer ran out (§C-7): the hand was folded by `TIMEOUT`. */
  readonly timeout: boolean;
}

/** A player's hand: the seat (with an Ante), its cards in the order dealt, its decision. */
export interface HcfPlayerHand {
  readonly seat: number;
  readonly cards: readonly Card[];
  readonly decision: HcfDecision | null;
}

/**
 * - `DEAL`: player hands are being dealt; `DECISION`: players fold or raise; `BANK_HAND`: the DP's
 *   (dealer's) hand is being entered; `COMPLETE`: every card needed is in (§C-4).
 */
export type HcfPhase = 'DEAL' | 'DECISION' | 'BANK_HAND' | 'COMPLETE';

export interface HighCardFlushState {
  /** The DP's seat, or null when the house banks. */
  readonly dpSeat: number | null;
  /** The DP's bank in cents, or null for the house's unlimited bank. */
  readonly bank: number | null;
  /** Player hands in deal order (`dealOrder`). */
  readonly hands: readonly HcfPlayerHand[];
  /** The DP's (or the house dealer's) cards, in the order entered. */
  readonly bankHand: readonly Card[];
}

/**
 * An action on a round.
 * - `CARD`: the dealer enters a card; it goes where `next` says.
 * - `DECISION`: the awaited seat folds or raises `multiple` x Ante (1..3; default 1, the plain
 *   Raise), at most `maxRaiseMultiple` of the hand (§HCF-3).
 * - `TIMEOUT`: the awaited seat's decision timer ran out: the hand folds (§C-7).
 * - `UNDO`: takes back the last card entered, only while no decision followed it.
 */
export type HighCardFlushAction =
  | { type: 'CARD'; card: Card }
  | { type: 'DECISION'; seat: number; action: 'FOLD' | 'RAISE'; multiple?: 1 | 2 | 3 }
  | { type: 'TIMEOUT' }
  | { type: 'UNDO' };

/** What a High Card Flush round expects now; a `Next` (lib/games/types.ts) with `maxMultiple` on decisions. */
export type HighCardFlushNext =
  | { kind: 'card'; to: 'seat' | 'dp'; seat: number; position: number }
  | { kind: 'card'; to: 'dealer'; position: number }
  | { kind: 'decision'; seat: number; actions: ('FOLD' | 'RAISE')[]; maxMultiple: 1 | 2 | 3 }
  | { kind: 'confirm' };

// Compile-time check: every HighCardFlushNext is a `Next`.
type _NextCompat = HighCardFlushNext extends Next ? true : never;
const _nextCompat: _NextCompat = true;
void _nextCompat;

const CANONICAL: ReadonlySet<string> = new Set(DECK);

/**
 * States built by `initialState` and `apply`: reachable by construction and frozen (deeply), so
 * `checkState` need not walk them again.
 */
const SEALED = new WeakSet<object>();

function seal(state: HighCardFlushState): HighCardFlushState {
  for (const h of state.hands) {
    Object.freeze(h.cards);
    if (h.decision) Object.freeze(h.decision);
    Object.freeze(h);
  }
  Object.freeze(state.hands);
  Object.freeze(state.bankHand);
  SEALED.add(Object.freeze(state));
  return state;
}

// ---------------------------------------------------------------------------------------------
// Initial state
// ---------------------------------------------------------------------------------------------

/**
 * A round before any card.
 * @param input.seats the player seats with an Ante (distinct integers >= 1, any order, 1..6 of
 *   them, not the DP's seat); they are dealt in `dealOrder`
 * @param input.dpSeat the DP's seat, or null when the house banks (RULES.md §HCF-7)
 * @param input.bank the DP's bank in cents (a positive integer) or null with a house bank (unlimited)
 * @throws RangeError on a bad seat list, a bank that does not match `dpSeat`, or a bad amount
 *   (the round service builds these from accepted bets and the DP's acceptance)
 */
export function initialState(input: {
  seats: readonly number[];
  dpSeat: number | null;
  bank: number | null;
}): HighCardFlushState {
  const { seats, dpSeat, bank } = input;
  if (!Array.isArray(seats) || seats.length === 0)
    throw new RangeError('a high card flush round needs at least one seat with an Ante');
  if (seats.length > MAX_PLAYER_HANDS)
    throw new RangeError(
      `at most ${MAX_PLAYER_HANDS} player hands fit one deck next to the DP's (7 cards each), got ${seats.length}`,
    );
  if (dpSeat === null && bank !== null)
    throw new RangeError('the house bank is unlimited: pass bank null when dpSeat is null');
  if (dpSeat !== null && (bank === null || !Number.isSafeInteger(bank) || bank <= 0)) {
    throw new RangeError(`the DP's bank must be a positive integer of cents, got ${String(bank)}`);
  }
  const order = dealOrder(seats, dpSeat); // validates the seats
  const hands = order.flatMap((h) => (h.to === 'seat' ? [{ seat: h.seat, cards: [] as Card[], decision: null }] : []));
  return seal({ dpSeat, bank, hands, bankHand: [] });
}

// ---------------------------------------------------------------------------------------------
// Where the round is
// ---------------------------------------------------------------------------------------------

/** The phase of a well-formed state (see `HcfPhase`). */
export function phaseOf(state: HighCardFlushState): HcfPhase {
  if (state.hands.some((h) => h.cards.length < HAND_SIZE)) return 'DEAL';
  if (state.hands.some((h) => h.decision === null)) return 'DECISION';
  if (state.hands.every((h) => h.decision!.action === 'FOLD')) return 'COMPLETE';
  return state.bankHand.length < HAND_SIZE ? 'BANK_HAND' : 'COMPLETE';
}

/** Seats in action order (counter-clockwise from the right of the button, §HCF-8). */
export function seatsInActionOrder(state: HighCardFlushState): number[] {
  return actionOrder(
    state.hands.map((h) => h.seat),
    state.dpSeat,
  );
}

function handOf(state: HighCardFlushState, seat: number): HcfPlayerHand | undefined {
  return state.hands.find((h) => h.seat === seat);
}

function nextFor(state: HighCardFlushState): HighCardFlushNext {
  switch (phaseOf(state)) {
    case 'DEAL': {
      const h = state.hands.find((x) => x.cards.length < HAND_SIZE)!;
      return { kind: 'card', to: 'seat', seat: h.seat, position: h.cards.length + 1 };
    }
    case 'DECISION': {
      const seat = seatsInActionOrder(state).find((s) => handOf(state, s)!.decision === null)!;
      return {
        kind: 'decision',
        seat,
        actions: ['FOLD', 'RAISE'],
        maxMultiple: maxRaiseMultiple(handOf(state, seat)!.cards),
      };
    }
    case 'BANK_HAND':
      return state.dpSeat === null
        ? { kind: 'card', to: 'dealer', position: state.bankHand.length + 1 }
        : { kind: 'card', to: 'dp', seat: state.dpSeat, position: state.bankHand.length + 1 };
    case 'COMPLETE':
      return { kind: 'confirm' };
  }
}

const invalid = (message: string) => ruleError('conflict', 'INVALID_STATE', message);

/**
 * Checks that `state` is a position a round can reach through `apply`: seats and bank well formed,
 * hands filled in deal order, no card twice, decisions only on complete hands and in action order,
 * raises within `maxRaiseMultiple`, the bank's hand only after every decision and not after an
 * all-fold.
 * @returns null when reachable, else a RuleError `INVALID_STATE` (kind `conflict`) saying why
 */
export function checkState(state: HighCardFlushState): RuleError | null {
  if (typeof state === 'object' && state !== null && SEALED.has(state)) return null;
  if (!state || typeof state !== 'object' || !Array.isArray(state.hands) || !Array.isArray(state.bankHand)) {
    return invalid('high card flush state must be { dpSeat, bank, hands, bankHand }');
  }
  let fresh: HighCardFlushState;
  try {
    fresh = initialState({ seats: state.hands.map((h) => h?.seat), dpSeat: state.dpSeat, bank: state.bank });
  } catch (e) {
    return invalid((e as Error).message);
  }
  if (fresh.hands.some((h, i) => h.seat !== state.hands[i]!.seat)) return invalid('player hands are not in deal order');
  const seen = new Set<string>();
  for (const c of [...state.hands.flatMap((h) => (Array.isArray(h.cards) ? h.cards : [null])), ...state.bankHand]) {
    if (typeof c !== 'string' || !CANONICAL.has(c))
      return invalid(`${String(c).slice(0, 12)} is not a canonical card code`);
    if (seen.has(c)) return invalid(`${c} appears twice in the round`);
    seen.add(c);
  }
  let open = false;
  for (const h of state.hands) {
    if (h.cards.length > HAND_SIZE) return invalid(`seat ${h.seat} holds more than ${HAND_SIZE} cards`);
    if (open && h.cards.length > 0)
      return invalid(`seat ${h.seat} has cards before the hand ahead of it in the deal is complete`);
    if (h.cards.length < HAND_SIZE) open = true;
  }
  const order = seatsInActionOrder(state);
  let undecided = false;
  for (const seat of order) {
    const h = handOf(state, seat)!;
    const d = h.decision;
    if (d === null) {
      undecided = true;
      continue;
    }
    if (open) return invalid(`seat ${seat} decided before every hand was dealt`);
    if (undecided) return invalid(`seat ${seat} decided before a seat ahead of it in action order`);
    if (typeof d !== 'object' || (d.action !== 'FOLD' && d.action !== 'RAISE'))
      return invalid(`seat ${seat} has a malformed decision`);
    if (d.action === 'FOLD' && d.multiple !== 0) return invalid(`seat ${seat} folded with a raise`);
    if (d.action === 'RAISE' && (![1, 2, 3].includes(d.multiple) || d.multiple > maxRaiseMultiple(h.cards))) {
      return invalid(`seat ${seat} raised ${String(d.multiple)}x, more than its flush allows`);
    }
  }
  if (state.bankHand.length > 0) {
    if (open || undecided) return invalid("the DP's hand is entered only after every decision");
    if (state.hands.every((h) => h.decision!.action === 'FOLD'))
      return invalid("every hand folded: the DP's hand is not dealt");
    if (state.bankHand.length > HAND_SIZE) return invalid(`the bank's hand holds more than ${HAND_SIZE} cards`);
  }
  return null;
}

function assertState(state: HighCardFlushState): void {
  const err = checkState(state);
  if (err) throw new RangeError(err.message);
}

/**
 * What the round waits for now:
 * - `{ kind: 'card', to: 'seat', seat, position }`: card `position` (1..7) of that player's hand;
 * - `{ kind: 'decision', seat, actions: ['FOLD', 'RAISE'], maxMultiple }`: that seat folds or
 *   raises up to `maxMultiple` x Ante (§HCF-3); one seat at a time, in action order;
 * - `{ kind: 'card', to: 'dp', seat, position }` / `{ kind: 'card', to: 'dealer', position }`: the
 *   DP's (house: the dealer's) hand, after every decision;
 * - `{ kind: 'confirm' }`: complete.
 * @throws RangeError when `state` is not reachable (see `checkState`)
 */
export function next(state: HighCardFlushState): HighCardFlushNext {
  assertState(state);
  return nextFor(state);
}

/** Whether the round has every card and decision it needs (`next` is `confirm`). @throws RangeError on an unreachable state */
export function isComplete(state: HighCardFlushState): boolean {
  return next(state).kind === 'confirm';
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

function withHand(state: HighCardFlushState, seat: number, f: (h: HcfPlayerHand) => HcfPlayerHand): HighCardFlushState {
  return { ...state, hands: state.hands.map((h) => (h.seat === seat ? f(h) : h)) };
}

function decide(state: HighCardFlushState, seat: number, decision: HcfDecision): Applied<HighCardFlushState> {
  const s = seal(withHand(state, seat, (h) => ({ ...h, decision })));
  const events: GameEvent[] = [
    {
      type: 'DECISION',
      data: { seat, action: decision.action, multiple: decision.multiple, timeout: decision.timeout },
    },
  ];
  return { ok: true, state: s, events };
}

/**
 * Applies an action to a round. Never mutates `state`.
 * - `CARD`: the card goes where `next` says. Event `CARD { card, to: 'seat'|'dp'|'dealer', seat?, position }`.
 * - `DECISION { seat, action, multiple? }`: the awaited seat folds or raises. Event
 *   `DECISION { seat, action, multiple, timeout: false }` (`multiple` 0 on a fold).
 * - `TIMEOUT`: the awaited seat folds (§C-7). Event `DECISION { seat, action: 'FOLD', multiple: 0, timeout: true }`.
 * - `UNDO`: the last card entered goes back, unless a decision followed it (player cards cannot be
 *   taken back once the first decision is made; the DP's cards can until the round is confirmed).
 *   Event `UNDO { card, from, seat?, position }`.
 * @returns `Applied<HighCardFlushState>` with one event, or a RuleError:
 *   - `CARD_ALREADY_DEALT` (conflict): the card is already in this round (one deck, §HCF-1)
 *   - `CARD_NOT_EXPECTED` (conflict): a card while a decision is awaited or the round is complete
 *   - `DECISION_NOT_EXPECTED` (conflict): a decision or timeout while no decision is awaited
 *   - `NOT_YOUR_TURN` (conflict): a decision from another seat than the awaited one
 *   - `RAISE_TOO_HIGH` (rule): a multiple above `maxRaiseMultiple` of the hand (§HCF-3)
 *   - `INVALID_RAISE` (rule): a multiple that is not 1, 2 or 3
 *   - `NOTHING_TO_UNDO` / `UNDO_NOT_ALLOWED` (conflict): no card, or a decision after the last card
 *   - `INVALID_CARD` / `INVALID_ACTION` (input): not a canonical card code / unknown action
 *   - `INVALID_STATE` (conflict): `state` is not reachable (see `checkState`)
 */
export function apply(state: HighCardFlushState, action: HighCardFlushAction): Applied<HighCardFlushState> | RuleError {
  const broken = checkState(state);
  if (broken) return broken;
  const type = (action as { type?: unknown } | null)?.type;
  const n = nextFor(state);

  if (type === 'CARD') {
    const card = (action as { card?: unknown }).card;
    if (typeof card !== 'string' || !CANONICAL.has(card)) {
      return ruleError(
        'input',
        'INVALID_CARD',
        `${String(card).slice(0, 12)} is not a canonical card code (e.g. AS, TD, 9H)`,
      );
    }
    const c = card as Card;
    if (n.kind === 'decision')
      return ruleError('conflict', 'CARD_NOT_EXPECTED', `seat ${n.seat} must fold or raise before the next card`);
    if (n.kind === 'confirm')
      return ruleError('conflict', 'CARD_NOT_EXPECTED', 'the round is complete: every hand has its seven cards');
    const inRound = state.hands.find((h) => h.cards.includes(c));
    if (inRound || state.bankHand.includes(c)) {
      const where = inRound ? `seat ${inRound.seat}` : state.dpSeat === null ? "the dealer's hand" : "the DP's hand";
      return ruleError(
        'conflict',
        'CARD_ALREADY_DEALT',
        `${c} is already in ${where}: one deck per round (RULES.md §HCF-1)`,
      );
    }
    if (n.to === 'seat') {
      const s = seal(withHand(state, n.seat, (h) => ({ ...h, cards: [...h.cards, c] })));
      return {
        ok: true,
        state: s,
        events: [{ type: 'CARD', data: { card: c, to: 'seat', seat: n.seat, position: n.position } }],
      };
    }
    const data: Record<string, unknown> =
      n.to === 'dp'
        ? { card: c, to: 'dp', seat: n.seat, position: n.position }
        : { card: c, to: 'dealer', position: n.position };
    return { ok: true, state: seal({ ...state, bankHand: [...state.bankHand, c] }), events: [{ type: 'CARD', data }] };
  }

  if (type === 'DECISION' || type === 'TIMEOUT') {
    if (n.kind !== 'decision') {
      return ruleError(
        'conflict',
        'DECISION_NOT_EXPECTED',
        n.kind === 'confirm' ? 'the round is complete' : 'no decision is awaited: the dealer is dealing',
      );
    }
    if (type === 'TIMEOUT') return decide(state, n.seat, { action: 'FOLD', multiple: 0, timeout: true });
    const a = action as { seat?: unknown; action?: unknown; multiple?: unknown };
    if (a.seat !== n.seat) {
      return ruleError(
        'conflict',
        'NOT_YOUR_TURN',
        `seat ${n.seat} decides now (decisions go in action order, counter-clockwise from the right of the button), not seat ${String(a.seat)}`,
      );
    }
    if (a.action === 'FOLD') return decide(state, n.seat, { action: 'FOLD', multiple: 0, timeout: false });
    if (a.action !== 'RAISE')
      return ruleError(
        'input',
        'INVALID_ACTION',
        `decision must be FOLD or RAISE, got ${JSON.stringify(a.action ?? null)}`,
      );
    const m = a.multiple ?? 1;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 1) {
      return ruleError(
        'rule',
        'INVALID_RAISE',
        `the Raise is 1, 2 or 3 times the Ante (RULES.md §HCF-3), got ${String(m).slice(0, 12)}`,
      );
    }
    if (m > n.maxMultiple) {
      const flush = bestFlush(handOf(state, n.seat)!.cards).size;
      return ruleError(
        'rule',
        'RAISE_TOO_HIGH',
        `a ${flush}-card flush may raise at most ${n.maxMultiple}x the Ante (RULES.md §HCF-3), not ${m}x`,
      );
    }
    return decide(state, n.seat, { action: 'RAISE', multiple: m as 1 | 2 | 3, timeout: false });
  }

  if (type === 'UNDO') {
    if (state.bankHand.length > 0) {
      const card = state.bankHand[state.bankHand.length - 1]!;
      const data: Record<string, unknown> =
        state.dpSeat === null
          ? { card, from: 'dealer', position: state.bankHand.length }
          : { card, from: 'dp', seat: state.dpSeat, position: state.bankHand.length };
      return {
        ok: true,
        state: seal({ ...state, bankHand: state.bankHand.slice(0, -1) }),
        events: [{ type: 'UNDO', data }],
      };
    }
    if (state.hands.some((h) => h.decision !== null)) {
      return ruleError(
        'conflict',
        'UNDO_NOT_ALLOWED',
        'a decision has been made since the last card: player cards can no longer be taken back',
      );
    }
    const last = [...state.hands].reverse().find((h) => h.cards.length > 0);
    if (!last) return ruleError('conflict', 'NOTHING_TO_UNDO', 'no card has been dealt in this round');
    const card = last.cards[last.cards.length - 1]!;
    const s = seal(withHand(state, last.seat, (h) => ({ ...h, cards: h.cards.slice(0, -1) })));
    return {
      ok: true,
      state: s,
      events: [{ type: 'UNDO', data: { card, from: 'seat', seat: last.seat, position: last.cards.length } }],
    };
  }

  return ruleError(
    'input',
    'INVALID_ACTION',
    `unknown high card flush action ${JSON.stringify(type ?? null)}: expected CARD, DECISION, TIMEOUT or UNDO`,
  );
}

// ---------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------

/** One player hand's standing against the bank's hand. */
export interface HcfHandResult {
  seat: number;
  decision: HcfDecision;
  flush: Flush;
  straightFlush: StraightFlush;
  /** §HCF-2: 1 the player's flush is better than the DP's, 0 equal, -1 worse; null when the DP's hand was not dealt (all folded). */
  flushVsDp: -1 | 0 | 1 | null;
  /** §HCF-5: the same for the longest straight flush. */
  straightFlushVsDp: -1 | 0 | 1 | null;
}

/** The outcome of a complete round: the bank's hand and every player hand, in action order. */
export interface HighCardFlushResult {
  dpSeat: number | null;
  /** The DP's (dealer's) hand, or null when every player folded and it was not dealt. */
  dp: { cards: Card[]; flush: Flush; straightFlush: StraightFlush; qualifies: boolean } | null;
  hands: HcfHandResult[];
}

/**
 * The result of a complete round (RULES.md §HCF-2, §HCF-4, §HCF-5).
 * @returns the `HighCardFlushResult`, or null while the round still needs cards or decisions
 * @throws RangeError when `state` is not reachable
 */
export function result(state: HighCardFlushState): HighCardFlushResult | null {
  if (!isComplete(state)) return null;
  const dp =
    state.bankHand.length === HAND_SIZE
      ? {
          cards: [...state.bankHand],
          flush: bestFlush(state.bankHand),
          straightFlush: longestStraightFlush(state.bankHand),
          qualifies: dpQualifies(state.bankHand),
        }
      : null;
  const hands = seatsInActionOrder(state).map((seat): HcfHandResult => {
    const h = handOf(state, seat)!;
    const flush = bestFlush(h.cards);
    const straightFlush = longestStraightFlush(h.cards);
    return {
      seat,
      decision: h.decision!,
      flush,
      straightFlush,
      flushVsDp: dp ? compareFlush(flush, dp.flush) : null,
      straightFlushVsDp: dp ? compareStraightFlush(straightFlush, dp.straightFlush) : null,
    };
  });
  return { dpSeat: state.dpSeat, dp, hands };
}
