'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Scoreboard colours: Player blue, Banker red, Tie green (derived roads: red / blue). */
export const ROAD_COLOR = {
  PLAYER: '#2563eb',
  BANKER: '#dc2626',
  TIE: '#16a34a',
  RED: '#dc2626',
  BLUE: '#2563eb',
} as const;

/**
 * One road's grid in its own horizontally scrolling box: `rows` × (at least `minCols`) cells of `cell` px,
 * the grid lines drawn as a background, each mark placed at its (col, row). The box keeps the newest
 * column in view (and the ask preview's, when there is one); the page itself never gets wider.
 */
export function RoadGrid<T extends { col: number; row: number }>({
  testId,
  label,
  cells,
  rows,
  cell,
  minCols,
  renderCell,
  preview,
}: {
  testId: string;
  /** Accessible name of the grid (the road's name). */
  label: string;
  cells: readonly T[];
  rows: number;
  /** Cell size in px. */
  cell: number;
  minCols: number;
  renderCell: (c: T) => ReactNode;
  /** A hypothetical next cell (the ask preview), drawn flashing. */
  preview?: { col: number; row: number; node: ReactNode } | null;
}) {
  const used = Math.max(
    cells.reduce((m, c) => Math.max(m, c.col + 1), 0),
    preview ? preview.col + 1 : 0,
  );
  const ref = useRef<HTMLDivElement>(null);
  // As many columns as the box shows (the grid fills it), more when the road is longer.
  const [fit, setFit] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setFit(Math.floor((el.clientWidth - 6) / cell)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [cell]);
  const cols = Math.max(minCols, fit, used + 2);
  useEffect(() => {
    const el = ref.current;
    // Scroll right only as far as the last used column plus one spare, never into the empty padding.
    if (el) el.scrollLeft = Math.max(0, (used + 1) * cell - el.clientWidth + 4);
  }, [used, cell]);
  return (
    <div ref={ref} className="min-w-0 max-w-full overflow-x-auto rounded-md bg-[#f4f1e8] p-0.5">
      <div
        data-testid={testId}
        data-count={cells.length}
        data-cols={used}
        role="img"
        aria-label={label}
        className="relative"
        style={{
          width: cols * cell + 1,
          height: rows * cell + 1,
          backgroundImage:
            'linear-gradient(to right, rgba(0,0,0,0.12) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.12) 1px, transparent 1px)',
          backgroundSize: `${cell}px ${cell}px`,
        }}
      >
        {cells.map((c) => (
          <div
            key={`${c.col}:${c.row}`}
            className="absolute flex items-center justify-center"
            style={{ left: c.col * cell + 1, top: c.row * cell + 1, width: cell - 1, height: cell - 1 }}
          >
            {renderCell(c)}
          </div>
        ))}
        {preview && (
          <div
            data-testid={`${testId}-ask`}
            data-col={preview.col}
            data-row={preview.row}
            className="absolute flex animate-pulse items-center justify-center rounded-sm bg-amber-300/70 ring-2 ring-amber-500"
            style={{ left: preview.col * cell + 1, top: preview.row * cell + 1, width: cell - 1, height: cell - 1 }}
          >
            {preview.node}
          </div>
        )}
      </div>
    </div>
  );
}

/** Pair dots: Banker pair red at the top left, Player pair blue at the bottom right. */
export function PairDots({ playerPair, bankerPair, size }: { playerPair: boolean; bankerPair: boolean; size: number }) {
  const d = Math.max(4, Math.round(size * 0.28));
  return (
    <>
      {bankerPair && (
        <span
          data-pair="BANKER"
          className="absolute left-0 top-0 rounded-full ring-1 ring-white"
          style={{ width: d, height: d, background: ROAD_COLOR.BANKER }}
        />
      )}
      {playerPair && (
        <span
          data-pair="PLAYER"
          className="absolute bottom-0 right-0 rounded-full ring-1 ring-white"
          style={{ width: d, height: d, background: ROAD_COLOR.PLAYER }}
        />
      )}
    </>
  );
}

/** A Bead Plate bead: a solid disc with the side's letter. */
export function BeadMark({
  winner,
  letter,
  size,
  playerPair = false,
  bankerPair = false,
  title,
}: {
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  letter: string;
  size: number;
  playerPair?: boolean;
  bankerPair?: boolean;
  title?: string;
}) {
  return (
    <span
      data-cell
      data-winner={winner}
      title={title}
      className="relative flex items-center justify-center rounded-full font-bold text-white shadow-sm"
      style={{ width: size, height: size, background: ROAD_COLOR[winner], fontSize: Math.round(size * 0.45) }}
    >
      {letter}
      <PairDots playerPair={playerPair} bankerPair={bankerPair} size={size} />
    </span>
  );
}

/** A Big Road mark: a ring of the side's colour, a green slash (and count) for the ties after it, pair dots. */
export function BigRoadMark({
  winner,
  ties,
  size,
  playerPair = false,
  bankerPair = false,
  title,
}: {
  winner: 'PLAYER' | 'BANKER' | null;
  ties: number;
  size: number;
  playerPair?: boolean;
  bankerPair?: boolean;
  title?: string;
}) {
  return (
    <span
      data-cell
      data-winner={winner ?? 'TIE'}
      data-ties={ties}
      title={title}
      className="relative flex items-center justify-center rounded-full"
      style={{
        width: size,
        height: size,
        border: `${Math.max(2, Math.round(size / 7))}px solid ${winner ? ROAD_COLOR[winner] : 'transparent'}`,
      }}
    >
      {ties > 0 && (
        <>
          <span className="absolute h-[3px] w-[130%] -rotate-45 rounded" style={{ background: ROAD_COLOR.TIE }} />
          {ties > 1 && <span className="relative text-[10px] font-bold leading-none text-[#0f5132]">{ties}</span>}
        </>
      )}
      <PairDots playerPair={playerPair} bankerPair={bankerPair} size={size} />
    </span>
  );
}

/** How each derived road draws its marks, as studios do: Big Eye Boy rings, Small Road discs, Cockroach Pig slashes. */
export type DerivedStyle = 'ring' | 'disc' | 'slash';

/** A derived road's mark (red or blue). */
export function DerivedMark({
  color,
  style,
  size,
  title,
}: {
  color: 'RED' | 'BLUE';
  style: DerivedStyle;
  size: number;
  title?: string;
}) {
  const c = ROAD_COLOR[color];
  if (style === 'slash')
    return (
      <span
        data-cell
        data-color={color}
        title={title}
        className="relative flex items-center justify-center"
        style={{ width: size, height: size }}
      >
        <span className="absolute -rotate-45 rounded" style={{ width: size * 1.2, height: 2, background: c }} />
      </span>
    );
  return (
    <span
      data-cell
      data-color={color}
      title={title}
      className="rounded-full"
      style={
        style === 'ring'
          ? { width: size, height: size, border: `2px solid ${c}` }
          : { width: size, height: size, background: c }
      }
    />
  );
}
