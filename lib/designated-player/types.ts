/**
 * The designated-player capability (a player banks the round against every other hand; the seat
 * rotates, RULES.md §HCF-7..§HCF-9 for the first game that has it). Pure shapes and decoders: a game
 * with a DP folds these actions in its engine and exposes `GameModule.designatedPlayer`; the
 * services in this folder (rotation, answer, history) run the rotation through that capability and
 * know no game.
 */

/** The bet row holding the DP's bank: it moves from the DP's wallet into play like a stake. */
export const DP_BANK_BET_TYPE = 'DP_BANK';

/** The rotation's actions, recorded in the round log and folded by the game's engine. */
export type DpAction =
  | {
      type: 'DP_OFFERED';
      seat: number;
      userId: string;
      last: boolean;
      lastDpSeat: number | null;
      lastDpUserId?: string | null;
    }
  | { type: 'DP_ACCEPTED'; seat: number; userId: string; bank: number }
  | { type: 'DP_DECLINED'; seat: number; userId: string }
  | { type: 'DP_HOUSE'; lastDpSeat: number | null; lastDpUserId?: string | null };

/** One answer in a round's DP rotation. */
export interface DpRotationAnswer {
  seat: number;
  userId: string;
  answer: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT';
  /** The bank posted, cents (on ACCEPTED). */
  bank?: number;
  /** The offer was to the last DP to keep the seat. */
  last: boolean;
}

/** The DP rotation of one round, as the game's state holds it. */
export interface DpRotation {
  /** The seat of the last player who was DP before this round (null: nobody yet). */
  lastDpSeat: number | null;
  /**
   * Who that last DP was (null: nobody yet). Absent in rounds recorded before it was kept (their
   * events do not carry it, so their replay leaves it out too).
   */
  lastDpUserId?: string | null;
  /** The open offer, or null. */
  offer: { seat: number; userId: string; last: boolean } | null;
  /** Every answer so far, in order. */
  answers: DpRotationAnswer[];
  /** The accepted DP and their bank in cents; null while open or when the house banks. */
  dp: { seat: number; userId: string; bank: number } | null;
  /** The DP seat is settled: `dp` accepted, or the house banks (`dp` null). */
  decided: boolean;
}

/** A seated player the DP seat may be offered to; `balance` is what they could bank (cents, the bank's fee taken off). */
export interface DpCandidateSeat {
  seat: number;
  userId: string;
  optedIn: boolean;
  balance: number;
}

/** Where the rotation goes next: an offer (to the last DP to keep the seat, or another player) or the house. */
export type DpNextOffer =
  | { kind: 'offer'; seat: number; userId: string }
  | { kind: 'offer-last-dp'; seat: number; userId: string }
  | { kind: 'house' };

/**
 * What a game with a designated player gives the services in lib/designated-player/ (reached as
 * `GameModule.designatedPlayer`). Pure.
 */
export interface DesignatedPlayer<S = unknown, R = unknown> {
  /** The round's rotation in `state`, read tolerantly (null when the state has none, e.g. an old or foreign state). */
  rotation(state: S): DpRotation | null;
  /** The next offer of the rotation (the game's rule for who comes next and who may bank). */
  nextOffer(
    input: {
      seats: readonly DpCandidateSeat[];
      lastDpSeat: number | null;
      lastDpUserId: string | null;
      declined: readonly number[];
    },
    rules: R,
  ): DpNextOffer;
  /** The rule cited when the DP's bank is asked back before settlement (e.g. `RULES.md §…`). */
  bankRule: string;
  /** The rake modes a settlement summary may name, and the table's mode and per-hand amount (defaults for missing rules). */
  rakeModes: readonly string[];
  rake(rules: unknown): { mode: string; amount: number };
}

/** Event types of the rotation's actions. */
export const DP_ACTION_TYPES: ReadonlySet<string> = new Set(['DP_OFFERED', 'DP_ACCEPTED', 'DP_DECLINED', 'DP_HOUSE']);

/** `{lastDpUserId}` when the event recorded it; absent in events written before it was kept (the replay must match their stored state). */
function lastDpUserIdOf(data: Record<string, unknown>): { lastDpUserId?: string | null } {
  if (!('lastDpUserId' in data)) return {};
  return { lastDpUserId: typeof data.lastDpUserId === 'string' ? data.lastDpUserId : null };
}

/** The rotation action a log event records, or null when `type` is not one. */
export function decodeDpAction(type: string, data: Record<string, unknown>): DpAction | null {
  switch (type) {
    case 'DP_OFFERED':
      return {
        type: 'DP_OFFERED',
        seat: data.seat as number,
        userId: String(data.userId),
        last: data.last === true,
        lastDpSeat: (data.lastDpSeat as number | null) ?? null,
        ...lastDpUserIdOf(data),
      };
    case 'DP_ACCEPTED':
      return { type: 'DP_ACCEPTED', seat: data.seat as number, userId: String(data.userId), bank: data.bank as number };
    case 'DP_DECLINED':
      return { type: 'DP_DECLINED', seat: data.seat as number, userId: String(data.userId) };
    case 'DP_HOUSE':
      return { type: 'DP_HOUSE', lastDpSeat: (data.lastDpSeat as number | null) ?? null, ...lastDpUserIdOf(data) };
    default:
      return null;
  }
}
