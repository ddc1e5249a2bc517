/**
 * Poker Switch for the pit, in words and figures (RULES.md §PS): a round's result in a line, the round log's
 * events in words (PAIRS, DECISION with its action and amount, TIMEOUT, CARD with the buy's replacement
 * cards, UNDO, SETTLED), every decision with its time (the decision log), and the table's statistics
 * (switch rate, buy rate, the dealer's qualification before and after buys, hold against the exact Bonus
 * return of the table's paytable and the simulated main-game figures). Pure; `t` is `games.poker-switch.pit`.
 */
import type { Money, Translate } from '@/lib/i18n/money';
import { bonusReturn } from '@/lib/games/poker-switch/exact-returns';
import { parsePokerSwitchRules } from '@/lib/games/poker-switch/rules';
import { isRuleError } from '@/lib/games/types';
import { arr, cardText, categoryName, num, readPsNext, readPsResult, rec, type PsResult } from './console-read';

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

/** What a result's boxes did: Bets, folds (by the timer), switched boxes, insured, bought. */
export function boxCounts(r: PsResult) {
  const b = r.boxes;
  return {
    boxes: b.length,
    bet: b.filter((x) => x.decision === 'BET').length,
    folded: b.filter((x) => x.decision === 'FOLD').length,
    timedOut: b.filter((x) => x.timeout).length,
    switched: b.filter((x) => x.switched).length,
    insured: b.filter((x) => x.insurance > 0).length,
    bought: b.filter((x) => x.buy === 'BUY').length,
  };
}

/**
 * A Poker Switch round's result in one line: `Dealer Pair · qualifies · 4 boxes: 3 Bet, 1 folded · 2
 * switched · 1 insured`; with a buy `Dealer High card · does not qualify · bought (1 box): Pair, qualifies
 * · …`; `No pair played`.
 */
export function psResultSummary(t: Translate, result: Record<string, unknown> | null | undefined): string {
  const r = readPsResult(result);
  if (!r) return '—';
  if (r.noAction || !r.dealer) return t('summary.noAction');
  const n = boxCounts(r);
  const parts = [
    t('summary.dealer', { hand: categoryName(t, r.dealer.hand.category) }),
    r.dealer.qualifies ? t('summary.qualifies') : t('summary.notQualifies'),
  ];
  if (r.dealer.buy)
    parts.push(
      t('summary.bought', {
        count: n.bought,
        hand: categoryName(t, r.dealer.buy.hand.category),
        verdict: r.dealer.buy.qualifies ? t('summary.qualifies') : t('summary.notQualifies'),
      }),
    );
  parts.push(
    n.timedOut
      ? t('summary.boxesTimer', { count: n.boxes, bet: n.bet, folded: n.folded, timer: n.timedOut })
      : t('summary.boxes', { count: n.boxes, bet: n.bet, folded: n.folded }),
  );
  if (n.switched) parts.push(t('summary.switched', { count: n.switched }));
  if (n.insured) parts.push(t('summary.insured', { count: n.insured }));
  return parts.join(' · ');
}

/** The short result: `Q` (qualified), `NQ`, `B` (not qualified, a game bought), `—`. */
export function psShortResult(t: Translate, result: Record<string, unknown> | null | undefined): string {
  const r = readPsResult(result);
  if (!r || r.noAction || !r.dealer) return '—';
  if (r.dealer.qualifies) return t('short.qualifies');
  return r.dealer.buy ? t('short.bought') : t('short.notQualifies');
}

// ---------------------------------------------------------------------------------------------
// Round-log events
// ---------------------------------------------------------------------------------------------

/** A card's place: `box 3 card 2`, `dealer card 5`, `dealer replacement 1 (replaces A♠)`. */
export function placeWords(t: Translate, data: Record<string, unknown>): string {
  const position = num(data.position, 1);
  const to = data.to ?? data.from;
  if (to === 'box') return t('place.box', { box: num(data.box), position });
  if (to === 'dealer') return t('place.dealer', { position });
  if (to === 'dealer-replacement')
    return typeof data.discard === 'string'
      ? t('place.replacementOf', { position, discard: cardText(data.discard) })
      : t('place.replacement', { position });
  return String(to ?? '?');
}

/** What the round waits for (`next`) in words; '' for anything else (the shell's words apply). */
export function psNextWords(t: Translate, next: unknown): string {
  const n = readPsNext(next);
  if (!n) return '';
  if (n.kind === 'card') {
    const data: Record<string, unknown> =
      n.to === 'box'
        ? { to: 'box', box: n.box, position: n.position }
        : n.to === 'dealer'
          ? { to: 'dealer', position: n.position }
          : { to: n.to, position: n.position, discard: n.discard };
    return t(n.to === 'box' || n.to === 'dealer' ? (n.faceUp ? 'next.cardUp' : 'next.cardDown') : 'next.card', {
      place: placeWords(t, data),
    });
  }
  if (n.kind === 'decision') return t('next.turn', { seat: n.seat, box: n.box });
  if (n.kind === 'buy') return t('next.buy', { boxes: n.boxes.map((b) => b.box).join(', ') });
  return n.kind === 'confirm' ? t('next.confirm') : t('next.close');
}

/** The boxes at *No more bets* (`PAIRS` event data: `{boxes: [{box, ante, bonus}], maxPayout}`). */
export function pairsOf(data: Record<string, unknown>): { box: number; ante: number; bonus: number }[] {
  return arr(data.boxes)
    .map(rec)
    .filter((b) => typeof b.box === 'number')
    .map((b) => ({ box: num(b.box), ante: num(b.ante), bonus: num(b.bonus) }))
    .sort((a, b) => a.box - b.box);
}

const ACTIONS = ['SWITCH', 'UNSWITCH', 'BET', 'FOLD', 'INSURE', 'BUY', 'NO_BUY'] as const;
export type PsLogAction = (typeof ACTIONS)[number];
const actionOf = (v: unknown): PsLogAction | null => ACTIONS.find((a) => a === v) ?? null;

/** A decision in words (§PS-3, §PS-4, §PS-6): `pair 1 SWITCH (fee €20.00)`, `box 3 BET €20.00 + insurance €30.00`. */
export function decisionWords(t: Translate, money: Money, data: Record<string, unknown>): string {
  const action = actionOf(data.action);
  const timer = data.timeout === true ? ` ${t('event.byTimer')}` : '';
  const seat = num(data.seat);
  const box = num(data.box);
  switch (action) {
    case 'SWITCH':
      return t('event.switch', { seat, fee: money(num(data.fee)) }) + timer;
    case 'UNSWITCH':
      return t('event.unswitch', { seat, fee: money(num(data.fee)) }) + timer;
    case 'BET':
      return t('event.bet', { box, bet: money(num(data.bet)) }) + timer;
    case 'INSURE':
      return t('event.insure', { box, bet: money(num(data.bet)), amount: money(num(data.amount)) }) + timer;
    case 'FOLD':
      return t('event.fold', { box }) + timer;
    case 'BUY':
      return t('event.buy', { box }) + timer;
    case 'NO_BUY':
      return t('event.noBuy', { box }) + timer;
    default:
      return t('event.decision', { action: String(data.action ?? '?') });
  }
}

/**
 * One line of words for a Poker Switch round-log event, or null when it is not one of its own: the pairs at
 * close (§PS-1), decisions (§PS-3/4/6), the timer (§PS-10), cards incl. the buy's replacements (§PS-2,
 * §PS-6; a card face down to players shows as hidden), their undo, the settlement (§PS-5..9).
 */
export function psEventWords(t: Translate, money: Money, type: string, data: Record<string, unknown>): string | null {
  switch (type) {
    case 'PAIRS': {
      const boxes = pairsOf(data);
      if (!boxes.length) return t('event.noPairs');
      return t('event.pairs', {
        count: boxes.length,
        boxes: boxes
          .map((b) =>
            b.bonus
              ? t('event.boxBonus', { box: b.box, ante: money(b.ante), bonus: money(b.bonus) })
              : t('event.box', { box: b.box, ante: money(b.ante) }),
          )
          .join(', '),
        max: money(num(data.maxPayout)),
      });
    }
    case 'DECISION':
      return decisionWords(t, money, data);
    case 'TIMEOUT': {
      const boxes = arr(data.boxes).filter((b): b is number => typeof b === 'number');
      return typeof data.seat === 'number'
        ? t('event.timeoutTurn', { seat: data.seat, boxes: boxes.join(', ') || '—' })
        : t('event.timeoutBuy', { boxes: boxes.join(', ') || '—' });
    }
    case 'CARD': {
      const place = placeWords(t, data);
      return data.hidden === true || typeof data.card !== 'string'
        ? t('event.cardHidden', { place })
        : t(data.faceUp === false ? 'event.cardDown' : 'event.card', { card: cardText(data.card), place });
    }
    case 'UNDO': {
      if (data.from === undefined && data.to === undefined) return null;
      const place = placeWords(t, data);
      return typeof data.card === 'string'
        ? t('event.undo', { card: cardText(data.card), place })
        : t('event.undoHidden', { place });
    }
    case 'SETTLED': {
      const s = rec(data.summary ?? data);
      const list = (v: unknown) => arr(v).filter((x): x is number => typeof x === 'number');
      const parts = [
        typeof s.dealerQualifies === 'boolean'
          ? s.dealerQualifies
            ? t('summary.qualifies')
            : t('summary.notQualifies')
          : '',
        typeof s.dealerQualifiesAfterBuy === 'boolean'
          ? t('event.afterBuy', {
              verdict: s.dealerQualifiesAfterBuy ? t('summary.qualifies') : t('summary.notQualifies'),
            })
          : '',
        list(s.switched).length ? t('event.settledSwitched', { pairs: list(s.switched).join(', ') }) : '',
        list(s.insured).length ? t('event.settledInsured', { boxes: list(s.insured).join(', ') }) : '',
        list(s.bought).length ? t('event.settledBought', { boxes: list(s.bought).join(', ') }) : '',
        t('event.money', {
          staked: money(num(data.staked)),
          paid: money(num(data.paidOut)),
          ggr: money(num(data.ggr)),
        }),
        num(data.payoutCut) > 0 ? t('event.cut', { amount: money(num(data.payoutCut)) }) : '',
      ];
      return parts.filter(Boolean).join(' · ');
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The decision log
// ---------------------------------------------------------------------------------------------

export interface LogEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
  actor: string | null;
  at: string;
}

/** One decision (§PS-3, §PS-4, §PS-6) with its time: by the player (`actor`) or by the timer (§PS-10). */
export interface DecisionLine {
  seq: number;
  seat: number;
  /** The box decided (0 for a pair's switch). */
  box: number;
  action: PsLogAction;
  timer: boolean;
  actor: string | null;
  at: string;
  /** Milliseconds since what it answered: the dealer's fifth card, or the previous decision. */
  afterMs: number | null;
  /** The fee of a switch, the Bet, the insurance taken, cents (0 when none). */
  fee: number;
  bet: number;
  insurance: number;
}

/**
 * Every decision from the round's log, in order: each `DECISION` event (its actor the player; the timer's
 * carry `timeout`). `afterMs` runs from the dealer's fifth card (the first pair's turn opens then, §PS-3),
 * or from the previous decision (the next box, pair or the buy window opens with it, §PS-6).
 */
export function decisionLines(events: readonly LogEvent[]): DecisionLine[] {
  const out: DecisionLine[] = [];
  let since: number | null = null;
  for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
    const ms = Date.parse(e.at);
    if (e.type === 'CARD' && e.data.to === 'dealer' && num(e.data.position) === 5)
      since = Number.isFinite(ms) ? ms : null;
    if (e.type !== 'DECISION') continue;
    const action = actionOf(e.data.action);
    if (!action) continue;
    const timer = e.data.timeout === true;
    out.push({
      seq: e.seq,
      seat: num(e.data.seat),
      box: num(e.data.box),
      action,
      timer,
      actor: timer ? null : e.actor,
      at: e.at,
      afterMs: since === null || !Number.isFinite(ms) ? null : Math.max(0, ms - since),
      fee: action === 'SWITCH' || action === 'UNSWITCH' ? num(e.data.fee) : 0,
      bet: action === 'BET' || action === 'INSURE' ? num(e.data.bet) : 0,
      insurance: action === 'INSURE' ? num(e.data.amount) : 0,
    });
    if (Number.isFinite(ms)) since = ms;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Table statistics
// ---------------------------------------------------------------------------------------------

/** What the stats page counts over the table's settled rounds (their public `result`). */
export interface PsStats {
  rounds: number;
  /** Rounds with at least one pair in play. */
  played: number;
  boxes: number;
  /** Boxes that played switched (both boxes of a switched pair, §PS-3): the switch rate per pair. */
  switched: number;
  bet: number;
  folded: number;
  timedOut: number;
  insured: number;
  /** The dealer's qualification on the original hand (§PS-5), over the rounds with a dealer hand. */
  qualifyKnown: number;
  qualified: number;
  /** Boxes offered the buy (Bet against a dealer without ace-king, §PS-6) and how many bought. */
  buyOffered: number;
  bought: number;
  /** Rounds with a buy and how many of them the dealer qualified after it. */
  buyRounds: number;
  qualifiedAfterBuy: number;
}

export function psStats(results: readonly Record<string, unknown>[]): PsStats {
  const s: PsStats = {
    rounds: 0,
    played: 0,
    boxes: 0,
    switched: 0,
    bet: 0,
    folded: 0,
    timedOut: 0,
    insured: 0,
    qualifyKnown: 0,
    qualified: 0,
    buyOffered: 0,
    bought: 0,
    buyRounds: 0,
    qualifiedAfterBuy: 0,
  };
  for (const raw of results) {
    const r = readPsResult(raw);
    if (!r) continue;
    s.rounds++;
    if (r.noAction || !r.dealer || !r.boxes.length) continue;
    s.played++;
    const n = boxCounts(r);
    s.boxes += n.boxes;
    s.switched += n.switched;
    s.bet += n.bet;
    s.folded += n.folded;
    s.timedOut += n.timedOut;
    s.insured += n.insured;
    s.qualifyKnown++;
    if (r.dealer.qualifies) s.qualified++;
    else s.buyOffered += n.bet;
    s.bought += n.bought;
    if (r.dealer.buy) {
      s.buyRounds++;
      if (r.dealer.buy.qualifies) s.qualifiedAfterBuy++;
    }
  }
  return s;
}

/** The main game's bets (§PS-3..6) and the Bonus (§PS-7), as the round history's `byType` names them. */
export const MAIN_TYPES = ['ANTE', 'BET', 'SWITCH_FEE', 'INSURANCE'] as const;
export const BONUS_TYPES = ['BONUS'] as const;

/**
 * The main game's figures, ps-design §6: exact for a box that never switches, always Bets, never insures or
 * buys (−1,294,849,924,524 / 3,986,646,103,440 Antes per Ante = 32.4797% of the Ante, a return of 89.1734% of
 * the 3 Antes staked); SIMULATED for the documented `SWITCH_SIMPLE` strategy (house edge 9.23% ± 0.10% per
 * Ante, 4,000,000 rounds of one pair, seed 2026, fees included; switch rate 30.1%, Bet rate 66.8%, buy rate
 * 3.0% of Bets). A simple strategy, not an optimum.
 */
export const MAIN_REFERENCE = {
  alwaysBetPerAnte: 1_294_849_924_524 / 3_986_646_103_440,
  alwaysBetReturn: 0.891734,
  simplePerAnte: 0.0923,
  simpleSe: 0.001,
  simpleSwitchRate: 0.301,
  simpleBetRate: 0.668,
  simpleBuyRate: 0.03,
} as const;

/**
 * The table's Bonus paytable's exact return (§PS-8) over the 2,598,960 five-card hands, as a fraction (the
 * default table: 589,367 / 649,740 = 90.7081%); null when the rules do not read.
 */
export function tableBonusReturn(rules: unknown): number | null {
  const r = parsePokerSwitchRules(rules ?? {});
  if (isRuleError(r)) return null;
  const ret = bonusReturn(r.bonusPaytable);
  return Number(ret.numerator) / Number(ret.denominator);
}

/** The house's win on the main game per Ante staked (what ps-design §6's per-Ante figures compare with), or null. */
export function perAnte(rounds: readonly { byType?: Record<string, { staked: number; paidOut: number }> }[]): {
  won: number;
  antes: number;
  value: number | null;
} {
  let won = 0;
  let antes = 0;
  for (const r of rounds) {
    if (!r.byType) continue;
    for (const type of MAIN_TYPES) won += (r.byType[type]?.staked ?? 0) - (r.byType[type]?.paidOut ?? 0);
    antes += r.byType.ANTE?.staked ?? 0;
  }
  return { won, antes, value: antes > 0 ? won / antes : null };
}
