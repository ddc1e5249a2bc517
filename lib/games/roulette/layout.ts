/**
 * The clickable betting layout for the UI (RULES.md §RL-4): every legal bet as a hotspot on a grid.
 * Pure data; built from the layout geometry, not from `legalSets` (the tests cross-check the two).
 *
 * Coordinate system: a *doubled grid* of `LAYOUT_GRID.rows` x `LAYOUT_GRID.cols` tracks (10 x 28),
 * 0-based `row` (y, downwards) and `col` (x, rightwards). Odd tracks are cell interiors, even
 * tracks are the lines between cells, so a cell centre is at (odd, odd), an edge between two cells
 * at (odd, even) or (even, odd), and a point where cells meet at (even, even).
 *
 * The standard horizontal European layout:
 * ```
 *  col:  0 1 2 3 4 5 6 7 ... 24 25 26 27
 *  row 1   0 | 3 | 6 | 9 ...    36 |   2to1   (numbers 3, 6, ..., 36;  layout row 2)
 *  row 3   0 | 2 | 5 | 8 ...    35 |   2to1   (numbers 2, 5, ..., 35;  layout row 1)
 *  row 5   0 | 1 | 4 | 7 ...    34 |   2to1   (numbers 1, 4, ..., 34;  layout row 0)
 *  row 6   --- street / six-line / first-four line (bottom edge of the numbers) ---
 *  row 7       [  1st 12  ]  [  2nd 12  ]  [  3rd 12  ]
 *  row 9       [1-18][EVEN] [RED][BLACK] [ODD][19-36]
 * ```
 * Number n (1..36) has its cell at `col = 2 * ceil(n / 3) + 1`, `row = 5 - 2 * ((n - 1) % 3)`;
 * 0 is the cell at col 1 spanning rows 1-5 (`rowSpan` 5). Hotspot kinds:
 * - `cell` (straight): at the cell, spans as the cell does;
 * - `vedge` (split of two cells side by side, incl. 0-1, 0-2, 0-3): on the vertical line between them;
 * - `hedge` (split of two cells one above the other): on the horizontal line between them;
 * - `corner`: the point where four cells meet; `trio` (0-1-2, 0-2-3): the point where 0 meets the
 *   line between 1 and 2 (or 2 and 3);
 * - `street`: the bottom edge (row 6) of a layout column; `sixline`: the bottom point (row 6)
 *   between two layout columns; `firstfour` (0-1-2-3): the bottom point between 0 and 1;
 * - `column` ("2 to 1", col 27), `dozen` (row 7, 7 tracks wide), `evenmoney` (row 9, 3 tracks wide).
 *
 * CSS grid: `gridRow: \`${row + 1} / span ${rowSpan}\``, `gridColumn: \`${col + 1} / span ${colSpan}\``.
 * Even tracks are thin (or zero) lines; a component draws edge and point hotspots as small targets
 * centred on them.
 */
import type { RouletteBetType } from './bets';
import { BLACK_NUMBERS, RED_NUMBERS } from './wheel';

export type LayoutHotspotKind =
  | 'cell'
  | 'vedge'
  | 'hedge'
  | 'corner'
  | 'trio'
  | 'street'
  | 'sixline'
  | 'firstfour'
  | 'column'
  | 'dozen'
  | 'evenmoney';

/** One clickable spot of the betting layout: the bet it places and where it sits on the doubled grid. */
export interface LayoutHotspot {
  type: RouletteBetType;
  /** The covered set, ascending (what to post as the bet's `numbers`). */
  numbers: number[];
  /** 0-based track on the doubled grid, downwards. */
  row: number;
  /** 0-based track on the doubled grid, rightwards. */
  col: number;
  /** Tracks covered downwards (1 except for 0). */
  rowSpan: number;
  /** Tracks covered rightwards (1 except for dozens and even-money boxes). */
  colSpan: number;
  kind: LayoutHotspotKind;
  /** Short human label, e.g. `17`, `Split 1/2`, `Street 1-3`, `1st 12`, `Red`. */
  label: string;
}

/** Size of the doubled grid in tracks. */
export const LAYOUT_GRID = Object.freeze({ rows: 10, cols: 28 });

/** Number at layout column c (1..12) and layout row r (0..2): RULES.md §RL-4 model. */
const num = (r: number, c: number): number => (c - 1) * 3 + r + 1;
/** Doubled-grid track of layout column c / layout row r. */
const xOf = (c: number): number => 2 * c + 1;
const yOf = (r: number): number => 5 - 2 * r;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const asc = (ns: number[]): number[] => [...ns].sort((a, b) => a - b);

function spot(
  type: RouletteBetType,
  numbers: number[],
  row: number,
  col: number,
  kind: LayoutHotspotKind,
  label: string,
  rowSpan = 1,
  colSpan = 1,
): LayoutHotspot {
  return { type, numbers: asc(numbers), row, col, rowSpan, colSpan, kind, label };
}

function build(): LayoutHotspot[] {
  const out: LayoutHotspot[] = [];
  const ROWS = [0, 1, 2];
  const COLS = range(1, 12);

  // Straights.
  out.push(spot('STRAIGHT', [0], 1, 1, 'cell', '0', 5, 1));
  for (const c of COLS)
    for (const r of ROWS) out.push(spot('STRAIGHT', [num(r, c)], yOf(r), xOf(c), 'cell', String(num(r, c))));

  // Splits on the line between 0 and column 1, then between cells.
  for (const r of ROWS) out.push(spot('SPLIT', [0, num(r, 1)], yOf(r), 2, 'vedge', `Split 0/${num(r, 1)}`));
  for (const c of COLS) {
    for (const r of ROWS) {
      if (c < 12)
        out.push(
          spot('SPLIT', [num(r, c), num(r, c + 1)], yOf(r), xOf(c) + 1, 'vedge', `Split ${num(r, c)}/${num(r, c + 1)}`),
        );
      if (r < 2)
        out.push(
          spot('SPLIT', [num(r, c), num(r + 1, c)], yOf(r) - 1, xOf(c), 'hedge', `Split ${num(r, c)}/${num(r + 1, c)}`),
        );
    }
  }

  // Points where 0 meets two cells of column 1 (trios) and where four cells meet (corners).
  for (const r of [0, 1])
    out.push(
      spot('TRIO', [0, num(r, 1), num(r + 1, 1)], yOf(r) - 1, 2, 'trio', `Trio 0/${num(r, 1)}/${num(r + 1, 1)}`),
    );
  for (const c of COLS.slice(0, 11)) {
    for (const r of [0, 1]) {
      const ns = [num(r, c), num(r + 1, c), num(r, c + 1), num(r + 1, c + 1)];
      out.push(spot('CORNER', ns, yOf(r) - 1, xOf(c) + 1, 'corner', `Corner ${asc(ns).join('/')}`));
    }
  }

  // The bottom line: first four, streets, six lines.
  out.push(spot('FIRST_FOUR', [0, 1, 2, 3], 6, 2, 'firstfour', 'First four 0-3'));
  for (const c of COLS)
    out.push(
      spot(
        'STREET',
        ROWS.map((r) => num(r, c)),
        6,
        xOf(c),
        'street',
        `Street ${num(0, c)}-${num(2, c)}`,
      ),
    );
  for (const c of COLS.slice(0, 11)) {
    out.push(
      spot(
        'SIX_LINE',
        [...ROWS.map((r) => num(r, c)), ...ROWS.map((r) => num(r, c + 1))],
        6,
        xOf(c) + 1,
        'sixline',
        `Six line ${num(0, c)}-${num(2, c + 1)}`,
      ),
    );
  }

  // Outside bets.
  const ordinal = ['1st', '2nd', '3rd'];
  for (const r of ROWS)
    out.push(
      spot(
        'COLUMN',
        COLS.map((c) => num(r, c)),
        yOf(r),
        27,
        'column',
        `2 to 1 (${ordinal[r]} column)`,
      ),
    );
  for (const d of [0, 1, 2])
    out.push(spot('DOZEN', range(12 * d + 1, 12 * d + 12), 7, 3 + 8 * d, 'dozen', `${ordinal[d]} 12`, 1, 7));
  const evenMoney: [RouletteBetType, number[], string][] = [
    ['LOW', range(1, 18), '1-18'],
    ['EVEN', range(1, 36).filter((n) => n % 2 === 0), 'Even'],
    ['RED', [...RED_NUMBERS], 'Red'],
    ['BLACK', [...BLACK_NUMBERS], 'Black'],
    ['ODD', range(1, 36).filter((n) => n % 2 === 1), 'Odd'],
    ['HIGH', range(19, 36), '19-36'],
  ];
  evenMoney.forEach(([type, ns, label], i) => out.push(spot(type, ns, 9, 3 + 4 * i, 'evenmoney', label, 1, 3)));
  return out;
}

const HOTSPOTS: readonly LayoutHotspot[] = Object.freeze(build());

/**
 * Every clickable bet of the standard European layout (RULES.md §RL-4): one hotspot per legal
 * bet (37 straights, 60 splits, 2 trios, 22 corners, first four, 12 streets, 11 six lines,
 * 3 columns, 3 dozens, 6 even-money boxes = 157), each with its covered set and doubled-grid
 * position (see the module doc for the coordinate system). No two inside hotspots share a position.
 * @returns fresh objects the caller may mutate.
 */
export function layoutHotspots(): LayoutHotspot[] {
  return HOTSPOTS.map((h) => ({ ...h, numbers: [...h.numbers] }));
}
