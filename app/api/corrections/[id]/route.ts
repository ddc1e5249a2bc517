import { route } from '@/lib/http/route';
import { getCorrection } from '@/lib/corrections/read';

/** `GET /api/corrections/:id` (PIT_BOSS, ADMIN) → the correction (preview fresh while PROPOSED). */
export const GET = route<undefined, { id: string }>({ roles: ['PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  getCorrection(ctx.params.id),
);

export const dynamic = 'force-dynamic';
