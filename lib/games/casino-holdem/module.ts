/**
 * The Casino Hold'em `GameModule` (RULES.md §CHE): the seam between the generic round service and
 * the pure engine in this folder. Pure: no I/O.
 *
 * Not seated: any number of players (§CHE-1, the live-studio reading), each an anonymous **box**.
 * - Bets through the bets endpoint: `ANTE {}` (required) and `AA_BONUS {}` (only with an Ante:
 *   `betRequires`, and one whose Ante was cancelled is returned at close). `CALL {}` (2x Ante) is
 *   taken with a CALL decision, never through the bets endpoint.
 * - Closing records `PLAYERS { boxes: [{box, ante, aaBonus}] }`: the players with an Ante, their
 *   user ids sorted ascending, numbered 1..n. No user id or bet id goes into the public state or
 *   events: the box of a player is recomputed from the bets wherever the ids are known
 *   (`decisions.plan`, `settleAll`).
 * - Then the deal, the call window (a timer, §C-7: expiry folds whoever is still deciding), turn and
 *   river (engine.ts). The dealer's cards stay face down to players until the window closes (conceal.ts).
 * - Settlement is per box (settle.ts), the house banking (§C-6 cap applies).
 */
import { z } from 'zod';
import { ruleError, type Next } from '../types';
import { decodeSeatedAction, type GameBet, type GameModule, type Limits } from '../module';
import { CHE_RULE_CODES } from './codes';
import { DEFAULT_CHE_RULES, parseCasinoHoldemRules, type CasinoHoldemRules } from './rules';
import {
  apply,
  initialState,
  isComplete,
  nextOf,
  resultOf,
  viewOf,
  type CasinoHoldemState,
  type CheRoundAction,
} from './engine';
import { boxesByUser, settleCasinoHoldem } from './settle';
import { cheDecisions } from './decisions';
import { concealEvent, concealRound, hides } from './conceal';

/** Bet types a player places through the bets endpoint (§CHE-2). */
export const CHE_BET_TYPES = ['ANTE', 'AA_BONUS'] as const;
/** Every bet type of a round: the placed ones and the Call taken with a decision. */
export type CheBetType = (typeof CHE_BET_TYPES)[number] | 'CALL';

const limits: Limits = {
  bets: {
    ANTE: { min: 500, max: 50_000 },
    AA_BONUS: { min: 100, max: 10_000 },
  },
  maxPayoutPerRound: 5_000_000,
};

/** The Casino Hold'em action a round log event records (`PLAYERS`, `DECISION`), or null. */
function decodeAction(type: string, data: Record<string, unknown>): CheRoundAction | null {
  if (type === 'PLAYERS') {
    const boxes = Array.isArray(data.boxes) ? (data.boxes as { box: number; ante: number; aaBonus: number }[]) : [];
    return { type: 'PLAYERS', boxes: boxes.map((b) => ({ box: b.box, ante: b.ante, aaBonus: b.aaBonus })) };
  }
  if (type === 'DECISION') {
    const d = decodeSeatedAction(type, data);
    return d && d.type === 'DECISION' ? { type: 'DECISION', seat: d.seat, action: d.action } : null;
  }
  return null;
}

export const casinoHoldemModule: GameModule<CasinoHoldemState, CasinoHoldemRules, CheRoundAction> = {
  game: 'CASINO_HOLDEM',
  label: "Casino Hold'em",
  ruleCodes: CHE_RULE_CODES,
  shoeDecks: null, // §CHE-1: one deck shuffled every round, checked by the engine
  defaultRules: { ...DEFAULT_CHE_RULES },
  parseRules: (input) => parseCasinoHoldemRules(input),
  // RULES.md §CHE-6: optimal strategy, 2.16% house edge per Ante.
  theoreticalEdgePct: () => 2.16,
  defaultLimits: limits,
  initialState: () => initialState(),
  decodeAction,
  apply: (state, action) => apply(state, action),
  next: (state) => nextOf(state) as Next,
  isComplete: (state) => isComplete(state),
  view(state) {
    const view = viewOf(state);
    return {
      cards: { player: [...view.player], dealer: [...view.dealer], board: [...view.board] },
      view: view as unknown as Record<string, unknown>,
    };
  },
  result: (state) => resultOf(state) as unknown as Record<string, unknown> | null,
  betSchema: z.object({ type: z.enum(CHE_BET_TYPES) }),
  validateBet(body) {
    const type = body.type;
    if (!(CHE_BET_TYPES as readonly unknown[]).includes(type))
      return ruleError(
        'input',
        'INVALID_BET_TYPE',
        'type must be ANTE or AA_BONUS (the Call is a decision: POST /api/rounds/:id/decisions)',
      );
    return { type: type as string, spec: {} };
  },
  limitKey: (bet) => bet.type,
  spotKey: (bet) => bet.type,
  settleBet() {
    throw new Error("Casino Hold'em settles a whole round at once (settleAll): each bet by its player's box decision");
  },
  // §CHE-1: the dealer's two cards are face down to players until the call window has closed.
  conceal: {
    round: (round) => concealRound(round),
    event: (type, data, _visible, status) => concealEvent(type, data, status),
    hides: (round) => hides(round),
  },
  // Boxes are anonymous (no user id in public data): in the round log another player's Call or Fold names
  // the box, not who made it (with the box's Ante and AA Bonus in PLAYERS it would tell who staked what).
  logEventForOthers: (type, data) => (type === 'DECISION' ? { data, actor: null } : undefined),
  betRequires: { AA_BONUS: 'ANTE' },
  beginPlay(bets: GameBet[]) {
    const boxOf = boxesByUser(bets.map((b) => ({ userId: b.userId ?? '', type: b.type })));
    const boxes = [...boxOf.values()].map((box) => ({ box, ante: 0, aaBonus: 0 }));
    for (const b of bets) {
      const box = boxOf.get(b.userId ?? '');
      if (box === undefined) continue;
      if (b.type === 'ANTE') boxes[box - 1]!.ante += b.amount;
      if (b.type === 'AA_BONUS') boxes[box - 1]!.aaBonus += b.amount;
    }
    return { type: 'PLAYERS', boxes };
  },
  returnedAtClose(bet, all) {
    if (bet.type !== 'AA_BONUS') return null;
    return all.some((b) => b.type === 'ANTE' && b.userId === bet.userId)
      ? null
      : 'AA Bonus without an Ante: returned (RULES.md §CHE-2, the Ante is required)';
  },
  settleAll(bets, state) {
    const { bets: settled, summary } = settleCasinoHoldem(state, bets);
    return { bets: settled, houseBanked: true, summary };
  },
  decisions: cheDecisions,
  decisionTimer: (rules, after, before) =>
    after.kind === 'calls' ? { seconds: rules.decisionSeconds, sameWindow: before.kind === 'calls' } : null,
};
