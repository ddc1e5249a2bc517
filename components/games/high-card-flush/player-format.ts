import {
  describeFlush,
  readHcfNext,
  readHcfResult,
  readHcfView,
  suitSymbol,
  type HcfNext,
  type HcfBankView,
  type HcfDecisionView,
  type HcfHandView,
  type HcfResultView,
  type HcfView,
} from './view';
import type { Money, Translate } from '@/lib/i18n/money';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { HighCardFlushState } from '@/lib/games/high-card-flush/engine';
import { DEFAULT_HCF_RULES, parseHighCardFlushRules, type HighCardFlushRules } from '@/lib/games/high-card-flush/rules';
import { anteFee, bankFee } from '@/lib/games/high-card-flush/fees';
import { settleRound, type HcfSettlement } from '@/lib/games/high-card-flush/settle';
import type { PublicRound } from '@/lib/realtime/events';
import type { MyBet } from '@/components/player/use-player-table';

/** Seats of a High Card Flush table (six hands and the DP's fit one deck, RULES.md §HCF-1). */
export const HCF_SEAT_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

/** The bets a player places on their own seat (§HCF-3), in the order the controls show them. */
export const HCF_PLACED = ['ANTE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS'] as const;
export type HcfPlacedType = (typeof HCF_PLACED)[number];

/** Every bet type a player can hold in a round, in the order results are listed. */
export const HCF_RESULT_TYPES = ['ANTE', 'RAISE', 'FLUSH_BONUS', 'STRAIGHT_FLUSH_BONUS', 'DP_BANK'] as const;

/**
 * The words of the player view: `t` of the `games.high-card-flush.player` namespace and money in the player's
 * language and the studio currency (`useTranslations` / `useMoney` in components, `testTranslator` /
 * `testMoney` in tests).
 */
export interface HcfWords {
  t: Translate;
  money: Money;
}

/** "Ante", "Flush bonus", ... (unknown types in lower case, as the server names them). */
export function hcfBetName(t: Translate, type: string): string {
  return (HCF_RESULT_TYPES as readonly string[]).includes(type)
    ? t(`bet.${type}`)
    : type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');
}

/**
 * The table's High Card Flush settings from the table snapshot's `rules` (defaults filled in);
 * keys this client does not know are ignored rather than failing the whole read.
 */
export function hcfRules(raw: Record<string, unknown> | null | undefined): HighCardFlushRules {
  const known = new Set(Object.keys(DEFAULT_HCF_RULES));
  const picked = Object.fromEntries(Object.entries(raw ?? {}).filter(([k]) => known.has(k)));
  const r = parseHighCardFlushRules(picked);
  if ('ok' in r) {
    return {
      ...DEFAULT_HCF_RULES,
      flushBonus: { ...DEFAULT_HCF_RULES.flushBonus },
      straightFlushBonus: { ...DEFAULT_HCF_RULES.straightFlushBonus },
    };
  }
  return r;
}

/**
 * The rake held with an Ante and with the DP's bank (§HCF-9), before the server holds it with a bet (a placed
 * bet carries its own `fee`): the module's own `anteFee` / `bankFee`, so the client computes no fee of its own.
 * (The public view carrying the fees is asked for in the client needs.)
 */
export const anteFeeOf = (rules: Pick<HighCardFlushRules, 'rakeMode' | 'rakeAmount'>): number =>
  anteFee(rules as HighCardFlushRules);
export const bankFeeOf = (rules: Pick<HighCardFlushRules, 'rakeMode' | 'rakeAmount'>): number =>
  bankFee(rules as HighCardFlushRules);

/** "Rake €1.00 a hand · every hand and the DP", ... (the posted rake, §HCF-9). */
export function rakeText(w: HcfWords, rules: Pick<HighCardFlushRules, 'rakeMode' | 'rakeAmount'>): string {
  if (rules.rakeAmount === 0) return w.t('rake.none');
  return w.t('rake.text', { amount: w.money(rules.rakeAmount), who: w.t(`rake.mode.${rules.rakeMode}`) });
}

// ---------------------------------------------------------------------------------------------
// The round
// ---------------------------------------------------------------------------------------------

/** A High Card Flush round as the player view reads it. */
export interface HcfRound {
  id: string;
  status: string;
  view: HcfView;
  /** What the round waits for; null once settled or voided. */
  next: HcfNext | null;
  /** The engine's result once the round is complete (not voided). */
  result: HcfResultView | null;
  /** The DP seat is settled: a player accepted it, or the house banks (§HCF-7). */
  decided: boolean;
  /** Bets are taken now: betting open and the DP settled. */
  betting: boolean;
  /** The running timer (DP offer or Raise/Fold decision), ISO; null when none runs. */
  deadline: string | null;
  /** COMPLETE or SETTLED with a result. */
  complete: boolean;
  voided: boolean;
}

/** Reads a public round of a High Card Flush table (tolerant of a missing or partial view). */
export function hcfRound(round: PublicRound | null): HcfRound | null {
  if (!round) return null;
  const view = readHcfView(round.view);
  const voided = round.status === 'VOIDED';
  const result = voided ? null : readHcfResult(round.result);
  const complete = !!result && (round.status === 'COMPLETE' || round.status === 'SETTLED');
  const live = round.status === 'BETTING' || round.status === 'DEALING' || round.status === 'COMPLETE';
  // A round opened before the rotation existed in the view counts as decided only when the view says so.
  const decided = view.rotation.decided || round.status !== 'BETTING';
  return {
    id: round.id,
    status: round.status,
    view,
    next: live ? readHcfNext(round.next) : null,
    result,
    decided,
    betting: round.status === 'BETTING' && decided,
    deadline: live ? round.decisionDeadline : null,
    complete,
    voided,
  };
}

// ---------------------------------------------------------------------------------------------
// Cards and flushes (§HCF-2)
// ---------------------------------------------------------------------------------------------

export { cardRank, groupBySuit, type SuitGroup } from './cards';

export { suitSymbol };

const RANK_NAME: Record<number, string> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J', 10: '10' };

/** The flush in words, e.g. "5-card ♠ flush 9-8-6-4-2" (§HCF-2); '' for none. */
export function flushText(t: Translate, f: Parameters<typeof describeFlush>[0]): string {
  if (!f) return '';
  return t('flush', {
    size: f.size,
    suit: suitSymbol(f.suit),
    ranks: f.ranks.map((r) => RANK_NAME[r] ?? String(r)).join('-'),
  });
}

/** "Raised 2x", "Folded", "Folded (time ran out)"; null while undecided. */
export function decisionText(t: Translate, d: HcfDecisionView | null): string | null {
  if (!d) return null;
  if (d.action === 'RAISE') return t('decision.raised', { multiple: d.multiple });
  return d.timeout ? t('decision.foldedTimeout') : t('decision.folded');
}

// ---------------------------------------------------------------------------------------------
// The DP rotation (§HCF-7)
// ---------------------------------------------------------------------------------------------

/** "seat 4 · dave" (the username from the seat board; "seat 4" when unknown). */
export function seatName(t: Translate, seats: readonly SeatView[], seat: number, userId?: string | null): string {
  const sv = (userId ? seats.find((s) => s.userId === userId) : undefined) ?? seats.find((s) => s.seat === seat);
  return sv && (!userId || sv.userId === userId) ? t('seatName', { seat, name: sv.username }) : t('seatOnly', { seat });
}

/** One line of the rotation log: an answer, or the open offer. */
export interface RotationEntry {
  seat: number;
  who: string;
  kind: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT' | 'OFFERED';
  text: string;
  /** The offer went to the last DP, to keep the seat. */
  last: boolean;
}

/** The rotation so far, in order: every answer, then the open offer (§HCF-7: every offer, acceptance and decline is shown). */
export function rotationLog(w: HcfWords, view: HcfView, seats: readonly SeatView[]): RotationEntry[] {
  const { t } = w;
  const r = view.rotation;
  const out: RotationEntry[] = r.answers.map((a) => ({
    seat: a.seat,
    who: seatName(t, seats, a.seat, a.userId),
    kind: a.answer,
    text:
      a.answer === 'ACCEPTED'
        ? t('rotation.accepted', { bank: w.money(a.bank ?? 0) })
        : a.answer === 'TIMEOUT'
          ? t('rotation.timeout')
          : t('rotation.declined'),
    last: a.last,
  }));
  if (r.offer)
    out.push({
      seat: r.offer.seat,
      who: seatName(t, seats, r.offer.seat, r.offer.userId),
      kind: 'OFFERED',
      text: r.offer.last ? t('rotation.offeredKeep') : t('rotation.offered'),
      last: r.offer.last,
    });
  return out;
}

/**
 * Who banks, in a line: "DP: seat 4 · dave · bank 600.00", "House banks this round", "DP seat
 * offered to seat 2 · bob", "Settling the designated player…".
 */
export function dpStatusText(w: HcfWords, view: HcfView, seats: readonly SeatView[], decided: boolean): string {
  const { t } = w;
  const r = view.rotation;
  if (r.dp) return t('dpStatus.dp', { who: seatName(t, seats, r.dp.seat, r.dp.userId), bank: w.money(r.dp.bank) });
  if (view.house || r.decided || decided) return r.answers.length ? t('dpStatus.houseNobody') : t('dpStatus.house');
  if (r.offer)
    return t(r.offer.last ? 'dpStatus.offeredLast' : 'dpStatus.offered', {
      who: seatName(t, seats, r.offer.seat, r.offer.userId),
    });
  return t('dpStatus.settling');
}

/** The bank a DP may put up (§HCF-7, §HCF-9): at least the table minimum, at most the balance less the rake held with it. */
export interface BankRange {
  min: number;
  /** null while the balance is unknown. */
  max: number | null;
  /** The rake held with the bank, cents. */
  fee: number;
}

export function bankRange(
  rules: Pick<HighCardFlushRules, 'minBank' | 'rakeMode' | 'rakeAmount'>,
  balance: number | null,
): BankRange {
  const fee = bankFeeOf(rules);
  return { min: rules.minBank, max: balance === null ? null : balance - fee, fee };
}

/** Why a bank cannot be accepted, in words; null when it can. */
export function bankProblem(
  w: HcfWords,
  amount: number | null,
  range: BankRange,
  decimal: '.' | ',' = '.',
): string | null {
  const { t, money } = w;
  if (amount === null) return t('bank.enter', { example: moneyInputText(50_000, decimal) });
  if (amount < range.min) return t('bank.belowMin', { min: money(range.min) });
  if (range.max !== null && amount > range.max) {
    return range.fee
      ? t('bank.aboveBalanceRake', { max: money(range.max), fee: money(range.fee) })
      : t('bank.aboveBalance', { max: money(range.max) });
  }
  return null;
}

/**
 * An amount typed by the player, in currency units, as cents, with the locale's decimal mark: with '.'
 * "500" → 50000, "500.5" → 50050, "1,250.75" → 125075; with ',' (cs, sk, pl, ru) "500,5" → 50050,
 * "1 250,75" / "1.250,75" → 125075 ("500.50" is read with the dot as the decimal mark too).
 * Null for anything else (negative, more than two decimals, letters).
 */
export function parseMoneyInput(text: string, decimal: '.' | ',' = '.'): number | null {
  let x = text.trim();
  if (decimal === ',') {
    x = x.replace(/[\s\u00a0\u202f]/g, ''); // spaces group the thousands
    if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(x)) x = x.replace(/\./g, ''); // so do dots before a comma
    x = x.replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(x)) return null;
  } else if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(x)) return null;
  const [units, frac = ''] = x.replace(/,/g, '').split('.');
  const cents = Number(units) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as an input's text: 50000 → "500.00" ("500,00" with a ',' decimal mark; no thousands separators). */
export function moneyInputText(cents: number, decimal: '.' | ',' = '.'): string {
  return `${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** The decimal mark of a locale's numbers ('.' for en, ',' for cs, sk, pl, ru). */
export function decimalMark(locale: string): '.' | ',' {
  return new Intl.NumberFormat(locale).format(1.5).includes(',') ? ',' : '.';
}

// ---------------------------------------------------------------------------------------------
// The bank (§HCF-8) and the Raise (§HCF-3)
// ---------------------------------------------------------------------------------------------

/**
 * What the DP's bank can still cover for `seat`'s hand (RULES.md §HCF-8): hands are covered in action
 * order, so the hand meets the bank less the stakes of the live (not dead) hands ahead of it; its own
 * stake so far is its Ante and bonus bets. Null when the seat has no hand in the bank's list.
 */
export function bankLeftFor(bank: HcfBankView, seat: number): { available: number; stake: number } | null {
  const i = bank.hands.findIndex((h) => h.seat === seat);
  if (i < 0) return null;
  const ahead = bank.hands.slice(0, i).reduce((sum, h) => sum + (h.dead ? 0 : h.stake), 0);
  return { available: bank.start - ahead, stake: bank.hands[i]!.stake };
}

/**
 * Where a hand stands with the bank (RULES.md §HCF-8): `covered`, `dead` (stakes returned), or
 * `short` — the bank, as committed so far, cannot cover it, but a hand ahead of it (or the hand
 * itself) has still to decide, so it is not final (a Raise ahead can make that hand dead and free
 * the bank again). `house`: the house's unlimited bank covers every hand. Null for a seat without a hand.
 */
export type CoverState = 'covered' | 'dead' | 'short' | 'house';

export function coverState(view: HcfView, seat: number): CoverState | null {
  if (!view.hands.some((x) => x.seat === seat)) return null;
  if (!view.bank) return 'house';
  const inBank = view.bank.hands.find((x) => x.seat === seat);
  if (!inBank) return null;
  if (!inBank.dead) return 'covered';
  const order = view.actionOrder.length ? view.actionOrder : view.bank.hands.map((x) => x.seat);
  const upTo = order.slice(0, order.indexOf(seat) + 1);
  const final = upTo.every((s) => view.hands.find((x) => x.seat === s)?.decision);
  return final ? 'dead' : 'short';
}

/** One Raise button: 1x, 2x, 3x the Ante. */
export interface RaiseOption {
  multiple: 1 | 2 | 3;
  amount: number;
  /** Allowed by the flush (§HCF-3) and the balance. */
  allowed: boolean;
  /** Why not, in words (null when allowed). */
  why: string | null;
  /** With a DP bank: whether the bank still covers the hand with this Raise (a hand it cannot cover is dead, stakes returned). Null with the house bank. */
  covered: boolean | null;
}

/**
 * The three Raise options of a hand (RULES.md §HCF-3: up to 3x with a 6-7 card flush, 2x with 5,
 * 1x with 4 or fewer; `maxMultiple` as the server says), with their amounts in cents.
 */
export function raiseOptions(
  w: HcfWords,
  ante: number,
  maxMultiple: number,
  balance: number | null,
  left: { available: number; stake: number } | null,
): RaiseOption[] {
  return ([1, 2, 3] as const).map((multiple) => {
    const amount = ante * multiple;
    const tooHigh = multiple > maxMultiple;
    const short = !tooHigh && balance !== null && balance < amount;
    return {
      multiple,
      amount,
      allowed: !tooHigh && !short,
      why: tooHigh
        ? w.t('raise.tooHigh', { max: maxMultiple })
        : short
          ? w.t('raise.short', { balance: w.money(balance ?? 0), amount: w.money(amount) })
          : null,
      covered: left ? left.stake + amount <= left.available : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The signed-in player
// ---------------------------------------------------------------------------------------------

/** What the signed-in player has in this round and may do now. */
export interface MyHcf {
  /** The seat the player sits at now (seat board); null when not seated. */
  seat: number | null;
  /** Opted in to be offered the DP seat (seat board). */
  optIn: boolean;
  ante: MyBet | null;
  flushBonus: MyBet | null;
  straightFlushBonus: MyBet | null;
  raise: MyBet | null;
  /** The DP's bank (a DP_BANK bet) when this player is the DP. */
  bank: MyBet | null;
  /** This player is the designated player this round. */
  isDp: boolean;
  /** The DP seat is offered to this player now. */
  offered: boolean;
  /** This player's hand (seat with an Ante, once play started). */
  hand: HcfHandView | null;
  /** The Raise/Fold decision awaited from this player now. */
  turn: { seat: number; maxMultiple: number } | null;
}

export function myHcf(
  h: HcfRound | null,
  seats: readonly SeatView[],
  meId: string | null,
  bets: readonly MyBet[],
): MyHcf {
  const sv = meId ? seats.find((s) => s.userId === meId) : undefined;
  const live = bets.filter((b) => b.status !== 'CANCELLED' && (!h || b.roundId === h.id));
  const find = (type: string) => live.find((b) => b.type === type) ?? null;
  const ante = find('ANTE');
  const seat = sv?.seat ?? null;
  const view = h?.view ?? null;
  const next = h?.next ?? null;
  const handSeat = ante?.seat ?? seat;
  const hand = view && handSeat !== null ? (view.hands.find((x) => x.seat === handSeat) ?? null) : null;
  return {
    seat,
    optIn: sv?.dpOptIn === true,
    ante,
    flushBonus: find('FLUSH_BONUS'),
    straightFlushBonus: find('STRAIGHT_FLUSH_BONUS'),
    raise: find('RAISE'),
    bank: find('DP_BANK'),
    isDp: !!meId && view?.rotation.dp?.userId === meId,
    offered: !!meId && next?.kind === 'dp-offer' && next.userId === meId,
    hand,
    turn:
      next?.kind === 'decision' && hand && ante && next.seat === hand.seat
        ? { seat: next.seat, maxMultiple: next.maxMultiple }
        : null,
  };
}

/** "Ante · +€1.00 rake", "Raise 2x", "DP bank · +€1.00 rake" (my bets list). */
export function hcfBetLabel(
  w: HcfWords,
  rules: Pick<HighCardFlushRules, 'rakeMode' | 'rakeAmount'>,
): (b: MyBet) => string {
  return (b) => {
    // Every bet of a round is on the player's own seat (the DP's bank too): the seat goes without saying.
    const name =
      b.type === 'RAISE' && typeof b.spec?.multiple === 'number'
        ? w.t('betRaise', { multiple: b.spec.multiple })
        : hcfBetName(w.t, b.type);
    const fee = b.fee ?? (b.type === 'ANTE' ? anteFeeOf(rules) : b.type === 'DP_BANK' ? bankFeeOf(rules) : 0);
    return fee > 0 ? w.t('withRake', { bet: name, fee: w.money(fee) }) : name;
  };
}

/** A settled bet as the results show it, cents. */
export interface BetOutcome {
  type: string;
  status: string;
  stake: number;
  /** Winnings paid. */
  payout: number;
  /** The player's gain on the bet, rake included (payout + refund − stake − fee). */
  net: number;
  /** The rake kept from the fee held with the bet (0 for a bet without a fee); null while open, and for the DP's bank (see `betOutcome`). */
  rake: number | null;
  /** Winnings the DP's bank could not pay (§HCF-8), when known. */
  cut: number;
}

/**
 * A bet's result (RULES.md §HCF-3..§HCF-6, §HCF-8, §HCF-9). The rake kept is the fee less what came
 * back of it: with the refund known, `stake back + fee − refund` (stake back = the stake on WON,
 * PUSH, DEAD; nothing on LOST); from a `bet:settled` alone (no refund), `refund = net − payout +
 * stake + fee` gives `stake back − stake − net + payout`. The DP's bank comes back as one sum (what is
 * left of it plus the unused fee, split into `refund` up to bank + fee and `payout` beyond), so its
 * rake cannot be told from the bet alone: null (the DP's view takes it from the round's settlement).
 * @param feeFallback the fee when the bet does not carry it (a bet read from a placing answer)
 */
export function betOutcome(b: MyBet, feeFallback = 0): BetOutcome {
  const fee = b.fee ?? feeFallback;
  const back = b.status === 'WON' || b.status === 'PUSH' || b.status === 'DEAD' ? b.amount : 0;
  let rake: number | null = null;
  if (b.status !== 'OPEN' && b.type !== 'DP_BANK') {
    if (fee === 0 || b.status === 'DEAD') rake = 0;
    else if (typeof b.refund === 'number') rake = back + fee - b.refund;
    else rake = back - b.amount - b.net + b.payout;
  }
  return { type: b.type, status: b.status, stake: b.amount, payout: b.payout, net: b.net, rake, cut: b.payoutCut ?? 0 };
}

/**
 * A bet's result with its amount: "WON 25.00" (the winnings; "(bank short 20.00)" when the DP's
 * bank could not pay it all), "LOST 5.00" (the stake), "PUSH · stake back", "DEAD · stake back";
 * the DP's bank by its net ("NET +20.00", "NET -116.00").
 */
export function outcomeText(w: HcfWords, o: BetOutcome): string {
  const { t, money } = w;
  // The bank is neither won nor lost as a whole: its net (the same word as My bets' BANKED).
  if (o.type === 'DP_BANK' && o.status !== 'OPEN')
    return o.status === 'VOID' ? t('outcome.voidBack') : t('outcome.net', { net: money.signed(o.net) });
  switch (o.status) {
    case 'WON':
      return o.cut > 0
        ? t('outcome.wonShort', { payout: money(o.payout), cut: money(o.cut) })
        : t('outcome.won', { payout: money(o.payout) });
    case 'LOST':
      return t('outcome.lost', { stake: money(o.stake) });
    case 'PUSH':
      return t('outcome.push');
    case 'DEAD':
      return t('outcome.dead');
    case 'OPEN':
      return t('outcome.open');
    default:
      return o.status;
  }
}

// ---------------------------------------------------------------------------------------------
// Hands against the bank
// ---------------------------------------------------------------------------------------------

/**
 * The settlement of a complete round, worked out from its public view with the engine's own
 * `settleRound` (RULES.md §HCF-3..§HCF-6, §HCF-8, §HCF-9): per hand what it did against the bank.
 * The bets' `bet:settled` events stay the authority for the player's money; this shows the DP
 * every hand's part. Null before the round is complete, when nobody played, or when the view does
 * not add up to a complete round.
 */
export function settlementOf(h: HcfRound | null, rules: HighCardFlushRules): HcfSettlement | null {
  if (!h || !h.complete || h.view.hands.length === 0) return null;
  const v = h.view;
  const state = {
    dpSeat: v.dpSeat,
    bank: v.rotation.dp ? v.rotation.dp.bank : null,
    hands: v.hands.map((x) => ({ seat: x.seat, cards: x.cards, decision: x.decision })),
    bankHand: v.bankHand?.cards ?? [],
  } as unknown as HighCardFlushState;
  const bets: Record<number, { ante: number; flushBonus: number; straightFlushBonus: number }> = {};
  for (const x of v.hands) {
    if (!x.stakes) return null;
    bets[x.seat] = {
      ante: x.stakes.ante,
      flushBonus: x.stakes.flushBonus,
      straightFlushBonus: x.stakes.straightFlushBonus,
    };
  }
  try {
    return settleRound(state, bets, rules);
  } catch {
    return null;
  }
}

/** One hand as the DP's own view lists it (action order). */
export interface DpHandRow {
  seat: number;
  who: string;
  /** 1 = first to decide and to be covered (§HCF-8). */
  order: number;
  /** The hand's stake so far (Ante + bonuses, + Raise once taken), cents. */
  stake: number;
  decision: string | null;
  flush: string;
  /** `covered` by the bank, `dead` (stakes returned), `short` (not covered so far, not final), or `house` (unlimited bank). */
  cover: CoverState;
  /** At the end: what the hand did against the bank. */
  result: {
    outcome: 'PLAYED' | 'FOLDED' | 'DEAD';
    text: string;
    /** The bank's gain on this hand (rake aside), cents. */ bankNet: number;
  } | null;
}

/** "Beats the DP", "Loses to the DP", ... for a played hand at the showdown; null when there is nothing to say. */
export function handVerdict(t: Translate, h: HcfRound | null, seat: number): string | null {
  if (!h?.result) return null;
  const r = h.result.hands.find((x) => x.seat === seat);
  if (!r) return null;
  const dead = h.view.bank?.hands.find((x) => x.seat === seat)?.dead === true;
  if (dead) return t('verdict.dead');
  if (r.decision?.action === 'FOLD') return decisionText(t, r.decision);
  if (!h.result.dp) return null;
  if (h.result.dp.qualifies === false) return t('verdict.dpNotQualified');
  return r.flushVsDp === 1 ? t('verdict.beats') : r.flushVsDp === 0 ? t('verdict.ties') : t('verdict.loses');
}

/**
 * Every hand played against the bank, in action order (the DP's own view, RULES.md §HCF-8): stake,
 * decision, flush, covered or dead, and once complete its result against the bank.
 */
export function dpHandRows(
  w: HcfWords,
  h: HcfRound | null,
  seats: readonly SeatView[],
  rules: HighCardFlushRules,
): DpHandRow[] {
  const { t, money } = w;
  if (!h) return [];
  const v = h.view;
  const settlement = settlementOf(h, rules);
  const order = v.actionOrder.length
    ? v.actionOrder
    : [...v.hands].sort((a, b) => a.actionIndex - b.actionIndex).map((x) => x.seat);
  return order.flatMap((seat, i): DpHandRow[] => {
    const hand = v.hands.find((x) => x.seat === seat);
    if (!hand) return [];
    const inBank = v.bank?.hands.find((x) => x.seat === seat);
    const stakes = hand.stakes;
    const stake =
      inBank?.stake ??
      (stakes ? stakes.ante * (1 + (hand.decision?.multiple ?? 0)) + stakes.flushBonus + stakes.straightFlushBonus : 0);
    const s = settlement?.hands.find((x) => x.seat === seat);
    let result: DpHandRow['result'] = null;
    if (s) {
      const bankNet = -(s.net + s.rake);
      const text =
        s.outcome === 'DEAD'
          ? t('verdict.dead')
          : bankNet > 0
            ? t('dpRow.bankWins', { amount: money(bankNet) })
            : bankNet < 0
              ? t('dpRow.bankPays', { amount: money(-bankNet) })
              : s.outcome === 'FOLDED'
                ? t('decision.folded')
                : t('dpRow.push');
      result = { outcome: s.outcome, text, bankNet };
    }
    return [
      {
        seat,
        who: seatName(t, seats, seat),
        order: i + 1,
        stake,
        decision: decisionText(t, hand.decision),
        flush: hand.flush ? flushText(t, hand.flush) : '',
        cover: coverState(v, seat) ?? (v.bank ? 'covered' : 'house'),
        result,
      },
    ];
  });
}
