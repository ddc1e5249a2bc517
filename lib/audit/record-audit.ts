import type { Tx } from '@/lib/db';

/** Appends an audit log line (who did what to which object) inside the caller's transaction. */
export async function recordAudit(
  tx: Tx,
  entry: {
    actorId: string | null | undefined;
    action: string;
    targetType: string;
    targetId: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      data: (entry.data ?? {}) as object,
    },
  });
}
