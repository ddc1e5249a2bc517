/**
 * The Casino Hold'em player view's pure helpers (RULES.md §CHE): the round as the view reads it, the
 * signed-in player's own stake and decision (from their bets: the server names no player in the public
 * view), the AA Bonus's state, the result per bet and the lines of words the board shows. Words come from
 * the `games.casino-holdem.player` messages (`t`), amounts from `money`.
 */
import type { Money, Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import type { MyBet } from '@/components/player/use-player-table';
import {
  readCheNext,
  readCheResult,
  readCheView,
  CHE_HAND_CATEGORIES,
  type CheHandCategory,
  type CheHandView,
  type CheNext,
  type CheResultView,
  type CheView,
  type CheWindowView,
} from './view';

/** The words of the player view: `t` of `games.casino-holdem.player` and money in the player's language. */
export interface CheWords {
  t: Translate;
  money: Money;
}

/** The bets a player places (§CHE-2), in the order the felt shows them. */
export const CHE_PLACED = ['AA_BONUS', 'ANTE'] as const;
export type ChePlacedType = (typeof CHE_PLACED)[number];

/** Every bet type a player can hold in a round, in the order results are listed (the Call is taken by a decision). */
export const CHE_RESULT_TYPES = ['ANTE', 'CALL', 'AA_BONUS'] as const;

/** The Call is twice the Ante (§CHE-2). */
export const CALL_MULTIPLE = 2;

// ---------------------------------------------------------------------------------------------
// The table's settings
// ---------------------------------------------------------------------------------------------

/** The table's Casino Hold'em settings as the player view needs them. */
export interface CheRules {
  /** The call window's timer (§C-7), seconds; expiry folds. */
  decisionSeconds: number;
}

/** The default call window (lib/games/casino-holdem/rules.ts: 20 s, 5..120). */
export const DEFAULT_CHE_RULES: CheRules = { decisionSeconds: 20 };

/** The table's settings from the snapshot's `rules` (tolerant: a missing or odd value reads as the default). */
export function cheRules(raw: Record<string, unknown> | null | undefined): CheRules {
  const s = raw?.decisionSeconds;
  return {
    decisionSeconds:
      typeof s === 'number' && Number.isInteger(s) && s >= 5 && s <= 120 ? s : DEFAULT_CHE_RULES.decisionSeconds,
  };
}

// ---------------------------------------------------------------------------------------------
// The round
// ---------------------------------------------------------------------------------------------

/** A Casino Hold'em round as the player view reads it. */
export interface CheRound {
  id: string;
  status: string;
  view: CheView;
  /** What the round waits for; null once settled or voided. */
  next: CheNext | null;
  /** The engine's result once the round is complete (not voided). */
  result: CheResultView | null;
  /** The call window's deadline (`round.decisionDeadline`), ISO, while it is open; null otherwise. */
  deadline: string | null;
  /** The call window is open now (§CHE-2). */
  windowOpen: boolean;
  /** The call window has closed (every player decided, or the timer ran out). */
  windowClosed: boolean;
  /** COMPLETE or SETTLED with a result. */
  complete: boolean;
  voided: boolean;
}

/** Reads a public round of a Casino Hold'em table (tolerant of a missing or partial view). */
export function cheRound(
  round: Pick<PublicRound, 'id' | 'status' | 'view' | 'result' | 'next' | 'decisionDeadline'> | null,
): CheRound | null {
  if (!round) return null;
  const view = readCheView(round.view);
  const voided = round.status === 'VOIDED';
  const result = voided ? null : readCheResult(round.result);
  const complete = !!result && (round.status === 'COMPLETE' || round.status === 'SETTLED');
  const live = round.status === 'BETTING' || round.status === 'DEALING' || round.status === 'COMPLETE';
  const next = live ? readCheNext(round.next) : null;
  const windowClosed = view.window.closed || complete || view.phase === 'TURN_RIVER' || view.phase === 'COMPLETE';
  const windowOpen = !voided && !windowClosed && (view.window.open || next?.kind === 'calls');
  return {
    id: round.id,
    status: round.status,
    view,
    next,
    result,
    deadline: windowOpen ? round.decisionDeadline : null,
    windowOpen,
    windowClosed,
    complete,
    voided,
  };
}

// ---------------------------------------------------------------------------------------------
// The signed-in player
// ---------------------------------------------------------------------------------------------

/** What the signed-in player has in this round and has decided. */
export interface MyChe {
  antes: MyBet[];
  aaBets: MyBet[];
  calls: MyBet[];
  /** Stakes, cents (every bet of a type counts: each chip placed is a bet). */
  ante: number;
  aaBonus: number;
  call: number;
  /** CALL or FOLD once decided (a timer's fold too); null while deciding or without an Ante. */
  decision: 'CALL' | 'FOLD' | null;
  /** The fold was the timer's (§C-7). */
  timeout: boolean;
  /** The call window is open and this player's Ante waits for their decision. */
  deciding: boolean;
  /** What a Call takes from the balance: 2x the Ante (§CHE-2), cents. */
  callCost: number;
}

const decisionOf = (b: MyBet): 'CALL' | 'FOLD' | null => {
  const d = b.spec?.decision;
  return d === 'CALL' || d === 'FOLD' ? d : null;
};

/**
 * The player's stake and decision (RULES.md §CHE-2, §C-7), from their own bets: a CALL bet → called; else
 * the decision the server wrote on the Ante (`spec.decision`); else `sent`, the decision this view has just
 * had accepted (its bets are read again on `round:decision`); else, once the window has closed, the Ante
 * was folded by the timer.
 */
export function myChe(
  h: CheRound | null,
  bets: readonly MyBet[],
  sent: { roundId: string; action: 'CALL' | 'FOLD' } | null = null,
): MyChe {
  const live = bets.filter((b) => b.status !== 'CANCELLED' && (!h || b.roundId === h.id));
  const of = (type: string) => live.filter((b) => b.type === type);
  const sum = (list: readonly MyBet[]) => list.reduce((a, b) => a + b.amount, 0);
  const antes = of('ANTE');
  const aaBets = of('AA_BONUS');
  const calls = of('CALL');
  const ante = sum(antes);
  const written = antes.map(decisionOf).find((d) => d !== null) ?? null;
  const mine = sent && h && sent.roundId === h.id ? sent.action : null;
  let decision: MyChe['decision'] = calls.length ? 'CALL' : (written ?? mine);
  let timeout = false;
  if (!decision && ante > 0 && h && !h.voided && h.windowClosed && h.status !== 'BETTING') {
    decision = 'FOLD';
    timeout = true;
  }
  return {
    antes,
    aaBets,
    calls,
    ante,
    aaBonus: sum(aaBets),
    call: sum(calls),
    decision,
    timeout,
    deciding: !!h && h.windowOpen && ante > 0 && decision === null,
    callCost: ante * CALL_MULTIPLE,
  };
}

/** Why the Call cannot be made, in words (the balance does not cover 2x the Ante); null when it can. */
export function callProblem(w: CheWords, cost: number, balance: number | null): string | null {
  if (balance === null || balance >= cost) return null;
  return w.t('dock.short', { balance: w.money(balance), amount: w.money(cost) });
}

// ---------------------------------------------------------------------------------------------
// Hands
// ---------------------------------------------------------------------------------------------

/** The five cards' ranks in ranking order, "A A K 9 7" (10 as the cards show it); '' without cards. */
export function handRanks(hand: Pick<CheHandView, 'cards'> | null): string {
  return (hand?.cards ?? []).map((c) => (c[0] === 'T' ? '10' : (c[0] ?? ''))).join(' ');
}

/** "Full house", "Pair", ... (the hand category's name). */
export function handName(t: Translate, hand: Pick<CheHandView, 'category'> | null): string {
  return hand ? t(`hands.${hand.category}`) : '';
}

/**
 * The dealer's hand in words (§CHE-3): face down until the window closes; then, with the board complete,
 * its name and whether it qualifies (a pair of 4s or better).
 */
export function dealerText(t: Translate, view: CheView): string {
  if (view.dealerHidden) return view.dealerDealt > 0 ? t('felt.dealerHidden') : '';
  if (!view.dealerHand) return '';
  const q = view.dealerQualifies === null ? '' : view.dealerQualifies ? t('felt.qualifies') : t('felt.notQualifies');
  return q
    ? t('felt.handQualifies', { hand: handName(t, view.dealerHand), qualifies: q })
    : handName(t, view.dealerHand);
}

/** The cards of the player's best hand that are out (2 hole cards + the board), to highlight once the flop is in. */
export function bestCards(view: CheView): ReadonlySet<string> {
  if (!view.playerHand || view.board.length < 3) return new Set();
  return new Set(view.playerHand.cards);
}

/** The slot that takes the next card (`'player-1'`, `'dealer-2'`, `'board-4'`), or null. */
export function nextSlot(next: CheNext | null): string | null {
  if (next?.kind !== 'card') return null;
  if (next.to === 'player' || next.to === 'dealer') return `${next.to}-${next.position}`;
  const board = next.to === 'flop' ? next.position : next.to === 'turn' ? 4 : 5;
  return `board-${board}`;
}

// ---------------------------------------------------------------------------------------------
// The call window and the decision
// ---------------------------------------------------------------------------------------------

/** "3 players: 2 called · 1 folded · 0 deciding" (and how many folds were the timer's). */
export function callsText(
  t: Translate,
  w: Pick<CheWindowView, 'players' | 'called' | 'folded' | 'deciding' | 'timedOut'>,
): string {
  const base = t('calls.summary', { players: w.players, called: w.called, folded: w.folded, deciding: w.deciding });
  return w.timedOut > 0 ? `${base} ${t('calls.timedOut', { count: w.timedOut })}` : base;
}

/** "You called · €20.00", "You folded", "Folded: the time ran out"; null while deciding or without an Ante. */
export function decisionText(w: CheWords, my: MyChe): string | null {
  if (!my.decision) return null;
  if (my.decision === 'CALL') return w.t('decision.called', { amount: w.money(my.call || my.callCost) });
  return my.timeout ? w.t('decision.timeout') : w.t('decision.folded');
}

// ---------------------------------------------------------------------------------------------
// The AA Bonus (§CHE-5)
// ---------------------------------------------------------------------------------------------

export type AaState =
  /** The flop is not complete yet: the AA Bonus is decided on it. */
  | { kind: 'waiting' }
  /** A winning AA Bonus while the player has not called yet (pays only if they call). */
  | { kind: 'pending'; multiple: number; win: number }
  /** A winning AA Bonus the player called: it will be paid. */
  | { kind: 'wins'; multiple: number; win: number }
  /** Lost with the fold (even a winning one, §CHE-2): `multiple` what it would have paid (0: nothing). */
  | { kind: 'folded'; multiple: number }
  /** The flop gave no AA Bonus hand. */
  | { kind: 'lost' }
  /** Settled: the bet's own result. */
  | { kind: 'settled'; status: string; payout: number; net: number };

/**
 * Where the player's AA Bonus stands (RULES.md §CHE-5, §CHE-2): decided on their two cards and the flop as
 * soon as the flop is in, paid only if they call. Null without an AA Bonus bet.
 */
export function aaState(h: CheRound | null, my: MyChe): AaState | null {
  if (!h || my.aaBonus === 0) return null;
  const aa = h.view.aaBonus ?? h.result?.aaBonus ?? null;
  const done = my.aaBets.filter((b) => b.status !== 'OPEN');
  if (done.length === my.aaBets.length) {
    // Lost with the fold: say so (and what it would have paid), not just "lost".
    if (my.decision === 'FOLD' && done.every((b) => b.status === 'LOST'))
      return { kind: 'folded', multiple: aa?.wins ? aa.multiple : 0 };
    const status = done.every((b) => b.status === done[0]!.status) ? done[0]!.status : 'MIXED';
    return {
      kind: 'settled',
      status,
      payout: done.reduce((a, b) => a + b.payout, 0),
      net: done.reduce((a, b) => a + b.net, 0),
    };
  }
  if (!aa) return my.decision === 'FOLD' ? { kind: 'folded', multiple: 0 } : { kind: 'waiting' };
  if (my.decision === 'FOLD') return { kind: 'folded', multiple: aa.wins ? aa.multiple : 0 };
  if (!aa.wins) return { kind: 'lost' };
  const win = my.aaBonus * aa.multiple;
  return my.decision === 'CALL'
    ? { kind: 'wins', multiple: aa.multiple, win }
    : { kind: 'pending', multiple: aa.multiple, win };
}

/** The AA Bonus line: "7:1 · €35.00 pending your call", "lost — folded", "won €35.00" ... */
export function aaText(w: CheWords, a: AaState): string {
  const { t, money } = w;
  switch (a.kind) {
    case 'waiting':
      return t('aa.waiting');
    case 'pending':
      return t('aa.pending', { multiple: a.multiple, amount: money(a.win) });
    case 'wins':
      return t('aa.wins', { multiple: a.multiple, amount: money(a.win) });
    case 'folded':
      return a.multiple > 0 ? t('aa.foldedWould', { multiple: a.multiple }) : t('aa.folded');
    case 'lost':
      return t('aa.lost');
    case 'settled':
      return a.status === 'WON'
        ? t('aa.paid', { amount: money(a.payout) })
        : a.status === 'VOID' || a.status === 'PUSH'
          ? t('aa.back')
          : t('aa.lost');
  }
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** "Ante", "AA Bonus", "Call" (unknown types in lower case, as the server names them). */
export function cheBetName(t: Translate, type: string): string {
  return (CHE_RESULT_TYPES as readonly string[]).includes(type)
    ? t(`bet.${type}`)
    : type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** My bets' label: "Ante · called", "AA Bonus · folded", "Call (2x Ante)". */
export function cheBetLabel(t: Translate): (b: MyBet) => string {
  return (b) => {
    const name = b.type === 'CALL' ? t('betCall') : cheBetName(t, b.type);
    const d = decisionOf(b);
    return d ? t(`betDecision.${d}`, { bet: name }) : name;
  };
}

/** One bet type's result: the stakes of its bets together, cents. */
export interface CheOutcome {
  type: string;
  status: string;
  stake: number;
  payout: number;
  net: number;
  cut: number;
}

/**
 * The player's settled bets, one line per type (Ante, Call, AA Bonus), in that order: the bets of a type
 * summed (each chip placed is a bet), the status shared when they agree. Open bets are left out.
 */
export function cheOutcomes(bets: readonly MyBet[]): CheOutcome[] {
  return CHE_RESULT_TYPES.flatMap((type): CheOutcome[] => {
    const list = bets.filter((b) => b.type === type && b.status !== 'OPEN' && b.status !== 'CANCELLED');
    if (!list.length) return [];
    const status = list.every((b) => b.status === list[0]!.status) ? list[0]!.status : 'MIXED';
    return [
      {
        type,
        status,
        stake: list.reduce((a, b) => a + b.amount, 0),
        payout: list.reduce((a, b) => a + b.payout, 0),
        net: list.reduce((a, b) => a + b.net, 0),
        cut: list.reduce((a, b) => a + (b.payoutCut ?? 0), 0),
      },
    ];
  });
}

/** "WON €20.00", "LOST €10.00", "PUSH · stake back", "VOID · back" (the cut by the table maximum said). */
export function outcomeText(w: CheWords, o: CheOutcome): string {
  const { t, money } = w;
  switch (o.status) {
    case 'WON':
      return o.cut > 0
        ? t('outcome.wonCut', { payout: money(o.payout), cut: money(o.cut) })
        : t('outcome.won', { payout: money(o.payout) });
    case 'LOST':
      return t('outcome.lost', { stake: money(o.stake) });
    case 'PUSH':
      return t('outcome.push');
    case 'VOID':
      return t('outcome.void');
    default:
      return t('outcome.net', { net: money.signed(o.net) });
  }
}

/**
 * The round's verdict for this player (§CHE-3): the dealer not qualifying, the better hand or a tie for
 * a player who called; the fold (theirs or the timer's); nobody called; null while it plays.
 */
export function verdictText(t: Translate, h: CheRound | null, my: MyChe): string | null {
  if (!h?.result) return null;
  const r = h.result;
  if (r.noAction) return t('verdict.noAction');
  if (my.ante > 0 && my.decision === 'FOLD') return my.timeout ? t('verdict.foldedTimeout') : t('verdict.folded');
  if (r.allFolded) return t('verdict.allFolded');
  if (r.dealerQualifies === false) return t('verdict.notQualified', { multiple: r.anteMultiple });
  if (r.winner === 'PLAYER') return t('verdict.win', { multiple: r.anteMultiple });
  if (r.winner === 'TIE') return t('verdict.tie');
  if (r.winner === 'DEALER') return t('verdict.lose');
  return null;
}

// ---------------------------------------------------------------------------------------------
// What is happening now
// ---------------------------------------------------------------------------------------------

/** The board's status line. */
export function statusText(w: CheWords, h: CheRound | null, my: MyChe): string {
  const { t, money } = w;
  if (!h) return t('status.noRound');
  if (h.voided) return t('status.voided');
  if (h.status === 'BETTING')
    return my.ante > 0 ? t('status.betsIn', { amount: money(my.ante + my.aaBonus) }) : t('status.placeAnte');
  if (h.status === 'SETTLED') return t('status.settled');
  if (h.status === 'COMPLETE') return t('status.complete');
  const n = h.next;
  if (n?.kind === 'card') {
    if (n.to === 'player' || n.to === 'dealer') return t(`status.deal.${n.to}`, { position: n.position });
    return n.to === 'flop' ? t('status.deal.flop', { position: n.position }) : t(`status.deal.${n.to}`);
  }
  if (h.windowOpen) {
    if (my.deciding) return t('status.yourCall');
    const deciding = h.view.window.deciding || (n?.kind === 'calls' ? n.deciding : 0);
    return my.decision
      ? t('status.waitingOthers', { count: deciding })
      : t('status.othersDeciding', { count: deciding });
  }
  if (n?.kind === 'confirm') return t('status.complete');
  return t('status.dealing');
}

// ---------------------------------------------------------------------------------------------
// The rules panel
// ---------------------------------------------------------------------------------------------

/** One line of the Ante table: a category, or the lowest one with those below it paying the same ("Straight or less"). */
export interface AnteLine {
  top: CheHandCategory;
  orLess: boolean;
  multiple: number;
}

/**
 * The Ante table's lines, best hand first (§CHE-4): a category per line while the multiples differ; the
 * categories at the bottom that pay the same make one line named by the best of them ("Straight or less").
 */
export function anteLines(table: Readonly<Record<CheHandCategory, number>>): AnteLine[] {
  const desc = [...CHE_HAND_CATEGORIES].reverse();
  const lowest = table[CHE_HAND_CATEGORIES[0]!];
  const firstOfTail = desc.findIndex((_, i) => desc.slice(i).every((x) => table[x] === lowest));
  const lines: AnteLine[] = desc.slice(0, firstOfTail).map((c) => ({ top: c, orLess: false, multiple: table[c] }));
  const top = desc[firstOfTail]!;
  lines.push({ top, orLess: top !== CHE_HAND_CATEGORIES[0], multiple: lowest });
  return lines;
}
