/**
 * The one map of realtime events (socket.io), shared by the server and the browser.
 * Public events go to the room `table:<tableId>` and carry a per-table increasing `seq`;
 * private events go to the room `user:<userId>` only. See ../shared/contract/API.md "Realtime".
 */
export interface PublicRound {
  id: string;
  tableId: string;
  game: string;
  number: number;
  status: string;
  shoeId: string | null;
  bettingSeconds: number | null;
  openedAt: string;
  closesAt: string | null;
  closedAt: string | null;
  settledAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  /** When the awaited player decision times out (§C-7, blackjack); null when none is awaited. */
  decisionDeadline: string | null;
  /** Baccarat: `{player: Card[], banker: Card[]}`; absent for roulette. */
  cards?: Record<string, string[]>;
  /** Roulette: the winning number once entered. */
  outcome?: number | null;
  /** Game-specific view (totals, no-spins, ...). */
  view: Record<string, unknown>;
  result: Record<string, unknown> | null;
  next: Record<string, unknown> | null;
}

export interface TableEventPayload {
  tableId: string;
  roundId: string | null;
  seq: number;
  at: string;
  round: PublicRound | null;
  /** Event-specific details (the card entered, the void reason, the shoe, ...). */
  data: Record<string, unknown>;
}

export const PUBLIC_EVENTS = [
  'round:opened',
  'round:closed',
  'round:card',
  'round:undo',
  'round:outcome',
  'round:no-spin',
  'round:decision',
  'round:dp',
  'round:settled',
  'round:voided',
  'round:corrected',
  'shoe:started',
  'shoe:cut-card',
  'table:seats',
  'table:dealer',
  'table:config',
] as const;
export type PublicEventName = (typeof PUBLIC_EVENTS)[number];

/** One settled (or voided) bet of a `bet:settled` message, cents. */
export interface BetSettledItem {
  betId: string;
  type: string;
  amount: number;
  status: string;
  payout: number;
  net: number;
  /** Cents handed back with the bet (its stake on a win or push, a dead hand's stake and fee); absent on a void. */
  refund?: number;
  /** The table fee held with the bet (high card flush rake, §HCF-9), cents. */
  fee?: number;
  /** Winnings cut by the table's maximum payout or an empty DP bank (§C-6, §HCF-8), cents. */
  payoutCut?: number;
}

/**
 * `bet:settled`: one message per player per settlement (a round's settle, bets settled early by a decision,
 * a void) carrying every bet of theirs it settled, in bet order.
 */
export interface BetSettledPayload {
  roundId: string;
  tableId: string;
  bets: BetSettledItem[];
}

/**
 * `round:notice` (private, issue #18 §3): a round the player had bets in was voided or corrected. `delta` is what it
 * moved into (+) or out of (-) their wallet before any debt was paid or added; `debtAdded` the part the wallet could
 * not pay (now owed), `repaid` the debt paid from it; `balance` and `debt` are after it. Cents.
 */
export interface RoundNotice {
  correctionId: string;
  roundId: string;
  tableId: string;
  roundNumber: number;
  game: string;
  kind: 'VOID' | 'CORRECT';
  reasonCode: string;
  reason: string | null;
  delta: number;
  debtAdded: number;
  repaid: number;
  debt: number;
  balance: number;
}

export interface ServerToClientEvents {
  'round:opened': (e: TableEventPayload) => void;
  'round:closed': (e: TableEventPayload) => void;
  'round:card': (e: TableEventPayload) => void;
  'round:undo': (e: TableEventPayload) => void;
  'round:outcome': (e: TableEventPayload) => void;
  'round:no-spin': (e: TableEventPayload) => void;
  'round:decision': (e: TableEventPayload) => void;
  /** High Card Flush DP rotation (§HCF-7): an offer, an answer, a timeout, the house banking. */
  'round:dp': (e: TableEventPayload) => void;
  'round:settled': (e: TableEventPayload) => void;
  'round:voided': (e: TableEventPayload) => void;
  /** A settled or complete round's dealer entries were corrected (issue #18 §1): `data` is `{kind, reasonCode}`. */
  'round:corrected': (e: TableEventPayload) => void;
  'shoe:started': (e: TableEventPayload) => void;
  'shoe:cut-card': (e: TableEventPayload) => void;
  /** Seats taken or left, and the stakes on each seat this round (blackjack); `data` is a `SeatBoard`. */
  'table:seats': (e: TableEventPayload) => void;
  /** The dealer on shift changed (issue #17 §1): `data` is `{dealerId, dealerName, shift}` (lib/shifts). */
  'table:dealer': (e: TableEventPayload) => void;
  /**
   * The table's configuration changed (issue #18 §4): `data` is `{version, hash, previousVersion, previousHash, status,
   * changes: [{path, before, after}], appliesFrom: "NEXT_ROUND"}` (lib/tables/table-config.ts).
   */
  'table:config': (e: TableEventPayload) => void;
  'bet:settled': (e: BetSettledPayload) => void;
  'bet:placed': (e: {
    betId: string;
    roundId: string;
    tableId: string;
    type: string;
    amount: number;
    spec: Record<string, unknown>;
  }) => void;
  'bet:cancelled': (e: { betId: string; roundId: string; tableId: string }) => void;
  balance: (e: { balance: number }) => void;
  /** To each player of a round voided or corrected (issue #18 §3): what was done, why, and to their balance. */
  'round:notice': (e: RoundNotice) => void;
  joined: (e: { tableId: string; seq: number }) => void;
  error: (e: { code: string; message: string }) => void;
}

export interface ClientToServerEvents {
  join: (p: { tableId: string; sinceSeq?: number }) => void;
  leave: (p: { tableId: string }) => void;
}

export type PrivateEventName = 'bet:settled' | 'bet:placed' | 'bet:cancelled' | 'balance' | 'round:notice';
export const tableRoom = (tableId: string): string => `table:${tableId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
/** The sockets opened with one credential (a bearer token's or a browser session's row id): revoking it closes them. */
export const credentialRoom = (credentialId: string): string => `cred:${credentialId}`;
/** The table's staff watching it (lib/tables/access.ts `isTableStaff`: its assigned dealer, pit bosses, admins): every card as it is dealt, face-down hands too. */
export const staffRoom = (tableId: string): string => `staff:${tableId}`;
