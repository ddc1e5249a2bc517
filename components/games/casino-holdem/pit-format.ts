/**
 * Casino Hold'em for the pit, in words and figures (RULES.md §CHE): a round's result in a line, the round
 * log's events in words, every box's decision with its time (the decision log), and the table's statistics
 * (dealer qualification, call rate, AA Bonus hits, hold against the published return of §CHE-6). Pure;
 * `t` is `games.casino-holdem.pit`.
 */
import type { Money, Translate } from '@/lib/i18n/money';
import { arr, cardText, categoryName, num, readCheNext, readCheResult, rec, type CheResultView } from './console-read';
import type { Hold } from '@/components/pit/hold';

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

/** Who wins for the boxes that called (§CHE-3), in a word or two. */
function outcomeWords(t: Translate, r: CheResultView): string {
  if (r.dealerQualifies === false) return t('summary.notQualified', { multiple: r.anteMultiple || 1 });
  if (r.winner === 'PLAYER') return t('summary.playerWins', { multiple: r.anteMultiple || 1 });
  if (r.winner === 'DEALER') return t('summary.dealerWins');
  if (r.winner === 'TIE') return t('summary.tie');
  return '';
}

/**
 * A Casino Hold'em round's result in one line: `Flush vs Three of a kind · dealer qualifies · player wins
 * (Ante 2:1) · AA Bonus 25:1 · 2 called · 1 folded`; `No Ante: no play`; `all folded · Pair · AA Bonus 7:1 ·
 * 0 called · 3 folded`.
 */
export function cheResultSummary(t: Translate, result: Record<string, unknown> | null | undefined): string {
  const r = readCheResult(result);
  if (!r) return '—';
  if (r.noAction) return t('summary.noAction');
  const player = r.playerHand ? categoryName(t, r.playerHand.category) : '—';
  const parts: string[] = [];
  if (r.allFolded) parts.push(t('summary.allFolded', { player }));
  else {
    parts.push(t('summary.hands', { player, dealer: r.dealerHand ? categoryName(t, r.dealerHand.category) : '—' }));
    if (r.dealerQualifies !== null) parts.push(r.dealerQualifies ? t('summary.qualifies') : t('summary.notQualifies'));
    const o = outcomeWords(t, r);
    if (o) parts.push(o);
  }
  // A winning AA Bonus is paid only to the boxes that call (§CHE-5): with nobody calling, every one is lost.
  if (r.aaBonus)
    parts.push(
      !r.aaBonus.wins
        ? t('summary.aaLoses')
        : r.called === 0
          ? t('summary.aaFolded', { multiple: r.aaBonus.multiple })
          : t('summary.aaWins', { multiple: r.aaBonus.multiple }),
    );
  parts.push(t('summary.called', { count: r.called }));
  parts.push(
    r.timedOut > 0
      ? t('summary.foldedTimer', { count: r.folded, timer: r.timedOut })
      : t('summary.folded', { count: r.folded }),
  );
  return parts.join(' · ');
}

/** The round history's short result: `P 2:1`, `D`, `T`, `NQ`, `F`, `—`. */
export function cheShortResult(t: Translate, result: Record<string, unknown> | null | undefined): string {
  const r = readCheResult(result);
  if (!r) return '—';
  if (r.noAction) return '—';
  if (r.allFolded) return t('short.allFolded');
  if (r.dealerQualifies === false) return t('short.notQualified');
  if (r.winner === 'PLAYER') return t('short.player');
  if (r.winner === 'DEALER') return t('short.dealer');
  if (r.winner === 'TIE') return t('short.tie');
  return '—';
}

// ---------------------------------------------------------------------------------------------
// Round-log events
// ---------------------------------------------------------------------------------------------

/** A card's place in words: `player card 2`, `dealer card 1`, `flop 3`, `turn`, `river`. */
export function placeWords(t: Translate, to: unknown, position: unknown): string {
  const p = num(position, 1);
  switch (to) {
    case 'player':
      return t('place.player', { position: p });
    case 'dealer':
      return t('place.dealer', { position: p });
    case 'flop':
      return t('place.flop', { position: p });
    case 'turn':
      return t('place.turn');
    case 'river':
      return t('place.river');
    default:
      return String(to ?? '?');
  }
}

/**
 * What the round waits for (`next`) in words: `card to flop 3`, `the call window: 2 deciding`, `confirm`,
 * `no more bets`; '' for anything else (the shell's words apply).
 */
export function cheNextWords(t: Translate, next: unknown): string {
  const n = readCheNext(next);
  if (!n) return '';
  if (n.kind === 'card') return t('next.card', { place: placeWords(t, n.to, n.position) });
  if (n.kind === 'calls') return t('next.calls', { deciding: n.deciding, players: n.players });
  return n.kind === 'confirm' ? t('next.confirm') : t('next.close');
}

/** The boxes at *No more bets* (`PLAYERS` event data: `{boxes: [{box, ante, aaBonus}]}`). */
export function playersOf(data: Record<string, unknown>): { box: number; ante: number; aaBonus: number }[] {
  return arr(data.boxes)
    .map((b) => rec(b))
    .filter((b) => typeof b.box === 'number')
    .map((b) => ({ box: num(b.box), ante: num(b.ante), aaBonus: num(b.aaBonus) }))
    .sort((a, b) => a.box - b.box);
}

/**
 * One line of words for a Casino Hold'em round-log event, or null when the event is not one of its own
 * (the generic words apply): the boxes at close (§CHE-1), Call / Fold (§CHE-2), the window's timeout
 * (§C-7), cards to the player hand, the dealer (a card face down to players shows as hidden) and the board,
 * their undo, and the settlement.
 */
export function cheEventWords(t: Translate, money: Money, type: string, data: Record<string, unknown>): string | null {
  switch (type) {
    case 'PLAYERS': {
      const boxes = playersOf(data);
      if (!boxes.length) return t('event.noAnte');
      return t('event.players', {
        count: boxes.length,
        boxes: boxes
          .map((b) =>
            b.aaBonus
              ? t('event.boxAa', { box: b.box, ante: money(b.ante), aa: money(b.aaBonus) })
              : t('event.box', { box: b.box, ante: money(b.ante) }),
          )
          .join(', '),
      });
    }
    case 'DECISION': {
      const box = num(data.seat ?? data.box);
      if (data.action === 'CALL') return t('event.call', { box });
      return t(data.timeout === true ? 'event.foldTimer' : 'event.fold', { box });
    }
    case 'TIMEOUT': {
      const boxes = arr(data.boxes ?? data.folded).filter((b): b is number => typeof b === 'number');
      return boxes.length
        ? t('event.timeoutBoxes', { count: boxes.length, boxes: boxes.join(', ') })
        : t('event.timeout');
    }
    case 'CARD': {
      const place = placeWords(t, data.to, data.position);
      return data.hidden === true || typeof data.card !== 'string'
        ? t('event.cardHidden', { place })
        : t('event.card', { card: cardText(data.card), place });
    }
    case 'UNDO': {
      const from = data.from ?? data.to;
      if (from === undefined) return null;
      const place = placeWords(t, from, data.position);
      return typeof data.card === 'string'
        ? t('event.undo', { card: cardText(data.card), place })
        : t('event.undoHidden', { place });
    }
    case 'SETTLED': {
      const parts = [
        typeof data.dealerQualifies === 'boolean'
          ? data.dealerQualifies
            ? t('summary.qualifies')
            : t('summary.notQualifies')
          : '',
        typeof data.players === 'number'
          ? t('event.settledBoxes', {
              players: num(data.players),
              called: num(data.called),
              folded: num(data.folded),
            })
          : '',
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

/** One box's decision (§CHE-2) with its time: by the player (`actor`) or by the timer (§C-7). */
export interface DecisionLine {
  seq: number;
  box: number;
  action: 'CALL' | 'FOLD';
  /** The timer folded the box. */
  timer: boolean;
  /** The player's username, from the log's actor; null for the timer. */
  actor: string | null;
  at: string;
  /** Milliseconds from the third flop card (the window opening) to the decision; null when unknown. */
  afterMs: number | null;
  /** The box's Ante and AA Bonus at close, cents (0 when unknown). */
  ante: number;
  aaBonus: number;
}

/**
 * Every box's decision from the round's log, once per box: the `DECISION` events (the player is the event's
 * actor; the timer's folds carry `timeout`), and at a `TIMEOUT` the boxes it names (`boxes`), else those
 * still undecided then by the `PLAYERS` event (§C-7: the timer folds them). An undone third flop card closes
 * the window (no decision can be pending then, §CHE-1), so the window's opening is the last flop 3.
 */
export function decisionLines(events: readonly LogEvent[]): DecisionLine[] {
  const boxes = new Map<number, { ante: number; aaBonus: number }>();
  const decided = new Set<number>();
  let opened: number | null = null;
  const out: DecisionLine[] = [];
  const since = (at: string) => {
    const ms = Date.parse(at);
    return opened === null || !Number.isFinite(ms) ? null : Math.max(0, ms - opened);
  };
  for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
    if (e.type === 'PLAYERS') for (const b of playersOf(e.data)) boxes.set(b.box, { ante: b.ante, aaBonus: b.aaBonus });
    else if (e.type === 'CARD' && e.data.to === 'flop' && num(e.data.position) === 3) {
      const ms = Date.parse(e.at);
      opened = Number.isFinite(ms) ? ms : null;
    } else if (e.type === 'DECISION') {
      const box = num(e.data.seat ?? e.data.box);
      // The timer's folds follow its TIMEOUT event as DECISION events of their own: one line per box.
      if (decided.has(box)) continue;
      const action = e.data.action === 'CALL' ? 'CALL' : 'FOLD';
      const timer = e.data.timeout === true || (!e.actor && action === 'FOLD');
      decided.add(box);
      out.push({
        seq: e.seq,
        box,
        action,
        timer,
        actor: timer ? null : e.actor,
        at: e.at,
        afterMs: since(e.at),
        ...(boxes.get(box) ?? { ante: 0, aaBonus: 0 }),
      });
    } else if (e.type === 'TIMEOUT') {
      const named = arr(e.data.boxes ?? e.data.folded).filter((b): b is number => typeof b === 'number');
      const folded = named.length ? named : [...boxes.keys()].filter((b) => !decided.has(b)).sort((a, b) => a - b);
      for (const box of folded) {
        if (decided.has(box)) continue;
        decided.add(box);
        out.push({
          seq: e.seq,
          box,
          action: 'FOLD',
          timer: true,
          actor: null,
          at: e.at,
          afterMs: since(e.at),
          ...(boxes.get(box) ?? { ante: 0, aaBonus: 0 }),
        });
      }
    }
  }
  return out;
}

/** Whether the round's window is still waiting for boxes (the boxes not in the log yet). */
export function pendingBoxes(events: readonly LogEvent[], next: unknown): number[] {
  if (readCheNext(next)?.kind !== 'calls') return [];
  const decided = new Set(decisionLines(events).map((l) => l.box));
  const players = [...events].reverse().find((e) => e.type === 'PLAYERS');
  return players
    ? playersOf(players.data)
        .map((b) => b.box)
        .filter((b) => !decided.has(b))
    : [];
}

// ---------------------------------------------------------------------------------------------
// Table statistics
// ---------------------------------------------------------------------------------------------

/** What the stats page counts over the table's settled rounds (their public `result`). */
export interface CheStats {
  rounds: number;
  /** Rounds with at least one Ante. */
  played: number;
  /** Rounds where the dealer's hand was complete (someone called) and how many qualified (§CHE-3). */
  qualifyKnown: number;
  qualified: number;
  /** Boxes and Calls over the played rounds (§CHE-2); `timedOut` folds by the timer (§C-7). */
  boxes: number;
  called: number;
  timedOut: number;
  allFolded: number;
  /** Rounds whose AA Bonus hand was known (the flop was out) and how many hit, by multiple (§CHE-5). */
  aaKnown: number;
  aaHits: number;
  aa25: number;
  aa7: number;
  /** Rounds someone called, by who had the better hand against a qualified dealer. */
  playerWins: number;
  dealerWins: number;
  ties: number;
}

export function cheStats(results: readonly Record<string, unknown>[]): CheStats {
  const s: CheStats = {
    rounds: 0,
    played: 0,
    qualifyKnown: 0,
    qualified: 0,
    boxes: 0,
    called: 0,
    timedOut: 0,
    allFolded: 0,
    aaKnown: 0,
    aaHits: 0,
    aa25: 0,
    aa7: 0,
    playerWins: 0,
    dealerWins: 0,
    ties: 0,
  };
  for (const raw of results) {
    const r = readCheResult(raw);
    if (!r) continue;
    s.rounds++;
    if (r.noAction) continue;
    s.played++;
    s.boxes += r.players;
    s.called += r.called;
    s.timedOut += r.timedOut;
    if (r.allFolded) s.allFolded++;
    if (r.dealerQualifies !== null) {
      s.qualifyKnown++;
      if (r.dealerQualifies) {
        s.qualified++;
        if (r.winner === 'PLAYER') s.playerWins++;
        else if (r.winner === 'DEALER') s.dealerWins++;
        else if (r.winner === 'TIE') s.ties++;
      }
    }
    if (r.aaBonus) {
      s.aaKnown++;
      if (r.aaBonus.wins) {
        s.aaHits++;
        if (r.aaBonus.multiple >= 25) s.aa25++;
        else s.aa7++;
      }
    }
  }
  return s;
}

/**
 * The chance that a five-card hand wins the AA Bonus (§CHE-5), from the five-card counts of issue #14 §1:
 * flush or better (flush 5,108 + full house 3,744 + four of a kind 624 + straight flush 36 + royal flush 4 =
 * 9,516) pays 25:1; a pair of aces (1,098,240 pairs / 13 ranks = 84,480), two pair 123,552, trips 54,912 or a
 * straight 10,200 (= 273,144) pay 7:1; of 2,598,960 hands. The same counts give the return 93.5977% of §CHE-6:
 * (26 × 9,516 + 8 × 273,144) / 2,598,960.
 */
export const AA_HANDS = { total: 2_598_960, flushOrBetter: 9_516, acesToStraight: 273_144 } as const;
export const AA_HIT_RATE = (AA_HANDS.flushOrBetter + AA_HANDS.acesToStraight) / AA_HANDS.total;

/**
 * The chance that the dealer qualifies (§CHE-3: a pair of 4s or better of the best five of seven): the
 * dealer's seven cards are a uniform seven of the deck whatever the player holds, so it is the share of
 * the 133,784,560 seven-card hands that qualify, 101,378,140 (enumerated by lib/games/casino-holdem/returns.ts
 * `dealerQualifyingHands`; the high cards, 23,294,460, and the pairs of 2s and 3s do not).
 */
export const DEALER_QUALIFY_RATE = 101_378_140 / 133_784_560;

/**
 * The published return of §CHE-6 (seed 003, "Zysk dla gracza"), as the house's hold per amount wagered:
 * the main game (Ante + Call) 98.7% with the basic strategy → 1.3%; the AA Bonus 93.60% when every winning
 * AA Bonus is called → 6.40%, 89.6% with the basic strategy alone → 10.4%.
 */
export const PUBLISHED = {
  mainReturn: 0.987,
  mainOptimalReturn: 0.9918,
  aaReturn: 0.936,
  aaBasicReturn: 0.896,
} as const;

/** The main game's bets (§CHE-2): Ante and Call; the AA Bonus stands alone. */
export const MAIN_TYPES = ['ANTE', 'CALL'] as const;
export const AA_TYPES = ['AA_BONUS'] as const;

/**
 * The expected hold of the whole table against the published figures: each group's stake weighted by its
 * published hold (main 1.3%, AA Bonus 6.40%), over everything staked; null without stakes.
 */
export function expectedHold(main: Hold, aa: Hold): number | null {
  const total = main.staked + aa.staked;
  if (!total) return null;
  return (main.staked * (1 - PUBLISHED.mainReturn) + aa.staked * (1 - PUBLISHED.aaReturn)) / total;
}
