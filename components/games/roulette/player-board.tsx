'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { LAYOUT_GRID, colorOf, layoutHotspots, type LayoutHotspot } from '@/lib/games/roulette';
import { ChipStack } from '@/components/ui/chips';
import { spotKey, type PlayerTableState } from '@/components/player/use-player-table';
import { outsideIndex, payoutText, rouletteBetName } from './bet-names';
import { SpotPicker } from './player-picker';

const HOTSPOTS: LayoutHotspot[] = layoutHotspots();
const BY_KEY = new Map(HOTSPOTS.map((h) => [spotKey(h), h]));

/** The numbers a bet covers (outside bets included). */
export function coveredBy(b: { type: string; numbers: number[] | null }): number[] {
  return BY_KEY.get(spotKey(b))?.numbers ?? b.numbers ?? [];
}

export const CELL_BG = { red: '#b3261e', black: '#17171b', green: '#0e7a43' } as const;
const LINE = '3px';

type Box = Pick<LayoutHotspot, 'row' | 'col' | 'rowSpan' | 'colSpan'>;

/**
 * The two drawings of one layout (`LAYOUT_GRID`, lib/games/roulette/layout.ts). Horizontal: the doubled
 * grid as it is (0 on the left, numbers in three rows). Portrait, for phones: the same grid turned a
 * quarter (0 on top, 1-2-3 as the first row of three columns, the dozens and the even-money boxes down
 * the left, the "2 to 1" boxes at the bottom) — every hotspot keeps its place relative to its numbers, so
 * every bet of the horizontal layout is on it (lines and points included).
 */
interface Geometry {
  cols: string;
  rows: string;
  place: (h: Box) => React.CSSProperties;
  /** Felt outside the layout (around the rounded 0, beside the 0 and the "2 to 1" boxes). */
  felt: React.CSSProperties[];
  zeroRadius: string;
  /** The target drawn on a line or a point, centred on it and reaching into the cells around. */
  target: Record<string, string>;
  chip: number;
  /** The dozens' and even-money boxes' labels run down the box. */
  verticalOutside: boolean;
}

const gridArea = (h: Box): React.CSSProperties => ({
  gridRow: `${h.row + 1} / span ${h.rowSpan}`,
  gridColumn: `${h.col + 1} / span ${h.colSpan}`,
});

const HORIZONTAL_ROWS: Record<number, string> = { 1: '60px', 3: '60px', 5: '60px', 7: '46px', 9: '46px' };
const POINT = 'left-1/2 top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full';

const HORIZONTAL: Geometry = {
  cols: [...Array.from({ length: LAYOUT_GRID.cols }, (_, i) => (i % 2 === 0 ? LINE : 'minmax(0,1fr)')), LINE].join(' '),
  rows: [...Array.from({ length: LAYOUT_GRID.rows }, (_, i) => HORIZONTAL_ROWS[i] ?? LINE), LINE].join(' '),
  place: gridArea,
  felt: [
    { gridRow: '1 / 8', gridColumn: '1 / 3' },
    { gridRow: '8 / -1', gridColumn: '1 / 4' },
    { gridRow: '8 / -1', gridColumn: '27 / -1' },
  ],
  zeroRadius: '40px 0 0 40px',
  target: {
    vedge: 'left-1/2 top-[22%] bottom-[22%] w-4 -translate-x-1/2 rounded-full',
    hedge: 'top-1/2 left-[24%] right-[24%] h-4 -translate-y-1/2 rounded-full',
    street: 'top-1/2 left-[24%] right-[24%] h-4 -translate-y-1/2 rounded-full',
    corner: POINT,
    trio: POINT,
    sixline: POINT,
    firstfour: POINT,
  },
  chip: 26,
  verticalOutside: false,
};

/** Horizontal track → portrait track: rows become columns (mirrored, so 1 is on the left), columns rows. */
const rotate = (h: Box): Box => ({
  row: h.col,
  col: LAYOUT_GRID.rows - 1 - (h.row + h.rowSpan - 1),
  rowSpan: h.colSpan,
  colSpan: h.rowSpan,
});

// Portrait columns (horizontal rows 9 → 0): even-money boxes, line, dozens, line (streets), 1-column, line,
// 2-column, line, 3-column, line. Rows (horizontal columns 0 → 27): line, 0, line, 12 number rows with
// lines between, line, "2 to 1", line.
const PORTRAIT_COLS = Array.from({ length: LAYOUT_GRID.rows }, (_, i) =>
  i % 2 === 1 ? LINE : i < 4 ? 'minmax(0,0.78fr)' : 'minmax(0,1fr)',
).join(' ');
const PORTRAIT_ROWS = [
  ...Array.from({ length: LAYOUT_GRID.cols }, (_, j) =>
    j % 2 === 0 ? LINE : j === 1 ? '46px' : j === LAYOUT_GRID.cols - 1 ? '40px' : '38px',
  ),
  LINE,
].join(' ');
const POINT_TOUCH = 'left-1/2 top-1/2 h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full';
const VLINE_TOUCH = 'left-1/2 top-[18%] bottom-[18%] w-5 -translate-x-1/2 rounded-full';

const PORTRAIT: Geometry = {
  cols: PORTRAIT_COLS,
  rows: PORTRAIT_ROWS,
  place: (h) => gridArea(rotate(h)),
  felt: [
    { gridRow: '1 / 3', gridColumn: '4 / -1' },
    { gridRow: '1 / 4', gridColumn: '1 / 4' },
    { gridRow: `${LAYOUT_GRID.cols - 1} / -1`, gridColumn: '1 / 4' },
  ],
  zeroRadius: '48% 48% 0 0 / 90% 90% 0 0',
  target: {
    // A vertical line of the horizontal layout is a horizontal one here, and the other way round.
    vedge: 'top-1/2 left-[20%] right-[20%] h-5 -translate-y-1/2 rounded-full',
    hedge: VLINE_TOUCH,
    street: VLINE_TOUCH,
    corner: POINT_TOUCH,
    trio: POINT_TOUCH,
    sixline: POINT_TOUCH,
    firstfour: POINT_TOUCH,
  },
  chip: 22,
  verticalOutside: true,
};

/**
 * The European betting layout (RULES.md §RL-2/§RL-3/§RL-4), one button per legal bet from `layoutHotspots()`
 * on the `LAYOUT_GRID` CSS grid: numbers, the lines between them (splits), their corners, the street edge
 * (streets, six lines, first four), trios, dozens, columns and even-money boxes. `portrait` draws it turned
 * for a phone, with a mode in which tapping a number lists every bet on it (`SpotPicker`), so a split, a
 * corner or a six line never needs a fingertip on a 3 px line. The player's chips stack on their spot;
 * right-click (or the picker's −) takes back a spot's last chip; the winning number lights up.
 */
export function RouletteLayout({ s, portrait = false }: { s: PlayerTableState; portrait?: boolean }) {
  const t = useTranslations('games.roulette.player');
  const money = useMoney();
  const g = portrait ? PORTRAIT : HORIZONTAL;
  const [hover, setHover] = useState<LayoutHotspot | null>(null);
  const [pickMode, setPickMode] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const outcome = s.round?.status !== 'VOIDED' && typeof s.round?.outcome === 'number' ? s.round.outcome : null;
  const hot = useMemo(() => new Set(hover?.numbers ?? (picked !== null ? [picked] : [])), [hover, picked]);
  const settled = outcome !== null;

  const spotTone = (h: LayoutHotspot): 'neutral' | 'won' | 'lost' =>
    !settled ? 'neutral' : h.numbers.includes(outcome) ? 'won' : 'lost';

  const button = (h: LayoutHotspot, className: string, children?: React.ReactNode) => {
    const bet = rouletteBetName(t, h);
    const pays = payoutText(h.type);
    const picks = portrait && pickMode && h.kind === 'cell';
    return (
      <button
        type="button"
        data-testid={`hs-${spotKey(h)}`}
        aria-label={t('layout.spot', { bet, pays, chip: money(s.chip) })}
        aria-haspopup={picks ? 'dialog' : undefined}
        title={t('layout.spotTitle', { bet, pays })}
        onClick={() => (picks ? setPicked(h.numbers[0]!) : void s.place({ type: h.type, numbers: h.numbers }, s.chip))}
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
  };

  const outsideLabel = (h: LayoutHotspot): React.ReactNode => {
    if (h.type === 'RED' || h.type === 'BLACK')
      return (
        <span
          aria-hidden
          className={`block rotate-45 rounded-sm border border-white/40 ${portrait ? 'h-5 w-5 scale-y-[0.8]' : 'h-6 w-10 scale-x-[0.7]'}`}
          style={{ background: h.type === 'RED' ? CELL_BG.red : CELL_BG.black }}
        />
      );
    if (h.kind === 'column') return t('layout.twoToOne');
    if (h.kind === 'dozen') return t('layout.dozen', { n: outsideIndex('DOZEN', h.numbers) });
    if (h.type === 'LOW') return '1-18';
    if (h.type === 'HIGH') return '19-36';
    return t(`bet.${h.type}`);
  };

  const grid = (
    <div
      data-testid="roulette-layout"
      data-orientation={portrait ? 'portrait' : 'horizontal'}
      className={`relative grid select-none bg-[#e9e2c4]/80 ${portrait ? 'mx-auto w-full max-w-[440px]' : 'min-w-[680px]'} ${
        s.bettingOpen ? '' : 'cursor-default'
      }`}
      style={{ gridTemplateColumns: g.cols, gridTemplateRows: g.rows }}
    >
      {g.felt.map((style, i) => (
        <div key={i} className="bg-felt-dark" style={style} />
      ))}

      {HOTSPOTS.map((h) => {
        const key = spotKey(h);
        if (h.kind === 'cell') {
          const n = h.numbers[0]!;
          const win = outcome === n;
          return (
            <div
              key={key}
              style={{
                ...g.place(h),
                background: CELL_BG[colorOf(n)],
                borderRadius: n === 0 ? g.zeroRadius : undefined,
              }}
              className="relative"
            >
              {button(
                h,
                `absolute inset-0 flex items-center justify-center rounded-[inherit] font-semibold text-white transition-all duration-150 hover:bg-white/15 ${
                  portrait ? 'text-lg' : 'text-xl'
                } ${hot.has(n) ? 'bg-white/20' : ''} ${picked === n ? 'z-[5] outline outline-2 -outline-offset-2 outline-white' : ''} ${
                  win ? 'z-[5] outline outline-4 -outline-offset-4 outline-brass' : ''
                }`,
                <span
                  className={
                    win
                      ? `flex animate-pulse items-center justify-center rounded-full bg-brass text-ink ${portrait ? 'h-8 w-8' : 'h-11 w-11'}`
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
          const vertical = g.verticalOutside && h.kind !== 'column';
          return (
            <div key={key} style={g.place(h)} className="relative">
              {button(
                h,
                `absolute inset-0 flex items-center justify-center bg-felt font-semibold text-white/90 transition-colors duration-150 hover:bg-[#125a43] ${
                  !portrait
                    ? 'text-sm uppercase tracking-wider'
                    : h.kind === 'evenmoney'
                      ? 'text-[11px]'
                      : 'text-xs uppercase tracking-wide'
                } ${lit ? 'bg-[#14624a]' : ''} ${settled && h.numbers.includes(outcome) ? 'text-brass' : ''}`,
                vertical && h.type !== 'RED' && h.type !== 'BLACK' ? (
                  <span className="rotate-180 whitespace-nowrap [writing-mode:vertical-rl]">{outsideLabel(h)}</span>
                ) : (
                  outsideLabel(h)
                ),
              )}
            </div>
          );
        }
        return (
          <div key={key} style={g.place(h)} className="relative z-20">
            {button(
              h,
              `absolute ${g.target[h.kind] ?? ''} cursor-pointer transition-colors duration-100 hover:bg-brass/70 hover:ring-2 hover:ring-white/60 focus-visible:bg-brass/70 active:bg-brass/80`,
            )}
          </div>
        );
      })}

      {/* The player's chips, stacked on their spots; clicks go through to the spot underneath. */}
      {[...s.bySpot.entries()].map(([key, spot]) => {
        const h = BY_KEY.get(key);
        if (!h) return null;
        return (
          <div key={`chips-${key}`} style={g.place(h)} className="pointer-events-none relative z-30">
            <span className="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-[60%]">
              <ChipStack
                cents={spot.total}
                size={g.chip}
                compact
                totalTestId={`spot-total-${key}`}
                tone={spotTone(h)}
              />
            </span>
          </div>
        );
      })}
    </div>
  );

  if (!portrait) return <div className="overflow-x-auto">{grid}</div>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-white/70">
        <span>{t('mode.label')}</span>
        <div
          role="radiogroup"
          aria-label={t('mode.label')}
          className="flex overflow-hidden rounded-full ring-1 ring-white/25"
        >
          {[false, true].map((pick) => (
            <button
              key={String(pick)}
              type="button"
              role="radio"
              aria-checked={pickMode === pick}
              data-testid={pick ? 'mode-pick' : 'mode-straight'}
              onClick={() => {
                setPickMode(pick);
                setPicked(null);
              }}
              className={`px-3 py-1.5 font-semibold ${pickMode === pick ? 'bg-brass text-ink' : 'text-white/80'}`}
            >
              {t(pick ? 'mode.pick' : 'mode.straight')}
            </button>
          ))}
        </div>
        <p className="w-full text-[11px] text-white/50">{t('mode.help')}</p>
      </div>
      {grid}
      {picked !== null && <SpotPicker s={s} n={picked} onClose={() => setPicked(null)} onHover={(h) => setHover(h)} />}
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
  const t = useTranslations('games.roulette.player');
  return (
    <div className="flex items-center gap-4 sm:gap-5">
      {outcome !== null ? (
        <div
          data-testid="winning-number"
          data-color={colorOf(outcome)}
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full text-3xl font-bold text-white shadow-[0_0_30px_rgba(201,162,39,0.5)] ring-4 ring-brass transition-all duration-500 starting:scale-50 starting:opacity-0 sm:h-20 sm:w-20 sm:text-4xl"
          style={{ background: CELL_BG[colorOf(outcome)] }}
        >
          {outcome}
        </div>
      ) : (
        <div className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-white/20 text-center text-[10px] uppercase tracking-wider text-white/40 sm:h-20 sm:w-20 sm:text-[11px]">
          {status === 'DEALING'
            ? t('wheel.ballInPlay')
            : status === 'BETTING'
              ? t('wheel.betsOpen')
              : t('wheel.waiting')}
        </div>
      )}
      <div className="min-w-0">
        <p className="mb-1 text-[11px] uppercase tracking-widest text-white/40">{t('wheel.lastResults')}</p>
        <div className="flex max-h-[66px] flex-wrap gap-1 overflow-hidden p-0.5">
          {recent.slice(0, 14).map((n, i) => (
            <span
              key={i}
              className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold text-white ${i === 0 ? 'ring-2 ring-brass' : 'opacity-80'}`}
              style={{ background: CELL_BG[colorOf(n)] }}
            >
              {n}
            </span>
          ))}
          {recent.length === 0 && <span className="text-xs text-white/30">{t('wheel.noSpins')}</span>}
        </div>
      </div>
    </div>
  );
}
