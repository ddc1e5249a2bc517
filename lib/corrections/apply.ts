/**
 * Applying a void or a correction inside the caller's transaction (issue #18 §1), the round row locked. Nothing is
 * ever refused for lack of balance: the reversal goes through `postTransactionsWithDebt` (a wallet goes to zero and
 * the rest is the player's debt, §2).
 */
import type { Outbox } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError, fromRuleError } from '@/lib/errors';
import { checkShoe, type ShoeCounts } from '@/lib/games/cards';
import type { GameModule } from '@/lib/games/module';
import type { CorrectionKind, CorrectionReason } from '@/lib/generated/prisma/enums';
import type { GameTable, Round, Shoe } from '@/lib/generated/prisma/client';
import { houseAccountId, walletAccountId } from '@/lib/ledger/accounts';
import { postTransactionsWithDebt, type EntryInput } from '@/lib/ledger/post-transaction';
import { recordAudit } from '@/lib/audit/record-audit';
import { appendRoundEvent } from '@/lib/rounds/load-round';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import { queuePrivateResults, writeRoundSummary } from '@/lib/rounds/settle-round';
import { betNet } from '@/lib/rounds/get-round';
import { userRoom, type PublicRound } from '@/lib/realtime/events';
import { roundLimits } from '@/lib/tables/round-limits';
import { foldCorrection, type CorrectedFold, type CorrectionEntry } from '@/lib/corrections/fold';
import {
  buildPreview,
  outcomesFor,
  paidBack,
  touchedBets,
  voidOutcome,
  walletsOf,
  type BetOutcome,
  type CorrectionPreview,
  type CurrentBet,
} from '@/lib/corrections/preview';

/** The locked round a correction works on (lockRound with its shoe). */
export interface LockedForCorrection {
  round: Round;
  table: GameTable;
  mod: GameModule;
  shoe: Shoe | null;
}

/** What a correction asks for. */
export interface CorrectionAsk {
  kind: CorrectionKind;
  reasonCode: CorrectionReason;
  reason: string | null;
  entries: CorrectionEntry[];
}

/** What an application did, per bet and per wallet (stored as `Correction.applied`). */
export interface AppliedEffects {
  bets: { id: string; userId: string; before: BetOutcome; after: BetOutcome }[];
  wallets: { userId: string; delta: number; debtAdded: number; repaid: number; balance: number; debt: number }[];
  /** Cents taken back from the wallets (the first settlement reversed) and paid out anew (new settlement or refunds). */
  reversed: number;
  paid: number;
}

/** Rounds a correction can be proposed for: settled, or complete and not yet settled. */
export function assertCorrectable(round: Round): void {
  if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was voided.`);
  if (round.status !== 'SETTLED' && round.status !== 'COMPLETE')
    throw new AppError(
      'ROUND_NOT_CORRECTABLE',
      `Round ${round.number} is ${round.status}: only a settled or complete round is corrected (void a round in play).`,
    );
}

/** The corrected fold of a locked round (reads its log). Errors: as `foldCorrection`. */
export async function correctedFold(
  tx: Tx,
  locked: LockedForCorrection,
  entries: CorrectionEntry[],
): Promise<CorrectedFold> {
  const events = await tx.roundEvent.findMany({
    where: { roundId: locked.round.id },
    orderBy: { seq: 'asc' },
    select: { type: true, data: true },
  });
  const fold = foldCorrection(locked.mod, { rules: locked.round.rules, state: locked.round.state, events }, entries);
  if (fold.cards.length) shoeAfter(locked, fold);
  return fold;
}

/**
 * The shoe's counts with the replaced cards counted out and the new ones in (§C-2), or null without a shoe.
 * Errors: CARD_NOT_IN_SHOE 409 when a new card is beyond the shoe's composition.
 */
function shoeAfter(locked: LockedForCorrection, fold: CorrectedFold): ShoeCounts | null {
  const { mod, shoe } = locked;
  if (!mod.shoeDecks || !shoe || shoe.id !== locked.round.shoeId) return null;
  const counts = { ...(shoe.counts as ShoeCounts) };
  for (const c of fold.cards) counts[c.from] = Math.max(0, (counts[c.from] ?? 0) - 1);
  for (const c of fold.cards) {
    const bad = checkShoe(counts, c.to, shoe.decks);
    if (bad) throw fromRuleError(bad);
    counts[c.to] = (counts[c.to] ?? 0) + 1;
  }
  return counts;
}

/** The before/after of every bet and wallet of the locked round for `ask` (nothing written). */
export async function previewLocked(
  tx: Tx,
  locked: LockedForCorrection,
  ask: CorrectionAsk,
): Promise<{ preview: CorrectionPreview; fold: CorrectedFold | null; bets: CurrentBet[] }> {
  const { round, table, mod } = locked;
  const fold = ask.kind === 'CORRECT' ? await correctedFold(tx, locked, ask.entries) : null;
  const bets = await touchedBets(tx, round.id);
  const outcomes = outcomesFor(ask.kind, mod, round, fold?.state, bets, roundLimits(mod.defaultLimits, round, table));
  const wallets = await walletsOf(
    tx,
    bets.map((b) => b.userId),
  );
  const preview = buildPreview(bets, outcomes, wallets, {
    before: round.result ?? null,
    after: ask.kind === 'VOID' ? null : (fold?.result ?? null),
  });
  return { preview, fold, bets };
}

/**
 * Posts the money of a re-settlement or a void: the reversal of what the bets were paid (wallets −, house +) and
 * the new payments (wallets +, house −), together, so each wallet is judged on its net (beyond the wallet: debt).
 */
async function postMoney(
  tx: Tx,
  round: Round,
  actorId: string,
  memo: string,
  kinds: { reversal: 'CORRECTION_REVERSAL' | 'VOID_REVERSAL'; payment: 'CORRECTION_SETTLEMENT' | 'VOID_REFUND' },
  changes: { bet: CurrentBet; after: BetOutcome }[],
): Promise<{ reversed: number; paid: number; debts: Map<string, number>; repaid: Map<string, number> }> {
  const house = houseAccountId(round.tableId);
  const rev: EntryInput[] = [];
  const pay: EntryInput[] = [];
  let reversed = 0;
  let paid = 0;
  for (const { bet, after } of changes) {
    const back = paidBack(bet);
    if (back > 0) {
      rev.push({ accountId: walletAccountId(bet.userId), amount: -back, betId: bet.id });
      reversed += back;
    }
    const now = after.payout + after.refund;
    if (now > 0) {
      pay.push({ accountId: walletAccountId(bet.userId), amount: now, betId: bet.id });
      paid += now;
    }
  }
  const r = await postTransactionsWithDebt(tx, [
    {
      kind: kinds.reversal,
      roundId: round.id,
      actorId,
      memo,
      entries: [...rev, { accountId: house, amount: reversed }],
    },
    { kind: kinds.payment, roundId: round.id, actorId, memo, entries: [...pay, { accountId: house, amount: -paid }] },
  ]);
  return { reversed, paid, debts: r.debts, repaid: r.repaid };
}

/** Writes the bets' new money (any status: a correction re-settles settled bets), one statement. */
async function writeBets(tx: Tx, changes: { bet: CurrentBet; after: BetOutcome }[]): Promise<void> {
  if (!changes.length) return;
  await tx.$executeRawUnsafe(
    `UPDATE "Bet" AS b SET "status" = x.status::"BetStatus", "payout" = x.payout, "refund" = x.refund,
            "payoutCut" = x."payoutCut", "rake" = x.rake, "settledAt" = COALESCE(b."settledAt", now())
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, status text, payout int, refund int, "payoutCut" bigint, rake int)
     WHERE b."id" = x.id`,
    JSON.stringify(
      changes.map(({ bet, after }) => ({
        id: bet.id,
        status: after.status,
        payout: after.payout,
        refund: after.refund,
        payoutCut: after.payoutCut,
        rake: after.rake,
      })),
    ),
  );
}

/** Per player: the wallet's delta, the debt added and repaid, and balance and debt after (read in the transaction). */
async function walletEffects(
  tx: Tx,
  changes: { bet: CurrentBet; after: BetOutcome }[],
  money: { debts: Map<string, number>; repaid: Map<string, number> },
): Promise<AppliedEffects['wallets']> {
  const delta = new Map<string, number>();
  for (const { bet, after } of changes)
    delta.set(bet.userId, (delta.get(bet.userId) ?? 0) + after.payout + after.refund - paidBack(bet));
  const now = await walletsOf(tx, [...delta.keys()]);
  return [...delta].map(([userId, d]) => ({
    userId,
    delta: d,
    debtAdded: money.debts.get(userId) ?? 0,
    repaid: money.repaid.get(userId) ?? 0,
    balance: now.get(userId)?.balance ?? 0,
    debt: now.get(userId)?.debt ?? 0,
  }));
}

/** One `round:notice` per affected player (after commit): what was done to the round, why, and to their balance. */
function queueNotices(
  out: Outbox,
  round: Round,
  ask: CorrectionAsk,
  correctionId: string,
  wallets: AppliedEffects['wallets'],
): void {
  for (const w of wallets)
    out.push({
      room: userRoom(w.userId),
      event: 'round:notice',
      payload: {
        correctionId,
        roundId: round.id,
        tableId: round.tableId,
        roundNumber: round.number,
        game: round.game,
        kind: ask.kind,
        reasonCode: ask.reasonCode,
        reason: ask.reason,
        delta: w.delta,
        debtAdded: w.debtAdded,
        repaid: w.repaid,
        debt: w.debt,
        balance: w.balance,
      },
    });
}

/** Marks other proposals of the round REJECTED (the round was voided or corrected under them). */
async function supersedeProposals(tx: Tx, roundId: string, exceptId: string, note: string): Promise<void> {
  await tx.correction.updateMany({
    where: { roundId, status: 'PROPOSED', id: { not: exceptId } },
    data: { status: 'REJECTED', decidedAt: new Date(), note },
  });
}

/**
 * Voids the locked round (RULES.md §C-4, §C-5): every touched bet VOID with all it staked handed back, a settled
 * round's payments reversed first (VOID_REVERSAL with VOID_REFUND, posted together; beyond a wallet: debt, §2);
 * the round VOIDED with its VOIDED event, `round:voided` to the table, each player's results, balance and notice.
 */
export async function applyVoid(
  tx: Tx,
  out: Outbox,
  locked: LockedForCorrection,
  ask: CorrectionAsk & { reason: string },
  ids: { correctionId: string; actorId: string; proposedById: string },
): Promise<{ pub: PublicRound; effects: AppliedEffects }> {
  const { round } = locked;
  if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was already voided.`);
  const bets = await touchedBets(tx, round.id);
  const changes = bets.map((bet) => ({ bet, after: voidOutcome(bet) }));
  const money = await postMoney(
    tx,
    round,
    ids.actorId,
    ask.reason,
    { reversal: 'VOID_REVERSAL', payment: 'VOID_REFUND' },
    changes,
  );
  await writeBets(tx, changes);
  const updated = await tx.round.update({
    where: { id: round.id },
    data: { status: 'VOIDED', voidedAt: new Date(), voidReason: ask.reason, decisionDeadline: null },
  });
  const wallets = await walletEffects(tx, changes, money);
  await appendRoundEvent(
    tx,
    round.id,
    'VOIDED',
    {
      reason: ask.reason,
      reasonCode: ask.reasonCode,
      correctionId: ids.correctionId,
      previousStatus: round.status,
      refunded: money.paid,
      reversed: money.reversed,
      bets: bets.map((b) => ({ id: b.id, was: b.status, payout: b.payout })),
      debts: wallets.filter((w) => w.debtAdded > 0).map((w) => ({ userId: w.userId, debt: w.debtAdded })),
      proposedBy: ids.proposedById,
      approvedBy: ids.actorId,
    },
    ids.actorId,
  );
  await recordAudit(tx, {
    actorId: ids.actorId,
    action: 'ROUND_VOIDED',
    targetType: 'Round',
    targetId: round.id,
    data: {
      reason: ask.reason,
      reasonCode: ask.reasonCode,
      correctionId: ids.correctionId,
      previousStatus: round.status,
      refunded: money.paid,
      reversed: money.reversed,
    },
  });
  await supersedeProposals(tx, round.id, ids.correctionId, 'the round was voided');
  const pub = publicRound(updated);
  await publishTableEvent(tx, out, {
    tableId: round.tableId,
    type: 'round:voided',
    round: pub,
    data: { reason: ask.reason },
  });
  await queuePrivateResults(
    tx,
    out,
    round,
    bets.map((b) => ({
      id: b.id,
      userId: b.userId,
      type: b.type,
      amount: b.amount,
      status: 'VOID',
      payout: 0,
      net: 0,
    })),
  );
  queueNotices(out, round, ask, ids.correctionId, wallets);
  return {
    pub,
    effects: {
      bets: changes.map(({ bet, after }) => ({ id: bet.id, userId: bet.userId, before: outcomeOf(bet), after })),
      wallets,
      reversed: money.reversed,
      paid: money.paid,
    },
  };
}

const outcomeOf = (b: CurrentBet): BetOutcome => ({
  status: b.status,
  payout: b.payout,
  refund: b.refund,
  payoutCut: b.payoutCut,
  rake: b.rake,
});

/**
 * Corrects the locked round's dealer entries and, when it was settled, re-settles it from the corrected log in
 * this transaction: the counted bets recomputed, the first settlement reversed (CORRECTION_REVERSAL) and the new
 * one paid (CORRECTION_SETTLEMENT) together (beyond a wallet: debt, §2), the bets and the round's state, result
 * and report summary updated, the shoe's counts too; the log keeps every original event and gets a CORRECTED
 * event with the full corrected action list. A COMPLETE round gets its state, result and shoe only (the dealer
 * settles after). `round:corrected` to the table; each affected player's results, balance and notice.
 */
export async function applyCorrect(
  tx: Tx,
  out: Outbox,
  locked: LockedForCorrection,
  ask: CorrectionAsk,
  ids: { correctionId: string; actorId: string; proposedById: string },
): Promise<{ pub: PublicRound; effects: AppliedEffects }> {
  const { round, table, mod } = locked;
  assertCorrectable(round);
  const fold = await correctedFold(tx, locked, ask.entries);
  const counts = fold.cards.length ? shoeAfter(locked, fold) : null;
  if (counts && locked.shoe) await tx.shoe.update({ where: { id: locked.shoe.id }, data: { counts } });
  const bets = await touchedBets(tx, round.id);
  const outcomes = outcomesFor('CORRECT', mod, round, fold.state, bets, roundLimits(mod.defaultLimits, round, table));
  const changes = bets.flatMap((bet) => {
    const after = outcomes.get(bet.id);
    return after ? [{ bet, after }] : [];
  });
  const changed = changes.filter(
    ({ bet, after }) =>
      bet.status !== after.status ||
      bet.payout !== after.payout ||
      bet.refund !== after.refund ||
      bet.rake !== after.rake ||
      bet.payoutCut !== after.payoutCut,
  );
  let money = { reversed: 0, paid: 0, debts: new Map<string, number>(), repaid: new Map<string, number>() };
  if (round.status === 'SETTLED') {
    money = await postMoney(
      tx,
      round,
      ids.actorId,
      ask.reason ?? ask.reasonCode,
      { reversal: 'CORRECTION_REVERSAL', payment: 'CORRECTION_SETTLEMENT' },
      changes,
    );
    await writeBets(tx, changed);
    await writeRoundSummary(tx, round.id);
  }
  const updated = await tx.round.update({
    where: { id: round.id },
    data: { state: fold.state as object, result: (fold.result ?? undefined) as object | undefined },
  });
  const wallets = round.status === 'SETTLED' ? await walletEffects(tx, changes, money) : [];
  await appendRoundEvent(
    tx,
    round.id,
    'CORRECTED',
    {
      correctionId: ids.correctionId,
      kind: ask.kind,
      reasonCode: ask.reasonCode,
      reason: ask.reason,
      entries: ask.entries,
      actions: fold.actions,
      previousResult: round.result ?? null,
      result: fold.result,
      cards: fold.cards,
      bets: changes.map(({ bet, after }) => ({
        id: bet.id,
        before: { status: bet.status, payout: bet.payout, refund: bet.refund },
        after: { status: after.status, payout: after.payout, refund: after.refund },
      })),
      wallets: wallets.map((w) => ({ userId: w.userId, delta: w.delta, debtAdded: w.debtAdded, repaid: w.repaid })),
      reversed: money.reversed,
      paid: money.paid,
      proposedBy: ids.proposedById,
      approvedBy: ids.actorId,
    },
    ids.actorId,
  );
  await supersedeProposals(tx, round.id, ids.correctionId, 'the round was corrected');
  const pub = publicRound(updated);
  await publishTableEvent(tx, out, {
    tableId: round.tableId,
    type: 'round:corrected',
    round: pub,
    data: { kind: ask.kind, reasonCode: ask.reasonCode },
  });
  if (changed.length) {
    const affected = new Set(changed.map((c) => c.bet.userId));
    await queuePrivateResults(
      tx,
      out,
      round,
      changes
        .filter((c) => affected.has(c.bet.userId))
        .map(({ bet, after }) => ({
          id: bet.id,
          userId: bet.userId,
          type: bet.type,
          amount: bet.amount,
          status: after.status,
          payout: after.payout,
          net: betNet({ ...bet, ...after }),
          refund: after.refund,
          fee: bet.fee,
          payoutCut: after.payoutCut,
        })),
    );
  }
  // Every player of the round hears of the correction, with what it did to their balance (0 when nothing).
  queueNotices(out, round, ask, ids.correctionId, wallets);
  return {
    pub,
    effects: {
      bets: changes.map(({ bet, after }) => ({ id: bet.id, userId: bet.userId, before: outcomeOf(bet), after })),
      wallets,
      reversed: money.reversed,
      paid: money.paid,
    },
  };
}
