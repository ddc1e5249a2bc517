import { describe, expect, it } from 'vitest';
import {
  askPreview,
  beadPlate,
  belowColor,
  bigEyeBoy,
  bigRoad,
  cockroachPig,
  derivedColor,
  derivedColors,
  derivedRoad,
  newColumnColor,
  placeStreaks,
  roadCounts,
  roadGrid,
  roadText,
  smallRoad,
  streakLengths,
  toRoadResult,
  type DerivedColor,
  type RoadResult,
} from './roads';

/** A result from a letter: P / B / T, with optional pair/natural flags; totals picked to fit the winner. */
function r(code: string, flags: Partial<RoadResult> = {}): RoadResult {
  const winner = code === 'P' ? 'PLAYER' : code === 'B' ? 'BANKER' : 'TIE';
  const [playerTotal, bankerTotal] = winner === 'PLAYER' ? [7, 4] : winner === 'BANKER' ? [5, 6] : [3, 3];
  return { winner, playerTotal, bankerTotal, playerPair: false, bankerPair: false, natural: false, ...flags };
}
/** Results from a string like "PPBT". */
const seq = (s: string): RoadResult[] => [...s.replace(/\s/g, '')].map((c) => r(c));

describe('beadPlate', () => {
  it('is empty for an empty shoe', () => {
    const plate = beadPlate([]);
    expect(plate).toEqual({ rows: 6, cols: 0, cells: [] });
    expect(roadText(plate)).toEqual(['', '', '', '', '', '']);
  });

  it('fills 6 rows top to bottom, then the next column (ties included)', () => {
    const plate = beadPlate(seq('PBTPPB BT'));
    expect(plate.cols).toBe(2);
    expect(roadText(plate)).toEqual([
      'PB', //
      'BT',
      'T.',
      'P.',
      'P.',
      'B.',
    ]);
    expect(plate.cells.map((c) => [c.index, c.col, c.row])).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [2, 0, 2],
      [3, 0, 3],
      [4, 0, 4],
      [5, 0, 5],
      [6, 1, 0],
      [7, 1, 1],
    ]);
  });

  it('carries the winning total, pairs and naturals', () => {
    const plate = beadPlate([
      { winner: 'BANKER', playerTotal: 4, bankerTotal: 9, playerPair: true, bankerPair: false, natural: true },
      { winner: 'PLAYER', playerTotal: 8, bankerTotal: 2, playerPair: false, bankerPair: true, natural: true },
      { winner: 'TIE', playerTotal: 6, bankerTotal: 6, playerPair: false, bankerPair: false, natural: false },
    ]);
    expect(plate.cells.map((c) => [c.winner, c.total, c.playerPair, c.bankerPair, c.natural])).toEqual([
      ['BANKER', 9, true, false, true],
      ['PLAYER', 8, false, true, true],
      ['TIE', 6, false, false, false],
    ]);
  });

  it('exactly 6 results make one full column; 13 make three', () => {
    expect(beadPlate(seq('PPPPPP')).cols).toBe(1);
    const plate = beadPlate(seq('BBBBBB PPPPPP T'));
    expect(plate.cols).toBe(3);
    expect(roadText(plate)).toEqual(['BPT', 'BP.', 'BP.', 'BP.', 'BP.', 'BP.']);
  });

  it('takes another height', () => {
    expect(roadText(beadPlate(seq('PBTPB'), 3))).toEqual(['PP', 'BB', 'T.']);
    expect(() => beadPlate([], 0)).toThrow(RangeError);
  });
});

describe('bigRoad', () => {
  it('is empty for an empty shoe', () => {
    expect(bigRoad([])).toEqual({ rows: 6, cols: 0, cells: [], streaks: 0 });
  });

  it('starts a new column when the winner changes, and marks ties on the previous cell', () => {
    // P P | B B B | P (tie) | B
    const road = bigRoad(seq('PPBBBPTB'));
    expect(roadText(road)).toEqual([
      'PBPB', //
      'PB..',
      '.B..',
      '....',
      '....',
      '....',
    ]);
    expect(road.streaks).toBe(4);
    expect(road.cells.map((c) => [c.col, c.row, c.winner, c.ties, c.index, c.streak])).toEqual([
      [0, 0, 'PLAYER', 0, 0, 0],
      [0, 1, 'PLAYER', 0, 1, 0],
      [1, 0, 'BANKER', 0, 2, 1],
      [1, 1, 'BANKER', 0, 3, 1],
      [1, 2, 'BANKER', 0, 4, 1],
      [2, 0, 'PLAYER', 1, 5, 2],
      [3, 0, 'BANKER', 0, 7, 3],
    ]);
  });

  it('counts several ties in a row on the same cell, and a tie does not break a streak', () => {
    const road = bigRoad(seq('BTTTB'));
    expect(roadText(road)).toEqual(['B', 'B', '.', '.', '.', '.']);
    expect(road.cells.map((c) => [c.row, c.ties])).toEqual([
      [0, 3],
      [1, 0],
    ]);
  });

  it('puts ties before the first win on the first cell; only ties so far is a placeholder', () => {
    const onlyTies = bigRoad(seq('TT'));
    expect(onlyTies.cells).toEqual([
      {
        col: 0,
        row: 0,
        winner: null,
        ties: 2,
        index: -1,
        streak: 0,
        depth: 0,
        total: 0,
        playerPair: false,
        bankerPair: false,
        natural: false,
      },
    ]);
    expect(onlyTies.cols).toBe(1);
    const road = bigRoad(seq('TTPT'));
    expect(road.cells.map((c) => [c.col, c.row, c.winner, c.ties, c.index])).toEqual([[0, 0, 'PLAYER', 3, 2]]);
  });

  it('turns a streak longer than 6 right along the bottom row (dragon tail)', () => {
    // 8 Banker wins: rows 0-5 of column 0, then (1,5), (2,5).
    const road = bigRoad(seq('BBBBBBBB'));
    expect(roadText(road)).toEqual([
      'B..', //
      'B..',
      'B..',
      'B..',
      'B..',
      'BBB',
    ]);
    expect(road.cells.slice(5).map((c) => [c.col, c.row])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
    expect(road.streaks).toBe(1);
  });

  it("starts the streak after a dragon tail in the column right of the tail's first column", () => {
    // 7 Banker (tail in (1,5)), then Player starts at (1,0) and is stopped above the tail at row 4.
    const road = bigRoad(seq('BBBBBBB P'));
    expect(road.cells.at(-1)).toMatchObject({ col: 1, row: 0, winner: 'PLAYER', streak: 1 });
    expect(roadText(road)).toEqual([
      'BP', //
      'B.',
      'B.',
      'B.',
      'B.',
      'BB',
    ]);
  });

  it('turns right early when an earlier tail blocks the column (nested L shapes)', () => {
    // B x7: (0,0..5), (1,5).
    // P x7: (1,0..4) then blocked by (1,5): turns at row 4 -> (2,4), (3,4).
    // B x5: (2,0..3) then blocked by (2,4): turns at row 3 -> (3,3).
    // P x1: (3,0).
    const road = bigRoad(seq('BBBBBBB PPPPPPP BBBBB P'));
    expect(roadText(road)).toEqual([
      'BPBP', //
      'BPB.',
      'BPB.',
      'BPBB',
      'BPPP',
      'BB..',
    ]);
    expect(road.cols).toBe(4);
    expect(road.streaks).toBe(4);
    const last = road.cells.at(-1);
    expect(last).toMatchObject({ col: 3, row: 0, winner: 'PLAYER', index: 19, streak: 3 });
  });

  it('keeps going right once turned, even though the row below is free again', () => {
    // B x7: (0,0..5),(1,5). P x6: (1,0..4) then turns at row 4 -> (2,4).
    // B x7: (2,0..3), then (2,4) is taken -> turns at row 3: (3,3), (4,3), (5,3). It does not drop back down.
    const road = bigRoad(seq('BBBBBBB PPPPPP BBBBBBB'));
    expect(roadText(road)).toEqual([
      'BPB...', //
      'BPB...',
      'BPB...',
      'BPBBBB',
      'BPP...',
      'BB....',
    ]);
  });

  it('carries pairs, naturals and the winning total on the marks', () => {
    const road = bigRoad([
      r('B', { bankerPair: true, natural: true, bankerTotal: 8, playerTotal: 1 }),
      r('T', { playerPair: true }),
      r('P', { playerPair: true, playerTotal: 9, bankerTotal: 0 }),
    ]);
    expect(road.cells.map((c) => [c.winner, c.total, c.playerPair, c.bankerPair, c.natural, c.ties])).toEqual([
      ['BANKER', 8, false, true, true, 1],
      ['PLAYER', 9, true, false, false, 0],
    ]);
  });

  it('takes another height', () => {
    expect(roadText(bigRoad(seq('PPPP B'), 3))).toEqual(['PB', 'P.', 'PP']);
  });
});

describe('roadGrid', () => {
  it('lays cells out column-major and pads to a minimum width', () => {
    const road = bigRoad(seq('PB'));
    const grid = roadGrid(road.cells, road.rows, 4);
    expect(grid).toHaveLength(4);
    expect(grid[0]?.[0]?.winner).toBe('PLAYER');
    expect(grid[1]?.[0]?.winner).toBe('BANKER');
    expect(grid[0]?.[1]).toBeNull();
    expect(grid[3]?.every((c) => c === null)).toBe(true);
  });
});

describe('roadCounts', () => {
  it('counts wins, ties, pairs and naturals', () => {
    expect(
      roadCounts([r('P', { playerPair: true }), r('B', { natural: true, bankerPair: true }), r('T'), r('B')]),
    ).toEqual({
      coups: 4,
      player: 1,
      banker: 2,
      tie: 1,
      playerPair: 1,
      bankerPair: 1,
      natural: 1,
    });
  });
});

describe('toRoadResult', () => {
  it('reads a stored result and rejects anything else', () => {
    expect(
      toRoadResult({
        winner: 'BANKER',
        playerTotal: 4,
        bankerTotal: 6,
        natural: false,
        playerPair: false,
        bankerPair: true,
      }),
    ).toEqual({
      winner: 'BANKER',
      playerTotal: 4,
      bankerTotal: 6,
      natural: false,
      playerPair: false,
      bankerPair: true,
    });
    expect(toRoadResult(null)).toBeNull();
    expect(toRoadResult({ number: 17, color: 'black' })).toBeNull();
    expect(toRoadResult({ winner: 'PLAYER', playerTotal: 10, bankerTotal: 0 })).toBeNull();
  });
});

/*
 * The derived roads, worked out by hand from the standard rules (k = 1 Big Eye Boy, 2 Small Road,
 * 3 Cockroach Pig; Big Road columns are streaks, counted from 0; "len c" is the length of streak c):
 *  - first mark of Big Road column s (row 0): len(s-1) === len(s-1-k) -> red, else blue;
 *  - a mark at row d >= 1 of column s: the cell k columns left on the same row is filled (d < len(s-k))
 *    -> red; it is empty but the cell above it is filled (d === len(s-k)) -> blue; both empty -> red;
 *  - no colour while the column the rule reads does not exist (that is where each road starts).
 * Derived cells are laid out like the Big Road (same colour down, a change of colour = a new column).
 * In roadText a derived cell is `r` (red) or `b` (blue).
 */
const EMPTY6 = ['', '', '', '', '', ''];

describe('derived road rules, one by one', () => {
  // Big Road streaks B B | P P P | B | P P -> lengths [2, 3, 1, 2].
  const lengths = [2, 3, 1, 2];

  it('reads the Big Road streak lengths, dragon tails included, ties ignored', () => {
    expect(streakLengths(seq('BB PPP B PP'))).toEqual(lengths);
    expect(streakLengths(seq('T BTB PTPP T B PP'))).toEqual(lengths);
    expect(streakLengths(seq('P BBBBBBBBB'))).toEqual([1, 9]);
    expect(streakLengths(seq('TT'))).toEqual([]);
  });

  it('new column: compares the two columns before it', () => {
    // column 4 after [2,3,1,2]: k=1 compares len3=2 with len2=1 -> blue; k=2 len3=2 vs len1=3 -> blue;
    // k=3 len3=2 vs len0=2 -> red.
    expect(newColumnColor(lengths, 4, 1)).toBe('BLUE');
    expect(newColumnColor(lengths, 4, 2)).toBe('BLUE');
    expect(newColumnColor(lengths, 4, 3)).toBe('RED');
    // column 2, k=1: len1=3 vs len0=2 -> blue; column 3, k=2: len2=1 vs len0=2 -> blue.
    expect(newColumnColor(lengths, 2, 1)).toBe('BLUE');
    expect(newColumnColor(lengths, 3, 2)).toBe('BLUE');
    // column 3, k=3 would read column -1: not started.
    expect(newColumnColor(lengths, 3, 3)).toBeNull();
    expect(newColumnColor(lengths, 1, 1)).toBeNull();
  });

  it('further down: the cell k columns left, then the cell above it', () => {
    // column 3 row 1, k=1: column 2 has 1 mark, so its row 1 is empty and row 0 is filled -> blue.
    expect(belowColor(lengths, 3, 1, 1)).toBe('BLUE');
    // column 3 row 2, k=1: column 2 rows 1 and 2 both empty -> red.
    expect(belowColor(lengths, 3, 2, 1)).toBe('RED');
    // column 3 row 2, k=2: column 1 (3 marks) has row 2 -> red.
    expect(belowColor(lengths, 3, 2, 2)).toBe('RED');
    // column 3 row 2, k=3: column 0 (2 marks): row 2 empty, row 1 filled -> blue.
    expect(belowColor(lengths, 3, 2, 3)).toBe('BLUE');
    // column 1 row 1, k=1: column 0 has row 1 -> red; column 0 row 1 has nothing to its left.
    expect(belowColor(lengths, 1, 1, 1)).toBe('RED');
    expect(belowColor(lengths, 0, 1, 1)).toBeNull();
    expect(belowColor(lengths, 1, 1, 2)).toBeNull();
    expect(() => belowColor(lengths, 1, 0, 1)).toThrow(RangeError);
    expect(() => newColumnColor(lengths, 1, 0)).toThrow(RangeError);
  });

  it('derivedColor picks the rule by row, derivedColors lists a whole road', () => {
    expect(derivedColor(lengths, 4, 0, 3)).toBe('RED');
    expect(derivedColor(lengths, 3, 2, 3)).toBe('BLUE');
    // Big Eye Boy over [2,3,1,2]: (1,1) red, (1,2) blue [len0 = 2], (2,0) blue [3 vs 2],
    // (3,0) blue [1 vs 3], (3,1) blue [len2 = 1].
    expect(derivedColors(lengths, 1)).toEqual(['RED', 'BLUE', 'BLUE', 'BLUE', 'BLUE']);
    // Small Road: (3,0) blue [len2=1 vs len0=2], (3,1) red [len1 = 3 > 1].
    expect(derivedColors(lengths, 2)).toEqual(['BLUE', 'RED']);
    // Cockroach Pig: (3,1) red [len0 = 2 > 1].
    expect(derivedColors(lengths, 3)).toEqual(['RED']);
  });
});

describe('derived roads', () => {
  it('start where the column they read exists (first cell of each road)', () => {
    // One column: nothing to compare.
    for (const road of [bigEyeBoy, smallRoad, cockroachPig]) expect(road(seq('BBB')).cells).toEqual([]);
    // B | P: Big Eye Boy would start at column 1 row 1 or column 2 row 0; neither exists yet.
    expect(bigEyeBoy(seq('BP')).cells).toEqual([]);
    // B | P P: column 1 row 1; column 0 has no row 1 but has row 0 -> blue, on coup 2.
    expect(bigEyeBoy(seq('BPP')).cells).toEqual([{ col: 0, row: 0, streak: 0, depth: 0, color: 'BLUE', index: 2 }]);
    // B | P | B: column 2 row 0; len1 = len0 = 1 -> red, on coup 2.
    expect(bigEyeBoy(seq('BPB')).cells).toEqual([{ col: 0, row: 0, streak: 0, depth: 0, color: 'RED', index: 2 }]);
    // Small Road starts at column 2 row 1 or column 3 row 0.
    // B | P | B B: column 2 row 1; column 0 row 1 empty, row 0 filled -> blue, coup 3.
    expect(smallRoad(seq('BPB')).cells).toEqual([]);
    expect(smallRoad(seq('BPBB')).cells).toEqual([{ col: 0, row: 0, streak: 0, depth: 0, color: 'BLUE', index: 3 }]);
    // B | P | B | P: column 3 row 0; len2 = len0 = 1 -> red.
    expect(roadText(smallRoad(seq('BPBP')))).toEqual(['r', '.', '.', '.', '.', '.']);
    // Cockroach Pig starts at column 3 row 1 or column 4 row 0.
    expect(cockroachPig(seq('BPBP')).cells).toEqual([]);
    // B | P | B | P P: column 3 row 1; column 0 row 1 empty, row 0 filled -> blue, coup 4.
    expect(cockroachPig(seq('BPBPP')).cells).toEqual([
      { col: 0, row: 0, streak: 0, depth: 0, color: 'BLUE', index: 4 },
    ]);
    // B | P | B | P | B: column 4 row 0; len3 = len0 = 1 -> red, coup 4.
    expect(cockroachPig(seq('BPBPB')).cells).toEqual([{ col: 0, row: 0, streak: 0, depth: 0, color: 'RED', index: 4 }]);
  });

  it('a chop (B P B P B P) is all red on every road', () => {
    // Every column has length 1, so every comparison of lengths is equal.
    // Big Eye Boy: columns 2..5 -> 4 reds; Small Road: columns 3..5 -> 3; Cockroach Pig: 4..5 -> 2.
    const results = seq('BPBPBP');
    expect(roadText(bigEyeBoy(results))).toEqual(['r', 'r', 'r', 'r', '.', '.']);
    expect(roadText(smallRoad(results))).toEqual(['r', 'r', 'r', '.', '.', '.']);
    expect(roadText(cockroachPig(results))).toEqual(['r', 'r', '.', '.', '.', '.']);
  });

  it('draws the three roads of B B | P P P | B | P P', () => {
    // Big Road (streak lengths [2, 3, 1, 2]):
    //   B P B P
    //   B P . P
    //   . P . .
    const results = seq('BB PPP B PP');
    expect(roadText(bigRoad(results))).toEqual(['BPBP', 'BP.P', '.P..', '....', '....', '....']);
    // Big Eye Boy (k=1), mark by mark:
    //   col1 row1 (coup 3): left (col0,row1) filled -> red
    //   col1 row2 (coup 4): left (col0,row2) empty, (col0,row1) filled -> blue
    //   col2 row0 (coup 5): len1=3 vs len0=2 -> blue
    //   col3 row0 (coup 6): len2=1 vs len1=3 -> blue
    //   col3 row1 (coup 7): left (col2,row1) empty, (col2,row0) filled -> blue
    // -> r | b b b b
    const beb = bigEyeBoy(results);
    expect(roadText(beb)).toEqual(['rb', '.b', '.b', '.b', '..', '..']);
    expect(beb.cells.map((c) => [c.index, c.color])).toEqual([
      [3, 'RED'],
      [4, 'BLUE'],
      [5, 'BLUE'],
      [6, 'BLUE'],
      [7, 'BLUE'],
    ]);
    // Small Road (k=2): col2 row0 would read column -1; col3 row0 (coup 6): len2=1 vs len0=2 -> blue;
    // col3 row1 (coup 7): (col1,row1) filled -> red.  -> b | r
    const sr = smallRoad(results);
    expect(roadText(sr)).toEqual(['br', '..', '..', '..', '..', '..']);
    expect(sr.cells.map((c) => c.index)).toEqual([6, 7]);
    // Cockroach Pig (k=3): col3 row1 (coup 7): (col0,row1) filled -> red.
    const cp = cockroachPig(results);
    expect(roadText(cp)).toEqual(['r', '.', '.', '.', '.', '.']);
    expect(cp.cells.map((c) => c.index)).toEqual([7]);
    expect(derivedRoad(results, 3)).toEqual(cp);
  });

  it('ties make no derived cell; pairs change nothing', () => {
    // The same Big Road as above with ties everywhere (a leading tie too) and pairs on some coups.
    // coups: 0 T, 1 B(banker pair), 2 B, 3 T, 4 P, 5 P, 6 P, 7 T, 8 T, 9 B, 10 P(player pair), 11 P, 12 T
    const results = [
      r('T'),
      r('B', { bankerPair: true }),
      r('B'),
      r('T', { playerPair: true }),
      r('P'),
      r('P'),
      r('P'),
      r('T'),
      r('T'),
      r('B'),
      r('P', { playerPair: true }),
      r('P'),
      r('T'),
    ];
    const big = bigRoad(results);
    expect(roadText(big)).toEqual(['BPBP', 'BP.P', '.P..', '....', '....', '....']);
    // Ties on the mark before them (the leading one on the first mark); pairs on their own coup's mark.
    expect(big.cells.map((c) => [c.col, c.row, c.ties, c.playerPair, c.bankerPair])).toEqual([
      [0, 0, 1, false, true],
      [0, 1, 1, false, false],
      [1, 0, 0, false, false],
      [1, 1, 0, false, false],
      [1, 2, 2, false, false],
      [2, 0, 0, false, false],
      [3, 0, 0, true, false],
      [3, 1, 1, false, false],
    ]);
    // Derived roads as without the ties; the cells point at the coups of the marks (5 6 9 10 11).
    const beb = bigEyeBoy(results);
    expect(roadText(beb)).toEqual(['rb', '.b', '.b', '.b', '..', '..']);
    expect(beb.cells.map((c) => c.index)).toEqual([5, 6, 9, 10, 11]);
    expect(roadText(smallRoad(results))).toEqual(['br', '..', '..', '..', '..', '..']);
    expect(cockroachPig(results).cells.map((c) => [c.index, c.color])).toEqual([[11, 'RED']]);
    // A tie at the end adds nothing anywhere.
    for (const road of [bigEyeBoy, smallRoad, cockroachPig])
      expect(road([...results, r('T')]).cells).toEqual(road(results).cells);
    // A shoe of ties only: no derived cell at all.
    for (const road of [bigEyeBoy, smallRoad, cockroachPig]) expect(road(seq('TTTT')).cells).toEqual([]);
  });

  it('a streak past six rows: dragon tail in the Big Road and in Big Eye Boy', () => {
    // P | B x9. Big Road: P (0,0); B (1,0..5), then the tail (2,5) (3,5) (4,5).
    const results = seq('P BBBBBBBBB');
    expect(roadText(bigRoad(results))).toEqual(['PB...', '.B...', '.B...', '.B...', '.B...', '.BBBB']);
    // Big Eye Boy: B row1: column 0 has row 0 only -> blue; B rows 2..8: column 0 rows d and d-1 both
    // empty -> red x7. Layout: b (0,0); r (1,0..5), then the seventh red turns right to (2,5).
    const beb = bigEyeBoy(results);
    expect(roadText(beb)).toEqual(['br.', '.r.', '.r.', '.r.', '.r.', '.rr']);
    expect(beb.cells.at(-1)).toMatchObject({ col: 2, row: 5, streak: 1, depth: 6, color: 'RED', index: 9 });
    // Small Road / Cockroach Pig read columns 2 / 3 back: with two columns, nothing.
    expect(smallRoad(results).cells).toEqual([]);
    expect(cockroachPig(results).cells).toEqual([]);

    // Then P P. Big Road: P (2,0), (2,1) (the tail holds only row 5 of column 2).
    // Big Eye Boy: P (col2,row0): len1=9 vs len0=1 -> blue, a new streak right of the red streak's
    // first column (1) -> (2,0), free above the tail. P (col2,row1): (col1,row1) filled -> red -> (3,0).
    // Small Road: P (col2,row0) would read column -1; P (col2,row1): (col0,row1) empty, (col0,row0)
    // filled -> blue.
    const more = [...results, ...seq('PP')];
    expect(roadText(bigRoad(more))).toEqual(['PBP..', '.BP..', '.B...', '.B...', '.B...', '.BBBB']);
    expect(roadText(bigEyeBoy(more))).toEqual(['brbr', '.r..', '.r..', '.r..', '.r..', '.rr.']);
    expect(roadText(smallRoad(more))).toEqual(['b', '.', '.', '.', '.', '.']);
    expect(cockroachPig(more).cells).toEqual([]);
  });

  it('reads streak lengths, not the drawn columns, after a dragon tail', () => {
    // B x7 | P P | B. Big Road: B (0,0..5) + (1,5); P (1,0), (1,1); B (2,0).
    // Drawn column 1 holds P P and a B, but streak 1 is P P (length 2).
    // Big Eye Boy: P row1: (streak0,row1) filled -> red; B (streak2,row0): len1=2 vs len0=7 -> blue.
    const results = seq('BBBBBBB PP B');
    expect(roadText(bigRoad(results))).toEqual(['BPB', 'BP.', 'B..', 'B..', 'B..', 'BB.']);
    expect(roadText(bigEyeBoy(results))).toEqual(['rb', '..', '..', '..', '..', '..']);
  });

  it('lay out their colours with the Big Road rule, tails and blocked columns included', () => {
    // The nested-L Big Road above, as colours: 7 red, 7 blue, 5 red, 1 blue.
    const kinds: DerivedColor[] = [
      ...Array<DerivedColor>(7).fill('RED'),
      ...Array<DerivedColor>(7).fill('BLUE'),
      ...Array<DerivedColor>(5).fill('RED'),
      'BLUE',
    ];
    const places = placeStreaks(kinds);
    // red (0,0..5) (1,5); blue (1,0..4) (2,4) (3,4); red (2,0..3) (3,3); blue (3,0).
    expect(places.map((p) => `${p.col},${p.row}`)).toEqual([
      ...['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5'],
      ...['1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '3,4'],
      ...['2,0', '2,1', '2,2', '2,3', '3,3'],
      '3,0',
    ]);
    expect(places.at(-1)).toEqual({ col: 3, row: 0, streak: 3, depth: 0 });
    expect(() => derivedRoad([], 0)).toThrow(RangeError);
    expect(roadText(derivedRoad([], 1))).toEqual(EMPTY6);
  });
});

describe('askPreview', () => {
  it('shows the next cell of each road for Banker and for Player', () => {
    // B B | P P P | B | P P (lengths [2, 3, 1, 2]); roads as drawn above:
    //   Big Eye Boy r | b b b b   Small Road b | r   Cockroach Pig r
    const results = seq('BB PPP B PP');
    // Banker next: a new Big Road column 4 at (4,0).
    //   Big Eye Boy: len3=2 vs len2=1 -> blue, continues the blue streak -> (1,4)
    //   Small Road:  len3=2 vs len1=3 -> blue, after red -> new column (2,0)
    //   Cockroach:   len3=2 vs len0=2 -> red, continues red -> (0,1)
    const b = askPreview(results, 'BANKER');
    expect(b.side).toBe('BANKER');
    expect(b.bigRoad).toMatchObject({ col: 4, row: 0, winner: 'BANKER', streak: 4, depth: 0, index: 8 });
    expect(b.bigEyeBoy).toMatchObject({ col: 1, row: 4, color: 'BLUE' });
    expect(b.smallRoad).toMatchObject({ col: 2, row: 0, color: 'BLUE' });
    expect(b.cockroachPig).toMatchObject({ col: 0, row: 1, color: 'RED' });
    // Player next: the P streak goes on at (3,2).
    //   Big Eye Boy: (col2,row2) and (col2,row1) empty -> red, after blue -> new column (2,0)
    //   Small Road:  (col1,row2) filled -> red, continues -> (1,1)
    //   Cockroach:   (col0,row2) empty, (col0,row1) filled -> blue, after red -> (1,0)
    const p = askPreview(results, 'PLAYER');
    expect(p.bigRoad).toMatchObject({ col: 3, row: 2, winner: 'PLAYER', streak: 3, depth: 2 });
    expect(p.bigEyeBoy).toMatchObject({ col: 2, row: 0, color: 'RED' });
    expect(p.smallRoad).toMatchObject({ col: 1, row: 1, color: 'RED' });
    expect(p.cockroachPig).toMatchObject({ col: 1, row: 0, color: 'BLUE' });
    // The input is left alone.
    expect(results).toHaveLength(8);
  });

  it('has no derived cell before a road starts', () => {
    // Empty shoe: the first Big Road mark at (0,0), nothing derived.
    const empty = askPreview([], 'PLAYER');
    expect(empty.bigRoad).toMatchObject({ col: 0, row: 0, winner: 'PLAYER', ties: 0 });
    expect([empty.bigEyeBoy, empty.smallRoad, empty.cockroachPig]).toEqual([null, null, null]);
    // Ties only: the first mark takes the ties.
    expect(askPreview(seq('TT'), 'BANKER').bigRoad).toMatchObject({ col: 0, row: 0, winner: 'BANKER', ties: 2 });
    // B | P: Banker next = column 2 row 0, len1 = len0 = 1 -> Big Eye Boy red; Player next = column 1
    // row 1, (col0,row1) empty, (col0,row0) filled -> blue. Small Road and Cockroach Pig not yet.
    const bp = seq('BP');
    expect(askPreview(bp, 'BANKER')).toMatchObject({
      bigRoad: { col: 2, row: 0 },
      bigEyeBoy: { col: 0, row: 0, color: 'RED' },
      smallRoad: null,
      cockroachPig: null,
    });
    expect(askPreview(bp, 'PLAYER')).toMatchObject({
      bigRoad: { col: 1, row: 1 },
      bigEyeBoy: { col: 0, row: 0, color: 'BLUE' },
      smallRoad: null,
      cockroachPig: null,
    });
  });

  it('the dragon tail applies to the preview too', () => {
    // B x6: Banker next goes to (1,5) on the Big Road.
    expect(askPreview(seq('BBBBBB'), 'BANKER').bigRoad).toMatchObject({ col: 1, row: 5, depth: 6 });
    // P | B x8: Big Eye Boy gives B row 1 blue and B rows 2..7 red: b | r x6 (column 1 full).
    // Banker next is B row 8, red again -> the tail (2,5).
    expect(askPreview(seq('P BBBBBBBB'), 'BANKER').bigEyeBoy).toMatchObject({ col: 2, row: 5, color: 'RED' });
  });

  it('Banker and Player asks always give opposite colours on each derived road', () => {
    // Banker next and Player next: one goes down the last column (row n = its length), the other
    // starts a column; the first is blue exactly when len(s-k) = n, the second red exactly then.
    let x = 12345;
    const rand = () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x / 2147483648;
    };
    for (let n = 0; n < 200; n++) {
      const results = Array.from({ length: Math.floor(rand() * 60) }, () =>
        r(rand() < 0.1 ? 'T' : rand() < 0.5 ? 'B' : 'P'),
      );
      const b = askPreview(results, 'BANKER');
      const p = askPreview(results, 'PLAYER');
      for (const name of ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const) {
        expect(b[name] === null).toBe(p[name] === null);
        if (b[name] && p[name]) expect(b[name].color).not.toBe(p[name].color);
      }
    }
  });
});
