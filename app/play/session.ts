import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { principalFrom, type Principal } from '@/lib/auth/principal';

/** The signed-in user of this page request; signed-out visitors go to `/login?callbackUrl=<path>`. */
export async function requireSignedIn(path: string): Promise<Principal> {
  const cookie = (await headers()).get('cookie');
  const who = await principalFrom({ cookie });
  if (!who) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  return who;
}
