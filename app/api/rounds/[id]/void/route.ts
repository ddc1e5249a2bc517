import { z } from 'zod';
import { json, route } from '@/lib/http/route';
import { voidRoundNow } from '@/lib/corrections/commands';

/**
 * `POST /api/rounds/:id/void {reason, reasonCode?}` (PIT_BOSS, ADMIN), a void proposal applied at once where allowed
 * (issue #18 §1): a round not settled → 200 VOIDED, stakes refunded; a settled round whose handle is below the
 * studio's `voidApprovalBelow` → 200 VOIDED, its settlement reversed first (beyond a wallet: the player's debt);
 * otherwise → 202 `{correction}` waiting for a second PIT_BOSS or ADMIN (`POST /api/corrections/:id/approve`).
 */
export const POST = route<
  {
    reason: string;
    reasonCode?: 'WRONG_ENTRY' | 'MISDEAL' | 'EXPOSED_CARD' | 'EQUIPMENT_FAULT' | 'DEALER_ERROR' | 'OTHER';
  },
  { id: string }
>(
  {
    roles: ['PIT_BOSS', 'ADMIN'],
    body: z.object({
      reason: z.string().trim().min(3, 'say why (at least 3 characters)').max(500),
      reasonCode: z
        .enum(['WRONG_ENTRY', 'MISDEAL', 'EXPOSED_CARD', 'EQUIPMENT_FAULT', 'DEALER_ERROR', 'OTHER'])
        .optional(),
    }),
  },
  async (ctx) => {
    const r = await voidRoundNow(ctx.command(), ctx.params.id, ctx.body);
    return json(r.body, r.status);
  },
);

export const dynamic = 'force-dynamic';
