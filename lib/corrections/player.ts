/** What a player is told of the corrections of their rounds (issue #18 §3): in their history and round detail. */
import { db } from '@/lib/db';

/** One player's part of an applied correction's effects (`Correction.applied.wallets`). */
interface AppliedWallet {
  userId: string;
  delta: number;
  debtAdded: number;
  repaid: number;
}

/** A correction as its player is told of it (issue #18 §3): what, why, when, and what it did to their wallet. */
export interface PlayerCorrection {
  id: string;
  kind: 'VOID' | 'CORRECT';
  reasonCode: string;
  reason: string | null;
  at: string;
  /** Cents moved into (+) or out of (-) the player's wallet (before any debt paid or added). */
  delta: number;
  /** Of that, what the wallet could not pay and is now owed, and debt paid from it, cents. */
  debtAdded: number;
  repaid: number;
}

/** The APPLIED corrections of these rounds as `userId` is told of them, per round id, oldest first. */
export async function correctionsForPlayer(
  userId: string,
  roundIds: readonly string[],
): Promise<Map<string, PlayerCorrection[]>> {
  const out = new Map<string, PlayerCorrection[]>();
  if (!roundIds.length) return out;
  const rows = await db().correction.findMany({
    where: { roundId: { in: [...roundIds] }, status: 'APPLIED' },
    orderBy: [{ decidedAt: 'asc' }, { id: 'asc' }],
  });
  for (const c of rows) {
    const w = ((c.applied as { wallets?: AppliedWallet[] } | null)?.wallets ?? []).find((x) => x.userId === userId);
    const list = out.get(c.roundId) ?? [];
    list.push({
      id: c.id,
      kind: c.kind,
      reasonCode: c.reasonCode,
      reason: c.reason,
      at: (c.decidedAt ?? c.proposedAt).toISOString(),
      delta: w?.delta ?? 0,
      debtAdded: w?.debtAdded ?? 0,
      repaid: w?.repaid ?? 0,
    });
    out.set(c.roundId, list);
  }
  return out;
}
