/**
 * Baccarat scoreboards ("roads") for one shoe: the Bead Plate and the Big Road.
 * Pure: no I/O, no clock; safe to import in client components.
 *
 * Input everywhere: the shoe's results in the order they were dealt (oldest first), each a
 * `RoadResult` (the shape of a settled round's `result`, RULES.md §BAC-1/§BAC-2/§BAC-5).
 *
 * Coordinates: `col` 0-based rightwards, `row` 0-based downwards; a road is `rows` tall
 * (6 by convention, `ROAD_ROWS`) and as wide as it needs to be.
 */

export type RoadWinner = 'PLAYER' | 'BANKER' | 'TIE';

/** One coup's outcome, as the round's `result` carries it. */
export interface RoadResult {
  winner: RoadWinner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  bankerTotal: number;
  playerTotal: number;
}

/** Height of both roads on a studio scoreboard. */
export const ROAD_ROWS = 6;

/** One bead: a coup on the Bead Plate. */
export interface BeadCell {
  /** Index of the coup in the input (0 = first coup of the shoe). */
  index: number;
  col: number;
  row: number;
  winner: RoadWinner;
  /** The winning hand's total (on a tie, the tied total). */
  total: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

export interface BeadPlate {
  rows: number;
  /** Columns in use: `ceil(results / rows)`. */
  cols: number;
  /** Every coup, in input order. */
  cells: BeadCell[];
}

/** One mark on the Big Road. */
export interface BigRoadCell {
  col: number;
  row: number;
  /**
   * PLAYER or BANKER; `null` only for the placeholder cell of a shoe whose every coup so far is a
   * tie (nothing to mark the ties on yet).
   */
  winner: 'PLAYER' | 'BANKER' | null;
  /**
   * Ties marked on this cell (the green slash with its count): the ties that came right after this
   * coup. The road's first cell also carries any ties dealt before the first Player/Banker win (the
   * usual studio convention: a road cannot start with a tie).
   */
  ties: number;
  /** Index of the coup this cell shows in the input; -1 for the all-ties placeholder. */
  index: number;
  /** 0-based streak number ("logical column"): increases each time the winner changes. */
  streak: number;
  /** The winning hand's total (0 for the placeholder). */
  total: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

export interface BigRoad {
  rows: number;
  /** Columns in use: the rightmost cell's `col` + 1 (0 when empty). */
  cols: number;
  /** Every mark in placing order. */
  cells: BigRoadCell[];
  /** Number of streaks (logical columns). */
  streaks: number;
}

/** Counts over the shoe, for the scoreboard's header. */
export interface RoadCounts {
  coups: number;
  player: number;
  banker: number;
  tie: number;
  playerPair: number;
  bankerPair: number;
  natural: number;
}

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError(`rows must be a positive integer, got ${String(rows)}`);
}

function winningTotal(r: RoadResult): number {
  return r.winner === 'PLAYER' ? r.playerTotal : r.bankerTotal;
}

/**
 * The Bead Plate: one bead per coup (ties included), `rows` (6) to a column, filled top to bottom,
 * column by column from the left. Coup `i` sits at `col = floor(i / rows)`, `row = i % rows`.
 *
 * @param results the shoe's results, oldest first
 * @param rows road height, default 6
 * @throws RangeError when `rows` is not a positive integer
 */
export function beadPlate(results: readonly RoadResult[], rows: number = ROAD_ROWS): BeadPlate {
  assertRows(rows);
  const cells = results.map((r, index) => ({
    index,
    col: Math.floor(index / rows),
    row: index % rows,
    winner: r.winner,
    total: winningTotal(r),
    playerPair: r.playerPair,
    bankerPair: r.bankerPair,
    natural: r.natural,
  }));
  return { rows, cols: Math.ceil(results.length / rows), cells };
}

/**
 * The Big Road.
 *
 * - Each Player or Banker win is a mark. A win by the same side as the previous mark goes below
 *   it; a change of winner starts a new streak at the top row (row 0) of the column right of the
 *   previous streak's *first* column (further right only if that top cell is already taken).
 * - Ties get no mark of their own: they are counted on the latest mark (`ties`). Ties before the
 *   first Player/Banker win are counted on the first mark; while the shoe has only ties, a
 *   placeholder cell (`winner: null`) at (0, 0) carries them.
 * - Dragon tail: a streak that would go below the last row (`rows - 1`), or into a cell that an
 *   earlier streak's tail already holds, turns right and continues along its current row.
 *   Once turned, it keeps going right.
 *
 * @param results the shoe's results, oldest first
 * @param rows road height, default 6
 * @returns the marks with their positions (see `BigRoad`)
 * @throws RangeError when `rows` is not a positive integer
 */
export function bigRoad(results: readonly RoadResult[], rows: number = ROAD_ROWS): BigRoad {
  assertRows(rows);
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const key = (c: number, r: number): string => `${c}:${r}`;
  let leadingTies = 0;
  let streak = -1;
  let streakStart = -1;
  let turned = false;
  let last: BigRoadCell | null = null;

  results.forEach((res, index) => {
    if (res.winner === 'TIE') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      return;
    }
    let col: number;
    let row: number;
    if (last && last.winner === res.winner) {
      // Same side again: down, or right once the column is full or blocked (dragon tail).
      if (!turned && last.row + 1 < rows && !taken.has(key(last.col, last.row + 1))) {
        col = last.col;
        row = last.row + 1;
      } else {
        turned = true;
        col = last.col + 1;
        row = last.row;
        while (taken.has(key(col, row))) col += 1;
      }
    } else {
      // The winner changed (or the first mark): a new streak at the top of the next column.
      streak += 1;
      streakStart += 1;
      while (taken.has(key(streakStart, 0))) streakStart += 1;
      col = streakStart;
      row = 0;
      turned = false;
    }
    const cell: BigRoadCell = {
      col,
      row,
      winner: res.winner,
      ties: cells.length === 0 ? leadingTies : 0,
      index,
      streak,
      total: winningTotal(res),
      playerPair: res.playerPair,
      bankerPair: res.bankerPair,
      natural: res.natural,
    };
    taken.add(key(col, row));
    cells.push(cell);
    last = cell;
  });

  if (cells.length === 0 && leadingTies > 0) {
    cells.push({
      col: 0,
      row: 0,
      winner: null,
      ties: leadingTies,
      index: -1,
      streak: 0,
      total: 0,
      playerPair: false,
      bankerPair: false,
      natural: false,
    });
  }
  const cols = cells.reduce((m, c) => Math.max(m, c.col + 1), 0);
  return { rows, cols, cells, streaks: Math.max(streak + 1, cells.length ? 1 : 0) };
}

/**
 * Lays cells out as a column-major grid: `grid[col][row]` is the cell there or null.
 * @param cols at least this many columns (the grid widens to fit every cell)
 */
export function roadGrid<T extends { col: number; row: number }>(
  cells: readonly T[],
  rows: number,
  cols = 0,
): (T | null)[][] {
  const width = Math.max(
    cols,
    cells.reduce((m, c) => Math.max(m, c.col + 1), 0),
  );
  const grid: (T | null)[][] = Array.from({ length: width }, () => Array.from({ length: rows }, () => null));
  for (const c of cells) {
    const column = grid[c.col];
    if (column && c.row >= 0 && c.row < rows) column[c.row] = c;
  }
  return grid;
}

/**
 * A road as text, one string per row, one character per column: `P`, `B`, `T` (a bead-plate tie or
 * the all-ties placeholder), `.` for an empty cell. For tests and logs.
 */
export function roadText(road: { rows: number; cols: number; cells: readonly (BeadCell | BigRoadCell)[] }): string[] {
  const grid = roadGrid(road.cells as readonly (BeadCell | BigRoadCell)[], road.rows, road.cols);
  const out: string[] = [];
  for (let r = 0; r < road.rows; r++) {
    out.push(
      grid
        .map((column) => {
          const c = column[r];
          if (!c) return '.';
          return c.winner === 'PLAYER' ? 'P' : c.winner === 'BANKER' ? 'B' : 'T';
        })
        .join(''),
    );
  }
  return out;
}

/** How many coups, wins per side, ties, pairs and naturals the shoe has had. */
export function roadCounts(results: readonly RoadResult[]): RoadCounts {
  const c: RoadCounts = {
    coups: results.length,
    player: 0,
    banker: 0,
    tie: 0,
    playerPair: 0,
    bankerPair: 0,
    natural: 0,
  };
  for (const r of results) {
    if (r.winner === 'PLAYER') c.player += 1;
    else if (r.winner === 'BANKER') c.banker += 1;
    else c.tie += 1;
    if (r.playerPair) c.playerPair += 1;
    if (r.bankerPair) c.bankerPair += 1;
    if (r.natural) c.natural += 1;
  }
  return c;
}

/**
 * Reads a stored round `result` (untrusted JSON) as a `RoadResult`; null when it is not a complete
 * Baccarat result (e.g. a voided or unfinished round).
 */
export function toRoadResult(x: unknown): RoadResult | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (o.winner !== 'PLAYER' && o.winner !== 'BANKER' && o.winner !== 'TIE') return null;
  const total = (v: unknown): number | null =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9 ? v : null;
  const pt = total(o.playerTotal);
  const bt = total(o.bankerTotal);
  if (pt === null || bt === null) return null;
  return {
    winner: o.winner,
    playerTotal: pt,
    bankerTotal: bt,
    playerPair: o.playerPair === true,
    bankerPair: o.bankerPair === true,
    natural: o.natural === true,
  };
}
