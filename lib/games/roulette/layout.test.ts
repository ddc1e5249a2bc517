import { describe, expect, it } from 'vitest';
import { INSIDE_BET_TYPES, ROULETTE_BET_TYPES, legalSets, validateBet } from './bets';
import { LAYOUT_GRID, layoutHotspots, type LayoutHotspot } from './layout';

/** The layout as printed, by hand: doubled-grid rows 1, 3, 5 from the top; columns 3, 5, ..., 25. */
const TOP = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36];
const MID = [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35];
const BOT = [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34];

/** Each number's cell as a closed rectangle on the doubled grid (0 spans the three rows). */
type Rect = { x0: number; x1: number; y0: number; y1: number };
const CELLS = new Map<number, Rect>([[0, { x0: 0, x1: 2, y0: 0, y1: 6 }]]);
[TOP, MID, BOT].forEach((line, l) =>
  line.forEach((n, i) => CELLS.set(n, { x0: 2 + 2 * i, x1: 4 + 2 * i, y0: 2 * l, y1: 2 + 2 * l })),
);

/**
 * The numbers a chip at (row, col) touches: the cells whose rectangle contains the point; on the
 * bottom line (row 6) a chip covers the whole layout columns it touches (streets, six lines, first four).
 */
function touched(row: number, col: number): number[] {
  const out: number[] = [];
  for (const [n, r] of CELLS) {
    const inX = col >= r.x0 && col <= r.x1;
    const inY = row === 6 ? true : row >= r.y0 && row <= r.y1;
    if (inX && inY) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

const key = (type: string, ns: readonly number[]): string => `${type}:${[...ns].sort((a, b) => a - b).join(',')}`;
const inside = (h: LayoutHotspot): boolean => (INSIDE_BET_TYPES as readonly string[]).includes(h.type);

describe('[ROULETTE] layout hotspots (RULES.md §RL-4)', () => {
  const spots = layoutHotspots();

  it('[ROULETTE] there is one hotspot per legal bet: 157 in all', () => {
    expect(spots).toHaveLength(37 + 60 + 12 + 2 + 22 + 1 + 11 + 3 + 3 + 6);
  });

  it('[ROULETTE] the hotspots cover every legal inside bet exactly once', () => {
    const seen = new Map<string, number>();
    for (const h of spots.filter(inside)) seen.set(key(h.type, h.numbers), (seen.get(key(h.type, h.numbers)) ?? 0) + 1);
    const legal = INSIDE_BET_TYPES.flatMap((t) => legalSets(t).map((s) => key(t, s)));
    expect(legal).toHaveLength(145);
    expect([...seen.keys()].sort()).toEqual([...legal].sort());
    for (const [k, count] of seen) expect(count, k).toBe(1);
  });

  it('[ROULETTE] the hotspots cover every outside bet exactly once', () => {
    const outsideTypes = ROULETTE_BET_TYPES.filter((t) => !(INSIDE_BET_TYPES as readonly string[]).includes(t));
    const legal = outsideTypes.flatMap((t) => legalSets(t).map((s) => key(t, s))).sort();
    const got = spots
      .filter((h) => !inside(h))
      .map((h) => key(h.type, h.numbers))
      .sort();
    expect(got).toEqual(legal);
  });

  it('[ROULETTE] every hotspot is a bet validateBet accepts with the same covered set', () => {
    for (const h of spots)
      expect(validateBet({ type: h.type, numbers: h.numbers }), h.label).toEqual({ type: h.type, numbers: h.numbers });
  });

  it('[ROULETTE] no two hotspots overlap and all lie inside the grid', () => {
    const taken = new Set<string>();
    for (const h of spots) {
      expect(h.row).toBeGreaterThanOrEqual(0);
      expect(h.col).toBeGreaterThanOrEqual(0);
      expect(h.row + h.rowSpan).toBeLessThanOrEqual(LAYOUT_GRID.rows);
      expect(h.col + h.colSpan).toBeLessThanOrEqual(LAYOUT_GRID.cols);
      for (let r = h.row; r < h.row + h.rowSpan; r++) {
        for (let c = h.col; c < h.col + h.colSpan; c++) {
          expect(taken.has(`${r},${c}`), `${h.label} at ${r},${c}`).toBe(false);
          taken.add(`${r},${c}`);
        }
      }
    }
  });

  it('[ROULETTE] each inside hotspot covers exactly the cells its point touches on the printed layout', () => {
    for (const h of spots.filter(inside)) {
      if (h.kind === 'cell') continue;
      expect(h.numbers, `${h.label} at row ${h.row}, col ${h.col}`).toEqual(touched(h.row, h.col));
    }
  });

  it('[ROULETTE] hotspot kinds sit where the coordinate system says', () => {
    const odd = (n: number) => n % 2 === 1;
    for (const h of spots) {
      const where = `${h.label} (${h.kind}) at ${h.row},${h.col}`;
      switch (h.kind) {
        case 'cell':
          expect(h.type, where).toBe('STRAIGHT');
          expect(odd(h.row) && odd(h.col), where).toBe(true);
          break;
        case 'vedge':
          expect([h.type, odd(h.row), odd(h.col)], where).toEqual(['SPLIT', true, false]);
          break;
        case 'hedge':
          expect([h.type, odd(h.row), odd(h.col)], where).toEqual(['SPLIT', false, true]);
          break;
        case 'corner':
        case 'trio':
          expect([odd(h.row), odd(h.col), h.row < 6], where).toEqual([false, false, true]);
          break;
        case 'street':
          expect([h.type, h.row, odd(h.col)], where).toEqual(['STREET', 6, true]);
          break;
        case 'sixline':
        case 'firstfour':
          expect([h.row, odd(h.col)], where).toEqual([6, false]);
          break;
        default:
          expect(inside(h), where).toBe(false);
      }
    }
  });

  it.each([
    ['STRAIGHT', [0], 1, 1, 'cell', 5, 1],
    ['STRAIGHT', [1], 5, 3, 'cell', 1, 1],
    ['STRAIGHT', [3], 1, 3, 'cell', 1, 1],
    ['STRAIGHT', [36], 1, 25, 'cell', 1, 1],
    ['STRAIGHT', [34], 5, 25, 'cell', 1, 1],
    ['SPLIT', [0, 2], 3, 2, 'vedge', 1, 1],
    ['SPLIT', [1, 4], 5, 4, 'vedge', 1, 1],
    ['SPLIT', [1, 2], 4, 3, 'hedge', 1, 1],
    ['TRIO', [0, 1, 2], 4, 2, 'trio', 1, 1],
    ['TRIO', [0, 2, 3], 2, 2, 'trio', 1, 1],
    ['CORNER', [1, 2, 4, 5], 4, 4, 'corner', 1, 1],
    ['CORNER', [32, 33, 35, 36], 2, 24, 'corner', 1, 1],
    ['FIRST_FOUR', [0, 1, 2, 3], 6, 2, 'firstfour', 1, 1],
    ['STREET', [1, 2, 3], 6, 3, 'street', 1, 1],
    ['SIX_LINE', [1, 2, 3, 4, 5, 6], 6, 4, 'sixline', 1, 1],
    ['SIX_LINE', [31, 32, 33, 34, 35, 36], 6, 24, 'sixline', 1, 1],
    ['COLUMN', [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], 1, 27, 'column', 1, 1],
    ['DOZEN', [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], 7, 11, 'dozen', 1, 7],
    ['RED', [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], 9, 11, 'evenmoney', 1, 3],
  ] as const)('[ROULETTE] %s %j sits at row %i, col %i (%s)', (type, numbers, row, col, kind, rowSpan, colSpan) => {
    const h = spots.find((s) => key(s.type, s.numbers) === key(type, numbers));
    expect(h).toMatchObject({ type, numbers: [...numbers], row, col, kind, rowSpan, colSpan });
  });

  it('[ROULETTE] layoutHotspots returns copies the caller cannot corrupt', () => {
    const a = layoutHotspots();
    (a[0] as LayoutHotspot).numbers.push(99);
    a.pop();
    expect(layoutHotspots()).toHaveLength(157);
    expect(layoutHotspots()[0]?.numbers).toEqual([0]);
  });
});
