/**
 * Reading corrections (issue #18 §1): the pit's queue and history (`GET /api/corrections`), one proposal
 * (`GET /api/corrections/:id`), and what a player is told of the corrections of their rounds (§3).
 */
import { db, type Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { Correction, CorrectionStatus } from '@/lib/generated/prisma/client';
import { gameModule } from '@/lib/games/registry';
import { previewLocked } from '@/lib/corrections/apply';
import type { CorrectionEntry } from '@/lib/corrections/fold';

export interface CorrectionView {
  id: string;
  roundId: string;
  roundNumber: number;
  tableId: string;
  tableName: string;
  game: string;
  /** The round's status now. */
  roundStatus: string;
  kind: 'VOID' | 'CORRECT';
  status: CorrectionStatus;
  reasonCode: string;
  reason: string | null;
  entries: unknown;
  /** Before/after of every bet and wallet; for a PROPOSED one read fresh (wallets move meanwhile). */
  preview: unknown;
  /** Set when a fresh preview could not be made (the round changed): the stored one is shown. */
  previewError?: { code: string; message: string };
  applied: unknown;
  proposedBy: { id: string; username: string | null };
  proposedAt: string;
  decidedBy: { id: string; username: string | null } | null;
  decidedAt: string | null;
  note: string | null;
}

/** The API view of a correction row (round number, table name, usernames), `preview` as given or stored. */
export async function correctionView(
  client: Tx,
  c: Correction,
  preview?: unknown,
  previewError?: { code: string; message: string },
): Promise<CorrectionView> {
  const [round, users] = await Promise.all([
    client.round.findUnique({
      where: { id: c.roundId },
      select: { number: true, game: true, status: true, table: { select: { name: true } } },
    }),
    client.user.findMany({
      where: { id: { in: [c.proposedById, ...(c.decidedById ? [c.decidedById] : [])] } },
      select: { id: true, username: true },
    }),
  ]);
  const name = new Map(users.map((u) => [u.id, u.username]));
  return {
    id: c.id,
    roundId: c.roundId,
    roundNumber: round?.number ?? 0,
    tableId: c.tableId,
    tableName: round?.table.name ?? '',
    game: round?.game ?? '',
    roundStatus: round?.status ?? '',
    kind: c.kind,
    status: c.status,
    reasonCode: c.reasonCode,
    reason: c.reason,
    entries: c.entries,
    preview: preview ?? c.preview,
    ...(previewError ? { previewError } : {}),
    applied: c.applied ?? null,
    proposedBy: { id: c.proposedById, username: name.get(c.proposedById) ?? null },
    proposedAt: c.proposedAt.toISOString(),
    decidedBy: c.decidedById ? { id: c.decidedById, username: name.get(c.decidedById) ?? null } : null,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    note: c.note,
  };
}

/**
 * A PROPOSED correction's preview read now (the wallets, or the round, may have moved since the proposal): a read
 * that takes no lock (a pit screen polling the queue never waits for, or holds up, the dealer's shoe or a settle);
 * the approval recomputes it under the locks.
 */
async function freshView(c: Correction): Promise<CorrectionView> {
  if (c.status !== 'PROPOSED') return correctionView(db(), c);
  try {
    const preview = await db().$transaction(async (tx) => {
      const r = await tx.round.findUnique({ where: { id: c.roundId }, include: { table: true, shoe: true } });
      const mod = r ? gameModule(r.game) : null;
      if (!r || !mod) throw new AppError('ROUND_NOT_FOUND', `No round ${c.roundId}.`);
      const { table, shoe, ...round } = r;
      const { preview } = await previewLocked(
        tx,
        { round, table, mod, shoe },
        {
          kind: c.kind,
          reasonCode: c.reasonCode,
          reason: c.reason,
          entries: (c.entries as unknown as CorrectionEntry[]) ?? [],
        },
      );
      return preview;
    });
    return correctionView(db(), c, preview);
  } catch (e) {
    if (e instanceof AppError) return correctionView(db(), c, undefined, { code: e.code, message: e.message });
    throw e;
  }
}

/** `GET /api/corrections/:id` (PIT_BOSS, ADMIN). Errors: CORRECTION_NOT_FOUND 404. */
export async function getCorrection(id: string): Promise<CorrectionView> {
  const c = await db().correction.findUnique({ where: { id } });
  if (!c) throw new AppError('CORRECTION_NOT_FOUND', `No correction ${id}.`);
  return freshView(c);
}

/**
 * `GET /api/corrections?status=&tableId=&roundId=&cursor=&limit=` (PIT_BOSS, ADMIN): newest first; PROPOSED ones
 * with a fresh preview. Cursor: the last item's id.
 */
export async function listCorrections(q: {
  status?: CorrectionStatus;
  tableId?: string;
  roundId?: string;
  cursor?: string;
  limit?: number;
}): Promise<{ items: CorrectionView[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 100);
  const rows = await db().correction.findMany({
    where: {
      ...(q.status ? { status: q.status } : {}),
      ...(q.tableId ? { tableId: q.tableId } : {}),
      ...(q.roundId ? { roundId: q.roundId } : {}),
    },
    orderBy: [{ proposedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, limit);
  const items: CorrectionView[] = [];
  for (const c of page) items.push(await freshView(c));
  return { items, nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null };
}
