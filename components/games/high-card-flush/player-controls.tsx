'use client';

import { useEffect, useState } from 'react';
import { money } from '@/lib/client/api';
import type { HighCardFlushRules } from '@/lib/games/high-card-flush/rules';
import { PlayingCard } from '@/components/ui/playing-card';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { signedMoney } from '@/components/player/format';
import {
  anteFeeOf,
  bankFeeOf,
  bankLeftFor,
  bankProblem,
  bankRange,
  betOutcome,
  describeFlush,
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
  type MyHcf,
  type RaiseOption,
} from './player-format';
import type { HcfTableState } from './use-hcf-actions';

const PLACE_BUTTONS: { type: HcfPlacedType; testId: string; label: string }[] = [
  { type: 'ANTE', testId: 'btn-bet-ante', label: 'Ante' },
  { type: 'FLUSH_BONUS', testId: 'btn-bet-flush-bonus', label: 'Flush bonus' },
  { type: 'STRAIGHT_FLUSH_BONUS', testId: 'btn-bet-straight-flush-bonus', label: 'Straight flush bonus' },
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
    ? 'Take a seat first'
    : !h || h.status !== 'BETTING'
      ? 'Bets open with the next round'
      : !h.decided
        ? 'Betting opens once the DP seat is settled'
        : my.isDp
          ? 'You are the designated player: your bank plays against every hand'
          : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        className="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm text-gray-200"
        title={`Offer me the designated player's seat when my turn comes (RULES.md §HCF-7): I bank against the other hands with at least ${money(rules.minBank)}`}
      >
        <input
          type="checkbox"
          data-testid="dp-optin"
          checked={optIn}
          disabled={s.busy}
          onChange={(e) => void s.setDpOptIn(e.target.checked)}
          className="h-4 w-4 accent-[#c9a227]"
        />
        Offer me the DP seat
      </label>
      {PLACE_BUTTONS.map((p) => {
        const placed = mine[p.type];
        const disabled = !!why || !betting || !!placed || s.busy || (p.type !== 'ANTE' && my.isDp);
        return (
          <button
            key={p.type}
            type="button"
            data-testid={p.testId}
            disabled={disabled}
            title={
              placed
                ? `One ${p.label} per round: remove it from My bets to change it`
                : (why ??
                  (p.type === 'ANTE' && fee
                    ? `The ${money(fee)} rake is held with the Ante (RULES.md §HCF-9)`
                    : undefined))
            }
            onClick={() => my.seat !== null && void s.place({ type: p.type, seat: my.seat }, s.chip)}
            className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
              p.type === 'ANTE'
                ? 'bg-brass text-ink hover:bg-[#d9b43a]'
                : 'border border-brass/50 bg-brass/10 text-brass hover:bg-brass/20'
            }`}
          >
            {placed ? `${p.label} · ${money(placed.base ?? placed.amount)}` : `${p.label} ${money(s.chip)}`}
            {p.type === 'ANTE' && fee > 0 && (
              <span className="ml-1 text-[11px] font-normal opacity-75">+{money(fee)} rake</span>
            )}
          </button>
        );
      })}
      {seated && (
        <button
          type="button"
          data-testid="btn-leave-seat"
          disabled={s.busy || inPlay}
          title={
            inPlay
              ? my.isDp
                ? 'Your bank is in play: leave after the round'
                : 'Your bets are in play: leave after the round (or take them back while betting is open)'
              : undefined
          }
          onClick={() => void s.leaveSeat()}
          className="rounded-lg border border-line bg-panel-2 px-3 py-2 text-sm font-semibold text-gray-200 transition-colors hover:border-gray-500 disabled:cursor-not-allowed disabled:opacity-35"
        >
          Leave seat {my.seat}
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
  const range = bankRange(rules, s.balance);
  const offerKey = `${h.id}:${h.view.rotation.answers.length}`;
  const [text, setText] = useState(() => moneyInputText(rules.minBank));
  const [forKey, setForKey] = useState(offerKey);
  if (forKey !== offerKey) {
    // A new offer: start again from the table minimum.
    setForKey(offerKey);
    setText(moneyInputText(rules.minBank));
  }
  const amount = parseMoneyInput(text);
  const problem = bankProblem(amount, range);
  const last = h.view.rotation.offer?.last === true;
  return (
    <form
      data-testid="dp-offer-prompt"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && amount !== null) void s.answerDp(true, amount);
      }}
      className="mt-2 space-y-2 rounded-xl border-2 border-brass bg-black/50 p-3 shadow-[0_0_24px_rgba(201,162,39,0.35)]"
    >
      <p className="text-sm text-white">
        <span className="font-semibold text-brass">
          {last ? 'Keep the DP seat?' : 'The DP seat is offered to you.'}
        </span>{' '}
        As designated player you bank against every other hand this round and place no bets yourself.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-[11px] uppercase tracking-wider text-white/60">
          Bank
          <input
            data-testid="dp-bank-input"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!!problem}
            className={`mt-0.5 w-32 rounded-md border bg-panel px-2 py-1.5 font-mono text-base text-white outline-none focus:border-brass ${problem ? 'border-red-500' : 'border-line'}`}
          />
        </label>
        <button
          type="submit"
          data-testid="btn-dp-accept"
          disabled={!!problem || s.busy}
          className="rounded-lg bg-brass px-4 py-2 text-sm font-semibold text-ink hover:bg-[#d9b43a] disabled:cursor-not-allowed disabled:opacity-40"
        >
          Accept{amount !== null && !problem ? ` · bank ${money(amount)}` : ''}
        </button>
        <button
          type="button"
          data-testid="btn-dp-decline"
          disabled={s.busy}
          onClick={() => void s.answerDp(false)}
          className="rounded-lg border border-line bg-panel-2 px-4 py-2 text-sm font-semibold text-gray-200 hover:border-gray-500 disabled:opacity-40"
        >
          Decline
        </button>
      </div>
      <p data-testid="dp-bank-range" className={`text-xs ${problem ? 'text-red-300' : 'text-white/55'}`}>
        {problem ??
          `Between ${money(range.min)} and ${range.max === null ? 'your balance' : money(range.max)}${range.fee ? ` · the ${money(range.fee)} rake is held with the bank` : ''}. No answer before the timer runs out counts as a decline.`}
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
  const groups = groupBySuit(cards, flushSuit);
  return (
    <div data-testid={testId} data-cards={cards.join(' ')} className="flex flex-wrap items-end justify-center gap-3">
      {groups.map((g) => (
        <div
          key={g.suit}
          data-suit={g.suit}
          data-flush={g.flush ? 'true' : 'false'}
          className={`flex flex-col items-center gap-1 rounded-lg px-1.5 pb-1.5 pt-1 ${g.flush ? 'bg-brass/15 ring-2 ring-brass' : 'bg-black/20'}`}
        >
          <span
            className={`text-[10px] font-semibold uppercase tracking-[0.2em] ${g.flush ? 'text-brass' : 'text-white/45'}`}
          >
            {suitSymbol(g.suit)} {g.cards.length}
            {g.flush ? ' · flush' : ''}
          </span>
          <div className="flex gap-1">
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
 * The seated player's hand and decision (RULES.md §HCF-2, §HCF-3, §HCF-8, §C-7): the seven cards
 * grouped by suit with the flush highlighted and described; on their turn Fold / Raise 1x-3x (only
 * the multiples the flush allows enabled, the amounts in money, keys F 1 2 3) with the timer (expiry
 * folds), and whether the DP's bank still covers the hand with each Raise.
 */
export function HcfPlayPanel({
  s,
  h,
  my,
  rules,
}: {
  s: HcfTableState;
  h: HcfRound;
  my: MyHcf;
  rules: HighCardFlushRules;
}) {
  const hand = my.hand;
  const turn = my.turn;
  const ante = my.ante ? (my.ante.base ?? my.ante.amount) : 0;
  const left = turn && h.view.bank ? bankLeftFor(h.view.bank, turn.seat) : null;
  const options = turn ? raiseOptions(ante, turn.maxMultiple, s.balance, left) : [];

  useEffect(() => {
    if (!turn) return;
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
  }, [turn, options, s]);

  if (!hand || !my.ante) return null;
  const full = hand.cards.length === 7;
  return (
    <div
      data-testid="hcf-my-hand"
      data-seat={hand.seat}
      className={`mx-auto flex max-w-4xl flex-col items-center gap-3 rounded-2xl border px-4 py-3 transition-colors ${turn ? 'border-brass/70 bg-black/45' : 'border-white/10 bg-black/25'}`}
    >
      <div className="flex w-full flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-white/70">
          {turn ? (
            <span className="font-semibold text-brass">Your turn</span>
          ) : (
            <span className="font-semibold text-white">Your hand</span>
          )}{' '}
          · seat {hand.seat}
          {!full && <span className="text-white/50"> · dealing ({hand.cards.length} of 7)</span>}
        </p>
        {full && hand.flush && (
          <p className="text-sm text-white">
            <span
              data-testid="hcf-flush"
              data-suit={hand.flush.suit}
              data-size={hand.flush.size}
              className="font-semibold text-brass"
            >
              {describeFlush(hand.flush)}
            </span>
            {hand.maxMultiple !== null && <span className="text-white/55"> · raise up to {hand.maxMultiple}x</span>}
          </p>
        )}
      </div>
      <SuitGroups cards={hand.cards} flushSuit={full ? (hand.flush?.suit ?? null) : null} testId="hcf-my-cards" />

      {(turn || hand.decision) && (
        <div className="flex w-full flex-wrap items-center justify-center gap-2" role="group" aria-label="Decision">
          <button
            type="button"
            data-testid="btn-fold"
            disabled={!turn || s.busy}
            onClick={() => void s.decideHcf('FOLD')}
            title={turn ? 'Fold (F): the Ante and bonus bets are lost' : 'Not your turn'}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-red-600 disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 disabled:opacity-50"
          >
            Fold <kbd className="ml-1 text-[10px] opacity-60">F</kbd>
          </button>
          {([1, 2, 3] as const).map((m) => {
            const o = options.find((x) => x.multiple === m);
            const ok = !!turn && !!o?.allowed && !s.busy;
            return (
              <button
                key={m}
                type="button"
                data-testid={`btn-raise-${m}`}
                data-amount={ante * m}
                data-covered={o?.covered === null || o?.covered === undefined ? '' : String(o.covered)}
                disabled={!ok}
                onClick={() => void s.decideHcf('RAISE', m)}
                title={
                  !turn
                    ? 'Not your turn'
                    : (o?.why ??
                      (o?.covered === false
                        ? `The bank cannot cover this Raise: the hand would be dead (stakes returned)`
                        : `Raise ${m}x the Ante (${m})`))
                }
                className="rounded-lg bg-emerald-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-emerald-500 disabled:cursor-not-allowed disabled:bg-panel-2 disabled:text-gray-500 disabled:opacity-50"
              >
                Raise {m}x · {money(ante * m)}
                {turn && o?.covered === false && o.allowed && (
                  <span className="ml-1 rounded bg-orange-500/80 px-1 text-[10px]">dead</span>
                )}
                <kbd className="ml-1 text-[10px] opacity-60">{m}</kbd>
              </button>
            );
          })}
          {turn && (
            <DecisionTimer
              deadline={h.deadline}
              total={rules.decisionSeconds}
              title="When the time runs out, the hand folds"
            />
          )}
          {!turn && hand.decision && (
            <span data-testid="hcf-my-decision" className="ml-2 text-sm text-white/70">
              {hand.decision.action === 'RAISE'
                ? `You raised ${hand.decision.multiple}x · ${money(ante * hand.decision.multiple)}`
                : hand.decision.timeout
                  ? 'Folded: the time ran out'
                  : 'You folded'}
            </span>
          )}
        </div>
      )}
      {turn && (
        <p
          data-testid="hcf-cover"
          data-available={left?.available ?? ''}
          data-uncommitted={h.view.bank?.uncommitted ?? ''}
          className="text-center text-xs text-white/60"
        >
          {left && h.view.bank ? (
            <>
              DP&apos;s bank: <span className="font-mono text-white">{money(h.view.bank.uncommitted)}</span>{' '}
              uncommitted; your hand (stake so far {money(left.stake)}) meets{' '}
              <span className="font-mono text-white">{money(left.available)}</span>
              {' · '}
              {coverSummary(options)}. A hand the remaining bank cannot cover is dead: stakes returned.
            </>
          ) : h.view.house ? (
            'The house banks: every Raise is covered.'
          ) : null}
        </p>
      )}
    </div>
  );
}

/** "every Raise is covered", "Raise 1x covered, 2x-3x not covered" (among the allowed multiples). */
function coverSummary(options: RaiseOption[]): string {
  const allowed = options.filter((o) => o.allowed && o.covered !== null);
  if (!allowed.length)
    return allowed.length === 0 && options.some((o) => o.covered === false)
      ? 'a Raise would not be covered'
      : 'every Raise is covered';
  const yes = allowed.filter((o) => o.covered).map((o) => `${o.multiple}x`);
  const no = allowed.filter((o) => !o.covered).map((o) => `${o.multiple}x`);
  if (!no.length) return 'every Raise you may make is covered';
  if (!yes.length) return 'no Raise is covered: raising makes the hand dead';
  return `Raise ${yes.join(', ')} covered, ${no.join(', ')} not (the hand would be dead)`;
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
              {hcfBetName(b.type)}
              {b.type === 'RAISE' && typeof b.spec?.multiple === 'number' ? ` ${b.spec.multiple}x` : ''} ·{' '}
              {money(o.stake)}
            </p>
            <p className="text-sm font-bold">{outcomeText(o)}</p>
            <p className="font-mono text-xs">
              {b.type === 'DP_BANK'
                ? `back ${money(o.stake + (b.fee ?? bankFeeOf(rules)) + o.net)}`
                : `net ${signedMoney(o.net)}`}
              {o.rake ? ` · rake ${money(o.rake)}` : ''}
            </p>
          </div>
        );
      })}
      <div className="flex min-w-28 flex-col items-center justify-center rounded-xl border border-white/15 bg-black/40 px-3 py-2">
        <p className="text-[10px] uppercase tracking-[0.2em] text-white/60">This round</p>
        <p
          data-testid="hcf-round-net"
          data-net={total}
          className={`font-mono text-lg font-semibold ${total > 0 ? 'text-brass' : total < 0 ? 'text-red-300' : 'text-white'}`}
        >
          {signedMoney(total)}
        </p>
      </div>
    </div>
  );
}
