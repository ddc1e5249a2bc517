import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { principalFrom } from '@/lib/auth/principal';

/** Who may look at the dealer console: staff who can deal (DEALER, PIT_BOSS, ADMIN). */
export interface DealerViewer {
  id: string;
  username: string;
  role: 'ADMIN' | 'PIT_BOSS' | 'DEALER' | 'PLAYER';
}

/**
 * The signed-in user of this request (session cookie), read on the server so a signed-out visitor is
 * sent to `/login?callbackUrl=...` before anything renders.
 */
export async function requireViewer(callbackUrl: string): Promise<DealerViewer> {
  const h = await headers();
  const p = await principalFrom({ cookie: h.get('cookie'), authorization: h.get('authorization') });
  if (!p) redirect(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  return { id: p.id, username: p.username, role: p.role };
}

export const DEALING_ROLES = new Set<DealerViewer['role']>(['DEALER', 'PIT_BOSS', 'ADMIN']);
