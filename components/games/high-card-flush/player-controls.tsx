'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { HighCardFlushRules } from '@/lib/games/high-card-flush/rules';
import { PlayingCard } from '@/components/ui/playing-card';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import {
  anteFeeOf,
  bankFeeOf,
  bankLeftFor,
  bankProblem,
  bankRange,
  betOutcome,
  decimalMark,
  flushText,
  groupBySuit,
  HCF_RESULT_TYPES,
  hcfBetName,
  moneyInputText,
  outcomeText,
  parseMoneyInput,
  raiseOptions,
  suitSymbol,
  type HcfPlacedType,
  type HcfRound,
  type HcfWords,
  type MyHcf,
  type RaiseOption,
} from './player-format';
import type { HcfTableState } from './use-hcf-actions';
import { useHcfWords } from './player-board';

const PLACE_BUTTONS: { type: HcfPlacedType; testId: string }[] = [
  { type: 'ANTE', testId: 'btn-bet-ante' },
  { type: 'FLUSH_BONUS', testId: 'btn-bet-flush-bonus' },
  { type: 'STRAIGHT_FLUSH_BONUS', testId: 'btn-bet-straight-flush-bonus' },
];

/**
 * High Card Flush controls beside the chip rack (RULES.md §HCF-3, §HCF-7): the "offer me the DP
 * seat" opt-in (remembered before sitting down and sent with the seat; changed later with PATCH),
 * then on the own seat the Ante (required; the rake is held with it, §HCF-9), the Flush bonus and the
 * Straight Flush bonus with the selected chip, and *Leave seat*.
 */
export function HcfBetControls({
  s,
  h,
  my,
  rules,
}: {
  s: HcfTableState;
  h: HcfRound | null;
  my: MyHcf;
  rules: HighCardFlushRules;
}) {
  const { t, money } = useHcfWords();
  if (s.me?.role !== 'PLAYER') return null;
  const seated = my.seat !== null;
  const optIn = seated && !s.dpOptInSending ? my.optIn : s.dpOptInWanted;
  const fee = anteFeeOf(rules);
  const betting = !!h?.betting;
  // The seat stays taken while its bets or the DP's bank play (the server says SEAT_IN_PLAY).
  const inPlay =
    !!h && !h.voided && h.status !== 'SETTLED' && s.bets.some((b) => b.status === 'OPEN' && b.roundId === h.id);
  const mine: Record<HcfPlacedType, typeof my.ante> = {
    ANTE: my.ante,
    FLUSH_BONUS: my.flushBonus,
    STRAIGHT_FLUSH_BONUS: my.straightFlushBonus,
  };
  const why = !seated
    ? t('controls.takeSeat')
    : !h || h.status !== 'BETTING'
      ? t('controls.nextRound')
      : !h.decided
        ? t('controls.afterDp')
        : my.isDp
          ? t('controls.youAreDp')
          : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        className="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm text-gray-200"
        title={t('controls.optInTitle', { min: money(rules.minBank) })}
      >
        <input
          type="checkbox"
          data-testid="dp-optin"
          checked={optIn}
          disabled={s.busy}
          onChange={(e) => void s.setDpOptIn(e.target.checked)}
          className="h-4 w-4 accent-[#c9a227]"
        />
        {t('controls.optIn')}
      </label>
      {PLACE_BUTTONS.map((p) => {
        const placed = mine[p.type];
        const label = t(`bet.${p.type}`);
        const disabled = !!why || !betting || !!placed || s.busy || (p.type !== 'ANTE' && my.isDp);
        return (
          <button
            key={p.type}
            type="button"
            data-testid={p.testId}
            disabled={disabled}
            title={
              placed
                ? t('controls.placedTitle', { bet: label })
                : (why ?? (p.type === 'ANTE' && fee ? t('controls.anteRakeTitle', { fee: money(fee) }) : undefined))
            }
            onClick={() => my.seat !== null && void s.place({ type: p.type, seat: my.seat }, s.chip)}
            className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
              p.type === 'ANTE'
                ? 'bg-brass text-ink hover:bg-[#d9b43a]'
                : 'border border-brass/50 bg-brass/10 text-brass hover:bg-brass/20'
            }`}
          >
            {placed ? `${label} · ${money(placed.base ?? placed.amount)}` : `${label} ${money(s.chip)}`}
            {p.type === 'ANTE' && fee > 0 && (
              <span className="ml-1 text-[11px] font-normal opacity-75">
                {t('controls.plusRake', { fee: money(fee) })}
              </span>
            )}
          </button>
        );
      })}
      {seated && (
        <button
          type="button"
          data-testid="btn-leave-seat"
          disabled={s.busy || inPlay}
          title={inPlay ? (my.isDp ? t('controls.leaveBank') : t('controls.leaveBets')) : undefined}
          onClick={() => void s.leaveSeat()}
          className="rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm font-semibold text-gray-200 transition-colors hover:border-gray-500 disabled:cursor-not-allowed disabled:opacity-35"
        >
          {t('controls.leave', { seat: my.seat ?? '' })}
        </button>
      )}
    </div>
  );
}

/**
 * The DP offer prompt for the offered player (RULES.md §HCF-7, §HCF-9): the bank to put up (default
 * the table minimum; at least `minBank`, at most the balance less the rake held with the bank),
 * Accept / Decline. The offer timer runs in the rotation panel above it.
 */
export function HcfOfferPrompt({ s, h, rules }: { s: HcfTableState; h: HcfRound; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t, money } = w;
  const dec = decimalMark(useLocale());
  const range = bankRange(rules, s.balance);
  const offerKey = `${h.id}:${h.view.rotation.answers.length}`;
  const [text, setText] = useState(() => moneyInputText(rules.minBank, dec));
  const [forKey, setForKey] = useState(offerKey);
  if (forKey !== offerKey) {
    // A new offer: start again from the table minimum.
    setForKey(offerKey);
    setText(moneyInputText(rules.minBank, dec));
  }
  const amount = parseMoneyInput(text, dec);
  const problem = bankProblem(w, amount, range, dec);
  const last = h.view.rotation.offer?.last === true;
  return (
    <form
      data-testid="dp-offer-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && amount !== null) void s.answerDp(true, amount);
      }}
      className="space-y-2 rounded-xl border-2 border-brass bg-black/50 p-2.5 shadow-[0_0_24px_rgba(201,162,39,0.35)] sm:p-3"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm text-white">
          <span className="font-semibold text-brass">{last ? t('offer.keep') : t('offer.offered')}</span>{' '}
          <span className="hidden text-white/80 sm:inline">{t('offer.explain')}</span>
        </p>
        <DecisionTimer
          deadline={h.deadline}
          total={rules.offerSeconds}
          testId="dp-answer-timer"
          title={t('offer.timerTitle')}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-end gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        <label className="flex min-w-0 flex-col text-[11px] uppercase tracking-wider text-white/60">
          {t('offer.bank')}
          <input
            data-testid="dp-bank-input"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!!problem}
            className={`mt-0.5 w-full min-w-0 rounded-md border bg-panel px-2 py-2 font-mono text-base text-white outline-none focus:border-brass sm:w-32 sm:py-1.5 ${problem ? 'border-red-500' : 'border-line'}`}
          />
        </label>
        <button
          type="submit"
          data-testid="btn-dp-accept"
          disabled={!!problem || s.busy}
          className="min-h-11 rounded-lg bg-brass px-3 py-2 text-sm font-semibold text-ink hover:bg-[#d9b43a] disabled:cursor-not-allowed disabled:opacity-40 sm:px-4"
        >
          {t('offer.accept')}
          {amount !== null && !problem ? (
            <span className="hidden sm:inline">{` · ${t('offer.acceptBank', { bank: money(amount) })}`}</span>
          ) : (
            ''
          )}
        </button>
        <button
          type="button"
          data-testid="btn-dp-decline"
          disabled={s.busy}
          onClick={() => void s.answerDp(false)}
          className="min-h-11 rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm font-semibold text-gray-200 hover:border-gray-500 disabled:opacity-40 sm:px-4"
        >
          {t('offer.decline')}
        </button>
      </div>
      <p data-testid="dp-bank-range" className={`text-xs ${problem ? 'text-red-300' : 'text-white/55'}`}>
        {problem ??
          t(range.fee ? 'offer.rangeRake' : 'offer.range', {
            min: money(range.min),
            max: range.max === null ? t('offer.yourBalance') : money(range.max),
            fee: money(range.fee),
          })}
      </p>
    </form>
  );
}

/** A hand's cards grouped by suit, the flush (§HCF-2) first and highlighted. */
export function SuitGroups({
  cards,
  flushSuit,
  size = 'md',
  testId,
}: {
  cards: readonly string[];
  flushSuit: string | null;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const { t } = useHcfWords();
  const groups = groupBySuit(cards, flushSuit);
  return (
    <div
      data-testid={testId}
      data-cards={cards.join(' ')}
      className="flex max-w-full flex-wrap items-end justify-center gap-2 sm:gap-3"
    >
      {groups.map((g) => (
        <div
          key={g.suit}
          data-suit={g.suit}
          data-flush={g.flush ? 'true' : 'false'}
          className={`flex max-w-full flex-col items-center gap-1 rounded-lg px-1.5 pb-1.5 pt-1 ${g.flush ? 'bg-brass/15 ring-2 ring-brass' : 'bg-black/20'}`}
        >
          <span
            className={`text-[10px] font-semibold uppercase tracking-[0.2em] ${g.flush ? 'text-brass' : 'text-white/45'}`}
          >
            {suitSymbol(g.suit)} {g.cards.length}
            {g.flush ? ` · ${t('suitFlush')}` : ''}
          </span>
          {/* A long flush wraps on a phone (seven cards are wider than the screen). */}
          <div className="flex flex-wrap justify-center gap-1">
            {g.cards.map((c) => (
              <div key={c} className="transition-all duration-500 starting:-translate-y-3 starting:opacity-0">
                <PlayingCard code={c} size={size} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The seated player's hand (RULES.md §HCF-2, §HCF-3, §HCF-8): the seven cards grouped by suit with the flush
 * highlighted and described, the decision once taken, and on their turn whether the DP's bank still covers
 * the hand with each Raise. The Fold / Raise buttons are in the decision bar (`HcfDock`). When the turn
 * comes on a phone, the hand is scrolled into view above the bar.
 */
export function HcfPlayPanel({ s, h, my }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t, money } = w;
  const hand = my.hand;
  const turn = my.turn;
  const ante = my.ante ? (my.ante.base ?? my.ante.amount) : 0;
  const left = turn && h.view.bank ? bankLeftFor(h.view.bank, turn.seat) : null;
  const options = turn ? raiseOptions(w, ante, turn.maxMultiple, s.balance, left) : [];
  const ref = useRef<HTMLDivElement>(null);
  const turnKey = turn ? `${h.id}:${turn.seat}` : null;
  useEffect(() => {
    if (!turnKey || !ref.current || !window.matchMedia('(max-width: 767px)').matches) return;
    ref.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [turnKey]);

  if (!hand || !my.ante) return null;
  const full = hand.cards.length === 7;
  return (
    <div
      ref={ref}
      data-testid="hcf-my-hand"
      data-seat={hand.seat}
      className={`mx-auto flex w-full max-w-4xl scroll-mb-44 scroll-mt-2 flex-col items-center gap-2 rounded-2xl border px-2 py-2.5 transition-colors sm:gap-3 sm:px-4 sm:py-3 ${turn ? 'border-brass/70 bg-black/45' : 'border-white/10 bg-black/25'}`}
    >
      <div className="flex w-full flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5">
        <p className="text-sm text-white/70">
          {turn ? (
            <span className="font-semibold text-brass">{t('hand.yourTurn')}</span>
          ) : (
            <span className="font-semibold text-white">{t('hand.yours')}</span>
          )}{' '}
          · {t('seatOnly', { seat: hand.seat })}
          {!full && <span className="text-white/50"> · {t('hand.dealing', { count: hand.cards.length })}</span>}
        </p>
        {full && hand.flush && (
          <p className="text-sm text-white">
            <span
              data-testid="hcf-flush"
              data-suit={hand.flush.suit}
              data-size={hand.flush.size}
              className="font-semibold text-brass"
            >
              {flushText(t, hand.flush)}
            </span>
            {hand.maxMultiple !== null && (
              <span className="text-white/55"> · {t('hand.upTo', { max: hand.maxMultiple })}</span>
            )}
          </p>
        )}
      </div>
      <SuitGroups cards={hand.cards} flushSuit={full ? (hand.flush?.suit ?? null) : null} testId="hcf-my-cards" />
      {!turn && hand.decision && (
        <span data-testid="hcf-my-decision" className="text-sm text-white/70">
          {hand.decision.action === 'RAISE'
            ? t('hand.raised', { multiple: hand.decision.multiple, amount: money(ante * hand.decision.multiple) })
            : hand.decision.timeout
              ? t('hand.foldedTimeout')
              : t('hand.folded')}
        </span>
      )}
      {turn && (
        <p
          data-testid="hcf-cover"
          data-available={left?.available ?? ''}
          data-uncommitted={h.view.bank?.uncommitted ?? ''}
          className="text-center text-xs text-white/60"
        >
          {left && h.view.bank
            ? t.rich('cover.text', {
                m: (c) => <span className="font-mono text-white">{c}</span>,
                uncommitted: money(h.view.bank.uncommitted),
                stake: money(left.stake),
                available: money(left.available),
                summary: coverSummary(t, options),
              })
            : h.view.house
              ? t('cover.house')
              : null}
        </p>
      )}
    </div>
  );
}

/**
 * The player's decision while its timer runs (RULES.md §HCF-3, §C-7), for the shell's decision bar (under
 * the felt; stuck to the bottom of the screen on phones): Fold and Raise 1x / 2x / 3x the Ante as four
 * thumb-sized buttons (only the multiples the flush and the balance allow are enabled; the amounts in
 * money; keys F 1 2 3), the flush and the timer (expiry folds) above them.
 */
function HcfDecisionBar({ s, h, my, rules }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t, money } = w;
  const turn = my.turn!;
  const hand = my.hand;
  const ante = my.ante ? (my.ante.base ?? my.ante.amount) : 0;
  const left = h.view.bank ? bankLeftFor(h.view.bank, turn.seat) : null;
  const options = raiseOptions(w, ante, turn.maxMultiple, s.balance, left);
  const ref = useRef<HTMLDivElement>(null);

  // From md up the bar sits under the felt, not stuck to the screen: bring it into view when the turn comes
  // (on phones it is stuck to the bottom already, and the hand is scrolled above it).
  useEffect(() => {
    if (ref.current && window.matchMedia('(min-width: 768px)').matches)
      ref.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable))
      )
        return;
      if (s.busy) return;
      const k = e.key.toLowerCase();
      if (k === 'f') {
        e.preventDefault();
        void s.decideHcf('FOLD');
        return;
      }
      const o = options.find((x) => String(x.multiple) === k);
      if (o?.allowed) {
        e.preventDefault();
        void s.decideHcf('RAISE', o.multiple);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options, s]);

  return (
    <div ref={ref} data-testid="hcf-decision" className="scroll-mb-3 space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm text-white">
          <span className="font-semibold text-brass">{t('hand.yourTurn')}</span>
          {hand?.flush && (
            <span className="text-white/70">
              {' '}
              · {flushText(t, hand.flush)} · {t('hand.upTo', { max: turn.maxMultiple })}
            </span>
          )}
        </p>
        <DecisionTimer deadline={h.deadline} total={rules.decisionSeconds} title={t('decide.timerTitle')} />
      </div>
      <div
        className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:justify-center sm:gap-2"
        role="group"
        aria-label={t('decide.group')}
      >
        <button
          type="button"
          data-testid="btn-fold"
          disabled={s.busy}
          onClick={() => void s.decideHcf('FOLD')}
          title={t('decide.foldTitle')}
          className="flex min-h-12 flex-col items-center justify-center rounded-lg bg-red-700 px-2 py-1.5 text-sm font-semibold text-white shadow hover:bg-red-600 disabled:cursor-not-allowed disabled:opacity-50 sm:px-4"
        >
          <span>
            {t('decide.fold')} <kbd className="ml-0.5 hidden text-[10px] opacity-60 sm:inline">F</kbd>
          </span>
        </button>
        {([1, 2, 3] as const).map((m) => {
          const o = options.find((x) => x.multiple === m);
          const ok = !!o?.allowed && !s.busy;
          return (
            <button
              key={m}
              type="button"
              data-testid={`btn-raise-${m}`}
              data-amount={ante * m}
              data-covered={o?.covered === null || o?.covered === undefined ? '' : String(o.covered)}
              disabled={!ok}
              onClick={() => void s.decideHcf('RAISE', m)}
              title={o?.why ?? (o?.covered === false ? t('decide.deadTitle') : t('decide.raiseTitle', { multiple: m }))}
              className="flex min-h-12 flex-col items-center justify-center rounded-lg bg-emerald-600 px-1 py-1.5 text-sm font-semibold leading-tight text-white shadow hover:bg-emerald-500 disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 disabled:opacity-50 sm:flex-row sm:gap-1 sm:px-4"
            >
              <span>
                {t('decide.raise', { multiple: m })}
                <kbd className="ml-1 hidden text-[10px] opacity-60 sm:inline">{m}</kbd>
              </span>
              <span className="font-mono text-[11px] font-normal opacity-90 sm:text-sm">
                <span className="hidden sm:inline">· </span>
                {money(ante * m)}
              </span>
              {o?.covered === false && o.allowed && (
                <span className="rounded bg-orange-500/80 px-1 text-[10px]">{t('decide.dead')}</span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * What the player has to decide now, for the shell's decision bar (`PlayerGame.dock`): the DP seat's offer
 * (§HCF-7) or Fold / Raise on their turn (§HCF-3); null when there is nothing to decide.
 */
export function HcfDock({
  s,
  h,
  my,
  rules,
}: {
  s: HcfTableState;
  h: HcfRound | null;
  my: MyHcf;
  rules: HighCardFlushRules;
}) {
  const kind = hcfDockKind(h, my);
  if (!h || !kind) return null;
  return kind === 'offer' ? (
    <HcfOfferPrompt s={s} h={h} rules={rules} />
  ) : (
    <HcfDecisionBar s={s} h={h} my={my} rules={rules} />
  );
}

/** What the decision bar holds now: the DP offer's answer, Fold / Raise, or nothing (null). */
export function hcfDockKind(h: HcfRound | null, my: MyHcf): 'offer' | 'decision' | null {
  if (!h || h.voided) return null;
  if (h.next?.kind === 'dp-offer' && !h.decided && my.offered) return 'offer';
  if (my.turn && my.hand && my.ante) return 'decision';
  return null;
}

/** "every Raise is covered", "Raise 1x covered, 2x-3x not covered" (among the allowed multiples). */
function coverSummary(t: HcfWords['t'], options: RaiseOption[]): string {
  const allowed = options.filter((o) => o.allowed && o.covered !== null);
  if (!allowed.length) return options.some((o) => o.covered === false) ? t('cover.wouldNot') : t('cover.every');
  const yes = allowed.filter((o) => o.covered).map((o) => `${o.multiple}x`);
  const no = allowed.filter((o) => !o.covered).map((o) => `${o.multiple}x`);
  if (!no.length) return t('cover.everyAllowed');
  if (!yes.length) return t('cover.none');
  return t('cover.some', { yes: yes.join(', '), no: no.join(', ') });
}

const RESULT_TONE: Record<string, string> = {
  WON: 'border-brass/60 bg-brass/15 text-brass',
  LOST: 'border-white/10 bg-black/40 text-gray-300',
  PUSH: 'border-gray-300/30 bg-gray-300/10 text-gray-100',
  DEAD: 'border-orange-400/40 bg-orange-900/30 text-orange-200',
  OPEN: 'border-sky-400/30 bg-sky-900/20 text-sky-200',
};

/**
 * The player's result per bet (Ante, Raise, Flush bonus, Straight flush bonus; the DP's bank):
 * WON / LOST / PUSH / DEAD with the stake, winnings, net and the rake kept, from `bet:settled` and
 * the round's bets (`hcf-result-<TYPE>`).
 */
export function HcfResults({ s, rules }: { s: HcfTableState; rules: HighCardFlushRules }) {
  const w = useHcfWords();
  const { t, money } = w;
  const bets = s.bets.filter((b) => (HCF_RESULT_TYPES as readonly string[]).includes(b.type) && b.status !== 'OPEN');
  if (!bets.length) return null;
  const byType = HCF_RESULT_TYPES.flatMap((t) => bets.filter((b) => b.type === t));
  const total = byType.reduce((sum, b) => sum + b.net, 0);
  return (
    <div data-testid="hcf-results" className="mx-auto flex max-w-4xl flex-wrap items-stretch justify-center gap-2">
      {byType.map((b) => {
        const o = betOutcome(b, b.type === 'ANTE' ? anteFeeOf(rules) : b.type === 'DP_BANK' ? bankFeeOf(rules) : 0);
        return (
          <div
            key={b.id}
            data-testid={`hcf-result-${b.type}`}
            data-status={o.status}
            data-stake={o.stake}
            data-payout={o.payout}
            data-net={o.net}
            className={`min-w-36 rounded-xl border px-3 py-2 text-center ${RESULT_TONE[o.status] ?? RESULT_TONE.LOST}`}
          >
            <p className="text-[10px] uppercase tracking-[0.2em] opacity-80">
              {b.type === 'RAISE' && typeof b.spec?.multiple === 'number'
                ? t('betRaise', { multiple: b.spec.multiple })
                : hcfBetName(t, b.type)}{' '}
              · {money(o.stake)}
            </p>
            <p className="text-sm font-bold">{outcomeText(w, o)}</p>
            <p className="font-mono text-xs">
              {b.type === 'DP_BANK'
                ? t('result.back', { amount: money(o.stake + (b.fee ?? bankFeeOf(rules)) + o.net) })
                : t('result.net', { net: money.signed(o.net) })}
              {o.rake ? ` · ${t('rakeKept', { rake: money(o.rake) })}` : ''}
            </p>
          </div>
        );
      })}
      <div className="flex min-w-28 flex-col items-center justify-center rounded-xl border border-white/15 bg-black/40 px-3 py-2">
        <p className="text-[10px] uppercase tracking-[0.2em] text-white/60">{t('result.round')}</p>
        <p
          data-testid="hcf-round-net"
          data-net={total}
          className={`font-mono text-lg font-semibold ${total > 0 ? 'text-brass' : total < 0 ? 'text-red-300' : 'text-white'}`}
        >
          {money.signed(total)}
        </p>
      </div>
    </div>
  );
}
