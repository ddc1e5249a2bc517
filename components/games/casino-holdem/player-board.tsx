'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { ChipStack } from '@/components/ui/chips';
import {
  aaState,
  aaText,
  bestCards,
  callsText,
  cheOutcomes,
  cheRound,
  cheRules,
  CHE_PLACED,
  dealerText,
  decisionText,
  handName,
  handRanks,
  myChe,
  nextSlot,
  outcomeText,
  statusText,
  verdictText,
  type CheRound,
  type CheRules,
  type CheWords,
  type MyChe,
} from './player-format';
import type { CheTableState } from './use-che-actions';

/** The player view's words: `games.casino-holdem.player` and money in the player's language. */
export function useCheWords(): CheWords {
  const t = useTranslations('games.casino-holdem.player');
  const money = useMoney();
  return useMemo(() => ({ t, money }) satisfies CheWords, [t, money]);
}

/** The Casino Hold'em picture of the player view: the round, the player's stake and decision, the settings. */
export function useChe(s: CheTableState): { h: CheRound | null; my: MyChe; rules: CheRules } {
  const rules = useMemo(() => cheRules(s.table?.rules), [s.table?.rules]);
  const h = useMemo(() => cheRound(s.round), [s.round]);
  const my = myChe(h, s.bets, s.cheSent);
  return { h, my, rules };
}

/** A face-down card (the dealer's two until the call window closes, §CHE-1). */
function CardBack({ size }: { size: 'md' | 'lg' }) {
  const { t } = useCheWords();
  const dims = size === 'md' ? 'h-20 w-14' : 'h-28 w-20';
  return (
    <div
      role="img"
      aria-label={t('felt.faceDown')}
      className={`rounded-md border border-white/40 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)] shadow ${dims}`}
    />
  );
}

/** One row of cards: each slot a card, a face-down card, the pulsing slot of the next card, or empty. */
function CardRow({
  slots,
  prefix,
  next,
  best,
  size,
  testId,
}: {
  slots: readonly (string | 'BACK' | null)[];
  prefix: string;
  next: string | null;
  best: ReadonlySet<string>;
  size: 'md' | 'lg';
  testId: string;
}) {
  const cards = slots.filter((c): c is string => !!c && c !== 'BACK');
  return (
    <div data-testid={testId} data-cards={cards.join(' ')} className="flex items-end justify-center gap-1 sm:gap-1.5">
      {slots.map((c, i) => {
        const key = `${prefix}-${i + 1}`;
        if (c === 'BACK') return <CardBack key={key} size={size} />;
        if (c)
          return (
            <div key={key} className="transition-all duration-500 starting:-translate-y-3 starting:opacity-0">
              <PlayingCard code={c} size={size} highlight={best.has(c)} />
            </div>
          );
        return <CardSlot key={key} size={size} active={next === key} />;
      })}
    </div>
  );
}

/** Fills `n` slots from `cards`. */
const slotsOf = (cards: readonly string[], n: number): (string | null)[] =>
  Array.from({ length: n }, (_, i) => cards[i] ?? null);

/** The dealer's two cards: backs while face down (§CHE-1), then the cards, the hand's name and whether it qualifies. */
function DealerHand({ h, size }: { h: CheRound; size: 'md' | 'lg' }) {
  const { t } = useCheWords();
  const v = h.view;
  const slots: (string | 'BACK' | null)[] = v.dealerHidden
    ? Array.from({ length: 2 }, (_, i) => (i < v.dealerDealt ? 'BACK' : null))
    : slotsOf(v.dealer, 2);
  const text = dealerText(t, v);
  const dealerBest = new Set(v.dealerHand && v.board.length === 5 ? v.dealerHand.cards : []);
  return (
    <div
      data-testid="che-dealer"
      data-hidden={v.dealerHidden ? 'true' : 'false'}
      data-qualifies={v.dealerQualifies === null ? '' : String(v.dealerQualifies)}
      className="flex flex-col items-center gap-1.5"
    >
      <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">{t('felt.dealer')}</span>
      <CardRow
        slots={slots}
        prefix="dealer"
        next={nextSlot(h.next)}
        best={dealerBest}
        size={size}
        testId="che-dealer-cards"
      />
      {text && (
        <p data-testid="che-dealer-hand" className="text-center text-sm">
          {v.dealerHidden || !v.dealerHand ? (
            <span className="text-white/50">{text}</span>
          ) : (
            <>
              <span className="font-semibold text-white">{handName(t, v.dealerHand)}</span>{' '}
              {v.dealerQualifies !== null && (
                <span
                  data-testid="che-dealer-qualifies"
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold text-white ${v.dealerQualifies ? 'bg-emerald-600/70' : 'bg-orange-700/70'}`}
                >
                  {v.dealerQualifies ? t('felt.qualifies') : t('felt.notQualifies')}
                </span>
              )}
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** The flop, turn and river (five slots), the best hand's cards ringed once the flop is in. */
function Board({ h, size }: { h: CheRound; size: 'md' | 'lg' }) {
  const { t } = useCheWords();
  return (
    <div className="flex flex-col items-center gap-1.5">
      <CardRow
        slots={slotsOf(h.view.board, 5)}
        prefix="board"
        next={nextSlot(h.next)}
        best={bestCards(h.view)}
        size={size}
        testId="che-board"
      />
      <span className="text-[10px] uppercase tracking-[0.3em] text-white/40">{t('felt.board')}</span>
    </div>
  );
}

/** The common player hand (§CHE-1) and the best hand it makes with the board so far. */
function PlayerHand({ h, size }: { h: CheRound; size: 'md' | 'lg' }) {
  const { t } = useCheWords();
  const v = h.view;
  return (
    <div className="flex flex-col items-center gap-1.5">
      <span className="text-center text-[10px] uppercase tracking-[0.3em] text-white/55">
        {t('felt.player')} <span className="normal-case tracking-normal text-white/40">· {t('felt.common')}</span>
      </span>
      <CardRow
        slots={slotsOf(v.player, 2)}
        prefix="player"
        next={nextSlot(h.next)}
        best={bestCards(v)}
        size={size}
        testId="che-player-cards"
      />
      {v.playerHand && (
        <p className="text-sm text-white/70">
          {t('felt.yourHand')}:{' '}
          <span
            data-testid="che-player-hand"
            data-category={v.playerHand.category}
            className="font-semibold text-brass"
          >
            {handName(t, v.playerHand)}
          </span>
          {v.playerHand.cards.length >= 2 && (
            <span className="ml-1.5 font-mono text-xs text-white/50">{handRanks(v.playerHand)}</span>
          )}
        </p>
      )}
    </div>
  );
}

const SPOT_STYLE: Record<string, { base: string; text: string }> = {
  AA_BONUS: { base: 'from-violet-900/70 to-violet-950/80 border-violet-300/40', text: 'text-violet-100' },
  ANTE: { base: 'from-emerald-900/60 to-emerald-950/80 border-brass/60', text: 'text-brass' },
  CALL: { base: 'from-sky-900/60 to-sky-950/80 border-sky-300/40', text: 'text-sky-100' },
};

/**
 * The player's three spots (§CHE-2): AA Bonus and Ante take the selected chip while betting is open (the AA
 * Bonus only once there is an Ante: the server says MAIN_BET_REQUIRED otherwise), the Call is taken by the
 * decision; each shows the player's stake and, once known, what happened to it.
 */
function Spots({ s, h, my }: { s: CheTableState; h: CheRound | null; my: MyChe }) {
  const w = useCheWords();
  const { t, money } = w;
  const isPlayer = s.me?.role === 'PLAYER';
  const betting = s.bettingOpen && h?.status === 'BETTING' && s.link !== 'lost';
  const aa = aaState(h, my);
  const outcomes = cheOutcomes(my.antes.concat(my.aaBets, my.calls));
  const tone = (type: string) => {
    const o = outcomes.find((x) => x.type === type);
    return !o ? 'neutral' : o.status === 'WON' ? 'won' : o.status === 'LOST' ? 'lost' : 'neutral';
  };
  const stake: Record<string, number> = { ANTE: my.ante, AA_BONUS: my.aaBonus, CALL: my.call };
  const spots = [...CHE_PLACED, 'CALL'] as const;
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {spots.map((type) => {
        const name = t(`bet.${type}`);
        const placeable = type !== 'CALL';
        const blocked = type === 'AA_BONUS' && my.ante === 0;
        const enabled = isPlayer && betting && placeable && !blocked && !s.busy;
        const cents = stake[type] ?? 0;
        const settled = outcomes.find((o) => o.type === type);
        const sub =
          type === 'AA_BONUS' && aa
            ? aaText(w, aa)
            : settled
              ? outcomeText(w, settled)
              : type === 'CALL' && my.decision
                ? decisionText(w, my)
                : t(`spot.${type}`);
        const title = blocked && betting ? t('spot.needAnte') : type === 'CALL' ? t('spot.callLater') : undefined;
        return (
          <div key={type} className="relative min-w-0">
            <button
              type="button"
              data-testid={`bet-spot-${type}`}
              data-amount={cents}
              disabled={!enabled}
              title={title}
              aria-label={placeable ? t('spot.bet', { amount: money(s.chip), name }) : name}
              onClick={() => placeable && void s.place({ type }, s.chip)}
              onContextMenu={(e) => {
                e.preventDefault();
                if (betting && placeable) s.removeLastOn(type);
              }}
              className={`flex h-28 w-full touch-manipulation flex-col items-center justify-between rounded-2xl border-2 bg-gradient-to-b px-1 py-2 shadow-inner transition-all duration-200 sm:h-32 sm:px-2 ${SPOT_STYLE[type]!.base} ${
                enabled ? 'cursor-pointer hover:-translate-y-0.5 hover:brightness-125' : 'cursor-default'
              } ${blocked && betting ? 'opacity-50' : ''} ${tone(type) === 'won' ? 'ring-4 ring-brass' : ''}`}
            >
              <span className="max-w-full text-center">
                <span
                  className={`block text-xs font-semibold uppercase leading-tight tracking-normal sm:text-base sm:tracking-[0.25em] ${SPOT_STYLE[type]!.text}`}
                >
                  {name}
                </span>
                <span
                  data-testid={`spot-note-${type}`}
                  className={`block text-[11px] leading-tight sm:text-xs ${type === 'AA_BONUS' && aa?.kind === 'pending' ? 'font-semibold text-brass' : 'text-white/60'}`}
                >
                  {sub}
                </span>
              </span>
              <span className="flex min-h-11 items-end">
                {cents > 0 ? (
                  <ChipStack cents={cents} size={30} totalTestId={`spot-total-${type}`} tone={tone(type)} compact />
                ) : null}
              </span>
            </button>
            {placeable && cents > 0 && betting && (
              <button
                type="button"
                aria-label={t('spot.takeBack', { name })}
                onClick={() => s.removeLastOn(type)}
                className="absolute -right-1.5 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-xs text-white/70 ring-1 ring-white/20 hover:bg-red-700 hover:text-white sm:h-6 sm:w-6"
              >
                ✕
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}

const RESULT_TONE: Record<string, string> = {
  WON: 'border-brass/60 bg-brass/15 text-brass',
  LOST: 'border-white/10 bg-black/40 text-gray-300',
  PUSH: 'border-gray-300/30 bg-gray-300/10 text-gray-100',
  VOID: 'border-orange-400/40 bg-orange-900/30 text-orange-200',
};

/** The player's result per bet (Ante, Call, AA Bonus) with its winnings or loss and the round's net. */
function Results({ my }: { my: MyChe }) {
  const w = useCheWords();
  const { t, money } = w;
  const outcomes = cheOutcomes(my.antes.concat(my.calls, my.aaBets));
  if (!outcomes.length) return null;
  const total = outcomes.reduce((a, o) => a + o.net, 0);
  return (
    <div data-testid="che-results" className="flex flex-wrap items-stretch justify-center gap-2">
      {outcomes.map((o) => (
        <div
          key={o.type}
          data-testid={`che-result-${o.type}`}
          data-status={o.status}
          data-stake={o.stake}
          data-payout={o.payout}
          data-net={o.net}
          className={`min-w-28 flex-1 rounded-xl border px-3 py-2 text-center sm:flex-none ${RESULT_TONE[o.status] ?? RESULT_TONE.LOST}`}
        >
          <p className="text-[10px] uppercase tracking-[0.2em] opacity-80">
            {t(`bet.${o.type}`)} · {money(o.stake)}
          </p>
          <p className="text-sm font-bold">{outcomeText(w, o)}</p>
          <p className="font-mono text-xs">{t('result.net', { net: money.signed(o.net) })}</p>
        </div>
      ))}
      <div className="flex min-w-28 flex-col items-center justify-center rounded-xl border border-white/15 bg-black/40 px-3 py-2">
        <p className="text-[10px] uppercase tracking-[0.2em] text-white/60">{t('result.round')}</p>
        <p
          data-testid="che-round-net"
          data-net={total}
          className={`font-mono text-lg font-semibold ${total > 0 ? 'text-brass' : total < 0 ? 'text-red-300' : 'text-white'}`}
        >
          {money.signed(total)}
        </p>
      </div>
    </div>
  );
}

/**
 * The Casino Hold'em felt (RULES.md §CHE): the dealer's two cards (face down until the call window has
 * closed, then named with whether they qualify), the flop, turn and river, the common player hand with its
 * best hand named as it forms, what is happening and how many players called or folded, the player's AA
 * Bonus, Ante and Call spots, the verdict and the result per bet. Call / Fold are in the dock.
 */
export function CheBoard({ s, wide }: { s: CheTableState; wide: boolean }) {
  const w = useCheWords();
  const { t } = w;
  const { h, my } = useChe(s);
  const size = wide ? 'lg' : 'md';
  const win = h?.view.window;
  const showCalls = !!h && !h.voided && !!win && (win.open || win.closed) && win.players > 0;
  const verdict = verdictText(t, h, my);
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      {h?.voided ? (
        <div
          data-testid="round-voided"
          className="mx-auto w-fit rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
        >
          {s.round?.voidReason ? t('felt.voidedReason', { reason: s.round.voidReason }) : t('felt.voided')}
        </div>
      ) : null}
      {h && !h.voided && (
        <div className="flex flex-col items-center gap-3 sm:gap-4">
          <DealerHand h={h} size={size} />
          <Board h={h} size={size} />
          <PlayerHand h={h} size={size} />
        </div>
      )}
      <div className="flex flex-col items-center gap-1">
        <p data-testid="che-status" className="text-center text-sm tracking-wide text-white/75">
          {statusText(w, h, my)}
        </p>
        {showCalls && win && (
          <p
            data-testid="che-calls"
            data-called={win.called}
            data-folded={win.folded}
            className="text-center text-xs text-white/60"
          >
            {callsText(t, win)}
          </p>
        )}
        <p className="hidden text-center text-[10px] uppercase tracking-[0.3em] text-white/25 md:block">
          {t('felt.tagline')}
        </p>
      </div>
      <Spots s={s} h={h} my={my} />
      {h?.view.aaBonus && my.aaBonus === 0 && (
        <p className="text-center text-xs text-white/50">{t('aa.hand', { hand: handName(t, h.view.aaBonus) })}</p>
      )}
      {verdict && (
        <p data-testid="che-verdict" className="text-center text-sm font-semibold text-white">
          {verdict}
        </p>
      )}
      <Results my={my} />
    </div>
  );
}
