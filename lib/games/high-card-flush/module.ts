/**
 * The High Card Flush `GameModule` (RULES.md §HCF): the seam between the generic round service and
 * the pure engine in this folder. Pure: no I/O.
 *
 * A round goes through three stages, all folded from its recorded actions:
 * 1. **The DP rotation** (§HCF-7), while the round is BETTING and bets are refused: the service
 *    records `DP_OFFERED { seat, userId, last, lastDpSeat }` (it computed `nextDpOffer` from the
 *    seats and balances), then the offered player's `DP_ACCEPTED { seat, userId, bank }` or
 *    `DP_DECLINED { seat, userId }`, or the offer timer's `TIMEOUT` (a decline). The next offer
 *    follows, until someone accepts or `DP_HOUSE { lastDpSeat }` says the house banks.
 * 2. **Betting** (§HCF-3): Ante, Flush bonus, Straight Flush bonus on the player's own seat. The DP
 *    places no bet: the bank is the DP's position (a `DP_BANK` bet row held like a stake).
 * 3. **Play**: closing records `SEATS { seats, stakes }` (the seats with an Ante and their stakes),
 *    which starts the engine (`engine.ts`): cards, Raise/Fold decisions, the DP's hand.
 *
 * Bets (cents), one of each per seat: `ANTE {seat}` (required), `FLUSH_BONUS {seat}`,
 * `STRAIGHT_FLUSH_BONUS {seat}` (returned at close when the seat has no Ante), `RAISE {seat,
 * multiple}` (taken with a RAISE decision, never through the bets endpoint), `DP_BANK {seat}` (the
 * DP's bank, taken when the DP accepts). The rake (§HCF-9) is held with the Ante and the bank as
 * the bet's `fee` (`anteFee`, `bankFee`) and kept or handed back at settlement (`settleHighCardFlush`).
 */
import { z } from 'zod';
import { ruleError, type Applied, type BetSettlement, type GameEvent, type Next, type RuleError } from '../types';
import {
  decodeSeatedAction,
  type CommonAction,
  type DecisionAction,
  type GameBet,
  type GameModule,
  type Limits,
  type SeatsAction,
} from '../module';
import {
  decodeDpAction,
  DP_BANK_BET_TYPE,
  type DpAction,
  type DpRotation,
  type DpRotationAnswer,
} from '@/lib/designated-player/types';
import * as hcf from './index';
import { hcfDecisions } from './decisions';
import { concealCardEvent, concealHands, handsFaceDown, mayHideHands } from './conceal';
import { HCF_RULE_CODES } from './codes';
import { anteFee, bankFee } from './fees';

/** Seats at a High Card Flush table: six hands and the DP's fit one deck (7 x 7 = 49 cards, §HCF-1). */
export const HCF_SEATS = 6;

/** Bet types a player places through the bets endpoint (§HCF-3). */
export const HCF_BET_TYPES = ['ANTE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS'] as const;
/** Every bet type of a round: the placed ones, the Raise taken with a decision, the DP's bank. */
export type HcfBetType = (typeof HCF_BET_TYPES)[number] | 'RAISE' | 'DP_BANK';

/** One answer in the round's DP rotation (§HCF-7). */
export type HcfRotationAnswer = DpRotationAnswer;

/** The DP rotation of one round (§HCF-7). */
export type HcfRotation = DpRotation;

/** High Card Flush's own actions (besides the dealer's and TIMEOUT): the DP rotation, the seats that play, Raise/Fold. */
export type HcfRoundAction = CommonAction | DpAction | SeatsAction | DecisionAction;

/** The High Card Flush action a round log event records (see `HcfRoundAction`), or null. */
function decodeAction(type: string, data: Record<string, unknown>): HcfRoundAction | null {
  return decodeSeatedAction(type, data) ?? decodeDpAction(type, data);
}

/** The rake modes (§HCF-9). */
const RAKE_MODES = ['ALL', 'ALL_BUT_DP', 'DP_ONLY'] as const;

/** The decision kinds that run a timer (§C-7): a hand's Raise/Fold, the DP offer. */
const TIMED = new Set(['decision', 'dp-offer']);

/** A seat's stakes when betting closed, cents (0: not bet). */
export interface HcfSeatStakes {
  ante: number;
  flushBonus: number;
  straightFlushBonus: number;
}

/** The round's state. `play` is null before betting closes and in a round where nobody placed an Ante. */
export interface HcfRoundState {
  rotation: HcfRotation;
  started: boolean;
  stakes: Record<string, HcfSeatStakes>;
  play: hcf.HighCardFlushState | null;
}

// The rake of an Ante and of the DP's bank (§HCF-9) live in ./fees (the player view reads them without the module).
export { anteFee, bankFee };

const seatOf = (bet: { spec: Record<string, unknown> }): number => Number(bet.spec.seat);

const limits: Limits = {
  bets: {
    ANTE: { min: 500, max: 100_000 },
    FLUSH_BONUS: { min: 100, max: 10_000 },
    STRAIGHT_FLUSH_BONUS: { min: 100, max: 10_000 },
  },
  maxPayoutPerRound: 5_000_000,
};

const freshRotation = (): HcfRotation => ({ lastDpSeat: null, offer: null, answers: [], dp: null, decided: false });

function isSeat(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= HCF_SEATS;
}

/** `{lastDpUserId}` when the action carries it (null included); nothing for actions recorded before it was kept. */
function lastDpUserIdOf(action: { lastDpUserId?: string | null }): { lastDpUserId?: string | null } {
  return action.lastDpUserId === undefined ? {} : { lastDpUserId: action.lastDpUserId };
}

/** The rotation stage (§HCF-7): offers, answers, timeouts, the house. */
function applyRotation(
  state: HcfRoundState,
  action: HcfRoundAction,
  rules: hcf.HighCardFlushRules,
): Applied<HcfRoundState> | RuleError {
  const r = state.rotation;
  const done = () =>
    ruleError(
      'conflict',
      'DP_ALREADY_DECIDED',
      r.dp ? `seat ${r.dp.seat} is the designated player this round` : 'the house banks this round',
    );
  const put = (rotation: HcfRotation, events: GameEvent[]): Applied<HcfRoundState> => ({
    ok: true,
    state: { ...state, rotation },
    events,
  });
  switch (action.type) {
    case 'DP_OFFERED': {
      if (r.decided) return done();
      if (r.offer)
        return ruleError('conflict', 'DP_OFFER_OPEN', `seat ${r.offer.seat} has not answered the DP offer yet`);
      if (!isSeat(action.seat) || typeof action.userId !== 'string')
        return ruleError('input', 'INVALID_SEAT', `DP offers go to a seat 1..${HCF_SEATS}`);
      if (action.lastDpSeat !== null && !isSeat(action.lastDpSeat))
        return ruleError('input', 'INVALID_SEAT', 'lastDpSeat must be a seat or null');
      const offer = { seat: action.seat, userId: action.userId, last: action.last === true };
      const who = lastDpUserIdOf(action);
      return put({ ...r, lastDpSeat: action.lastDpSeat, ...who, offer }, [
        { type: 'DP_OFFERED', data: { ...offer, lastDpSeat: action.lastDpSeat, ...who, seconds: rules.offerSeconds } },
      ]);
    }
    case 'DP_ACCEPTED':
    case 'DP_DECLINED': {
      if (r.decided) return done();
      if (!r.offer) return ruleError('conflict', 'NO_DP_OFFER', 'no DP offer is open');
      if (action.seat !== r.offer.seat || action.userId !== r.offer.userId)
        return ruleError('conflict', 'NOT_YOUR_OFFER', `the DP seat is offered to seat ${r.offer.seat}`);
      const { seat, userId, last } = r.offer;
      if (action.type === 'DP_DECLINED') {
        return put({ ...r, offer: null, answers: [...r.answers, { seat, userId, answer: 'DECLINED', last }] }, [
          { type: 'DP_DECLINED', data: { seat, userId, last } },
        ]);
      }
      const bank = action.bank;
      if (typeof bank !== 'number' || !Number.isSafeInteger(bank) || bank < rules.minBank) {
        return ruleError(
          'rule',
          'BANK_BELOW_MINIMUM',
          `the bank must be at least the table's minimum of ${rules.minBank} cents (RULES.md §HCF-7), got ${String(bank).slice(0, 20)}`,
        );
      }
      const dp = { seat, userId, bank };
      return put(
        {
          ...r,
          offer: null,
          dp,
          decided: true,
          answers: [...r.answers, { seat, userId, answer: 'ACCEPTED', bank, last }],
        },
        [{ type: 'DP_ACCEPTED', data: { seat, userId, bank, last } }],
      );
    }
    case 'TIMEOUT': {
      if (!r.offer) return ruleError('conflict', 'DECISION_NOT_EXPECTED', 'no DP offer is open');
      const { seat, userId, last } = r.offer;
      return put({ ...r, offer: null, answers: [...r.answers, { seat, userId, answer: 'TIMEOUT', last }] }, [
        { type: 'TIMEOUT', data: { seat, offer: true } },
        { type: 'DP_DECLINED', data: { seat, userId, last, timeout: true } },
      ]);
    }
    case 'DP_HOUSE': {
      if (r.decided) return done();
      if (r.offer)
        return ruleError('conflict', 'DP_OFFER_OPEN', `seat ${r.offer.seat} has not answered the DP offer yet`);
      const who = lastDpUserIdOf(action);
      return put({ ...r, lastDpSeat: action.lastDpSeat, ...who, decided: true }, [
        { type: 'DP_HOUSE', data: { lastDpSeat: action.lastDpSeat, ...who } },
      ]);
    }
    default:
      return ruleError(
        'conflict',
        'DP_NOT_DECIDED',
        r.offer
          ? `the DP seat is offered to seat ${r.offer.seat}: betting opens once the DP is settled`
          : 'the DP seat is not settled yet',
      );
  }
}

function toEngineAction(action: HcfRoundAction): hcf.HighCardFlushAction | RuleError {
  switch (action.type) {
    case 'CARD':
    case 'UNDO':
    case 'TIMEOUT':
      return action as hcf.HighCardFlushAction;
    case 'DECISION': {
      if (action.action !== 'FOLD' && action.action !== 'RAISE')
        return ruleError(
          'input',
          'INVALID_ACTION',
          `High Card Flush decisions are FOLD or RAISE, got ${JSON.stringify(action.action)}`,
        );
      return {
        type: 'DECISION',
        seat: action.seat,
        action: action.action,
        ...(action.multiple !== undefined ? { multiple: action.multiple as 1 | 2 | 3 } : {}),
      };
    }
    case 'OUTCOME':
    case 'NO_SPIN':
      return ruleError('conflict', 'OUTCOME_NOT_EXPECTED', 'High Card Flush takes cards and decisions, not a number.');
    default:
      return ruleError(
        'conflict',
        'DP_ALREADY_DECIDED',
        `${action.type} belongs to the DP rotation, which ended before betting`,
      );
  }
}

/** The stakes of each seat with an Ante, from the OPEN bets at close. */
function stakesOf(bets: readonly GameBet[]): Record<string, HcfSeatStakes> {
  const out: Record<string, HcfSeatStakes> = {};
  for (const b of bets)
    if (b.type === 'ANTE') out[String(seatOf(b))] = { ante: b.amount, flushBonus: 0, straightFlushBonus: 0 };
  for (const b of bets) {
    const s = out[String(seatOf(b))];
    if (!s) continue;
    if (b.type === 'FLUSH_BONUS') s.flushBonus += b.amount;
    if (b.type === 'STRAIGHT_FLUSH_BONUS') s.straightFlushBonus += b.amount;
  }
  return out;
}

function seatStake(s: HcfSeatStakes | undefined, decision: hcf.HcfDecision | null): number {
  if (!s) return 0;
  return s.ante * (1 + (decision?.multiple ?? 0)) + s.flushBonus + s.straightFlushBonus;
}

/**
 * The DP's bank as the table sees it (§HCF-8): hands in action order with their stake so far (a hand
 * still to decide counts its Ante and bonus bets; its Raise joins when taken), which are covered and
 * which are dead, and how much of the bank is committed.
 * @returns null when the house banks (unlimited) or before the DP is settled
 */
export function bankCover(state: HcfRoundState): {
  start: number;
  committed: number;
  uncommitted: number;
  hands: { seat: number; stake: number; dead: boolean }[];
} | null {
  const dp = state.rotation.dp;
  if (!dp) return null;
  if (!state.play) return { start: dp.bank, committed: 0, uncommitted: dp.bank, hands: [] };
  const play = state.play;
  const order = hcf.seatsInActionOrder(play);
  const hands = order.map((seat) => ({
    seat,
    stake: seatStake(state.stakes[String(seat)], play.hands.find((h) => h.seat === seat)!.decision),
  }));
  const cover = hcf.coverHands(hands, dp.bank);
  const committed = hands.reduce((sum, h, i) => sum + (cover[i]!.dead ? 0 : h.stake), 0);
  return {
    start: dp.bank,
    committed,
    uncommitted: dp.bank - committed,
    hands: hands.map((h, i) => ({ ...h, dead: cover[i]!.dead })),
  };
}

function flushView(cards: readonly string[]) {
  if (cards.length === 0) return null;
  const c = cards as hcf.HighCardFlushState['bankHand'];
  return { flush: hcf.bestFlush(c), straightFlush: hcf.longestStraightFlush(c) };
}

/** A settled bet row as `settleHighCardFlush` returns it: cents; `refund` includes the part of `fee` handed back. */
export interface HcfSettledBet {
  id: string;
  status: 'WON' | 'LOST' | 'PUSH' | 'DEAD';
  payout: number;
  refund: number;
  /** Winnings the bank could not pay (§HCF-8). */
  cut: number;
  /** The fee kept as rake, cents. */
  rake: number;
}

/** A bet row of the round as settlement needs it. */
export interface HcfBetRow {
  id: string;
  userId: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  fee: number;
}

/**
 * Settles every OPEN bet of a complete round at once (RULES.md §HCF-3..§HCF-6, §HCF-8, §HCF-9),
 * the DP's bank included: the engine's `settleRound` judges the hands, covers them from the bank in
 * action order, collects losers before paying winners; this maps its result onto the bet rows.
 * - ANTE / RAISE / FLUSH_BONUS / STRAIGHT_FLUSH_BONUS: the engine's settlement of that bet (`DEAD`:
 *   stake back); the ANTE's `fee` is kept as rake when the hand is raked, else handed back with the refund;
 * - DP_BANK: returns `bank.end + fee - dpRake`, split into `refund` (up to bank + fee) and `payout`
 *   (the DP's winnings beyond that); WON/LOST/PUSH by the sign of the DP's net.
 * With a house bank every amount is owed by the house (the round service applies §C-6 then).
 * @returns the bets and the engine's `HcfSettlement` (bank movements, rake, DP net); Σ over every
 *   bet of `payout + refund - amount - extraStake - fee` + house rake = 0 when the DP banks
 * @throws Error when the round is not complete or a bet row does not fit the round (programming errors)
 */
export function settleHighCardFlush(
  state: HcfRoundState,
  bets: readonly HcfBetRow[],
  rules: hcf.HighCardFlushRules,
): { bets: HcfSettledBet[]; settlement: hcf.HcfSettlement | null } {
  if (!state.started) throw new Error('high card flush round has not started');
  const bankRow = bets.find((b) => b.type === 'DP_BANK');
  if (!state.play) {
    // Nobody placed an Ante: the bank goes back whole, no rake (the DP had no game, §HCF-9).
    return {
      bets: bets.map((b) => ({ id: b.id, status: 'PUSH', payout: 0, refund: b.amount + b.fee, cut: 0, rake: 0 })),
      settlement: null,
    };
  }
  const bySeat: Record<number, hcf.HcfSeatBets> = {};
  for (const [seat, s] of Object.entries(state.stakes)) {
    bySeat[Number(seat)] = { ante: s.ante, flushBonus: s.flushBonus, straightFlushBonus: s.straightFlushBonus };
  }
  const settlement = hcf.settleRound(state.play, bySeat, rules);
  const handOf = new Map(settlement.hands.map((h) => [h.seat, h]));
  const out: HcfSettledBet[] = [];
  for (const b of bets) {
    if (b.type === 'DP_BANK') continue;
    const h = handOf.get(seatOf(b));
    if (!h) throw new Error(`bet ${b.id} (${b.type}) is on seat ${seatOf(b)}, which has no hand`);
    const s =
      b.type === 'ANTE'
        ? h.ante
        : b.type === 'RAISE'
          ? h.raise
          : b.type === 'FLUSH_BONUS'
            ? h.flushBonus
            : b.type === 'STRAIGHT_FLUSH_BONUS'
              ? h.straightFlushBonus
              : null;
    if (!s) throw new Error(`bet ${b.id} (${b.type}) has no settlement on seat ${h.seat}`);
    if (s.stake !== b.amount)
      throw new Error(`bet ${b.id} (${b.type}) stakes ${b.amount} but the round holds ${s.stake}`);
    const rake = b.type === 'ANTE' ? Math.min(h.rake, b.fee) : 0;
    out.push({ id: b.id, status: s.status, payout: s.payout, refund: s.refund + (b.fee - rake), cut: s.cut, rake });
  }
  if (bankRow) {
    const end = settlement.bank.end ?? 0;
    const rake = Math.min(settlement.dpRake, bankRow.fee);
    const back = end + bankRow.fee - rake;
    const refund = Math.min(back, bankRow.amount + bankRow.fee);
    out.push({
      id: bankRow.id,
      status: settlement.dpNet > 0 ? 'WON' : settlement.dpNet < 0 ? 'LOST' : 'PUSH',
      payout: back - refund,
      refund,
      cut: 0,
      rake,
    });
  }
  return { bets: out, settlement };
}

export const highCardFlushModule: GameModule<HcfRoundState, hcf.HighCardFlushRules, HcfRoundAction> = {
  game: 'HIGH_CARD_FLUSH',
  label: 'High Card Flush',
  ruleCodes: HCF_RULE_CODES,
  shoeDecks: null, // §HCF-1: one deck per round, checked by the engine
  // Player-banked (§HCF-8): the house's take is the rake (§HCF-9), not an edge on the bets.
  theoreticalEdgePct: () => null,
  seatCount: HCF_SEATS,
  designatedPlayer: {
    rotation: (state) => (state as Partial<HcfRoundState> | undefined)?.rotation ?? null,
    nextOffer: (input, rules) => hcf.nextDpOffer({ ...input, minBank: rules.minBank }),
    rakeModes: RAKE_MODES,
    bankRule: 'RULES.md §HCF-8',
    rake(rules) {
      const r = (rules && typeof rules === 'object' && !Array.isArray(rules) ? rules : {}) as Record<string, unknown>;
      return {
        mode: RAKE_MODES.find((m) => m === r.rakeMode) ?? hcf.DEFAULT_HCF_RULES.rakeMode,
        amount:
          typeof r.rakeAmount === 'number' && Number.isFinite(r.rakeAmount)
            ? r.rakeAmount
            : hcf.DEFAULT_HCF_RULES.rakeAmount,
      };
    },
  },
  defaultRules: { ...hcf.DEFAULT_HCF_RULES },
  parseRules: (input) => hcf.parseHighCardFlushRules(input),
  defaultLimits: limits,
  initialState: () => ({ rotation: freshRotation(), started: false, stakes: {}, play: null }),
  decodeAction,
  apply(state, action, rules): Applied<HcfRoundState> | RuleError {
    if (!state.rotation.decided) return applyRotation(state, action, rules);
    if (action.type === 'SEATS') {
      if (state.started) return ruleError('conflict', 'ALREADY_STARTED', 'the hands were fixed when betting closed');
      const stakes = (action.stakes ?? {}) as Record<string, HcfSeatStakes>;
      const seats = [...new Set(action.seats)].sort((a, b) => a - b);
      const dp = state.rotation.dp;
      if (seats.some((s) => !isSeat(s) || s === dp?.seat || !stakes[String(s)] || !(stakes[String(s)]!.ante > 0))) {
        return ruleError(
          'conflict',
          'INVALID_SEATS',
          `every playing seat needs an Ante and cannot be the DP's seat, got ${JSON.stringify(seats)}`,
        );
      }
      const kept = Object.fromEntries(seats.map((s) => [String(s), { ...stakes[String(s)]! }]));
      const play = seats.length ? hcf.initialState({ seats, dpSeat: dp?.seat ?? null, bank: dp?.bank ?? null }) : null;
      return {
        ok: true,
        state: { ...state, started: true, stakes: kept, play },
        events: [{ type: 'SEATS', data: { seats, stakes: kept } }],
      };
    }
    if (action.type.startsWith('DP_')) return applyRotation(state, action, rules);
    if (!state.started) return ruleError('conflict', 'BETTING_OPEN', 'Betting is still open: call No more bets first.');
    if (!state.play)
      return ruleError('conflict', 'CARD_NOT_EXPECTED', 'nobody placed an Ante this round: there is nothing to deal');
    const a = toEngineAction(action);
    if ('ok' in a && a.ok === false) return a;
    const applied = hcf.apply(state.play, a as hcf.HighCardFlushAction);
    if (!applied.ok) return applied;
    // §C-7: a timer's expiry is recorded as TIMEOUT (the action), the fold it caused after it.
    const events =
      action.type === 'TIMEOUT'
        ? [{ type: 'TIMEOUT', data: { seat: applied.events[0]?.data.seat } }, ...applied.events]
        : applied.events;
    return { ok: true, state: { ...state, play: applied.state }, events };
  },
  next(state): Next {
    const r = state.rotation;
    if (!r.decided)
      return r.offer
        ? { kind: 'dp-offer', seat: r.offer.seat, userId: r.offer.userId, last: r.offer.last }
        : { kind: 'dp-rotation' };
    if (!state.started) return { kind: 'close' };
    if (!state.play) return { kind: 'confirm' };
    return hcf.next(state.play) as Next;
  },
  isComplete: (state) => state.started && (state.play === null || hcf.isComplete(state.play)),
  view(state) {
    const r = state.rotation;
    const play = state.play;
    const phase = !r.decided ? 'DP_OFFER' : !state.started ? 'BETTING' : play ? hcf.phaseOf(play) : 'COMPLETE';
    const dpSeat = r.dp?.seat ?? null;
    const cards: Record<string, string[]> = {};
    let hands: Record<string, unknown>[] = [];
    let bankHand: Record<string, unknown> | null = null;
    if (play) {
      const order = hcf.seatsInActionOrder(play);
      hands = play.hands.map((h) => {
        cards[`seat${h.seat}`] = [...h.cards];
        const full = h.cards.length === hcf.HAND_SIZE;
        return {
          seat: h.seat,
          cards: [...h.cards],
          ...(full ? flushView(h.cards) : { flush: null, straightFlush: null }),
          maxMultiple: full ? hcf.maxRaiseMultiple(h.cards) : null,
          decision: h.decision,
          actionIndex: order.indexOf(h.seat),
          stakes: state.stakes[String(h.seat)] ?? null,
        };
      });
      cards[dpSeat === null ? 'dealer' : 'dp'] = [...play.bankHand];
      const fv = play.bankHand.length === hcf.HAND_SIZE ? flushView(play.bankHand) : null;
      bankHand = {
        cards: [...play.bankHand],
        ...(fv ?? { flush: null, straightFlush: null }),
        qualifies: fv ? hcf.dpQualifies(play.bankHand) : null,
      };
    }
    return {
      cards,
      view: {
        phase,
        rotation: r,
        dpSeat,
        button: hcf.buttonSeat(dpSeat),
        house: r.decided && !r.dp,
        bank: bankCover(state),
        dealOrder: play
          ? hcf.dealOrder(
              play.hands.map((h) => h.seat),
              dpSeat,
            )
          : [],
        actionOrder: play ? hcf.seatsInActionOrder(play) : [],
        hands,
        bankHand,
      },
    };
  },
  result: (state) => {
    if (!state.started) return null;
    if (!state.play) return { dpSeat: state.rotation.dp?.seat ?? null, dp: null, hands: [], noAction: true };
    return hcf.result(state.play) as unknown as Record<string, unknown> | null;
  },
  betSchema: z.object({ type: z.enum(HCF_BET_TYPES), seat: z.number().int() }),
  validateBet(body) {
    const type = body.type;
    if (!(HCF_BET_TYPES as readonly unknown[]).includes(type))
      return ruleError(
        'input',
        'INVALID_BET_TYPE',
        'type must be ANTE, FLUSH_BONUS or STRAIGHT_FLUSH_BONUS (the Raise is a decision: POST /api/rounds/:id/decisions)',
      );
    if (!isSeat(body.seat)) return ruleError('input', 'INVALID_SEAT', `seat must be a seat number 1..${HCF_SEATS}`);
    return { type: type as string, spec: { seat: body.seat } };
  },
  limitKey: (bet) => bet.type,
  spotKey: (bet) => `${bet.type}:${seatOf(bet)}`,
  settleBet() {
    throw new Error(
      'High Card Flush settles a whole round at once (settleHighCardFlush): the bank covers hands in action order',
    );
  },
  seatedBetTypes: HCF_BET_TYPES,
  // Seven cards face down (seed 002 "Hra" 1): a hand is its player's and the staff's until the round completes.
  conceal: {
    round: (round, visible) => concealHands(round, visible),
    event: (type, data, visible, status) => concealCardEvent(type, data, visible, handsFaceDown(status)),
    hides: (round) => mayHideHands(round),
  },
  feeRule: 'RULES.md §HCF-9',
  betFee: (bet, rules) => (bet.type === 'ANTE' ? anteFee(rules) : bet.type === DP_BANK_BET_TYPE ? bankFee(rules) : 0),
  beginPlay(bets) {
    const stakes = stakesOf(bets);
    return {
      type: 'SEATS',
      seats: Object.keys(stakes)
        .map(Number)
        .sort((a, b) => a - b),
      stakes,
    };
  },
  returnedAtClose(bet, bets) {
    if (bet.type !== 'FLUSH_BONUS' && bet.type !== 'STRAIGHT_FLUSH_BONUS') return null;
    const seat = seatOf(bet);
    return bets.some((b) => b.type === 'ANTE' && seatOf(b) === seat)
      ? null
      : `seat ${seat} has no Ante: the bonus bet is returned (RULES.md §HCF-3, the Ante is required)`;
  },
  bettingRefusal(state, userId) {
    const r = state.rotation;
    if (!r.decided) {
      return ruleError(
        'conflict',
        'DP_NOT_DECIDED',
        r.offer
          ? `the DP seat is offered to seat ${r.offer.seat}: betting opens once the designated player is settled (RULES.md §HCF-7)`
          : 'betting opens once the designated player is settled (RULES.md §HCF-7)',
      );
    }
    if (r.dp?.userId === userId)
      return ruleError(
        'conflict',
        'DP_CANNOT_BET',
        `you are the designated player this round: your bank plays against every hand (RULES.md §HCF-7, §HCF-8)`,
      );
    return null;
  },
  settleAll(bets, state, rules) {
    const { bets: settled, settlement } = settleHighCardFlush(state, bets, rules);
    const dead = settlement ? settlement.hands.filter((h) => h.outcome === 'DEAD').map((h) => h.seat) : [];
    const rake = settled.reduce((sum, b) => sum + b.rake, 0);
    return {
      bets: settled,
      houseBanked: state.rotation.dp === null,
      summary: {
        dpSeat: state.rotation.dp?.seat ?? null,
        dpUserId: state.rotation.dp?.userId ?? null,
        dpQualifies: settlement?.dpQualifies ?? null,
        bank:
          settlement?.bank ??
          (state.rotation.dp
            ? { start: state.rotation.dp.bank, collected: 0, paid: 0, end: state.rotation.dp.bank }
            : null),
        dpNet: settlement ? settlement.dpNet : 0,
        dpRake: settlement?.dpRake ?? 0,
        rake,
        rakeMode: rules.rakeMode,
        dead,
        hands: settlement
          ? settlement.hands.map((h) => ({
              seat: h.seat,
              outcome: h.outcome,
              stake: h.stake,
              rake: h.rake,
              net: h.net,
            }))
          : [],
      },
    };
  },
  decisions: hcfDecisions,
  decisionTimer: (rules, after) =>
    TIMED.has(after.kind) ? { seconds: after.kind === 'dp-offer' ? rules.offerSeconds : rules.decisionSeconds } : null,
};

export type { BetSettlement };
