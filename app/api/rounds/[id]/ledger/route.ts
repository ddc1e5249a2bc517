import { route } from '@/lib/http/route';
import { roundLedger } from '@/lib/ledger/round-ledger';

/** `GET /api/rounds/:id/ledger` (PIT_BOSS, ADMIN) → the round's ledger transactions with their entries. */
export const GET = route<undefined, { id: string }>({ roles: ['PIT_BOSS', 'ADMIN'] }, async ({ params }) =>
  roundLedger(params.id),
);

export const dynamic = 'force-dynamic';
