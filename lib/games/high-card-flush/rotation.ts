/**
 * The designated player's seat, the dealer button and the order of hands (RULES.md §HCF-7,
 * §HCF-8, seed 002 "Hra" 1 and 3). Pure; no I/O.
 *
 * Table geometry (**Decision**, the seed names directions only): seats are numbered clockwise as
 * seen from above, seat 1 at the dealer's left, the dealer between the highest seat and seat 1.
 * "Clockwise from seat s" is the next higher seat number, wrapping from the highest seat to the
 * lowest; "counter-clockwise" is the next lower one. The seat to a player's left is the next one
 * clockwise. With a house bank the button sits at the dealer, so "left of the button" is the
 * lowest seat and "right of the button" the highest.
 */

/** A seated player as the rotation sees it. `balance` is in cents. */
export interface DpCandidate {
  seat: number;
  userId: string;
  /** The player has opted in to be offered the DP seat. */
  optedIn: boolean;
  /** What the player can put up as the bank, cents. */
  balance: number;
}

/**
 * The next step of the DP rotation:
 * - `offer`: offer the DP seat to `seat` (the next eligible player clockwise from the last DP);
 * - `offer-last-dp`: everyone else eligible declined: offer the last DP to keep the seat;
 * - `house`: nobody accepts: the house banks the round with an unlimited bank.
 */
export type DpOffer =
  | { kind: 'offer'; seat: number; userId: string }
  | { kind: 'offer-last-dp'; seat: number; userId: string }
  | { kind: 'house' };

function checkSeat(seat: unknown, what: string): void {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 1)
    throw new RangeError(`${what} must be a seat number (integer >= 1), got ${String(seat)}`);
}

/** Seats in clockwise order starting just after `from` (ascending, wrapping); `from` itself comes last if present. */
function clockwiseFrom<T extends { seat: number }>(items: readonly T[], from: number | null): T[] {
  const sorted = [...items].sort((a, b) => a.seat - b.seat);
  if (from === null) return sorted;
  return [...sorted.filter((x) => x.seat > from), ...sorted.filter((x) => x.seat <= from)];
}

/**
 * Who is offered the DP seat next (RULES.md §HCF-7). Pure: call it again after every answer.
 *
 * Eligible: seated (listed in `seats`), opted in, and `balance >= minBank`. The offer goes to the
 * first eligible player clockwise from `lastDpSeat` (ascending seat numbers, wrapping; from seat 1
 * when `lastDpSeat` is null) who has not declined in this rotation. When nobody but the last DP is
 * left, the last DP is offered to keep the seat (`offer-last-dp`) if still eligible and not
 * declined; otherwise the house banks. The last DP is a person: when `lastDpUserId` is given, the
 * last DP is that player wherever they sit now (moving seats does not put them first in line), and
 * whoever holds `lastDpSeat` now is an ordinary candidate; the count still starts from `lastDpSeat`.
 *
 * An offer that times out (`rules.offerSeconds`, run by the round service) counts as a decline:
 * add the seat to `declined` (the safe default of RULES.md §C-7 is not to put money at risk).
 * Every offer, acceptance and decline is recorded by the service, not here.
 *
 * @param input.seats the players seated now (any order; seat numbers distinct integers >= 1)
 * @param input.lastDpSeat the seat of the last player who was DP (keep passing it through rounds
 *   the house banked), or null when nobody has been DP yet
 * @param input.lastDpUserId who the last DP was (null/absent: whoever holds `lastDpSeat` is taken
 *   to be the last DP, as in rounds recorded before this was kept)
 * @example last DP u1 moved from seat 1 to seat 2, seats 1..3 opted in: offers go to seat 3, then the
 *   newcomer on seat 1, then u1 on seat 2 to keep the DP seat (`offer-last-dp`)
 * @param input.declined seats that declined (or let the offer time out) in this rotation
 * @param input.minBank the table's minimum bank, cents (`rules.minBank`)
 * @throws RangeError on a bad or repeated seat number, or a negative / non-integer `minBank`
 */
export function nextDpOffer(input: {
  seats: readonly DpCandidate[];
  lastDpSeat: number | null;
  lastDpUserId?: string | null;
  declined: readonly number[];
  minBank: number;
}): DpOffer {
  const { seats, lastDpSeat, declined, minBank } = input;
  const lastDpUserId = input.lastDpUserId ?? null;
  if (!Number.isSafeInteger(minBank) || minBank < 0)
    throw new RangeError(`minBank must be a non-negative integer of cents, got ${String(minBank)}`);
  if (lastDpSeat !== null) checkSeat(lastDpSeat, 'lastDpSeat');
  const seen = new Set<number>();
  for (const s of seats) {
    checkSeat(s.seat, 'seat');
    if (seen.has(s.seat)) throw new RangeError(`seat ${s.seat} is listed twice`);
    seen.add(s.seat);
  }
  const no = new Set(declined);
  const eligible = (s: DpCandidate) => s.optedIn && Number.isFinite(s.balance) && s.balance >= minBank;
  const isLastDp = (s: DpCandidate) => (lastDpUserId !== null ? s.userId === lastDpUserId : s.seat === lastDpSeat);
  for (const s of clockwiseFrom(seats, lastDpSeat)) {
    if (isLastDp(s) || no.has(s.seat) || !eligible(s)) continue;
    return { kind: 'offer', seat: s.seat, userId: s.userId };
  }
  const last = seats.find(isLastDp);
  if (last && eligible(last) && !no.has(last.seat))
    return { kind: 'offer-last-dp', seat: last.seat, userId: last.userId };
  return { kind: 'house' };
}

/**
 * Where the dealer button sits (seed 002: "the dealer button is placed in front of the DP and
 * moves when there are several DPs"): the DP's seat, or null when the house banks (the button is
 * then at the dealer).
 */
export function buttonSeat(dpSeat: number | null): number | null {
  if (dpSeat !== null) checkSeat(dpSeat, 'dpSeat');
  return dpSeat;
}

/** One hand of a round: a player's, the DP's, or the house dealer's. */
export type HcfHandRef = { to: 'seat'; seat: number } | { to: 'dp'; seat: number } | { to: 'dealer' };

function checkSeats(playerSeats: readonly number[], dpSeat: number | null): void {
  const seen = new Set<number>();
  for (const s of playerSeats) {
    checkSeat(s, 'player seat');
    if (seen.has(s)) throw new RangeError(`seat ${s} is listed twice`);
    seen.add(s);
  }
  if (dpSeat !== null) {
    checkSeat(dpSeat, 'dpSeat');
    if (seen.has(dpSeat)) throw new RangeError(`seat ${dpSeat} is the DP's: the DP banks and places no Ante`);
  }
}

/**
 * The deal order (seed 002 "Hra" 1, RULES.md §HCF-1): clockwise from the seat left of the button,
 * so the DP, who sits behind the button, is dealt last; with a house bank the button is at the
 * dealer, so the deal runs from the lowest seat up and the dealer's hand comes last.
 * @param playerSeats seats with an Ante (distinct integers >= 1, any order, not the DP's)
 * @param dpSeat the DP's seat, or null when the house banks
 * @example dealOrder([1, 3, 5, 6], 4) → seat 5, seat 6, seat 1, seat 3, dp 4
 * @throws RangeError on a bad or repeated seat, or the DP's seat among the player seats
 */
export function dealOrder(playerSeats: readonly number[], dpSeat: number | null): HcfHandRef[] {
  checkSeats(playerSeats, dpSeat);
  const players = clockwiseFrom(
    playerSeats.map((seat) => ({ seat })),
    dpSeat,
  ).map(({ seat }): HcfHandRef => ({ to: 'seat', seat }));
  return [...players, dpSeat === null ? { to: 'dealer' } : { to: 'dp', seat: dpSeat }];
}

/**
 * The action order (seed 002 "Hra" 3, RULES.md §HCF-8): counter-clockwise from the seat right of
 * the button, i.e. descending seat numbers from the DP's seat, wrapping (house bank: from the
 * highest seat down). Hands are compared, covered by the bank and paid in this order; the engine
 * also asks for the Raise/Fold decisions in this order (see `next`).
 * @param playerSeats seats with an Ante (distinct integers >= 1, any order, not the DP's)
 * @param dpSeat the DP's seat, or null when the house banks
 * @example actionOrder([1, 3, 5, 6], 4) → [3, 1, 6, 5]
 * @throws RangeError on a bad or repeated seat, or the DP's seat among the player seats
 */
export function actionOrder(playerSeats: readonly number[], dpSeat: number | null): number[] {
  checkSeats(playerSeats, dpSeat);
  const desc = [...playerSeats].sort((a, b) => b - a);
  if (dpSeat === null) return desc;
  return [...desc.filter((s) => s < dpSeat), ...desc.filter((s) => s > dpSeat)];
}
