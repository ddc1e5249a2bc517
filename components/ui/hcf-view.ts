/**
 * The public picture of a High Card Flush round as every console reads it: the JSON of the module's
 * `view` (lib/games/high-card-flush/module.ts, RULES.md §HCF), read tolerantly. The dealer console,
 * the player view and the pit each add what they need.
 */

/** A hand's flush (§HCF-2): suit letter (S/H/D/C), size, ranks highest first (ace = 14). */
export interface HcfFlush {
  suit: string;
  size: number;
  ranks: number[];
}

/** A hand's longest straight flush (§HCF-5): run length and top rank. */
export interface HcfStraightFlush {
  length: number;
  top: number;
}

export interface HcfDecisionView {
  action: 'FOLD' | 'RAISE';
  multiple: number;
  timeout: boolean;
}

export interface HcfHandView {
  seat: number;
  /** The cards, when this viewer may see them (their own hand, staff, or after the reveal); [] when face down. */
  cards: string[];
  /** How many cards the hand holds (also when they are face down to this viewer). */
  dealt: number;
  /** Face down to this viewer (seed 002: hands are dealt face down; the server sends no cards, §HCF-1). */
  hidden: boolean;
  /** Once the hand has its seven cards; null before. */
  flush: HcfFlush | null;
  straightFlush: HcfStraightFlush | null;
  /** The highest Raise the flush allows (§HCF-3), once dealt. */
  maxMultiple: number | null;
  decision: HcfDecisionView | null;
  /** Position in the action order (0 = first to decide, §HCF-8). */
  actionIndex: number;
  stakes: { ante: number; flushBonus: number; straightFlushBonus: number } | null;
}

export interface HcfRotationAnswerView {
  seat: number;
  userId: string;
  answer: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT';
  bank?: number;
  last: boolean;
}

export interface HcfRotationView {
  lastDpSeat: number | null;
  offer: { seat: number; userId: string; last: boolean } | null;
  answers: HcfRotationAnswerView[];
  dp: { seat: number; userId: string; bank: number } | null;
  decided: boolean;
}

/** The DP's bank (§HCF-8): committed to the hands covered so far, in action order; dead hands marked. */
export interface HcfBankView {
  start: number;
  committed: number;
  uncommitted: number;
  hands: { seat: number; stake: number; dead: boolean }[];
}

export interface HcfView {
  /** `DP_OFFER` (rotation open), `BETTING`, `DEAL`, `DECISION`, `BANK_HAND`, `COMPLETE`. */
  phase: string;
  rotation: HcfRotationView;
  dpSeat: number | null;
  /** The dealer button: the DP's seat, null at the dealer (house bank). */
  button: number | null;
  house: boolean;
  /** Null with the house's unlimited bank or before the DP is settled. */
  bank: HcfBankView | null;
  dealOrder: ({ to: 'seat'; seat: number } | { to: 'dp'; seat: number } | { to: 'dealer' })[];
  actionOrder: number[];
  hands: HcfHandView[];
  /** The DP's (house: dealer's) hand, entered after every decision. */
  bankHand: { cards: string[]; flush: HcfFlush | null; straightFlush: HcfStraightFlush | null; qualifies: boolean | null } | null;
}

const rec = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function readFlush(x: unknown): HcfFlush | null {
  const f = rec(x);
  if (typeof f.suit !== 'string') return null;
  return { suit: f.suit, size: num(f.size), ranks: arr(f.ranks).filter((r): r is number => typeof r === 'number') };
}

function readStraight(x: unknown): HcfStraightFlush | null {
  const f = rec(x);
  if (typeof f.length !== 'number') return null;
  return { length: num(f.length), top: num(f.top) };
}

function readDecision(x: unknown): HcfDecisionView | null {
  const d = rec(x);
  if (d.action !== 'FOLD' && d.action !== 'RAISE') return null;
  return { action: d.action, multiple: num(d.multiple), timeout: d.timeout === true };
}

/** The HCF view from a round's `view` JSON (missing parts → empty / null). */
export function readHcfView(x: unknown): HcfView {
  const v = rec(x);
  const r = rec(v.rotation);
  const offer = rec(r.offer);
  const dp = rec(r.dp);
  const bank = rec(v.bank);
  const bh = v.bankHand ? rec(v.bankHand) : null;
  return {
    phase: typeof v.phase === 'string' ? v.phase : 'DP_OFFER',
    rotation: {
      lastDpSeat: numOrNull(r.lastDpSeat),
      offer: typeof offer.seat === 'number' ? { seat: offer.seat, userId: String(offer.userId ?? ''), last: offer.last === true } : null,
      answers: arr(r.answers).map((a) => {
        const o = rec(a);
        const answer = o.answer === 'ACCEPTED' || o.answer === 'TIMEOUT' ? o.answer : 'DECLINED';
        return { seat: num(o.seat), userId: String(o.userId ?? ''), answer, ...(typeof o.bank === 'number' ? { bank: o.bank } : {}), last: o.last === true };
      }),
      dp: typeof dp.seat === 'number' ? { seat: dp.seat, userId: String(dp.userId ?? ''), bank: num(dp.bank) } : null,
      decided: r.decided === true,
    },
    dpSeat: numOrNull(v.dpSeat),
    button: numOrNull(v.button),
    house: v.house === true,
    bank: typeof bank.start === 'number'
      ? {
          start: bank.start,
          committed: num(bank.committed),
          uncommitted: num(bank.uncommitted),
          hands: arr(bank.hands).map((h) => {
            const o = rec(h);
            return { seat: num(o.seat), stake: num(o.stake), dead: o.dead === true };
          }),
        }
      : null,
    dealOrder: arr(v.dealOrder).map((d) => {
      const o = rec(d);
      return o.to === 'dealer' ? { to: 'dealer' as const } : { to: o.to === 'dp' ? ('dp' as const) : ('seat' as const), seat: num(o.seat) };
    }),
    actionOrder: arr(v.actionOrder).filter((s): s is number => typeof s === 'number'),
    hands: arr(v.hands).map((h) => {
      const o = rec(h);
      const st = o.stakes ? rec(o.stakes) : null;
      return {
        seat: num(o.seat),
        cards: strs(o.cards),
        dealt: typeof o.dealt === 'number' ? o.dealt : strs(o.cards).length,
        hidden: o.hidden === true,
        flush: readFlush(o.flush),
        straightFlush: readStraight(o.straightFlush),
        maxMultiple: numOrNull(o.maxMultiple),
        decision: readDecision(o.decision),
        actionIndex: num(o.actionIndex),
        stakes: st ? { ante: num(st.ante), flushBonus: num(st.flushBonus), straightFlushBonus: num(st.straightFlushBonus) } : null,
      };
    }),
    bankHand: bh ? { cards: strs(bh.cards), flush: readFlush(bh.flush), straightFlush: readStraight(bh.straightFlush), qualifies: typeof bh.qualifies === 'boolean' ? bh.qualifies : null } : null,
  };
}

/** A rank's name for a flush description: 14 → A, 13 → K, 12 → Q, 11 → J, 10 → T, else the digit. */
export function rankName(r: number): string {
  return r === 14 ? 'A' : r === 13 ? 'K' : r === 12 ? 'Q' : r === 11 ? 'J' : r === 10 ? 'T' : String(r);
}

/** "5-card ♠ flush 9-8-6-4-2" style description of a flush (§HCF-2). */
export function describeFlush(f: HcfFlush | null): string {
  if (!f) return '';
  const sym = ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[f.suit] ?? f.suit;
  return `${f.size}-card ${sym} flush ${f.ranks.map(rankName).join('-')}`;
}

/** One player hand in the result of a complete round (engine `result`, §HCF-2, §HCF-5), in action order. */
export interface HcfResultHandView {
  seat: number;
  decision: HcfDecisionView | null;
  flush: HcfFlush | null;
  straightFlush: HcfStraightFlush | null;
  /** 1 the hand's flush beats the DP's, 0 equal, -1 worse; null when the DP's hand was not dealt (all folded). */
  flushVsDp: number | null;
  /** The same for the longest straight flush (§HCF-5). */
  straightFlushVsDp: number | null;
}

/** A complete round's `result` (null while it plays): the bank's hand (null when everyone folded) and every hand. */
export interface HcfResultView {
  dpSeat: number | null;
  dp: { cards: string[]; flush: HcfFlush | null; straightFlush: HcfStraightFlush | null; qualifies: boolean | null } | null;
  hands: HcfResultHandView[];
  /** Nobody placed an Ante: no play (the bank goes back whole). */
  noAction: boolean;
}

/** The HCF result from a round's `result` JSON; null when there is none (or it is another game's: no `hands`). */
export function readHcfResult(x: unknown): HcfResultView | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const v = rec(x);
  if (!Array.isArray(v.hands)) return null;
  const dp = v.dp ? rec(v.dp) : null;
  return {
    dpSeat: numOrNull(v.dpSeat),
    dp: dp ? { cards: strs(dp.cards), flush: readFlush(dp.flush), straightFlush: readStraight(dp.straightFlush), qualifies: typeof dp.qualifies === 'boolean' ? dp.qualifies : null } : null,
    hands: arr(v.hands).map((h) => {
      const o = rec(h);
      return {
        seat: num(o.seat),
        decision: readDecision(o.decision),
        flush: readFlush(o.flush),
        straightFlush: readStraight(o.straightFlush),
        flushVsDp: numOrNull(o.flushVsDp),
        straightFlushVsDp: numOrNull(o.straightFlushVsDp),
      };
    }),
    noAction: v.noAction === true,
  };
}

/** The suit's symbol (S ♠, H ♥, D ♦, C ♣); the letter itself when unknown. */
export function suitSymbol(suit: string): string {
  return ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[suit] ?? suit;
}
