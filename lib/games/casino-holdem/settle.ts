/**
 * Casino Hold'em settlement (RULES.md §CHE-2..§CHE-5, §C-3). Pure; no I/O.
 *
 * Every player's bets settle by their box's decision and the one common hand (§CHE-1):
 * - folded (by the player or the timer, §C-7): Ante lost, AA Bonus lost, even a winning one (§CHE-2);
 * - called (§CHE-3), the player's best five of seven against the dealer's:
 *   - the dealer does not qualify (below a pair of 4s): Ante wins by the Ante table (§CHE-4), Call returned;
 *   - qualifies, player higher: Ante by the Ante table, Call 1:1;
 *   - equal to the fifth card: Ante and Call returned;
 *   - dealer higher: Ante and Call lost;
 *   - AA Bonus (§CHE-5) on the player's two cards plus the flop: flush or better 25:1, a pair of aces
 *     up to a straight 7:1, else lost.
 * Payouts round down to the cent per bet (§C-3). The house banks every bet: the round service cuts a
 * player's winnings to the table's maximum payout per round afterwards (§C-6).
 */
import { ratioPayout, type BetSettlement } from '../types';
import { aaBonusOf, isComplete, showdownOf, type CasinoHoldemState, type CheBox } from './engine';
import { anteMultiple, CALL_MULTIPLE } from './paytables';
import { bestHand } from '../poker';

/** How a called or folded box settles, per bet type (a player may hold several bets of one type: each settles the same way). */
export interface CheBoxVerdict {
  box: number;
  decision: 'CALL' | 'FOLD';
  ante: (stake: number) => BetSettlement;
  call: (stake: number) => BetSettlement;
  aaBonus: (stake: number) => BetSettlement;
}

const lost = (): BetSettlement => ({ status: 'LOST', payout: 0, refund: 0 });
const push = (stake: number): BetSettlement => ({ status: 'PUSH', payout: 0, refund: stake });
const won = (stake: number, multiple: number): BetSettlement => ({
  status: 'WON',
  payout: ratioPayout(stake, multiple, 1),
  refund: stake,
});

/**
 * The verdict of one box of a complete round.
 * @throws RangeError when the round is not complete or the box does not exist or has not decided
 */
export function boxVerdict(state: CasinoHoldemState, box: number): CheBoxVerdict {
  if (!isComplete(state)) throw new RangeError('the round is not complete: settle it after next is confirm');
  const b: CheBox | undefined = state.boxes.find((x) => x.box === box);
  if (!b || b.decision === null) throw new RangeError(`box ${box} has no decision in this round`);
  if (b.decision === 'FOLD') return { box, decision: 'FOLD', ante: lost, call: lost, aaBonus: lost };
  const sd = showdownOf(state);
  if (!sd) throw new RangeError(`box ${box} called but the board is not complete`);
  const multiple = anteMultiple(bestHand([...state.player, ...state.board]).category);
  const aa = aaBonusOf(state)!;
  const aaBonus = (stake: number) => (aa.multiple > 0 ? won(stake, aa.multiple) : lost());
  if (!sd.dealerQualifies)
    return { box, decision: 'CALL', ante: (s) => won(s, multiple), call: (s) => push(s), aaBonus };
  if (sd.winner === 'PLAYER')
    return { box, decision: 'CALL', ante: (s) => won(s, multiple), call: (s) => won(s, CALL_MULTIPLE), aaBonus };
  if (sd.winner === 'TIE') return { box, decision: 'CALL', ante: push, call: push, aaBonus };
  return { box, decision: 'CALL', ante: lost, call: lost, aaBonus };
}

/** A bet row of the round as settlement needs it (cents). */
export interface CheBetRow {
  id: string;
  userId: string;
  type: string;
  amount: number;
  fee?: number;
}

/** A settled bet row: `refund` is the stake handed back (and any fee: Casino Hold'em holds none). */
export interface CheSettledBet {
  id: string;
  status: 'WON' | 'LOST' | 'PUSH';
  payout: number;
  refund: number;
  cut: number;
  rake: number;
}

/**
 * The box of each player: players with an Ante, their user ids sorted ascending, numbered 1..n (the
 * same numbering `beginPlay` gave at close, recomputed from the bets so no id is kept in the public state).
 */
export function boxesByUser(bets: readonly { userId: string; type: string }[]): Map<string, number> {
  const users = [...new Set(bets.filter((b) => b.type === 'ANTE').map((b) => b.userId))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return new Map(users.map((u, i) => [u, i + 1]));
}

/**
 * Settles every OPEN bet of a complete round (ANTE, AA_BONUS, CALL) by its player's box.
 * @returns one settled row per bet, in the given order, and the round summary
 * @throws Error when the round is not complete, a bet's player has no box, or the bets disagree
 *   with the boxes' stakes (programming errors)
 */
export function settleCasinoHoldem(
  state: CasinoHoldemState,
  bets: readonly CheBetRow[],
): {
  bets: CheSettledBet[];
  summary: {
    players: number;
    called: number;
    folded: number;
    timedOut: number;
    dealerQualifies: boolean | null;
    winner: 'PLAYER' | 'DEALER' | 'TIE' | null;
  };
} {
  if (!isComplete(state)) throw new Error('the round is not complete: settle it after next is confirm');
  const boxOf = boxesByUser(bets);
  if (boxOf.size !== state.boxes.length)
    throw new Error(`${boxOf.size} players hold an Ante but the round has ${state.boxes.length} boxes`);
  const totals = new Map<number, { ante: number; aaBonus: number; call: number }>();
  for (const b of bets) {
    const box = boxOf.get(b.userId);
    if (box === undefined) throw new Error(`bet ${b.id} (${b.type}): its player has no Ante in this round`);
    const t = totals.get(box) ?? { ante: 0, aaBonus: 0, call: 0 };
    if (b.type === 'ANTE') t.ante += b.amount;
    else if (b.type === 'AA_BONUS') t.aaBonus += b.amount;
    else if (b.type === 'CALL') t.call += b.amount;
    else throw new Error(`bet ${b.id} has an unknown type ${b.type}`);
    totals.set(box, t);
  }
  for (const box of state.boxes) {
    const t = totals.get(box.box)!;
    if (t.ante !== box.ante || t.aaBonus !== box.aaBonus)
      throw new Error(
        `box ${box.box} staked ${box.ante}/${box.aaBonus} at close but its bets hold ${t.ante}/${t.aaBonus}`,
      );
    const wantCall = box.decision === 'CALL' ? 2 * box.ante : 0;
    if (t.call !== wantCall)
      throw new Error(`box ${box.box} ${box.decision === 'CALL' ? 'called' : 'folded'} but holds a Call of ${t.call}`);
  }
  const verdicts = new Map(state.boxes.map((b) => [b.box, boxVerdict(state, b.box)]));
  const out = bets.map((b): CheSettledBet => {
    const v = verdicts.get(boxOf.get(b.userId)!)!;
    const s = b.type === 'ANTE' ? v.ante(b.amount) : b.type === 'CALL' ? v.call(b.amount) : v.aaBonus(b.amount);
    return { id: b.id, status: s.status, payout: s.payout, refund: s.refund + (b.fee ?? 0), cut: 0, rake: 0 };
  });
  const sd = showdownOf(state);
  const called = state.boxes.filter((b) => b.decision === 'CALL').length;
  return {
    bets: out,
    summary: {
      players: state.boxes.length,
      called,
      folded: state.boxes.filter((b) => b.decision === 'FOLD').length,
      timedOut: state.boxes.filter((b) => b.timeout).length,
      dealerQualifies: sd ? sd.dealerQualifies : null,
      winner: sd && called > 0 ? sd.winner : null,
    },
  };
}
