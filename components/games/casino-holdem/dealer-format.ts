/**
 * Pure helpers of the Casino Hold'em dealer console (RULES.md §CHE): every card's target, the call
 * window that holds the turn, each box's decision, the result line and the history badge. The server
 * decides everything; these only read `round.next`, `round.view` and `round.result`
 * (lib/games/casino-holdem/view.ts) and put them into words; `t` is `games.casino-holdem.dealer`.
 */
import type { Translate } from '@/lib/i18n/money';
import {
  handText,
  readCheNext,
  readCheResult,
  type CheBoxView,
  type CheNext,
  type CheResultView,
} from './console-read';

export { secondsLeft } from '@/components/ui/seconds-left';

/**
 * The target of the next card in the deal order of §CHE-1 (player 1, dealer 1, player 2, dealer 2,
 * flop 1-3, then after the call window turn and river): `Player card 2`, `Dealer card 1`, `Flop 3`,
 * `Turn`, `River`; null when no card is expected.
 */
export function cardTargetText(t: Translate, next: CheNext | null): string | null {
  if (next?.kind !== 'card') return null;
  switch (next.to) {
    case 'player':
      return t('target.player', { position: next.position });
    case 'dealer':
      return t('target.dealer', { position: next.position });
    case 'flop':
      return t('target.flop', { position: next.position });
    case 'turn':
      return t('target.turn');
    case 'river':
      return t('target.river');
  }
}

/** The call window's counts: `3 players, 1 called, 1 folded, 1 deciding`. */
export function windowCounts(
  t: Translate,
  w: { players: number; called: number; folded: number; deciding: number },
): string {
  return t('window.counts', { players: w.players, called: w.called, folded: w.folded, deciding: w.deciding });
}

/**
 * Why the turn is held (§CHE-1: the turn waits until every player has called or folded, or the timer ran
 * out, §C-7): `waiting for the call window: 3 players, 1 called, 1 folded, 1 deciding, 12 s`; null when
 * the round does not wait for the window.
 */
export function holdText(t: Translate, next: CheNext | null, seconds: number | null): string | null {
  if (next?.kind !== 'calls') return null;
  const counts = windowCounts(t, next);
  return seconds === null ? t('window.hold', { counts }) : t('window.holdTimer', { counts, seconds });
}

/** A box's decision (§CHE-2, §C-7): `CALL`, `FOLD`, `FOLD (timer)`, `deciding`; '' before the window. */
export function boxDecisionText(t: Translate, box: CheBoxView, windowOpen: boolean): string {
  if (box.decision === 'CALL') return t('decision.call');
  if (box.decision === 'FOLD') return box.timeout ? t('decision.foldTimer') : t('decision.fold');
  return windowOpen ? t('decision.deciding') : '';
}

/** Dealer qualification (§CHE-3, a pair of 4s or better): `qualifies` / `does not qualify`; '' while unknown. */
export function qualifiesText(t: Translate, q: boolean | null): string {
  return q === null ? '' : q ? t('qualify.yes') : t('qualify.no');
}

/**
 * The result line of a complete round (§CHE-3): the player hand against the dealer's, whether the dealer
 * qualifies and who wins, e.g. `Player Flush · A♥ K♥ 9♥ 5♥ 2♥ vs Dealer Pair · 9♠ 9♦ K♣ 7♦ 4♥ · dealer
 * qualifies · player wins, Ante pays 2:1`. Without play: `No Ante: no play`; nobody called: `Everybody
 * folded: no turn and river, the Antes are lost`.
 */
export function resultLineText(t: Translate, result: CheResultView): string {
  if (result.noAction) return t('result.noAction');
  if (result.allFolded) return t('result.allFolded', { player: handText(t, result.playerHand) || '—' });
  const hands = t('result.hands', {
    player: handText(t, result.playerHand) || '—',
    dealer: handText(t, result.dealerHand) || '—',
  });
  const parts = [hands];
  if (result.dealerQualifies !== null) parts.push(qualifiesText(t, result.dealerQualifies));
  parts.push(winnerText(t, result));
  return parts.filter(Boolean).join(' · ');
}

/**
 * Who wins for the boxes that called (§CHE-3): not qualified → `Ante pays 1:1, Call returned`;
 * qualified → `player wins, Ante pays 2:1, Call 1:1` / `tie: Ante and Call returned` / `dealer wins`.
 */
export function winnerText(
  t: Translate,
  result: Pick<CheResultView, 'dealerQualifies' | 'winner' | 'anteMultiple'>,
): string {
  const multiple = result.anteMultiple || 1;
  if (result.dealerQualifies === false) return t('result.notQualified', { multiple });
  if (result.winner === 'PLAYER') return t('result.playerWins', { multiple });
  if (result.winner === 'TIE') return t('result.tie');
  if (result.winner === 'DEALER') return t('result.dealerWins');
  return '';
}

/** The boxes' decisions in the result line: `2 called · 1 folded (1 by the timer)`. */
export function decisionsCountText(t: Translate, r: Pick<CheResultView, 'called' | 'folded' | 'timedOut'>): string {
  const folded =
    r.timedOut > 0
      ? t('count.foldedTimer', { count: r.folded, timer: r.timedOut })
      : t('count.folded', { count: r.folded });
  return `${t('count.called', { count: r.called })} · ${folded}`;
}

/**
 * The console's announcement when the call window's timer ran out (§C-7: every box still deciding folds,
 * §CHE-2), from what the round awaited just before: `Call window timed out: 2 still deciding fold (§C-7).`;
 * null when the round was not in its window.
 */
export function timeoutText(t: Translate, before: unknown): string | null {
  const next = readCheNext(before);
  if (next?.kind !== 'calls') return null;
  return t('timeout.window', { count: next.deciding });
}

/**
 * The history strip's badge of a settled round: `P` / `D` / `T` (who had the better hand), `NQ` when the
 * dealer did not qualify, `F` when everybody folded, `—` without play; null for anything else.
 */
export function resultBadge(
  result: unknown,
): { label: string; tone: 'player' | 'dealer' | 'tie' | 'none'; qualifies: boolean | null } | null {
  const r = readCheResult(result);
  if (!r) return null;
  if (r.noAction) return { label: '—', tone: 'none', qualifies: null };
  if (r.allFolded) return { label: 'F', tone: 'dealer', qualifies: null };
  if (r.dealerQualifies === false) return { label: 'P', tone: 'player', qualifies: false };
  if (r.winner === 'PLAYER') return { label: 'P', tone: 'player', qualifies: r.dealerQualifies };
  if (r.winner === 'DEALER') return { label: 'D', tone: 'dealer', qualifies: r.dealerQualifies };
  if (r.winner === 'TIE') return { label: 'T', tone: 'tie', qualifies: r.dealerQualifies };
  return { label: '?', tone: 'none', qualifies: r.dealerQualifies };
}
