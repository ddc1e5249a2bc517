'use client';

import { useSyncExternalStore } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { toRoadResult } from '@/lib/games/baccarat/roads';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { ChipStack } from '@/components/ui/chips';
import type { PlayerTableState } from '@/components/player/use-player-table';

type Side = 'player' | 'banker';
type CardSize = 'md' | 'lg';

/**
 * Tablets and desktops (768 px and up) get the large cards in one row per hand; phones the medium cards
 * with the third card sideways under the first two, so both hands fit side by side from 360 px.
 */
const WIDE_QUERY = '(min-width: 768px)';

function subscribeWide(onChange: () => void): () => void {
  const m = window.matchMedia(WIDE_QUERY);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

/** The viewport is at least tablet-wide (the board only renders in the browser, once the table is read). */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

const SIDE_STYLE: Record<Side, { key: 'PLAYER' | 'BANKER'; text: string; ring: string; glow: string }> = {
  player: { key: 'PLAYER', text: 'text-sky-300', ring: 'ring-player', glow: 'shadow-[0_0_40px_rgba(37,99,235,0.45)]' },
  banker: { key: 'BANKER', text: 'text-red-300', ring: 'ring-banker', glow: 'shadow-[0_0_40px_rgba(220,38,38,0.45)]' },
};

/** A box the size of a card lying sideways (the third card, §BAC-3/§BAC-4), the card turned inside it. */
function Sideways({ size, children }: { size: CardSize; children: React.ReactNode }) {
  return (
    <div className={`flex items-center justify-center ${size === 'lg' ? 'mx-2 h-20 w-28' : 'h-14 w-20'}`}>
      <div className="rotate-90">{children}</div>
    </div>
  );
}

/** One hand: its cards as the dealer enters them (the third card sideways), its total, and the slot the next card goes to. */
function Hand({
  side,
  cards,
  total,
  nextPosition,
  won,
  dim,
  size,
  reserveThird,
}: {
  side: Side;
  cards: string[];
  total: number | null;
  nextPosition: number | null;
  won: boolean;
  dim: boolean;
  size: CardSize;
  /** Keep the third card's room (phones, while the coup is dealt). */
  reserveThird: boolean;
}) {
  const t = useTranslations('games.baccarat.player');
  const st = SIDE_STYLE[side];
  const slots = Math.max(2, cards.length, nextPosition ?? 0);
  const cell = (i: number) => {
    const card = cards[i];
    if (card) {
      return (
        <div key={`${i}-${card}`} className="transition-all duration-500 starting:-translate-y-6 starting:opacity-0">
          <PlayingCard code={card} size={size} />
        </div>
      );
    }
    if (i >= slots || (i >= 2 && nextPosition !== i + 1)) return null;
    const next = nextPosition === i + 1;
    return <CardSlot key={`slot-${i}`} size={size} active={next} label={next ? t('nextCard') : undefined} />;
  };
  const third = cell(2);
  return (
    <div
      className={`flex min-w-0 flex-1 flex-col items-center gap-2 rounded-2xl p-1.5 transition-all duration-500 sm:gap-3 sm:p-4 ${won ? `bg-white/5 ring-2 ${st.ring} ${st.glow}` : ''} ${dim ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center gap-2 sm:gap-3">
        <span className={`text-xs font-semibold uppercase tracking-[0.15em] sm:text-sm sm:tracking-[0.3em] ${st.text}`}>
          {t(`side.${st.key}`)}
        </span>
        <span
          data-testid={`total-${side}`}
          className={`flex h-8 min-w-8 items-center justify-center rounded-full border px-2 font-mono text-base font-bold sm:h-9 sm:min-w-9 sm:text-lg ${
            total === null ? 'border-white/10 text-gray-600' : `border-white/20 bg-black/40 ${st.text}`
          }`}
        >
          {total ?? '–'}
        </span>
      </div>
      {size === 'lg' ? (
        <div data-testid={`hand-${side}`} className="flex h-32 items-center justify-center gap-2">
          {cell(0)}
          {cell(1)}
          {third && <Sideways size={size}>{third}</Sideways>}
        </div>
      ) : (
        // Phones: the first two cards in a row, the third sideways under them (its room kept while the coup is dealt, so nothing moves).
        <div data-testid={`hand-${side}`} className="flex flex-col items-center gap-1">
          <div className="flex items-center justify-center gap-1">
            {cell(0)}
            {cell(1)}
          </div>
          {(third || reserveThird) && (
            <div className="flex h-14 items-center justify-center">
              {third && <Sideways size={size}>{third}</Sideways>}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** "BANKER wins 6–4" / "TIE 5–5", with naturals and pairs. */
function ResultBanner({ result }: { result: NonNullable<ReturnType<typeof toRoadResult>> }) {
  const t = useTranslations('games.baccarat.player');
  const { winner, playerTotal, bankerTotal } = result;
  const text = t(`result.${winner}`, { player: playerTotal, banker: bankerTotal });
  const tone =
    winner === 'PLAYER'
      ? 'from-player/80 to-player/30'
      : winner === 'BANKER'
        ? 'from-banker/80 to-banker/30'
        : 'from-tie/80 to-tie/30';
  const extras = [
    result.natural && t('result.natural'),
    result.playerPair && t('result.playerPair'),
    result.bankerPair && t('result.bankerPair'),
  ].filter(Boolean) as string[];
  return (
    <div
      data-testid="result-banner"
      data-winner={winner}
      className={`mx-auto flex max-w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-3xl bg-gradient-to-r ${tone} px-4 py-1.5 shadow-xl ring-1 ring-white/20 transition-all duration-500 starting:scale-75 starting:opacity-0 sm:px-6 sm:py-2`}
    >
      <span className="text-base font-bold tracking-wider text-white sm:text-xl">{text}</span>
      {extras.map((x) => (
        <span
          key={x}
          className="rounded-full bg-black/30 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-white/90 sm:text-xs"
        >
          {x}
        </span>
      ))}
    </div>
  );
}

const SPOTS = [
  { type: 'PLAYER', base: 'from-[#12306b] to-[#0b1d45]', edge: 'border-player/60', text: 'text-sky-200' },
  { type: 'TIE', base: 'from-[#0f4d2c] to-[#082d1a]', edge: 'border-tie/60', text: 'text-emerald-200' },
  { type: 'BANKER', base: 'from-[#6b1212] to-[#410b0b]', edge: 'border-banker/60', text: 'text-red-200' },
] as const;

/** The Banker bet's payout ratio under COMMISSION (RULES.md §BAC-5): 5 % → 0.95 (format it by locale: "0,95"). */
export function bankerRatio(rules: Record<string, unknown>): number {
  const pct = typeof rules.bankerCommissionPct === 'number' ? rules.bankerCommissionPct : 5;
  return (100 - pct) / 100;
}

/** The Banker bet's payout words by the table's mode (RULES.md §BAC-5), from `pays.*` or `limit.*`. */
export function bankerPaysKey(rules: Record<string, unknown>): 'BANKER' | 'BANKER_NO_COMMISSION' {
  return rules.bankerMode === 'NO_COMMISSION' ? 'BANKER_NO_COMMISSION' : 'BANKER';
}

/** The Baccarat table: both hands live, the result, and the Player / Tie / Banker betting spots. */
export function BaccaratBoard({ s }: { s: PlayerTableState }) {
  const t = useTranslations('games.baccarat.player');
  const money = useMoney();
  const format = useFormatter();
  const wide = useWide();
  const size: CardSize = wide ? 'lg' : 'md';
  const round = s.round;
  const cards = round?.cards ?? {};
  const view = (round?.view ?? {}) as { playerTotal?: number | null; bankerTotal?: number | null };
  const next = (round?.next ?? null) as { kind?: string; to?: Side; position?: number } | null;
  const live = round && (round.status === 'DEALING' || round.status === 'COMPLETE');
  const result = round?.status === 'VOIDED' ? null : toRoadResult(round?.result);
  const rules = s.table?.rules ?? {};
  const limits = s.table?.limits.bets ?? {};
  const pays: Record<string, string> = {
    PLAYER: t('pays.PLAYER'),
    TIE: t('pays.TIE'),
    BANKER: t(`pays.${bankerPaysKey(rules)}`, { ratio: format.number(bankerRatio(rules)) }),
  };
  const nextFor = (side: Side) => (live && next?.kind === 'card' && next.to === side ? (next.position ?? null) : null);

  return (
    <div className="space-y-3 sm:space-y-5">
      <div className="relative flex items-stretch gap-1 sm:gap-4">
        <Hand
          side="player"
          cards={cards.player ?? []}
          total={view.playerTotal ?? null}
          nextPosition={nextFor('player')}
          won={result?.winner === 'PLAYER'}
          dim={!!result && result.winner === 'BANKER'}
          size={size}
          reserveThird={!!live}
        />
        <div className="flex w-5 shrink-0 items-center justify-center text-[10px] font-semibold tracking-widest text-white/30 sm:w-8 sm:text-xs">
          {t('versus')}
        </div>
        <Hand
          side="banker"
          cards={cards.banker ?? []}
          total={view.bankerTotal ?? null}
          nextPosition={nextFor('banker')}
          won={result?.winner === 'BANKER'}
          dim={!!result && result.winner === 'PLAYER'}
          size={size}
          reserveThird={!!live}
        />
      </div>
      <div className="flex min-h-10 items-center justify-center text-center sm:min-h-12">
        {result ? (
          <ResultBanner result={result} />
        ) : round?.status === 'VOIDED' ? (
          <div
            data-testid="round-voided"
            className="rounded-2xl bg-orange-900/60 px-4 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30 sm:px-5"
          >
            {round.voidReason ? t('status.voidedWhy', { reason: round.voidReason }) : t('status.voided')}
          </div>
        ) : (
          <p className="text-sm tracking-wide text-white/40">
            {round?.status === 'BETTING' ? t('status.betting') : live ? t('status.dealing') : t('status.waiting')}
          </p>
        )}
      </div>
      <div className="grid grid-cols-[1fr_0.8fr_1fr] gap-2 sm:gap-3">
        {SPOTS.map((sp) => {
          const name = t(`side.${sp.type}`);
          const mine = s.bySpot.get(sp.type);
          const lim = limits[sp.type];
          const won = result && result.winner === sp.type;
          const push = result && result.winner === 'TIE' && sp.type !== 'TIE';
          const tone = !result || !mine ? 'neutral' : won ? 'won' : push ? 'neutral' : 'lost';
          return (
            <div key={sp.type} className="relative min-w-0">
              <button
                type="button"
                data-testid={`bet-spot-${sp.type}`}
                aria-label={t('spot.bet', { amount: money(s.chip), side: name })}
                onClick={() => void s.place({ type: sp.type }, s.chip)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  if (s.bettingOpen) s.removeLastOn(sp.type);
                }}
                className={`group flex h-32 w-full touch-manipulation flex-col items-center justify-between rounded-2xl border-2 bg-gradient-to-b ${sp.base} ${sp.edge} px-1 py-2 shadow-inner transition-all duration-200 sm:h-40 sm:px-3 sm:py-3 ${
                  s.bettingOpen
                    ? 'cursor-pointer hover:-translate-y-0.5 hover:brightness-125'
                    : 'cursor-default saturate-50'
                } ${won ? 'ring-4 ring-brass' : ''}`}
              >
                <span className="max-w-full text-center">
                  <span
                    className={`block truncate text-sm font-semibold uppercase tracking-[0.12em] sm:text-lg sm:tracking-[0.35em] ${sp.text}`}
                  >
                    {name}
                  </span>
                  <span className="block text-[11px] leading-tight text-white/60 sm:text-xs">{pays[sp.type]}</span>
                </span>
                <span className="flex min-h-11 items-end sm:min-h-14">
                  {mine ? (
                    <ChipStack
                      cents={mine.total}
                      size={wide ? 40 : 32}
                      totalTestId={`spot-total-${sp.type}`}
                      tone={tone}
                    />
                  ) : null}
                </span>
                {lim && (
                  // Phones leave the limits to the table limits and the rules panel: the stack needs the room.
                  <span className="hidden flex-wrap justify-center gap-x-1 font-mono text-[10px] leading-tight text-white/40 sm:flex">
                    {t.rich('spot.range', {
                      min: money(lim.min),
                      max: money(lim.max),
                      n: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                    })}
                  </span>
                )}
              </button>
              {mine && s.bettingOpen && (
                <button
                  type="button"
                  aria-label={t('spot.takeBack', { side: name })}
                  onClick={() => s.removeLastOn(sp.type)}
                  className="absolute -right-1.5 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/50 text-xs text-white/70 ring-1 ring-white/20 hover:bg-red-700 hover:text-white sm:right-2 sm:top-2 sm:h-6 sm:w-6"
                >
                  ✕
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
