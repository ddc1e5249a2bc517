/**
 * Pure helpers of the Poker Switch dealer console (RULES.md §PS): every card's target from `round.next`
 * (box 3 card 2 face down, box 3 card 5 face up, dealer card 5 face up, the dealer's replacement card of
 * the buy and the card it replaces), the pair whose turn it is, each box's decision, the buy window, the
 * dealer's qualification before and after a buy, the timer's announcements and the result line. The
 * server decides everything; these only put `next`, `view` and `result` into words; `t` is
 * `games.poker-switch.dealer`.
 */
import type { Translate } from '@/lib/i18n/money';
import {
  cardText,
  categoryName,
  handText,
  readPsNext,
  readPsResult,
  type PsBoxView,
  type PsDealerView,
  type PsNext,
  type PsOutcome,
  type PsResult,
} from './console-read';

export { secondsLeft } from '@/components/ui/seconds-left';

/** A seat board's names (the seat = the pair, §PS-0). */
export interface PairNames {
  seats: readonly { seat: number; username?: string | null }[];
}

/** The player holding pair `seat`, or null. */
export function nameOfPair(board: PairNames | null | undefined, seat: number): string | null {
  return board?.seats.find((s) => s.seat === seat)?.username ?? null;
}

/** `Pair 2 (boxes 3–4)`, `Pair 2 (boxes 3–4) · bob`. */
export function pairLabel(t: Translate, seat: number, name?: string | null): string {
  const head = t('pair.label', { seat, low: 2 * seat - 1, high: 2 * seat });
  return name ? t('pair.named', { head, name }) : head;
}

/**
 * The target of the next card (§PS-2 deal order, §PS-6 replacement): `Box 3 · card 2 · face down`,
 * `Box 3 · card 5 · face up`, `Dealer · card 5 · face up`, `Dealer replacement card 1 for the buy ·
 * replaces A♠`; null when no card is expected.
 */
export function cardTargetText(t: Translate, next: PsNext | null): string | null {
  if (next?.kind !== 'card') return null;
  if (next.to === 'box')
    return t(next.faceUp ? 'target.boxUp' : 'target.boxDown', { box: next.box, position: next.position });
  if (next.to === 'dealer')
    return t(next.faceUp ? 'target.dealerUp' : 'target.dealerDown', { position: next.position });
  return t('target.replacement', { position: next.position, discard: next.discard ? cardText(next.discard) : '?' });
}

/**
 * The pair's turn (§PS-3, §PS-4), after its pair's label: `box 3 to decide · SWITCH for €20 · BET €20 /
 * FOLD · insurance €10–€60`; null when the round does not wait for a turn.
 */
export function turnText(t: Translate, next: PsNext | null, money: (cents: number) => string): string | null {
  if (next?.kind !== 'decision') return null;
  const parts = [t('turn.who', { box: next.box })];
  if (next.actions.includes('SWITCH')) parts.push(t('turn.switch', { fee: money(next.fee) }));
  if (next.actions.includes('UNSWITCH')) parts.push(t('turn.unswitch', { fee: money(next.fee) }));
  parts.push(t('turn.betFold', { bet: money(next.bet) }));
  if (next.insurance)
    parts.push(t('turn.insurance', { min: money(next.insurance.min), max: money(next.insurance.max) }));
  return parts.join(' · ');
}

/** The buy window (§PS-6): `Buy window: boxes 3, 5 to answer BUY or NO BUY`; null otherwise. */
export function buyWindowText(t: Translate, next: PsNext | null): string | null {
  if (next?.kind !== 'buy') return null;
  return t('buy.window', { count: next.boxes.length, boxes: next.boxes.map((b) => b.box).join(', ') });
}

/**
 * A box's decisions so far (§PS-3, §PS-4, §PS-6, §PS-10): `BET`, `BET · insured €30`, `FOLD (timer)`,
 * `BET · BUY`, `BET · NO BUY (timer)`; `deciding…` while its pair's turn is on; '' before.
 */
export function boxDecisionText(
  t: Translate,
  box: Pick<PsBoxView, 'decision' | 'timeout' | 'insurance' | 'buy' | 'buyTimeout'>,
  money: (cents: number) => string,
  deciding: boolean,
): string {
  const parts: string[] = [];
  if (box.decision === 'BET') parts.push(t('decision.bet'));
  else if (box.decision === 'FOLD') parts.push(box.timeout ? t('decision.foldTimer') : t('decision.fold'));
  else if (deciding) return t('decision.deciding');
  if (box.insurance > 0) parts.push(t('decision.insured', { amount: money(box.insurance) }));
  if (box.buy === 'BUY') parts.push(t('decision.buy'));
  else if (box.buy === 'NO_BUY') parts.push(box.buyTimeout ? t('decision.noBuyTimer') : t('decision.noBuy'));
  return parts.join(' · ');
}

/**
 * The dealer's qualification (§PS-5 ace-king or better) before and after a buy (§PS-6): `qualifies`,
 * `does not qualify (below A-K)`, `after the buy: Pair · 3♠ 3♦ … qualifies`; '' while unknown.
 */
export function qualifyText(t: Translate, dealer: Pick<PsDealerView, 'qualifies' | 'buy'>): string {
  if (dealer.qualifies === null) return '';
  const before = dealer.qualifies ? t('qualify.yes') : t('qualify.no');
  const buy = dealer.buy;
  if (!buy) return before;
  if (!buy.hand) return `${before} · ${t('qualify.buying', { discard: buy.discard ? cardText(buy.discard) : '?' })}`;
  return `${before} · ${t('qualify.after', {
    hand: handText(t, buy.hand),
    verdict: buy.qualifies ? t('qualify.yes') : t('qualify.no'),
  })}`;
}

/**
 * The console's announcement when a timer ran out (§PS-10, §C-7), from what the round awaited: a pair's
 * turn → `Pair 2's timer ran out: no switch, undecided boxes fold, no insurance.`; the buy window → `Buy
 * window timed out: boxes 3, 5 do not buy.`; null otherwise.
 */
export function timeoutText(t: Translate, before: unknown): string | null {
  const next = readPsNext(before);
  if (next?.kind === 'decision') return t('timeout.turn', { seat: next.seat });
  if (next?.kind === 'buy')
    return t('timeout.buy', { count: next.boxes.length, boxes: next.boxes.map((b) => b.box).join(', ') });
  return null;
}

const OUTCOME_KEY: Record<PsOutcome, string> = {
  FOLD: 'outcome.fold',
  WIN: 'outcome.win',
  TIE: 'outcome.tie',
  LOSE: 'outcome.lose',
  NO_GAME: 'outcome.noGame',
};

/** One box's outcome word: `WIN`, `FOLD`, `no game`; a bought box its outcome after the buy. */
export function outcomeText(t: Translate, b: Pick<PsResult['boxes'][number], 'outcome' | 'boughtOutcome'>): string {
  return b.boughtOutcome
    ? t('outcome.bought', { outcome: t(OUTCOME_KEY[b.boughtOutcome]) })
    : t(OUTCOME_KEY[b.outcome]);
}

/**
 * The result line of a complete round: `Dealer Pair · 9♠ 9♦ … · qualifies · box 1 Flush WIN · box 2 FOLD`;
 * with a buy `Dealer High card · … · does not qualify · after the buy Pair · … qualifies · box 3 … bought: WIN`.
 * Without play: `No pair played: no game`.
 */
export function resultLineText(t: Translate, raw: unknown): string {
  const r = readPsResult(raw);
  if (!r) return '';
  if (r.noAction || !r.dealer) return t('result.noAction');
  const parts = [t('result.dealer', { hand: handText(t, r.dealer.hand) })];
  parts.push(r.dealer.qualifies ? t('qualify.yes') : t('qualify.no'));
  if (r.dealer.buy)
    parts.push(
      t('qualify.after', {
        hand: handText(t, r.dealer.buy.hand),
        verdict: r.dealer.buy.qualifies ? t('qualify.yes') : t('qualify.no'),
      }),
    );
  return parts.join(' · ');
}

/** The boxes of the result in short: `box 1 Flush WIN` … one per box, box order. */
export function resultBoxesText(t: Translate, raw: unknown): string[] {
  const r = readPsResult(raw);
  if (!r) return [];
  return [...r.boxes]
    .sort((a, b) => a.box - b.box)
    .map((b) =>
      t('result.box', {
        box: b.box,
        hand: categoryName(t, b.playing.category),
        switched: b.switched ? t('result.switched') : '',
        outcome: outcomeText(t, b),
      }).replace(/\s+/g, ' '),
    );
}

/** The history badge: `Q` / `NQ` (the dealer's qualification), `B` when a game was bought; null for another game. */
export function resultBadge(raw: unknown): { label: string; qualifies: boolean | null; bought: boolean } | null {
  const r = readPsResult(raw);
  if (!r) return null;
  if (r.noAction || !r.dealer) return { label: '—', qualifies: null, bought: false };
  const bought = !!r.dealer.buy;
  return { label: r.dealer.qualifies ? 'Q' : bought ? 'B' : 'NQ', qualifies: r.dealer.qualifies, bought };
}
