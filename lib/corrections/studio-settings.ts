/**
 * The studio's settings (issue #18 §1): `voidApprovalBelow`, cents of a settled round's handle below which its
 * void needs no second approver (null: every void of a settled round waits for one). One row (id 1), created on
 * first change; changes are audited (STUDIO_SETTINGS_CHANGED, before and after).
 */
import type { Command } from '@/lib/command';
import { transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { recordAudit } from '@/lib/audit/record-audit';

export interface StudioSettings {
  voidApprovalBelow: number | null;
  updatedAt: string | null;
  updatedBy: { id: string; username: string | null } | null;
}

/** The settings now (defaults without a row: every settled void needs a second approver). */
export async function studioSettings(client: Tx): Promise<StudioSettings> {
  const row = await client.studioSetting.findUnique({ where: { id: 1 } });
  if (!row) return { voidApprovalBelow: null, updatedAt: null, updatedBy: null };
  const by = row.updatedById
    ? await client.user.findUnique({ where: { id: row.updatedById }, select: { username: true } })
    : null;
  return {
    voidApprovalBelow: row.voidApprovalBelow,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedById ? { id: row.updatedById, username: by?.username ?? null } : null,
  };
}

/**
 * `PATCH /api/studio/settings` (ADMIN): changes the given settings, audited with before and after.
 * Errors: FORBIDDEN 403.
 */
export async function updateStudioSettings(
  cmd: Command,
  patch: { voidApprovalBelow?: number | null },
): Promise<StudioSettings> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  if (actor.role !== 'ADMIN') throw new AppError('FORBIDDEN', "Only an admin changes the studio's settings.");
  return transact(cmd, async (tx) => {
    await tx.$executeRawUnsafe(`INSERT INTO "StudioSetting" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`);
    const [before] = await tx.$queryRawUnsafe<{ voidApprovalBelow: number | null }[]>(
      `SELECT "voidApprovalBelow" FROM "StudioSetting" WHERE "id" = 1 FOR UPDATE`,
    );
    const after = {
      voidApprovalBelow:
        patch.voidApprovalBelow === undefined ? (before?.voidApprovalBelow ?? null) : patch.voidApprovalBelow,
    };
    await tx.studioSetting.update({
      where: { id: 1 },
      data: { ...after, updatedAt: new Date(), updatedById: actor.id },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'STUDIO_SETTINGS_CHANGED',
      targetType: 'StudioSetting',
      targetId: '1',
      data: { before: { voidApprovalBelow: before?.voidApprovalBelow ?? null }, after },
    });
    return studioSettings(tx);
  });
}
