/**
 * [VIEWER] The table feed's join and gap rules (issue #13 §7; API.md "Realtime": public events carry a
 * per-table seq increasing by one, `join {sinceSeq}` replays the events after it). Sequences worked out by
 * hand from those two rules.
 */
import { describe, expect, it } from 'vitest';
import { createFeedSync } from './feed-sync';

const T = 't1';

describe('[VIEWER] feed sync', () => {
  it('joins without sinceSeq only before the first snapshot, then always with it, 0 included', () => {
    const f = createFeedSync(T);
    expect(f.connected()).toEqual({ tableId: T });
    // The join went out blind: the snapshot catches up from its own seq (see the next test).
    expect(f.snapshot(0)).toEqual({ apply: true, join: { tableId: T, sinceSeq: 0 } });
    f.joined();
    expect(f.connected()).toEqual({ tableId: T, sinceSeq: 0 });
    expect(f.event(1)).toEqual({ apply: true, join: null });
    expect(f.connected()).toEqual({ tableId: T, sinceSeq: 1 });
  });

  it('an event published between the snapshot read and a blind join taking effect is caught up', () => {
    // Seen in e2e: the snapshot is read at seq 0, the round opens (seq 1) before the join put the socket in
    // the table's room, so seq 1 never arrives live and nothing later reveals the gap.
    const f = createFeedSync(T);
    expect(f.connected()).toEqual({ tableId: T });
    expect(f.snapshot(0)).toEqual({ apply: true, join: { tableId: T, sinceSeq: 0 } });
    // The catch-up replays seq 1 once; a live copy of it is skipped.
    f.joined();
    expect([1, 1].map((q) => f.event(q).apply)).toEqual([true, false]);
    // A snapshot first, then the connect: the join already carries sinceSeq, so no second join.
    const g = createFeedSync(T);
    expect(g.snapshot(0)).toEqual({ apply: true, join: null });
    expect(g.connected()).toEqual({ tableId: T, sinceSeq: 0 });
  });

  it('a jump from 0 is a gap: catch up from 0, then apply the replay in order and skip what was seen', () => {
    const f = createFeedSync(T);
    f.snapshot(0);
    // Seq 3 arrives first (1 and 2 were missed): not applied, a join from 0.
    expect(f.event(3)).toEqual({ apply: false, join: { tableId: T, sinceSeq: 0 } });
    // More live events before the replay: no second join for the same gap.
    expect(f.event(4)).toEqual({ apply: false, join: null });
    f.joined();
    // The replay 1..4 then the live 4 again: each once.
    expect([1, 2, 3, 4, 4].map((q) => f.event(q).apply)).toEqual([true, true, true, true, false]);
    expect(f.seq).toBe(4);
  });

  it('a snapshot older than the view is ignored; events seen before the first snapshot and after it are caught up', () => {
    const f = createFeedSync(T);
    // Events 8 and 9 arrive before the snapshot, which was read at seq 7.
    expect(f.event(8)).toEqual({ apply: false, join: null });
    expect(f.event(9)).toEqual({ apply: false, join: null });
    expect(f.snapshot(7)).toEqual({ apply: true, join: { tableId: T, sinceSeq: 7 } });
    expect(f.event(8).apply).toBe(true);
    expect(f.event(9).apply).toBe(true);
    expect(f.snapshot(8)).toEqual({ apply: false, join: null });
    expect(f.snapshot(12)).toEqual({ apply: true, join: null });
    expect(f.event(12).apply).toBe(false);
    expect(f.event(13).apply).toBe(true);
  });

  it('a reconnect replays from where the view stands even while an earlier catch-up was pending', () => {
    const f = createFeedSync(T);
    f.snapshot(5);
    expect(f.event(9).join).toEqual({ tableId: T, sinceSeq: 5 });
    expect(f.connected()).toEqual({ tableId: T, sinceSeq: 5 });
    // The new connection's join covers the gap: the live events meanwhile send no more joins.
    expect(f.event(10).join).toBeNull();
  });
});
