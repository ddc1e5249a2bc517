import { route } from '@/lib/http/route';
import { proposeCorrection } from '@/lib/corrections/commands';
import { listCorrections } from '@/lib/corrections/read';
import { proposalBody, type ProposalBody } from './schema';

/**
 * `POST /api/rounds/:id/corrections {kind: VOID|CORRECT, reasonCode, reason?, entries?}` (PIT_BOSS, ADMIN) → 201 a
 * proposal `{id, status: "PROPOSED", preview: {bets, wallets, result}, ...}`; nothing moves until another PIT_BOSS
 * or ADMIN approves it (issue #18 §1).
 */
export const POST = route<ProposalBody, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN'], body: proposalBody, status: 201 },
  async (ctx) => proposeCorrection(ctx.command(), ctx.params.id, ctx.body),
);

/** `GET /api/rounds/:id/corrections` (PIT_BOSS, ADMIN) → `{items, nextCursor}`: the round's corrections, newest first. */
export const GET = route<undefined, { id: string }>({ roles: ['PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  listCorrections({ roundId: ctx.params.id }),
);

export const dynamic = 'force-dynamic';
