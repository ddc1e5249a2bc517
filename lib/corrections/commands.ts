/**
 * Corrections with a second approver (issue #18 §1, maker-checker): a PIT_BOSS or ADMIN proposes a void or a
 * correction of a settled (or complete) round with the before/after of every bet and wallet; another one approves
 * (applied in one transaction) or rejects (nothing else changes). `POST /api/rounds/:id/void` is a proposal applied
 * at once where allowed (a round not settled: §C-5; a settled one under the studio's `voidApprovalBelow`).
 */
import type { Command } from '@/lib/command';
import { isUniqueViolation, transact } from '@/lib/command';
import { db, type Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Principal } from '@/lib/auth/principal';
import type { Correction, CorrectionReason } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/audit/record-audit';
import { lockRound } from '@/lib/rounds/load-round';
import type { PublicRound } from '@/lib/realtime/events';
import {
  applyCorrect,
  applyVoid,
  assertCorrectable,
  previewLocked,
  type CorrectionAsk,
  type LockedForCorrection,
} from '@/lib/corrections/apply';
import type { CorrectionEntry } from '@/lib/corrections/fold';
import { correctionView, type CorrectionView } from '@/lib/corrections/read';
import { studioSettings } from '@/lib/corrections/studio-settings';

export interface ProposalInput {
  kind: 'VOID' | 'CORRECT';
  reasonCode: CorrectionReason;
  reason?: string | null;
  entries?: CorrectionEntry[];
}

function staff(cmd: Command): Principal {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'PIT_BOSS' && actor.role !== 'ADMIN')
    throw new AppError('FORBIDDEN', 'Only a pit boss or an admin can void or correct a round.');
  return actor;
}

/** The ask of a proposal, checked: OTHER needs a reason; CORRECT needs entries, VOID takes none. */
function askOf(input: ProposalInput): CorrectionAsk {
  const reason = input.reason?.trim() || null;
  if (input.reasonCode === 'OTHER' && !reason)
    throw new AppError('VALIDATION_ERROR', 'reason: say why (the reason code is OTHER)');
  const entries = input.entries ?? [];
  if (input.kind === 'CORRECT' && !entries.length)
    throw new AppError('VALIDATION_ERROR', 'entries: a correction needs the corrected entries');
  if (input.kind === 'VOID' && entries.length)
    throw new AppError('VALIDATION_ERROR', 'entries: a void takes no entries');
  return { kind: input.kind, reasonCode: input.reasonCode, reason, entries };
}

/** The void's reason as the round keeps it (`voidReason`): the text, else the reason code. */
const voidReason = (ask: CorrectionAsk): string => ask.reason ?? ask.reasonCode;

async function lockForCorrection(tx: Tx, roundId: string): Promise<LockedForCorrection> {
  const l = await lockRound(tx, roundId, { withShoe: true });
  return { round: l.round, table: l.table, mod: l.mod, shoe: l.shoe };
}

/** Inserts a proposal row (one PROPOSED per round: the partial unique index; CORRECTION_PENDING 409). */
async function insertProposal(
  tx: Tx,
  locked: LockedForCorrection,
  ask: CorrectionAsk,
  actorId: string,
  preview: unknown,
  atOnce = false,
): Promise<Correction> {
  // A void applied at once is written APPLIED straight away: it does not wait, so no pending proposal blocks it.
  if (atOnce)
    return tx.correction.create({
      data: {
        roundId: locked.round.id,
        tableId: locked.round.tableId,
        kind: ask.kind,
        status: 'APPLIED',
        reasonCode: ask.reasonCode,
        reason: ask.reason,
        entries: ask.entries,
        preview: preview as object,
        proposedById: actorId,
      },
    });
  const pending = await tx.correction.findFirst({
    where: { roundId: locked.round.id, status: 'PROPOSED' },
    select: { id: true },
  });
  if (pending)
    throw new AppError(
      'CORRECTION_PENDING',
      `A correction of round ${locked.round.number} is already waiting for approval: approve or reject it first.`,
    ).with({ correctionId: pending.id });
  try {
    return await tx.correction.create({
      data: {
        roundId: locked.round.id,
        tableId: locked.round.tableId,
        kind: ask.kind,
        reasonCode: ask.reasonCode,
        reason: ask.reason,
        entries: ask.entries,
        preview: preview as object,
        proposedById: actorId,
      },
    });
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AppError('CORRECTION_PENDING', `A correction of round ${locked.round.number} is already waiting.`);
    throw e;
  }
}

/**
 * `POST /api/rounds/:id/corrections`: a proposal with the before/after of every bet and wallet; nothing moves.
 * Errors: FORBIDDEN 403, ROUND_NOT_FOUND 404, ALREADY_VOIDED / ROUND_NOT_CORRECTABLE / CORRECTION_PENDING /
 * CARD_NOT_IN_SHOE 409, VALIDATION_ERROR / INVALID_CARD 400, CORRECTION_DOES_NOT_REPLAY / CORRECTION_INCOMPLETE /
 * CORRECTION_NO_CHANGE 422.
 */
export async function proposeCorrection(cmd: Command, roundId: string, input: ProposalInput): Promise<CorrectionView> {
  const actor = staff(cmd);
  const ask = askOf(input);
  return transact(cmd, async (tx) => {
    const locked = await lockForCorrection(tx, roundId);
    assertCorrectable(locked.round);
    const { preview } = await previewLocked(tx, locked, ask);
    const c = await insertProposal(tx, locked, ask, actor.id, preview);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'CORRECTION_PROPOSED',
      targetType: 'Round',
      targetId: roundId,
      data: {
        correctionId: c.id,
        kind: ask.kind,
        reasonCode: ask.reasonCode,
        reason: ask.reason,
        entries: ask.entries,
      },
    });
    return correctionView(tx, c, preview);
  });
}

/** Applies a proposal to its locked round; the row becomes APPLIED with what it did. */
async function applyProposal(
  tx: Tx,
  out: Parameters<Parameters<typeof transact>[1]>[1],
  locked: LockedForCorrection,
  c: Correction,
  deciderId: string,
  note: string | null,
): Promise<{ row: Correction; pub: PublicRound & { refunded?: number; reversed?: number } }> {
  const ask: CorrectionAsk = {
    kind: c.kind,
    reasonCode: c.reasonCode,
    reason: c.reason,
    entries: (c.entries as unknown as CorrectionEntry[]) ?? [],
  };
  const ids = { correctionId: c.id, actorId: deciderId, proposedById: c.proposedById };
  const done =
    c.kind === 'VOID'
      ? await applyVoid(tx, out, locked, { ...ask, reason: voidReason(ask) }, ids)
      : await applyCorrect(tx, out, locked, ask, ids);
  const row = await tx.correction.update({
    where: { id: c.id },
    data: {
      status: 'APPLIED',
      decidedById: deciderId,
      decidedAt: new Date(),
      note,
      applied: JSON.parse(JSON.stringify(done.effects)),
    },
  });
  await recordAudit(tx, {
    actorId: deciderId,
    action: 'CORRECTION_APPLIED',
    targetType: 'Round',
    targetId: c.roundId,
    data: {
      correctionId: c.id,
      kind: c.kind,
      reasonCode: c.reasonCode,
      proposedBy: c.proposedById,
      note,
      reversed: done.effects.reversed,
      paid: done.effects.paid,
      wallets: done.effects.wallets.map((w) => ({ userId: w.userId, delta: w.delta, debtAdded: w.debtAdded })),
    },
  });
  return { row, pub: { ...done.pub, refunded: done.effects.paid, reversed: done.effects.reversed } };
}

/**
 * Locks a proposal for a decision: the round first (the order every command on a round takes), then the row,
 * re-checked under the lock (two decisions at once: the second finds it decided). The proposer cannot decide.
 * Errors: CORRECTION_NOT_FOUND 404, CORRECTION_DECIDED 409, SAME_PERSON 403.
 */
async function lockProposal(
  tx: Tx,
  id: string,
  decider: Principal,
): Promise<{ c: Correction; locked: LockedForCorrection }> {
  const first = await tx.correction.findUnique({ where: { id }, select: { roundId: true } });
  if (!first) throw new AppError('CORRECTION_NOT_FOUND', `No correction ${id}.`);
  const locked = await lockForCorrection(tx, first.roundId);
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM "Correction" WHERE "id" = $1 FOR UPDATE`,
    id,
  );
  if (!rows.length) throw new AppError('CORRECTION_NOT_FOUND', `No correction ${id}.`);
  const c = await tx.correction.findUniqueOrThrow({ where: { id } });
  if (c.status !== 'PROPOSED')
    throw new AppError('CORRECTION_DECIDED', `This correction was already ${c.status.toLowerCase()}.`).with({
      status: c.status,
    });
  if (c.proposedById === decider.id)
    throw new AppError(
      'SAME_PERSON',
      'You proposed this correction: another pit boss or admin must approve or reject it (maker-checker).',
    );
  return { c, locked };
}

/**
 * `POST /api/corrections/:id/approve` (another PIT_BOSS or ADMIN than the proposer): applied in one transaction.
 * Errors: CORRECTION_NOT_FOUND 404, SAME_PERSON 403, CORRECTION_DECIDED / ALREADY_VOIDED / ROUND_NOT_CORRECTABLE /
 * CARD_NOT_IN_SHOE 409, the fold's 422s (the round changed since the proposal).
 */
export async function approveCorrection(cmd: Command, id: string, note?: string | null): Promise<CorrectionView> {
  const actor = staff(cmd);
  return transact(
    cmd,
    async (tx, out) => {
      const { c, locked } = await lockProposal(tx, id, actor);
      if (c.kind === 'VOID' && locked.round.status === 'VOIDED')
        throw new AppError('ALREADY_VOIDED', `Round ${locked.round.number} was already voided.`);
      const { row } = await applyProposal(tx, out, locked, c, actor.id, note?.trim() || null);
      return correctionView(tx, row);
    },
    { timeoutMs: 120_000 },
  );
}

/** `POST /api/corrections/:id/reject` (another PIT_BOSS or ADMIN than the proposer): REJECTED, nothing else changes. */
export async function rejectCorrection(cmd: Command, id: string, note?: string | null): Promise<CorrectionView> {
  const actor = staff(cmd);
  return transact(cmd, async (tx) => {
    const { c } = await lockProposal(tx, id, actor);
    const row = await tx.correction.update({
      where: { id: c.id },
      data: { status: 'REJECTED', decidedById: actor.id, decidedAt: new Date(), note: note?.trim() || null },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'CORRECTION_REJECTED',
      targetType: 'Round',
      targetId: c.roundId,
      data: { correctionId: c.id, kind: c.kind, proposedBy: c.proposedById, note: row.note },
    });
    return correctionView(tx, row);
  });
}

/**
 * `POST /api/rounds/:id/void {reason, reasonCode?}` (PIT_BOSS, ADMIN), every void a Correction row: a round not
 * settled is voided at once (§C-5: a malfunction, nothing to reverse); a settled one at once when its handle is
 * below the studio's `voidApprovalBelow`, otherwise it becomes a proposal for a second approver (202).
 * @returns `{status: 200, body: round & {refunded, reversed, correctionId}}` or `{status: 202, body: {correction}}`
 * Errors: FORBIDDEN 403, ROUND_NOT_FOUND 404, ALREADY_VOIDED / CORRECTION_PENDING 409.
 */
export async function voidRoundNow(
  cmd: Command,
  roundId: string,
  input: { reason: string; reasonCode?: CorrectionReason },
): Promise<
  | { status: 200; body: PublicRound & { refunded: number; reversed: number; correctionId: string } }
  | { status: 202; body: { correction: CorrectionView } }
> {
  // transact stores what its function returns as the Idempotency-Key's response: the body alone, so a replay
  // answers with the same body (and the status kept in cmd.idempotency.status) as the first request.
  const body = await voidInTransaction(cmd, roundId, input);
  return 'correction' in body ? { status: 202, body } : { status: 200, body };
}

async function voidInTransaction(
  cmd: Command,
  roundId: string,
  input: { reason: string; reasonCode?: CorrectionReason },
): Promise<
  (PublicRound & { refunded: number; reversed: number; correctionId: string }) | { correction: CorrectionView }
> {
  const actor = staff(cmd);
  const ask = askOf({ kind: 'VOID', reasonCode: input.reasonCode ?? 'OTHER', reason: input.reason });
  return transact(
    cmd,
    async (tx, out) => {
      const locked = await lockForCorrection(tx, roundId);
      const { round } = locked;
      if (round.status === 'VOIDED') throw new AppError('ALREADY_VOIDED', `Round ${round.number} was already voided.`);
      const { preview } = await previewLocked(tx, locked, ask);
      if (round.status === 'SETTLED') {
        const limit = (await studioSettings(tx)).voidApprovalBelow;
        if (limit === null || Number(round.handle) >= limit) {
          const c = await insertProposal(tx, locked, ask, actor.id, preview);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'CORRECTION_PROPOSED',
            targetType: 'Round',
            targetId: roundId,
            data: { correctionId: c.id, kind: 'VOID', reasonCode: ask.reasonCode, reason: ask.reason, via: 'void' },
          });
          // The answer's status for an Idempotency-Key replay (transact stores it after this function).
          if (cmd.idempotency) cmd.idempotency.status = 202;
          return { correction: await correctionView(tx, c, preview) };
        }
      }
      const c = await insertProposal(tx, locked, ask, actor.id, preview, true);
      const note =
        round.status === 'SETTLED'
          ? 'no second approval needed (under the studio limit)'
          : 'no second approval needed (round not settled)';
      const { pub } = await applyProposal(tx, out, locked, c, actor.id, note);
      return { ...pub, refunded: pub.refunded ?? 0, reversed: pub.reversed ?? 0, correctionId: c.id };
    },
    { timeoutMs: 120_000 },
  );
}

/**
 * `POST /api/rounds/:id/corrections/preview`: what a proposal would show, nothing written (a dry run of the
 * proposal's checks and preview). Errors: as `proposeCorrection` (CORRECTION_PENDING aside).
 */
export async function previewProposal(
  cmd: Command,
  roundId: string,
  input: ProposalInput,
): Promise<{ kind: string; preview: unknown; actions?: unknown }> {
  staff(cmd);
  const ask = askOf(input);
  return db().$transaction(async (tx) => {
    const locked = await lockForCorrection(tx, roundId);
    assertCorrectable(locked.round);
    const { preview, fold } = await previewLocked(tx, locked, ask);
    return { kind: ask.kind, preview, ...(fold ? { actions: fold.actions } : {}) };
  });
}
