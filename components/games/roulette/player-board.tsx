'use client';

import { useMemo, useState } from 'react';
import { money } from '@/lib/client/api';
import { LAYOUT_GRID, PAYOUTS, colorOf, layoutHotspots, type LayoutHotspot } from '@/lib/games/roulette';
import { ChipStack } from '@/components/ui/chips';
import { spotKey, type PlayerTableState } from '@/components/player/use-player-table';

const HOTSPOTS: LayoutHotspot[] = layoutHotspots();
const BY_KEY = new Map(HOTSPOTS.map((h) => [spotKey(h), h]));

/** Human label of a roulette bet: "17", "Split 17/18", "Red", "1st 12". */
export function rouletteBetLabel(b: { type: string; numbers: number[] | null }): string {
  const h = BY_KEY.get(spotKey(b));
  if (!h) return `${b.type}${b.numbers ? ` ${b.numbers.join('-')}` : ''}`;
  return h.type === 'STRAIGHT' ? `Straight ${h.label}` : h.label;
}

/** The numbers a bet covers (outside bets included). */
export function coveredBy(b: { type: string; numbers: number[] | null }): number[] {
  return BY_KEY.get(spotKey(b))?.numbers ?? b.numbers ?? [];
}

const CELL_BG = { red: '#b3261e', black: '#17171b', green: '#0e7a43' } as const;
const LINE = '3px';
const colsTemplate = [
  ...Array.from({ length: LAYOUT_GRID.cols }, (_, i) => (i % 2 === 0 ? LINE : 'minmax(0,1fr)')),
  LINE,
].join(' ');
const ROW_SIZES: Record<number, string> = { 1: '60px', 3: '60px', 5: '60px', 7: '46px', 9: '46px' };
const rowsTemplate = [...Array.from({ length: LAYOUT_GRID.rows }, (_, i) => ROW_SIZES[i] ?? LINE), LINE].join(' ');

const place = (h: { row: number; col: number; rowSpan: number; colSpan: number }): React.CSSProperties => ({
  gridRow: `${h.row + 1} / span ${h.rowSpan}`,
  gridColumn: `${h.col + 1} / span ${h.colSpan}`,
});

/** The target drawn on a line or a point, centred on it and reaching into the cells around. */
const TARGET: Record<string, string> = {
  vedge: 'left-1/2 top-[22%] bottom-[22%] w-4 -translate-x-1/2 rounded-full',
  hedge: 'top-1/2 left-[24%] right-[24%] h-4 -translate-y-1/2 rounded-full',
  street: 'top-1/2 left-[24%] right-[24%] h-4 -translate-y-1/2 rounded-full',
  corner: 'left-1/2 top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full',
  trio: 'left-1/2 top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full',
  sixline: 'left-1/2 top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full',
  firstfour: 'left-1/2 top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full',
};

function testId(h: LayoutHotspot): string {
  return `hs-${spotKey(h)}`;
}

function payoutText(h: LayoutHotspot): string {
  const [a, b] = PAYOUTS[h.type];
  return `${a}:${b}`;
}

/**
 * The European betting layout (RULES.md §RL-2/§RL-3), one button per legal bet from `layoutHotspots()` on
 * the `LAYOUT_GRID` CSS grid: numbers, the lines between them (splits), their corners, the bottom edge
 * (streets, six lines, first four), trios, dozens, columns and even-money boxes. The player's chips
 * stack on their spot; right-click a spot to take back its last chip; the winning number lights up.
 */
export function RouletteLayout({ s }: { s: PlayerTableState }) {
  const [hover, setHover] = useState<LayoutHotspot | null>(null);
  const outcome = s.round?.status !== 'VOIDED' && typeof s.round?.outcome === 'number' ? s.round.outcome : null;
  const hot = useMemo(() => new Set(hover?.numbers ?? []), [hover]);
  const settled = outcome !== null;

  const spotTone = (h: LayoutHotspot): 'neutral' | 'won' | 'lost' =>
    !settled ? 'neutral' : h.numbers.includes(outcome) ? 'won' : 'lost';

  const button = (h: LayoutHotspot, className: string, children?: React.ReactNode) => (
    <button
      type="button"
      data-testid={testId(h)}
      aria-label={`${h.label} (pays ${payoutText(h)}): bet ${money(s.chip)}`}
      title={`${h.label} · pays ${payoutText(h)}`}
      onClick={() => void s.place({ type: h.type, numbers: h.numbers }, s.chip)}
      onContextMenu={(e) => {
        e.preventDefault();
        if (s.bettingOpen) s.removeLastOn(spotKey(h));
      }}
      onMouseEnter={() => setHover(h)}
      onMouseLeave={() => setHover((cur) => (cur === h ? null : cur))}
      onFocus={() => setHover(h)}
      onBlur={() => setHover((cur) => (cur === h ? null : cur))}
      className={className}
    >
      {children}
    </button>
  );

  return (
    <div className="overflow-x-auto">
      <div
        data-testid="roulette-layout"
        className={`relative grid min-w-[760px] select-none bg-[#e9e2c4]/80 ${s.bettingOpen ? '' : 'cursor-default'}`}
        style={{ gridTemplateColumns: colsTemplate, gridTemplateRows: rowsTemplate }}
      >
        {/* Felt around the rounded 0, and under the 0 and the "2 to 1" boxes, outside the layout. */}
        <div className="bg-felt-dark" style={{ gridRow: '1 / 8', gridColumn: '1 / 3' }} />
        <div className="bg-felt-dark" style={{ gridRow: '8 / -1', gridColumn: '1 / 4' }} />
        <div className="bg-felt-dark" style={{ gridRow: '8 / -1', gridColumn: '27 / -1' }} />

        {HOTSPOTS.map((h) => {
          const key = spotKey(h);
          if (h.kind === 'cell') {
            const n = h.numbers[0]!;
            const color = colorOf(n);
            const win = outcome === n;
            return (
              <div
                key={key}
                style={{ ...place(h), background: CELL_BG[color], borderRadius: n === 0 ? '40px 0 0 40px' : undefined }}
                className="relative"
              >
                {button(
                  h,
                  `absolute inset-0 flex items-center justify-center rounded-[inherit] text-xl font-semibold text-white transition-all duration-150 hover:bg-white/15 ${
                    hot.has(n) ? 'bg-white/20' : ''
                  } ${win ? 'z-[5] outline outline-4 -outline-offset-4 outline-brass' : ''}`,
                  <span
                    className={
                      win
                        ? 'flex h-11 w-11 animate-pulse items-center justify-center rounded-full bg-brass text-ink'
                        : ''
                    }
                  >
                    {n}
                  </span>,
                )}
              </div>
            );
          }
          if (h.kind === 'column' || h.kind === 'dozen' || h.kind === 'evenmoney') {
            const lit = hover === h || (settled && h.numbers.includes(outcome));
            return (
              <div key={key} style={place(h)} className="relative">
                {button(
                  h,
                  `absolute inset-0 flex items-center justify-center bg-felt text-sm font-semibold uppercase tracking-wider text-white/90 transition-colors duration-150 hover:bg-[#125a43] ${
                    lit ? 'bg-[#14624a]' : ''
                  } ${settled && h.numbers.includes(outcome) ? 'text-brass' : ''}`,
                  h.type === 'RED' || h.type === 'BLACK' ? (
                    <span
                      aria-hidden
                      className="h-6 w-10 rotate-45 scale-x-[0.7] rounded-sm border border-white/40"
                      style={{ background: h.type === 'RED' ? CELL_BG.red : CELL_BG.black }}
                    />
                  ) : h.kind === 'column' ? (
                    '2 to 1'
                  ) : (
                    h.label
                  ),
                )}
              </div>
            );
          }
          return (
            <div key={key} style={place(h)} className="relative z-20">
              {button(
                h,
                `absolute ${TARGET[h.kind] ?? ''} cursor-pointer transition-colors duration-100 hover:bg-brass/70 hover:ring-2 hover:ring-white/60 focus-visible:bg-brass/70`,
              )}
            </div>
          );
        })}

        {/* The player's chips, stacked on their spots; clicks go through to the spot underneath. */}
        {[...s.bySpot.entries()].map(([key, spot]) => {
          const h = BY_KEY.get(key);
          if (!h) return null;
          return (
            <div key={`chips-${key}`} style={place(h)} className="pointer-events-none relative z-30">
              <span className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-[60%]">
                <ChipStack cents={spot.total} size={26} compact totalTestId={`spot-total-${key}`} tone={spotTone(h)} />
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The winning number, big, with its colour; and the last few results. */
export function WinningNumber({
  outcome,
  status,
  recent,
}: {
  outcome: number | null;
  status: string | null;
  recent: number[];
}) {
  return (
    <div className="flex items-center gap-5">
      {outcome !== null ? (
        <div
          data-testid="winning-number"
          data-color={colorOf(outcome)}
          className="flex h-20 w-20 items-center justify-center rounded-full text-4xl font-bold text-white shadow-[0_0_30px_rgba(201,162,39,0.5)] ring-4 ring-brass transition-all duration-500 starting:scale-50 starting:opacity-0"
          style={{ background: CELL_BG[colorOf(outcome)] }}
        >
          {outcome}
        </div>
      ) : (
        <div className="flex h-20 w-20 items-center justify-center rounded-full border-2 border-dashed border-white/20 text-center text-[11px] uppercase tracking-wider text-white/40">
          {status === 'DEALING' ? 'Ball in play' : status === 'BETTING' ? 'Bets open' : 'Waiting'}
        </div>
      )}
      <div className="min-w-0">
        <p className="mb-1 text-[11px] uppercase tracking-widest text-white/40">Last results</p>
        <div className="flex gap-1">
          {recent.slice(0, 14).map((n, i) => (
            <span
              key={i}
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold text-white ${i === 0 ? 'ring-2 ring-brass' : 'opacity-80'}`}
              style={{ background: CELL_BG[colorOf(n)] }}
            >
              {n}
            </span>
          ))}
          {recent.length === 0 && <span className="text-xs text-white/30">No spins yet</span>}
        </div>
      </div>
    </div>
  );
}
