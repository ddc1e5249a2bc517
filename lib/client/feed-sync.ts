/**
 * The sequence bookkeeping of a live table view (`useTableFeed`), without React or a socket: which `join` to
 * send on a (re)connect, whether a table snapshot or a public event applies, and when to catch up from the
 * server's log. Public events carry a per-table `seq` that increases by one (API.md "Realtime"); `join
 * {tableId, sinceSeq}` replays, in order, every event after `sinceSeq`.
 *
 * The rule: once a snapshot said where the view stands (its `eventSeq`, 0 for a table without events), every
 * join carries `sinceSeq` — 0 included — and every jump past the next seq is a gap, from 0 too. Before the
 * first snapshot the view knows nothing: it joins without `sinceSeq` (the snapshot brings the state), and
 * when the snapshot comes it catches up from the snapshot's own seq — an event published after the snapshot
 * was read but before the join took the socket into the room reaches the view by no other way (seen in e2e:
 * a round opened at that moment never showed).
 */

export interface JoinRequest {
  tableId: string;
  sinceSeq?: number;
}

export interface FeedStep {
  /** Apply it (the snapshot or the event is the next state of the view). */
  apply: boolean;
  /** A join to send to catch up from the server's log, or null. */
  join: JoinRequest | null;
}

export interface FeedSync {
  /** The seq of the last state applied (snapshot or event); null before the first snapshot. */
  readonly seq: number | null;
  /** The socket connected or reconnected: the join to send. */
  connected(): JoinRequest;
  /** A table snapshot (`GET /api/tables/:id`) with its `eventSeq` arrived. */
  snapshot(eventSeq: number): FeedStep;
  /** A public event with its `seq` arrived. */
  event(seq: number): FeedStep;
  /** The server answered a join (`joined`, after its replay): a gap seen from now on joins again. */
  joined(): void;
}

export function createFeedSync(tableId: string): FeedSync {
  let seq: number | null = null;
  // The newest event seen before the first snapshot (not applied: the snapshot brings the state).
  let early = 0;
  // The seq a catch-up join was sent from: the live events that keep arriving meanwhile need no second join.
  let catchingUpFrom: number | null = null;
  // A join went out without `sinceSeq` (before the first snapshot): the snapshot must catch up from its seq.
  let blindJoin = false;

  const catchUp = (from: number): JoinRequest | null => {
    if (catchingUpFrom === from) return null;
    catchingUpFrom = from;
    return { tableId, sinceSeq: from };
  };

  return {
    get seq() {
      return seq;
    },
    connected() {
      // A new connection replays from where the view stands; an earlier catch-up on the old one is void.
      catchingUpFrom = seq;
      blindJoin = seq === null;
      return seq === null ? { tableId } : { tableId, sinceSeq: seq };
    },
    snapshot(eventSeq) {
      // A snapshot older than the last state applied must not roll the view back.
      if (seq !== null && eventSeq < seq) return { apply: false, join: null };
      seq = eventSeq;
      const missed = early > eventSeq || blindJoin;
      early = 0;
      blindJoin = false;
      return { apply: true, join: missed ? catchUp(eventSeq) : null };
    },
    event(eventSeq) {
      if (seq === null) {
        early = Math.max(early, eventSeq);
        return { apply: false, join: null };
      }
      if (eventSeq <= seq) return { apply: false, join: null };
      if (eventSeq > seq + 1) return { apply: false, join: catchUp(seq) };
      seq = eventSeq;
      catchingUpFrom = null;
      return { apply: true, join: null };
    },
    joined() {
      catchingUpFrom = null;
    },
  };
}
