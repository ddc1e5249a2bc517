import { route } from '@/lib/http/route';
import { previewProposal } from '@/lib/corrections/commands';
import { proposalBody, type ProposalBody } from '../schema';

/**
 * `POST /api/rounds/:id/corrections/preview` (PIT_BOSS, ADMIN), the body of a proposal → `{kind, preview, actions?}`:
 * the before/after of every bet and wallet it would show, nothing written (issue #18 §1).
 */
export const POST = route<ProposalBody, { id: string }>(
  { roles: ['PIT_BOSS', 'ADMIN'], body: proposalBody },
  async (ctx) => previewProposal(ctx.command(), ctx.params.id, ctx.body),
);

export const dynamic = 'force-dynamic';
