import { z } from 'zod';
import { db } from '@/lib/db';
import { route } from '@/lib/http/route';
import { studioSettings, updateStudioSettings } from '@/lib/corrections/studio-settings';

/** `GET /api/studio/settings` (PIT_BOSS, ADMIN) → `{voidApprovalBelow, updatedAt, updatedBy}`. */
export const GET = route({ roles: ['PIT_BOSS', 'ADMIN'] }, async () => studioSettings(db()));

/**
 * `PATCH /api/studio/settings {voidApprovalBelow: cents | null}` (ADMIN), audited: a settled round whose handle is
 * below `voidApprovalBelow` is voided without a second approver; null: every such void waits for one.
 */
export const PATCH = route<{ voidApprovalBelow?: number | null }>(
  {
    roles: ['ADMIN'],
    body: z.object({ voidApprovalBelow: z.number().int().min(0).max(1_000_000_000).nullable().optional() }).strict(),
  },
  async (ctx) => updateStudioSettings(ctx.command(), ctx.body),
);

export const dynamic = 'force-dynamic';
