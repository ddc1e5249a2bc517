/**
 * The public picture of a High Card Flush round as every console reads it: the JSON of the module's
 * `view` (lib/games/high-card-flush/module.ts, RULES.md §HCF), read tolerantly. The dealer console,
 * the player view and the pit each add what they need.
 */

import type {
  HcfNext,
  HcfFlush,
  HcfStraightFlush,
  HcfDecisionView,
  HcfHandView,
  HcfRotationAnswerView,
  HcfRotationView,
  HcfBankView,
  HcfView,
  HcfResultHandView,
  HcfResultView,
} from '@/lib/games/high-card-flush/view';

export type {
  HcfNext,
  HcfFlush,
  HcfStraightFlush,
  HcfDecisionView,
  HcfHandView,
  HcfRotationAnswerView,
  HcfRotationView,
  HcfBankView,
  HcfView,
  HcfResultHandView,
  HcfResultView,
};

const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
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
      offer:
        typeof offer.seat === 'number'
          ? { seat: offer.seat, userId: String(offer.userId ?? ''), last: offer.last === true }
          : null,
      answers: arr(r.answers).map((a) => {
        const o = rec(a);
        const answer = o.answer === 'ACCEPTED' || o.answer === 'TIMEOUT' ? o.answer : 'DECLINED';
        return {
          seat: num(o.seat),
          userId: String(o.userId ?? ''),
          answer,
          ...(typeof o.bank === 'number' ? { bank: o.bank } : {}),
          last: o.last === true,
        };
      }),
      dp: typeof dp.seat === 'number' ? { seat: dp.seat, userId: String(dp.userId ?? ''), bank: num(dp.bank) } : null,
      decided: r.decided === true,
    },
    dpSeat: numOrNull(v.dpSeat),
    button: numOrNull(v.button),
    house: v.house === true,
    bank:
      typeof bank.start === 'number'
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
      return o.to === 'dealer'
        ? { to: 'dealer' as const }
        : { to: o.to === 'dp' ? ('dp' as const) : ('seat' as const), seat: num(o.seat) };
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
        stakes: st
          ? { ante: num(st.ante), flushBonus: num(st.flushBonus), straightFlushBonus: num(st.straightFlushBonus) }
          : null,
      };
    }),
    bankHand: bh
      ? {
          cards: strs(bh.cards),
          flush: readFlush(bh.flush),
          straightFlush: readStraight(bh.straightFlush),
          qualifies: typeof bh.qualifies === 'boolean' ? bh.qualifies : null,
        }
      : null,
  };
}

/** A rank's name for a flush description: 14 → A, 13 → K, 12 → Q, 11 → J, else the digit (10 as the cards show it). */
export function rankName(r: number): string {
  return r === 14 ? 'A' : r === 13 ? 'K' : r === 12 ? 'Q' : r === 11 ? 'J' : String(r);
}

/** "5-card ♠ flush 9-8-6-4-2" style description of a flush (§HCF-2). */
export function describeFlush(f: HcfFlush | null): string {
  if (!f) return '';
  const sym = ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[f.suit] ?? f.suit;
  return `${f.size}-card ${sym} flush ${f.ranks.map(rankName).join('-')}`;
}

/** The HCF result from a round's `result` JSON; null when there is none (or it is another game's: no `hands`). */
export function readHcfResult(x: unknown): HcfResultView | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const v = rec(x);
  if (!Array.isArray(v.hands)) return null;
  const dp = v.dp ? rec(v.dp) : null;
  return {
    dpSeat: numOrNull(v.dpSeat),
    dp: dp
      ? {
          cards: strs(dp.cards),
          flush: readFlush(dp.flush),
          straightFlush: readStraight(dp.straightFlush),
          qualifies: typeof dp.qualifies === 'boolean' ? dp.qualifies : null,
        }
      : null,
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

/** What the round waits for, from `round.next` (tolerant: anything else → null). The one reader of it for every role. */
export function readHcfNext(x: unknown): HcfNext | null {
  if (!x || typeof x !== 'object') return null;
  const n = x as Record<string, unknown>;
  const seat = typeof n.seat === 'number' ? n.seat : null;
  switch (n.kind) {
    case 'dp-offer':
      return seat === null ? null : { kind: 'dp-offer', seat, userId: String(n.userId ?? ''), last: n.last === true };
    case 'dp-rotation':
    case 'close':
    case 'confirm':
      return { kind: n.kind };
    case 'card': {
      const to = n.to === 'dp' || n.to === 'dealer' ? n.to : 'seat';
      return { kind: 'card', to, seat, position: typeof n.position === 'number' ? n.position : 0 };
    }
    case 'decision':
      return seat === null
        ? null
        : { kind: 'decision', seat, maxMultiple: typeof n.maxMultiple === 'number' ? n.maxMultiple : 1 };
    default:
      return null;
  }
}
