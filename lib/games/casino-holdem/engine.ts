/**
 * Casino Hold'em round engine (RULES.md §CHE-1..§CHE-5, §C-2, §C-7; seed 003). Pure: no I/O, no
 * clock, no randomness.
 *
 * A round's state is the fold of its recorded actions through `apply`, from `initialState()`:
 * 1. `PLAYERS { boxes }` when betting closes (the module's `beginPlay`): one anonymous box per
 *    player with an Ante, numbered 1..n, with the player's Ante and AA Bonus stakes. No box: the
 *    round is complete at once (no play).
 * 2. The deal (§CHE-1): player card 1, dealer card 1, player card 2, dealer card 2, flop 1-3. One
 *    common player hand for every box (the live-studio reading of §CHE-1).
 * 3. The call window (§CHE-2, §C-7): once the third flop card is in, every box calls (Call = 2x
 *    Ante, taken by the decision) or folds, each for itself, in any order; `TIMEOUT` folds every box
 *    still deciding. A card is refused while the window is open (`CALL_WINDOW_OPEN`). When every box
 *    folded the round is complete (no turn and river are needed).
 * 4. Turn and river, then `confirm`.
 *
 * One deck per round (§CHE-1, §C-2): a card already in the round is refused (`CARD_NOT_IN_SHOE`).
 * `UNDO` takes back the last card any time before settlement, except a flop card once a box has
 * decided on that flop (`DECISIONS_MADE`: void the round instead); undoing the third flop card
 * while nobody has decided closes the window again.
 *
 * The state is plain JSON (stored with the round) and is never mutated; a state read back from
 * storage is checked (`checkState`) before use.
 */
import { DECK, type Card } from '../cards';
import { ruleError, type Applied, type GameEvent, type RuleError } from '../types';
import type { CommonAction, DecisionAction } from '../module';
import { bestHand, handValue } from '../poker';
import { aaBonusMultiple, anteMultiple, dealerQualifies } from './paytables';
import type { CheAaBonusView, CheBoxView, CheHandView, CheNext, CheResultView, CheView, CheWindowView } from './view';

/** Cards in the player hand and in the dealer's hand (§CHE-2). */
export const HOLE_CARDS = 2;
/** The flop, and the whole board (flop, turn, river). */
export const FLOP_CARDS = 3;
export const BOARD_CARDS = 5;

/** A player's box: stakes at close (cents) and the decision. */
export interface CheBox {
  readonly box: number;
  readonly ante: number;
  readonly aaBonus: number;
  readonly decision: 'CALL' | 'FOLD' | null;
  /** The fold was the timer's (§C-7). */
  readonly timeout: boolean;
}

export interface CasinoHoldemState {
  /** Betting has closed and the boxes are fixed (`PLAYERS`). */
  readonly started: boolean;
  readonly boxes: readonly CheBox[];
  /** The common player hand, in the order dealt. */
  readonly player: readonly Card[];
  readonly dealer: readonly Card[];
  /** Flop 1-3, turn, river. */
  readonly board: readonly Card[];
}

/** The boxes that play, recorded when betting closes (no user ids: the event is public). */
export type PlayersAction = {
  type: 'PLAYERS';
  boxes: { box: number; ante: number; aaBonus: number }[];
};

/** Every action a Casino Hold'em round folds: the dealer's, the timer's, the boxes, the players' Call/Fold. */
export type CheRoundAction = CommonAction | PlayersAction | DecisionAction;

export type ChePhase = CheView['phase'];

const CANONICAL: ReadonlySet<string> = new Set(DECK);

/** A round before betting closes. */
export function initialState(): CasinoHoldemState {
  return { started: false, boxes: [], player: [], dealer: [], board: [] };
}

// ---------------------------------------------------------------------------------------------
// Where the round is
// ---------------------------------------------------------------------------------------------

const holeDealt = (s: CasinoHoldemState) => s.player.length + s.dealer.length === 2 * HOLE_CARDS;
const undecided = (s: CasinoHoldemState) => s.boxes.filter((b) => b.decision === null).length;
const called = (s: CasinoHoldemState) => s.boxes.filter((b) => b.decision === 'CALL').length;

/** The call window is open: the flop is in and a box is still deciding (§CHE-2). */
export function windowOpen(s: CasinoHoldemState): boolean {
  return s.started && s.board.length >= FLOP_CARDS && undecided(s) > 0;
}

/** The call window has closed: the flop is in and every box has called or folded (or the timer ran out). */
export function windowClosed(s: CasinoHoldemState): boolean {
  return s.started && s.boxes.length > 0 && s.board.length >= FLOP_CARDS && undecided(s) === 0;
}

/** Every box folded once the window closed: nothing is compared, no turn or river (§CHE-2). */
export function allFolded(s: CasinoHoldemState): boolean {
  return windowClosed(s) && called(s) === 0;
}

/** The round has every card and decision it needs (`next` is `confirm`). */
export function isComplete(s: CasinoHoldemState): boolean {
  if (!s.started) return false;
  if (s.boxes.length === 0) return true;
  return allFolded(s) || (windowClosed(s) && s.board.length === BOARD_CARDS);
}

export function phaseOf(s: CasinoHoldemState): ChePhase {
  if (!s.started) return 'BETTING';
  if (isComplete(s)) return 'COMPLETE';
  if (s.board.length < FLOP_CARDS) return 'DEAL';
  if (windowOpen(s)) return 'CALLS';
  return 'TURN_RIVER';
}

function windowCounts(s: CasinoHoldemState) {
  return {
    players: s.boxes.length,
    called: called(s),
    folded: s.boxes.filter((b) => b.decision === 'FOLD').length,
    deciding: undecided(s),
  };
}

/** What the round waits for (§CHE-1 deal order): see `CheNext`. */
export function nextOf(s: CasinoHoldemState): CheNext {
  if (!s.started) return { kind: 'close' };
  if (isComplete(s)) return { kind: 'confirm' };
  if (!holeDealt(s)) {
    return s.player.length === s.dealer.length
      ? { kind: 'card', to: 'player', position: s.player.length + 1 }
      : { kind: 'card', to: 'dealer', position: s.dealer.length + 1 };
  }
  if (s.board.length < FLOP_CARDS) return { kind: 'card', to: 'flop', position: s.board.length + 1 };
  if (windowOpen(s)) return { kind: 'calls', ...windowCounts(s) };
  return { kind: 'card', to: s.board.length === FLOP_CARDS ? 'turn' : 'river', position: 1 };
}

const invalid = (message: string) => ruleError('conflict', 'INVALID_STATE', message);
const isCents = (x: unknown, min: number) => typeof x === 'number' && Number.isSafeInteger(x) && x >= min;

/**
 * Checks that `state` is a position a round can reach through `apply`: boxes numbered 1..n with a
 * positive Ante, cards canonical and each once, dealt in order, decisions only once the flop is in,
 * turn and river only after the window closed and someone called.
 * @returns null when reachable, else a RuleError `INVALID_STATE` (kind `conflict`) saying why
 */
export function checkState(s: CasinoHoldemState): RuleError | null {
  if (
    !s ||
    typeof s !== 'object' ||
    typeof s.started !== 'boolean' ||
    !Array.isArray(s.boxes) ||
    !Array.isArray(s.player) ||
    !Array.isArray(s.dealer) ||
    !Array.isArray(s.board)
  )
    return invalid("casino hold'em state must be { started, boxes, player, dealer, board }");
  const cards = [...s.player, ...s.dealer, ...s.board];
  const seen = new Set<string>();
  for (const c of cards) {
    if (typeof c !== 'string' || !CANONICAL.has(c)) return invalid(`${String(c).slice(0, 12)} is not a card code`);
    if (seen.has(c)) return invalid(`${c} appears twice in the round`);
    seen.add(c);
  }
  if (!s.started && (s.boxes.length || cards.length)) return invalid('cards or boxes before betting closed');
  for (let i = 0; i < s.boxes.length; i++) {
    const b = s.boxes[i]!;
    if (!b || b.box !== i + 1 || !isCents(b.ante, 1) || !isCents(b.aaBonus, 0))
      return invalid(`box ${i + 1} is malformed`);
    if (b.decision !== null && b.decision !== 'CALL' && b.decision !== 'FOLD')
      return invalid(`box ${b.box} has a malformed decision`);
    if (b.timeout && b.decision !== 'FOLD') return invalid(`box ${b.box} timed out without folding`);
    if (b.decision !== null && s.board.length < FLOP_CARDS) return invalid(`box ${b.box} decided before the flop`);
  }
  if (s.boxes.length === 0 && cards.length) return invalid('cards in a round without a box');
  if (s.player.length > HOLE_CARDS || s.dealer.length > HOLE_CARDS || s.board.length > BOARD_CARDS)
    return invalid('too many cards');
  if (s.dealer.length > s.player.length || s.player.length > s.dealer.length + 1)
    return invalid('player and dealer cards are not dealt in turn');
  if (s.board.length && !holeDealt(s)) return invalid('board cards before the hole cards');
  if (s.board.length > FLOP_CARDS && (!windowClosed(s) || called(s) === 0))
    return invalid('the turn comes after the call window, when someone called');
  return null;
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

type Target = 'player' | 'dealer' | 'board';

/** Where the last card dealt lies (the deal order is fixed, so the counts tell), or null. */
function lastCard(s: CasinoHoldemState): { from: Target; card: Card; position: number } | null {
  if (s.board.length) {
    const n = s.board.length;
    return { from: 'board', card: s.board[n - 1]!, position: n };
  }
  if (s.dealer.length && s.dealer.length === s.player.length)
    return { from: 'dealer', card: s.dealer[s.dealer.length - 1]!, position: s.dealer.length };
  if (s.player.length) return { from: 'player', card: s.player[s.player.length - 1]!, position: s.player.length };
  return null;
}

/** The board target name of a board position (1-3 flop, 4 turn, 5 river) and its position within it. */
function boardTarget(n: number): { to: 'flop' | 'turn' | 'river'; position: number } {
  return n <= FLOP_CARDS ? { to: 'flop', position: n } : { to: n === 4 ? 'turn' : 'river', position: 1 };
}

function decide(
  s: CasinoHoldemState,
  box: number,
  decision: 'CALL' | 'FOLD',
  timeout: boolean,
): { state: CasinoHoldemState; event: GameEvent } {
  const boxes = s.boxes.map((b) => (b.box === box ? { ...b, decision, timeout } : b));
  return { state: { ...s, boxes }, event: { type: 'DECISION', data: { seat: box, box, action: decision, timeout } } };
}

function startPlay(s: CasinoHoldemState, a: PlayersAction): Applied<CasinoHoldemState> | RuleError {
  if (s.started) return ruleError('conflict', 'ALREADY_STARTED', 'the boxes were fixed when betting closed');
  const list = (a as { boxes?: unknown }).boxes;
  if (!Array.isArray(list))
    return ruleError('conflict', 'INVALID_SEATS', 'PLAYERS needs boxes: [{box, ante, aaBonus}]');
  const boxes: CheBox[] = [];
  for (let i = 0; i < list.length; i++) {
    const b = list[i] as { box?: unknown; ante?: unknown; aaBonus?: unknown } | null;
    if (!b || b.box !== i + 1 || !isCents(b.ante, 1) || !isCents(b.aaBonus ?? 0, 0)) {
      return ruleError(
        'conflict',
        'INVALID_SEATS',
        `boxes are numbered 1..n in order, each with an Ante of at least one cent (RULES.md §CHE-2); box ${i + 1} is not`,
      );
    }
    boxes.push({
      box: i + 1,
      ante: b.ante as number,
      aaBonus: (b.aaBonus ?? 0) as number,
      decision: null,
      timeout: false,
    });
  }
  const data = { boxes: boxes.map(({ box, ante, aaBonus }) => ({ box, ante, aaBonus })) };
  return { ok: true, state: { ...s, started: true, boxes }, events: [{ type: 'PLAYERS', data }] };
}

function dealCard(s: CasinoHoldemState, card: unknown): Applied<CasinoHoldemState> | RuleError {
  if (typeof card !== 'string' || !CANONICAL.has(card))
    return ruleError(
      'input',
      'INVALID_CARD',
      `${String(card).slice(0, 12)} is not a canonical card code (e.g. AS, TD, 9H)`,
    );
  const c = card as Card;
  const n = nextOf(s);
  if (n.kind === 'calls') {
    return ruleError(
      'conflict',
      'CALL_WINDOW_OPEN',
      `the turn waits until every player has called or folded or the timer ran out; ${n.deciding} still deciding (RULES.md §CHE-1)`,
    );
  }
  if (n.kind !== 'card') {
    return ruleError(
      'conflict',
      'CARD_NOT_EXPECTED',
      s.boxes.length === 0
        ? 'nobody placed an Ante this round: there is nothing to deal'
        : allFolded(s)
          ? 'every player folded: no turn or river is dealt (RULES.md §CHE-2)'
          : 'the round is complete: the board has its five cards',
    );
  }
  if (s.player.includes(c) || s.dealer.includes(c) || s.board.includes(c)) {
    return ruleError(
      'conflict',
      'CARD_NOT_IN_SHOE',
      `${c} is already in this round: one deck, shuffled every round (RULES.md §CHE-1, §C-2)`,
    );
  }
  const state: CasinoHoldemState =
    n.to === 'player'
      ? { ...s, player: [...s.player, c] }
      : n.to === 'dealer'
        ? { ...s, dealer: [...s.dealer, c] }
        : { ...s, board: [...s.board, c] };
  return { ok: true, state, events: [{ type: 'CARD', data: { card: c, to: n.to, position: n.position } }] };
}

function undo(s: CasinoHoldemState): Applied<CasinoHoldemState> | RuleError {
  const last = lastCard(s);
  if (!last) return ruleError('conflict', 'NOTHING_TO_UNDO', 'no card has been dealt in this round');
  if (last.from === 'board' && last.position <= FLOP_CARDS && s.boxes.some((b) => b.decision !== null)) {
    return ruleError(
      'conflict',
      'DECISIONS_MADE',
      'players decided on this flop: void the round instead (RULES.md §CHE-2)',
    );
  }
  if (last.from === 'board') {
    const t = boardTarget(last.position);
    return {
      ok: true,
      state: { ...s, board: s.board.slice(0, -1) },
      events: [{ type: 'UNDO', data: { card: last.card, from: t.to, position: t.position } }],
    };
  }
  const state =
    last.from === 'player' ? { ...s, player: s.player.slice(0, -1) } : { ...s, dealer: s.dealer.slice(0, -1) };
  return {
    ok: true,
    state,
    events: [{ type: 'UNDO', data: { card: last.card, from: last.from, position: last.position } }],
  };
}

/**
 * Applies an action to a round. Never mutates `state`.
 * - `PLAYERS { boxes }`: betting closed; event `PLAYERS { boxes: [{box, ante, aaBonus}] }`.
 * - `CARD { card }`: the card goes where `next` says. Event `CARD { card, to, position }`, `to`
 *   `player|dealer|flop|turn|river` (turn and river: position 1).
 * - `DECISION { seat: box, action: CALL|FOLD }`: that box decides, during the window. Event
 *   `DECISION { seat, box, action, timeout: false }`.
 * - `TIMEOUT`: every box still deciding folds (§C-7). Events `TIMEOUT { boxes }`, then one
 *   `DECISION { seat, box, action: 'FOLD', timeout: true }` per box.
 * - `UNDO`: the last card goes back. Event `UNDO { card, from, position }`.
 * @returns `Applied`, or a RuleError:
 *   - `ALREADY_STARTED` / `INVALID_SEATS` (conflict): a second or malformed `PLAYERS`
 *   - `BETTING_OPEN` (conflict): a card or decision before betting closed
 *   - `CALL_WINDOW_OPEN` (conflict): a card while a box is still deciding (§CHE-1)
 *   - `CARD_NOT_EXPECTED` (conflict): a card when the round is complete (or has no box)
 *   - `CARD_NOT_IN_SHOE` (conflict): the card is already in this round (§C-2)
 *   - `DECISION_NOT_EXPECTED` (conflict): a decision or timeout outside the window
 *   - `ALREADY_DECIDED` (conflict): that box has called or folded already
 *   - `INVALID_SEAT` (input): no such box; `INVALID_ACTION` (input): not CALL/FOLD, or an unknown action
 *   - `DECISIONS_MADE` (conflict): undoing a flop card after a box decided
 *   - `NOTHING_TO_UNDO` (conflict); `INVALID_CARD` (input); `INVALID_STATE` (conflict)
 */
export function apply(state: CasinoHoldemState, action: CheRoundAction): Applied<CasinoHoldemState> | RuleError {
  const broken = checkState(state);
  if (broken) return broken;
  const type = (action as { type?: unknown } | null)?.type;
  if (type === 'PLAYERS') return startPlay(state, action as PlayersAction);
  if (type === 'OUTCOME' || type === 'NO_SPIN')
    return ruleError('conflict', 'OUTCOME_NOT_EXPECTED', "Casino Hold'em takes cards and decisions, not a number.");
  if (type !== 'CARD' && type !== 'UNDO' && type !== 'DECISION' && type !== 'TIMEOUT') {
    return ruleError(
      'input',
      'INVALID_ACTION',
      `unknown casino hold'em action ${JSON.stringify(type ?? null)}: expected CARD, DECISION, TIMEOUT or UNDO`,
    );
  }
  if (!state.started) return ruleError('conflict', 'BETTING_OPEN', 'Betting is still open: call No more bets first.');
  if (type === 'CARD') return dealCard(state, (action as { card?: unknown }).card);
  if (type === 'UNDO') return undo(state);

  if (!windowOpen(state)) {
    return ruleError(
      'conflict',
      'DECISION_NOT_EXPECTED',
      isComplete(state)
        ? 'the round is complete: no decision is awaited'
        : windowClosed(state)
          ? 'the call window has closed: every player has called or folded'
          : 'players call or fold once the flop is in (RULES.md §CHE-2)',
    );
  }
  if (type === 'TIMEOUT') {
    const open = state.boxes.filter((b) => b.decision === null).map((b) => b.box);
    let s = state;
    const folds: GameEvent[] = [];
    for (const box of open) {
      const d = decide(s, box, 'FOLD', true);
      s = d.state;
      folds.push(d.event);
    }
    return { ok: true, state: s, events: [{ type: 'TIMEOUT', data: { boxes: open } }, ...folds] };
  }
  const a = action as { seat?: unknown; action?: unknown };
  if (a.action !== 'CALL' && a.action !== 'FOLD') {
    return ruleError(
      'input',
      'INVALID_ACTION',
      `Casino Hold'em decisions are CALL or FOLD, got ${String(JSON.stringify(a.action ?? null)).slice(0, 20)}`,
    );
  }
  const box = state.boxes.find((b) => b.box === a.seat);
  if (!box)
    return ruleError('input', 'INVALID_SEAT', `boxes are 1..${state.boxes.length}, got ${String(a.seat).slice(0, 12)}`);
  if (box.decision !== null) {
    return ruleError(
      'conflict',
      'ALREADY_DECIDED',
      `box ${box.box} has ${box.decision === 'CALL' ? 'called' : 'folded'} already: a decision is final`,
    );
  }
  const d = decide(state, box.box, a.action, false);
  return { ok: true, state: d.state, events: [d.event] };
}

// ---------------------------------------------------------------------------------------------
// Hands, view and result
// ---------------------------------------------------------------------------------------------

function handView(cards: readonly Card[]): CheHandView | null {
  if (cards.length === 0) return null;
  const h = bestHand(cards);
  return { category: h.category, cards: [...h.cards], value: h.value };
}

/** The AA Bonus hand (§CHE-5): the player's two cards plus the flop, once the flop is complete; null before. */
export function aaBonusOf(s: CasinoHoldemState): CheAaBonusView | null {
  if (s.player.length < HOLE_CARDS || s.board.length < FLOP_CARDS) return null;
  const hand = [...s.player, ...s.board.slice(0, FLOP_CARDS)];
  const h = bestHand(hand);
  const multiple = aaBonusMultiple(hand);
  return { category: h.category, cards: [...h.cards], multiple, wins: multiple > 0 };
}

/** Showdown once the board is complete (the window closed and someone called): the two best hands and the winner. */
export function showdownOf(s: CasinoHoldemState): {
  player: number;
  dealer: number;
  dealerQualifies: boolean;
  winner: 'PLAYER' | 'DEALER' | 'TIE';
} | null {
  if (s.board.length < BOARD_CARDS || s.dealer.length < HOLE_CARDS || s.player.length < HOLE_CARDS) return null;
  const player = handValue([...s.player, ...s.board]);
  const dealer = handValue([...s.dealer, ...s.board]);
  return {
    player,
    dealer,
    dealerQualifies: dealerQualifies(dealer),
    winner: player > dealer ? 'PLAYER' : player < dealer ? 'DEALER' : 'TIE',
  };
}

function windowView(s: CasinoHoldemState): CheWindowView {
  return {
    open: windowOpen(s),
    closed: windowClosed(s),
    ...windowCounts(s),
    timedOut: s.boxes.filter((b) => b.timeout).length,
  };
}

/** The round's public view as the table's staff see it (every card face up; conceal.ts hides the dealer's from players). */
export function viewOf(s: CasinoHoldemState): CheView {
  const sd = showdownOf(s);
  const boxes: CheBoxView[] = s.boxes.map((b) => ({
    box: b.box,
    ante: b.ante,
    aaBonus: b.aaBonus,
    decision: b.decision,
    timeout: b.timeout,
  }));
  return {
    phase: phaseOf(s),
    player: [...s.player],
    dealer: [...s.dealer],
    dealerDealt: s.dealer.length,
    dealerHidden: false,
    board: [...s.board],
    playerHand: s.player.length ? handView([...s.player, ...s.board]) : null,
    dealerHand: sd ? handView([...s.dealer, ...s.board]) : null,
    aaBonus: aaBonusOf(s),
    window: windowView(s),
    boxes,
    dealerQualifies: sd ? sd.dealerQualifies : null,
    winner: sd && isComplete(s) && called(s) > 0 ? sd.winner : null,
  };
}

/** The result of a complete round, or null while it plays. */
export function resultOf(s: CasinoHoldemState): CheResultView | null {
  if (!isComplete(s)) return null;
  const v = viewOf(s);
  const w = v.window;
  return {
    player: v.player,
    dealer: v.dealer,
    board: v.board,
    playerHand: v.playerHand,
    dealerHand: v.dealerHand,
    dealerQualifies: v.dealerQualifies,
    winner: v.winner,
    anteMultiple: v.playerHand ? anteMultiple(v.playerHand.category) : 0,
    aaBonus: v.aaBonus,
    players: w.players,
    called: w.called,
    folded: w.folded,
    timedOut: w.timedOut,
    noAction: s.boxes.length === 0,
    allFolded: allFolded(s),
  };
}
