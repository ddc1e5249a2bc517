import { route } from '@/lib/http/route';
import { signInDealer } from '@/lib/shifts/sign-in-dealer';
import { signOutDealer } from '@/lib/shifts/sign-out-dealer';

/** `POST /api/tables/:id/shift` (a DEALER who may sign in here) → 201 the shift; another dealer's open shift ends REPLACED. */
export const POST = route<undefined, { id: string }>({ roles: ['DEALER'], status: 201 }, async (ctx) =>
  signInDealer(ctx.command(), ctx.params.id),
);

/** `DELETE /api/tables/:id/shift` (the dealer on shift: SIGNED_OUT; PIT_BOSS, ADMIN: PIT) → the ended shift. */
export const DELETE = route<undefined, { id: string }>({ roles: ['DEALER', 'PIT_BOSS', 'ADMIN'] }, async (ctx) =>
  signOutDealer(ctx.command(), ctx.params.id),
);

export const dynamic = 'force-dynamic';
