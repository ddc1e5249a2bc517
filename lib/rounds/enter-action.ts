import type { Command } from '@/lib/command';
import { keyClaim, Outbox, transact } from '@/lib/command';
import { AppError, fromRuleError } from '@/lib/errors';
import { checkShoe, parseCard, type Card, type ShoeCounts } from '@/lib/games/cards';
import type { DealerAction } from '@/lib/games/module';
import { isRuleError, type Applied } from '@/lib/games/types';
import type { Shoe, ShoeStatus } from '@/lib/generated/prisma/client';
import { deliver } from '@/lib/realtime/hub';
import { assertDealerAccess } from '@/lib/tables/access';
import { closeLockedRound } from '@/lib/rounds/close-round';
import { autocommit } from '@/lib/db/autocommit';
import { lockRound, readRound } from '@/lib/rounds/load-round';
import { applyAction, commitAction, commitActionIfUnchanged, type ShoeWrite } from '@/lib/rounds/commit-action';
import { publishTableEvent } from '@/lib/rounds/publish';
import type { PublicEventName, PublicRound } from '@/lib/realtime/events';

/** What the dealer enters: a card code (`7d`, `10h`, `QS`), a roulette number, a no-spin, or undo. */
export type DealerInput =
  | { type: 'CARD'; card: string }
  | { type: 'OUTCOME'; number: number }
  | { type: 'NO_SPIN'; reason: string }
  | { type: 'UNDO' };

const EVENT_OF: Record<DealerInput['type'], PublicEventName> = {
  CARD: 'round:card',
  OUTCOME: 'round:outcome',
  NO_SPIN: 'round:no-spin',
  UNDO: 'round:undo',
};

/**
 * Applies one dealer entry to a round: one transaction, the round row locked, the phase re-checked
 * inside. The engine decides whether the entry is expected (RULES.md §BAC-6: a card the rules don't call
 * for is rejected); cards are also checked against the shoe's composition (§C-2) and counted into it.
 * When the engine has every card it needs the round becomes COMPLETE. The cut card (§C-2): when a card
 * beyond the shoe's `cutCardPosition` comes out, the shoe is marked CUT_CARD_OUT and this round is its last.
 * A round still in BETTING whose countdown ran out is closed first; before that a card is refused.
 * Errors: INVALID_CARD 400, INVALID_NUMBER 400, ROUND_NOT_FOUND 404, NOT_YOUR_TABLE 403,
 * BETTING_OPEN / ALREADY_SETTLED / ALREADY_VOIDED / CARD_NOT_EXPECTED / CARD_NOT_IN_SHOE /
 * OUTCOME_ALREADY_ENTERED / NOTHING_TO_UNDO 409.
 */
export async function enterAction(cmd: Command, roundId: string, input: DealerInput): Promise<PublicRound> {
  let action: DealerAction;
  if (input.type === 'CARD') {
    const card = parseCard(input.card);
    if (isRuleError(card)) throw fromRuleError(card);
    action = { type: 'CARD', card };
  } else {
    action = input;
  }
  // The fast path: one unlocked read, the same checks, one self-committing statement that writes only if the
  // round and its shoe are still the row versions checked. Anything else (a refusal, a change meanwhile, a round
  // to close first, the cut card, early settlement, face-down cards, a repeated Idempotency-Key) takes the locked
  // transaction below, which gives the authoritative answer.
  const fast = await enterNow(cmd, roundId, input, action);
  if (fast) return fast;
  return transact(cmd, async (tx, out) => {
    // The shoe comes with the round's lock (one statement); only games with a shoe use it (§C-2).
    const locked = await lockRound(tx, roundId, { withShoe: true });
    const { table, mod } = locked;
    let round = locked.round;
    assertDealerAccess(cmd.actor, table);
    if (round.status === 'SETTLED') throw new AppError('ALREADY_SETTLED', `Round ${round.number} is already settled.`);
    if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was voided.`);
    if (round.status === 'BETTING') {
      if (round.closesAt && round.closesAt <= new Date()) {
        round = await closeLockedRound(tx, out, round, null, 'COUNTDOWN');
      } else {
        throw new AppError('BETTING_OPEN', 'Betting is still open: call No more bets first.');
      }
    }
    const applied = applyAction(mod, round, action);

    // The shoe (§C-2): count the card in, or back out on undo.
    let shoeNote: Record<string, unknown> = {};
    let shoeWrite: ShoeWrite | undefined;
    if (mod.shoeDecks && round.shoeId) {
      const shoe =
        locked.shoe?.id === round.shoeId
          ? locked.shoe
          : await tx.shoe.findUniqueOrThrow({ where: { id: round.shoeId } });
      const { counts, cardsDealt, status } = countShoe(shoe, action, applied);
      if (status !== shoe.status && status === 'CUT_CARD_OUT') {
        // The cut card: the shoe row, then its event (the table row): the order of every shoe change's locks.
        await tx.shoe.update({ where: { id: shoe.id }, data: { counts, cardsDealt, status } });
        await publishTableEvent(tx, out, {
          tableId: round.tableId,
          type: 'shoe:cut-card',
          round: null,
          data: { shoeId: shoe.id, cardsDealt },
        });
      } else {
        // Written by commitAction's statement with the round (one round trip less per card).
        shoeWrite = { id: shoe.id, counts, cardsDealt, status };
      }
      shoeNote = { shoe: { id: shoe.id, cardsDealt, status } };
    }

    const { pub } = await commitAction(tx, out, { round, table, mod }, applied, cmd.actor?.id ?? null, {
      type: EVENT_OF[input.type],
      data: shoeNote,
      shoe: shoeWrite,
    });
    return pub;
  });
}

/**
 * The shoe after an entry (§C-2), pure: a card is checked against the shoe's composition and counted in (the
 * shoe becomes CUT_CARD_OUT once a card beyond `cutCardPosition` came out of an ACTIVE shoe); an undone card is
 * counted back out (ACTIVE again when that puts the count back before the cut card).
 * Errors: CARD_NOT_IN_SHOE 409 (every card of that kind is already out).
 */
function countShoe(
  shoe: Shoe,
  action: DealerAction,
  applied: Applied<unknown>,
): { counts: ShoeCounts; cardsDealt: number; status: ShoeStatus } {
  const counts = { ...(shoe.counts as ShoeCounts) };
  let cardsDealt = shoe.cardsDealt;
  let status = shoe.status;
  if (action.type === 'CARD') {
    const bad = checkShoe(counts, action.card, shoe.decks);
    if (bad) throw fromRuleError(bad);
    counts[action.card] = (counts[action.card] ?? 0) + 1;
    cardsDealt += 1;
    if (shoe.cutCardPosition !== null && cardsDealt > shoe.cutCardPosition && status === 'ACTIVE')
      status = 'CUT_CARD_OUT';
  } else if (action.type === 'UNDO') {
    const undone = applied.events.find((e) => e.type === 'UNDO')?.data.card as Card | undefined;
    if (undone) {
      counts[undone] = Math.max(0, (counts[undone] ?? 0) - 1);
      cardsDealt -= 1;
      if (shoe.cutCardPosition !== null && cardsDealt <= shoe.cutCardPosition && status === 'CUT_CARD_OUT')
        status = 'ACTIVE';
    }
  }
  return { counts, cardsDealt, status };
}

/**
 * enterAction's fast path (issue #16: card entered → viewer): readRound (one statement, no lock), the locked
 * path's checks on what it read, then commitActionIfUnchanged (one statement, its own transaction: the round, its
 * log, the shoe, the table event and the Idempotency-Key, written only while round and shoe are the versions
 * read); the event is delivered after that commit. Only an entry on a DEALING or COMPLETE round that passes every
 * check and leaves the shoe before its cut card goes this way.
 * @returns the public round, or null when the locked path must decide (nothing was written)
 */
async function enterNow(
  cmd: Command,
  roundId: string,
  input: DealerInput,
  action: DealerAction,
): Promise<PublicRound | null> {
  const run = autocommit();
  const read = await readRound(run, roundId);
  if (!read) return null;
  const { round, table, mod, shoe } = read;
  // BETTING (a countdown to close first, or BETTING_OPEN), SETTLED, VOIDED: the locked path.
  if (round.status !== 'DEALING' && round.status !== 'COMPLETE') return null;
  if (mod.earlySettleBet) return null;
  let applied: Applied<unknown>;
  let shoeNote: Record<string, unknown> = {};
  let shoeWrite: (ShoeWrite & { xmin: string }) | undefined;
  try {
    assertDealerAccess(cmd.actor, table);
    applied = applyAction(mod, round, action);
    if (mod.shoeDecks && round.shoeId) {
      if (!shoe || shoe.id !== round.shoeId || read.shoeXmin === null) return null;
      const { counts, cardsDealt, status } = countShoe(shoe, action, applied);
      if (status !== shoe.status && status === 'CUT_CARD_OUT') return null; // the cut card: its own event first
      shoeWrite = { id: shoe.id, counts, cardsDealt, status, xmin: read.shoeXmin };
      shoeNote = { shoe: { id: shoe.id, cardsDealt, status } };
    }
  } catch (e) {
    if (e instanceof AppError) return null; // refused: the locked path answers (under the lock, after the key check)
    throw e;
  }
  const out = new Outbox();
  const done = await commitActionIfUnchanged(
    run,
    out,
    { round, table, mod, roundXmin: read.roundXmin },
    applied,
    cmd.actor?.id ?? null,
    {
      type: EVENT_OF[input.type],
      data: shoeNote,
      shoe: shoeWrite,
      claim: keyClaim(cmd),
    },
  );
  if (!done) return null;
  deliver(out.messages);
  return done.pub;
}
