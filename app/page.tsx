'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useMe } from '@/lib/client/use-me';

const HOME: Record<string, string> = { ADMIN: '/pit', PIT_BOSS: '/pit', DEALER: '/dealer', PLAYER: '/play' };

/** Sends each role to its console; signed-out visitors to the sign-in page. */
export default function Home() {
  const { me } = useMe();
  useEffect(() => {
    if (me) window.location.replace(HOME[me.role] ?? '/play');
    if (me === null) window.location.replace('/login');
  }, [me]);
  return (
    <div className="mt-24 text-center text-gray-400">
      <p>Opening your console…</p>
      <p className="mt-2 text-sm">
        <Link href="/login">Sign in</Link>
      </p>
    </div>
  );
}
