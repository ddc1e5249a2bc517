/**
 * High Card Flush for the pit, in words and groups (RULES.md §HCF): a hand's cards grouped by suit,
 * the round's result in a line, round-log events in words, the SETTLED summary read tolerantly. Pure.
 * The round view itself is read with the shared `readHcfView` (components/games/high-card-flush/view.ts).
 */
import type { Money, Translate } from '@/lib/i18n/money';
import type { NameOf } from '@/components/games/types';
import { rankName, type HcfFlush } from './view';
import type { DpHistoryRound } from '@/lib/tables/dp-history';

const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const num = (x: unknown, d = 0): number => (typeof x === 'number' && Number.isFinite(x) ? x : d);
const numOrNull = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The suit's symbol (♠ ♥ ♦ ♣), the letter itself for anything else. */
export function suitGlyph(suit: string): string {
  return SUIT_GLYPH[suit] ?? suit;
}

export { groupBySuit } from './cards';

/** "3-card ♦ flush Q-5-3" without the word "flush" repeated where space is short: "3♦ Q-5-3". */
export function shortFlush(f: HcfFlush | null): string {
  if (!f) return '–';
  return `${f.size}${suitGlyph(f.suit)} ${f.ranks.map(rankName).join('-')}`;
}

/** A straight flush (§HCF-5) in words: "3-card run to 9", "–" below two cards; `t` of `games.high-card-flush.pit`. */
export function straightWords(t: Translate, sf: { length: number; top: number } | null): string {
  if (!sf || sf.length < 2) return '–';
  return t('straight', { length: sf.length, top: rankName(sf.top) });
}

/** A flush (§HCF-2) in words: "4-card ♣ flush K-Q-J-5"; '' without one. */
export function flushWords(t: Translate, f: HcfFlush | null): string {
  if (!f) return '';
  return t('flush', { size: f.size, suit: suitGlyph(f.suit), ranks: f.ranks.map(rankName).join('-') });
}

/**
 * A High Card Flush round's result (the engine's `result`: `{dpSeat, dp, hands}` or `{noAction: true}`)
 * in one line: who banked, the bank's hand and whether it qualified (§HCF-4), then the hands' decisions:
 * "DP seat 3 · 4-card ♣ flush K-Q-J-5, qualifies · 2 raised · 1 folded". The result holds the cards only:
 * which hands the bank could not cover comes with the settlement, so `dead` (seats, from the SETTLED
 * event) adds "· dead: seat 1" when known; a dead hand is not counted as raised or folded.
 */
export function hcfResultSummary(
  t: Translate,
  result: Record<string, unknown> | null | undefined,
  dead: readonly number[] = [],
): string {
  if (!result) return '—';
  const dpSeat = numOrNull(result.dpSeat);
  const who = dpSeat === null ? t('summary.house') : t('summary.dpSeat', { seat: dpSeat });
  if (result.noAction === true) return `${who} · ${t('summary.noAnte')}`;
  const dp = result.dp ? rec(result.dp) : null;
  const flush = dp ? rec(dp.flush) : null;
  const dpWords =
    dp && flush && typeof flush.suit === 'string'
      ? t(dp.qualifies === true ? 'summary.qualifies' : 'summary.notQualifies', {
          flush: flushWords(t, {
            suit: flush.suit,
            size: num(flush.size),
            ranks: arr(flush.ranks).filter((r): r is number => typeof r === 'number'),
          }),
        })
      : t('summary.notDealt');
  let raised = 0;
  let folded = 0;
  for (const h of arr(result.hands)) {
    const o = rec(h);
    if (dead.includes(num(o.seat, -1))) continue;
    if (rec(o.decision).action === 'FOLD') folded++;
    else raised++;
  }
  const parts = [
    t('summary.raised', { count: raised }),
    t('summary.folded', { count: folded }),
    ...(dead.length ? [t('summary.dead', { count: dead.length, seats: dead.join(', ') })] : []),
  ];
  return `${who} · ${dpWords} · ${parts.join(' · ')}`;
}

/** Who a user id is, from what the page knows (bets, log actors, the seat board); the id's start otherwise. */
export type { NameOf };
export const idName: NameOf = (u) => (typeof u === 'string' && u ? `${u.slice(0, 8)}…` : '?');

/**
 * One line of words for a High Card Flush round-log event, or null when the event is not one of its own
 * (the generic words apply). DP rotation (§HCF-7), the seats and stakes at close, Raise/Fold (§HCF-3),
 * timers (§C-7), cards to seats / the DP / the dealer, and the SETTLED summary (§HCF-8, §HCF-9).
 */
export function hcfEventWords(
  t: Translate,
  money: Money,
  type: string,
  data: Record<string, unknown>,
  nameOf: NameOf = idName,
): string | null {
  const seat = String(data.seat);
  const who = nameOf(data.userId);
  switch (type) {
    case 'DP_OFFERED':
      return [
        t(data.last === true ? 'event.offeredLast' : 'event.offered', { seat, who }),
        ...(typeof data.seconds === 'number' ? [t('event.toAnswer', { seconds: data.seconds })] : []),
      ].join(' · ');
    case 'DP_ACCEPTED':
      return t('event.accepted', { seat, who, bank: money(num(data.bank)) });
    case 'DP_DECLINED':
      return t(data.timeout === true ? 'event.declinedTimeout' : 'event.declined', { seat, who });
    case 'DP_HOUSE':
      return t('event.house');
    case 'SEATS': {
      const seats = arr(data.seats).filter((s): s is number => typeof s === 'number');
      if (!seats.length) return t('event.noAnte');
      const stakes = rec(data.stakes);
      return t('event.hands', {
        hands: seats
          .map((s) => {
            const st = rec(stakes[String(s)]);
            const bonus = num(st.flushBonus) + num(st.straightFlushBonus);
            return bonus
              ? t('event.handBonus', { seat: s, ante: money(num(st.ante)), bonus: money(bonus) })
              : t('event.hand', { seat: s, ante: money(num(st.ante)) });
          })
          .join(', '),
      });
    }
    case 'DECISION':
      if (data.action === 'FOLD') return t(data.timeout === true ? 'event.foldsTimer' : 'event.folds', { seat });
      return t('event.raises', { seat, multiple: num(data.multiple, 1) });
    case 'TIMEOUT':
      return t(data.offer === true ? 'event.offerTimeout' : 'event.decisionTimeout', { seat });
    case 'CARD':
      if (data.to === 'seat')
        return t('event.cardSeat', { card: String(data.card), seat, position: String(data.position) });
      if (data.to === 'dp')
        return t('event.cardDp', { card: String(data.card), seat, position: String(data.position) });
      return t('event.cardDealer', { card: String(data.card), position: String(data.position) });
    case 'UNDO':
      return t(data.from === 'seat' ? 'event.undoSeat' : data.from === 'dp' ? 'event.undoDp' : 'event.undoDealer', {
        card: String(data.card),
        seat,
        position: String(data.position),
      });
    case 'SETTLED': {
      const s = readSettledSummary(data);
      const bank = s.bank;
      const parts = [
        s.dpSeat === null ? t('event.houseBank') : t('summary.dpSeat', { seat: s.dpSeat }),
        bank && bank.start !== null
          ? t('event.bankMoves', {
              start: money(bank.start),
              collected: money(bank.collected),
              paid: money(bank.paid),
              end: money(bank.end ?? 0),
            })
          : bank
            ? t('event.bankCollected', { collected: money(bank.collected), paid: money(bank.paid) })
            : '',
        s.dead.length ? t('summary.dead', { count: s.dead.length, seats: s.dead.join(', ') }) : '',
        s.rakeMode
          ? t('event.rakeMode', { rake: money(s.rake), mode: rakeModeWords(t, s.rakeMode) || s.rakeMode })
          : t('event.rake', { rake: money(s.rake) }),
        t('event.ggr', { amount: money(num(data.ggr)) }),
      ];
      return parts.filter(Boolean).join(' · ');
    }
    default:
      return null;
  }
}

/** The SETTLED event's High Card Flush summary (module `settleAll`), cents; tolerant of missing parts. */
export interface HcfSettledSummary {
  dpSeat: number | null;
  dpUserId: string | null;
  dpQualifies: boolean | null;
  bank: { start: number | null; collected: number; paid: number; end: number | null } | null;
  dpNet: number;
  dpRake: number;
  rake: number;
  rakeMode: string | null;
  dead: number[];
  hands: { seat: number; outcome: 'PLAYED' | 'FOLDED' | 'DEAD'; stake: number; rake: number; net: number }[];
}

export function readSettledSummary(data: unknown): HcfSettledSummary {
  const d = rec(data);
  const bank = d.bank ? rec(d.bank) : null;
  return {
    dpSeat: numOrNull(d.dpSeat),
    dpUserId: typeof d.dpUserId === 'string' ? d.dpUserId : null,
    dpQualifies: typeof d.dpQualifies === 'boolean' ? d.dpQualifies : null,
    bank: bank
      ? { start: numOrNull(bank.start), collected: num(bank.collected), paid: num(bank.paid), end: numOrNull(bank.end) }
      : null,
    dpNet: num(d.dpNet),
    dpRake: num(d.dpRake),
    rake: num(d.rake),
    rakeMode: typeof d.rakeMode === 'string' ? d.rakeMode : null,
    dead: arr(d.dead).filter((s): s is number => typeof s === 'number'),
    hands: arr(d.hands).map((h) => {
      const o = rec(h);
      return {
        seat: num(o.seat),
        outcome: o.outcome === 'DEAD' || o.outcome === 'FOLDED' ? o.outcome : 'PLAYED',
        stake: num(o.stake),
        rake: num(o.rake),
        net: num(o.net),
      };
    }),
  };
}

/** Who pays the per-hand rake under a mode (§HCF-9), in words. */
export function rakeModeWords(t: Translate, mode: string | null | undefined): string {
  return mode === 'ALL' || mode === 'ALL_BUT_DP' || mode === 'DP_ONLY' ? t(`rakeMode.${mode}`) : '';
}

/**
 * The dead seats of a round (§HCF-8) from its log: the SETTLED event's `dead` once settled (the last
 * one: a round is settled once); none before, or when the round was voided before settling.
 */
export function hcfDeadSeats(events: readonly { type: string; data: Record<string, unknown> }[]): number[] {
  const settled = [...events].reverse().find((e) => e.type === 'SETTLED');
  return settled ? readSettledSummary(settled.data).dead : [];
}

/** Per player over the rounds shown: rounds banked, offers declined or left to time out, net and rake as DP (cents). */
export interface DpPlayerLine {
  userId: string;
  username: string;
  banked: number[];
  declined: number;
  timeouts: number;
  dpNet: number;
  dpRake: number;
}

/**
 * Who banked which rounds and how each player answered (RULES.md §HCF-7), from the history's rounds:
 * players by rounds banked, then by name; `house` the rounds the house banked. Net and rake count
 * settled rounds only.
 */
export function dpPlayerLines(rounds: readonly DpHistoryRound[]): { players: DpPlayerLine[]; house: number[] } {
  const m = new Map<string, DpPlayerLine>();
  const line = (userId: string, username: string) => {
    let l = m.get(userId);
    if (!l) m.set(userId, (l = { userId, username, banked: [], declined: 0, timeouts: 0, dpNet: 0, dpRake: 0 }));
    return l;
  };
  const house: number[] = [];
  for (const r of [...rounds].sort((a, b) => a.number - b.number)) {
    for (const o of r.offers) {
      const l = line(o.userId, o.username);
      if (o.answer === 'DECLINED') l.declined++;
      if (o.answer === 'TIMEOUT') l.timeouts++;
    }
    if (r.banker === 'HOUSE') house.push(r.number);
    if (r.dp) {
      const l = line(r.dp.userId, r.dp.username);
      l.banked.push(r.number);
      if (r.settlement) {
        l.dpNet += r.settlement.dpNet;
        l.dpRake += r.settlement.rake.dp;
      }
    }
  }
  const players = [...m.values()].sort(
    (a, b) => b.banked.length - a.banked.length || a.username.localeCompare(b.username),
  );
  return { players, house };
}
