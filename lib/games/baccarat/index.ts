/**
 * Baccarat engine (RULES.md §BAC, seed 004). Pure: no I/O, no clock, no randomness.
 *
 * A coup's state is the fold of its recorded actions through `apply`, starting from
 * `initialState()`. The engine tells the dealer console which hand the next card goes to
 * (`next`, §BAC-6), rejects a card the rules don't call for, undoes the last card, reports the
 * result and settles bets. Card-code parsing and shoe integrity are checked elsewhere
 * (`lib/games/cards.ts`); the engine takes canonical `Card`s only.
 *
 * Money: every amount is an integer number of cents (RULES.md §C-3).
 */
import { DECK, rankOf, type Card } from '../cards';
import { ratioPayout, ruleError, type Applied, type BetSettlement, type RuleError } from '../types';
import { bankerDraws, cardPoints, handTotal, isNatural, playerDraws } from './draw-rules';
import { houseEdges } from './odds';

export { bankerDraws, cardPoints, handTotal, isNatural, playerDraws } from './draw-rules';
export {
  exactOutcomeCounts,
  exactOutcomeProbabilities,
  houseEdges,
  type BaccaratHouseEdges,
  type OutcomeCounts,
} from './odds';

// ---------------------------------------------------------------------------------------------
// Table rules (§BAC-5 decision)
// ---------------------------------------------------------------------------------------------

/**
 * Per-table Baccarat settings (RULES.md §BAC-5 **Decision**).
 * - `bankerMode`: `COMMISSION` (Banker pays 1:1 less `bankerCommissionPct`) or `NO_COMMISSION`
 *   (Banker pays 1:1, a Banker win with a total of 6 pays 1:2).
 * - `bankerCommissionPct`: integer percent 0..100, used in `COMMISSION` mode only.
 */
export type BaccaratRules = { bankerMode: 'COMMISSION' | 'NO_COMMISSION'; bankerCommissionPct: number };

/** Defaults (RULES.md §BAC-5): `COMMISSION` with a 5% commission (Banker pays 0.95:1). */
export const DEFAULT_BACCARAT_RULES: Readonly<BaccaratRules> = Object.freeze({
  bankerMode: 'COMMISSION',
  bankerCommissionPct: 5,
});

const BANKER_MODES = ['COMMISSION', 'NO_COMMISSION'] as const;

/**
 * Reads a table's Baccarat settings (RULES.md §BAC-5), filling missing ones from `DEFAULT_BACCARAT_RULES`.
 * @param input `undefined`/`null` (all defaults) or an object with optional `bankerMode`
 *   (`'COMMISSION' | 'NO_COMMISSION'`) and `bankerCommissionPct` (integer percent 0..100).
 *   Other keys (limits, deck count, ...) are ignored.
 * @returns a new, complete `BaccaratRules`
 * @throws TypeError when `input` is not an object, or RangeError on a bad `bankerMode` / `bankerCommissionPct`
 *   (the message names the setting; table configuration is validated when saved)
 */
export function parseBaccaratRules(input: unknown): BaccaratRules {
  if (input === undefined || input === null) return { ...DEFAULT_BACCARAT_RULES };
  if (typeof input !== 'object' || Array.isArray(input))
    throw new TypeError(
      'baccarat rules must be an object, e.g. { "bankerMode": "COMMISSION", "bankerCommissionPct": 5 }',
    );
  const o = input as Record<string, unknown>;
  const mode = o.bankerMode ?? DEFAULT_BACCARAT_RULES.bankerMode;
  if (!BANKER_MODES.includes(mode as BaccaratRules['bankerMode'])) {
    throw new RangeError(`bankerMode must be "COMMISSION" or "NO_COMMISSION", got ${JSON.stringify(mode)}`);
  }
  const pct = o.bankerCommissionPct ?? DEFAULT_BACCARAT_RULES.bankerCommissionPct;
  if (typeof pct !== 'number' || !Number.isInteger(pct) || pct < 0 || pct > 100) {
    throw new RangeError(`bankerCommissionPct must be an integer percent 0..100, got ${JSON.stringify(pct)}`);
  }
  return { bankerMode: mode as BaccaratRules['bankerMode'], bankerCommissionPct: pct };
}

/**
 * Warnings to show when a table uses these rules (RULES.md §BAC-5): a `COMMISSION` table whose
 * commission is so low that the Banker bet favours players (0% is the seed's literal 1:1; the
 * exact break-even for 8 decks is about 2.69%, so 0, 1 and 2% warn).
 * @param rules parsed rules
 * @param decks decks in the shoe, integer 1..100 (default 8, §BAC-1)
 * @returns human-readable warnings, empty when none apply
 */
export function baccaratRulesWarnings(rules: BaccaratRules, decks = 8): string[] {
  if (rules.bankerMode !== 'COMMISSION') return [];
  const edge = houseEdges(decks, rules.bankerCommissionPct).bankerCommission;
  if (edge >= 0) return [];
  return [
    `Banker pays 1:1 less ${rules.bankerCommissionPct}% commission: the Banker bet favours players (house edge ${(edge * 100).toFixed(3)}%)`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Coup state and dealing (§BAC-2..§BAC-4, §BAC-6)
// ---------------------------------------------------------------------------------------------

/** The cards on the table, each hand in the order dealt. */
export type BaccaratState = { player: Card[]; banker: Card[] };

export type BaccaratHand = 'player' | 'banker';

/** What a Baccarat coup expects now; a `Next` (lib/games/types.ts). */
export type BaccaratNext = { kind: 'card'; to: BaccaratHand; position: number } | { kind: 'confirm' };

/** A dealer action: a card dealt to the hand `next` names, or undo of the last card dealt. */
export type BaccaratAction = { type: 'CARD'; card: Card } | { type: 'UNDO' };

/** Every canonical card code, to reject anything else at the engine's edge. */
const CANONICAL: ReadonlySet<string> = new Set(DECK);

/** A coup before any card: both hands empty. */
export function initialState(): BaccaratState {
  return { player: [], banker: [] };
}

/** The next step for cards already known to be a reachable prefix of a coup. */
function nextFor(player: readonly Card[], banker: readonly Card[]): BaccaratNext {
  const p = player.length;
  const b = banker.length;
  if (p < 2 || b < 2) {
    // §BAC-2: Player, Banker, Player, Banker
    return p === b ? { kind: 'card', to: 'player', position: p + 1 } : { kind: 'card', to: 'banker', position: b + 1 };
  }
  const pt = handTotal(player.slice(0, 2));
  const bt = handTotal(banker.slice(0, 2));
  if (isNatural(pt) || isNatural(bt)) return { kind: 'confirm' }; // §BAC-2
  if (p === 2 && playerDraws(pt)) return { kind: 'card', to: 'player', position: 3 }; // §BAC-3
  if (b === 2 && bankerDraws(bt, p === 3 ? player[2]! : null)) return { kind: 'card', to: 'banker', position: 3 }; // §BAC-4
  return { kind: 'confirm' };
}

/**
 * Checks that `state` is a position a coup can reach by dealing per §BAC-2..§BAC-4: walks the
 * deal from an empty table, taking each card from `state` where `next` sends it.
 * @returns null when reachable, else a RuleError `INVALID_STATE` (kind `conflict`) saying why
 */
export function checkState(state: BaccaratState): RuleError | null {
  if (!state || !Array.isArray(state.player) || !Array.isArray(state.banker)) {
    return ruleError('conflict', 'INVALID_STATE', 'baccarat state must be { player: Card[], banker: Card[] }');
  }
  for (const c of [...state.player, ...state.banker]) {
    if (!CANONICAL.has(c)) return ruleError('conflict', 'INVALID_STATE', `${String(c)} is not a canonical card code`);
  }
  const hands = { player: [] as Card[], banker: [] as Card[] };
  for (;;) {
    const n = nextFor(hands.player, hands.banker);
    if (n.kind === 'confirm') break;
    const card = state[n.to][n.position - 1];
    if (card === undefined) break;
    hands[n.to].push(card);
  }
  if (hands.player.length !== state.player.length || hands.banker.length !== state.banker.length) {
    return ruleError(
      'conflict',
      'INVALID_STATE',
      `a coup cannot reach Player ${state.player.length} card(s) and Banker ${state.banker.length} card(s) with these cards (RULES.md §BAC-2..4)`,
    );
  }
  return null;
}

function assertState(state: BaccaratState): void {
  const err = checkState(state);
  if (err) throw new RangeError(err.message);
}

/**
 * What the dealer must do now (RULES.md §BAC-6), following the deal order §BAC-2 (Player 1,
 * Banker 1, Player 2, Banker 2; a natural 8/9 on either side stops both), then the Player's third
 * card per §BAC-3, then the Banker's third card per §BAC-4.
 * @param state a reachable coup (the fold of `apply` from `initialState()`)
 * @returns `{ kind: 'card', to: 'player' | 'banker', position }` where `position` is the 1-based
 *   index of the card within that hand (Player's third card = 3), or `{ kind: 'confirm' }` when
 *   the coup is complete
 * @throws RangeError when `state` is not reachable (corrupt data; see `checkState`)
 */
export function next(state: BaccaratState): BaccaratNext {
  assertState(state);
  return nextFor(state.player, state.banker);
}

/**
 * Whether the coup has every card it needs (RULES.md §BAC-2..§BAC-4): `next(state)` is `confirm`.
 * @throws RangeError when `state` is not reachable
 */
export function isComplete(state: BaccaratState): boolean {
  return next(state).kind === 'confirm';
}

/** Why a complete coup takes no more cards, for the CARD_NOT_EXPECTED message. */
function completionReason(player: readonly Card[], banker: readonly Card[]): string {
  const pt2 = handTotal(player.slice(0, 2));
  const bt2 = handTotal(banker.slice(0, 2));
  const totals = `(Player ${handTotal(player)}, Banker ${handTotal(banker)})`;
  if (isNatural(pt2) || isNatural(bt2)) {
    const who = [
      isNatural(pt2) ? `Player has a natural ${pt2}` : '',
      isNatural(bt2) ? `Banker has a natural ${bt2}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return `the hand is complete: ${who}, so both hands stand ${totals}`;
  }
  if (player.length === 2 && banker.length === 2) return `the hand is complete: both hands stand ${totals}`;
  if (player.length === 2)
    return `the hand is complete: Player stood on ${pt2} and Banker has drawn its third card ${totals}`;
  if (banker.length === 3) return `the hand is complete: Player and Banker have both drawn their third card ${totals}`;
  return `the hand is complete: Player has drawn its third card and Banker stands on ${bt2} against a third card worth ${cardPoints(player[2]!)} ${totals}`;
}

/**
 * Applies a dealer action to a coup (RULES.md §BAC-2..§BAC-4, §BAC-6). Never mutates `state`.
 * - `{ type: 'CARD', card }`: the card goes where `next(state)` says. Event
 *   `{ type: 'CARD', data: { card, to: 'player' | 'banker', position } }`.
 * - `{ type: 'UNDO' }`: removes the last card dealt (deal order is fixed, so it is the Player's
 *   card when the Player holds more cards than the Banker, else the Banker's). Event
 *   `{ type: 'UNDO', data: { card, from: 'player' | 'banker', position } }`.
 * @returns `Applied<BaccaratState>` with the new state and one event, or a RuleError:
 *   - `CARD_NOT_EXPECTED` (conflict): a card when the coup is complete; the message says why
 *     (e.g. "the hand is complete: Player has a natural 8, so both hands stand (Player 8, Banker 5)")
 *   - `NOTHING_TO_UNDO` (conflict): UNDO with no card dealt
 *   - `INVALID_CARD` (input): the card is not a canonical code (parse with `parseCard` first)
 *   - `INVALID_ACTION` (input): unknown action type
 *   - `INVALID_STATE` (conflict): `state` is not a reachable coup (see `checkState`)
 */
export function apply(state: BaccaratState, action: BaccaratAction): Applied<BaccaratState> | RuleError {
  const bad = checkState(state);
  if (bad) return bad;
  const type = (action as { type?: unknown } | null)?.type;
  if (type === 'CARD') {
    const card = (action as { card?: unknown }).card;
    if (typeof card !== 'string' || !CANONICAL.has(card)) {
      return ruleError(
        'input',
        'INVALID_CARD',
        `${String(card).slice(0, 12)} is not a canonical card code (e.g. AS, TD, 9H)`,
      );
    }
    const n = nextFor(state.player, state.banker);
    if (n.kind === 'confirm')
      return ruleError('conflict', 'CARD_NOT_EXPECTED', completionReason(state.player, state.banker));
    const c = card as Card;
    const newState: BaccaratState =
      n.to === 'player'
        ? { player: [...state.player, c], banker: [...state.banker] }
        : { player: [...state.player], banker: [...state.banker, c] };
    return { ok: true, state: newState, events: [{ type: 'CARD', data: { card: c, to: n.to, position: n.position } }] };
  }
  if (type === 'UNDO') {
    if (state.player.length === 0 && state.banker.length === 0)
      return ruleError('conflict', 'NOTHING_TO_UNDO', 'no card has been dealt in this coup');
    const from: BaccaratHand = state.player.length > state.banker.length ? 'player' : 'banker';
    const hand = state[from];
    const card = hand[hand.length - 1]!;
    const newState: BaccaratState =
      from === 'player'
        ? { player: state.player.slice(0, -1), banker: [...state.banker] }
        : { player: [...state.player], banker: state.banker.slice(0, -1) };
    return { ok: true, state: newState, events: [{ type: 'UNDO', data: { card, from, position: hand.length } }] };
  }
  return ruleError(
    'input',
    'INVALID_ACTION',
    `unknown baccarat action ${JSON.stringify(type ?? null)}: expected CARD or UNDO`,
  );
}

// ---------------------------------------------------------------------------------------------
// Result and settlement (§BAC-5)
// ---------------------------------------------------------------------------------------------

/**
 * The outcome of a complete coup.
 * - `winner`: the hand with the higher final total, or `TIE`
 * - `playerTotal`, `bankerTotal`: final totals 0..9 (§BAC-1)
 * - `natural`: either hand's first two cards total 8 or 9 (§BAC-2)
 * - `playerPair`, `bankerPair`: that hand's first two cards have the same rank (K-K yes, K-Q no)
 */
export type BaccaratResult = {
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
};

/**
 * The result of a coup (RULES.md §BAC-1, §BAC-2, §BAC-5): higher final total wins, equal totals tie.
 * @returns the `BaccaratResult`, or null while the coup still needs cards
 * @throws RangeError when `state` is not reachable
 */
export function result(state: BaccaratState): BaccaratResult | null {
  if (!isComplete(state)) return null;
  const playerTotal = handTotal(state.player);
  const bankerTotal = handTotal(state.banker);
  const [p1, p2] = state.player as [Card, Card];
  const [b1, b2] = state.banker as [Card, Card];
  return {
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerTotal,
    bankerTotal,
    natural: isNatural(handTotal([p1, p2])) || isNatural(handTotal([b1, b2])),
    playerPair: rankOf(p1) === rankOf(p2),
    bankerPair: rankOf(b1) === rankOf(b2),
  };
}

/** The bets of the Baccarat layout (RULES.md §BAC-5). */
export const BACCARAT_BET_TYPES = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];

/** Whether `x` is one of `BACCARAT_BET_TYPES`. */
export function isBaccaratBetType(x: unknown): x is BaccaratBetType {
  return typeof x === 'string' && (BACCARAT_BET_TYPES as readonly string[]).includes(x);
}

/** A won bet: the winnings and the stake back (cents). */
const won = (payout: number, stake: number): BetSettlement => ({ status: 'WON', payout, refund: stake });
/** A lost bet: nothing back. */
const lost = (): BetSettlement => ({ status: 'LOST', payout: 0, refund: 0 });
/** A pushed bet: the stake back (§BAC-5: Player and Banker bets on a Tie). */
const push = (stake: number): BetSettlement => ({ status: 'PUSH', payout: 0, refund: stake });

/**
 * Settles one bet on a complete coup (RULES.md §BAC-5, amounts per §C-3).
 * - PLAYER: Player win pays 1:1; Tie pushes; Banker win loses.
 * - TIE: pays 8:1; otherwise loses.
 * - BANKER: Tie pushes; Player win loses; Banker win pays, by `rules.bankerMode`:
 *   `COMMISSION` 1:1 less `bankerCommissionPct`, i.e. stake x (100 - pct) / 100 rounded down
 *   (5%: 105 cents wins 99); `NO_COMMISSION` 1:1, except a win with a Banker total of 6 pays 1:2
 *   rounded down (105 cents wins 52).
 * @param bet `{ type, amount }`, `amount` = stake in integer cents (>= 0)
 * @param result the coup's `result(state)`
 * @param rules the table's `BaccaratRules`
 * @returns `BetSettlement`: `status` WON/LOST/PUSH; `payout` = winnings in cents, rounded down
 *   (0 unless WON); `refund` = stake handed back (the whole stake on WON and PUSH, 0 on LOST).
 *   A WON bet may have `payout` 0 (e.g. 1 cent on Banker at 5% commission).
 * @throws RangeError on an unknown bet type, a stake that is not a non-negative integer of cents,
 *   or invalid rules (programming errors: bets and rules are validated on entry)
 */
export function settleBet(
  bet: { type: BaccaratBetType; amount: number },
  result: BaccaratResult,
  rules: BaccaratRules,
): BetSettlement {
  const stake = bet.amount;
  if (!Number.isSafeInteger(stake) || stake < 0)
    throw new RangeError(`stake must be a non-negative integer of cents, got ${String(stake)}`);
  const { bankerMode, bankerCommissionPct: pct } = parseBaccaratRules(rules);
  // Settled once per bet of a round (10,000s at a time): plain object literals, no closure made per call.
  switch (bet.type) {
    case 'PLAYER':
      if (result.winner === 'TIE') return push(stake);
      return result.winner === 'PLAYER' ? won(ratioPayout(stake, 1, 1), stake) : lost();
    case 'TIE':
      return result.winner === 'TIE' ? won(ratioPayout(stake, 8, 1), stake) : lost();
    case 'BANKER':
      if (result.winner === 'TIE') return push(stake);
      if (result.winner === 'PLAYER') return lost();
      if (bankerMode === 'NO_COMMISSION')
        return won(result.bankerTotal === 6 ? ratioPayout(stake, 1, 2) : ratioPayout(stake, 1, 1), stake);
      return won(ratioPayout(stake, 100 - pct, 100), stake);
    default:
      throw new RangeError(
        `unknown baccarat bet type ${JSON.stringify(bet.type)}: expected one of ${BACCARAT_BET_TYPES.join(', ')}`,
      );
  }
}
