/**
 * Baccarat scoreboards ("roads") for one shoe: the Bead Plate, the Big Road, the three roads derived
 * from it (Big Eye Boy, Small Road, Cockroach Pig) and the "ask" preview (issue #13).
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
  /** 0-based position in its streak (row in the logical column, dragon tail included). */
  depth: number;
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

/** Where a mark goes on a road grid (`placeStreaks`). */
export interface Placement {
  col: number;
  row: number;
  /** 0-based streak number ("logical column"): increases each time the mark's kind changes. */
  streak: number;
  /** 0-based position of the mark in its streak (0 = the streak's first mark). */
  depth: number;
}

/**
 * The layout rule shared by the Big Road and the three derived roads: a mark of the same kind as
 * the previous one goes below it; a change of kind starts a new streak at the top row (row 0) of the
 * column right of the previous streak's *first* column (further right only if that top cell is
 * already taken).
 *
 * Dragon tail: a streak that would go below the last row (`rows - 1`), or into a cell an earlier
 * streak's tail already holds, turns right and continues along its current row (skipping any cell
 * that is taken). Once turned, it keeps going right.
 *
 * @param kinds one entry per mark, in placing order (any comparable value: a winner, a colour)
 * @param rows road height
 * @throws RangeError when `rows` is not a positive integer
 */
export function placeStreaks(kinds: readonly unknown[], rows: number = ROAD_ROWS): Placement[] {
  assertRows(rows);
  const out: Placement[] = [];
  const taken = new Set<string>();
  const key = (c: number, r: number): string => `${c}:${r}`;
  let streakStart = -1;
  let turned = false;
  kinds.forEach((kind, i) => {
    const last = out[i - 1];
    let col: number;
    let row: number;
    let streak: number;
    let depth: number;
    if (last && kinds[i - 1] === kind) {
      streak = last.streak;
      depth = last.depth + 1;
      // Same kind again: down, or right once the column is full or blocked (dragon tail).
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
      // The kind changed (or the first mark): a new streak at the top of the next column.
      streak = last ? last.streak + 1 : 0;
      depth = 0;
      streakStart += 1;
      while (taken.has(key(streakStart, 0))) streakStart += 1;
      col = streakStart;
      row = 0;
      turned = false;
    }
    taken.add(key(col, row));
    out.push({ col, row, streak, depth });
  });
  return out;
}

/**
 * The Big Road.
 *
 * - Each Player or Banker win is a mark, laid out by `placeStreaks` (streaks in columns, the dragon
 *   tail turning right past the last row).
 * - Ties get no mark of their own: they are counted on the latest mark (`ties`). Ties before the
 *   first Player/Banker win are counted on the first mark; while the shoe has only ties, a
 *   placeholder cell (`winner: null`) at (0, 0) carries them.
 * - Pairs and naturals of a Player/Banker coup are carried on its mark (the dots).
 *
 * @param results the shoe's results, oldest first
 * @param rows road height, default 6
 * @returns the marks with their positions (see `BigRoad`)
 * @throws RangeError when `rows` is not a positive integer
 */
export function bigRoad(results: readonly RoadResult[], rows: number = ROAD_ROWS): BigRoad {
  assertRows(rows);
  const wins: { res: RoadResult & { winner: 'PLAYER' | 'BANKER' }; index: number; ties: number }[] = [];
  let leadingTies = 0;
  results.forEach((res, index) => {
    if (res.winner === 'TIE') {
      const last = wins.at(-1);
      if (last) last.ties += 1;
      else leadingTies += 1;
      return;
    }
    wins.push({ res: res as RoadResult & { winner: 'PLAYER' | 'BANKER' }, index, ties: wins.length ? 0 : leadingTies });
  });
  const places = placeStreaks(
    wins.map((w) => w.res.winner),
    rows,
  );
  const cells: BigRoadCell[] = wins.map((w, i) => {
    const p = places[i]!;
    return {
      col: p.col,
      row: p.row,
      winner: w.res.winner,
      ties: w.ties,
      index: w.index,
      streak: p.streak,
      depth: p.depth,
      total: winningTotal(w.res),
      playerPair: w.res.playerPair,
      bankerPair: w.res.bankerPair,
      natural: w.res.natural,
    };
  });
  if (cells.length === 0 && leadingTies > 0) {
    cells.push({
      col: 0,
      row: 0,
      winner: null,
      ties: leadingTies,
      index: -1,
      streak: 0,
      depth: 0,
      total: 0,
      playerPair: false,
      bankerPair: false,
      natural: false,
    });
  }
  const cols = cells.reduce((m, c) => Math.max(m, c.col + 1), 0);
  const streaks = places.length ? places.at(-1)!.streak + 1 : cells.length ? 1 : 0;
  return { rows, cols, cells, streaks };
}

/**
 * The Big Road's streak lengths ("logical columns"), left to right: how many Player/Banker marks
 * each column holds, its dragon tail included. Ties add nothing. The derived roads read only this.
 */
export function streakLengths(results: readonly RoadResult[]): number[] {
  const lengths: number[] = [];
  let last: RoadWinner | null = null;
  for (const r of results) {
    if (r.winner === 'TIE') continue;
    if (r.winner === last) lengths[lengths.length - 1]! += 1;
    else lengths.push(1);
    last = r.winner;
  }
  return lengths;
}

// ---------------------------------------------------------------------------------------------
// Derived roads: Big Eye Boy, Small Road, Cockroach Pig.
//
// Each reads the Big Road's streak lengths and gives every Big Road mark from its starting point on
// a colour: RED when the Big Road "repeats" (orderly), BLUE when it does not (chaotic). A derived
// road with offset k compares a streak with the one k streaks back: k = 1 Big Eye Boy, 2 Small
// Road, 3 Cockroach Pig. Ties make no Big Road mark, so they never make a derived cell.
// ---------------------------------------------------------------------------------------------

export type DerivedColor = 'RED' | 'BLUE';

/** The column offset of each derived road. */
export const DERIVED_OFFSET = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;
export type DerivedRoadName = keyof typeof DERIVED_OFFSET;
export const DERIVED_ROAD_NAMES = ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const satisfies DerivedRoadName[];

function assertOffset(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`offset must be a positive integer, got ${String(k)}`);
}

/**
 * Rule 1, the first mark of a new Big Road column (streak `s`, row 0): compare the lengths of the
 * two columns before it, `s - 1` and `s - 1 - k`. Same length: RED; different: BLUE. Null while
 * column `s - 1 - k` does not exist (the road has not started).
 *
 * @param lengths the Big Road's streak lengths (`streakLengths`); only columns before `s` are read
 */
export function newColumnColor(lengths: readonly number[], s: number, k: number): DerivedColor | null {
  assertOffset(k);
  const a = lengths[s - 1];
  const b = lengths[s - 1 - k];
  if (s - 1 - k < 0 || a === undefined || b === undefined) return null;
  return a === b ? 'RED' : 'BLUE';
}

/**
 * Rule 2, a mark further down a Big Road column (streak `s`, row `depth` ≥ 1): look at the cell k
 * columns to the left on the same row (column `s - k`, of length L).
 * - it holds a mark (depth < L): RED;
 * - it is empty but the cell above it holds a mark (depth = L, the first empty one): BLUE;
 * - it is empty and so is the cell above it (depth > L, the column keeps "falling"): RED.
 * Null while column `s - k` does not exist.
 */
export function belowColor(lengths: readonly number[], s: number, depth: number, k: number): DerivedColor | null {
  assertOffset(k);
  if (depth < 1) throw new RangeError(`depth must be at least 1, got ${String(depth)}`);
  const left = lengths[s - k];
  if (s - k < 0 || left === undefined) return null;
  return depth === left ? 'BLUE' : 'RED';
}

/**
 * The colour a derived road with offset `k` gives the Big Road mark at streak `s`, position `depth`
 * (rule 1 for row 0, rule 2 below); null before the road's start. The start follows from the rules:
 * the first mark with a colour is the Big Road's (column k, row 1) if column k has a second mark,
 * else (column k + 1, row 0) — for Big Eye Boy (column 2, row 2) or (column 3, row 1) counted from 1.
 */
export function derivedColor(lengths: readonly number[], s: number, depth: number, k: number): DerivedColor | null {
  return depth === 0 ? newColumnColor(lengths, s, k) : belowColor(lengths, s, depth, k);
}

/**
 * The derived road's colours in order, one per Big Road mark from its starting point on. Only
 * columns left of a mark are read, so the colours of a shoe never change as it goes on.
 */
export function derivedColors(lengths: readonly number[], k: number): DerivedColor[] {
  const out: DerivedColor[] = [];
  lengths.forEach((len, s) => {
    for (let depth = 0; depth < len; depth++) {
      const c = derivedColor(lengths, s, depth, k);
      if (c) out.push(c);
    }
  });
  return out;
}

/** One cell of a derived road. */
export interface DerivedCell extends Placement {
  color: DerivedColor;
  /** Index of the Big Road mark (its coup in the input) this colour was given for. */
  index: number;
}

export interface DerivedRoad {
  /** The column offset (1, 2 or 3). */
  k: number;
  rows: number;
  /** Columns in use: the rightmost cell's `col` + 1 (0 when empty). */
  cols: number;
  /** Every cell in placing order. */
  cells: DerivedCell[];
  streaks: number;
}

/**
 * A derived road: the colours of `derivedColors`, laid out on its own grid by the same rule as the
 * Big Road (`placeStreaks`: same colour down, a change of colour starts a new column, dragon tail).
 *
 * @param results the shoe's results, oldest first (ties included; they make no cell)
 * @param k 1 Big Eye Boy, 2 Small Road, 3 Cockroach Pig
 * @param rows road height, default 6
 */
export function derivedRoad(results: readonly RoadResult[], k: number, rows: number = ROAD_ROWS): DerivedRoad {
  assertOffset(k);
  assertRows(rows);
  const lengths = streakLengths(results);
  const marks: { color: DerivedColor; index: number }[] = [];
  const winIndexes = results.flatMap((r, i) => (r.winner === 'TIE' ? [] : [i]));
  let m = 0;
  lengths.forEach((len, s) => {
    for (let depth = 0; depth < len; depth++, m++) {
      const color = derivedColor(lengths, s, depth, k);
      if (color) marks.push({ color, index: winIndexes[m]! });
    }
  });
  const places = placeStreaks(
    marks.map((x) => x.color),
    rows,
  );
  const cells = marks.map((x, i) => ({ ...places[i]!, color: x.color, index: x.index }));
  return {
    k,
    rows,
    cols: cells.reduce((mx, c) => Math.max(mx, c.col + 1), 0),
    cells,
    streaks: places.length ? places.at(-1)!.streak + 1 : 0,
  };
}

/** Big Eye Boy (大眼仔): compares each Big Road column with the one before it. */
export function bigEyeBoy(results: readonly RoadResult[], rows: number = ROAD_ROWS): DerivedRoad {
  return derivedRoad(results, DERIVED_OFFSET.bigEyeBoy, rows);
}

/** Small Road (小路): compares each Big Road column with the one two before it. */
export function smallRoad(results: readonly RoadResult[], rows: number = ROAD_ROWS): DerivedRoad {
  return derivedRoad(results, DERIVED_OFFSET.smallRoad, rows);
}

/** Cockroach Pig (曱甴路): compares each Big Road column with the one three before it. */
export function cockroachPig(results: readonly RoadResult[], rows: number = ROAD_ROWS): DerivedRoad {
  return derivedRoad(results, DERIVED_OFFSET.cockroachPig, rows);
}

/** All five roads of a shoe. */
export interface Roads {
  beadPlate: BeadPlate;
  bigRoad: BigRoad;
  bigEyeBoy: DerivedRoad;
  smallRoad: DerivedRoad;
  cockroachPig: DerivedRoad;
}

export function allRoads(results: readonly RoadResult[], rows: number = ROAD_ROWS): Roads {
  return {
    beadPlate: beadPlate(results, rows),
    bigRoad: bigRoad(results, rows),
    bigEyeBoy: bigEyeBoy(results, rows),
    smallRoad: smallRoad(results, rows),
    cockroachPig: cockroachPig(results, rows),
  };
}

/**
 * The "ask" preview: what each road would show next if `side` won the next coup. `bigRoad` is the
 * mark the win would add (where and which side); each derived road's entry is the cell it would add,
 * or null when that road would still not have started. A tie would add no cell anywhere, so it has
 * no preview.
 */
export interface AskPreview {
  side: 'BANKER' | 'PLAYER';
  bigRoad: BigRoadCell;
  bigEyeBoy: DerivedCell | null;
  smallRoad: DerivedCell | null;
  cockroachPig: DerivedCell | null;
}

/**
 * The ask preview for one side ("Banker asks" / "Player asks"): the roads of the shoe with one more
 * coup won by `side`, and the cell that coup adds to each.
 */
export function askPreview(
  results: readonly RoadResult[],
  side: 'BANKER' | 'PLAYER',
  rows: number = ROAD_ROWS,
): AskPreview {
  const next: RoadResult = {
    winner: side,
    playerTotal: 0,
    bankerTotal: 0,
    playerPair: false,
    bankerPair: false,
    natural: false,
  };
  const withNext = [...results, next];
  const big = bigRoad(withNext, rows);
  const added = (name: DerivedRoadName): DerivedCell | null => {
    const before = derivedRoad(results, DERIVED_OFFSET[name], rows).cells.length;
    const after = derivedRoad(withNext, DERIVED_OFFSET[name], rows).cells;
    return after.length > before ? after.at(-1)! : null;
  };
  return {
    side,
    bigRoad: big.cells.at(-1)!,
    bigEyeBoy: added('bigEyeBoy'),
    smallRoad: added('smallRoad'),
    cockroachPig: added('cockroachPig'),
  };
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
 * the all-ties placeholder) on the Bead Plate and the Big Road; `r` (red) and `b` (blue) on a derived
 * road; `.` for an empty cell. For tests and logs.
 */
export function roadText(road: {
  rows: number;
  cols: number;
  cells: readonly (BeadCell | BigRoadCell | DerivedCell)[];
}): string[] {
  const grid = roadGrid(road.cells, road.rows, road.cols);
  const out: string[] = [];
  for (let r = 0; r < road.rows; r++) {
    out.push(
      grid
        .map((column) => {
          const c = column[r];
          if (!c) return '.';
          if ('color' in c) return c.color === 'RED' ? 'r' : 'b';
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
