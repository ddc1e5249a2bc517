/**
 * The Poker Switch `GameModule` (RULES.md §PS): the seam between the generic round service and the
 * pure engine in this folder. Pure: no I/O. Registered in lib/games/registry.ts (issue #15).
 *
 * - Seats are pairs (§PS-0): seat k = boxes 2k-1 and 2k; a table has `boxPairs` (`seatsFor`), a
 *   player takes one or two (`seatsPerPlayer`).
 * - Bets through the bets endpoint: `ANTE {box}` (both boxes of a pair, equal amounts, §PS-1) and
 *   `BONUS {box}` (§PS-7); the spec records `{box, seat}` so that a bet's seat is its pair. Taken
 *   with decisions: `SWITCH_FEE {seat, boxes}`, `BET {seat, box}`, `INSURANCE {seat, box}`.
 * - Closing records `PAIRS { boxes: [{box, ante, bonus}], maxPayout }`: the whole pairs with equal
 *   Antes (the rest is returned at close) and the table's maximum payout for this round.
 * - Then the deal, the pairs' turns (one timer each), the reveal, the buy window and its
 *   replacement cards (engine.ts). Settlement is per box with the §PS-9 caps (settle.ts).
 */
import { z } from 'zod';
import { ruleError, type RuleCode } from '../types';
import { decodeSeatedAction, type GameBet, type GameModule, type Limits } from '../module';
import { PS_RULE_CODES } from './codes';
import { DEFAULT_PS_RULES, parsePokerSwitchRules, PS_MAX_PAIRS, type PokerSwitchRules } from './rules';
import {
  apply,
  initialState,
  isComplete,
  nextOf,
  pairOfBox,
  resultOf,
  viewOf,
  type PairsAction,
  type PokerSwitchState,
  type PsRoundAction,
} from './engine';
import { PS_PLACED_BET_TYPES, settlePokerSwitch } from './settle';
import { psDecisions } from './decisions';
import { concealEvent, concealRound, hides } from './conceal';
import type { PsNext } from './view';

const limits: Limits = {
  bets: {
    ANTE: { min: 500, max: 50_000 },
    BONUS: { min: 100, max: 10_000 },
  },
  // §PS-9: per box, the main game and the Bonus each (not per round).
  maxPayoutPerRound: 5_000_000,
};

const boxOf = (bet: { spec: Record<string, unknown> }) => Number(bet.spec.box);

/** The Poker Switch action a round log event records (`PAIRS`, `DECISION`), or null. */
function decodeAction(type: string, data: Record<string, unknown>): PsRoundAction | null {
  if (type === 'PAIRS') {
    const boxes = Array.isArray(data.boxes) ? (data.boxes as { box: number; ante: number; bonus: number }[]) : [];
    return {
      type: 'PAIRS',
      boxes: boxes.map((b) => ({ box: b.box, ante: b.ante, bonus: b.bonus })),
      maxPayout: data.maxPayout as number,
    };
  }
  if (type === 'DECISION') {
    const d = decodeSeatedAction(type, data);
    if (!d || d.type !== 'DECISION') return null;
    return {
      type: 'DECISION',
      seat: d.seat,
      ...(typeof d.hand === 'number' ? { hand: d.hand } : {}),
      action: d.action,
      ...(typeof data.amount === 'number' ? { amount: data.amount } : {}),
    };
  }
  return null;
}

/** Whether `bet` plays once betting closes: an Ante whose pair has an equal Ante on its other box; a Bonus on such a box. */
function pairPlays(box: number, bets: readonly GameBet[]): boolean {
  const partner = box % 2 === 1 ? box + 1 : box - 1;
  const ante = (b: number) => bets.filter((x) => x.type === 'ANTE' && boxOf(x) === b);
  const mine = ante(box);
  const theirs = ante(partner);
  return mine.length === 1 && theirs.length === 1 && mine[0]!.amount === theirs[0]!.amount;
}

/**
 * §PS-1 at bet time (the module's `betRefusal`): an Ante must equal an Ante already on the other box
 * of its pair (ANTES_UNEQUAL). (A Bonus needs an Ante on its own box: `betRequires` on this module's spots,
 * lib/bets/bet-requires.ts.) `mine`: the player's OPEN bets of the round.
 */
export function anteRefusal(
  bet: { type: string; spec: Record<string, unknown> },
  amount: number,
  mine: readonly { type: string; spec: Record<string, unknown>; amount: number }[],
) {
  const box = boxOf(bet);
  if (bet.type !== 'ANTE') return null;
  const partner = box % 2 === 1 ? box + 1 : box - 1;
  const other = mine.find((b) => b.type === 'ANTE' && boxOf(b) === partner);
  return other && other.amount !== amount
    ? ruleError(
        'rule',
        'ANTES_UNEQUAL',
        `the Antes of a pair are equal (RULES.md §PS-1): box ${partner} holds ${other.amount} cents, not ${amount}`,
      )
    : null;
}

export const pokerSwitchModule: GameModule<PokerSwitchState, PokerSwitchRules, PsRoundAction> = {
  game: 'POKER_SWITCH',
  label: 'Poker Switch',
  ruleCodes: PS_RULE_CODES as readonly RuleCode[],
  shoeDecks: null, // §PS-1: one deck shuffled every round, checked by the engine
  // No published return of the main game per table paytable (§PS-8 gives only the Bonus bet's): none.
  theoreticalEdgePct: () => null,
  // Seats are pairs (§PS-0): the most a table can have; a table has its `boxPairs`, and a player one or two.
  seatCount: PS_MAX_PAIRS,
  seatsFor: (rules) => rules.boxPairs,
  seatsPerPlayer: 2,
  seatedBetTypes: PS_PLACED_BET_TYPES,
  defaultRules: { ...DEFAULT_PS_RULES },
  parseRules: (input) => parsePokerSwitchRules(input),
  defaultLimits: limits,
  initialState: () => initialState(),
  decodeAction,
  apply: (state, action, rules) => apply(state, action, rules),
  next: (state, rules) => nextOf(state, rules),
  isComplete: (state) => isComplete(state),
  view(state, rules) {
    const view = viewOf(state, rules);
    const cards: Record<string, string[]> = {};
    for (const b of state.boxes) cards[`box${b.box}`] = [...b.cards];
    cards.dealer = [...state.dealer];
    cards.replacements = [...state.replacements];
    return { cards, view: view as unknown as Record<string, unknown> };
  },
  result: (state) => resultOf(state) as unknown as Record<string, unknown> | null,
  betSchema: z.object({ type: z.enum(PS_PLACED_BET_TYPES), box: z.number().int() }),
  validateBet(body, rules) {
    const type = body.type;
    if (!(PS_PLACED_BET_TYPES as readonly unknown[]).includes(type))
      return ruleError(
        'input',
        'INVALID_BET_TYPE',
        'type must be ANTE or BONUS (the switch fee, the Bet and insurance are decisions: POST /api/rounds/:id/decisions)',
      );
    const box = body.box;
    if (typeof box !== 'number' || !Number.isInteger(box) || box < 1 || box > 2 * rules.boxPairs)
      return ruleError('input', 'INVALID_SEAT', `box must be a box number 1..${2 * rules.boxPairs}`);
    return { type: type as string, spec: { box, seat: pairOfBox(box) } };
  },
  limitKey: (bet) => bet.type,
  spotKey: (bet) => `${bet.type}:${boxOf(bet)}`,
  settleBet() {
    throw new Error('Poker Switch settles a whole round at once (settleAll): box by box with the §PS-9 caps');
  },
  conceal: {
    round: (round, visible) => concealRound(round, visible),
    event: (type, data, _visible, status) => concealEvent(type, data, status),
    hides: (round) => hides(round),
  },
  betRequires: { BONUS: 'ANTE' },
  betRefusal: anteRefusal,
  /**
   * The pairs that play, and the round's maximum payout fixed from the table's limits (§PS-4's
   * insurance bound, §PS-9's caps); without them (engine tests) the game's default maximum stands.
   */
  beginPlay(bets: GameBet[], _rules: PokerSwitchRules, tableLimits?: Limits): PairsAction {
    const boxes = bets
      .filter((b) => b.type === 'ANTE' && pairPlays(boxOf(b), bets))
      .map((b) => ({
        box: boxOf(b),
        ante: b.amount,
        bonus: bets.filter((x) => x.type === 'BONUS' && boxOf(x) === boxOf(b)).reduce((s, x) => s + x.amount, 0),
      }))
      .sort((a, b) => a.box - b.box);
    return { type: 'PAIRS', boxes, maxPayout: (tableLimits ?? limits).maxPayoutPerRound };
  },
  returnedAtClose(bet, all) {
    if (bet.type !== 'ANTE' && bet.type !== 'BONUS') return null;
    const box = boxOf(bet);
    if (pairPlays(box, all)) return null;
    return bet.type === 'ANTE'
      ? `box ${box} plays only with an equal Ante on the other box of its pair: returned (RULES.md §PS-1)`
      : `box ${box} has no Ante in a whole pair: the Bonus is returned (RULES.md §PS-1, §PS-7)`;
  },
  settleAll(bets, state, rules) {
    const { bets: settled, boxes } = settlePokerSwitch(state, bets, rules);
    const result = resultOf(state);
    return {
      bets: settled,
      houseBanked: true,
      capped: true, // §PS-9: the per-box caps replace the per-round cap of §C-6
      summary: {
        dealerQualifies: result?.dealer?.qualifies ?? null,
        dealerQualifiesAfterBuy: result?.dealer?.buy?.qualifies ?? null,
        switched: state.pairs.filter((p) => p.switched).map((p) => p.pair),
        insured: state.boxes.filter((b) => b.insurance > 0).map((b) => b.box),
        bought: state.boxes.filter((b) => b.buy === 'BUY').map((b) => b.box),
        boxes: boxes.map((b) => ({
          box: b.box,
          outcome: result?.boxes.find((x) => x.box === b.box)?.outcome ?? null,
          cut: b.cut,
        })),
      },
    };
  },
  decisions: psDecisions,
  // §PS-3, §PS-10: one timer per pair's turn (it runs on while the same pair decides), one for the buy window.
  decisionTimer(rules, after, before) {
    const a = after as PsNext;
    const b = before as PsNext;
    if (a.kind === 'decision')
      return { seconds: rules.turnSeconds, sameWindow: b.kind === 'decision' && b.seat === a.seat };
    if (a.kind === 'buy') return { seconds: rules.buySeconds, sameWindow: b.kind === 'buy' };
    return null;
  },
};
