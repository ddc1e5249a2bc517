'use client';

import { useEffect, useMemo, useRef } from 'react';
import {
  beadPlate,
  bigRoad,
  roadCounts,
  roadGrid,
  toRoadResult,
  type BeadCell,
  type BigRoadCell,
  type RoadResult,
} from '@/lib/games/baccarat/roads';
import type { TableResults } from '@/components/player/use-table-results';

const COLOR = { PLAYER: '#2563eb', BANKER: '#dc2626', TIE: '#16a34a' } as const;
const LETTER = { PLAYER: 'P', BANKER: 'B', TIE: 'T' } as const;

function PairDots({ playerPair, bankerPair, size }: { playerPair: boolean; bankerPair: boolean; size: number }) {
  const d = Math.max(4, Math.round(size * 0.26));
  return (
    <>
      {bankerPair && (
        <span
          className="absolute left-0 top-0 rounded-full ring-1 ring-white"
          style={{ width: d, height: d, background: COLOR.BANKER }}
        />
      )}
      {playerPair && (
        <span
          className="absolute bottom-0 right-0 rounded-full ring-1 ring-white"
          style={{ width: d, height: d, background: COLOR.PLAYER }}
        />
      )}
    </>
  );
}

/**
 * Keeps the newest column in view: scrolls right only as far as the last used column (`usedCols`
 * columns of `colWidth` px, plus one spare), never into the empty padding columns, so an early
 * shoe's first results stay visible.
 */
function useScrollToEnd(usedCols: number, colWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollLeft = Math.max(0, (usedCols + 1) * colWidth - el.clientWidth + 8);
  }, [usedCols, colWidth]);
  return ref;
}

function describe(
  c: { winner: string | null; total: number; playerPair: boolean; bankerPair: boolean; natural: boolean },
  ties = 0,
): string {
  const parts = [c.winner === null ? 'Ties only' : `${c.winner} ${c.total}`];
  if (c.natural) parts.push('natural');
  if (c.playerPair) parts.push('player pair');
  if (c.bankerPair) parts.push('banker pair');
  if (ties) parts.push(`${ties} tie${ties > 1 ? 's' : ''}`);
  return parts.join(', ');
}

/** Bead Plate: every coup, 6 rows, filled column by column. */
export function BeadPlateView({ results, minCols = 12 }: { results: RoadResult[]; minCols?: number }) {
  const plate = useMemo(() => beadPlate(results), [results]);
  const grid = roadGrid<BeadCell>(plate.cells, plate.rows, Math.max(minCols, plate.cols + 1));
  const size = 26;
  const ref = useScrollToEnd(plate.cols, size + 4);
  return (
    <div ref={ref} className="overflow-x-auto rounded-lg bg-[#f4f1e8] p-1">
      <div
        data-testid="bead-plate"
        data-count={plate.cells.length}
        className="grid w-max grid-flow-col"
        style={{ gridTemplateRows: `repeat(${plate.rows}, ${size + 4}px)`, gridAutoColumns: `${size + 4}px` }}
      >
        {grid.flatMap((column, c) =>
          column.map((cell, r) => (
            <div key={`${c}:${r}`} className="flex items-center justify-center border-b border-r border-black/10">
              {cell && (
                <span
                  data-cell
                  data-winner={cell.winner}
                  title={`#${cell.index + 1}: ${describe(cell)}`}
                  className="relative flex items-center justify-center rounded-full text-[11px] font-bold text-white shadow-sm"
                  style={{ width: size, height: size, background: COLOR[cell.winner] }}
                >
                  {LETTER[cell.winner]}
                  <PairDots playerPair={cell.playerPair} bankerPair={cell.bankerPair} size={size} />
                </span>
              )}
            </div>
          )),
        )}
      </div>
    </div>
  );
}

/** Big Road: streaks in columns, ties slashed on the previous mark, dragon tails turning right. */
export function BigRoadView({ results, minCols = 30 }: { results: RoadResult[]; minCols?: number }) {
  const road = useMemo(() => bigRoad(results), [results]);
  const grid = roadGrid<BigRoadCell>(road.cells, road.rows, Math.max(minCols, road.cols + 2));
  const size = 20;
  const ref = useScrollToEnd(road.cols, size + 4);
  return (
    <div ref={ref} className="overflow-x-auto rounded-lg bg-[#f4f1e8] p-1">
      <div
        data-testid="big-road"
        data-count={road.cells.length}
        className="grid w-max grid-flow-col"
        style={{ gridTemplateRows: `repeat(${road.rows}, ${size + 4}px)`, gridAutoColumns: `${size + 4}px` }}
      >
        {grid.flatMap((column, c) =>
          column.map((cell, r) => (
            <div key={`${c}:${r}`} className="flex items-center justify-center border-b border-r border-black/10">
              {cell && (
                <span
                  data-cell
                  data-winner={cell.winner ?? 'TIE'}
                  data-ties={cell.ties}
                  data-col={cell.col}
                  data-row={cell.row}
                  title={describe(cell, cell.ties)}
                  className="relative flex items-center justify-center rounded-full"
                  style={{
                    width: size,
                    height: size,
                    border: `3px solid ${cell.winner ? COLOR[cell.winner] : 'transparent'}`,
                  }}
                >
                  {cell.ties > 0 && (
                    <>
                      <span
                        className="absolute h-[3px] w-[130%] -rotate-45 rounded"
                        style={{ background: COLOR.TIE }}
                      />
                      {cell.ties > 1 && (
                        <span className="relative text-[10px] font-bold leading-none text-[#0f5132]">{cell.ties}</span>
                      )}
                    </>
                  )}
                  <PairDots playerPair={cell.playerPair} bankerPair={cell.bankerPair} size={size} />
                </span>
              )}
            </div>
          )),
        )}
      </div>
    </div>
  );
}

/** The current shoe's scoreboard: counts, Bead Plate and Big Road. */
export function BaccaratRoads({ data, shoeNumber }: { data: TableResults; shoeNumber: number | null }) {
  const results = useMemo(() => data.results.map(toRoadResult).filter((r): r is RoadResult => !!r), [data.results]);
  const counts = roadCounts(results);
  return (
    <section className="rounded-xl border border-line bg-panel/80 p-4">
      <header className="mb-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">
          Roads · shoe {shoeNumber ?? data.shoeNumber ?? '–'}
        </h2>
        <span className="text-xs text-gray-500">{counts.coups} coups</span>
        <div className="ml-auto flex items-center gap-3 text-xs">
          <Count color={COLOR.PLAYER} letter="P" n={counts.player} label="Player" />
          <Count color={COLOR.BANKER} letter="B" n={counts.banker} label="Banker" />
          <Count color={COLOR.TIE} letter="T" n={counts.tie} label="Tie" />
          <span className="text-gray-500">
            P pair <span className="font-mono text-gray-300">{counts.playerPair}</span> · B pair{' '}
            <span className="font-mono text-gray-300">{counts.bankerPair}</span> · naturals{' '}
            <span className="font-mono text-gray-300">{counts.natural}</span>
          </span>
        </div>
      </header>
      <div className="grid gap-3 xl:grid-cols-[auto_1fr]">
        <div>
          <h3 className="mb-1 text-[11px] uppercase tracking-widest text-gray-500">Bead Plate</h3>
          <BeadPlateView results={results} />
        </div>
        <div className="min-w-0">
          <h3 className="mb-1 text-[11px] uppercase tracking-widest text-gray-500">Big Road</h3>
          <BigRoadView results={results} />
        </div>
      </div>
      {data.source === 'rounds' && (
        <p className="mt-2 text-xs text-amber-300/80">
          Showing only the coups you bet on: the table&apos;s public results are not available right now.
        </p>
      )}
    </section>
  );
}

function Count({ color, letter, n, label }: { color: string; letter: string; n: number; label: string }) {
  return (
    <span className="flex items-center gap-1.5" title={label}>
      <span
        className="flex h-5 w-5 items-center justify-center rounded-full text-[10px] font-bold text-white"
        style={{ background: color }}
      >
        {letter}
      </span>
      <span className="font-mono text-gray-200">{n}</span>
    </span>
  );
}
