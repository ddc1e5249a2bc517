'use client';

import { money } from '@/lib/client/api';
import { toRoadResult } from '@/lib/games/baccarat/roads';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { ChipStack } from '@/components/ui/chips';
import type { PlayerTableState } from '@/components/player/use-player-table';

type Side = 'player' | 'banker';

const SIDE_STYLE: Record<Side, { name: string; text: string; ring: string; glow: string }> = {
  player: { name: 'PLAYER', text: 'text-sky-300', ring: 'ring-player', glow: 'shadow-[0_0_40px_rgba(37,99,235,0.45)]' },
  banker: { name: 'BANKER', text: 'text-red-300', ring: 'ring-banker', glow: 'shadow-[0_0_40px_rgba(220,38,38,0.45)]' },
};

/** One hand: its cards as the dealer enters them (the third card sideways), its total, and the slot the next card goes to. */
function Hand({
  side,
  cards,
  total,
  nextPosition,
  won,
  dim,
}: {
  side: Side;
  cards: string[];
  total: number | null;
  nextPosition: number | null;
  won: boolean;
  dim: boolean;
}) {
  const st = SIDE_STYLE[side];
  const slots = Math.max(2, cards.length, nextPosition ?? 0);
  return (
    <div
      className={`flex flex-1 flex-col items-center gap-3 rounded-2xl p-4 transition-all duration-500 ${won ? `bg-white/5 ring-2 ${st.ring} ${st.glow}` : ''} ${dim ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center gap-3">
        <span className={`text-sm font-semibold tracking-[0.3em] ${st.text}`}>{st.name}</span>
        <span
          data-testid={`total-${side}`}
          className={`flex h-9 min-w-9 items-center justify-center rounded-full border px-2 font-mono text-lg font-bold ${
            total === null ? 'border-white/10 text-gray-600' : `border-white/20 bg-black/40 ${st.text}`
          }`}
        >
          {total ?? '–'}
        </span>
      </div>
      <div data-testid={`hand-${side}`} className="flex h-32 items-center justify-center gap-2">
        {Array.from({ length: slots }, (_, i) => {
          const card = cards[i];
          const third = i === 2;
          if (card) {
            return (
              <div
                key={`${i}-${card}`}
                className={`transition-all duration-500 starting:-translate-y-6 starting:opacity-0 ${third ? 'mx-4 rotate-90' : ''}`}
              >
                <PlayingCard code={card} size="lg" />
              </div>
            );
          }
          if (i >= 2 && nextPosition !== i + 1) return null;
          return (
            <div key={`slot-${i}`} className={third ? 'mx-4 rotate-90' : ''}>
              <CardSlot size="lg" active={nextPosition === i + 1} label={nextPosition === i + 1 ? 'next' : undefined} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** "BANKER wins 6–4" / "TIE 5–5", with naturals and pairs. */
function ResultBanner({ result }: { result: NonNullable<ReturnType<typeof toRoadResult>> }) {
  const { winner, playerTotal, bankerTotal } = result;
  const text =
    winner === 'TIE'
      ? `TIE ${playerTotal}–${bankerTotal}`
      : winner === 'PLAYER'
        ? `PLAYER wins ${playerTotal}–${bankerTotal}`
        : `BANKER wins ${bankerTotal}–${playerTotal}`;
  const tone =
    winner === 'PLAYER'
      ? 'from-player/80 to-player/30'
      : winner === 'BANKER'
        ? 'from-banker/80 to-banker/30'
        : 'from-tie/80 to-tie/30';
  const extras = [
    result.natural && 'Natural',
    result.playerPair && 'Player pair',
    result.bankerPair && 'Banker pair',
  ].filter(Boolean) as string[];
  return (
    <div
      data-testid="result-banner"
      data-winner={winner}
      className={`mx-auto flex w-fit items-center gap-3 rounded-full bg-gradient-to-r ${tone} px-6 py-2 shadow-xl ring-1 ring-white/20 transition-all duration-500 starting:scale-75 starting:opacity-0`}
    >
      <span className="text-xl font-bold tracking-wider text-white">{text}</span>
      {extras.map((x) => (
        <span
          key={x}
          className="rounded-full bg-black/30 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-white/90"
        >
          {x}
        </span>
      ))}
    </div>
  );
}

const SPOTS = [
  {
    type: 'PLAYER',
    name: 'Player',
    base: 'from-[#12306b] to-[#0b1d45]',
    edge: 'border-player/60',
    text: 'text-sky-200',
  },
  { type: 'TIE', name: 'Tie', base: 'from-[#0f4d2c] to-[#082d1a]', edge: 'border-tie/60', text: 'text-emerald-200' },
  {
    type: 'BANKER',
    name: 'Banker',
    base: 'from-[#6b1212] to-[#410b0b]',
    edge: 'border-banker/60',
    text: 'text-red-200',
  },
] as const;

/** "pays 0.95:1" from the table's rules (RULES.md §BAC-5). */
export function bankerPays(rules: Record<string, unknown>): string {
  if (rules.bankerMode === 'NO_COMMISSION') return 'pays 1:1 · 1:2 on a 6';
  const pct = typeof rules.bankerCommissionPct === 'number' ? rules.bankerCommissionPct : 5;
  return `pays ${Number(((100 - pct) / 100).toFixed(2))}:1`;
}

/** The Baccarat table: both hands live, the result, and the Player / Tie / Banker betting spots. */
export function BaccaratBoard({ s }: { s: PlayerTableState }) {
  const round = s.round;
  const cards = round?.cards ?? {};
  const view = (round?.view ?? {}) as { playerTotal?: number | null; bankerTotal?: number | null };
  const next = (round?.next ?? null) as { kind?: string; to?: Side; position?: number } | null;
  const live = round && (round.status === 'DEALING' || round.status === 'COMPLETE');
  const result = round?.status === 'VOIDED' ? null : toRoadResult(round?.result);
  const rules = s.table?.rules ?? {};
  const limits = s.table?.limits.bets ?? {};
  const pays: Record<string, string> = { PLAYER: 'pays 1:1', TIE: 'pays 8:1', BANKER: bankerPays(rules) };
  const nextFor = (side: Side) => (live && next?.kind === 'card' && next.to === side ? (next.position ?? null) : null);

  return (
    <div className="space-y-5">
      <div className="relative flex items-stretch gap-4">
        <Hand
          side="player"
          cards={cards.player ?? []}
          total={view.playerTotal ?? null}
          nextPosition={nextFor('player')}
          won={result?.winner === 'PLAYER'}
          dim={!!result && result.winner === 'BANKER'}
        />
        <div className="flex w-8 items-center justify-center text-xs font-semibold tracking-widest text-white/30">
          VS
        </div>
        <Hand
          side="banker"
          cards={cards.banker ?? []}
          total={view.bankerTotal ?? null}
          nextPosition={nextFor('banker')}
          won={result?.winner === 'BANKER'}
          dim={!!result && result.winner === 'PLAYER'}
        />
      </div>
      <div className="flex h-12 items-center justify-center">
        {result ? (
          <ResultBanner result={result} />
        ) : round?.status === 'VOIDED' ? (
          <div
            data-testid="round-voided"
            className="rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
          >
            Round voided{round.voidReason ? ` — ${round.voidReason}` : ''}. Every stake is refunded.
          </div>
        ) : (
          <p className="text-sm tracking-wide text-white/40">
            {round?.status === 'BETTING'
              ? 'Place your bets'
              : live
                ? 'Dealing…'
                : 'Waiting for the dealer to open the next round'}
          </p>
        )}
      </div>
      <div className="grid grid-cols-[1fr_0.8fr_1fr] gap-3">
        {SPOTS.map((sp) => {
          const mine = s.bySpot.get(sp.type);
          const lim = limits[sp.type];
          const won = result && result.winner === sp.type;
          const push = result && result.winner === 'TIE' && sp.type !== 'TIE';
          const tone = !result || !mine ? 'neutral' : won ? 'won' : push ? 'neutral' : 'lost';
          return (
            <div key={sp.type} className="relative">
              <button
                type="button"
                data-testid={`bet-spot-${sp.type}`}
                aria-label={`Bet ${money(s.chip)} on ${sp.name}`}
                onClick={() => void s.place({ type: sp.type }, s.chip)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  if (s.bettingOpen) s.removeLastOn(sp.type);
                }}
                className={`group flex h-40 w-full flex-col items-center justify-between rounded-2xl border-2 bg-gradient-to-b ${sp.base} ${sp.edge} px-3 py-3 shadow-inner transition-all duration-200 ${
                  s.bettingOpen
                    ? 'cursor-pointer hover:-translate-y-0.5 hover:brightness-125'
                    : 'cursor-default saturate-50'
                } ${won ? 'ring-4 ring-brass' : ''}`}
              >
                <span className="text-center">
                  <span className={`block text-lg font-semibold uppercase tracking-[0.35em] ${sp.text}`}>
                    {sp.name}
                  </span>
                  <span className="block text-xs text-white/60">{pays[sp.type]}</span>
                </span>
                <span className="flex min-h-14 items-end">
                  {mine ? (
                    <ChipStack cents={mine.total} size={40} totalTestId={`spot-total-${sp.type}`} tone={tone} />
                  ) : null}
                </span>
                {lim && (
                  <span className="font-mono text-[10px] text-white/40">
                    {money(lim.min)} – {money(lim.max)}
                  </span>
                )}
              </button>
              {mine && s.bettingOpen && (
                <button
                  type="button"
                  aria-label={`Take back the last bet on ${sp.name}`}
                  onClick={() => s.removeLastOn(sp.type)}
                  className="absolute right-2 top-2 flex h-6 w-6 items-center justify-center rounded-full bg-black/50 text-xs text-white/70 ring-1 ring-white/20 hover:bg-red-700 hover:text-white"
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
