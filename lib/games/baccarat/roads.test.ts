import { describe, expect, it } from 'vitest';
import { beadPlate, bigRoad, roadCounts, roadGrid, roadText, toRoadResult, type RoadResult } from './roads';

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
